/// The arguments of a call written in either language, each without its label.
enum CallArguments {
    /// `name(a, label: b)`: the tokens of each argument of the parenthesised list after `index`.
    static func parenthesised(_ t: [CodeToken], after index: Int) -> [ArraySlice<CodeToken>]? {
        guard index + 1 < t.count, t[index + 1].text == "(" else { return nil }
        var arguments: [ArraySlice<CodeToken>] = []
        var depth = 0
        var start = index + 2
        var i = index + 1
        while i < t.count {
            let text = t[i].kind == .punctuation ? t[i].text : ""
            if text == "(" || text == "[" {
                depth += 1
            } else if text == ")" || text == "]" {
                depth -= 1
                if depth == 0 {
                    if start < i { arguments.append(unlabelled(t[start..<i])) }
                    return arguments
                }
            } else if text == ",", depth == 1 {
                arguments.append(unlabelled(t[start..<i]))
                start = i + 1
            }
            i += 1
        }
        return nil
    }

    /// `[receiver piece:a piece:b]`: the value after each piece's colon, from the piece at `index`.
    static func message(_ t: [CodeToken], at index: Int) -> [ArraySlice<CodeToken>] {
        var arguments: [ArraySlice<CodeToken>] = []
        var i = index
        while i + 1 < t.count, t[i].kind == .identifier, t[i + 1].text == ":" {
            var end = i + 2
            var depth = 0
            while end < t.count {
                let text = t[end].text
                if text == "[" || text == "(" { depth += 1 }
                if text == "]" || text == ")" {
                    if depth == 0 { break }
                    depth -= 1
                }
                if depth == 0, t[end].kind == .identifier, end + 1 < t.count, t[end + 1].text == ":", end > i + 2 {
                    break
                }
                end += 1
            }
            arguments.append(t[(i + 2)..<end])
            if end < t.count, t[end].text == "]" { break }
            i = end
        }
        return arguments
    }

    private static func unlabelled(_ tokens: ArraySlice<CodeToken>) -> ArraySlice<CodeToken> {
        let start = tokens.startIndex
        if tokens.count >= 2, tokens[start].kind == .identifier, tokens[start + 1].text == ":" {
            return tokens.dropFirst(2)
        }
        return tokens
    }
}
