/// A node of a `YAMLTree`: an index, so passing and storing nodes copies no reference-counted
/// structure (a manifest of thousands of views is read node by node).
package struct YAMLNode: Hashable, Sendable {
    package let index: Int32
}

/// A composed YAML document in flat arrays. Aliases are resolved to the node they name (shared,
/// not copied), as Yams does; tags are not kept, since the reader interprets plain scalars itself.
package struct YAMLTree: Sendable {
    package enum Kind: UInt8, Sendable { case scalar, sequence, mapping }

    package struct Entry: Sendable {
        package var kind: Kind
        /// A plain (unquoted, non-block) scalar.
        package var plain: Bool
        /// 1-based, as editors count.
        package var line: Int32
        package var column: Int32
        /// Scalar: index in `texts`. Collection: first index in `children`.
        package var first: Int32
        /// Items of a sequence, pairs of a mapping.
        package var count: Int32
        /// Where libyaml's events put the node, in characters of the text (libyaml's mark
        /// indices): a scalar's start and end, a collection's start event and end event (for a
        /// block collection the end event stands past its trailing comments and breaks).
        package var start: Int32 = 0
        package var end: Int32 = 0
        /// A collection written in flow style (`[...]`, `{...}`).
        package var flow = false
    }

    package private(set) var entries: [Entry] = []
    package private(set) var texts: [String] = []
    /// Sequence items, and mapping keys and values in turn.
    package private(set) var children: [YAMLNode] = []
    /// Whether an alias made a node the child of more than one collection.
    package var hasAliases = false

    package func kind(_ node: YAMLNode) -> Kind { entries[Int(node.index)].kind }
    package func entry(_ node: YAMLNode) -> Entry { entries[Int(node.index)] }
    package func isPlain(_ node: YAMLNode) -> Bool { entries[Int(node.index)].plain }
    package func position(_ node: YAMLNode) -> (line: Int, column: Int) {
        let entry = entries[Int(node.index)]
        return (Int(entry.line), Int(entry.column))
    }

    /// A scalar's text (nil for collections).
    package func text(_ node: YAMLNode) -> String? {
        let entry = entries[Int(node.index)]
        return entry.kind == .scalar ? texts[Int(entry.first)] : nil
    }

    /// A sequence's items (empty for other nodes).
    package func items(_ node: YAMLNode) -> ArraySlice<YAMLNode> {
        let entry = entries[Int(node.index)]
        guard entry.kind == .sequence else { return [] }
        return children[Int(entry.first)..<Int(entry.first + entry.count)]
    }

    /// A mapping's pairs in document order (empty for other nodes).
    package func pairs(_ node: YAMLNode) -> [(key: YAMLNode, value: YAMLNode)] {
        let entry = entries[Int(node.index)]
        guard entry.kind == .mapping else { return [] }
        let start = Int(entry.first)
        return (0..<Int(entry.count)).map { (children[start + 2 * $0], children[start + 2 * $0 + 1]) }
    }

    package mutating func addScalar(_ text: String, plain: Bool, line: Int, column: Int, span: Range<Int> = 0..<0)
        -> YAMLNode
    {
        texts.append(text)
        return add(
            Entry(
                kind: .scalar, plain: plain, line: Int32(clamping: line), column: Int32(clamping: column),
                first: Int32(texts.count - 1), count: 0, start: Int32(clamping: span.lowerBound),
                end: Int32(clamping: span.upperBound)))
    }

    /// A collection of `nodes` (for a mapping: key, value, key, value, ...).
    package mutating func addCollection(
        _ kind: Kind, _ nodes: ArraySlice<YAMLNode>, line: Int, column: Int, span: Range<Int> = 0..<0,
        flow: Bool = false
    ) -> YAMLNode {
        let first = Int32(children.count)
        children.append(contentsOf: nodes)
        return add(
            Entry(
                kind: kind, plain: false, line: Int32(clamping: line), column: Int32(clamping: column),
                first: first, count: Int32(kind == .mapping ? nodes.count / 2 : nodes.count),
                start: Int32(clamping: span.lowerBound), end: Int32(clamping: span.upperBound), flow: flow))
    }

    private mutating func add(_ entry: Entry) -> YAMLNode {
        entries.append(entry)
        return YAMLNode(index: Int32(entries.count - 1))
    }
}
