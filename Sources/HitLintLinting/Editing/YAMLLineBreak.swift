/// The line breaks libyaml reads (YAML 1.1): CR LF, CR, LF, and NEL (U+0085), LS (U+2028) and PS
/// (U+2029). `hitlint fix` counts lines and ends them as libyaml does, so that the line a
/// finding names is the line an edit goes to, and a new key keeps the file's own break.
package enum YAMLLineBreak {
    /// The length in bytes of the line break at `offset` of UTF-8 `bytes`, 0 when there is none.
    package static func length(at offset: Int, in bytes: [UInt8]) -> Int {
        guard offset < bytes.count else { return 0 }
        switch bytes[offset] {
        case 0x0A: return 1
        case 0x0D: return offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? 2 : 1
        case 0xC2: return offset + 1 < bytes.count && bytes[offset + 1] == 0x85 ? 2 : 0
        case 0xE2:
            guard offset + 2 < bytes.count, bytes[offset + 1] == 0x80 else { return 0 }
            return bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9 ? 3 : 0
        default: return 0
        }
    }

    /// The first line break of `bytes` as text, or LF when there is none.
    package static func first(in bytes: [UInt8]) -> String {
        var i = 0
        while i < bytes.count {
            let n = length(at: i, in: bytes)
            if n > 0 { return String(decoding: bytes[i..<(i + n)], as: UTF8.self) }
            i += 1
        }
        return "\n"
    }
}
