import CYaml

/// A pass over libyaml's event stream before Yams composes the document. Yams keeps aliases
/// shared (no expansion), but hashes mapping keys to find duplicates, so an alias of a huge
/// aliased tree used as a key takes exponential time ("billion laughs" through a key). This
/// pass computes every anchor's expanded size and refuses, with the position, a document that
/// expands beyond `maxNodes` or that uses an alias or a collection as a key. Syntax errors are
/// left to Yams, which reports them with their own messages.
enum YAMLPreScan {
    static func check(_ text: String, file: String, maxNodes: Int) throws(InputError) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        let problem: Diagnostic? = bytes.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            return scan(&parser, file: file, maxNodes: maxNodes)
        }
        if let problem { throw InputError(problem) }
    }

    private struct Frame {
        let isMapping: Bool
        let anchor: String?
        var size = 0
        var keyNext = true
    }

    private static func scan(_ parser: inout yaml_parser_t, file: String, maxNodes: Int) -> Diagnostic? {
        var anchors: [String: Int] = [:]
        var stack: [Frame] = []
        var event = yaml_event_t()
        func location(_ mark: yaml_mark_t) -> SourceLocation {
            SourceLocation(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        }
        func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
        }
        /// Adds a finished node of `size` to its parent; a diagnostic when that breaks a rule.
        func add(_ size: Int, isAlias: Bool, isCollection: Bool, at mark: yaml_mark_t) -> Diagnostic? {
            guard !stack.isEmpty else { return nil }
            if stack[stack.count - 1].isMapping && stack[stack.count - 1].keyNext && (isAlias || isCollection) {
                return Diagnostic("mapping keys must be plain names, not \(isAlias ? "aliases" : "lists or mappings")", at: location(mark))
            }
            if stack[stack.count - 1].isMapping { stack[stack.count - 1].keyNext.toggle() }
            stack[stack.count - 1].size = min(stack[stack.count - 1].size + size, Int.max / 4)
            if stack[stack.count - 1].size > maxNodes {
                return Diagnostic("the document expands to more than \(maxNodes) YAML nodes (aliases expanded); split it, or raise limits.maxYAMLNodes", at: location(mark))
            }
            return nil
        }
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else { return nil } // Yams reports syntax errors
            defer { yaml_event_delete(&event) }
            let mark = event.start_mark
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return nil
            case YAML_SCALAR_EVENT:
                if let anchor = name(event.data.scalar.anchor) { anchors[anchor] = 1 }
                if let problem = add(1, isAlias: false, isCollection: false, at: mark) { return problem }
            case YAML_ALIAS_EVENT:
                let size = name(event.data.alias.anchor).flatMap { anchors[$0] } ?? 1
                if let problem = add(size, isAlias: true, isCollection: false, at: mark) { return problem }
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                if let top = stack.last, top.isMapping, top.keyNext {
                    return Diagnostic("mapping keys must be plain names, not lists or mappings", at: location(mark))
                }
                let anchor = isMapping ? name(event.data.mapping_start.anchor) : name(event.data.sequence_start.anchor)
                stack.append(Frame(isMapping: isMapping, anchor: anchor))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = stack.popLast() else { return nil }
                let size = min(frame.size + 1, Int.max / 4)
                if let anchor = frame.anchor { anchors[anchor] = size }
                if let problem = add(size, isAlias: false, isCollection: true, at: mark) { return problem }
            default:
                break
            }
        }
    }
}
