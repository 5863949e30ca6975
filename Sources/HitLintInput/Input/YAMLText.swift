import Foundation
import HitLintCore

/// Scalars as hitlint writes them into manifests (`hitlint import`, `hitlint init`, the stand-in
/// manifest of a storyboard linted directly): numbers that read back exactly, strings quoted when
/// YAML could read them as something else.
package enum YAMLText {
    package static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    package static func numbers(_ values: [Double]) -> String { "[" + values.map(number).joined(separator: ", ") + "]" }

    /// Plain when it is a safe identifier-like word, else a double-quoted JSON-style string.
    package static func quoted(_ text: String) -> String {
        let safe =
            !text.isEmpty && text.unicodeScalars.allSatisfy { ViewKeys.isIDCharacter($0) || $0 == "/" }
            && !(text.first.map { $0.isNumber || $0 == "-" || $0 == "." } ?? true)
            && !["true", "false", "yes", "no", "null", "on", "off", "y", "n"].contains(text.lowercased())
        return safe ? text : doubleQuoted(text)
    }

    /// A double-quoted string, every character YAML would not keep as written escaped.
    package static func doubleQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                // What YAML does not keep as written unescaped: C0 and C1 controls, DEL, the line
                // breaks YAML 1.1 folds (NEL, U+2028, U+2029), U+FFFE and U+FFFF.
                let v = scalar.value
                if v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029 || v == 0xFFFE || v == 0xFFFF {
                    out += String(format: "\\u%04X", v)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Text safe inside a `#` comment: one line, printable. Every scalar `doubleQuoted` escapes
    /// (C0 and C1 controls, DEL, NEL, U+2028, U+2029, which YAML 1.1 and libyaml read as line
    /// breaks, U+FFFE, U+FFFF) and every scalar a terminal must not be given raw
    /// (`TerminalText.needsEscape`: bidirectional overrides too) becomes `replacement`; at most
    /// `limit` characters. The one escaper of comments hitlint writes into manifests.
    package static func comment(_ text: String, limit: Int = 120, replacement: Character = "?") -> String {
        String(
            text.unicodeScalars.map { scalar -> Character in
                let v = scalar.value
                let unsafe = TerminalText.needsEscape(scalar) || v == 0xFFFE || v == 0xFFFF
                return unsafe ? replacement : Character(scalar)
            }.prefix(limit))
    }
}
