import HitLintCore

extension AutoLayoutSystem {
    /// How a view that translates its autoresizing mask into constraints follows its superview,
    /// along one axis: the stored offset and size, and the share of the superview's change in
    /// length (from the stored one) each takes.
    private struct AutoresizingAxis {
        var offset: Double
        var size: Double
        var offsetShare: Double
        var sizeShare: Double
        var storedParentLength: Double
    }

    /// As its superview's width and height change from the stored ones, the change is shared
    /// among the flexible lengths (left margin, size, right margin) in proportion to their stored
    /// values, equally when they are all zero; with none flexible the view keeps its offset and
    /// size. A cell's content view follows its cell whatever its mask says, as UIKit lays it out.
    private func autoresizingAxes(_ index: Int) -> [AutoresizingAxis]? {
        let item = model.items[index]
        guard let mask = item.autoresizing, let parent = item.parent, !item.isStaticCell else { return nil }
        let f = item.frame
        let p = model.items[parent].frame
        let isContentView = item.isContentView
        let horizontal =
            isContentView ? (false, true, false) : (mask.flexibleLeft, mask.flexibleWidth, mask.flexibleRight)
        let vertical =
            isContentView ? (false, true, false) : (mask.flexibleTop, mask.flexibleHeight, mask.flexibleBottom)
        return [
            (horizontal, (f.x, f.width, p.width - f.maxX), p.width),
            (vertical, (f.y, f.height, p.height - f.maxY), p.height),
        ].map { flags, lengths, parentLength in
            let flexible = [flags.0, flags.1, flags.2]
            let values = [lengths.0, lengths.1, lengths.2]
            let total = zip(flexible, values).reduce(0.0) { $0 + ($1.0 ? max(0, $1.1) : 0) }
            let count = Double(flexible.filter { $0 }.count)
            let share = { (k: Int) -> Double in
                guard flexible[k] else { return 0 }
                return total > 0 ? max(0, values[k]) / total : 1 / count
            }
            return AutoresizingAxis(
                offset: values[0], size: values[1], offsetShare: share(0), sizeShare: share(1),
                storedParentLength: parentLength)
        }
    }

    /// A view that translates its autoresizing mask into constraints, as required constraints.
    package mutating func addAutoresizing(_ index: Int) {
        guard let parent = model.items[index].parent, let axes = autoresizingAxes(index) else { return }
        for (axis, a) in axes.enumerated() {
            let position = variable(index, axis)
            let size = variable(index, axis + 2)
            let parentPosition = variable(parent, axis)
            let parentSize = variable(parent, axis + 2)
            // position = parent position + stored offset + share × (parent size - stored parent size)
            require(
                LinearExpression(
                    -a.offset + a.offsetShare * a.storedParentLength,
                    [(position, 1), (parentPosition, -1), (parentSize, -a.offsetShare)]),
                .equal)
            require(
                LinearExpression(
                    -a.size + a.sizeShare * a.storedParentLength, [(size, 1), (parentSize, -a.sizeShare)]), .equal)
        }
    }

    /// The frame a view placed by its mask gets from its superview's final frame: UIKit resizes
    /// it when the superview's frame is set, on the pixel grid (element's call picture-in-picture
    /// view: a visual effect view 145 x 144.5 pt, its content view the same, where the unrounded
    /// solution is 144.9 pt square).
    package func autoresizedFrame(_ index: Int, in parentFrame: Rect) -> Rect? {
        guard let axes = autoresizingAxes(index) else { return nil }
        let (x, y) = (axes[0], axes[1])
        return Rect(
            x: parentFrame.x + x.offset + x.offsetShare * (parentFrame.width - x.storedParentLength),
            y: parentFrame.y + y.offset + y.offsetShare * (parentFrame.height - y.storedParentLength),
            width: x.size + x.sizeShare * (parentFrame.width - x.storedParentLength),
            height: y.size + y.sizeShare * (parentFrame.height - y.storedParentLength))
    }
}
