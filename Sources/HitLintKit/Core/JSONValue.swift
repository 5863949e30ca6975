/// A JSON value with ordered object keys, written deterministically (no dictionaries, no
/// locale): the basis of the JSON report and of finding data.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized() == b.serialized() }
    public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// A number rounded to `places` decimals (areas to 0.01, coverage to 0.001).
    public static func rounded(_ value: Double, _ places: Int) -> JSONValue {
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        let rounded = (value * factor).rounded() / factor
        return .number(rounded == 0 ? 0 : rounded) // no "-0"
    }

    /// A point or rect as `[x, y]` / `[x, y, w, h]`, to 0.01.
    public static func point(_ p: Point) -> JSONValue { .array([.rounded(p.x, 2), .rounded(p.y, 2)]) }
    public static func rect(_ r: Rect) -> JSONValue {
        .array([.rounded(r.x, 2), .rounded(r.y, 2), .rounded(r.width, 2), .rounded(r.height, 2)])
    }

    /// Compact JSON (`pretty: false`) or indented by two spaces.
    public func serialized(pretty: Bool = false) -> String {
        String(decoding: serializedBytes(pretty: pretty), as: UTF8.self)
    }

    /// The same text as UTF-8 bytes, ending with a newline when `lineEnd`.
    public func serializedBytes(pretty: Bool = false, lineEnd: Bool = false) -> [UInt8] {
        var out: [UInt8] = []
        write(to: &out, indent: pretty ? 0 : nil)
        if lineEnd { out.append(UInt8(ascii: "\n")) }
        return out
    }

    /// Written as UTF-8 bytes: appending bytes to an array is several times cheaper than
    /// appending to a String, and a report of thousands of views is megabytes.
    private func write(to out: inout [UInt8], indent: Int?) {
        func newline(_ depth: Int) {
            out.append(UInt8(ascii: "\n"))
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
        }
        switch self {
        case .null: out += "null".utf8
        case let .bool(value): out += (value ? "true" : "false").utf8
        case let .number(value): out += JSONValue.format(value).utf8
        case let .string(value): JSONValue.quote(value, into: &out)
        case let .array(items):
            if items.isEmpty { out += "[]".utf8; return }
            // Short arrays of numbers stay on one line, as in SPEC section 5.
            let inline = indent == nil || items.allSatisfy { if case .number = $0 { return true }; return false }
            out.append(UInt8(ascii: "["))
            for (n, item) in items.enumerated() {
                if n > 0 { out += (inline && indent != nil ? ", " : ",").utf8 }
                if !inline, let indent { newline(indent + 1) }
                item.write(to: &out, indent: indent.map { $0 + 1 })
            }
            if !inline, let indent { newline(indent) }
            out.append(UInt8(ascii: "]"))
        case let .object(pairs):
            if pairs.isEmpty { out += "{}".utf8; return }
            out.append(UInt8(ascii: "{"))
            for (n, (key, value)) in pairs.enumerated() {
                if n > 0 { out.append(UInt8(ascii: ",")) }
                if let indent { newline(indent + 1) }
                JSONValue.quote(key, into: &out)
                out += (indent == nil ? ":" : ": ").utf8
                value.write(to: &out, indent: indent.map { $0 + 1 })
            }
            if let indent { newline(indent) }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Shortest round-trip form; whole numbers without ".0".
    static func format(_ value: Double) -> String {
        value.isFinite ? MessageFormat.plain(value) : "null"
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped, the rest as is.
    static func quote(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most texts (ids, keys, paths) need no escape: copied whole.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            out += text.utf8
            out.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += "\\\"".utf8
            case UInt8(ascii: "\\"): out += "\\\\".utf8
            case UInt8(ascii: "\n"): out += "\\n".utf8
            case UInt8(ascii: "\r"): out += "\\r".utf8
            case UInt8(ascii: "\t"): out += "\\t".utf8
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                out += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
            default: out.append(byte) // UTF-8 continuation bytes are >= 0x80: copied as they are
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
