import HitLintCore

/// What sizes one view of a storyboard or XIB, read from its constraints
/// (`InterfaceBuilderSizing.of`): each axis's growth and the constraint, frame or content insets
/// that sets it, or why hitlint does not change it.
struct InterfaceBuilderSizingReader {
    /// One axis as read, with the start tag of the size constraint it changes.
    struct SizedAxis {
        var axis: ResizeAxis
        var constraintTag: Int? = nil
    }

    /// A constraint of the file that names the view, other than its own size constraints.
    struct Tie {
        let tag: Int
        let first: String?
        let second: String?
    }

    /// The stack view that arranges the view: its start tag, which axis it stacks along, and
    /// whether it fills across.
    struct Stack {
        let tag: Int
        let vertical: Bool
        let fillsAcross: Bool
    }

    let scanner: XMLTagScanner
    let id: String
    let name: String
    let view: Int
    let stack: Stack?
    /// The view's own size constraints (on it, naming it alone).
    let own: [Int]
    let others: [Tie]
    /// The ids of its superviews and their scenes.
    let ancestors: Set<String>
    /// The ids of its subviews: they move with it, they are not in the way.
    let inside: Set<String>

    init(scanner: XMLTagScanner, id: String, name: String, view: Int) {
        (self.scanner, self.id, self.name, self.view) = (scanner, id, name, view)
        let tags = scanner.tags
        var stack: Stack?
        if let parent = tags[view].parent, tags[parent].name == "subviews", let holder = tags[parent].parent,
            tags[holder].name == "stackView"
        {
            let alignment = scanner.value(tags[holder], "alignment") ?? "fill"
            stack = Stack(
                tag: holder, vertical: scanner.value(tags[holder], "axis") == "vertical",
                fillsAcross: alignment == "fill")
        }
        self.stack = stack
        var own: [Int] = []
        var others: [Tie] = []
        for constraint in scanner.constraints(naming: id) {
            let tag = tags[constraint]
            guard let list = tag.parent, let holderTag = tags[list].parent else { continue }
            let holder = scanner.value(tags[holderTag], "id")
            let first = scanner.value(tag, "firstItem") ?? holder
            let second = scanner.value(tag, "secondItem")
            if holderTag == view, first == id, second == nil {
                own.append(constraint)
            } else {
                others.append(Tie(tag: constraint, first: first, second: second))
            }
        }
        (self.own, self.others) = (own, others)
        ancestors = Self.ancestorIDs(of: view, scanner)
        var inside = Set<String>()
        var next = view + 1
        while next < tags.count, !(tags[next].isEnd && tags[next].depth == tags[view].depth) {
            if !tags[next].isEnd, let id = scanner.value(tags[next], "id") { inside.insert(id) }
            next += 1
        }
        self.inside = inside
    }

    /// The IB ids of the elements around `index` (its superviews and their scenes).
    private static func ancestorIDs(of index: Int, _ scanner: XMLTagScanner) -> Set<String> {
        var ids = Set<String>()
        var at = scanner.tags[index].parent
        while let parent = at {
            if let id = scanner.value(scanner.tags[parent], "id") { ids.insert(id) }
            at = scanner.tags[parent].parent
        }
        return ids
    }

    /// An axis that cannot grow is fixed; the planner says why if that axis must grow.
    func settled(_ result: Result<SizedAxis, ResizeRefusal>) -> SizedAxis {
        switch result {
        case .success(let axis): return axis
        case .failure(.refused(let why)):
            return SizedAxis(axis: ResizeAxis(growth: .fixed, source: .frame, refusal: why))
        }
    }

