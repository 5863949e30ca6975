import HitLintCore
import HitLintInput

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
        for hidden in children[index]
        where installed[hidden] && model.items[hidden].isArranged && model.items[hidden].hidden {
            prefer(
                LinearExpression(0, [(variable(hidden, horizontal ? 2 : 3), 1)]), .equal,
                priority: UIKitMetrics.hiddenArrangedPriority)
        }
        let arranged = children[index].filter { installed[$0] && model.items[$0].isArranged && !model.items[$0].hidden }
        guard !arranged.isEmpty else { return }
        let spacing = stack.spacing.value(for: classes)
        // Margins the file sets are arranged within, as Interface Builder lays them out, whether or
        // not it writes `layoutMarginsRelativeArrangement`; UIKit measures them from the safe area.
        let zero = Insets(top: 0, right: 0, bottom: 0, left: 0)
        let m = model.items[index].layoutMargins != nil || stack.marginsRelative ? margins(of: index) : zero
        let frame = StackFrame(stack: index, horizontal: horizontal, margins: m)
        addStackEnds(arranged, frame, spacing: spacing, distribution: stack.distribution)
        addStackDistribution(arranged, frame, distribution: stack.distribution)
        addStackAlignment(arranged, frame, alignment: stack.alignment)
    }

    /// The ends of the arrangement at the stack's (inset) ends, and neighbours `spacing` apart:
    /// exactly for the fill distributions, at least for the spacing ones.
    private mutating func addStackEnds(
        _ arranged: [Int], _ frame: StackFrame, spacing: Double, distribution: StackArrangement.Distribution
    ) {
        let (index, k) = (frame.stack, frame.k)
        require(
            stack: index, stackStart(arranged[0], k).adding(stackStart(index, k).times(-1)).plus(-frame.leadInset),
            .equal)
        require(
            stack: index,
            stackEnd(index, k).adding(stackEnd(arranged[arranged.count - 1], k).times(-1)).plus(-frame.trailInset),
            .equal)
        // Between neighbours.
        for (a, b) in zip(arranged, arranged.dropFirst()) {
            let gap = stackStart(b, k).adding(stackEnd(a, k).times(-1)).plus(-spacing)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally: require(stack: index, gap, .equal)
            case .equalSpacing, .equalCentering: require(stack: index, gap, .greaterOrEqual)
            }
        }
    }

    /// What the distribution adds along the axis: equal sizes, proportional sizes, equal gaps or
    /// equally spaced centres.
    private mutating func addStackDistribution(
        _ arranged: [Int], _ frame: StackFrame, distribution: StackArrangement.Distribution
    ) {
        let (index, k, horizontal) = (frame.stack, frame.k, frame.horizontal)
        let first = arranged[0]
        switch distribution {
        case .fillEqually:
            // Equal alignment rectangles: a frame's size less its insets along the axis.
            for other in arranged.dropFirst() {
                require(
                    stack: index,
                    LinearExpression(
                        -stackAxisInset(other, k) + stackAxisInset(first, k),
                        [(variable(other, k + 2), 1), (variable(first, k + 2), -1)]),
                    .equal)
            }
        case .fillProportionally:
            // Sizes in the proportion of their stored (content) sizes. Where one of them is only a
            // placeholder (a label whose text the app sets), the proportion is not known: it is
            // kept just below required, so it never makes a conflict of its own.
            let firstSize = horizontal ? model.items[first].frame.width : model.items[first].frame.height
            let base = firstSize - stackAxisInset(first, k)
            let known = !arranged.contains { model.items[$0].placeholderContent }
            if base > 0 {
                for other in arranged.dropFirst() {
                    let size =
                        (horizontal ? model.items[other].frame.width : model.items[other].frame.height)
                        - stackAxisInset(other, k)
                    // (other - its insets) = size / base × (first - its insets)
                    let e = LinearExpression(
                        -stackAxisInset(other, k) + stackAxisInset(first, k) * size / base,
                        [(variable(other, k + 2), 1), (variable(first, k + 2), -size / base)])
                    if known { require(stack: index, e, .equal) } else { prefer(e, .equal, priority: 999) }
                }
            }
        case .equalSpacing:
            let gaps = zip(arranged, arranged.dropFirst()).map { stackStart($1, k).adding(stackEnd($0, k).times(-1)) }
            for gap in gaps.dropFirst() { require(stack: index, gap.adding(gaps[0].times(-1)), .equal) }
        case .equalCentering:
            let steps = zip(arranged, arranged.dropFirst()).map {
                stackCenter($1, k).adding(stackCenter($0, k).times(-1))
            }
            for step in steps.dropFirst() {
                require(stack: index, step.adding(steps[0].times(-1)), .equal)
            }
        case .fill:
            break
        }
    }

    /// Across the axis: each arranged view within the stack's (inset) sides, placed by the alignment.
    private mutating func addStackAlignment(
        _ arranged: [Int], _ frame: StackFrame, alignment: StackArrangement.Alignment
    ) {
        let (index, c) = (frame.stack, frame.c)
        for item in arranged {
            let lead = stackStart(item, c).adding(stackStart(index, c).times(-1)).plus(-frame.crossLead)
            let trail = stackEnd(index, c).adding(stackEnd(item, c).times(-1)).plus(-frame.crossTrail)
            switch alignment {
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
                let middle = stackCenter(item, c).adding(stackCenter(index, c).times(-1))
                    .plus(-(frame.crossLead - frame.crossTrail) / 2)
                require(stack: index, middle, .equal)
                require(stack: index, lead, .greaterOrEqual)
            }
        }
    }

    /// The edges of a view's alignment rectangle, which the stack arranges, along `axis` (0 x, 1 y).
    private func stackInsets(_ item: Int, _ axis: Int) -> (lead: Double, trail: Double) {
        let a = alignmentInsets(of: item)
        return axis == 0 ? (a.left, a.right) : (a.top, a.bottom)
    }

    private func stackStart(_ item: Int, _ axis: Int) -> LinearExpression {
        LinearExpression(stackInsets(item, axis).lead, [(variable(item, axis), 1)])
    }

    private func stackEnd(_ item: Int, _ axis: Int) -> LinearExpression {
        LinearExpression(-stackInsets(item, axis).trail, [(variable(item, axis), 1), (variable(item, axis + 2), 1)])
    }

    /// A view's alignment insets along axis `k`, both ends.
    private func stackAxisInset(_ item: Int, _ k: Int) -> Double {
        let i = stackInsets(item, k)
        return i.lead + i.trail
    }

    private func stackCenter(_ item: Int, _ axis: Int) -> LinearExpression {
        let i = stackInsets(item, axis)
        return LinearExpression((i.lead - i.trail) / 2, [(variable(item, axis), 1), (variable(item, axis + 2), 0.5)])
    }
}

/// A stack view's axes and the margins it arranges within.
private struct StackFrame {
    let stack: Int
    let horizontal: Bool
    /// Along the axis: position k, size k + 2; across: position c, size c + 2 (variables 0-3 of a view).
    let k: Int
    let c: Int
    let leadInset: Double
    let trailInset: Double
    let crossLead: Double
    let crossTrail: Double

    init(stack: Int, horizontal: Bool, margins m: Insets) {
        self.stack = stack
        self.horizontal = horizontal
        (k, c) = horizontal ? (0, 1) : (1, 0)
        (leadInset, trailInset) = horizontal ? (m.left, m.right) : (m.top, m.bottom)
        (crossLead, crossTrail) = horizontal ? (m.top, m.bottom) : (m.left, m.right)
    }
}

extension AutoLayoutSystem {
    /// A constraint of the arrangement of stack view `stack`.
    fileprivate mutating func require(stack: Int, _ e: LinearExpression, _ relation: LinearRelation) {
        require(e, relation, made: MadeConstraint(item: stack, what: "the arrangement of the stack view"))
    }
}
