import CYaml

/// Where each node of a YAML document lies in its bytes, for edits that leave every other byte
/// as it was (`hitlint fix`). libyaml's marks count characters, with a line break of CR LF as
/// two; they are turned into byte offsets of the UTF-8 text.
struct YAMLOutline {
    enum Kind { case scalar, sequence, mapping }

    struct Node {
        let kind: Kind
        /// A collection written in flow style (`[...]`, `{...}`).
        let flow: Bool
        /// Byte offsets: the node's first byte, and one past its last (for a block collection,
        /// one past its last descendant scalar or flow collection, so no comment or break is in it).
        let start: Int
        var end: Int
        /// 1-based, as `SourceLocation` counts.
        let line: Int
        let column: Int
        /// A scalar's value.
        let text: String?
        /// Sequence items; mapping keys and values in turn.
        var children: [Int] = []
    }

    let bytes: [UInt8]
    private(set) var nodes: [Node] = []
    private(set) var root: Int?

    /// Nil when libyaml cannot parse the text (the manifest loaded, so this does not happen).
    init?(bytes: [UInt8]) {
        self.bytes = bytes
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
        func offset(_ mark: yaml_mark_t) -> Int { offsets[min(Int(mark.index), offsets.count - 1)] }

        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        var input = bytes
        var stack: [Int] = []
        let parsed: Bool = input.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else { return false }
                defer { yaml_event_delete(&event) }
                let (line, column) = (Int(event.start_mark.line) + 1, Int(event.start_mark.column) + 1)
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return true
                case YAML_SCALAR_EVENT:
                    let scalar = event.data.scalar
                    let value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                    add(
                        Node(
                            kind: .scalar, flow: false, start: offset(event.start_mark), end: offset(event.end_mark),
                            line: line, column: column, text: value), &stack)
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    let mapping = event.type == YAML_MAPPING_START_EVENT
                    let flow =
                        mapping
                        ? event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
                        : event.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
                    let index = add(
                        Node(
                            kind: mapping ? .mapping : .sequence, flow: flow, start: offset(event.start_mark),
                            end: offset(event.end_mark), line: line, column: column, text: nil), &stack)
                    stack.append(index)
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let index = stack.popLast() else { return false }
                    if nodes[index].flow {
                        nodes[index].end = offset(event.end_mark)
                    } else {
                        nodes[index].end = nodes[index].children.last.map { nodes[$0].end } ?? nodes[index].start
                    }
                case YAML_ALIAS_EVENT:
                    return false  // manifests hitlint edits use no aliases
                default:
                    break
                }
            }
        }
        guard parsed else { return nil }
    }

    @discardableResult
    private mutating func add(_ node: Node, _ stack: inout [Int]) -> Int {
        nodes.append(node)
        let index = nodes.count - 1
        if let parent = stack.last { nodes[parent].children.append(index) } else if root == nil { root = index }
        return index
    }

    /// A mapping's pairs, as node indices.
    func pairs(_ mapping: Int) -> [(key: Int, value: Int)] {
        let children = nodes[mapping].children
        guard nodes[mapping].kind == .mapping else { return [] }
        return stride(from: 0, to: children.count - 1, by: 2).map { (children[$0], children[$0 + 1]) }
    }

    /// The value of `key` in a mapping.
    func value(_ key: String, in mapping: Int) -> Int? {
        pairs(mapping).first { nodes[$0.key].text == key }?.value
    }

    /// The mapping that has a pair whose value starts at `line`, `column` under `key`.
    func mapping(holding key: String, valueAt line: Int, _ column: Int) -> Int? {
        nodes.indices.first { index in
            nodes[index].kind == .mapping
                && pairs(index).contains {
                    nodes[$0.key].text == key && nodes[$0.value].line == line && nodes[$0.value].column == column
                }
        }
    }
}