    /// How one axis grows, or why hitlint does not change it.
    func axis(vertical: Bool) -> Result<SizedAxis, ResizeRefusal> {
        let dimension = vertical ? "height" : "width"
        let sizes = own.filter { scanner.value(scanner.tags[$0], "firstAttribute") == dimension }
        if let stack {
            if stack.vertical != vertical && stack.fillsAcross {
                return filledAcross(dimension: dimension, stack: stack.tag)
            }
            return arrangedAxis(dimension: dimension, sizes: sizes)
        }
        let pins: Pins
        switch self.pins(vertical: vertical) {
        case .success(let read): pins = read
        case .failure(let why): return .failure(why)
        }
        let growth = pins.growth(unconstrained: own.isEmpty && others.isEmpty)
        if let refusal = movingTie(pins, growth: growth, vertical: vertical) { return .failure(refusal) }
        if pins.start && pins.end {
            return .failure(
                .refused(
                    "\(name) is pinned at both \(vertical ? "top and bottom" : "sides"): its \(dimension) comes from its neighbours"
                ))
        }
        if let sized = sizeConstraint(dimension: dimension, sizes: sizes, growth: growth) { return sized }
        if own.isEmpty && others.isEmpty { return .success(SizedAxis(axis: ResizeAxis(growth: .free, source: .frame))) }
        guard scanner.tags[view].name == "button" else {
            return .failure(.refused("\(name) has no \(dimension) constraint to change: add one in Interface Builder"))
        }
        return .success(SizedAxis(axis: ResizeAxis(growth: growth, source: .contentInsets)))
    }

    /// Which edges of an axis the view's position constraints hold, and the other views tied to them.
    struct Pins {
        var start = false
        var end = false
        var centre = false
        var tiedTo: [(edge: String, other: String)] = []

        func growth(unconstrained: Bool) -> ResizeGrowth {
            if centre { return .centred }
            if start && !end { return .atEnd }
            if end && !start { return .atStart }
            return unconstrained ? .free : .centred
        }
    }

    private func pins(vertical: Bool) -> Result<Pins, ResizeRefusal> {
        let dimension = vertical ? "height" : "width"
        let (start, end, centre) =
            vertical
            ? (
                ["top", "topMargin", "firstBaseline"], ["bottom", "bottomMargin", "lastBaseline"],
                ["centerY", "centerYWithinMargins"]
            )
            : (
                ["leading", "left", "leadingMargin", "leftMargin"],
                ["trailing", "right", "trailingMargin", "rightMargin"],
                ["centerX", "centerXWithinMargins"]
            )
        var pins = Pins()
        for tie in others {
            let tag = scanner.tags[tie.tag]
            let (mine, theirs, other) =
                tie.first == id
                ? (scanner.value(tag, "firstAttribute"), scanner.value(tag, "secondAttribute"), tie.second)
                : (scanner.value(tag, "secondAttribute"), scanner.value(tag, "firstAttribute"), tie.first)
            guard let mine else { continue }
            if mine == dimension {
                let tied = other == id ? "its \(theirs ?? "other side") (aspect ratio)" : "another view"
                return .failure(
                    .refused(
                        "the \(dimension) of \(name) is tied to \(tied) by a constraint: change it in Interface Builder"
                    ))
            }
            let edge =
                start.contains(mine) ? "start" : end.contains(mine) ? "end" : centre.contains(mine) ? "centre" : nil
            // A pin holds where it is an equality; an inequality or a low priority gives way.
            let holds =
                scanner.value(tag, "relation") == nil
                && (scanner.value(tag, "priority").flatMap(Double.init) ?? 1000) >= 1000
            guard let edge, holds, !(other.map(inside.contains) ?? false) else { continue }
            switch edge {
            case "start": pins.start = true
            case "end": pins.end = true
            default: pins.centre = true
            }
            if let other, other != id, !ancestors.contains(other) { pins.tiedTo.append((edge, other)) }
        }
        return .success(pins)
    }

    /// A view tied to an edge that moves would move too: only Interface Builder's layout knows where.
    private func movingTie(_ pins: Pins, growth: ResizeGrowth, vertical: Bool) -> ResizeRefusal? {
        let moving: Set<String> =
            switch growth {
            case .free, .centred: ["start", "end", "centre"]
            case .atEnd: ["end", "centre"]
            case .atStart: ["start", "centre"]
            case .fixed: []
            }
        guard
            let tie = pins.tiedTo.first(where: {
                moving.contains($0.edge) && !(growth == .centred && $0.edge == "centre")
            })
        else {
            return nil
        }
        let side = vertical ? (tie.edge == "start" ? "top" : "bottom") : (tie.edge == "start" ? "leading" : "trailing")
        return .refused(
            "another view (\(tie.other)) is tied by a constraint to the \(side) of \(name), which would move: change it in Interface Builder"
        )
    }

