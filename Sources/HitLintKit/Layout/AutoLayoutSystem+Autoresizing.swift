extension AutoLayoutSystem {
    /// A view that translates its autoresizing mask into constraints: as its superview's width
    /// and height change from the stored ones, the change is shared among the flexible lengths
    /// (left margin, size, right margin) in proportion to their stored values, equally when they
    /// are all zero; with none flexible the view keeps its offset and size. A cell's content view
    /// follows its cell whatever its mask says, as UIKit lays it out.
    mutating func addAutoresizing(_ index: Int) {
        let item = model.items[index]
        guard let mask = item.autoresizing, let parent = item.parent else { return }
        let f = item.frame
        let p = model.items[parent].frame
        let isContentView = item.isContentView
        let horizontal =
            isContentView ? (false, true, false) : (mask.flexibleLeft, mask.flexibleWidth, mask.flexibleRight)
        let vertical = isContentView ? (false, true, false) : (mask.flexibleTop, mask.flexibleHeight, mask.flexibleBottom)
        for (axis, flags, lengths, parentLength) in [
            (0, horizontal, (f.x, f.width, p.width - f.maxX), p.width), (1, vertical, (f.y, f.height, p.height - f.maxY), p.height),
        ] {
            let flexible = [flags.0, flags.1, flags.2]
            let values = [lengths.0, lengths.1, lengths.2]
            let total = zip(flexible, values).reduce(0.0) { $0 + ($1.0 ? max(0, $1.1) : 0) }
            let count = Double(flexible.filter { $0 }.count)
            // The share of the superview's change (its size variable minus the stored size) each length takes.
            let share = { (k: Int) -> Double in
                guard flexible[k] else { return 0 }
                return total > 0 ? max(0, values[k]) / total : 1 / count
            }
            let position = variable(index, axis)
            let size = variable(index, axis + 2)
            let parentPosition = variable(parent, axis)
            let parentSize = variable(parent, axis + 2)
            // position = parent position + stored offset + share(left) × (parent size - stored parent size)
            require(
                LinearExpression(-values[0] + share(0) * parentLength, [(position, 1), (parentPosition, -1), (parentSize, -share(0))]),
                .equal)
            require(LinearExpression(-values[1] + share(1) * parentLength, [(size, 1), (parentSize, -share(1))]), .equal)
        }
    }
}
