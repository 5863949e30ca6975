/// Text as it may reach a terminal, a CI log or an editor: names and messages come from files
/// strangers write, so control characters are shown escaped (`\n`, `\u{1B}`) instead of
/// starting a new log line (which GitHub Actions would run as a workflow command) or steering
/// the terminal. Bidirectional overrides and line separators are escaped too.
package enum TerminalText {
    /// `text` with every scalar `needsEscape` names escaped, except those in `kept` (a diff
    /// keeps its tabs).
    package static func escaped(_ text: String, keeping kept: Set<Unicode.Scalar> = []) -> String {
        let needsEscape = { (scalar: Unicode.Scalar) in Self.needsEscape(scalar) && !kept.contains(scalar) }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }

    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true  // C0, DEL, C1 (ESC, BEL, NUL, CSI ...)
        case 0x2028, 0x2029: return true  // line and paragraph separators
        case 0x202A...0x202E, 0x2066...0x2069: return true  // bidirectional embeddings and overrides
        default: return false
        }
    }
}
