/// What a label, a button's title or a text field draws as text: a string in a font, how many
/// lines it may take and how its lines align. hitlint draws text as one opaque box of the
/// size it measures (docs/interface-builder.md, "Text").
package struct TextBlock: Sendable, Hashable {
    package enum Alignment: String, Sendable {
        case leading, center, trailing
    }

    package var text: String
    package var font: TextFont
    /// Most lines; 0: as many as the height allows (UILabel's `numberOfLines`).
    package var lines: Int
    package var alignment: Alignment

    /// Longest text measured, in Unicode scalars: a file's string can be any length, and a box
    /// as wide as its space needs no more.
    package static let maxScalars = 4096

    package init(text: String, font: TextFont, lines: Int = 1, alignment: Alignment = .leading) {
        (self.text, self.font, self.lines, self.alignment) = (text, font, max(0, lines), alignment)
    }

    /// The size of the text set in at most `width` × `height` points: lines broken at spaces
    /// (a word longer than a line is broken anywhere) and at line breaks, as many as `lines`
    /// and the height allow (at least one); a cut-off text ends in an ellipsis at the full width.
    /// Zero when there is nothing to draw.
    package func size(width: Double, height: Double) -> Size {
        let width = width.isFinite ? max(0, width) : 0
        let lineHeight = font.lineHeight
        guard width > 0, lineHeight > 0, lineHeight.isFinite else { return Size(width: 0, height: 0) }
        var allowed = lines == 0 ? Int.max : lines
        if height.isFinite { allowed = min(allowed, max(1, Int(max(0, min(height / lineHeight, 1e6))))) }
        let measured = wrapped(width: width, limit: allowed)
        guard measured.widest > 0 else { return Size(width: 0, height: 0) }
        return Size(
            width: measured.cut ? width : min(width, measured.widest), height: Double(measured.count) * lineHeight)
    }

    /// Greedy line breaking: how many lines, the widest, and whether text was left over.
    private func wrapped(width: Double, limit: Int) -> (count: Int, widest: Double, cut: Bool) {
        let space = font.width(of: [" "])
        var (count, widest, current) = (0, 0.0, 0.0)
        var startedLine = false
        func endLine() -> Bool {
            count += 1
            widest = max(widest, current)
            (current, startedLine) = (0, false)
            return count >= limit
        }
        let scalars = text.unicodeScalars.prefix(TextBlock.maxScalars)
        let paragraphs = scalars.split(separator: "\n", omittingEmptySubsequences: false)
        for (p, paragraph) in paragraphs.enumerated() {
            for word in paragraph.split(separator: " ") {
                var rest = font.width(of: word)
                if startedLine, current + space + rest <= width {
                    current += space + rest
                    continue
                }
                if startedLine, endLine() { return (count, widest, true) }
                // A word longer than a line fills whole lines of its own, its rest starts the next.
                if rest > width {
                    let full = min((rest / width).rounded(.up) - 1, 1e6)
                    let room = limit - count
                    widest = width
                    if Double(room) <= full {
                        count = limit
                        return (count, widest, true)
                    }
                    count += Int(full)
                    rest -= full * width
                }
                (current, startedLine) = (rest, true)
            }
            let last = p == paragraphs.count - 1
            if startedLine || !last {
                if endLine(), !last { return (count, widest, true) }
            }
        }
        return (count, widest, false)
    }
}
