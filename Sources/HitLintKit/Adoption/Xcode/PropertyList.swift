/// An old-style (OpenStep) property list, the format of Xcode's `project.pbxproj`: dictionaries
/// `{ key = value; }`, arrays `( a, b, )` and strings, quoted or bare, with `/* */` and `//`
/// comments. Nesting is bounded (a project nests a few levels), so hostile input cannot exhaust
/// the stack.
enum PropertyList: Sendable, Equatable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])

    var string: String? { if case .string(let s) = self { s } else { nil } }
    var array: [PropertyList] { if case .array(let a) = self { a } else { [] } }
    var dictionary: [String: PropertyList] { if case .dictionary(let d) = self { d } else { [:] } }
    subscript(key: String) -> PropertyList? { dictionary[key] }

    struct ParseError: Error, Equatable {
        let message: String
        let line: Int
    }

    static let maxDepth = 32

    static func parse(_ text: String) throws(ParseError) -> PropertyList {
        var parser = Parser(bytes: Array(text.utf8))
        parser.skipHeaderAndSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw parser.error("text after the property list") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        var line = 1

        func error(_ message: String) -> ParseError { ParseError(message: message, line: line) }

        mutating func skipHeaderAndSpace() {
            // `// !$*UTF8*$!` is a comment like any other.
            skipSpace()
        }

        mutating func skipSpace() {
            while index < bytes.count {
                let b = bytes[index]
                if b == UInt8(ascii: "\n") {
                    line += 1
                    index += 1
                } else if b == 0x20 || b == 0x09 || b == 0x0D {
                    index += 1
                } else if b == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < bytes.count,
                        !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                    {
                        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                        index += 1
                    }
                    index = min(index + 2, bytes.count)
                } else if b == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                } else {
                    return
                }
            }
        }

        mutating func expect(_ character: Character) throws(ParseError) {
            skipSpace()
            guard index < bytes.count, bytes[index] == character.asciiValue else {
                throw error("expected '\(character)'")
            }
            index += 1
        }

        mutating func value(depth: Int) throws(ParseError) -> PropertyList {
            guard depth < PropertyList.maxDepth else { throw error("nested more than \(PropertyList.maxDepth) levels") }
            skipSpace()
            guard index < bytes.count else { throw error("the property list ends early") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var entries: [String: PropertyList] = [:]
                while true {
                    skipSpace()
                    guard index < bytes.count else { throw error("a dictionary is not closed") }
                    if bytes[index] == UInt8(ascii: "}") {
                        index += 1
                        return .dictionary(entries)
                    }
                    let key = try string()
                    try expect("=")
                    entries[key] = try value(depth: depth + 1)
                    try expect(";")
                }
            case UInt8(ascii: "("):
                index += 1
                var items: [PropertyList] = []
                while true {
                    skipSpace()
                    guard index < bytes.count else { throw error("an array is not closed") }
                    if bytes[index] == UInt8(ascii: ")") {
                        index += 1
                        return .array(items)
                    }
                    items.append(try value(depth: depth + 1))
                    skipSpace()
                    if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
                }
            default:
                return .string(try string())
            }
        }

        static func isBare(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
                || "_$+/:.-".utf8.contains(b)
        }

        mutating func string() throws(ParseError) -> String {
            skipSpace()
            guard index < bytes.count else { throw error("expected a string") }
            if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                var out: [UInt8] = []
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    var b = bytes[index]
                    if b == UInt8(ascii: "\n") { line += 1 }
                    if b == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        index += 1
                        switch bytes[index] {
                        case UInt8(ascii: "n"): b = 0x0A
                        case UInt8(ascii: "t"): b = 0x09
                        default: b = bytes[index]
                        }
                    }
                    out.append(b)
                    index += 1
                }
                guard index < bytes.count else { throw error("a quoted string is not closed") }
                index += 1
                return String(decoding: out, as: UTF8.self)
            }
            let start = index
            while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
            guard index > start else {
                throw error("unexpected character '\(Character(Unicode.Scalar(bytes[index])))'")
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
    }
}
