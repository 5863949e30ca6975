/// Reads an Objective-C file (`.m`, `.mm`, `.h`) into a `CodeFile` from its tokens: the classes
/// and categories of `@interface` and `@implementation`, their `@property` declarations and
/// method bodies, and the file's `#define` and `static const` constants. It does not expand
/// macros, follow `#import`, read C functions or blocks as methods, nor understand C++ in `.mm`
/// files beyond skipping it (docs/code.md, "Objective-C").
package enum ObjectiveCReader {
    package static func read(_ text: String, path: String) -> CodeFile {
        var tokenizer = ObjectiveCTokenizer(text)
        let tokens = tokenizer.tokens()
        var walk = ObjectiveCWalk(tokens: tokens, file: CodeFile(path: path))
        walk.run()
        var file = walk.file
        for (index, token) in tokens.enumerated() {
            if token.kind == .identifier {
                file.identifiers.insert(token.text)
                // `[Name alloc]`, `[Name class]`, and `Name.class` / `Name.new`.
                if index > 0, tokens[index - 1].isPunctuation("[") { file.valueUses.insert(token.text) }
                if index + 2 < tokens.count, tokens[index + 1].isPunctuation("."),
                    ["class", "new"].contains(tokens[index + 2].text)
                {
                    file.valueUses.insert(token.text)
                }
            }
            if token.kind == .string { file.strings.insert(token.text) }
        }
        file.actedNames = StylingUses.actedOn(tokens)
        return file
    }
}

/// One pass over the tokens; brace depth is counted, never recursed into.
private struct ObjectiveCWalk {
    let tokens: [CodeToken]
    var file: CodeFile
    var i = 0
    /// The index in `file.types` of the `@interface` or `@implementation` being read.
    var current: Int?

    init(tokens: [CodeToken], file: CodeFile) { (self.tokens, self.file) = (tokens, file) }

    func text(_ offset: Int = 0) -> String? { i + offset < tokens.count ? tokens[i + offset].text : nil }

    mutating func run() {
        while i < tokens.count {
            switch tokens[i].text {
            case "#": directive()
            case "@interface", "@implementation": openType(implementation: tokens[i].text == "@implementation")
            case "@end":
                current = nil
                i += 1
            case "@property": property()
            case "-", "+":
                if current != nil, text(1) == "(" { method() } else { i += 1 }
            case "static", "const": constant()
            case "{": i = matching(from: i) + 1
            default: i += 1
            }
        }
    }

    /// `#define NAME value` is a constant; any other directive is skipped.
    mutating func directive() {
        let start = i
        i += 1
        while i < tokens.count, tokens[i].text != "#end" { i += 1 }
        let line = tokens[start].line
        if start + 2 < i, tokens[start + 1].text == "define", tokens[start + 2].kind == .identifier {
            let value = Array(tokens[(start + 3)..<i])
            if !value.isEmpty { file.constants[tokens[start + 2].text] = CodeValue(tokens: value, line: line) }
        }
        i += 1
    }

    /// `@interface Name : Super`, `@interface Name (Category)`, `@implementation Name`.
    mutating func openType(implementation: Bool) {
        let line = tokens[i].line
        i += 1
        guard i < tokens.count, tokens[i].kind == .identifier else { return }
        let name = tokens[i].text
        i += 1
        var superclass: String?
        var isAddition = false
        if text() == ":", i + 1 < tokens.count {
            superclass = tokens[i + 1].text
            i += 2
        } else if text() == "(" {
            isAddition = true
            while i < tokens.count, tokens[i].text != ")" { i += 1 }
            i += 1
        }
        if implementation, !isAddition,
            let existing = file.types.firstIndex(where: { $0.name == name && $0.kind == .declaration })
        {
            current = existing
            return
        }
        let kind: CodeType.Kind = isAddition || (implementation && superclass == nil) ? .addition : .declaration
        file.types.append(CodeType(name: name, kind: kind, superclass: superclass, line: line))
        current = file.types.count - 1
    }

    /// `@property (attributes) IBInspectable Type *name;`: the last identifier before `;`.
    mutating func property() {
        let line = tokens[i].line
        var inspectable = false
        var name: String?
        i += 1
        while i < tokens.count, tokens[i].text != ";", tokens[i].text != "@end" {
            if tokens[i].text == "IBInspectable" { inspectable = true }
            if tokens[i].text == "(" {
                i = matching(from: i, open: "(", close: ")") + 1
                continue
            }
            if tokens[i].kind == .identifier { name = tokens[i].text }
            i += 1
        }
        if let current, let name {
            file.types[current].properties.append(
                CodeProperty(name: name, initialValue: nil, inspectable: inspectable, line: line))
        }
    }

    /// `- (Type)piece:(Type)arg piece:(Type)arg { body }`; a declaration ending in `;` has no body.
    mutating func method() {
        let line = tokens[i].line
        i += 1
        i = matching(from: i, open: "(", close: ")") + 1
        var pieces: [String] = []
        while i < tokens.count, tokens[i].text != "{", tokens[i].text != ";", tokens[i].text != "@end" {
            if tokens[i].kind == .identifier, text(1) == ":" || pieces.isEmpty {
                pieces.append(tokens[i].text)
            }
            if tokens[i].text == "(" {
                i = matching(from: i, open: "(", close: ")") + 1
                continue
            }
            i += 1
        }
        guard i < tokens.count, tokens[i].text == "{", let current, let name = pieces.first else {
            i += 1
            return
        }
        let end = matching(from: i)
        let body = Array(tokens[i..<min(end + 1, tokens.count)])
        file.types[current].methods.append(
            CodeMethod(name: name, labels: Array(pieces.dropFirst()), line: line, body: body))
        i = end + 1
    }

    /// `static const CGFloat kName = 0.1;` at file level.
    mutating func constant() {
        var j = i
        while j < tokens.count, tokens[j].text != ";", tokens[j].text != "=", tokens[j].text != "{",
            tokens[j].text != "("
        {
            j += 1
        }
        guard j < tokens.count, tokens[j].text == "=", j > i, tokens[j - 1].kind == .identifier else {
            i += 1
            return
        }
        var end = j + 1
        while end < tokens.count, tokens[end].text != ";", tokens[end].text != "{" { end += 1 }
        file.constants[tokens[j - 1].text] = CodeValue(tokens: Array(tokens[(j + 1)..<end]), line: tokens[j].line)
        i = end
    }

    /// The index of the token that closes the bracket at `start` (the last token when none does).
    func matching(from start: Int, open: String = "{", close: String = "}") -> Int {
        var depth = 0
        var j = start
        while j < tokens.count {
            if tokens[j].text == open {
                depth += 1
            } else if tokens[j].text == close {
                depth -= 1
                if depth == 0 { return j }
            }
            j += 1
        }
        return tokens.count - 1
    }
}
