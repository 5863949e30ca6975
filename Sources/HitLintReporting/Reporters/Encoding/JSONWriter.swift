import HitLintCore

/// Writes JSON text straight into UTF-8 bytes, compact or indented by two spaces, in the layout
/// of docs/formats.md, "json": arrays of numbers only stay on one line. `JSONValue` is written through it,
/// and the JSON report streams its screens through it without building a tree of values.
package struct JSONWriter {
    package private(set) var bytes: [UInt8] = []
    package let pretty: Bool
    /// Containers open around the next value (a writer may start inside some: a fragment).
    package private(set) var depth: Int
    /// The open container has no element yet.
    private var empty = true
    /// What goes before the next value is written already: its key, or, for a fragment, the
    /// comma and indent its receiver writes.
    private var prefixed: Bool

    /// A writer of a whole document, or with `depth`, of a fragment: consecutive elements of an
    /// array at that depth, which another writer takes in (`elements(fragment:)`).
    package init(pretty: Bool, depth: Int = 0) {
        self.pretty = pretty
        self.depth = depth
        prefixed = depth > 0
        empty = depth == 0
    }

    package mutating func beginObject() { open(UInt8(ascii: "{")) }
    package mutating func endObject() { close(UInt8(ascii: "}")) }
    package mutating func beginArray() { open(UInt8(ascii: "[")) }
    package mutating func endArray() { close(UInt8(ascii: "]")) }

    package mutating func key(_ name: String) {
        element()
        JSONWriter.quote(name, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
        prefixed = true
    }

    package mutating func null() {
        element()
        bytes += "null".utf8
    }
    package mutating func bool(_ value: Bool) {
        element()
        bytes += (value ? "true" : "false").utf8
    }
    package mutating func string(_ value: String) {
        element()
        JSONWriter.quote(value, into: &bytes)
    }
    package mutating func number(_ value: Double) {
        element()
        JSONWriter.number(value, into: &bytes)
    }

    /// An array of numbers, on one line: `[1, 2.5]`.
    package mutating func numbers(_ values: [Double]) {
        element()
        guard !values.isEmpty else {
            bytes += "[]".utf8
            return
        }
        bytes.append(UInt8(ascii: "["))
        for (n, value) in values.enumerated() {
            if n > 0 {
                bytes.append(UInt8(ascii: ","))
                if pretty { bytes.append(UInt8(ascii: " ")) }
            }
            JSONWriter.number(value, into: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// A fragment written by `JSONWriter(pretty:depth:)` with this writer's style and depth, as
    /// the next elements of the open array.
    package mutating func elements(fragment: [UInt8]) {
        guard !fragment.isEmpty else { return }
        element()
        bytes += fragment
    }

    package mutating func newline() { bytes.append(UInt8(ascii: "\n")) }

    /// Room for `count` more bytes, so that joining megabytes of fragments copies each once.
    package mutating func reserve(_ count: Int) { bytes.reserveCapacity(bytes.count + count) }

    /// What comes before a value: nothing after a key or at the top; in an array, a comma after
    /// the first element, and a new indented line when pretty.
    private mutating func element() {
        if prefixed {
            prefixed = false
            return
        }
        guard depth > 0 else { return }
        if !empty { bytes.append(UInt8(ascii: ",")) }
        empty = false
        if pretty { indent(depth) }
    }

    private mutating func open(_ bracket: UInt8) {
        element()
        bytes.append(bracket)
        depth += 1
        empty = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !empty && pretty { indent(depth) }
        bytes.append(bracket)
        empty = false
    }

    private mutating func indent(_ level: Int) {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped, the rest as is.
    package static func quote(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most texts (ids, keys, paths) need no escape: copied whole, from their own bytes (a
        // native string already has them in one piece).
        var text = text
        text.makeContiguousUTF8()
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) else {
                return false
            }
            out.append(contentsOf: bytes)
            return true
        }
        if copied == true {
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
            default: out.append(byte)  // UTF-8 continuation bytes are >= 0x80: copied as they are
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// `MessageFormat.plain(value)` (`null` when not finite), without building a String for the
    /// numbers reports are made of: whole numbers and values with at most three decimals.
    package static func number(_ value: Double, into out: inout [UInt8]) {
        guard value.isFinite else {
            out += "null".utf8
            return
        }
        if let (units, places) = shortDecimal(value) {
            writeDecimal(units, places: places, into: &out)
        } else {
            out += MessageFormat.plain(value).utf8
        }
    }

    /// `value` as `units / 10^places` with `places` in 0...3 as small as it can be, when that
    /// decimal is the shortest text that reads back as `value`. A decimal of at most 15
    /// significant digits is: two such decimals never read as the same Double, so no shorter text
    /// can. Such values (0 or 0.001 up to 1e15) are also the ones Swift writes without exponent.
    package static func shortDecimal(_ value: Double) -> (units: Int64, places: Int)? {
        var scale = 1.0
        for places in 0...3 {
            let units = (value * scale).rounded()
            if units / scale == value, abs(units) < 1e15 { return (Int64(units), places) }
            scale *= 10
        }
        return nil
    }

    /// `units / 10^places` in plain decimal notation.
    package static func writeDecimal(_ units: Int64, places: Int, into out: inout [UInt8]) {
        if units < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = units.magnitude
        var digits = 1
        var power: UInt64 = 10
        while digits < 19, magnitude >= power {
            digits += 1
            power *= 10
        }
        digits = max(digits, places + 1)  // 0.05: a leading "0"
        let start = out.count
        out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits + (places > 0 ? 1 : 0)))
        var at = out.count - 1
        for n in 0..<digits {
            if n == places, places > 0 {
                out[at] = UInt8(ascii: ".")
                at -= 1
            }
            out[at] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            at -= 1
        }
        assert(at == start - 1)
    }
}
