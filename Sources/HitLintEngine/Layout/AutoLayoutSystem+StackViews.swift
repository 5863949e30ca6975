import HitLintCore

extension AutoLayoutSystem {
    /// A stack view's arrangement as the constraints UIStackView makes (all required): its visible
    /// arranged subviews placed one after another along its axis (by its distribution) and
    /// aligned across it (by its alignment), inside its layout margins when it arranges relative
    /// to them. A hidden arranged subview takes no space: it leaves the arrangement and shrinks to
    /// nothing along the axis at priority 500, as the files show it: stronger than a 250 height
    /// of its content, weaker than a label's compression resistance (750) inside it, which
    /// element's hidden name bar keeps.
    package mutating func addStack(_ index: Int) {
        guard let stack = model.items[index].stack else { return }
        let horizontal = stack.horizontal.value(for: classes)
        for hidden in children[index] where installed[hidden] && model.items[hidden].isArranged && model.items[hidden].hidden {
            prefer(LinearExpression(0, [(variable(hidden, horizontal ? 2 : 3), 1)]), .equal, priority: 500)
        }
        let arranged = children[index].filter { installed[$0] && model.items[$0].isArranged && !model.items[$0].hidden }
        guard !arranged.isEmpty else { return }
        let spacing = stack.spacing.value(for: classes)
        // Margins the file sets are arranged within, as Interface Builder lays them out, whether or
        // not it writes `layoutMarginsRelativeArrangement`; UIKit measures them from the safe area.
        let zero = Insets(top: 0, right: 0, bottom: 0, left: 0)
        let m = model.items[index].layoutMargins != nil || stack.marginsRelative ? margins(of: index) : zero
        // Along the axis: position k, size k; across: position c, size c (variables 0-3 of a view).
        let (k, c) = horizontal ? (0, 1) : (1, 0)
        let (leadInset, trailInset) = horizontal ? (m.left, m.right) : (m.top, m.bottom)
        let (crossLead, crossTrail) = horizontal ? (m.top, m.bottom) : (m.left, m.right)
        // The edges of a view's alignment rectangle, which the stack arranges.
        func insets(_ item: Int, _ axis: Int) -> (lead: Double, trail: Double) {
            let a = alignmentInsets(of: item)
            return axis == 0 ? (a.left, a.right) : (a.top, a.bottom)
        }
        func start(_ item: Int, _ axis: Int) -> LinearExpression { LinearExpression(insets(item, axis).lead, [(variable(item, axis), 1)]) }
        func end(_ item: Int, _ axis: Int) -> LinearExpression {
            LinearExpression(-insets(item, axis).trail, [(variable(item, axis), 1), (variable(item, axis + 2), 1)])
        }
        /// A view's alignment insets along the axis, both ends.
        func inset(_ item: Int) -> Double {
            let i = insets(item, k)
            return i.lead + i.trail
        }
        func center(_ item: Int, _ axis: Int) -> LinearExpression {
            let i = insets(item, axis)
            return LinearExpression((i.lead - i.trail) / 2, [(variable(item, axis), 1), (variable(item, axis + 2), 0.5)])
        }
        // The ends.
        require(
            stack: index, start(arranged[0], k).adding(start(index, k).times(-1)).plus(-leadInset),
            .equal)
        require(
            stack: index,
            end(index, k).adding(end(arranged[arranged.count - 1], k).times(-1)).plus(-trailInset), .equal)
        // Between neighbours.
        for (a, b) in zip(arranged, arranged.dropFirst()) {
            let gap = start(b, k).adding(end(a, k).times(-1)).plus(-spacing)
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally: require(stack: index, gap, .equal)
            case .equalSpacing, .equalCentering: require(stack: index, gap, .greaterOrEqual)
            }
        }
        let first = arranged[0]
        switch stack.distribution {
        case .fillEqually:
            // Equal alignment rectangles: a frame's size less its insets along the axis.
            for other in arranged.dropFirst() {
                require(
                    stack: index,
                    LinearExpression(-inset(other) + inset(first), [(variable(other, k + 2), 1), (variable(first, k + 2), -1)]),
                    .equal)
            }
        case .fillProportionally:
            // Sizes in the proportion of their stored (content) sizes. Where one of them is only a
            // placeholder (a label whose text the app sets), the proportion is not known: it is
            // kept just below required, so it never makes a conflict of its own.
            let base = (horizontal ? model.items[first].frame.width : model.items[first].frame.height) - inset(first)
            let known = !arranged.contains { model.items[$0].placeholderContent }
            if base > 0 {
                for other in arranged.dropFirst() {
                    let size = (horizontal ? model.items[other].frame.width : model.items[other].frame.height) - inset(other)
                    // (other - its insets) = size / base × (first - its insets)
                    let e = LinearExpression(
                        -inset(other) + inset(first) * size / base, [(variable(other, k + 2), 1), (variable(first, k + 2), -size / base)])
                    if known { require(stack: index, e, .equal) } else { prefer(e, .equal, priority: 999) }
                }
            }
        case .equalSpacing:
            let gaps = zip(arranged, arranged.dropFirst()).map { start($1, k).adding(end($0, k).times(-1)) }
            for gap in gaps.dropFirst() { require(stack: index, gap.adding(gaps[0].times(-1)), .equal) }
        case .equalCentering:
            let steps = zip(arranged, arranged.dropFirst()).map { center($1, k).adding(center($0, k).times(-1)) }
            for step in steps.dropFirst() {
                require(stack: index, step.adding(steps[0].times(-1)), .equal)
            }
        case .fill:
            break
        }
        // Across the axis.
        for item in arranged {
            let lead = start(item, c).adding(start(index, c).times(-1)).plus(-crossLead)
            let trail = end(index, c).adding(end(item, c).times(-1)).plus(-crossTrail)
            switch stack.alignment {
            case .fill:
                require(stack: index, lead, .equal)
                require(stack: index, trail, .equal)
            case .leading, .firstBaseline:
                require(stack: index, lead, .equal)
                require(stack: index, trail, .greaterOrEqual)
            case .trailing, .lastBaseline:
                require(stack: index, trail, .equal)
                require(stack: index, lead, .greaterOrEqual)
            case .center:
                let middle = center(item, c).adding(center(index, c).times(-1)).plus(-(crossLead - crossTrail) / 2)
                require(stack: index, middle, .equal)
                require(stack: index, lead, .greaterOrEqual)
            }
        }
    }
}

extension AutoLayoutSystem {
    /// A constraint of the arrangement of stack view `stack`.
    fileprivate mutating func require(stack: Int, _ e: LinearExpression, _ relation: LinearRelation) {
        require(e, relation, made: MadeConstraint(item: stack, what: "the arrangement of the stack view"))
    }
}
