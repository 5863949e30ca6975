import Foundation
import Yams

/// A YAML file parsed with Yams, kept with its path so every node can be located.
struct YAMLDocument {
    let file: String
    let root: Node

    /// Parses `text`; a syntax error becomes a diagnostic at libyaml's line and column. Alias
    /// expansion is bounded by `maxNodes` before Yams composes the document.
    init(text: String, file: String, maxNodes: Int) throws(InputError) {
        self.file = file
        try YAMLPreScan.check(text, file: file, maxNodes: maxNodes)
        let parsed: Node?
        do {
            // The reader interprets plain scalars itself, so Yams is asked for no implicit tags:
            // its default resolver matches every scalar against regular expressions.
            parsed = try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            throw InputError(YAMLDocument.diagnostic(for: error, file: file))
        } catch {
            throw InputError(Diagnostic("cannot parse YAML: \(error)", file: file))
        }
        guard let parsed else {
            throw InputError(Diagnostic("the file is empty", at: SourceLocation(file: file, line: 1, column: 1)))
        }
        root = parsed
    }

    func location(of node: Node) -> SourceLocation {
        let mark = node.mark
        return SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    static func diagnostic(for error: YamlError, file: String) -> Diagnostic {
        func at(_ mark: Mark, _ problem: String, _ context: YamlError.Context?) -> Diagnostic {
            var message = "invalid YAML: \(problem)"
            if let context { message += " (\(context.text) at \(context.mark.line):\(context.mark.column))" }
            return Diagnostic(message, at: SourceLocation(file: file, line: mark.line, column: mark.column))
        }
        switch error {
        case let .scanner(context, problem, mark, _): return at(mark, problem, context)
        case let .parser(context, problem, mark, _): return at(mark, problem, context)
        case let .composer(context, problem, mark, _): return at(mark, problem, context)
        case let .reader(problem, offset, _, _):
            return Diagnostic("invalid text: \(problem)\(offset.map { " at byte \($0)" } ?? "")", file: file)
        case let .duplicatedKeysInMapping(duplicates, context):
            return Diagnostic("duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", "))",
                              at: SourceLocation(file: file, line: context.mark.line, column: context.mark.column))
        default:
            return Diagnostic("invalid YAML: \(error)", file: file)
        }
    }
}

/// Reads typed values out of YAML nodes, recording a located diagnostic for each problem
/// instead of stopping at the first, so one run shows every mistake in a file. (The document's
/// size, aliases expanded, was bounded by `YAMLPreScan` before it was composed.)
final class NodeReader {
    let document: YAMLDocument
    private(set) var diagnostics: [Diagnostic] = []

    init(document: YAMLDocument) {
        self.document = document
    }

    func location(_ node: Node) -> SourceLocation { document.location(of: node) }

    /// Most diagnostics kept per file, as compilers do: past it, one line says more were cut.
    static let maxDiagnostics = 50

    func error(_ message: String, at node: Node) {
        if diagnostics.count < NodeReader.maxDiagnostics {
            diagnostics.append(Diagnostic(message, at: location(node)))
        } else if diagnostics.count == NodeReader.maxDiagnostics {
            diagnostics.append(Diagnostic("too many errors; fix the ones above first", at: location(node)))
        }
    }

    // MARK: Mappings

    /// The pairs of a mapping, with unknown and duplicate keys reported. Nil (and a diagnostic) when `node` is no mapping.
    func mapping(_ node: Node, what: String, keys known: [String]) -> [(key: String, keyNode: Node, value: Node)]? {
        guard case let .mapping(mapping) = node else {
            error("\(what) must be a mapping of keys to values", at: node)
            return nil
        }
        var seen = Set<String>()
        var pairs: [(key: String, keyNode: Node, value: Node)] = []
        for (keyNode, value) in mapping {
            guard case let .scalar(scalar) = keyNode else {
                error("keys of \(what) must be plain names", at: keyNode)
                continue
            }
            let key = scalar.string
            if !known.contains(key) {
                let hint = key == "<<" ? "; YAML merge keys are not supported, write the keys out"
                    : Suggestion.didYouMean(key, among: known)
                error("unknown key '\(key)' in \(what)\(hint)", at: keyNode)
                continue
            }
            if !seen.insert(key).inserted {
                error("duplicate key '\(key)' in \(what)", at: keyNode)
                continue
            }
            pairs.append((key, keyNode, value))
        }
        return pairs
    }

