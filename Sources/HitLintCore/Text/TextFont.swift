/// A font as far as measuring needs it: its size in points, whether it is set bold (semibold and
/// heavier) and whether it is monospaced.
package struct TextFont: Sendable, Hashable {
    package var pointSize: Double
    package var bold: Bool
    package var monospaced: Bool

    package init(pointSize: Double, bold: Bool = false, monospaced: Bool = false) {
        (self.pointSize, self.bold, self.monospaced) = (pointSize, bold, monospaced)
    }

    /// The line height UIKit gives the system font: SF Pro's ascent, descent and leading come
    /// to 1.19 of its point size (20.29 pt at 17 pt).
    package var lineHeight: Double { pointSize * 1.1934 }
    /// SF Pro's ascent and descent, of which the line height is made (1950 and 494 of 2048 units).
    package var ascent: Double { pointSize * 0.95215 }
    package var descent: Double { pointSize * 0.24121 }

    /// The width of `text` on one line, in points (no kerning).
    package func width<S: Sequence>(of text: S) -> Double where S.Element == Unicode.Scalar {
        var ems = 0.0
        for scalar in text { ems += SystemFontWidths.width(of: scalar, bold: bold, monospaced: monospaced) }
        return ems * pointSize
    }

    /// UIKit's text styles (`UICTFontTextStyleBody`, ...) at the default content size category
    /// (Large); nil for a name UIKit does not have.
    package static func textStyle(_ name: String) -> TextFont? {
        let sizes: [String: (Double, Bool)] = [
            "Title0": (34, false), "Title1": (28, false), "Title2": (22, false), "Title3": (20, false),
            "Headline": (17, true), "Body": (17, false), "Callout": (16, false), "Subhead": (15, false),
            "Footnote": (13, false), "Caption1": (12, false), "Caption2": (11, false),
        ]
        let key = name.hasPrefix("UICTFontTextStyle") ? String(name.dropFirst("UICTFontTextStyle".count)) : name
        guard let (size, bold) = sizes[key] else { return nil }
        return TextFont(pointSize: size, bold: bold)
    }

    /// The body text style: what an SF Symbol without a configuration is sized by.
    package static let body = TextFont(pointSize: 17)
}
