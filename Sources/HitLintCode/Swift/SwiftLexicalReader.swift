import HitLintCore

/// The light reading of a Swift file that declares nothing hitlint reads in full (no hit test,
/// outlet, orientation mask, inspectable or idiom check: `needsSyntax` is false): its classes
/// and extensions with their superclasses, and the names and strings it writes, from tokens
/// alone. Most of an app's files are such; parsing them with swift-syntax would cost five times
/// as long for nothing (docs/code.md, "Speed").
package enum SwiftLexicalReader {
    /// Words whose presence sends a file to swift-syntax.
    static let markers = [
        "point(inside", "pointInside", "hitTest", "IBOutlet", "IBInspectable", "supportedInterfaceOrientations",
        "intrinsicContentSize", "setEnlargeEdge", "userInterfaceIdiom", "UI_USER_INTERFACE_IDIOM",
        // What reads a pixel's alpha, in the helpers a hit test calls.
        "CGContext", "dataProvider", "getRed", "render(in", "cgImage", "CGImage",
        // A tap recognizer added to the controller's own `view`, an outlet no `@IBOutlet` declares.
        "UITapGestureRecognizer",
    ]

    /// Whether the file holds something only a full parse reads.
    package static func needsSyntax(_ text: String) -> Bool {
        markers.contains { text.containsBytes(of: $0) }
    }

    package static func read(_ text: String, path: String) -> CodeFile {
        var tokenizer = ObjectiveCTokenizer(text)
        let t = tokenizer.tokens()
        var file = CodeFile(path: path)
        var names = SwiftTypeNames()
        names.entryPoint = SwiftTypeNames.isEntryPoint(text)
        for (i, token) in t.enumerated() {
            switch token.kind {
            case .identifier:
                file.identifiers.insert(token.text)
                if i + 1 < t.count, t[i + 1].isPunctuation("(") || t[i + 1].isPunctuation(".") {
                    file.valueUses.insert(token.text)
                }
                if let type = declaration(t, at: i, names: &names) { file.types.append(type) }
            case .string: file.strings.insert(token.text)
            default: continue
            }
        }
        file.swiftTypes = names
        file.actedNames = StylingUses.actedOn(t)
        return file
    }

    /// Whether the modifiers and attributes right before the `class` at `i` make it `public`,
    /// `open` or `@objc(Name)`: read back over modifiers (`final`, `private`, ...) and attributes
    /// with their balanced arguments (`@available(iOS 13, *)`), and no further.
    private static func exported(_ t: [CodeToken], before i: Int) -> Bool {
        let modifiers: Set<String> = [
            "public", "open", "final", "internal", "fileprivate", "private", "nonisolated", "indirect",
        ]
        var j = i - 1
        while j >= 0 {
            if t[j].kind == .identifier, modifiers.contains(t[j].text) {
                if ["public", "open"].contains(t[j].text) { return true }
                j -= 1
                continue
            }
            var arguments = false
            if t[j].isPunctuation(")") {
                var depth = 0
                while j >= 0 {
                    if t[j].isPunctuation(")") { depth += 1 }
                    if t[j].isPunctuation("(") { depth -= 1 }
                    j -= 1
                    if depth == 0 { break }
                }
                arguments = true
            }
            // An attribute: `@name` as one token, or `@` and `name`.
            guard j >= 0, t[j].kind == .identifier else { return false }
            let attribute = t[j].text.hasPrefix("@") ? String(t[j].text.dropFirst()) : t[j].text
            let at = t[j].text.hasPrefix("@") || (j > 0 && t[j - 1].isPunctuation("@"))
            guard at else { return false }
            if attribute == "objc", arguments { return true }
            j -= t[j].text.hasPrefix("@") ? 1 : 2
        }
        return false
    }

    /// `class Name: Super`, `class Name<T>: Super`, `extension Name` at `i`; not `class func`.
    /// Every type's name (`struct`, `enum`, `protocol` too) goes to `names`.
    private static func declaration(_ t: [CodeToken], at i: Int, names: inout SwiftTypeNames) -> CodeType? {
        guard i + 1 < t.count, t[i + 1].kind == .identifier else { return nil }
        let name = t[i + 1].text
        switch t[i].text {
        case "struct", "enum", "actor", "protocol":
            names.note(name, after: t[i].text)
            return nil
        case "extension":
            return CodeType(name: name, kind: .addition, superclass: nil, line: t[i].line)
        case "class":
            guard !["func", "var", "let", "subscript", "override", "final", "private", "public"].contains(name)
            else { return nil }
            var j = i + 2
            if j < t.count, t[j].isPunctuation("<") {
                var depth = 0
                while j < t.count {
                    if t[j].isPunctuation("<") { depth += 1 }
                    if t[j].isPunctuation(">") {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    j += 1
                }
                j += 1
            }
            let superclass =
                j + 1 < t.count && t[j].isPunctuation(":") && t[j + 1].kind == .identifier ? t[j + 1].text : nil
            names.note(name, after: "class")
            var type = CodeType(name: name, kind: .declaration, superclass: superclass, line: t[i].line)
            type.exported = exported(t, before: i)
            return type
        default:
            return nil
        }
    }
}
