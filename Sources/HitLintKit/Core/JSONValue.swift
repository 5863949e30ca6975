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
        var out = ""
        write(to: &out, indent: pretty ? 0 : nil)
        return out
    }

    private func write(to out: inout String, indent: Int?) {
        switch self {
        case .null: out += "null"
        case let .bool(value): out += value ? "true" : "false"
        case let .number(value): out += JSONValue.format(value)
        case let .string(value): JSONValue.quote(value, into: &out)
        case let .array(items):
            if items.isEmpty { out += "[]"; return }
            // Short arrays of numbers stay on one line, as in SPEC section 5.
            let inline = indent == nil || items.allSatisfy { if case .number = $0 { return true }; return false }
            out += "["
            for (n, item) in items.enumerated() {
                if n > 0 { out += inline && indent != nil ? ", " : "," }
                if !inline, let indent { out += "\n" + String(repeating: "  ", count: indent + 1) }
                item.write(to: &out, indent: indent.map { $0 + 1 })
            }
            if !inline, let indent { out += "\n" + String(repeating: "  ", count: indent) }
            out += "]"
        case let .object(pairs):
            if pairs.isEmpty { out += "{}"; return }
            out += "{"
            for (n, (key, value)) in pairs.enumerated() {
                if n > 0 { out += "," }
                if let indent { out += "\n" + String(repeating: "  ", count: indent + 1) }
                JSONValue.quote(key, into: &out)
                out += indent == nil ? ":" : ": "
                value.write(to: &out, indent: indent.map { $0 + 1 })
            }
            if let indent { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
        }
    }

    /// Shortest round-trip form; whole numbers without ".0".
    static func format(_ value: Double) -> String {
        value.isFinite ? MessageFormat.plain(value) : "null"
    }

    static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
