/// The action a tap recognizer added in code calls on the class itself (docs/code.md, "A tap
/// beside a button that does the same"): `view.addGestureRecognizer(UITapGestureRecognizer(target:
/// self, action: #selector(dismiss)))`, or the recognizer made first in a variable (`let tap =
/// UITapGestureRecognizer(...)`, `UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc]
/// initWithTarget:self action:@selector(dismiss:)];`) and added by its name in the same method.
enum TapRecognizers {
    /// The selector's name without its labels (`dismiss` for `dismiss:` and `dismiss(_:)`), when
    /// `argument` (what is passed to `addGestureRecognizer`) is a tap recognizer made with `self`
    /// as its target; nil for anything else (another target, a long press, a recognizer passed in).
    static func action(of argument: ArraySlice<CodeToken>, before index: Int, in t: [CodeToken]) -> String? {
        if argument.count == 1, let name = argument.first, name.kind == .identifier {
            guard let made = assigned(to: name.text, before: index, in: t) else { return nil }
            return action(made: made)
        }
        return action(made: argument)
    }

    /// The tokens of the last `name = ...` statement before `index` (a declaration or an
    /// assignment), up to its `;` or the end of its line outside brackets.
    private static func assigned(to name: String, before index: Int, in t: [CodeToken]) -> ArraySlice<CodeToken>? {
        var j = min(index, t.count) - 2
        while j >= 0 {
            if t[j].kind == .identifier, t[j].text == name, t[j + 1].isPunctuation("="),
                j == 0 || !(t[j - 1].isPunctuation(".") || t[j - 1].isPunctuation("->"))
            {
                let start = j + 2
                var end = start
                var depth = 0
                while end < index {
                    let token = t[end]
                    if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
                    if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
                    if depth == 0, token.isPunctuation(";") { break }
                    if depth == 0, end > start, token.line != t[end - 1].line { break }
                    end += 1
                }
                return t[start..<end]
            }
            j -= 1
        }
        return nil
    }

    /// The action of `UITapGestureRecognizer(target: self, action: #selector(name))` or
    /// `[[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(name:)]`.
    private static func action(made tokens: ArraySlice<CodeToken>) -> String? {
        let t = Array(tokens)
        guard t.first(where: { $0.kind == .identifier })?.text == "UITapGestureRecognizer" else { return nil }
        guard let target = t.firstIndex(where: { $0.text == "target" || $0.text == "initWithTarget" }),
            target + 2 < t.count, t[target + 1].isPunctuation(":"), t[target + 2].text == "self",
            let label = t.firstIndex(where: { $0.text == "action" }), label + 1 < t.count,
            t[label + 1].isPunctuation(":")
        else { return nil }
        return selectorName(t, from: label + 2)
    }

    /// The name in `#selector(...)` or `@selector(...)` at `index`: its last identifier before
    /// its labels (`#selector(self.dismiss(_:))`, `@selector(dismiss:)` -> `dismiss`).
    private static func selectorName(_ t: [CodeToken], from index: Int) -> String? {
        var i = index
        if i < t.count, t[i].isPunctuation("#") || t[i].isPunctuation("@") { i += 1 }
        guard i + 1 < t.count, ["selector", "#selector", "@selector"].contains(t[i].text), t[i + 1].isPunctuation("(")
        else { return nil }
        var name: String?
        i += 2
        while i < t.count, t[i].kind == .identifier || t[i].isPunctuation(".") {
            if t[i].kind == .identifier, t[i].text != "self" { name = t[i].text }
            i += 1
        }
        guard i < t.count, t[i].isPunctuation("(") || t[i].isPunctuation(":") || t[i].isPunctuation(")") else {
            return nil
        }
        return name
    }
}
