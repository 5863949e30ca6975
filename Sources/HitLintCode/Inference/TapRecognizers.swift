/// The action a tap recognizer added in code calls on the class itself (docs/code.md, "A tap
/// beside a button that does the same"): `view.addGestureRecognizer(UITapGestureRecognizer(target:
/// self, action: #selector(dismiss)))`, or the recognizer made first in a local variable (`let tap
/// = UITapGestureRecognizer(...)`, `UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc]
/// initWithTarget:self action:@selector(dismiss:)];`) that the method does nothing else with (no
/// `numberOfTapsRequired`, no `delegate`, no `require(toFail:)`).
package enum TapRecognizers {
    /// The action as an Objective-C selector (`dismiss:`; `dismissWithSender:` for Swift's
    /// `dismiss(sender:)`), or `#name` for Swift's bare `#selector(name)`, which names a method
    /// of either arity; nil for anything else (another target, a long press, a recognizer passed
    /// in or set up further).
    static func action(of argument: ArraySlice<CodeToken>, before index: Int, in t: [CodeToken]) -> String? {
        if argument.count == 1, let name = argument.first, name.kind == .identifier {
            guard let made = madeOnly(name.text, before: index, in: t) else { return nil }
            return action(made: made)
        }
        return action(made: argument)
    }

    /// Whether the action `action` (as `action(of:)` gives it) is the selector `selector` of an
    /// Interface Builder `<action>`.
    package static func matches(_ action: String, selector: String) -> Bool {
        guard action.hasPrefix("#") else { return action == selector }
        let name = action.dropFirst()
        return selector == name || selector == name + ":"
    }

    /// The tokens after `=` of the declaration of the local `name` (`let name =`, `var name =`,
    /// `Type *name =`) before `index`, when the method names it only there and where it is added:
    /// made once, and configured no further (`tap.numberOfTapsRequired = 2`, `tap.delegate`).
    private static func madeOnly(_ name: String, before index: Int, in t: [CodeToken]) -> ArraySlice<CodeToken>? {
        let end = min(index, t.count)
        let uses = t.indices.filter { t[$0].kind == .identifier && t[$0].text == name }
        guard uses.count == 2, let at = uses.first, at > 0, at + 1 < end, t[at + 1].isPunctuation("="),
            ["let", "var"].contains(t[at - 1].text) || t[at - 1].isPunctuation("*")
        else { return nil }
        let start = at + 2
        var stop = start
        var depth = 0
        while stop < end {
            let token = t[stop]
            if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
            if depth == 0, token.isPunctuation(";") { break }
            if depth == 0, stop > start, token.line != t[stop - 1].line { break }
            stop += 1
        }
        return t[start..<stop]
    }

    /// The action of `UITapGestureRecognizer(target: self, action: #selector(name))` or
    /// `[[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(name:)]`.
    private static func action(made tokens: ArraySlice<CodeToken>) -> String? {
        let t = Array(tokens)
        guard t.first(where: { $0.kind == .identifier })?.text == "UITapGestureRecognizer",
            let target = t.firstIndex(where: { $0.text == "target" || $0.text == "initWithTarget" }),
            target + 3 < t.count, t[target + 1].isPunctuation(":"), t[target + 2].text == "self",
            // `self` itself, not `self.presenter`.
            t[target + 3].isPunctuation(",") || t[target + 3].text == "action",
            let label = t.firstIndex(where: { $0.text == "action" }), label + 1 < t.count,
            t[label + 1].isPunctuation(":")
        else { return nil }
        return selector(t, from: label + 2)
    }

    /// The selector written in `#selector(...)` or `@selector(...)` at `index`.
    private static func selector(_ t: [CodeToken], from index: Int) -> String? {
        var i = index
        if i < t.count, t[i].isPunctuation("#") || t[i].isPunctuation("@") { i += 1 }
        guard i + 1 < t.count, ["selector", "#selector", "@selector"].contains(t[i].text), t[i + 1].isPunctuation("(")
        else { return nil }
        let swift = t[i].text != "@selector" && !(i > 0 && t[i - 1].isPunctuation("@"))
        var name: String?
        i += 2
        while i < t.count, t[i].kind == .identifier || t[i].isPunctuation(".") {
            if t[i].kind == .identifier, t[i].text != "self" { name = t[i].text }
            i += 1
        }
        guard let name, i < t.count else { return nil }
        // The labels up to the closing parenthesis: `name:withEvent:`, `name(_:with:)`.
        var labels: [String] = []
        var pending: String?
        if t[i].isPunctuation("(") { i += 1 }
        while i < t.count, !t[i].isPunctuation(")") {
            if t[i].isPunctuation(":") || t[i].isPunctuation("::") {
                labels.append(pending ?? "_")
                if t[i].text == "::" { labels.append("_") }
                pending = nil
            } else if t[i].kind == .identifier || t[i].text == "_" {
                pending = t[i].text
            } else {
                return nil
            }
            i += 1
        }
        // A piece after the first with no name is written `:` alone (`foo::`).
        let rest = labels.dropFirst().map { ($0 == "_" ? "" : $0) + ":" }.joined()
        if !swift { return name + (labels.isEmpty ? "" : ":" + rest) }
        guard let first = labels.first else { return "#" + name }
        return objectiveCHead(name, first) + ":" + rest
    }

    /// Swift's Objective-C name for a method's first piece: `dismiss(_:)` -> `dismiss`,
    /// `close(sender:)` -> `closeWithSender`, `tap(on:)` -> `tapOn` (a preposition joins as it is).
    private static func objectiveCHead(_ name: String, _ label: String) -> String {
        guard label != "_" else { return name }
        let capitalized = label.prefix(1).uppercased() + label.dropFirst()
        return prepositions.contains(label) ? name + capitalized : name + "With" + capitalized
    }

    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]
}
