import CYaml

/// Composes a `YAMLTree` from libyaml's event stream (the parser Yams wraps) in one pass, with
/// the document's size bounded as it goes: every anchor's expanded size is tracked, and a
/// document that expands beyond `maxNodes` nodes, or that uses an alias or a collection as a
/// mapping key, is refused with the position ("billion laughs" through aliases would otherwise
/// make the reader walk an exponential tree).
///
/// It is the one walk of libyaml's events in hitlint: the manifest reader reads the tree, and
/// `hitlint fix` places its edits by the spans the same events gave (`YAMLOutline`).
///
/// What it does not judge (syntax errors, undefined aliases, a second document, duplicate keys)
/// it leaves to Yams, whose messages hitlint reports: it answers `.askYams`.
package enum YAMLComposer {
    package enum Outcome {
        case composed(YAMLTree, root: YAMLNode)
        /// No document at all.
        case empty
        case refused(Diagnostic)
        case askYams
    }

    package static let stringTag = "tag:yaml.org,2002:str"
    /// Tags that say what the text already says (or, `!!str`, make a string of it); any other
    /// tag would be silently ignored, so it is refused.
    package static let scalarTags: Set<String> = [stringTag, "!"]
    package static let mappingTag = "tag:yaml.org,2002:map"
    package static let sequenceTag = "tag:yaml.org,2002:seq"

    /// `allowDuplicateKeys`: compose mappings whose keys repeat a text (when Yams accepted them).
    package static func compose(_ text: String, file: String, maxNodes: Int, allowDuplicateKeys: Bool = false)
        -> Outcome
    {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return .askYams }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var composer = EventComposer(file: file, maxNodes: maxNodes, allowDuplicateKeys: allowDuplicateKeys)
            return composer.run(&parser)
        }
    }

    /// The composition state: the tree so far and the collections still open.
    private struct EventComposer {
        let file: String
        let maxNodes: Int
        let allowDuplicateKeys: Bool
        var tree = YAMLTree()
        /// Anchor name -> node and expanded size.
        var anchors: [String: (node: YAMLNode, size: Int)] = [:]
        var frames: [Frame] = []
        /// The finished children of the open collections, innermost last.
        var pending: [YAMLNode] = []
        var root: YAMLNode?

        struct Frame {
            let kind: YAMLTree.Kind
            let anchor: String?
            let line: Int, column: Int
            /// libyaml's character index of the start event, and whether it is flow style.
            let startIndex: Int
            let flow: Bool
            /// Where this collection's children start in `pending`.
            let start: Int
            /// Expanded size of the children so far.
            var size = 0
            var keyNext = true
        }

        init(file: String, maxNodes: Int, allowDuplicateKeys: Bool) {
            (self.file, self.maxNodes, self.allowDuplicateKeys) = (file, maxNodes, allowDuplicateKeys)
        }

        mutating func run(_ parser: inout yaml_parser_t) -> Outcome {
            var event = yaml_event_t()
            var documents = 0
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else { return .askYams }
                defer { yaml_event_delete(&event) }
                let (line, column) = (Int(event.start_mark.line) + 1, Int(event.start_mark.column) + 1)
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    guard let root else { return .empty }
                    return .composed(tree, root: root)
                case YAML_DOCUMENT_START_EVENT:
                    documents += 1
                    if documents > 1 { return .askYams }
                case YAML_SCALAR_EVENT:
                    if let outcome = addScalar(event, line: line, column: column) { return outcome }
                case YAML_ALIAS_EVENT:
                    guard let anchor = name(event.data.alias.anchor), let target = anchors[anchor] else {
                        return .askYams
                    }
                    tree.hasAliases = true
                    if let problem = add(
                        target.node, size: target.size, isAlias: true, isCollection: false, line: line, column: column)
                    {
                        return .refused(problem)
                    }
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    if let outcome = openCollection(event, line: line, column: column) { return outcome }
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    if let outcome = closeCollection(event, line: line, column: column) { return outcome }
                default:
                    break
                }
            }
        }

        /// A scalar: a node of its text, plain when neither quoted nor tagged; its anchor's size is 1.
        private mutating func addScalar(_ event: yaml_event_t, line: Int, column: Int) -> Outcome? {
            let scalar = event.data.scalar
            let value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            // `!!str` (and the non-specific `!`) make a string of what would read as a number: quoted.
            let tag = name(scalar.tag)
            if let tag, !YAMLComposer.scalarTags.contains(tag) { return .refused(unsupported(tag, line, column)) }
            let plain = scalar.style == YAML_PLAIN_SCALAR_STYLE && tag == nil
            let span = Int(event.start_mark.index)..<max(Int(event.start_mark.index), Int(event.end_mark.index))
            let node = tree.addScalar(value, plain: plain, line: line, column: column, span: span)
            if let anchor = name(scalar.anchor) { anchors[anchor] = (node, 1) }
            if let problem = add(node, size: 1, isAlias: false, isCollection: false, line: line, column: column) {
                return .refused(problem)
            }
            return nil
        }

        /// The start of a sequence or mapping: a frame its children gather in.
        private mutating func openCollection(_ event: yaml_event_t, line: Int, column: Int) -> Outcome? {
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            if let top = frames.last, top.kind == .mapping, top.keyNext {
                return .refused(
                    Diagnostic("mapping keys must be plain names, not lists or mappings", at: location(line, column)))
            }
            let anchor = isMapping ? name(event.data.mapping_start.anchor) : name(event.data.sequence_start.anchor)
            let tag = isMapping ? name(event.data.mapping_start.tag) : name(event.data.sequence_start.tag)
            if let tag, tag != (isMapping ? YAMLComposer.mappingTag : YAMLComposer.sequenceTag) {
                return .refused(unsupported(tag, line, column))
            }
            let flow =
                isMapping
                ? event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
                : event.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
            frames.append(
                Frame(
                    kind: isMapping ? .mapping : .sequence, anchor: anchor, line: line, column: column,
                    startIndex: Int(event.start_mark.index), flow: flow, start: pending.count))
            return nil
        }

        /// The end of a sequence or mapping: a node of its children, whose expanded size its anchor keeps.
        private mutating func closeCollection(_ event: yaml_event_t, line: Int, column: Int) -> Outcome? {
            guard let frame = frames.popLast() else { return .askYams }
            let members = pending[frame.start...]
            if frame.kind == .mapping, !allowDuplicateKeys, hasRepeatedKey(members) { return .askYams }
            let span = frame.startIndex..<max(frame.startIndex, Int(event.end_mark.index))
            let node = tree.addCollection(
                frame.kind, members, line: frame.line, column: frame.column, span: span, flow: frame.flow)
            pending.removeSubrange(frame.start...)
            let size = min(frame.size + 1, Int.max / 4)
            if let anchor = frame.anchor { anchors[anchor] = (node, size) }
            if let problem = add(node, size: size, isAlias: false, isCollection: true, line: line, column: column) {
                return .refused(problem)
            }
            return nil
        }

        /// Adds a finished node of expanded `size` to the open collection (or makes it the root);
        /// a diagnostic when that breaks a rule.
        mutating func add(_ node: YAMLNode, size: Int, isAlias: Bool, isCollection: Bool, line: Int, column: Int)
            -> Diagnostic?
        {
            guard !frames.isEmpty else {
                root = node
                return nil
            }
            let top = frames.count - 1
            if frames[top].kind == .mapping && frames[top].keyNext && (isAlias || isCollection) {
                return Diagnostic(
                    "mapping keys must be plain names, not \(isAlias ? "aliases" : "lists or mappings")",
                    at: location(line, column))
            }
            if frames[top].kind == .mapping { frames[top].keyNext.toggle() }
            frames[top].size = min(frames[top].size + size, Int.max / 4)
            if frames[top].size > maxNodes { return tooLarge(line, column) }
            pending.append(node)
            return nil
        }

        /// Whether two keys of a mapping's members (key, value, ...) have the same text.
        func hasRepeatedKey(_ members: ArraySlice<YAMLNode>) -> Bool {
            let keys = stride(from: members.startIndex, to: members.endIndex, by: 2).compactMap {
                tree.text(members[$0])
            }
            if keys.count <= 16 {
                for i in keys.indices { for j in keys.indices where j > i && keys[i] == keys[j] { return true } }
                return false
            }
            return Set(keys).count < keys.count
        }

        func unsupported(_ tag: String, _ line: Int, _ column: Int) -> Diagnostic {
            let shown = tag.hasPrefix("tag:yaml.org,2002:") ? "!!" + tag.dropFirst("tag:yaml.org,2002:".count) : tag
            return Diagnostic(
                "unsupported YAML tag \(MessageFormat.quote(shown)); manifests use no tags (only !!str, to make a string of a number)",
                at: location(line, column))
        }

        func tooLarge(_ line: Int, _ column: Int) -> Diagnostic {
            Diagnostic(
                "the document expands to more than \(maxNodes) YAML nodes (aliases expanded); split it, or raise limits.maxYAMLNodes",
                at: location(line, column))
        }

        func location(_ line: Int, _ column: Int) -> SourceLocation {
            SourceLocation(file: file, line: line, column: column)
        }

        func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
        }
    }
}
