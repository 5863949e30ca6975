/// Reads, for every class, what its methods do to its properties (docs/code.md, "What code does
/// to a view"): `saveButton.isHidden = true`, `self.saveButton.hidden = YES;`,
/// `[self.saveButton setHidden:YES]`, `widthConstraint.constant = 0`, `button.addTarget(...)`,
/// `[_icon removeFromSuperview]`, each with whether it is set under a condition.
package enum MemberFacts {
    /// Class name -> member name -> what its code sets, in source order.
    package static func read(_ code: CodeBase) -> [String: [String: [MemberFact]]] {
        let setters = EnlargingSetter.all(in: code)
        var out: [String: [String: [MemberFact]]] = [:]
        for file in code.files {
            for type in file.types where !type.name.isEmpty {
                let resolver = ConstantResolver(code: code, chain: code.ancestry(of: type.name).dropLast().map { $0 })
                var scanner = BodyScanner(path: file.path, resolver: resolver, setters: setters)
                // A class that removes recognizers may remove the one a tap beside a button needs.
                scanner.readsTapActions = !type.methods.contains {
                    $0.body.contains { $0.text == "removeGestureRecognizer" }
                }
                for method in type.methods {
                    for (member, fact) in scanner.facts(in: method.body) {
                        out[type.name, default: [:]][member, default: []].append(fact)
                    }
                }
            }
        }
        return out
    }

    /// Property names, as Swift and Objective-C spell them, and the kind of fact each sets.
    static let properties: [String: MemberFact.Kind] = [
        "isHidden": .hidden, "hidden": .hidden, "alpha": .alpha, "isEnabled": .enabled, "enabled": .enabled,
        "isUserInteractionEnabled": .interaction, "userInteractionEnabled": .interaction, "image": .image,
        "backgroundImage": .image, "constant": .constant, "text": .title, "attributedText": .title,
        "configuration": .configuration,
    ]
    /// Methods and Objective-C setters, and the kind of fact each call is.
    static let calls: [String: MemberFact.Kind] = [
        "setHidden": .hidden, "setAlpha": .alpha, "setEnabled": .enabled, "setUserInteractionEnabled": .interaction,
        "setImage": .image, "setBackgroundImage": .image, "setTitle": .title, "setAttributedTitle": .title,
        "setConstant": .constant, "addTarget": .target, "addGestureRecognizer": .gesture,
        "removeFromSuperview": .removed, "setConfiguration": .configuration,
    ]
}

/// One method body scanned for facts about members.
private struct BodyScanner {
    let path: String
    let resolver: ConstantResolver
    let setters: [String: EnlargingSetter]
    /// Whether a tap recognizer's action is read (`TapRecognizers`).
    var readsTapActions = true
    private var t: [CodeToken] = []
    /// For each `{` of the body, whether it opens a conditional block.
    private var conditionalBraces: [Bool] = []

    init(path: String, resolver: ConstantResolver, setters: [String: EnlargingSetter]) {
        (self.path, self.resolver, self.setters) = (path, resolver, setters)
    }

    mutating func facts(in body: [CodeToken]) -> [(String, MemberFact)] {
        t = body
        conditionalBraces = []
        var out: [(String, MemberFact)] = []
        var i = 0
        while i < t.count {
            let token = t[i]
            if token.isPunctuation("{") {
                conditionalBraces.append(opensCondition(at: i))
            } else if token.isPunctuation("}") {
                _ = conditionalBraces.popLast()
            } else if token.kind == .identifier, let (member, next) = member(at: i) {
                if var fact = fact(after: next) {
                    fact.conditional = fact.conditional || statementIsConditional(before: i)
                    out.append((member, fact))
                }
            }
            i += 1
        }
        return out
    }

    private var inCondition: Bool { conditionalBraces.contains(true) }

    /// A member reference starting at `i`: `name`, `self.name`, `_name`, `name?`, `name!`,
    /// `self->_name`; the member's name and the index of the token after it. Only the start of
    /// a chain counts (`a.b.isHidden` is about `b` of `a`, not read).
    private func member(at i: Int) -> (String, Int)? {
        var index = i
        if t[i].text == "self" {
            guard i + 2 < t.count, t[i + 1].text == "." || t[i + 1].text == "->", t[i + 2].kind == .identifier else {
                return nil
            }
            index = i + 2
        } else if i > 0, t[i - 1].text == "." || t[i - 1].text == "->" {
            return nil
        }
        var name = t[index].text
        if name.hasPrefix("_"), name.count > 1 { name.removeFirst() }
        guard name != "self", name != "super", name.first.map({ $0.isLetter }) == true else { return nil }
        var next = index + 1
        while next < t.count, t[next].text == "?" || t[next].text == "!" { next += 1 }
        return (name, next)
    }

