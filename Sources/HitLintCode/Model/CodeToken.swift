/// One token of a method body or an initial value, in either language: what the inference reads.
/// Swift's come from swift-syntax, Objective-C's from `ObjectiveCTokenizer`; both are reduced to
/// the same four kinds so that one set of patterns reads both languages.
package struct CodeToken: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case identifier
        case number
        case string
        case punctuation
    }

    package var kind: Kind
    package var text: String
    /// 1-based line in its file.
    package var line: Int

    package init(_ kind: Kind, _ text: String, line: Int) { (self.kind, self.text, self.line) = (kind, text, line) }

    package func isPunctuation(_ text: String) -> Bool { kind == .punctuation && self.text == text }

    /// The value of a number literal (`0.1`, `25`, `0.5f`, `1e-1`, `0x19`), nil for any other token.
    package var number: Double? {
        guard kind == .number else { return nil }
        var digits = text.replacingOccurrences(of: "_", with: "")
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            while let last = digits.last, "uUlL".contains(last) { digits.removeLast() }
            return Int(digits.dropFirst(2), radix: 16).map(Double.init)
        }
        while let last = digits.last, "fFlLuU".contains(last) { digits.removeLast() }
        return Double(digits)
    }
}
