import HitLintCore
import SwiftSyntax

/// What a SwiftUI view's ancestors set that sizes its label (docs/swiftui.md): the font, the
/// image scale, the button and label styles. Only what the same body's code states is known;
/// an app's caller that sets a font from another file is not followed.
package struct SwiftUIEnvironment: Sendable, Equatable {
    package var font = TextFont.body
    /// Small 0.8, medium 1, large 1.3, as UIKit's symbol scales (docs/interface-builder.md).
    package var imageScale = 1.0
    /// The button style named by `.buttonStyle(...)`: "automatic" when none is.
    package var buttonStyle = "automatic"
    package var labelStyle = "automatic"
    /// A modifier hitlint does not model that sizes labels (`.controlSize`, a custom
    /// style): the reason, with the modifier.
    package var unknown: String? = nil

    package init() {}

    /// The environment with the modifier `name(arguments)` applied, when it is one that sets
    /// what sizes a label; nil when `name` sets none of it.
    func applying(_ name: String, _ arguments: LabeledExprListSyntax) -> SwiftUIEnvironment? {
        var next = self
        let first = arguments.first?.expression
        switch name {
        case "font":
            guard let first, let font = Self.font(first) else {
                next.unknown =
                    next.unknown ?? "its font is `\(first?.trimmedDescription ?? "")`, not a text style or size"
                return next
            }
            next.font = font
        case "imageScale":
            switch first.flatMap(SwiftUISyntax.memberName) {
            case "small": next.imageScale = 0.8
            case "medium": next.imageScale = 1
            case "large": next.imageScale = 1.3
            default: next.unknown = next.unknown ?? "its image scale is not a constant"
            }
        case "bold": next.font.bold = true
        case "fontWeight":
            if let weight = first.flatMap(SwiftUISyntax.memberName) {
                next.font.bold = Self.boldWeights.contains(weight)
            }
        case "buttonStyle":
            guard let first else {
                // SwiftUI's own styles are values; a closure is a style of the app's (SwiftUIX).
                next.unknown = next.unknown ?? "its button style is a closure (`.buttonStyle { ... }`), the app's own"
                return next
            }
            let styleTypes = [
                "PlainButtonStyle": "plain", "BorderlessButtonStyle": "borderless", "DefaultButtonStyle": "automatic",
            ]
            if let call = first.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                let style = SwiftUISyntax.calleeName(call).flatMap({ styleTypes[$0] })
            {
                next.buttonStyle = style
                return next
            }
            switch SwiftUISyntax.memberName(first) {
            case "plain", "borderless", "automatic": next.buttonStyle = SwiftUISyntax.memberName(first)!
            case "bordered", "borderedProminent":
                next.unknown =
                    next.unknown
                    ?? "its button style is `.\(SwiftUISyntax.memberName(first)!)`, whose insets Apple does not document"
            default: next.unknown = next.unknown ?? "its button style is `\(first.trimmedDescription)`, the app's own"
            }
        case "labelStyle":
            if let style = first.flatMap(SwiftUISyntax.memberName),
                ["iconOnly", "titleOnly", "automatic"].contains(style)
            {
                next.labelStyle = style
            } else {
                next.unknown = next.unknown ?? "its label style is `\(first?.trimmedDescription ?? "")`, the app's own"
            }
        case "controlSize":
            next.unknown = next.unknown ?? "it sets `.controlSize`, whose sizes Apple does not document"
        case "dynamicTypeSize", "environment":
            next.unknown = next.unknown ?? "it sets `.\(name)`, which hitlint does not model"
        case _ where name.lowercased().contains("font"):
            // The app's own font modifier (`.bpFont(.title)`), whose size is not read.
            next.unknown = next.unknown ?? "its font is set by `.\(name)`, the app's own modifier"
        default: return nil
        }
        return next
    }

    static let boldWeights: Set<String> = ["semibold", "bold", "heavy", "black"]

    /// A font written as a text style (`.title`, `.body.bold()`, `Font.headline`) or a size
    /// (`.system(size: 20)`), at the default content size (Large).
    static func font(_ expression: ExprSyntax) -> TextFont? {
        if let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        {
            let name = member.declName.baseName.text
            if name == "system" || name == "custom" {
                guard let size = call.arguments.first(where: { $0.label?.text == "size" }),
                    let points = SwiftUISyntax.number(size.expression), points > 0, points <= 1000
                else { return nil }
                let weight = call.arguments.first { $0.label?.text == "weight" }?.expression
                return TextFont(
                    pointSize: points,
                    bold: weight.flatMap(SwiftUISyntax.memberName).map { boldWeights.contains($0) } ?? false)
            }
            // `.title.bold()`, `.body.weight(.semibold)`, `.title.monospacedDigit()`.
            guard let base = member.base, var font = Self.font(base) else { return nil }
            switch name {
            case "bold": font.bold = true
            case "weight":
                font.bold =
                    call.arguments.first.flatMap { SwiftUISyntax.memberName($0.expression) }.map {
                        boldWeights.contains($0)
                    } ?? font.bold
            case "monospacedDigit", "italic", "smallCaps", "leading": break
            default: return nil
            }
            return font
        }
        guard let name = SwiftUISyntax.memberName(expression) else { return nil }
        let styles: [String: String] = [
            "largeTitle": "Title0", "title": "Title1", "title2": "Title2", "title3": "Title3",
            "headline": "Headline", "body": "Body", "callout": "Callout", "subheadline": "Subhead",
            "footnote": "Footnote", "caption": "Caption1", "caption2": "Caption2",
        ]
        return styles[name].flatMap(TextFont.textStyle)
    }
}
