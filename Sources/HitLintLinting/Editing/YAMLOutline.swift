import HitLintCore

/// Where each node of a YAML document lies in its bytes, for edits that leave every other byte
/// as it was (`hitlint fix`). It is read off the tree `YAMLComposer` composes, from the spans
/// libyaml's events gave each node: the same walk that reads the manifest. libyaml's marks count
/// characters, with a line break of CR LF as two; they are turned into byte offsets of the
/// UTF-8 text.
package struct YAMLOutline: Sendable {
    package enum Kind { case scalar, sequence, mapping }

    package struct Node: Sendable {
        package let kind: Kind
        /// A collection written in flow style (`[...]`, `{...}`).
        package let flow: Bool
        /// Byte offsets: the node's first byte, and one past its last (for a block collection,
        /// one past its last descendant scalar or flow collection, so no comment or break is in it).
        package let start: Int
        package var end: Int
        /// 1-based, as `SourceLocation` counts.
        package let line: Int
        package let column: Int
        /// A scalar's value.
        package let text: String?
        /// Sequence items; mapping keys and values in turn.
        package var children: [Int] = []
    }

    package let bytes: [UInt8]
    package private(set) var nodes: [Node] = []
    package private(set) var root: Int?

    /// Nil when the text is not one YAML document of plain nodes (no aliases: an edit of a node
    /// an alias shares would change it in two places).
    package init?(bytes: [UInt8]) {
        self.bytes = bytes
        let text = String(decoding: bytes, as: UTF8.self)
        guard
            case .composed(let tree, let root) = YAMLComposer.compose(
                text, file: "", maxNodes: Int(Int32.max), allowDuplicateKeys: true),
            !tree.hasAliases
        else { return nil }
        // Byte offset of every character index libyaml can report.
        var offsets: [Int] = []
        offsets.reserveCapacity(bytes.count + 1)
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count {
            offsets.append(i)
            let b = bytes[i]
            i += b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
        }
        offsets.append(bytes.count)
        func offset(_ index: Int32) -> Int { offsets[min(max(Int(index), 0), offsets.count - 1)] }

        // Pre-order, with an explicit stack (nesting comes from the file): a node is added before
        // its children, and a block collection ends where its last child ends.
        var work: [(node: YAMLNode, parent: Int?)] = [(root, nil)]
        var closing: [Int] = []
        while let (node, parent) = work.popLast() {
            let entry = tree.entry(node)
            let kind: Kind = entry.kind == .scalar ? .scalar : entry.kind == .mapping ? .mapping : .sequence
            let end = entry.kind == .scalar || entry.flow ? offset(entry.end) : offset(entry.start)
            nodes.append(
                Node(
                    kind: kind, flow: entry.flow, start: offset(entry.start), end: end, line: Int(entry.line),
                    column: Int(entry.column), text: tree.text(node)))
            let index = nodes.count - 1
            if let parent { nodes[parent].children.append(index) } else { self.root = index }
            let members: [YAMLNode] =
                entry.kind == .mapping ? tree.pairs(node).flatMap { [$0.key, $0.value] } : Array(tree.items(node))
            if entry.kind != .scalar && !entry.flow && !members.isEmpty { closing.append(index) }
            work += members.reversed().map { ($0, index) }
        }
        // Block collections, innermost (latest added) first, end where their last child does.
        for index in closing.reversed() {
            if let last = nodes[index].children.last { nodes[index].end = nodes[last].end }
        }
    }

    /// A mapping's pairs, as node indices.
    package func pairs(_ mapping: Int) -> [(key: Int, value: Int)] {
        let children = nodes[mapping].children
        guard nodes[mapping].kind == .mapping else { return [] }
        return stride(from: 0, to: children.count - 1, by: 2).map { (children[$0], children[$0 + 1]) }
    }

    /// The value of `key` in a mapping.
    package func value(_ key: String, in mapping: Int) -> Int? {
        pairs(mapping).first { nodes[$0.key].text == key }?.value
    }

    /// The mapping that has a pair whose value starts at `line`, `column` under `key`.
    package func mapping(holding key: String, valueAt line: Int, _ column: Int) -> Int? {
        nodes.indices.first { index in
            nodes[index].kind == .mapping
                && pairs(index).contains {
                    nodes[$0.key].text == key && nodes[$0.value].line == line && nodes[$0.value].column == column
                }
        }
    }
}
