/// The advance widths hitlint measures text with, standing in for the system font (SF Pro),
/// which no other platform has: Helvetica's, from Adobe's Core 14 font metrics (the tables are
/// generated, see `FontWidthsGenerator`). Helvetica sets Latin text within a few per cent of SF
/// Pro's width at the sizes of titles and labels (docs/interface-builder.md, "Text").
package enum SystemFontWidths {
    /// Width of `scalar` in ems. Characters the tables do not have: ideographs, kana, Hangul and
    /// full-width forms one em; emoji one em and a quarter; combining marks and zero-width
    /// characters nothing; anything else the width of an average lowercase letter.
    package static func width(of scalar: Unicode.Scalar, bold: Bool, monospaced: Bool) -> Double {
        let v = scalar.value
        if (0x300...0x36F).contains(v) || (0x200B...0x200F).contains(v) || v == 0xFE0F { return 0 }
        if monospaced { return 0.6 }
        if v >= first, v - first < UInt32(regularTable.count) {
            let width = (bold ? boldTable : regularTable)[Int(v - first)]
            if width > 0 { return Double(width) / 1000 }
        }
        switch v {
        case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x20000...0x3FFFF:
            return 1
        case 0x1F000...0x1FAFF, 0x2600...0x27BF: return 1.25
        default: return bold ? 0.58 : 0.53
        }
    }
}
