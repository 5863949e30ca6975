import HitLintCore
import HitLintInput

/// The constraints a layout adds besides the file's own: static cells spanning their table, fixed
/// frames, content sizes; and the file's constraints turned into linear expressions.
extension AutoLayoutSystem {
    /// A static table's cell, as its table lays it out: as wide as the table (an inset-grouped
    /// table's inset on each side by the table's layout margins: the system side margin plus the
    /// safe area, 16 or 20 pt in portrait), at its stored place down the table and its stored
    /// height. The file's own layout keeps the stored sides (Interface Builder's canvas).
    mutating func addStaticCell(_ index: Int) {
        guard let table = model.items[index].parent else { return }
        let f = model.items[index].frame
        let tableFrame = model.items[table].frame
        var inset = (left: 0.0, right: 0.0)
        if model.items[table].tableStyle == "insetGrouped" {
            if target.isFile {
                inset = (f.x, tableFrame.width - f.maxX)
            } else {
                let safe = safeArea(of: table)
                inset = (systemSideMargin + safe.left, systemSideMargin + safe.right)
            }
        }
        let made = MadeConstraint(item: index, what: "its table's width (a static cell spans its table)")
        require(LinearExpression(-inset.left, [(variable(index, 0), 1), (variable(table, 0), -1)]), .equal, made: made)
        require(
            LinearExpression(inset.left + inset.right, [(variable(index, 2), 1), (variable(table, 2), -1)]), .equal,
            made: made)
        require(LinearExpression(-f.y, [(variable(index, 1), 1), (variable(table, 1), -1)]), .equal, made: made)
        require(LinearExpression(-f.height, [(variable(index, 3), 1)]), .equal, made: made)
    }

    /// A fixed frame: the stored offset from the superview and size, required.
    mutating func addFixedFrame(_ index: Int) {
        let parent = model.items[index].parent ?? 0
        let f = model.items[index].frame
        let made = MadeConstraint(item: index, what: "the stored frame (no constraint names the view)")
        require(LinearExpression(-f.x, [(variable(index, 0), 1), (variable(parent, 0), -1)]), .equal, made: made)
        require(LinearExpression(-f.y, [(variable(index, 1), 1), (variable(parent, 1), -1)]), .equal, made: made)
        require(LinearExpression(-f.width, [(variable(index, 2), 1)]), .equal, made: made)
        require(LinearExpression(-f.height, [(variable(index, 3), 1)]), .equal, made: made)
    }

    /// Whether `item` lies inside `ancestor`.
    func isDescendant(_ item: Int, of ancestor: Int) -> Bool {
        var current = model.items[item].parent
        while let c = current {
            if c == ancestor { return true }
            current = model.items[c].parent
        }
        return false
    }

    package static let edgeAttributes: Set<LayoutConstraint.Attribute> = [
        .left, .right, .top, .bottom, .leading, .trailing, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
        .leadingMargin,
        .trailingMargin,
    ]

    /// The box of `id` in a constraint with `other`: a scroll view's edges tied to a view inside
    /// it are the edges of its content, as UIKit reads them (its size and centre stay its frame's).
    mutating func reference(_ id: String, _ attribute: LayoutConstraint.Attribute, other: String?) -> (Box, Insets)? {
        if let index = indexOf[id], model.items[index].element == "scrollView", Self.edgeAttributes.contains(attribute),
            let other, let inside = indexOf[other], isDescendant(inside, of: index), installed[index]
        {
            let b = box(index)
            let first = contentGuide(index)
            return (
                Box(
                    x: b.x, y: b.y, width: LinearExpression(0, [(LayoutVariable(id: first), 1)]),
                    height: LinearExpression(0, [(LayoutVariable(id: first + 1), 1)])), margins(of: index)
            )
        }
        return reference(id)
    }

