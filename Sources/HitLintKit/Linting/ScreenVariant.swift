/// A copy of a screen with remedies applied, cut down to the views near them (docs/fixes.md,
/// "How advice is checked").
///
/// A change to one view changes the findings of the targets near it only: a target's metrics
/// come from the pixels of its own extent and, for tap accuracy and spacing, from a few sigma
/// around it. So the copy keeps the targets within `margin` of the change, every view that
/// meets them (within `margin` too), and their superviews; it is cropped to the rectangle they
/// need, on whole points so that pixels stay where they were. Both sides of a comparison (the
/// copy without and with the change) are linted the same way.
struct ScreenVariant: Sendable {
    /// Views kept, by scene index; nil: every view.
    let keep: Set<Int>?
    /// The part of the screen the copy shows, in screen points; nil: all of it.
    let crop: Rect?
    /// The targets whose findings the change can reach, by id (only their tap accuracy is computed).
    var reached: Set<String>? = nil

    static let whole = ScreenVariant(keep: nil, crop: nil)

    var isWhole: Bool { keep == nil && crop == nil }

    /// The variant around `remedies` in `scene`.
    static func around(_ remedies: [Remedy], in scene: Scene, margin: Double) -> ScreenVariant {
        let views = scene.views
        var changed = Rect?.none
        func add(_ rect: Rect) { changed = changed.map { $0.union(rect) } ?? rect }
        for remedy in remedies {
            let view = views[remedy.view]
            // A view's subtree can change with it (no interaction, a reorder).
            for index in view.index..<view.subtreeEnd { add(extent(views[index])) }
            if case let .enlarge(_, insets) = remedy { add(view.bounds.grown(by: insets)) }
            if case let .moveAfter(_, sibling) = remedy {
                for index in sibling..<views[sibling].subtreeEnd { add(extent(views[index])) }
            }
        }
        guard let changed else { return .whole }
        let zone = changed.grown(by: Insets(top: margin, right: margin, bottom: margin, left: margin))
        // Targets whose findings the change can reach, and the views that can touch theirs.
        let reached = views.filter { $0.isTarget && extent($0).meets(zone) }.map(\.index) + remedies.map(\.view)
        let reach = reached.map { extent(views[$0]).grown(by: Insets(top: margin, right: margin, bottom: margin, left: margin)) }
        var keep = Set(reached)
        for view in views.dropFirst() where reach.contains(where: { extent(view).meets($0) }) { keep.insert(view.index) }
        for remedy in remedies {
            if case let .moveAfter(_, sibling) = remedy { keep.insert(sibling) }
        }
        // Superviews, and the whole subtree of one that hit-tests its rendered descendants.
        for index in Array(keep) {
            var parent = views[index].parent
            while parent > 0 {
                keep.insert(parent)
                if views[parent].hitTest == .layer { for child in parent..<views[parent].subtreeEnd { keep.insert(child) } }
                parent = views[parent].parent
            }
        }
        var area = zone
        for rect in reach { area = area.union(rect) }
        let screen = Rect(x: 0, y: 0, width: scene.screen.size.width, height: scene.screen.size.height)
        let x0 = max(0, area.x.rounded(.down)), y0 = max(0, area.y.rounded(.down))
        let x1 = min(screen.maxX, area.maxX.rounded(.up)), y1 = min(screen.maxY, area.maxY.rounded(.up))
        let ids = Set(reached.map { views[$0].id })
        // A crop of most of the screen saves little, and the whole screen's findings are known.
        guard x1 > x0, y1 > y0, (x1 - x0) * (y1 - y0) < 0.5 * screen.area else { return ScreenVariant(keep: nil, crop: nil, reached: ids) }
        return ScreenVariant(keep: keep, crop: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), reached: ids)
    }

    /// Where a view can draw or take taps.
    static func extent(_ view: SceneView) -> Rect { view.drawExtent.union(view.hitRect) }

    /// The screen's copy with `remedies` applied (`.grow` must have been planned into `.enlarge`).
    func spec(of screen: ScreenSpec, applying remedies: [Remedy]) -> ScreenSpec {
        var copy = screen
        var counter = 0
        copy.views = walk(screen.views, remedies, &counter)
        if let crop {
            copy.size = Size(width: crop.width, height: crop.height)
            for n in copy.views.indices { copy.views[n].frame = copy.views[n].frame.offsetBy(dx: -crop.x, dy: -crop.y) }
        }
        return copy
    }

    /// Pre-order, as the scene numbers views: the first view is 1.
    private func walk(_ specs: [ViewSpec], _ remedies: [Remedy], _ counter: inout Int) -> [ViewSpec] {
        var kept: [(index: Int, spec: ViewSpec)] = []
        for spec in specs {
            counter += 1
            let index = counter
            var node = spec
            node.children = walk(spec.children, remedies, &counter)
            guard keep?.contains(index) ?? true else { continue }
            for remedy in remedies where remedy.view == index { remedy.apply(to: &node) }
            kept.append((index, node))
        }
        for case let .moveAfter(view, sibling) in remedies {
            guard let from = kept.firstIndex(where: { $0.index == view }), kept.contains(where: { $0.index == sibling }) else { continue }
            let moved = kept.remove(at: from)
            let to = kept.firstIndex { $0.index == sibling }! + 1
            kept.insert(moved, at: to)
        }
        return kept.map(\.spec)
    }
}

extension Remedy {
    /// Writes the change into the view's spec (a reorder is done by the caller, among siblings).
    func apply(to spec: inout ViewSpec) {
        switch self {
        case let .threshold(_, value): spec.threshold = value
        case let .enlarge(_, insets): spec.enlarge = insets
        case .noInteraction: spec.userInteractionEnabled = false
        case .grow, .moveAfter: break
        }
    }
}

extension Rect {
    /// Whether the two overlap with some area.
    func meets(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }
}
