import HitLintCore
import HitLintEngine
import HitLintInput

/// The layouts one screen is linted on (docs/layout.md): each a copy of the screen with the
/// frames solved for a device, linted by the same pipeline. A hand-written screen, and any screen
/// when only `design` is asked for, has one layout: its own frames. An imported screen is solved
/// only when its layout is trusted: what it uses is modelled, and solved on its file's own device
/// it gives back every stored frame (`LayoutReproduction`); otherwise it is linted on its stored
/// frames with a `layout-unsolved` note, never on a layout hitlint is unsure of.
package struct ScreenLayouts {
    /// One layout: the screen to lint and what it was solved for (nil: the stored frames).
    package struct Layout {
        package var screen: ScreenSpec
        package var target: LayoutTarget?
        /// The content of scroll views that reaches past their bounds on this layout, each a
        /// screen of its own (as the reader makes of stored frames: docs/interface-builder.md,
        /// "Scroll views"): the user scrolls it into view.
        package var scrolled: [ScreenSpec] = []
        package var conflicts: [LayoutConstraint] = []
        package var madeConflicts: [MadeConstraint] = []
        /// Views with their solved frames, absolute, for JSON.
        package var frames: [(id: String, frame: Rect)] = []
        /// The solve that laid `screen` out, which a resize of it is solved against (nil: the
        /// stored frames, checked against the file's own device when a resize first asks).
        package var base: ResolvedResize.Base? = nil

        /// How reports name it: `design`, or "iPhone 16, landscape".
        package var name: String { target.map { $0.isFile ? "file (\($0.description))" : $0.description } ?? "design" }
    }

    package var layouts: [Layout] = []
    /// Why the screen's layout was not solved, when it was asked for and could not be.
    package var unsolved: String?
    /// Layouts left out because what was solved is no layout UIKit gives (a negative size), and
    /// why; the others are linted.
    package var unsolvedLayouts: [(target: LayoutTarget, why: String)] = []

    /// What the `layout-unsolved` note says: why the screen is not solved, or which of its
    /// layouts are not and why.
    package var unsolvedNote: String? {
        if let unsolved { return unsolved }
        guard let first = unsolvedLayouts.first else { return nil }
        let names = unsolvedLayouts.map(\.target.description)
        return
            "on \(LayoutNames.compact(names)), \(first.why); \(names.count == 1 ? "that layout is" : "those layouts are") not linted"
    }
    /// Other layouts than the stored frames were asked for: findings name their layouts (a
    /// hand-written screen's: `all`, its only one).
    package var asked = false

    /// `limits`: what a solved layout is held to, as a read one is (frames within
    /// ±`maxCoordinate`, scroll content within the screen limits).
    /// `app`: what the app shows (the manifest's `app:`); a device or orientation outside it is
    /// not laid out, whatever `selection` asks.
    /// `contents`: the screens the reader made of the content of this screen's scroll views (by
    /// scroll view IB id), which every solved layout places again (`laidOut`).
    package init(
        screen: ScreenSpec, selection: LayoutSelection, limits: ManifestLimits = ManifestLimits(),
        app: AppSupport? = nil,
        contents: [String: ScreenSpec] = [:]
    ) {
        asked = !selection.isDesignOnly
        // The stored frames show what the file's own canvas installs.
        let stored = Self.installedOnCanvas(screen)
        guard !selection.isDesignOnly, let model = screen.layout else {
            layouts = [Layout(screen: stored, target: nil, frames: asked ? Self.storedFrames(stored) : [])]
            return
        }
        if let why = Self.untrusted(model) {
            unsolved = why
            layouts = [Layout(screen: stored, target: nil)]
            return
        }
        // A view controller whose code allows fewer orientations is shown in those alone.
        var shows = screen.codeOrientations.map { (app ?? .everything).limited(phone: $0.phone, pad: $0.pad) } ?? app
        // A XIB for one idiom alone (`~ipad`, or loaded so by the code) is shown there alone.
        if let (pad, _) = screen.onlyPad {
            let all = shows ?? .everything
            shows = AppSupport(phone: pad ? [] : all.phone, pad: pad ? all.pad : [])
        }
        let (targets, otherIdiom, notShown) = Self.targets(of: model, selection: selection, app: shows)
        if targets.isEmpty, otherIdiom, let onlyPad = model.onlyPad {
            unsolved = "it is a document for \(onlyPad ? "iPad" : "iPhone") only, and no device asked for is one"
            layouts = [Layout(screen: stored, target: nil)]
            return
        }
        // Nothing the app shows was asked for: the stored frames, and no note (nothing is wrong).
        if targets.isEmpty, notShown {
            layouts = [Layout(screen: stored, target: nil, frames: Self.storedFrames(stored))]
            return
        }
        var seen = Set<LayoutTarget?>()
        for target in targets where seen.insert(target).inserted {
            guard let target else {
                layouts.append(Layout(screen: stored, target: nil, frames: Self.storedFrames(stored)))
                continue
            }
            // With the stored frames among the layouts, the content keeps its own screen (read
            // with them) and is not placed again.
            let placed = targets.contains(nil) ? [:] : contents
            switch Self.solve(screen, model: model, for: target, limits: limits, contents: placed) {
            case .laid(let layout): layouts.append(layout)
            case .notSolved: continue
            case .impossible(let why): unsolvedLayouts.append((target, why))
            case .unsure(let why):
                unsolved = why
                layouts = [Layout(screen: stored, target: nil)]
                return
            }
        }
        if layouts.isEmpty { layouts = [Layout(screen: stored, target: nil)] }
    }

    /// The targets `selection` asks for that the document and the app show (nil: the stored
    /// frames); whether a device was left out for the document's idiom, and whether one showed
    /// none of the orientations asked for.
    private static func targets(of model: LayoutModel, selection: LayoutSelection, app: AppSupport?)
        -> (targets: [LayoutTarget?], otherIdiom: Bool, notShown: Bool)
    {
        var targets: [LayoutTarget?] = []
        var otherIdiom = false
        var notShown = false
        for choice in selection.choices {
            switch choice {
            case .design: targets.append(nil)
            case .file: targets.append(LayoutTarget.file(of: model))
            case .device(let device):
                // A document only for iPads (or iPhones) is laid out on those alone.
                if let onlyPad = model.onlyPad, device.isPad != onlyPad {
                    otherIdiom = true
                    continue
                }
                let shown =
                    app.map { app in selection.orientations.filter(app.orientations(on: device).contains) }
                    ?? selection.orientations
                if shown.isEmpty { notShown = true }
                targets += shown.map { LayoutTarget(device: device, orientation: $0) }
            }
        }
        return (targets, otherIdiom, notShown)
    }

    /// One target's layout: laid out; not solved; impossible (listed, the others linted); or
    /// unsure, with why the whole screen is linted on its stored frames only.
    private enum Solved {
        case laid(Layout)
        case notSolved
        case impossible(String)
        case unsure(String)
    }

    private static func solve(
        _ screen: ScreenSpec, model: LayoutModel, for target: LayoutTarget, limits: ManifestLimits,
        contents: [String: ScreenSpec]
    ) -> Solved {
        guard let solved = AutoLayoutSystem.solve(model, for: target) else { return .notSolved }
        // A root solved to no size (LoopKit's widget, whose height its host sets, in landscape)
        // is a layout hitlint is unsure of: the screen is linted on its stored frames only.
        guard solved.rootSize.width > 0, solved.rootSize.height > 0 else {
            return .unsure(
                "on \(target.description) its root solves to \(MessageFormat.size(solved.rootSize.width, solved.rootSize.height)), which no screen can be"
            )
        }
        // A layout that leaves the bounds a file is held to (chained multipliers, centres
        // chained across many views) is one hitlint is unsure of, never linted or rasterized.
        if let why = unbounded(solved, model: model, limits: limits) {
            return .unsure("on \(target.description): \(why)")
        }
        if let why = impossible(solved, model: model) { return .impossible(why) }
        var (laid, scrolled) = laidOut(screen, model: model, solved: solved, contents: contents)
        if let why = scrolled.lazy.compactMap({ unbounded(content: $0, scale: target.device.scale, limits: limits) })
            .first
        {
            return .unsure("on \(target.description): \(why)")
        }
        laid.laidOutOn = (target.device, target.orientation, target.isFile)
        // Drawn at the device's own scale: an @2x iPad or iPhone SE uses the @2x images.
        laid.scale = target.device.scale
        for k in scrolled.indices { scrolled[k].scale = target.device.scale }
        let frames = zip(model.items, solved.frames).dropFirst().filter { !solved.removed.contains($0.0.id) }.map {
            ($0.0.id, $0.1)
        }
        return .laid(
            Layout(
                screen: laid, target: target, scrolled: scrolled, conflicts: solved.conflicts,
                madeConflicts: solved.madeConflicts,
                frames: frames, base: ResolvedResize.Base(target: target, solved: solved)))
    }

    /// `screen` with the views a size-class variation leaves out on the file's own canvas (its
    /// device and orientation) hidden, as the app never installs them there (element's media
    /// picker capture view, `<exclude>`d by the default variation): they are listed as not
    /// targets, never linted on the stored frames.
    package static func installedOnCanvas(_ screen: ScreenSpec) -> ScreenSpec {
        guard let model = screen.layout, let file = LayoutTarget.file(of: model) else { return screen }
        let classes = file.device.sizeClasses(file.orientation)
        let left = Set(model.items.filter { !$0.installed.value(for: classes) }.map(\.id))
        guard !left.isEmpty else { return screen }
        var controls = false
        func hide(_ views: [ViewSpec], leftOut: Bool) -> [ViewSpec] {
            views.map { view in
                var copy = view
                let out = leftOut || left.contains(view.id)
                if left.contains(view.id) { copy.hidden = true }
                if out {
                    copy.imported?.leftOutOnCanvas = true
                    controls = controls || view.kind.isTappable
                }
                copy.children = hide(view.children, leftOut: out)
                return copy
            }
        }
        var copy = screen
        copy.views = hide(screen.views, leftOut: false)
        copy.leavesOutControls = controls
        return copy
    }

    /// Why a screen's layout is not trusted: something it uses is not modelled, or solved on its
    /// file's own device some view does not get its stored frame.
    package static func untrusted(_ model: LayoutModel) -> String? {
        if let why = AutoLayoutSystem.unsupported(model) { return why }
        // The stored frames are the file's: views the code hides or shows for good (a stack view
        // closing up around them) are compared as the file has them.
        let model = model.asStored
        guard let file = LayoutTarget.file(of: model), let solved = AutoLayoutSystem.solve(model, for: file) else {
            return "its file's device is not known"
        }
        let misses = LayoutReproduction.misses(of: model, in: solved)
        guard let index = misses.first else { return nil }
        let item = model.items[index]
        let first =
            "\(MessageFormat.quote(item.id)) (line \(item.location.line)) gets \(MessageFormat.rect(solved.relativeFrames[index])) instead of its stored \(MessageFormat.rect(item.frame))"
        let views = misses.count == 1 ? "1 view does" : "\(misses.count) views do"
        return "solved on its own device (\(file.description)), \(views) not get the stored frame: \(first)"
    }

    /// Why a solved layout is out of bounds: a frame that is not a finite number within
    /// ±`maxCoordinate` points (as a file's own frames must be).
    package static func unbounded(_ solved: SolvedLayout, model: LayoutModel, limits: ManifestLimits) -> String? {
        let bound = limits.maxCoordinate
        for (index, frame) in solved.frames.enumerated() where index < model.items.count {
            let values = [frame.x, frame.y, frame.width, frame.height]
            guard values.contains(where: { !$0.isFinite || abs($0) > bound }) else { continue }
            let item = model.items[index]
            let what = values.allSatisfy(\.isFinite) ? MessageFormat.rect(frame) : "no finite frame"
            return "\(MessageFormat.quote(item.id)) (line \(item.location.line)) solves to \(what), "
                + "past ±\(MessageFormat.plain(bound)) pt (limits.maxCoordinate)"
        }
        return nil
    }

    /// Why a solved layout is no layout UIKit gives: a view of negative size (a stack held at its
    /// stored height while its children grow), so the constraints solved are not the ones UIKit
    /// settles on.
    package static func impossible(_ solved: SolvedLayout, model: LayoutModel) -> String? {
        for (index, frame) in solved.frames.enumerated() where index > 0 && index < model.items.count {
            guard frame.width < -0.01 || frame.height < -0.01, !solved.removed.contains(model.items[index].id) else {
                continue
            }
            let item = model.items[index]
            return "\(MessageFormat.quote(item.id)) (line \(item.location.line)) solves to a negative size, "
                + "\(MessageFormat.size(frame.width, frame.height)), which UIKit never gives a view"
        }
        return nil
    }

    /// Why the screen of a scroll view's content is too large to lint, held to the limits a read
    /// screen is held to (side, pixels at `scale`, pixels its views cover).
    package static func unbounded(content: ScreenSpec, scale: Int, limits: ManifestLimits) -> String? {
        let (width, height) = (content.size.width, content.size.height)
        let name = MessageFormat.quote(content.name)
        if max(width, height) > limits.maxScreenSide {
            return
                "the content of \(name) is \(MessageFormat.size(width, height)), past \(MessageFormat.plain(limits.maxScreenSide)) pt (limits.maxScreenSide)"
        }
        let pixels = width * height * Double(scale * scale)
        if pixels > Double(limits.maxScreenPixels) {
            return
                "the content of \(name) is \(MessageFormat.plain(pixels.rounded())) pixels at @\(scale)x, over \(limits.maxScreenPixels) (limits.maxScreenPixels)"
        }
        let covered = InputLimiter.coveredPixels(
            content.views, origin: Point(x: 0, y: 0), screen: content.size, scale: scale)
        if covered > Double(limits.maxCoveredPixels) {
            return
                "the views of \(name) cover \(MessageFormat.plain(covered.rounded())) pixels at @\(scale)x, over \(limits.maxCoveredPixels) (limits.maxCoveredPixels)"
        }
        return nil
    }

    /// The screen laid out for the first layout `selection` names (`probe --device`): the stored
    /// frames for `design`; an error saying why when the layout is not solved.
    package static func screen(
        _ screen: ScreenSpec, for selection: LayoutSelection, limits: ManifestLimits = ManifestLimits()
    ) -> Result<ScreenSpec, LayoutSelectionError> {
        guard let first = selection.choices.first, first != .design else { return .success(screen) }
        let one = LayoutSelection(choices: [first], orientations: Array(selection.orientations.prefix(1)))
        let layouts = ScreenLayouts(screen: screen, selection: one, limits: limits)
        if let why = layouts.unsolved {
            return .failure(
                LayoutSelectionError(name: screen.name, suggestion: nil, reason: "its layout is not solved: \(why)"))
        }
        guard screen.layout != nil, let layout = layouts.layouts.first(where: { $0.target != nil }) else {
            return .failure(
                LayoutSelectionError(
                    name: screen.name, suggestion: nil,
                    reason: "it is not imported from a storyboard or XIB: it has one layout"))
        }
        return .success(layout.screen)
    }

    /// The absolute frames of a screen's views as they are, parents first.
    package static func storedFrames(_ screen: ScreenSpec) -> [(id: String, frame: Rect)] {
        var result: [(id: String, frame: Rect)] = []
        func walk(_ views: [ViewSpec], _ x: Double, _ y: Double) {
            for view in views {
                let frame = Rect(
                    x: x + view.frame.x, y: y + view.frame.y, width: view.frame.width, height: view.frame.height)
                result.append((view.id, frame))
                walk(view.children, frame.x, frame.y)
            }
        }
        walk(screen.views, 0, 0)
        return result
    }

    /// `screen` with the solved frames: each view's frame relative to its superview, views a
    /// size class does not install left out, the screen the size of the solved root; and the
    /// screens of the scroll views whose content now reaches past their bounds (their content
    /// leaves this screen for its own, named as the reader names them).
    /// A scroll view whose content the reader made a screen of (`contents`, by its IB id) gets
    /// that content back, laid out with the rest: the content is solved as part of this screen
    /// and scrolls on the layouts where it reaches past the scroll view.
    package static func laidOut(
        _ screen: ScreenSpec, model: LayoutModel, solved: SolvedLayout, contents: [String: ScreenSpec] = [:]
    ) -> (ScreenSpec, [ScreenSpec]) {
        var index: [String: Int] = [:]
        for (i, item) in model.items.enumerated() where index[item.id] == nil { index[item.id] = i }
        var scrolled: [ScreenSpec] = []
        var leftOutControls = false
        func leftOut(_ view: ViewSpec) -> Bool {
            let children = view.children.isEmpty ? contents[view.id]?.views ?? [] : view.children
            return view.kind.isTappable || children.contains(where: leftOut)
        }
        func place(_ views: [ViewSpec]) -> [ViewSpec] {
            views.compactMap { view in
                guard !solved.removed.contains(view.id) else {
                    leftOutControls = leftOutControls || leftOut(view)
                    return nil
                }
                var copy = view
                if let i = index[view.id], i > 0 { copy.frame = solved.relativeFrames[i] }
                let read = view.children.isEmpty ? contents[view.id] : nil
                // What the content leaves out is its own, if it becomes a screen of its own.
                let outside = leftOutControls
                leftOutControls = false
                copy.children = place(read?.views ?? view.children)
                let inside = leftOutControls
                leftOutControls = outside || inside
                if let i = index[view.id], model.items[i].element == "scrollView", !copy.children.isEmpty {
                    let extent = copy.children.reduce(Size(width: copy.frame.width, height: copy.frame.height)) {
                        Size(width: max($0.width, $1.frame.maxX), height: max($0.height, $1.frame.maxY))
                    }
                    if extent.width > copy.frame.width + 0.5 || extent.height > copy.frame.height + 0.5 {
                        var content = screen
                        content.name = read?.name ?? "\(screen.name)/\(view.label ?? view.id)"
                        content.size = extent
                        content.views = copy.children
                        content.location = view.location
                        content.layout = nil
                        content.scrollContent = true
                        content.embedded = false
                        content.leavesOutControls = inside
                        leftOutControls = outside
                        scrolled.append(content)
                        copy.children = []
                    }
                }
                return copy
            }
        }
        var copy = screen
        copy.views = place(screen.views)
        copy.size = solved.rootSize
        copy.leavesOutControls = leftOutControls
        return (copy, scrolled)
    }
}
