/// Splits Objective-C source into tokens: identifiers (with `@` keywords such as `@interface`),
/// numbers, string and character literals, punctuation (two-character operators kept whole).
/// Comments are dropped; a preprocessor line is one `#` token followed by its tokens and a
/// `#end` token, so that `#define NAME value` can be read and other directives skipped.
/// It reads bytes, one pass, no recursion: any input ends.
package struct ObjectiveCTokenizer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    package init(_ text: String) { bytes = Array(text.utf8) }

    private static let twoCharacterOperators: Set<String> = [
        ">=", "<=", "==", "!=", "&&", "||", "->", "++", "--", "+=", "-=", "*=", "/=", "<<", ">>", "|=", "&=", "::",
    ]

    package mutating func tokens() -> [CodeToken] {
        var out: [CodeToken] = []
        var inDirective = false
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\n") {
                if inDirective, index > 0, bytes[index - 1] != UInt8(ascii: "\\") {
                    out.append(CodeToken(.punctuation, "#end", line: line))
                    inDirective = false
                }
                line += 1
                index += 1
            } else if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\r")
                || b == UInt8(ascii: "\\")
            {
                index += 1
            } else if b == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if b == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else if b == UInt8(ascii: "#"), !inDirective {
                inDirective = true
                out.append(CodeToken(.punctuation, "#", line: line))
                index += 1
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                out.append(literal(closing: b))
            } else if b == UInt8(ascii: "@"), peek(1) == UInt8(ascii: "\"") {
                index += 1
                out.append(literal(closing: UInt8(ascii: "\"")))
            } else if Self.isDigit(b) || (b == UInt8(ascii: ".") && peek(1).map(Self.isDigit) == true) {
                out.append(number())
            } else if Self.isIdentifierStart(b)
                || (b == UInt8(ascii: "@") && peek(1).map(Self.isIdentifierStart) == true)
            {
                out.append(identifier())
            } else {
                out.append(punctuation())
            }
        }
        if inDirective { out.append(CodeToken(.punctuation, "#end", line: line)) }
        return out
    }

    private func peek(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    private static func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || b == UInt8(ascii: "_") || b >= 0x80
    }

    private mutating func skipBlockComment() {
        index += 2
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                index += 2
                return
            }
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
    }

    /// A string or character literal; its text is what lies between the quotes.
    private mutating func literal(closing: UInt8) -> CodeToken {
        let start = line
        index += 1
        let from = index
        while index < bytes.count, bytes[index] != closing, bytes[index] != UInt8(ascii: "\n") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        let text = String(decoding: bytes[from..<min(index, bytes.count)], as: UTF8.self)
        if index < bytes.count, bytes[index] == closing { index += 1 }
        return CodeToken(.string, text, line: start)
    }

    private mutating func number() -> CodeToken {
        let from = index
        while index < bytes.count {
            let b = bytes[index]
            let exponentSign =
                (b == UInt8(ascii: "-") || b == UInt8(ascii: "+"))
                && (bytes[index - 1] == UInt8(ascii: "e") || bytes[index - 1] == UInt8(ascii: "E"))
                && !(bytes[from..<index].contains(UInt8(ascii: "x")))
            guard Self.isDigit(b) || Self.isIdentifierStart(b) || b == UInt8(ascii: ".") || exponentSign else { break }
            index += 1
        }
        return CodeToken(.number, String(decoding: bytes[from..<index], as: UTF8.self), line: line)
    }

    private mutating func identifier() -> CodeToken {
        let from = index
        index += 1
        while index < bytes.count, Self.isIdentifierStart(bytes[index]) || Self.isDigit(bytes[index]) { index += 1 }
        return CodeToken(.identifier, String(decoding: bytes[from..<index], as: UTF8.self), line: line)
    }

    private mutating func punctuation() -> CodeToken {
        if let next = peek(1) {
            let pair = String(decoding: [bytes[index], next], as: UTF8.self)
            if Self.twoCharacterOperators.contains(pair) {
                index += 2
                return CodeToken(.punctuation, pair, line: line)
            }
        }
        let text = String(decoding: [bytes[index]], as: UTF8.self)
        index += 1
        return CodeToken(.punctuation, text, line: line)
    }
}
