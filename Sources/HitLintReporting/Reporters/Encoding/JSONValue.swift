import HitLintCore

/// A JSON value with ordered object keys, written deterministically (no dictionaries, no
/// locale): the basis of the JSON report and of finding data.
package indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized() == b.serialized() }
    package func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// A number rounded to `places` decimals (areas to 0.01, coverage to 0.001).
    package static func rounded(_ value: Double, _ places: Int) -> JSONValue { .number(round(value, places)) }

    /// `value` rounded to `places` decimals, never -0.
    package static func round(_ value: Double, _ places: Int) -> Double { MessageFormat.rounded(value, places) }

    /// A point or rect as `[x, y]` / `[x, y, w, h]`, to 0.01.
    package static func point(_ p: Point) -> JSONValue { .array(numbers(p).map(JSONValue.number)) }
    package static func rect(_ r: Rect) -> JSONValue { .array(numbers(r).map(JSONValue.number)) }

    /// The numbers of `point(_:)` and `rect(_:)`, for writers that stream them.
    package static func numbers(_ p: Point) -> [Double] { [round(p.x, 2), round(p.y, 2)] }
    package static func numbers(_ r: Rect) -> [Double] {
        [round(r.x, 2), round(r.y, 2), round(r.width, 2), round(r.height, 2)]
    }

    /// Compact JSON (`pretty: false`) or indented by two spaces.
    package func serialized(pretty: Bool = false) -> String {
        String(decoding: serializedBytes(pretty: pretty), as: UTF8.self)
    }

    /// The same text as UTF-8 bytes, ending with a newline when `lineEnd`.
    package func serializedBytes(pretty: Bool = false, lineEnd: Bool = false) -> [UInt8] {
        var writer = JSONWriter(pretty: pretty)
        write(to: &writer)
        if lineEnd { writer.newline() }
        return writer.bytes
    }

    package func write(to writer: inout JSONWriter) {
        switch self {
        case .null: writer.null()
        case .bool(let value): writer.bool(value)
        case .number(let value): writer.number(value)
        case .string(let value): writer.string(value)
        case .array(let items):
            // Short arrays of numbers stay on one line, as in docs/formats.md, "json".
            let numbers = items.compactMap { item -> Double? in
                if case .number(let value) = item { return value }
                return nil
            }
            if numbers.count == items.count {
                writer.numbers(numbers)
                return
            }
            writer.beginArray()
            for item in items { item.write(to: &writer) }
            writer.endArray()
        case .object(let pairs):
            writer.beginObject()
            for (key, value) in pairs {
                writer.key(key)
                value.write(to: &writer)
            }
            writer.endObject()
        }
    }
}
