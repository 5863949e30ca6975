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
    package internal(set) var alreadyReported: Set<Int> = []

    package init(scene: Scene, raster: HitRaster, metrics: [Int: TargetMetrics], finger: FingerModel = .standard) {
        self.init(scene: scene, raster: raster, metrics: metrics, finger: finger, focus: nil)
    }

    /// `focus`: the targets rules report on (an advice check: the targets a change can affect);
    /// nil: every target.
    init(scene: Scene, raster: HitRaster, metrics: [Int: TargetMetrics], finger: FingerModel, focus: Set<Int>?) {
        self.finger = finger
        self.scene = scene
        self.raster = raster
        self.metrics = metrics
        let all: [(view: SceneView, metrics: TargetMetrics)] = scene.views.compactMap { view in metrics[view.index].map { (view, $0) } }
        everyTarget = all
        bands = TargetBands(
            scene.views.filter { $0.isTarget || metrics[$0.index] != nil }.map { ($0.index, $0.hitRect.union($0.drawExtent)) },
            screen: Rect(x: 0, y: 0, width: scene.screen.size.width, height: scene.screen.size.height))
        targets = focus.map { focus in all.filter { focus.contains($0.view.index) } } ?? all
    }

    /// Simulates a scene: raster, then metrics.
    package static func analyze(_ scene: Scene, finger: FingerModel = .standard) -> ScreenAnalysis {
        let raster = HitRasterizer.rasterize(scene)
        return ScreenAnalysis(
            scene: scene, raster: raster, metrics: MetricsCalculator.metrics(for: scene, raster: raster, finger: finger), finger: finger)
    }

    /// Whether `a` is an ancestor of `b` (the root is everyone's).
    package func isAncestor(_ a: Int, of b: Int) -> Bool {
        a < b && b < scene.views[a].subtreeEnd
    }

    /// Whether taps that `taker` receives from what the user sees of `target` are taps the target
    /// itself declined: the taker is nothing, a superview, or a view behind it (earlier in draw order).
    package func declined(_ taker: Int, by target: Int) -> Bool { taker < target }

    /// The nearest ancestor that is not the root, for messages.
    package func parentName(of view: SceneView) -> String? {
        view.parent > 0 ? "'\(scene.views[view.parent].id)'" : nil
    }

    /// Whether `view` bears on a tap target: it is one, lies inside one, holds one, or its
    /// bounds meet a target's hit area (in front of it or behind it).
    package func bearsOnTarget(_ view: SceneView) -> Bool {
        if view.isTarget { return true }
        var ancestor = view.parent
        while ancestor > 0, ancestor < scene.views.count {
            if scene.views[ancestor].isTarget { return true }
            ancestor = scene.views[ancestor].parent
        }
        // Every target of the scene, not only those an advice check measures again.
        return scene.views.contains { target in
            target.isTarget
                && ((view.index + 1..<view.subtreeEnd).contains(target.index) || target.hitRect.intersection(view.bounds).area > 0)
        }
    }
}
