import HitLintCore

/// Everything known about one screen after simulation: what rules look at.
package struct ScreenAnalysis: Sendable {
    package let scene: Scene
    package let raster: HitRaster
    /// Metrics of every target, by view index.
    package let metrics: [Int: TargetMetrics]
    /// The targets rules report on, with their metrics, in view order (every rule walks them).
    package let targets: [(view: SceneView, metrics: TargetMetrics)]
    /// Every target with metrics, for a rule that compares a target with the others
    /// (`target-spacing`); `targets` unless an advice check focuses on some.
    package let everyTarget: [(view: SceneView, metrics: TargetMetrics)]
    /// The finger the tap accuracies were computed for.
    package let finger: FingerModel
    /// The scene's targets by the bands their hit rects and drawings cross.
    package let bands: TargetBands
    /// While a rule that defers to others runs (`RuleDescription.deferredTo`): the views those
    /// rules reported. Its findings on them are dropped, so it may skip them.
    package var alreadyReported: Set<Int> = []

    package init(scene: Scene, raster: HitRaster, metrics: [Int: TargetMetrics], finger: FingerModel = .standard) {
        self.init(scene: scene, raster: raster, metrics: metrics, finger: finger, focus: nil)
    }

    /// `focus`: the targets rules report on (an advice check: the targets a change can affect);
    /// nil: every target.
    package init(scene: Scene, raster: HitRaster, metrics: [Int: TargetMetrics], finger: FingerModel, focus: Set<Int>?)
    {
        self.finger = finger
        self.scene = scene
        self.raster = raster
        self.metrics = metrics
        let all: [(view: SceneView, metrics: TargetMetrics)] = scene.views.compactMap { view in
            metrics[view.index].map { (view, $0) }
        }
        everyTarget = all
        bands = TargetBands(
            scene.views.filter { $0.isTarget || metrics[$0.index] != nil }.map {
                ($0.index, $0.hitRect.union($0.drawExtent))
            },
            screen: Rect(x: 0, y: 0, width: scene.screen.size.width, height: scene.screen.size.height))
        targets = focus.map { focus in all.filter { focus.contains($0.view.index) } } ?? all
    }

    /// Simulates a scene: raster, then metrics.
    package static func analyze(_ scene: Scene, finger: FingerModel = .standard) -> ScreenAnalysis {
        let raster = HitRasterizer.rasterize(scene)
        return ScreenAnalysis(
            scene: scene, raster: raster,
            metrics: MetricsCalculator.metrics(for: scene, raster: raster, finger: finger), finger: finger)
    }

    /// Whether `a` is an ancestor of `b` (the root is everyone's).
    package func isAncestor(_ a: Int, of b: Int) -> Bool {
        a < b && b < scene.views[a].subtreeEnd
    }

    /// Whether taps that `taker` receives from what the user sees of `target` are taps the target
    /// itself declined: the taker is nothing, a superview, or a view behind it (earlier in draw order).
    package func declined(_ taker: Int, by target: Int) -> Bool { taker < target }

    /// The nearest ancestor that is not the root, for messages.
    /// What lies past the root's bounds is outside: the screen, or for a root the app places
    /// inside another view (`ScreenSpec.embedded`), that cell or view, whose size on screen the
    /// app sets where it places it.
    package var rootPlace: String {
        guard scene.screen.embedded else { return "the screen" }
        return scene.screen.cell ? "the cell" : "the file's root view"
    }

    /// Whether `view` is its superview's backdrop: behind every subview that holds a button or
    /// control (only decoration, images and labels, lies behind it), with some subview in front,
    /// and covering at least 90 % of the superview (the screen, for the root's): the others are
    /// meant to lie in front of it. `alone`: the view may be its superview's only subview, as a
    /// background image behind what the code adds.
    package func isBackdrop(_ view: SceneView, alone: Bool = false) -> Bool {
        guard view.index > 0, view.parent >= 0, view.parent < scene.views.count else { return false }
        let parent = scene.views[view.parent]
        let only = view.index == view.parent + 1 && view.subtreeEnd == parent.subtreeEnd
        guard view.subtreeEnd < parent.subtreeEnd || (alone && only) else { return false }
        let before = scene.views[(view.parent + 1)..<view.index]
        guard !before.contains(where: { $0.kind.isTappable }) else { return false }
        let area = view.parent == 0 ? scene.screen.size.width * scene.screen.size.height : parent.bounds.area
        let box =
            view.parent == 0
            ? Rect(x: 0, y: 0, width: scene.screen.size.width, height: scene.screen.size.height) : parent.bounds
        return area > 0 && view.bounds.intersection(box).area >= 0.9 * area
    }

    /// Whether `view` and every view holding it cover at least 90 % of the screen: a container
    /// as large as the screen, whose backdrop is the screen's.
    private func fillsScreen(_ view: SceneView) -> Bool {
        let screen = Rect(x: 0, y: 0, width: scene.screen.size.width, height: scene.screen.size.height)
        var current = view.index
        while current > 0, current < scene.views.count {
            let holder = scene.views[current]
            guard screen.area > 0, holder.bounds.intersection(screen).area >= 0.9 * screen.area else { return false }
            current = holder.parent
        }
        return true
    }

    /// The superview's name; nil when it is the root, or a cell's content view, which spans the
    /// cell (both `rootPlace`).
    package func parentName(of view: SceneView) -> String? {
        guard view.parent > 0 else { return nil }
        let parent = scene.views[view.parent]
        if scene.screen.cell, parent.parent == 0, parent.bounds.x == 0, parent.bounds.y == 0,
            abs(parent.bounds.height - scene.screen.size.height) < 0.5,
            abs(parent.bounds.width - scene.screen.size.width) < 0.5
        {
            return nil
        }
        return "'\(parent.id)'"
    }

    /// The part of a target's clipped hit area that lies past the screen or the file's root: what
    /// lies off screen, and what its superview cuts when that is the root or a cell's content
    /// view, which spans the cell (`parentName` nil).
    package func pastRootArea(of view: SceneView, _ metrics: TargetMetrics) -> Double {
        let byAncestors = metrics.clippedArea - metrics.clippedOffScreenArea
        return metrics.clippedOffScreenArea + (parentName(of: view) == nil ? byAncestors : 0)
    }

    /// Whether `view` bears on a tap target: it is a button or control, lies inside one, holds
    /// one, or its bounds meet one's hit area (in front of it or behind it); or it is in a cell,
    /// whose row the user taps. Buttons count hidden, transparent or disabled too: code shows
    /// them (two of the 26 image findings judged on the real apps were on hidden buttons that
    /// code unhides, two beside buttons at alpha 0 that code fades in).
    /// A screen whose file declares no button or control at all gets its targets from code
    /// (added, or the screen shown inside something tappable), which hitlint does not read:
    /// every view of it may bear on one (12 of 18 image findings judged on such screens did); a
    /// header or footer without one has none but the views its code handles taps on (only what
    /// meets them bears): its table places it, and nothing else in it is tapped.
    /// A backdrop image view of the screen (`isBackdrop` of the root or of a view as large as the
    /// screen, alone or behind the rest) is decoration behind everything else, not a target's
    /// picture (Kodi's `appViewBackground` behind each menu, and behind what code adds where the
    /// file holds nothing else), interactive or not: what it shows is no target's picture.
    package func bearsOnTarget(_ view: SceneView) -> Bool {
        if scene.screen.isLaunchScreen { return false }
        // Nothing tappable before it in draw order: no button behind it, none holding it.
        if !scene.screen.cell, view.kind == .image, view.parent == 0 || fillsScreen(scene.views[view.parent]),
            isBackdrop(view, alone: true), !scene.views[1..<view.index].contains(where: { $0.kind.isTappable })
        {
            return false
        }
        if scene.screen.rowTapped || view.kind.isTappable { return true }
        // A control a size class leaves out of this layout is not on screen: no target.
        let isTarget = { (other: SceneView) in
            other.index > 0 && other.kind.isTappable && !(other.imported?.leftOutOnCanvas ?? false)
        }
        guard scene.views.contains(where: isTarget) else {
            // A file that declares no control gets its targets from code. A header or footer
            // without a button (its table places it, nothing in it is tapped), and a screen whose
            // controls this layout leaves out, have none but the views whose taps their code
            // handles (a header that folds its section).
            guard scene.screen.cell || scene.screen.leavesOutControls else { return true }
            let handled = scene.views.filter {
                $0.imported?.codeCaveats.contains(where: { $0.topic == .handler }) ?? false
            }
            return handled.contains { $0.index == 0 || meets(view, $0, area: $0.bounds) }
        }
        return scene.views.contains { isTarget($0) && meets(view, $0, area: $0.hitRect) }
    }

    /// Whether `view` is `target`, lies inside it, holds it, or overlaps `area` (the target's).
    private func meets(_ view: SceneView, _ target: SceneView, area: Rect) -> Bool {
        if view.index == target.index { return true }
        var ancestor = view.parent
        while ancestor > 0, ancestor < scene.views.count {
            if ancestor == target.index { return true }
            ancestor = scene.views[ancestor].parent
        }
        return (view.index + 1..<view.subtreeEnd).contains(target.index) || area.intersection(view.bounds).area > 0
    }
}
