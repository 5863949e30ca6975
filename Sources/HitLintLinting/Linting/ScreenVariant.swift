import HitLintCore
import HitLintEngine
import HitLintInput

/// A copy of a screen with remedies applied, and the targets whose findings they can change
/// (docs/fixes.md, "How advice is checked").
///
/// A change to one view changes the findings of the targets near it only: a target's metrics
/// come from the pixels of its own extent and, for tap accuracy and spacing, from a few sigma
/// around it. So a relint of the copy measures only the targets within `margin` of the change
/// and the targets that meet those (their overlaps and spacing), and computes the tap accuracy
/// of the first only; the raster of the rest of the screen is reused (`HitRasterizer.Reuse`).
package struct ScreenVariant: Sendable {
    /// The targets whose findings the change can reach, by id; nil: every target.
    package var reached: Set<String>? = nil
    /// Those and the targets that meet them; nil: every target.
    package var measured: Set<String>? = nil

    package static let whole = ScreenVariant()

    /// The targets near `remedies` in `scene`.
    package static func around(_ remedies: [Remedy], in scene: Scene, margin: Double) -> ScreenVariant {
        let views = scene.views
        var changed = Rect?.none
        func add(_ rect: Rect) { changed = changed.map { $0.union(rect) } ?? rect }
        for remedy in remedies {
            let view = views[remedy.view]
            // A view's subtree can change with it (no interaction, a reorder).
            for index in view.index..<view.subtreeEnd { add(extent(views[index])) }
            if case .enlarge(_, let insets) = remedy { add(view.bounds.grown(by: insets)) }
            if case .resize(_, let insets) = remedy { add(view.hitRect.union(view.bounds).grown(by: insets)) }
            if case .moveAfter(_, let sibling) = remedy {
                for index in sibling..<views[sibling].subtreeEnd { add(extent(views[index])) }
            }
        }
        guard let changed else { return .whole }
        return around(changed, in: scene, margin: margin)
    }

    /// The targets near `changed`, a part of `scene` where something moved or changed.
    package static func around(_ changed: Rect, in scene: Scene, margin: Double) -> ScreenVariant {
        let views = scene.views
        let all = Insets(top: margin, right: margin, bottom: margin, left: margin)
        let zone = changed.grown(by: all)
        let reached = views.filter { $0.isTarget && extent($0).meets(zone) }
        let reach = reached.map { extent($0).grown(by: all) }
        let near = views.filter { view in view.isTarget && reach.contains { extent(view).meets($0) } }
        return ScreenVariant(reached: Set(reached.map(\.id)), measured: Set(near.map(\.id)))
    }

    /// Where a view can draw or take taps.
    package static func extent(_ view: SceneView) -> Rect { view.drawExtent.union(view.hitRect) }

    /// The screen's copy with `remedies` applied (`.grow` must have been planned into `.enlarge`).
    package func spec(of screen: ScreenSpec, applying remedies: [Remedy]) -> ScreenSpec {
        var copy = screen
        var counter = 0
        copy.views = Self.walk(screen.views, remedies, &counter)
        return copy
    }

    /// The spec of the view the scene numbers `index` (pre-order, the first view is 1).
    package static func viewSpec(at index: Int, in screen: ScreenSpec) -> ViewSpec? {
        var counter = 0
        func find(_ views: [ViewSpec]) -> ViewSpec? {
            for view in views {
                counter += 1
                if counter == index { return view }
                if let found = find(view.children) { return found }
            }
            return nil
        }
        return find(screen.views)
    }

    /// Every view's spec in the order the scene numbers them: the view `index` is at `index - 1`
    /// (for callers that look up many views: `viewSpec(at:in:)` walks the tree each time).
    package static func viewSpecs(in screen: ScreenSpec) -> [ViewSpec] {
        var all: [ViewSpec] = []
        var stack: [ViewSpec] = screen.views.reversed()
        while let view = stack.popLast() {
            all.append(view)
            stack.append(contentsOf: view.children.reversed())
        }
        return all
    }

    /// Each view's number in the scene (pre-order, the first view is 1) by its id, the first of
    /// a repeated id: how another copy of the screen (another layout's) finds a view.
    package static func numbers(in screen: ScreenSpec) -> [String: Int] {
        var numbers: [String: Int] = [:]
        for (offset, view) in viewSpecs(in: screen).enumerated() where numbers[view.id] == nil {
            numbers[view.id] = offset + 1
        }
        return numbers
    }

    /// Pre-order, as the scene numbers views: the first view is 1.
    private static func walk(_ specs: [ViewSpec], _ remedies: [Remedy], _ counter: inout Int) -> [ViewSpec] {
        var kept: [(index: Int, spec: ViewSpec)] = []
        for spec in specs {
            counter += 1
            let index = counter
            var node = spec
            node.children = walk(spec.children, remedies, &counter)
            for remedy in remedies where remedy.view == index { remedy.apply(to: &node) }
            kept.append((index, node))
        }
        for case .moveAfter(let view, let sibling) in remedies {
            guard let from = kept.firstIndex(where: { $0.index == view }), kept.contains(where: { $0.index == sibling })
            else { continue }
            let moved = kept.remove(at: from)
            let to = kept.firstIndex { $0.index == sibling }! + 1
            kept.insert(moved, at: to)
        }
        return kept.map(\.spec)
    }
}

extension Remedy {
    /// The same change on another copy of the screen, whose views `numbers` gives by id (`ids`:
    /// the ids of `views`, in order); nil when one of them is not there.
    package func on(_ ids: [String], numbered numbers: [String: Int]) -> Remedy? {
        let found = ids.compactMap { numbers[$0] }
        return found.count == views.count && ids.count == views.count ? on(found) : nil
    }

    /// Writes the change into the view's spec (a reorder is done by the caller, among siblings).
    package func apply(to spec: inout ViewSpec) {
        switch self {
        case .threshold(_, let value): spec.threshold = value
        case .enlarge(_, let insets): spec.enlarge = insets
        case .resize(_, let growth):
            // Its subviews keep their place in it (as if pinned to its top and leading edges).
            spec.frame = Rect(
                x: spec.frame.x - growth.left, y: spec.frame.y - growth.top,
                width: spec.frame.width + growth.left + growth.right,
                height: spec.frame.height + growth.top + growth.bottom)
        case .noInteraction: spec.userInteractionEnabled = false
        case .grow, .moveAfter: break
        }
    }
}

extension Rect {
    /// Whether the two overlap with some area.
    package func meets(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }
}