    /// What follows a member: `.property = value`, `.method(...)`, or (inside `[...]`) a message.
    private func fact(after next: Int) -> MemberFact? {
        guard next < t.count else { return nil }
        let location = CodeLocation(file: path, line: t[next - 1].line)
        if t[next].text == ".", next + 1 < t.count, t[next + 1].kind == .identifier {
            let name = t[next + 1].text
            if let kind = MemberFacts.properties[name], next + 2 < t.count, t[next + 2].text == "=" {
                let value = self.value(from: next + 3)
                return MemberFact(
                    kind: kind, value: value.number, conditional: inCondition || value.ternary, location: location)
            }
            return call(name, at: next + 1, location: location)
        }
        // Objective-C: `[member selector:argument ...]`.
        if t[next].kind == .identifier, next >= 2, isMessageStart(before: next) {
            return call(t[next].text, at: next, location: location)
        }
        return nil
    }

    /// Whether the member before `next` is a message's receiver: `[name`, `[self.name`, `[_name`.
    private func isMessageStart(before next: Int) -> Bool {
        var j = next - 1
        while j >= 0, t[j].kind == .identifier || t[j].text == "." || t[j].text == "->" { j -= 1 }
        return j >= 0 && t[j].text == "["
    }

    /// A call of `name` at `index`: the kind of fact it is, with its argument's value.
    private func call(_ name: String, at index: Int, location: CodeLocation) -> MemberFact? {
        if let setter = setters[name] {
            let edges = setter.edges(t, at: index, in: path, resolver: resolver)
            return MemberFact(
                kind: .enlarge, value: nil, conditional: inCondition || edges == nil, edges: edges, location: location)
        }
        guard let kind = MemberFacts.calls[name] else { return nil }
        var value: Double?
        var action: String?
        if [.hidden, .alpha, .enabled, .interaction, .constant, .gesture].contains(kind) {
            let arguments = CallArguments.parenthesised(t, after: index) ?? CallArguments.message(t, at: index)
            if kind == .gesture {
                action =
                    readsTapActions
                    ? arguments.first.flatMap { TapRecognizers.action(of: $0, before: index, in: t) } : nil
            } else {
                value = arguments.first.flatMap { constant($0) }
            }
        }
        return MemberFact(kind: kind, value: value, conditional: inCondition, action: action, location: location)
    }

    /// The value assigned from `start` to the end of the statement (`;` or the line's end).
    private func value(from start: Int) -> (number: Double?, ternary: Bool) {
        guard start < t.count else { return (nil, false) }
        var end = start
        while end < t.count, t[end].text != ";", t[end].line == t[start].line, !t[end].isPunctuation("}") { end += 1 }
        let tokens = t[start..<end]
        return (constant(tokens), tokens.contains { $0.text == "?" && $0.kind == .punctuation })
    }

    /// A constant: a Boolean literal (1 or 0), or a number the resolver reads.
    private func constant(_ tokens: ArraySlice<CodeToken>) -> Double? {
        if tokens.count == 1, let text = tokens.first?.text {
            if ["true", "YES"].contains(text) { return 1 }
            if ["false", "NO"].contains(text) { return 0 }
        }
        return resolver.value(of: tokens, in: path)?.number
    }

    /// Whether the statement holding the token at `index` is the body of an `if` or `else`
    /// written without braces (`if (x) self.button.hidden = YES;`).
    private func statementIsConditional(before index: Int) -> Bool {
        var j = index - 1
        while j >= 0, !(t[j].kind == .punctuation && [";", "{", "}"].contains(t[j].text)) {
            if t[j].kind == .identifier, ["if", "else", "while", "for"].contains(t[j].text) { return true }
            if t[j].text == "?" && t[j].kind == .punctuation { return true }
            j -= 1
        }
        return false
    }

    /// Whether the `{` at `index` opens the block of an `if`, `else`, `guard`, `switch`, loop or
    /// `case`: the statement it ends begins with one of them.
    private func opensCondition(at index: Int) -> Bool {
        var j = index - 1
        var depth = 0
        while j >= 0 {
            let text = t[j].text
            if text == ")" || text == "]" { depth += 1 }
            if text == "(" || text == "[" { depth -= 1 }
            if depth == 0, text == ";" || text == "{" || text == "}" { break }
            if depth <= 0,
                ["if", "else", "guard", "switch", "while", "for", "case", "default", "repeat", "do"].contains(text),
                t[j].kind == .identifier
            {
                return text != "do"
            }
            j -= 1
        }
        return false
    }
}
