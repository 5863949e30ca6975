/// One change to a file: the bytes `start..<end` replaced by `text` (an insertion when they are equal).
package struct TextEdit: Sendable, Hashable {
    package let start: Int
    package let end: Int
    package let text: String

    package init(start: Int, end: Int, text: String) { (self.start, self.end, self.text) = (start, end, text) }

    /// `edits` applied to `bytes`; they must not overlap (insertions at one place keep their order).
    package static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for edit in edits.enumerated().sorted(by: { ($0.element.start, $0.offset) > ($1.element.start, $1.offset) })
            .map(\.element)
        {
            result.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
        }
        return result
    }
}

/// Keys to set on one view of a manifest, where the view is written.
package struct ViewKeyEdit: Sendable, Hashable {
    package enum Place: Sendable, Hashable {
        /// A hand-written view: where its `id` value is.
        case written(line: Int, column: Int)
        /// A view imported from an Interface Builder file: the `from` value of its screen entry, and
        /// its IB id (the key of its `overrides` entry).
        case imported(line: Int, column: Int, id: String)
    }

    package let place: Place
    /// Key and YAML value text, in order (`enlarge`, `[0, 4, 4, 0]`).
    package let keys: [(String, String)]

    package init(place: Place, keys: [(String, String)]) { (self.place, self.keys) = (place, keys) }

    package static func == (a: ViewKeyEdit, b: ViewKeyEdit) -> Bool {
        a.place == b.place && a.keys.map { $0.0 + ":" + $0.1 } == b.keys.map { $0.0 + ":" + $0.1 }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(place)
        for (key, value) in keys {
            hasher.combine(key)
            hasher.combine(value)
        }
    }
}

/// Turns key changes of views into byte edits of their manifest that change nothing else:
/// comments, key order, flow or block style and blank lines stay as they are (docs/fixes.md).
/// A key the view has gets its value replaced; a new key is added after the view's first key
/// (in a block mapping, on a line of its own with the same indentation; in a flow mapping,
/// after the last pair). An imported view's keys go into its screen's `overrides`, under its IB id.
package struct ManifestEditor: Sendable {
    package let outline: YAMLOutline

    /// Nil when the text is not YAML libyaml reads.
    package init?(bytes: [UInt8]) {
        guard let outline = YAMLOutline(bytes: bytes) else { return nil }
        self.outline = outline
    }

    package enum EditError: Error, Equatable {
        /// The view's mapping (or its screen entry) is not where the manifest said.
        case notFound(line: Int, column: Int)
    }

    package func edits(_ changes: [ViewKeyEdit]) throws(EditError) -> [TextEdit] {
        var edits: [TextEdit] = []
        // Imported views, by their screen entry: one `overrides` change per entry.
        var byEntry: [(line: Int, column: Int, views: [(id: String, keys: [(String, String)])])] = []
        for change in changes {
            switch change.place {
            case .written(let line, let column):
                guard let mapping = outline.mapping(holding: "id", valueAt: line, column) else {
                    throw .notFound(line: line, column: column)
                }
                edits += set(change.keys, in: mapping, afterFirst: true)
            case .imported(let line, let column, let id):
                if let n = byEntry.firstIndex(where: { $0.line == line && $0.column == column }) {
                    byEntry[n].views.append((id, change.keys))
                } else {
                    byEntry.append((line, column, [(id, change.keys)]))
                }
            }
        }
        for entry in byEntry {
            guard let mapping = outline.mapping(holding: "from", valueAt: entry.line, entry.column) else {
                throw .notFound(line: entry.line, column: entry.column)
            }
            guard let overrides = outline.value("overrides", in: mapping), outline.nodes[overrides].kind == .mapping
            else {
                let all = entry.views.map { "\(Self.key($0.id)): \(Self.flow($0.keys))" }.joined(separator: ", ")
                edits += set([("overrides", "{\(all)}")], in: mapping, afterFirst: true)
                continue
            }
            var added: [(String, String)] = []
            for view in entry.views {
                if let existing = outline.value(view.id, in: overrides), outline.nodes[existing].kind == .mapping {
                    edits += set(view.keys, in: existing, afterFirst: false)
                } else {
                    added.append((Self.key(view.id), Self.flow(view.keys)))
                }
            }
            // After the last override, so that it comes after any entry by userLabel that names the view too.
            if !added.isEmpty { edits += set(added, in: overrides, afterFirst: false) }
        }
        return edits
    }

    /// Sets keys of a mapping: replaces the values it has, adds the others.
    private func set(_ keys: [(String, String)], in mapping: Int, afterFirst: Bool) -> [TextEdit] {
        var edits: [TextEdit] = []
        var missing: [(String, String)] = []
        for (key, value) in keys {
            if let node = outline.value(key, in: mapping) {
                edits.append(TextEdit(start: outline.nodes[node].start, end: outline.nodes[node].end, text: value))
            } else {
                missing.append((key, value))
            }
        }
        guard !missing.isEmpty else { return edits }
        let node = outline.nodes[mapping]
        let pairs = outline.pairs(mapping)
        if node.flow {
            let text = missing.map { "\($0.0): \($0.1)" }.joined(separator: ", ")
            if let last = pairs.last {
                edits.append(
                    TextEdit(
                        start: outline.nodes[last.value].end, end: outline.nodes[last.value].end, text: ", " + text))
            } else {
                edits.append(TextEdit(start: node.start + 1, end: node.start + 1, text: text))
            }
            return edits
        }
        guard let first = pairs.first, let anchor = afterFirst ? pairs.first : pairs.last else { return edits }
        let indent = String(repeating: " ", count: max(0, outline.nodes[first.key].column - 1))
        // The end of the line the anchor's value ends on (before its line break, as libyaml reads
        // breaks: a U+2028 ends a line too), comment included.
        var position = outline.nodes[anchor.value].end
        let bytes = outline.bytes
        while position < bytes.count, YAMLLineBreak.length(at: position, in: bytes) == 0 { position += 1 }
        // The line break the line ends with (CR LF, a lone CR, LF, NEL, LS, PS); at the end of the
        // file, the file's first.
        let length = YAMLLineBreak.length(at: position, in: bytes)
        let newline =
            length > 0
            ? String(decoding: bytes[position..<(position + length)], as: UTF8.self) : YAMLLineBreak.first(in: bytes)
        let text = missing.map { newline + indent + "\($0.0): \($0.1)" }.joined()
        edits.append(TextEdit(start: position, end: position, text: text))
        return edits
    }

    /// Where a byte offset is: 1-based line and column, columns in Unicode code points, lines
    /// counted as libyaml counts them (`YAMLLineBreak`).
    package func position(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var i = 0
        let bytes = outline.bytes
        while i < offset && i < bytes.count {
            let length = YAMLLineBreak.length(at: i, in: bytes)
            if length > 0 {
                line += 1
                column = 1
                i += length
                continue
            }
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return (line, column)
    }

    /// `{enlarge: 10}`.
    package static func flow(_ keys: [(String, String)]) -> String {
        "{" + keys.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// A mapping key: plain when YAML reads it back as the same string, else double-quoted.
    package static func key(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
                    || "-_.".unicodeScalars.contains($0)
            }
            && !["-", "."].contains(text.first!) && Double(text) == nil
            && !["true", "false", "null", "yes", "no", "on", "off", "~"].contains(text.lowercased())
        guard !plain else { return text }
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    quoted += "\\u" + hex4(scalar.value)
                } else {
                    quoted.unicodeScalars.append(scalar)
                }
            }
        }
        return quoted + "\""
    }
}

private func hex4(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}
