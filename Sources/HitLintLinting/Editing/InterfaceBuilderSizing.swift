import HitLintCore
import HitLintEngine

/// How a view of a storyboard or XIB gets its size, and the edit of the file that makes it
/// larger as a developer would in Interface Builder (docs/fixes.md, "Imported views"): a width or
/// height constraint's `constant`, the frame of a view without constraints, or a button's content
/// insets when its size is its content's. The stored frame changes with it, grown on the side its
/// position constraints leave free, so the file stays consistent. Constraints are read, not solved
/// (a view whose size other views set, or that other views are tied to on the side that would
/// move, is left to Interface Builder, with why). A stack view's arranged subview grows along its
/// stack's axis, and across it too, by the stack view's own size constraint where the stack fills
/// it across: its neighbours move, so such a change is checked by solving the edited layout again
/// (`arranged`, `ResolvedResize`).
package struct InterfaceBuilderSizing {
    /// Where an axis may grow.
    package enum Growth: Equatable {
        /// Either side, as room allows (a view without constraints).
        case free
        /// At the end (bottom or right): the start is pinned.
        case atEnd
        /// At the start (top or left): the end is pinned.
        case atStart
        /// Half on each side: the centre is pinned.
        case centred
        /// Not at all: hitlint cannot change this axis (`Axis.refusal` says why).
        case fixed
    }

    /// What sets one axis's size, and so what a fix edits.
    package enum Source: Equatable {
        /// A constraint on the view's own width or height, or on its stack view's where the stack
        /// fills it across (`Axis.owner`): its tag, in the scanner's tags.
        case constraint(tag: Int, constant: Double)
        /// The frame alone (no constraint on the view).
        case frame
        /// The button's content (its intrinsic size): its content insets.
        case contentInsets
    }

    package struct Axis: Equatable {
        package var growth: Growth
        package var source: Source
        /// Why the axis cannot grow, when it cannot.
        package var refusal: String? = nil
        /// The view whose size constraint `source` is when it is not the view's own: the stack
        /// view that fills the view across ("its stack view (id)"), in messages.
        package var owner: String? = nil
    }

    package let scanner: XMLTagScanner
    /// The view's start tag.
    package let view: Int
    package let frameTag: Int
    package let frame: Rect
    package let horizontal: Axis
    package let vertical: Axis
    /// A stack view arranges the view: growing it moves its neighbours, which only solving the
    /// layout again shows (its growth is taken as centred until then).
    package let arranged: Bool

    /// Why the view cannot be sized by hitlint, for each axis that cannot (nil: it can).
    package enum Refusal: Error, Equatable {
        case refused(String)
    }

    /// The sizing of the element with IB id `id`, named `name` in messages; a reason when the file
    /// does not let hitlint change its size.
    package static func of(id: String, name: String, in bytes: [UInt8]) -> Result<InterfaceBuilderSizing, Refusal> {
        of(id: id, name: name, in: XMLTagScanner(bytes))
    }

    /// The same, on a file already scanned.
    package static func of(id: String, name: String, in scanner: XMLTagScanner) -> Result<InterfaceBuilderSizing, Refusal> {
        let tags = scanner.tags
        let matches = scanner.elements(withID: id)
        guard matches.count == 1, let view = matches.first else {
            return .failure(.refused("hitlint finds \(matches.isEmpty ? "no" : "more than one") element with the id \(id) in the file"))
        }
        guard
            let frameTag = scanner.frameTag(of: view),
            let frame = rect(scanner, tags[frameTag])
        else { return .failure(.refused("\(name) has no frame in the file")) }
        // The stack view that arranges it: its start tag, which axis it stacks along, and whether
        // it fills across.
        var stack: (tag: Int, vertical: Bool, fillsAcross: Bool)?
        if let parent = tags[view].parent, tags[parent].name == "subviews", let holder = tags[parent].parent,
            tags[holder].name == "stackView"
        {
            let alignment = scanner.value(tags[holder], "alignment") ?? "fill"
            stack = (holder, scanner.value(tags[holder], "axis") == "vertical", alignment == "fill")
        }
        // Every constraint of the file that names the view, with the view that holds it.
        var own: [Int] = []
        var others: [(tag: Int, first: String?, second: String?)] = []
        for k in scanner.constraints(naming: id) {
            let tag = tags[k]
            guard let list = tag.parent, let holderTag = tags[list].parent else { continue }
            let holder = scanner.value(tags[holderTag], "id")
            let first = scanner.value(tag, "firstItem") ?? holder
            let second = scanner.value(tag, "secondItem")
            if holderTag == view, first == id, second == nil { own.append(k) } else { others.append((k, first, second)) }
        }
        let ancestors = Set(ancestorIDs(of: view, scanner))
        // Its subviews move with it; they are not in the way.
        var inside = Set<String>()
        var k = view + 1
        while k < tags.count, !(tags[k].isEnd && tags[k].depth == tags[view].depth) {
            if !tags[k].isEnd, let id = scanner.value(tags[k], "id") { inside.insert(id) }
            k += 1
        }
        // The axis its own size constraint sets (nil: it has none), or why hitlint does not change
        // it; `owner`: the view the constraint sizes when it is not this one (its stack view).
        func sizeConstraint(dimension: String, sizes: [Int], growth: Growth, owner: String? = nil) -> Result<Axis, Refusal>? {
            let name = owner ?? name
            if sizes.count > 1 {
                return .failure(.refused("\(name) has \(sizes.count) \(dimension) constraints: change them in Interface Builder"))
            }
            guard let size = sizes.first else { return nil }
            let relation = scanner.value(tags[size], "relation")
            guard relation == nil || relation == "greaterThanOrEqual" else {
                return .failure(.refused("the \(dimension) constraint of \(name) is a maximum: change it in Interface Builder"))
            }
            // One other constraints may override does not size the view for sure: only solving knows.
            guard (scanner.value(tags[size], "priority").flatMap(Double.init) ?? 1000) >= 1000 else {
                return .failure(
                    .refused(
                        "the \(dimension) constraint of \(name) is not required (its priority is below 1000), so other constraints may hold its \(dimension): change it in Interface Builder"
                    ))
            }
            let constant = scanner.value(tags[size], "constant").flatMap(Double.init) ?? 0
            guard constant.isFinite else { return .failure(.refused("the \(dimension) constraint of \(name) has no number")) }
            return .success(Axis(growth: growth, source: .constraint(tag: size, constant: constant), owner: owner))
        }
        // A stack view that fills the view across gives it its own size on that axis: the stack
        // view's size constraint is what grows it (the layout solved again checks that it does).
        func filledAcross(dimension: String, stack: Int) -> Result<Axis, Refusal> {
            guard let stackID = scanner.value(tags[stack], "id") else {
                return .failure(.refused("the \(dimension) of \(name) is its stack view's, which fills it across"))
            }
            let stackName =
                "its stack view "
                + (scanner.value(tags[stack], "userLabel").map { "\(MessageFormat.quote($0)) (\(stackID))" } ?? "(\(stackID))")
            let sizes = scanner.constraints(naming: stackID).filter { k in
                guard let list = tags[k].parent, tags[list].parent == stack else { return false }
                return (scanner.value(tags[k], "firstItem") ?? stackID) == stackID && scanner.value(tags[k], "secondItem") == nil
                    && scanner.value(tags[k], "firstAttribute") == dimension
            }
            if let sized = sizeConstraint(dimension: dimension, sizes: sizes, growth: .centred, owner: stackName) { return sized }
            return .failure(
                .refused(
                    "the \(dimension) of \(name) is that of \(stackName), which fills it across and has no \(dimension) constraint to change: add one in Interface Builder"
                ))
        }
        // An arranged view's own size: its size constraint, or a button's content; the stack
        // places it, so what is pinned is not read (the layout solved again shows where it goes).
        func arrangedAxis(dimension: String, sizes: [Int]) -> Result<Axis, Refusal> {
            for (k, first, second) in others {
                let (mine, other) =
                    first == id ? (scanner.value(tags[k], "firstAttribute"), second) : (scanner.value(tags[k], "secondAttribute"), first)
                guard mine == dimension else { continue }
                return .failure(
                    .refused(
                        "the \(dimension) of \(name) is tied to \(other == id ? "its other side (aspect ratio)" : "another view") by a constraint: change it in Interface Builder"
                    ))
            }
            if let sized = sizeConstraint(dimension: dimension, sizes: sizes, growth: .centred) { return sized }
            guard tags[view].name == "button" else {
                return .failure(.refused("\(name) has no \(dimension) constraint to change: add one in Interface Builder"))
            }
            return .success(Axis(growth: .centred, source: .contentInsets))
        }
        func axis(_ vertical: Bool) -> Result<Axis, Refusal> {
            let dimension = vertical ? "height" : "width"
            let (start, end, centre) =
                vertical
                ? (
                    ["top", "topMargin", "firstBaseline"], ["bottom", "bottomMargin", "lastBaseline"], ["centerY", "centerYWithinMargins"]
                )
                : (
                    ["leading", "left", "leadingMargin", "leftMargin"], ["trailing", "right", "trailingMargin", "rightMargin"],
                    [
                        "centerX", "centerXWithinMargins",
                    ]
                )
            let sizes = own.filter { scanner.value(tags[$0], "firstAttribute") == dimension }
            if let stack {
                if stack.vertical != vertical && stack.fillsAcross { return filledAcross(dimension: dimension, stack: stack.tag) }
                return arrangedAxis(dimension: dimension, sizes: sizes)
            }
            var pinned = (start: false, end: false, centre: false)
            var tiedTo: [(edge: String, other: String)] = []
            for (k, first, second) in others {
                let tag = tags[k]
                let (mine, theirs, other) =
                    first == id
                    ? (scanner.value(tag, "firstAttribute"), scanner.value(tag, "secondAttribute"), second)
                    : (scanner.value(tag, "secondAttribute"), scanner.value(tag, "firstAttribute"), first)
                guard let mine else { continue }
                if mine == dimension {
                    return .failure(
                        .refused(
                            "the \(dimension) of \(name) is tied to \(other == id ? "its \(theirs ?? "other side") (aspect ratio)" : "another view") by a constraint: change it in Interface Builder"
                        ))
                }
                let edge = start.contains(mine) ? "start" : end.contains(mine) ? "end" : centre.contains(mine) ? "centre" : nil
                // A pin holds where it is an equality; an inequality or a low priority gives way.
                let holds = scanner.value(tag, "relation") == nil && (scanner.value(tag, "priority").flatMap(Double.init) ?? 1000) >= 1000
                guard let edge, holds, !(other.map(inside.contains) ?? false) else { continue }
                switch edge {
                case "start": pinned.start = true
                case "end": pinned.end = true
                default: pinned.centre = true
                }
                if let other, other != id, !ancestors.contains(other) { tiedTo.append((edge, other)) }
            }
            let growth: Growth =
                pinned.centre
                ? .centred
                : pinned.start && !pinned.end
                    ? .atEnd
                    : pinned.end && !pinned.start
                        ? .atStart
                        : own.isEmpty
                            && others.isEmpty ? .free : .centred
            // A view tied to an edge that moves would move too: only Interface Builder's layout knows where.
            let moving: Set<String> =
                switch growth {
                case .free, .centred: ["start", "end", "centre"]
                case .atEnd: ["end", "centre"]
                case .atStart: ["start", "centre"]
                case .fixed: []
                }
            if let tie = tiedTo.first(where: { moving.contains($0.edge) && !(growth == .centred && $0.edge == "centre") }) {
                return .failure(
                    .refused(
                        "another view (\(tie.other)) is tied by a constraint to the \(vertical ? (tie.edge == "start" ? "top" : "bottom") : (tie.edge == "start" ? "leading" : "trailing")) of \(name), which would move: change it in Interface Builder"
                    ))
            }
            if pinned.start && pinned.end {
                return .failure(
                    .refused(
                        "\(name) is pinned at both \(vertical ? "top and bottom" : "sides"): its \(dimension) comes from its neighbours"))
            }
            if let sized = sizeConstraint(dimension: dimension, sizes: sizes, growth: growth) { return sized }
            if own.isEmpty && others.isEmpty { return .success(Axis(growth: .free, source: .frame)) }
            guard tags[view].name == "button" else {
                return .failure(.refused("\(name) has no \(dimension) constraint to change: add one in Interface Builder"))
            }
            return .success(Axis(growth: growth, source: .contentInsets))
        }
        // An axis that cannot grow is fixed; the planner says why if that axis must grow.
        func settled(_ result: Result<Axis, Refusal>) -> Axis {
            switch result {
            case .success(let axis): return axis
            case .failure(.refused(let why)): return Axis(growth: .fixed, source: .frame, refusal: why)
            }
        }
        let (horizontal, vertical) = (settled(axis(false)), settled(axis(true)))
        if let why = horizontal.refusal, vertical.refusal != nil { return .failure(.refused(why)) }
        return .success(
            InterfaceBuilderSizing(
                scanner: scanner, view: view, frameTag: frameTag, frame: frame, horizontal: horizontal, vertical: vertical,
                arranged: stack != nil))
    }

    /// The IB ids of the elements around `index` (its superviews and their scenes).
    private static func ancestorIDs(of index: Int, _ scanner: XMLTagScanner) -> [String] {
        var ids: [String] = []
        var at = scanner.tags[index].parent
        while let k = at {
            if let id = scanner.value(scanner.tags[k], "id") { ids.append(id) }
            at = scanner.tags[k].parent
        }
        return ids
    }

    private static func rect(_ scanner: XMLTagScanner, _ tag: XMLTagScanner.Tag) -> Rect? {
        let numbers = ["x", "y", "width", "height"].map {
            scanner.value(tag, $0).flatMap(Double.init) ?? ($0 == "x" || $0 == "y" ? 0 : nil)
        }
        guard let x = numbers[0], let y = numbers[1], let w = numbers[2], let h = numbers[3], [x, y, w, h].allSatisfy(\.isFinite) else {
            return nil
        }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// The edits that grow the view by `growth` (points on each side, as the axes allow).
    package func edits(growing growth: Insets) -> [TextEdit] {
        var edits: [TextEdit] = []
        func set(_ tag: Int, _ attribute: String, _ value: Double) { edits.append(scanner.setting(tag, attribute, to: Self.number(value))) }
        let grown = Rect(
            x: frame.x - growth.left, y: frame.y - growth.top, width: frame.width + growth.left + growth.right,
            height: frame.height + growth.top + growth.bottom)
        if grown.x != frame.x { set(frameTag, "x", grown.x) }
        if grown.y != frame.y { set(frameTag, "y", grown.y) }
        if grown.width != frame.width { set(frameTag, "width", grown.width) }
        if grown.height != frame.height { set(frameTag, "height", grown.height) }
        var insets: (top: Double, left: Double, bottom: Double, right: Double) = (0, 0, 0, 0)
        for (axis, extra, isVertical) in [(horizontal, growth.left + growth.right, false), (vertical, growth.top + growth.bottom, true)]
        where extra != 0 {
            switch axis.source {
            case .constraint(let tag, let constant): set(tag, "constant", constant + extra)
            case .frame: break
            case .contentInsets:
                if isVertical {
                    (insets.top, insets.bottom) = (growth.top, growth.bottom)
                } else {
                    (insets.left, insets.right) = (growth.left, growth.right)
                }
            }
        }
        if insets != (0, 0, 0, 0) { edits += insetEdits(insets) }
        return edits
    }

    /// Adds to the button's content edge insets (`<inset key="contentEdgeInsets">`, minX = left,
    /// minY = top, maxX = right, maxY = bottom), writing the element when the file has none.
    private func insetEdits(_ add: (top: Double, left: Double, bottom: Double, right: Double)) -> [TextEdit] {
        let tags = scanner.tags
        let children = scanner.children(of: view)
        if let inset = children.first(where: { tags[$0].name == "inset" && scanner.value(tags[$0], "key") == "contentEdgeInsets" }) {
            var edits: [TextEdit] = []
            for (attribute, extra) in [("minX", add.left), ("minY", add.top), ("maxX", add.right), ("maxY", add.bottom)] where extra != 0 {
                let old = scanner.value(tags[inset], attribute).flatMap(Double.init) ?? 0
                if let range = tags[inset].values[attribute] {
                    edits.append(TextEdit(start: range.lowerBound, end: range.upperBound, text: Self.number(old + extra)))
                } else {
                    edits.append(
                        TextEdit(
                            start: tags[inset].insertionPoint, end: tags[inset].insertionPoint,
                            text: " \(attribute)=\"\(Self.number(old + extra))\""))
                }
            }
            return edits
        }
        // A new element after the frame, on a line of its own, indented as the frame is.
        let frameRange = tags[frameTag].range
        let (indent, newline) = scanner.line(at: frameRange.lowerBound)
        let element =
            "<inset key=\"contentEdgeInsets\" minX=\"\(Self.number(add.left))\" minY=\"\(Self.number(add.top))\" maxX=\"\(Self.number(add.right))\" maxY=\"\(Self.number(add.bottom))\"/>"
        return [TextEdit(start: frameRange.upperBound, end: frameRange.upperBound, text: newline + indent + element)]
    }

    /// The ids of the constraints whose `constant` `edits(growing:)` changes.
    package func constraintsEdited(growing growth: Insets) -> [String] {
        [(horizontal, growth.left + growth.right), (vertical, growth.top + growth.bottom)].compactMap { axis, extra in
            guard extra != 0, case .constraint(let tag, _) = axis.source else { return nil }
            return scanner.value(scanner.tags[tag], "id")
        }
    }

    /// What the edits do, in Interface Builder's words: "set the height constraint of 'Cancel' to 44 pt".
    package func wording(name: String, growing growth: Insets) -> String {
        var parts: [String] = []
        var frameOnly = false
        var insets = false
        let (wide, tall) = (growth.left + growth.right, growth.top + growth.bottom)
        if horizontal.source == .frame, vertical.source == .frame, wide != 0, tall != 0 {
            return
                "make \(name) \(MessageFormat.number(frame.width + wide)) x \(MessageFormat.number(frame.height + tall)) pt (its frame in Interface Builder)"
        }
        for (axis, extra, dimension, size) in [
            (horizontal, growth.left + growth.right, "width", frame.width), (vertical, growth.top + growth.bottom, "height", frame.height),
        ] where extra != 0 {
            switch axis.source {
            case .constraint(_, let constant):
                parts.append("set the \(dimension) constraint of \(axis.owner ?? name) to \(MessageFormat.points(constant + extra))")
            case .frame:
                frameOnly = true
                parts.append("make \(name) \(MessageFormat.points(size + extra)) \(dimension == "width" ? "wide" : "tall")")
            case .contentInsets: insets = true
            }
        }
        if insets {
            let sides = [("top", growth.top), ("left", growth.left), ("bottom", growth.bottom), ("right", growth.right)]
                .filter { $0.1 != 0 }.map { "\(MessageFormat.points($0.1)) \($0.0)" }
            parts.append("add \(sides.joined(separator: ", ")) to the content insets of \(name)")
        }
        let sentence = parts.joined(separator: " and ")
        return frameOnly ? sentence + " (its frame in Interface Builder)" : sentence
    }

    /// The sizes `wording` names for `growth`, as values.
    package func settings(growing growth: Insets) -> [ResizeSetting] {
        let (wide, tall) = (growth.left + growth.right, growth.top + growth.bottom)
        var settings: [ResizeSetting] = []
        var insets = false
        for (axis, extra, size, setting) in [
            (horizontal, wide, frame.width, ResizeSetting.width), (vertical, tall, frame.height, ResizeSetting.height),
        ] where extra != 0 {
            switch axis.source {
            case .constraint(_, let constant): settings.append(setting(constant + extra))
            case .frame: settings.append(setting(size + extra))
            case .contentInsets: insets = true
            }
        }
        return insets ? settings + [.contentInsets(growth)] : settings
    }

    /// A number as Interface Builder writes one: no trailing zeros, no exponent.
    package static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if abs(rounded) < 1e15, rounded == rounded.rounded() { return String(Int(rounded)) }
        return MessageFormat.plain(rounded)
    }
}
