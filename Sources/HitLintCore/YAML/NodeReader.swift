import Foundation

/// Reads typed values out of YAML nodes, recording a located diagnostic for each problem
/// instead of stopping at the first, so one run shows every mistake in a file. (The document's
/// size, aliases expanded, was bounded by `YAMLComposer` as it was composed.)
package final class NodeReader {
    package let document: YAMLDocument
    package private(set) var diagnostics: [Diagnostic] = []

    package init(document: YAMLDocument) {
        self.document = document
    }

    package func location(_ node: YAMLNode) -> SourceLocation { document.location(of: node) }

    package var tree: YAMLTree { document.tree }

    package func kind(_ node: YAMLNode) -> YAMLTree.Kind { document.tree.kind(node) }

    /// Most diagnostics kept per file, as compilers do: past it, one line says more were cut.
    package static let maxDiagnostics = 50

    /// The diagnostics in the order of the file (line, then column); the note that more were cut
    /// stays last.
    package var sortedDiagnostics: [Diagnostic] {
        let capped = diagnostics.count > NodeReader.maxDiagnostics
        let kept = capped ? Array(diagnostics.prefix(NodeReader.maxDiagnostics)) : diagnostics
        let sorted = kept.enumerated().sorted { a, b in
            let (x, y) = (a.element.location, b.element.location)
            if let x, let y, x.line != y.line || x.column != y.column { return (x.line, x.column) < (y.line, y.column) }
            return a.offset < b.offset
        }.map(\.element)
        return capped ? sorted + [diagnostics[NodeReader.maxDiagnostics]] : sorted
    }

    /// Records a diagnostic; past the cap its message is not even built.
    package func error(_ message: @autoclosure () -> String, at node: YAMLNode) {
        error(message(), at: location(node))
    }

    package func error(_ message: @autoclosure () -> String, at location: SourceLocation) {
        if diagnostics.count < NodeReader.maxDiagnostics {
            diagnostics.append(Diagnostic(message(), at: location))
        } else if diagnostics.count == NodeReader.maxDiagnostics {
            diagnostics.append(Diagnostic("too many errors; fix the ones above first", at: location))
        }
    }

    // MARK: Mappings

    /// The pairs of a mapping, with unknown and duplicate keys reported. Nil (and a diagnostic) when `node` is no mapping.
    /// `hints`: a message for keys that are known elsewhere (a rule id written outside `rules:`).
    package func mapping(
        _ node: YAMLNode, what: String, keys known: [String],
        hint: (String) -> String? = { _ in nil }
    ) -> [(key: String, keyNode: YAMLNode, value: YAMLNode)]? {
        guard kind(node) == .mapping else {
            error("\(what) must be a mapping of keys to values", at: node)
            return nil
        }
        var seen = Set<String>()
        var pairs: [(key: String, keyNode: YAMLNode, value: YAMLNode)] = []
        for (keyNode, value) in tree.pairs(node) {
            guard let key = tree.text(keyNode) else {
                error("keys of \(what) must be plain names", at: keyNode)
                continue
            }
            if !known.contains(key) {
                let hint =
                    key == "<<"
                    ? "; YAML merge keys are not supported, write the keys out"
                    : hint(key).map { "; \($0)" } ?? Suggestion.didYouMean(key, among: known)
                error("unknown key \(MessageFormat.quote(key)) in \(what)\(hint)", at: keyNode)
                continue
            }
            if !seen.insert(key).inserted {
                error("duplicate key \(MessageFormat.quote(key)) in \(what)", at: keyNode)
                continue
            }
            pairs.append((key, keyNode, value))
        }
        return pairs
    }

    package func sequence(_ node: YAMLNode, what: String) -> [YAMLNode]? {
        guard kind(node) == .sequence else {
            error("\(what) must be a list", at: node)
            return nil
        }
        return Array(tree.items(node))
    }

    // MARK: Scalars

    private func plainScalar(_ node: YAMLNode) -> String? {
        tree.isPlain(node) ? tree.text(node) : nil
    }

    package func string(_ node: YAMLNode, what: String) -> String? {
        guard let text = tree.text(node) else {
            error("\(what) must be a string", at: node)
            return nil
        }
        if tree.isPlain(node), NodeReader.isNull(text) {
            error("\(what) must be a string, not null", at: node)
            return nil
        }
        return text
    }

    package func bool(_ node: YAMLNode, what: String) -> Bool? {
        switch plainScalar(node)?.lowercased() {
        case "true": return true
        case "false": return false
        default:
            error("\(what) must be true or false, not \(describe(node))", at: node)
            return nil
        }
    }

    /// A finite number within `range`.
    package func number(_ node: YAMLNode, what: @autoclosure () -> String, in range: ClosedRange<Double>) -> Double? {
        guard let text = plainScalar(node) else {
            error("\(what()) must be a number, not \(describe(node))", at: node)
            return nil
        }
        // The common case first: a plain finite number.
        if let value = Double(text), value.isFinite {
            return checked(value, text: text, what: what, in: range, at: node)
        }
        let lowered = text.lowercased()
        if [".nan", "nan", ".inf", "+.inf", "-.inf", "inf", "-inf", "+inf", "infinity", "-infinity"].contains(lowered) {
            error("\(what()) must be a finite number, not \(text)", at: node)
            return nil
        }
        guard let value = Double(text.replacingOccurrences(of: "_", with: "")), value.isFinite else {
            // "10%" for a fraction: say which number it means.
            if text.hasSuffix("%"), let percent = Double(text.dropLast().trimmingCharacters(in: .whitespaces)),
                percent.isFinite
            {
                error(
                    "\(what()) must be a number, not \(describe(node)); for \(text) write \(MessageFormat.plain(percent / 100))",
                    at: node)
                return nil
            }
            error("\(what()) must be a number, not \(describe(node))", at: node)
            return nil
        }
        return checked(value, text: text, what: what, in: range, at: node)
    }

    private func checked(
        _ value: Double, text: String, what: () -> String, in range: ClosedRange<Double>, at node: YAMLNode
    ) -> Double? {
        guard range.contains(value) else {
            error(
                "\(what()) must be between \(MessageFormat.plain(range.lowerBound)) and \(MessageFormat.plain(range.upperBound)), not \(text)",
                at: node)
            return nil
        }
        return value
    }

    /// A whole number within `range`.
    package func integer(_ node: YAMLNode, what: String, in range: ClosedRange<Int>) -> Int? {
        guard let text = plainScalar(node), let value = Int(text) else {
            error("\(what) must be a whole number, not \(describe(node))", at: node)
            return nil
        }
        guard range.contains(value) else {
            let allowed =
                range.count <= 4
                ? range.map(String.init).joined(separator: ", ") : "\(range.lowerBound)...\(range.upperBound)"
            error("\(what) must be one of \(allowed), not \(value)", at: node)
            return nil
        }
        return value
    }

    /// A list of exactly `count` numbers, each checked by `check`.
    package func numbers(_ node: YAMLNode, what: String, count: Int, names: [String], ranges: [ClosedRange<Double>])
        -> [Double]?
    {
        let sequence = tree.items(node)
        guard kind(node) == .sequence, sequence.count == count else {
            error("\(what) must be a list of \(count) numbers [\(names.joined(separator: ", "))]", at: node)
            return nil
        }
        var values: [Double] = []
        for (index, item) in sequence.enumerated() {
            guard let value = number(item, what: "\(what) \(names[index])", in: ranges[index]) else { continue }
            values.append(value)
        }
        return values.count == count ? values : nil
    }

    /// One of the raw values of `T`, with a suggestion when misspelt.
    package func choice<T: RawRepresentable & CaseIterable>(_ node: YAMLNode, what: String, as: T.Type) -> T?
    where T.RawValue == String {
        guard let text = tree.text(node) else {
            error("\(what) must be one of \(T.allCases.map(\.rawValue).joined(separator: ", "))", at: node)
            return nil
        }
        if let value = T(rawValue: text) { return value }
        let names = T.allCases.map(\.rawValue)
        error(
            "\(what) must be one of \(names.joined(separator: ", ")), not \(MessageFormat.quote(text))\(Suggestion.didYouMean(text, among: names))",
            at: node)
        return nil
    }

    package func describe(_ node: YAMLNode) -> String {
        switch kind(node) {
        case .scalar:
            let string = tree.text(node) ?? ""
            if tree.isPlain(node), NodeReader.isNull(string) { return "null" }
            let text = string.count > 40 ? String(string.prefix(40)) + "…" : string
            return tree.isPlain(node) ? text : "the string \"\(text)\""
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }

    package static func isNull(_ text: String) -> Bool { ["", "~", "null", "Null", "NULL"].contains(text) }

}
