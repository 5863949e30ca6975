/// The string literals the code writes only for one idiom: in the branch of a condition on the
/// device's idiom (`UIDevice.current.userInterfaceIdiom == .pad ? "Player-iPad" : "Player"`,
/// `if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) { ... @"Cell-iPad" ... } else
/// { ... }`). A XIB named by such a string alone is loaded on that idiom only.
package enum IdiomNames {
    package enum Idiom: Sendable, Equatable {
        case pad, phone

        var other: Idiom { self == .pad ? .phone : .pad }
    }

    /// Each string literal of method bodies, property values and constants, with the idiom it is
    /// written for; nil for one written outside any idiom's branch (or under both).
    package static func read(_ code: CodeBase) -> [String: Idiom?] {
        var out: [String: Idiom?] = [:]
        let add = { (text: String, idiom: Idiom?) in
            if let known = out[text] { out[text] = known == idiom ? idiom : .some(nil) } else { out[text] = idiom }
        }
        for file in code.files {
            var bodies = file.types.flatMap {
                $0.methods.map(\.body) + $0.properties.compactMap(\.initialValue?.tokens)
            }
            bodies += file.constants.values.map(\.tokens)
            for body in bodies {
                for (text, idiom) in strings(in: body) { add(text, idiom) }
            }
        }
        return out
    }

    /// The idiom a condition tests, and whether it tests for it (`==`) or against it (`!=`, `!`).
    static func idiom(ofCondition tokens: ArraySlice<CodeToken>) -> Idiom? {
        let names = tokens.filter { $0.kind == .identifier }.map(\.text)
        let asksIdiom = names.contains {
            [
                "userInterfaceIdiom", "UI_USER_INTERFACE_IDIOM", "isPad", "isIPad", "isPhone", "isIPhone",
                "UIUserInterfaceIdiomPad", "UIUserInterfaceIdiomPhone",
            ].contains($0)
        }
        guard asksIdiom else { return nil }
        let pad = names.contains { ["pad", "UIUserInterfaceIdiomPad", "isPad", "isIPad"].contains($0) }
        let phone = names.contains { ["phone", "UIUserInterfaceIdiomPhone", "isPhone", "isIPhone"].contains($0) }
        guard pad != phone else { return nil }
        let negated = tokens.contains { $0.kind == .punctuation && ($0.text == "!=" || $0.text == "!") }
        let tested: Idiom = pad ? .pad : .phone
        return negated ? tested.other : tested
    }

    /// The strings of a body with the idiom of the branch each lies in.
    static func strings(in t: [CodeToken]) -> [(String, Idiom?)] {
        var out: [(String, Idiom?)] = []
        // For each open brace, the idiom of its block; for the block just closed, its idiom (an
        // `else` block after it is the other idiom's).
        var blocks: [Idiom?] = []
        var closed: Idiom?? = nil
        for i in t.indices {
            let token = t[i]
            if token.isPunctuation("{") {
                blocks.append(blockIdiom(t, brace: i, after: closed))
                closed = nil
            } else if token.isPunctuation("}") {
                closed = .some(blocks.popLast() ?? nil)
            } else if token.kind == .string {
                let idiom = ternaryIdiom(t, string: i) ?? blocks.last(where: { $0 != nil }) ?? nil
                out.append((token.text, idiom))
            }
        }
        return out
    }

    /// The idiom of the block a `{` opens: `if CONDITION {` on an idiom, or `else {` after one.
    private static func blockIdiom(_ t: [CodeToken], brace: Int, after closed: Idiom??) -> Idiom? {
        if brace > 0, t[brace - 1].text == "else" {
            guard case .some(.some(let previous)) = closed else { return nil }
            return previous.other
        }
        var j = brace - 1
        while j >= 0, !["{", "}", ";"].contains(t[j].text), t[j].text != "if" { j -= 1 }
        guard j >= 0, t[j].text == "if" else { return nil }
        return idiom(ofCondition: t[(j + 1)..<brace])
    }

    /// The idiom of a ternary branch the string at `index` is: `CONDITION ? "a" : "b"` on one line.
    private static func ternaryIdiom(_ t: [CodeToken], string index: Int) -> Idiom? {
        let line = t[index].line
        var j = index - 1
        var sawColon = false
        while j >= 0, t[j].line == line, !["{", "}", ";"].contains(t[j].text) {
            if t[j].isPunctuation(":") { sawColon = true }
            if t[j].isPunctuation("?") {
                var start = j - 1
                while start >= 0, t[start].line == line,
                    !["{", "}", ";", "=", "(", ",", "return"].contains(t[start].text)
                {
                    start -= 1
                }
                guard let tested = idiom(ofCondition: t[(start + 1)..<j]) else { return nil }
                return sawColon ? tested.other : tested
            }
            j -= 1
        }
        return nil
    }
}
