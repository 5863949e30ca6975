/// Numbers and counts as hitlint writes them everywhere (messages, diagnostics, reports).
package enum MessageFormat {
    /// Shortest form; whole numbers without ".0". The bound keeps Int64(...) from trapping on
    /// huge or infinite values, which are written as Swift prints them.
    package static func plain(_ value: Double) -> String {
        if value.isFinite, abs(value) < 1e15, value == value.rounded() { return String(Int64(value)) }
        return String(value)
    }

    /// `value` rounded to `places` decimals, in its plain form.
    package static func number(_ value: Double, places: Int = 1) -> String {
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        return plain((value * factor).rounded() / factor)
    }

    /// `value` rounded to `places` decimals, never -0: the precision of every figure in reports
    /// (areas and points to 0.01, coverage to 0.001).
    package static func rounded(_ value: Double, _ places: Int) -> Double {
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        let rounded = (value * factor).rounded() / factor
        return rounded == 0 ? 0 : rounded
    }

    /// `'text'`, cut to its first 60 characters when longer (`'abc…' (5000 characters)`) and
    /// escaped as every text hitlint prints (`TerminalText`): text from a file or an argument
    /// quoted in a message, so that a huge key or value cannot make messages huge, nor a line
    /// break in it start a line of its own (a workflow command in a CI log).
    package static func quote(_ text: String) -> String {
        let limit = 60
        guard text.utf8.count > limit, text.count > limit else { return "'\(TerminalText.escaped(text))'" }
        return "'\(TerminalText.escaped(String(text.prefix(limit))))…' (\(text.count) characters)"
    }

    /// `word` after the article it is spoken with: "an image", "a label", "an AvatarButton", "a
    /// UIButton". A vowel letter takes "an", but for the "you" sound of "UI", "Uni", "Use", "Eu".
    /// "segmented control" for `segmentedControl`: a lower camel case name in words.
    package static func words(ofCamelCase name: String) -> String {
        var words = ""
        for character in name {
            if character.isUppercase, !words.isEmpty { words += " " }
            words += character.isUppercase ? character.lowercased() : String(character)
        }
        return words
    }

    package static func withArticle(_ word: String) -> String {
        guard let first = word.first else { return word }
        let sayYou = ["UI", "Uni", "uni", "Use", "use", "Eu", "eu"].contains { word.hasPrefix($0) }
        return ("aeiouAEIOU".contains(first) && !sayYou ? "an " : "a ") + word
    }

    /// "1 error", "2 errors"; `number` formats the count (Markdown makes it bold).
    package static func plural(_ count: Int, _ word: String, number: (Int) -> String = { String($0) }) -> String {
        "\(number(count)) \(word)\(count == 1 ? "" : "s")"
    }

    /// "512 MiB" when a whole number of MiB, else "16000000 bytes".
    package static func bytes(_ count: Int) -> String {
        count % (1 << 20) == 0 ? "\(count >> 20) MiB" : "\(count) bytes"
    }

    package static func area(_ value: Double) -> String { "\(number(value)) pt²" }
    package static func points(_ value: Double) -> String { "\(number(value)) pt" }
    package static func percent(_ ratio: Double) -> String { "\(number(ratio * 100, places: 0))%" }
    package static func point(_ p: Point) -> String { "(\(number(p.x, places: 2)), \(number(p.y, places: 2)))" }
    package static func size(_ w: Double, _ h: Double) -> String { "\(number(w)) x \(number(h)) pt" }
    /// "16, 12, 334 x 64 pt": origin and size, to two places.
    package static func rect(_ r: Rect) -> String {
        "\(number(r.x, places: 2)), \(number(r.y, places: 2)), \(number(r.width, places: 2)) x \(number(r.height, places: 2)) pt"
    }
}
