import HitLintInput

/// Which views of an imported screen a tap target's frame may depend on (docs/rules.md, "Only
/// what bears on a tap target fails a build"): the targets (the file's buttons and controls,
/// hidden ones too: code shows them) and the views inside them; every view a chain of
/// constraints ties to one of those (a button below a label below a header: the header's height
/// moves the button), never through the root; and the views that hold a target. A
/// `layout-conflict` whose constraint names none of them is a note. In a cell (a row the user
/// taps) the content view counts as the root, and in a cell, header or footer without a button or
/// control nothing bears (its frame is its table's) unless its code handles taps on one of its
/// views: then every view may. On a screen whose file declares no target (its targets come from
/// code), every view may bear on one.
package struct TargetDependence {
    /// IB ids of the views a target's frame may depend on; nil: every view.
    private let bearing: Set<String>?
    /// The view of each layout guide, by the guide's IB id.
    private let guideViews: [String: String]

    package init(screen: ScreenSpec) {
        guard let model = screen.layout, !model.items.isEmpty else {
            bearing = nil
            guideViews = [:]
            return
        }
        let items = model.items
        let guideViews = model.guides.mapValues { items[$0.item].id }
        self.guideViews = guideViews
        let tappable = LayoutModel.targetElements
        let isTarget = items.map { tappable.contains($0.element) }
        guard isTarget.contains(true) else {
            // A cell's or header's frame is its table's whatever its views do; a screen's targets
            // may come from code.
            bearing = screen.cell && !screen.handlesTapsInCode ? [] : nil
            return
        }
        // A row's content view spans it as the root does (everything is pinned to it) across:
        // the table sets its width. Its height may be the content's (a self-sizing row), so a
        // vertical constraint spreads through it.
        let root = items[0].id
        let contentViews = Set(screen.rowTapped ? items.filter { $0.isContentView && $0.parent == 0 }.map(\.id) : [])
        let spans = contentViews.union([root])
        // Targets and what lies inside them spread along constraints; their holders only bear.
        var spreading = Set<String>()
        var holders = Set<String>()
        for (index, item) in items.enumerated() {
            var ancestor = item.parent
            var inside = isTarget[index]
            while let a = ancestor, !inside {
                inside = isTarget[a]
                ancestor = items[a].parent
            }
            if inside { spreading.insert(item.id) }
            guard isTarget[index] else { continue }
            ancestor = item.parent
            while let a = ancestor, a != 0 {
                if !spans.contains(items[a].id) { holders.insert(items[a].id) }
                ancestor = items[a].parent
            }
        }
        var changed = true
        while changed {
            changed = false
            for c in model.constraints {
                let vertical =
                    Self.vertical.contains(c.firstAttribute)
                    || c.secondAttribute.map { Self.vertical.contains($0) } ?? false
                let ids = [c.first, c.second].compactMap { $0 }.map { guideViews[$0] ?? $0 }.filter {
                    $0 != root && (vertical || !contentViews.contains($0))
                }
                guard ids.contains(where: spreading.contains) else { continue }
                for id in ids where spreading.insert(id).inserted { changed = true }
            }
        }
        bearing = spreading.union(holders)
    }

    private static let vertical: Set<LayoutConstraint.Attribute> = [
        .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
        .centerYWithinMargins,
    ]

    /// Whether a target's frame may depend on `constraint`.
    package func bears(_ constraint: LayoutConstraint) -> Bool {
        guard let bearing else { return true }
        return [constraint.first, constraint.second].compactMap { $0 }.contains {
            bearing.contains(guideViews[$0] ?? $0)
        }
    }

    /// Whether a target's frame may depend on the view `id` (a constraint the layout makes for it).
    package func bears(view id: String) -> Bool { bearing?.contains(id) ?? true }
}
