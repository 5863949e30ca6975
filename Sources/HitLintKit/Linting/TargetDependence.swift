/// Which views of an imported screen a tap target's frame may depend on (SPEC section 12, "only
/// what bears on a tap target fails a build"): the targets (buttons and controls, hidden ones
/// too: code shows them), the views that hold one or lie inside one, and the views a constraint
/// ties to any of those. A `layout-conflict` whose constraint names none of them is a note.
/// In a cell (a row the user taps) and on a screen whose file declares no target (its targets
/// come from code), every view may bear on one.
struct TargetDependence {
    /// IB ids of the views a target's frame may depend on; nil: every view.
    private let bearing: Set<String>?
    /// The view of each layout guide, by the guide's IB id.
    private let guideViews: [String: String]

    init(screen: ScreenSpec) {
        guard !screen.cell, let model = screen.layout else {
            bearing = nil
            guideViews = [:]
            return
        }
        let guideViews = model.guides.mapValues { model.items[$0.item].id }
        self.guideViews = guideViews
        var targets: Set<String> = []
        var near: Set<String> = []
        func walk(_ views: [ViewSpec], insideTarget: Bool) -> Bool {
            var holds = false
            for view in views {
                let isTarget = view.kind.isTappable
                if isTarget { targets.insert(view.id) }
                let below = walk(view.children, insideTarget: insideTarget || isTarget)
                if isTarget || below || insideTarget { near.insert(view.id) }
                holds = holds || isTarget || below
            }
            return holds
        }
        _ = walk(screen.views, insideTarget: false)
        guard !targets.isEmpty else {
            bearing = nil
            return
        }
        // A guide stands for its view.
        let owner = { (id: String) -> String in guideViews[id] ?? id }
        var tied = near
        for c in model.constraints {
            let items = [c.first, c.second].compactMap { $0 }.map(owner)
            if items.contains(where: near.contains) { tied.formUnion(items) }
        }
        bearing = tied
    }

    /// Whether a target's frame may depend on `constraint`.
    func bears(_ constraint: LayoutConstraint) -> Bool {
        guard let bearing else { return true }
        return [constraint.first, constraint.second].compactMap { $0 }.contains { bearing.contains(guideViews[$0] ?? $0) }
    }

    /// Whether a target's frame may depend on the view `id` (a constraint the layout makes for it).
    func bears(view id: String) -> Bool { bearing?.contains(id) ?? true }
}
