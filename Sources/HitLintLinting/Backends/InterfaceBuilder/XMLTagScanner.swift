/// The tags of an XML document as byte ranges, for edits that keep every other byte
/// (`InterfaceBuilderSizing`). It reads what Interface Builder writes (start, end and empty tags,
/// comments, processing instructions, attributes in double or single quotes); the document was
/// parsed and checked by `XMLTree` before, so anything else only ends the scan early.
package struct XMLTagScanner: Sendable {
    package struct Tag: Sendable {
        package var name: String
        /// The whole tag, `<` to `>`.
        package var range: Range<Int>
        /// Each attribute's value, between its quotes.
        package var values: [String: Range<Int>]
        /// Where a new attribute can go: before the closing `>` or `/>`.
        package var insertionPoint: Int
        package var isEnd: Bool
        package var isEmpty: Bool
        /// Nesting depth of the element the tag opens or closes (the document element is 0).
        package var depth: Int
        /// The index of the start tag of the element it lies in (nil for the document element).
        package var parent: Int?
    }

    package let bytes: [UInt8]
    package private(set) var tags: [Tag] = []
    /// Start tags by IB id (constraints aside), and constraints (not placeholders) by each view
    /// they name: made once, so that sizing every view of a file is linear, not quadratic.
    private var byID: [String: [Int]] = [:]
    private var constraintsByView: [String: [Int]] = [:]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        tags = scan()
        for (k, tag) in tags.enumerated() where !tag.isEnd {
            if tag.name == "constraint" {
                guard value(tag, "placeholder") != "YES", let list = tag.parent, let holder = tags[list].parent else {
                    continue
                }
                let first = value(tag, "firstItem") ?? value(tags[holder], "id")
                let second = value(tag, "secondItem")
                if let first { constraintsByView[first, default: []].append(k) }
                if let second, second != first { constraintsByView[second, default: []].append(k) }
            } else if let id = value(tag, "id") {
                byID[id, default: []].append(k)
            }
        }
    }

    /// An attribute's value as text.
    package func value(_ tag: Tag, _ name: String) -> String? {
        tag.values[name].map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// The start tags of the elements with IB id `id` (a constraint's own id aside): one in a
    /// file Interface Builder wrote.
    package func elements(withID id: String) -> [Int] { byID[id] ?? [] }

    /// The start tags of the constraints (not placeholders) whose first item (the holder's view
    /// when it has none) or second item is `id`, in the file's order.
    package func constraints(naming id: String) -> [Int] { constraintsByView[id] ?? [] }

    /// The indentation before `offset` on its line, and the line ending the file uses there.
    package func line(at offset: Int) -> (indent: String, newline: String) {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var end = offset
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        let crlf = end > 0 && end < bytes.count && bytes[end - 1] == 0x0D
        return (String(decoding: bytes[start..<offset], as: UTF8.self), crlf ? "\r\n" : "\n")
    }

    /// The view's `<rect key="frame">`, directly inside the element whose start tag is `index`.
    package func frameTag(of index: Int) -> Int? {
        children(of: index).first { tags[$0].name == "rect" && value(tags[$0], "key") == "frame" }
    }

    /// The edit that sets attribute `name` of the tag `index` to `text`: its value replaced, or
    /// the attribute added before the tag's end.
    package func setting(_ index: Int, _ name: String, to text: String) -> TextEdit {
        let tag = tags[index]
        if let range = tag.values[name] { return TextEdit(start: range.lowerBound, end: range.upperBound, text: text) }
        return TextEdit(start: tag.insertionPoint, end: tag.insertionPoint, text: " \(name)=\"\(text)\"")
    }

    /// The start tags directly inside the element whose start tag is `index`.
    package func children(of index: Int) -> [Int] {
        guard !tags[index].isEmpty else { return [] }
        var found: [Int] = []
        var k = index + 1
        while k < tags.count, !(tags[k].isEnd && tags[k].depth == tags[index].depth) {
            if !tags[k].isEnd, tags[k].parent == index { found.append(k) }
            k += 1
        }
        return found
    }

    private func scan() -> [Tag] {
        var tags: [Tag] = []
        var open: [Int] = []
        var i = 0
        let n = bytes.count
        while i < n {
            guard bytes[i] == 0x3C else {  // <
                i += 1
                continue
            }
            let start = i
            if i + 1 < n, bytes[i + 1] == 0x21 || bytes[i + 1] == 0x3F {
                guard let end = markupEnd(at: i) else { break }
                i = end
                continue
            }
            let isEnd = i + 1 < n && bytes[i + 1] == 0x2F
            var k = i + (isEnd ? 2 : 1)
            let nameStart = k
            while k < n, Self.isNameByte(bytes[k]) { k += 1 }
            let name = String(decoding: bytes[nameStart..<k], as: UTF8.self)
            guard let attributes = attributes(from: k) else { break }
            k = attributes.close
            let end = k + 1
            let insertion = attributes.isEmpty ? k - 1 : k
            if isEnd {
                let depth = max(0, open.count - 1)
                tags.append(
                    Tag(
                        name: name, range: start..<end, values: [:], insertionPoint: insertion, isEnd: true,
                        isEmpty: false,
                        depth: depth, parent: open.count >= 2 ? open[open.count - 2] : nil))
                if !open.isEmpty { open.removeLast() }
            } else {
                tags.append(
                    Tag(
                        name: name, range: start..<end, values: attributes.values, insertionPoint: insertion,
                        isEnd: false,
                        isEmpty: attributes.isEmpty, depth: open.count, parent: open.last))
                if !attributes.isEmpty { open.append(tags.count - 1) }
            }
            i = end
        }
        return tags
    }

    private static func isNameByte(_ b: UInt8) -> Bool {
        !(b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x2F || b == 0x3E || b == 0x3D)
    }

    /// The offset just past `terminator`, searched from `start`; nil when the file ends first.
    private func skip(past terminator: [UInt8], from start: Int) -> Int? {
        var k = start
        while k + terminator.count <= bytes.count {
            if bytes[k] == terminator[0], Array(bytes[k..<(k + terminator.count)]) == terminator {
                return k + terminator.count
            }
            k += 1
        }
        return nil
    }

    /// The end of a comment, declaration (`<!`) or processing instruction (`<?`) at `i`.
    private func markupEnd(at i: Int) -> Int? {
        if bytes[i + 1] == 0x3F { return skip(past: Array("?>".utf8), from: i + 2) }  // <? ... ?>
        let isComment = i + 3 < bytes.count && bytes[i + 2] == 0x2D && bytes[i + 3] == 0x2D
        return isComment ? skip(past: Array("-->".utf8), from: i + 4) : skip(past: [0x3E], from: i)
    }

    /// A tag's attribute values from `start` (just after its name) to its `>`, whose offset is
    /// `close`; `isEmpty` for `/>`. Nil when the file ends first.
    private func attributes(from start: Int) -> (values: [String: Range<Int>], isEmpty: Bool, close: Int)? {
        let n = bytes.count
        var values: [String: Range<Int>] = [:]
        var k = start
        while k < n {
            let b = bytes[k]
            if b == 0x3E { return (values, false, k) }  // >
            if b == 0x2F, k + 1 < n, bytes[k + 1] == 0x3E { return (values, true, k + 1) }
            if Self.isNameByte(b) {
                let attributeStart = k
                while k < n, Self.isNameByte(bytes[k]) { k += 1 }
                let attribute = String(decoding: bytes[attributeStart..<k], as: UTF8.self)
                while k < n, bytes[k] != 0x22, bytes[k] != 0x27, bytes[k] != 0x3E { k += 1 }
                guard k < n, bytes[k] != 0x3E else { continue }
                let quote = bytes[k]
                let valueStart = k + 1
                k = valueStart
                while k < n, bytes[k] != quote { k += 1 }
                values[attribute] = valueStart..<min(k, n)
            }
            k += 1
        }
        return nil
    }
}
