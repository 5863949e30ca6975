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
package struct InterfaceBuilderSizing: ViewSizing {
    package let scanner: XMLTagScanner
    /// The view's start tag.
    package let view: Int
    package let frameTag: Int
    package let frame: Rect
    package let horizontal: ResizeAxis
    package let vertical: ResizeAxis
    package let arranged: Bool
    /// The start tags of the size constraints `horizontal` and `vertical` change, where their
    /// source is one.
    private let constraintTags: (horizontal: Int?, vertical: Int?)

    /// The sizing of the element with IB id `id`, named `name` in messages; a reason when the file
    /// does not let hitlint change its size.
    package static func of(id: String, name: String, in bytes: [UInt8]) -> Result<InterfaceBuilderSizing, ResizeRefusal>
    {
        of(id: id, name: name, in: XMLTagScanner(bytes))
    }

    /// The same, on a file already scanned.
    package static func of(id: String, name: String, in scanner: XMLTagScanner) -> Result<
        InterfaceBuilderSizing, ResizeRefusal
    > {
        let matches = scanner.elements(withID: id)
        guard matches.count == 1, let view = matches.first else {
            return .failure(
                .refused(
                    "hitlint finds \(matches.isEmpty ? "no" : "more than one") element with the id \(id) in the file"))
        }
        guard
            let frameTag = scanner.frameTag(of: view),
            let frame = rect(scanner, scanner.tags[frameTag])
        else { return .failure(.refused("\(name) has no frame in the file")) }
        let reader = InterfaceBuilderSizingReader(scanner: scanner, id: id, name: name, view: view)
        let (horizontal, vertical) = (
            reader.settled(reader.axis(vertical: false)), reader.settled(reader.axis(vertical: true))
        )
        if let why = horizontal.axis.refusal, vertical.axis.refusal != nil { return .failure(.refused(why)) }
        return .success(
            InterfaceBuilderSizing(
                scanner: scanner, view: view, frameTag: frameTag, frame: frame, horizontal: horizontal.axis,
                vertical: vertical.axis,
                arranged: reader.stack != nil, constraintTags: (horizontal.constraintTag, vertical.constraintTag)))
    }

    private static func rect(_ scanner: XMLTagScanner, _ tag: XMLTagScanner.Tag) -> Rect? {
        let numbers = ["x", "y", "width", "height"].map {
            scanner.value(tag, $0).flatMap(Double.init) ?? ($0 == "x" || $0 == "y" ? 0 : nil)
        }
        guard let x = numbers[0], let y = numbers[1], let w = numbers[2], let h = numbers[3],
            [x, y, w, h].allSatisfy(\.isFinite)
        else {
            return nil
        }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// The edits that grow the view by `growth` (points on each side, as the axes allow).
    package func edits(growing growth: Insets) -> [TextEdit] {
        var edits: [TextEdit] = []
        func set(_ tag: Int, _ attribute: String, _ value: Double) {
            edits.append(scanner.setting(tag, attribute, to: FixBackends.number(value)))
        }
        let grown = Rect(
            x: frame.x - growth.left, y: frame.y - growth.top, width: frame.width + growth.left + growth.right,
            height: frame.height + growth.top + growth.bottom)
        if grown.x != frame.x { set(frameTag, "x", grown.x) }
        if grown.y != frame.y { set(frameTag, "y", grown.y) }
        if grown.width != frame.width { set(frameTag, "width", grown.width) }
        if grown.height != frame.height { set(frameTag, "height", grown.height) }
        var insets: (top: Double, left: Double, bottom: Double, right: Double) = (0, 0, 0, 0)
        for (axis, tag, extra, isVertical) in [
            (horizontal, constraintTags.horizontal, growth.left + growth.right, false),
            (vertical, constraintTags.vertical, growth.top + growth.bottom, true),
        ] where extra != 0 {
            switch axis.source {
            case .constraint(_, let constant): if let tag { set(tag, "constant", constant + extra) }
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
        if let inset = children.first(where: {
            tags[$0].name == "inset" && scanner.value(tags[$0], "key") == "contentEdgeInsets"
        }) {
            var edits: [TextEdit] = []
            for (attribute, extra) in [
                ("minX", add.left), ("minY", add.top), ("maxX", add.right), ("maxY", add.bottom),
            ] where extra != 0 {
                let old = scanner.value(tags[inset], attribute).flatMap(Double.init) ?? 0
                let text = FixBackends.number(old + extra)
                if let range = tags[inset].values[attribute] {
                    edits.append(TextEdit(start: range.lowerBound, end: range.upperBound, text: text))
                } else {
                    let point = tags[inset].insertionPoint
                    edits.append(TextEdit(start: point, end: point, text: " \(attribute)=\"\(text)\""))
                }
            }
            return edits
        }
        // A new element after the frame, on a line of its own, indented as the frame is.
        let frameRange = tags[frameTag].range
        let (indent, newline) = scanner.line(at: frameRange.lowerBound)
        let values = [("minX", add.left), ("minY", add.top), ("maxX", add.right), ("maxY", add.bottom)]
            .map { "\($0.0)=\"\(FixBackends.number($0.1))\"" }.joined(separator: " ")
        let element = "<inset key=\"contentEdgeInsets\" \(values)/>"
        return [TextEdit(start: frameRange.upperBound, end: frameRange.upperBound, text: newline + indent + element)]
    }

    /// What the edits do, in Interface Builder's words: "set the height constraint of 'Cancel' to 44 pt".
    package func wording(name: String, growing growth: Insets) -> String {
        var parts: [String] = []
        var frameOnly = false
        var insets = false
        let (wide, tall) = (growth.left + growth.right, growth.top + growth.bottom)
        if horizontal.source == .frame, vertical.source == .frame, wide != 0, tall != 0 {
            let size = "\(MessageFormat.number(frame.width + wide)) x \(MessageFormat.number(frame.height + tall)) pt"
            return "make \(name) \(size) (its frame in Interface Builder)"
        }
        for (axis, extra, dimension, size) in [
            (horizontal, growth.left + growth.right, "width", frame.width),
            (vertical, growth.top + growth.bottom, "height", frame.height),
        ] where extra != 0 {
            switch axis.source {
            case .constraint(_, let constant):
                parts.append(
                    "set the \(dimension) constraint of \(axis.owner ?? name) to \(MessageFormat.points(constant + extra))"
                )
            case .frame:
                frameOnly = true
                parts.append(
                    "make \(name) \(MessageFormat.points(size + extra)) \(dimension == "width" ? "wide" : "tall")")
            case .contentInsets: insets = true
            }
        }
        if insets {
            let sides = [
                ("top", growth.top), ("left", growth.left), ("bottom", growth.bottom), ("right", growth.right),
            ]
            .filter { $0.1 != 0 }.map { "\(MessageFormat.points($0.1)) \($0.0)" }
            parts.append("add \(sides.joined(separator: ", ")) to the content insets of \(name)")
        }
        let sentence = parts.joined(separator: " and ")
        return frameOnly ? sentence + " (its frame in Interface Builder)" : sentence
    }
}