    func sequence(_ node: Node, what: String) -> [Node]? {
        guard case let .sequence(sequence) = node else {
            error("\(what) must be a list", at: node)
            return nil
        }
        return Array(sequence)
    }

    // MARK: Scalars

    private func plainScalar(_ node: Node) -> String? {
        guard case let .scalar(scalar) = node else { return nil }
        return scalar.style == .plain ? scalar.string : nil
    }

    func string(_ node: Node, what: String) -> String? {
        guard case let .scalar(scalar) = node else {
            error("\(what) must be a string", at: node)
            return nil
        }
        if scalar.style == .plain, NodeReader.isNull(scalar.string) {
            error("\(what) must be a string, not null", at: node)
            return nil
        }
        return scalar.string
    }

    func bool(_ node: Node, what: String) -> Bool? {
        switch plainScalar(node)?.lowercased() {
        case "true": return true
        case "false": return false
        default:
            error("\(what) must be true or false, not \(describe(node))", at: node)
            return nil
        }
    }

    /// A finite number within `range`.
    func number(_ node: Node, what: @autoclosure () -> String, in range: ClosedRange<Double>) -> Double? {
        guard let text = plainScalar(node) else {
            error("\(what()) must be a number, not \(describe(node))", at: node)
            return nil
        }
        // The common case first: a plain finite number.
        if let value = Double(text), value.isFinite { return checked(value, text: text, what: what, in: range, at: node) }
        let lowered = text.lowercased()
        if [".nan", "nan", ".inf", "+.inf", "-.inf", "inf", "-inf", "+inf", "infinity", "-infinity"].contains(lowered) {
            error("\(what()) must be a finite number, not \(text)", at: node)
            return nil
        }
        guard let value = Double(text.replacingOccurrences(of: "_", with: "")), value.isFinite else {
            error("\(what()) must be a number, not \(describe(node))", at: node)
            return nil
        }
        return checked(value, text: text, what: what, in: range, at: node)
    }

    private func checked(_ value: Double, text: String, what: () -> String, in range: ClosedRange<Double>, at node: Node) -> Double? {
        guard range.contains(value) else {
            error("\(what()) must be between \(MessageFormat.plain(range.lowerBound)) and \(MessageFormat.plain(range.upperBound)), not \(text)", at: node)
            return nil
        }
        return value
    }

    /// A whole number within `range`.
    func integer(_ node: Node, what: String, in range: ClosedRange<Int>) -> Int? {
        guard let text = plainScalar(node), let value = Int(text) else {
            error("\(what) must be a whole number, not \(describe(node))", at: node)
            return nil
        }
        guard range.contains(value) else {
            let allowed = range.count <= 4 ? range.map(String.init).joined(separator: ", ") : "\(range.lowerBound)...\(range.upperBound)"
            error("\(what) must be one of \(allowed), not \(value)", at: node)
            return nil
        }
        return value
    }

    /// A list of exactly `count` numbers, each checked by `check`.
    func numbers(_ node: Node, what: String, count: Int, names: [String], ranges: [ClosedRange<Double>]) -> [Double]? {
        guard case let .sequence(sequence) = node, sequence.count == count else {
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
    func choice<T: RawRepresentable & CaseIterable>(_ node: Node, what: String, as: T.Type) -> T? where T.RawValue == String {
        guard case let .scalar(scalar) = node else {
            error("\(what) must be one of \(T.allCases.map(\.rawValue).joined(separator: ", "))", at: node)
            return nil
        }
        if let value = T(rawValue: scalar.string) { return value }
        let names = T.allCases.map(\.rawValue)
        error("\(what) must be one of \(names.joined(separator: ", ")), not '\(scalar.string)'\(Suggestion.didYouMean(scalar.string, among: names))", at: node)
        return nil
    }

    func describe(_ node: Node) -> String {
        switch node {
        case let .scalar(scalar):
            if scalar.style == .plain, NodeReader.isNull(scalar.string) { return "null" }
            let text = scalar.string.count > 40 ? String(scalar.string.prefix(40)) + "…" : scalar.string
            return scalar.style == .plain ? text : "the string \"\(text)\""
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    static func isNull(_ text: String) -> Bool { ["", "~", "null", "Null", "NULL"].contains(text) }

}
