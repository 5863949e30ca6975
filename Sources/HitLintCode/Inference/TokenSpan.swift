/// Tokens of one file with the path they came from: a method body, or the bodies a hit test
/// calls, read as one.
struct TokenSpan {
    var path: String
    var tokens: [CodeToken]
}

/// Operands around an operator, found by walking out from it to the first token that ends an
/// expression at the same bracket depth (or a new line, which ends a Swift statement).
enum Operands {
    private static let stops: Set<String> = [
        ",", ";", "{", "}", "=", "return", "&&", "||", "?", ":", "if", "guard", "while", "let", "var", "in",
        "else", "case", "#end",
    ]

    /// The tokens before `index`, nearest last.
    static func left(of index: Int, in tokens: [CodeToken]) -> ArraySlice<CodeToken> {
        var depth = 0
        var start = index
        let line = tokens[index].line
        while start > 0, index - start < 40 {
            let token = tokens[start - 1]
            if token.line != line, depth == 0 { break }
            if token.kind == .punctuation, token.text == ")" || token.text == "]" {
                depth += 1
            } else if token.kind == .punctuation, token.text == "(" || token.text == "[" {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0, stops.contains(token.text), token.kind != .string {
                break
            }
            start -= 1
        }
        return tokens[start..<index]
    }

    /// The tokens after `index`.
    static func right(of index: Int, in tokens: [CodeToken]) -> ArraySlice<CodeToken> {
        var depth = 0
        var end = index + 1
        let line = tokens[index].line
        while end < tokens.count, end - index < 40 {
            let token = tokens[end]
            if token.line != line, depth == 0 { break }
            if token.kind == .punctuation, token.text == "(" || token.text == "[" {
                depth += 1
            } else if token.kind == .punctuation, token.text == ")" || token.text == "]" {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0, stops.contains(token.text), token.kind != .string {
                break
            }
            end += 1
        }
        return tokens[(index + 1)..<end]
    }
}