    /// `first - multiplier × second - constant` of one of the file's constraints; nil when an item
    /// is not installed.
    mutating func expression(of c: LayoutConstraint) -> LinearExpression? {
        guard let (firstBox, firstMargins) = reference(c.first, c.firstAttribute, other: c.second) else { return nil }
        // Baselines to baselines: a label's are known; another view's with text (a text field,
        // a button, an SF Symbol image) are not, and reading both as edges keeps them as close as
        // the files show.
        var (firstBaselines, secondBaselines) = (baselines(of: c.first), c.second.flatMap { baselines(of: $0) })
        if c.firstAttribute.isBaseline, c.secondAttribute?.isBaseline ?? false,
            (firstBaselines == nil) != (secondBaselines == nil)
        {
            (firstBaselines, secondBaselines) = (nil, nil)
        }
        var e = expression(c.firstAttribute, of: firstBox, margins: firstMargins, baselines: firstBaselines)
        if let second = c.second, let attribute = c.secondAttribute {
            guard let (secondBox, secondMargins) = reference(second, attribute, other: c.first) else { return nil }
            e = e.adding(
                expression(attribute, of: secondBox, margins: secondMargins, baselines: secondBaselines).times(
                    -c.multiplier))
            // Auto Layout reads positions in the nearest common ancestor's own coordinates (its
            // bounds start at 0): with a multiplier other than 1 the origin matters ("centerX =
            // 0.5 × superview.centerX" is a quarter of the superview's width from its left edge,
            // wherever the superview is). The variables are absolute, so the ancestor's origin A
            // is taken out: (first - A) - m × (second - A) = first - m × second - (1 - m) × A.
            if c.multiplier != 1, let axis = Self.positionAxis(c.firstAttribute),
                let ancestor = commonAncestor(owner(of: c.first), owner(of: second)), ancestor > 0
            {
                e = e.adding(LinearExpression(0, [(variable(ancestor, axis), -(1 - c.multiplier))]))
            }
        }
        return e.plus(-c.constant.value(for: classes))
    }

    /// 0 for an attribute that places along x, 1 along y; nil for a size.
    static func positionAxis(_ attribute: LayoutConstraint.Attribute) -> Int? {
        switch attribute {
        case .width, .height: return nil
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins:
            return 0
        case .top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins, .firstBaseline, .lastBaseline:
            return 1
        }
    }

    /// The text baselines of the view `id` names, if it has any the model knows.
    func baselines(of id: String) -> TextBaselines? {
        indexOf[id].flatMap { model.items[$0].baselines }
    }

    /// The view an item id names: a view, or a layout guide's view.
    func owner(of id: String) -> Int? {
        indexOf[id] ?? model.guides[id]?.item
    }

    /// The nearest view that is `a` or `b` or holds both.
    func commonAncestor(_ a: Int?, _ b: Int?) -> Int? {
        guard let a, let b else { return nil }
        var chain = Set<Int>()
        var k: Int? = a
        while let view = k, chain.insert(view).inserted { k = model.items[view].parent }
        k = b
        while let view = k {
            if chain.contains(view) { return view }
            k = model.items[view].parent
        }
        return nil
    }

    /// One of the file's constraints: `first = multiplier × second + constant`, at its priority.
    mutating func add(_ c: LayoutConstraint) {
        guard let e = expression(of: c) else { return }
        let relation: LinearRelation =
            c.relation == .equal ? .equal : c.relation == .lessOrEqual ? .lessOrEqual : .greaterOrEqual
        if c.priority >= 1000 { require(e, relation, of: c) } else { prefer(e, relation, priority: c.priority) }
    }

    /// A view with a size of its own keeps it by its hugging (not larger) and compression
    /// resistance (not smaller) priorities; a view that translates its autoresizing mask is sized
    /// by the mask instead.
    mutating func addContentSize(_ index: Int) {
        let item = model.items[index]
        guard item.autoresizing == nil else { return }
        let sides: [(Double?, Int, Double, Double)] = [
            (item.intrinsicWidth, 2, item.hugging.horizontal, item.compression.horizontal),
            (item.intrinsicHeight, 3, item.hugging.vertical, item.compression.vertical),
        ]
        for (size, k, hugging, compression) in sides {
            guard let size else { continue }
            let e = LinearExpression(-size, [(variable(index, k), 1)])
            let axis = k == 2 ? "width" : "height"
            // A placeholder (a label whose text the app sets) is kept just below required: the
            // real text may be shorter or longer, so a conflict with it says nothing.
            let (hugging, compression) =
                item.placeholderContent ? (min(hugging, 999), min(compression, 999)) : (hugging, compression)
            if hugging >= 1000 {
                require(
                    e, .lessOrEqual,
                    made: MadeConstraint(item: index, what: "the content \(axis) (hugging priority 1000)"))
            } else {
                prefer(e, .lessOrEqual, priority: hugging)
            }
            if compression >= 1000 {
                require(
                    e, .greaterOrEqual,
                    made: MadeConstraint(item: index, what: "the content \(axis) (compression resistance 1000)"))
            } else {
                prefer(e, .greaterOrEqual, priority: compression)
            }
        }
    }
}
