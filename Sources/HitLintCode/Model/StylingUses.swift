/// The names the code does more with than style (docs/code.md, "Buttons nothing acts on"): for
/// each use of a name in a file's tokens, whether it only sets or reads how the view looks or
/// where it lies (`infoButton.tintColor = ...`, `[self.infoButton setTitle:...]`,
/// `infoButton?.isHidden = true`, `infoButton.transform = ...`). Any other use (`addTarget`, `rx.tap`, passing it, assigning
/// it, tagging it for `viewWithTag`) makes the name acted on: the code may give it a target in
/// a way hitlint does not follow.
package enum StylingUses {
    /// Members and Objective-C selectors that only change or read how a button looks.
    static let styling: Set<String> = [
        "tintColor", "setTintColor", "backgroundColor", "setBackgroundColor", "setTitle", "setTitleColor",
        "setAttributedTitle", "setTitleShadowColor", "setImage", "setBackgroundImage",
        "setPreferredSymbolConfiguration",
        "titleLabel", "imageView", "layer", "isHidden", "hidden", "setHidden", "alpha", "setAlpha", "isEnabled",
        "enabled", "setEnabled", "isHighlighted", "highlighted",
        "accessibilityLabel", "setAccessibilityLabel", "accessibilityHint", "setAccessibilityHint",
        "accessibilityIdentifier", "setAccessibilityIdentifier", "accessibilityTraits", "isAccessibilityElement",
        "contentEdgeInsets", "setContentEdgeInsets", "imageEdgeInsets", "setImageEdgeInsets", "titleEdgeInsets",
        "setTitleEdgeInsets", "contentHorizontalAlignment", "contentVerticalAlignment", "adjustsImageWhenHighlighted",
        "tintAdjustmentMode", "clipsToBounds", "contentMode", "semanticContentAttribute", "setNeedsLayout",
        "layoutIfNeeded", "sizeToFit", "translatesAutoresizingMaskIntoConstraints", "titleColor", "currentTitle",
        "currentImage", "imageForState", "titleForState", "configuration", "setNeedsUpdateConfiguration",
        // Moving it gives it no handler (element's record button, dragged by a pan recognizer
        // on its container): the setters here, the properties when written (`placement`).
        "setTransform", "setFrame", "setCenter", "setBounds",
    ]
    /// Where a view lies: styling when written (`button.transform = ...`, `button.center.x += 2`),
    /// not when read (`button.frame.contains(point)` tests taps against it by hand).
    static let placement: Set<String> = ["transform", "frame", "center", "bounds"]

    /// Whether uses of `name` are followed: names of buttons (`infoButton`, `_closeBtn`). Others
    /// are taken as acted on unread, which keeps their views targets and spares every run a
    /// look at every identifier (docs/speed.md).
    package static func isTracked(_ name: String) -> Bool {
        name.hasSuffix("Button") || name.hasSuffix("button") || name.hasSuffix("Btn") || name.hasSuffix("btn")
    }

    /// The tracked names of a file's tokens (an ivar's leading underscore dropped) with a use
    /// other than styling; declarations (`var name`, `UIButton *name`, `@synthesize name =
    /// _name`) are not uses.
    package static func actedOn(_ t: [CodeToken]) -> Set<String> {
        var acted: Set<String> = []
        for i in t.indices where t[i].kind == .identifier && isTracked(t[i].text) {
            if let name = actedName(t, at: i) { acted.insert(name) }
        }
        return acted
    }

    /// The tracked name at `i` (without an ivar's underscore) when its use there is more than
    /// styling.
    package static func actedName(_ t: [CodeToken], at i: Int) -> String? {
        guard t.indices.contains(i), t[i].kind == .identifier, isTracked(t[i].text), !isDeclaration(t, i),
            !isStyling(t, after: i)
        else { return nil }
        return t[i].text.hasPrefix("_") ? String(t[i].text.dropFirst()) : t[i].text
    }

    /// Whether the code may act on a view through its outlet `name`: a name not tracked, or one
    /// some file does more with than style.
    package static func mayAct(on name: String, acted: Set<String>) -> Bool {
        !isTracked(name) || acted.contains(name)
    }

    private static func isDeclaration(_ t: [CodeToken], _ i: Int) -> Bool {
        guard i > 0 else { return false }
        let previous = t[i - 1].text
        if ["var", "let", "@synthesize", "@property", "*"].contains(previous) { return true }
        // `@synthesize name = _name;`: the ivar after `=`.
        return i >= 3 && previous == "=" && t[i - 3].text == "@synthesize"
    }

    /// Whether the use at `i` goes on to a styling member: `.member`, `?.member`, `!.member`, or
    /// an Objective-C message `[name selector...]`.
    private static func isStyling(_ t: [CodeToken], after i: Int) -> Bool {
        var j = i + 1
        while j < t.count, t[j].isPunctuation("?") || t[j].isPunctuation("!") { j += 1 }
        if j < t.count, t[j].isPunctuation(".") || t[j].isPunctuation("?.") { j += 1 }
        guard j < t.count, t[j].kind == .identifier, j > i + 1 || isMessage(t, i) else { return false }
        guard placement.contains(t[j].text) else { return styling.contains(t[j].text) }
        // `.frame = ...`, `.center.x += 2`, `.frame.origin.y = 0`: a write; `[button frame]` reads.
        guard j > i + 1 else { return false }
        var k = j + 1
        while k + 1 < t.count, t[k].isPunctuation("."), t[k + 1].kind == .identifier { k += 2 }
        return k < t.count && ["=", "+=", "-=", "*=", "/="].contains(t[k].text)
    }

    /// `[receiver selector` with the receiver ending at `i` (`[name sel`, `[self.name sel`).
    private static func isMessage(_ t: [CodeToken], _ i: Int) -> Bool {
        var k = i - 1
        while k >= 1, t[k].isPunctuation("."), t[k - 1].kind == .identifier { k -= 2 }
        return k >= 0 && t[k].isPunctuation("[")
    }
}
