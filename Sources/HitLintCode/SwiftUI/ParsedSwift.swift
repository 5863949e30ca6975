import SwiftParser
import SwiftSyntax

/// A Swift file parsed once for each reader of it (the code reader, the SwiftUI reader, the
/// buttons made in code), or why it cannot be read. A tree deeper than `maximumDepth` (a
/// 20,000-long chain of modifiers) is refused before anything recurses over it, swift-syntax's
/// own location converter included; nesting deeper than `maximumNesting` is a parse error
/// ("does not parse as Swift").
package struct ParsedSwift {
    /// The deepest nesting the parser follows.
    package static let maximumNesting = 200
    /// The deepest syntax tree the recursive walks are given.
    package static let maximumDepth = 2_000

    package let tree: SourceFileSyntax
    package let converter: SourceLocationConverter

    /// Why a file is not read: the sentence its `unread` entry gives.
    package struct Refusal: Error, Equatable {
        package let why: String
    }

    package static func parse(_ text: String, path: String) -> Result<ParsedSwift, Refusal> {
        var parser = Parser(text, maximumNestingLevel: maximumNesting)
        let tree = SourceFileSyntax.parse(from: &parser)
        if isTooDeep(tree) {
            return .failure(
                Refusal(why: "nests deeper than \(maximumDepth) syntax levels (a chain of modifiers that long)"))
        }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        if tree.hasError {
            let line = firstError(in: tree).map { converter.location(for: $0.positionAfterSkippingLeadingTrivia).line }
            return .failure(Refusal(why: "does not parse as Swift" + (line.map { " (line \($0))" } ?? "")))
        }
        return .success(ParsedSwift(tree: tree, converter: converter))
    }

    /// Whether `tree` is deeper than `maximumDepth`, found without recursion.
    package static func isTooDeep(_ tree: some SyntaxProtocol) -> Bool {
        var pending: [(Syntax, Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = pending.popLast() {
            if depth > maximumDepth { return true }
            for child in node.children(viewMode: .sourceAccurate) { pending.append((child, depth + 1)) }
        }
        return false
    }

    /// The first node the parser marked missing or unexpected, found without recursion.
    private static func firstError(in tree: SourceFileSyntax) -> Syntax? {
        var pending: [Syntax] = [Syntax(tree)]
        while let node = pending.popLast() {
            guard node.hasError else { continue }
            if node.is(UnexpectedNodesSyntax.self) { return node }
            if let token = node.as(TokenSyntax.self), token.presence == .missing { return node }
            pending += node.children(viewMode: .all).reversed()
        }
        return nil
    }
}
