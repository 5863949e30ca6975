import HitLintCore

/// What an Interface Builder element draws as text, and in which font
/// (docs/interface-builder.md, "Text"): a label's `text` (or its attributed text's fragments),
/// a text field's text or else its placeholder, a button's normal title (or a button
/// configuration's). The font is the element's `<fontDescription>`: a system font of a size and
/// weight, a text style (`UICTFontTextStyleBody`) or a named font; without one, UIKit's default
/// for the element.
package enum InterfaceBuilderText {
    /// The text `element` (of kind `kind`) draws, or nil.
    package static func block(_ tree: XMLTree, _ element: Int, kind: ViewKind, title: String?) -> TextBlock? {
        let a = tree[element].attributes
        let text: String?
        let fallback: TextFont
        var lines = 1
        var alignment = TextBlock.Alignment.leading
        switch tree[element].name {
        case "label":
            text = labelText(tree, element)
            fallback = TextFont(pointSize: 17)
            lines = a["numberOfLines"].flatMap { Int($0) }.map { max(0, min($0, 10_000)) } ?? 1
            alignment = self.alignment(a["textAlignment"])
        case "textField":
            text = a["text"].flatMap { $0.isEmpty ? nil : $0 } ?? a["placeholder"]
            fallback = TextFont(pointSize: 14)
            alignment = self.alignment(a["textAlignment"])
        case "button":
            if let configuration = tree.child(of: element, named: "buttonConfiguration", key: "configuration") {
                let font = tree.child(of: configuration, named: "fontDescription", key: "titleFontDescription").flatMap
                {
                    self.font(tree, $0)
                }
                guard let title, !title.isEmpty else { return nil }
                return TextBlock(text: title, font: font ?? TextFont(pointSize: 17), alignment: .center)
            }
            text = title ?? fragments(tree, element, key: "attributedTitle")
            fallback = TextFont(pointSize: 15)
            alignment = .center
        default:
            return nil
        }
        guard let text, !text.isEmpty else { return nil }
        let font = tree.child(of: element, named: "fontDescription", key: "fontDescription").flatMap {
            self.font(tree, $0)
        }
        return TextBlock(text: text, font: font ?? fallback, lines: lines, alignment: alignment)
    }

    /// A `<fontDescription>` as a font to measure with; nil when it gives no size.
    package static func font(_ tree: XMLTree, _ element: Int) -> TextFont? {
        let a = tree[element].attributes
        if let style = a["style"] { return TextFont.textStyle(style) }
        var size = a["pointSize"].flatMap(Double.init)
        if a["size"] == "button" { size = 18 }
        if a["size"] == "system" { size = 14 }
        guard let size, size.isFinite, size > 0, size <= 1000 else { return nil }
        if let name = a["name"] ?? a["family"] {
            let lower = name.lowercased()
            let bold = ["bold", "semibold", "heavy", "black"].contains { lower.contains($0) }
            let monospaced = ["mono", "menlo", "courier"].contains { lower.contains($0) }
            return TextFont(pointSize: size, bold: bold, monospaced: monospaced)
        }
        let bold = a["type"] == "boldSystem" || ["semibold", "bold", "heavy", "black"].contains(a["weight"] ?? "")
        return TextFont(pointSize: size, bold: bold)
    }

    /// A label's text: its `text`, or its attributed text's fragments.
    package static func labelText(_ tree: XMLTree, _ element: Int) -> String? {
        tree[element].attributes["text"] ?? fragments(tree, element, key: "attributedText")
    }

    /// Whether a label has text in the file: its text, or text stored as character data
    /// (`<string key="text">`, which hitlint does not read).
    package static func labelHasText(_ tree: XMLTree, _ element: Int) -> Bool {
        !(labelText(tree, element) ?? "").isEmpty || tree.child(of: element, named: "string", key: "text") != nil
    }

    /// The content of an attributed string's fragments, joined.
    private static func fragments(_ tree: XMLTree, _ element: Int, key: String) -> String? {
        guard let string = tree.child(of: element, named: "attributedString", key: key) else { return nil }
        let parts = tree.children(of: string, named: "fragment").compactMap { tree[$0].attributes["content"] }
        return parts.isEmpty ? nil : parts.joined()
    }

    private static func alignment(_ text: String?) -> TextBlock.Alignment {
        switch text {
        case "center": return .center
        case "right": return .trailing
        default: return .leading  // natural, left and justified, in a left-to-right language
        }
    }
}
