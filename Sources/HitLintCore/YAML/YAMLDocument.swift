import Foundation
import Yams

/// A YAML file composed into a `YAMLTree`, kept with its path so every node can be located.
/// libyaml (through Yams' CYaml) parses it; Yams itself is asked only about a text the composer
/// does not accept, so that syntax errors read as Yams reports them.
package struct YAMLDocument {
    package let file: String
    package let tree: YAMLTree
    package let root: YAMLNode

    /// Parses `text`; a syntax error becomes a diagnostic at libyaml's line and column. Alias
    /// expansion is bounded by `maxNodes`.
    package init(text: String, file: String, maxNodes: Int) throws(InputError) {
        self.file = file
        var outcome = YAMLComposer.compose(text, file: file, maxNodes: maxNodes)
        if case .askYams = outcome {
            try YAMLDocument.yamsVerdict(text, file: file)
            // Yams accepted it: the only question left was keys that repeat a text, which the
            // reader reports itself.
            outcome = YAMLComposer.compose(text, file: file, maxNodes: maxNodes, allowDuplicateKeys: true)
        }
        switch outcome {
        case .composed(let tree, let root):
            (self.tree, self.root) = (tree, root)
        case .empty:
            throw InputError(Diagnostic("the file is empty", at: SourceLocation(file: file, line: 1, column: 1)))
        case .refused(let diagnostic):
            throw InputError(diagnostic)
        case .askYams:
            throw InputError(Diagnostic("cannot parse YAML", file: file))
        }
    }

    /// Yams' error for `text`, if it has one.
    private static func yamsVerdict(_ text: String, file: String) throws(InputError) {
        do {
            // Yams is asked for no implicit tags: its default resolver matches every scalar
            // against regular expressions.
            _ = try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            throw InputError(YAMLDocument.diagnostic(for: error, file: file))
        } catch {
            throw InputError(Diagnostic("cannot parse YAML: \(error)", file: file))
        }
    }

    package func location(of node: YAMLNode) -> SourceLocation {
        let (line, column) = tree.position(node)
        return SourceLocation(file: file, line: line, column: column)
    }

    package static func diagnostic(for error: YamlError, file: String) -> Diagnostic {
        func at(_ mark: Mark, _ problem: String, _ context: YamlError.Context?) -> Diagnostic {
            var message = "invalid YAML: \(problem)"
            if let context { message += " (\(context.text) at \(context.mark.line):\(context.mark.column))" }
            return Diagnostic(message, at: SourceLocation(file: file, line: mark.line, column: mark.column))
        }
        switch error {
        case .scanner(let context, let problem, let mark, _): return at(mark, problem, context)
        case .parser(let context, let problem, let mark, _): return at(mark, problem, context)
        case .composer(let context, let problem, let mark, _): return at(mark, problem, context)
        case .reader(let problem, let offset, _, _):
            return Diagnostic("invalid text: \(problem)\(offset.map { " at byte \($0)" } ?? "")", file: file)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return Diagnostic(
                "duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", "))",
                at: SourceLocation(file: file, line: context.mark.line, column: context.mark.column))
        default:
            return Diagnostic("invalid YAML: \(error)", file: file)
        }
    }
}