    /// The axis its own size constraint sets (nil: it has none), or why hitlint does not change
    /// it; `owner`: the view the constraint sizes when it is not this one (its stack view).
    private func sizeConstraint(dimension: String, sizes: [Int], growth: ResizeGrowth, owner: String? = nil)
        -> Result<SizedAxis, ResizeRefusal>?
    {
        let name = owner ?? self.name
        if sizes.count > 1 {
            return .failure(
                .refused("\(name) has \(sizes.count) \(dimension) constraints: change them in Interface Builder"))
        }
        guard let size = sizes.first else { return nil }
        let tag = scanner.tags[size]
        let relation = scanner.value(tag, "relation")
        guard relation == nil || relation == "greaterThanOrEqual" else {
            return .failure(
                .refused("the \(dimension) constraint of \(name) is a maximum: change it in Interface Builder"))
        }
        // One other constraints may override does not size the view for sure: only solving knows.
        guard (scanner.value(tag, "priority").flatMap(Double.init) ?? 1000) >= 1000 else {
            return .failure(
                .refused(
                    "the \(dimension) constraint of \(name) is not required (its priority is below 1000), so other constraints may hold its \(dimension): change it in Interface Builder"
                ))
        }
        let constant = scanner.value(tag, "constant").flatMap(Double.init) ?? 0
        guard constant.isFinite else {
            return .failure(.refused("the \(dimension) constraint of \(name) has no number"))
        }
        let axis = ResizeAxis(
            growth: growth, source: .constraint(id: scanner.value(tag, "id"), constant: constant), owner: owner)
        return .success(SizedAxis(axis: axis, constraintTag: size))
    }

    /// A stack view that fills the view across gives it its own size on that axis: the stack
    /// view's size constraint is what grows it (the layout solved again checks that it does).
    private func filledAcross(dimension: String, stack: Int) -> Result<SizedAxis, ResizeRefusal> {
        let tags = scanner.tags
        guard let stackID = scanner.value(tags[stack], "id") else {
            return .failure(.refused("the \(dimension) of \(name) is its stack view's, which fills it across"))
        }
        let stackName =
            "its stack view "
            + (scanner.value(tags[stack], "userLabel").map { "\(MessageFormat.quote($0)) (\(stackID))" }
                ?? "(\(stackID))")
        let sizes = scanner.constraints(naming: stackID).filter { constraint in
            guard let list = tags[constraint].parent, tags[list].parent == stack else { return false }
            return (scanner.value(tags[constraint], "firstItem") ?? stackID) == stackID
                && scanner.value(tags[constraint], "secondItem") == nil
                && scanner.value(tags[constraint], "firstAttribute") == dimension
        }
        if let sized = sizeConstraint(dimension: dimension, sizes: sizes, growth: .centred, owner: stackName) {
            return sized
        }
        return .failure(
            .refused(
                "the \(dimension) of \(name) is that of \(stackName), which fills it across and has no \(dimension) constraint to change: add one in Interface Builder"
            ))
    }

    /// An arranged view's own size: its size constraint, or a button's content; the stack
    /// places it, so what is pinned is not read (the layout solved again shows where it goes).
    private func arrangedAxis(dimension: String, sizes: [Int]) -> Result<SizedAxis, ResizeRefusal> {
        for tie in others {
            let tag = scanner.tags[tie.tag]
            let (mine, other) =
                tie.first == id
                ? (scanner.value(tag, "firstAttribute"), tie.second)
                : (scanner.value(tag, "secondAttribute"), tie.first)
            guard mine == dimension else { continue }
            let tied = other == id ? "its other side (aspect ratio)" : "another view"
            return .failure(
                .refused(
                    "the \(dimension) of \(name) is tied to \(tied) by a constraint: change it in Interface Builder"))
        }
        if let sized = sizeConstraint(dimension: dimension, sizes: sizes, growth: .centred) { return sized }
        guard scanner.tags[view].name == "button" else {
            return .failure(.refused("\(name) has no \(dimension) constraint to change: add one in Interface Builder"))
        }
        return .success(SizedAxis(axis: ResizeAxis(growth: .centred, source: .contentInsets)))
    }
}
