import HitLintCore
import SwiftSyntax

/// A view's size as SwiftUI lays it out, and the part of it that takes taps: a view responds
/// only where it draws (text, images, shapes, colours), not in its padding or a spacer's gap,
/// unless `.contentShape` or a background makes its whole frame respond (docs/swiftui.md).
struct SwiftUIMeasure: Equatable {
    var frame: Size
    /// The bounding box of what takes taps, in the frame's coordinates; nil when nothing does.
    var hit: Rect?
    /// Axes the view fills from the space it is offered (a resizable image, a colour, a
    /// spacer, `maxWidth: .infinity`): its size there is the container's, not its own.
    var fillsWidth = false
    var fillsHeight = false
    /// Why the frame is not known although the hit box is (`.padding()` by the platform's
    /// default amount): a later modifier that makes the whole frame respond cannot be sized.
    var frameUnknown: String? = nil
    /// Why the width is not known although the height is (a localization key's translation, a
    /// stack's default spacing): the width stands at a lower bound.
    var widthUnknown: String? = nil
    /// A `.frame(width:)` fixed the frame's width: a later `.contentShape` knows its width.
    var frameWidthFixed = false

    static func drawn(_ size: Size) -> SwiftUIMeasure {
        SwiftUIMeasure(frame: size, hit: Rect(x: 0, y: 0, width: size.width, height: size.height))
    }
}

/// Works out the measure of a label expression, or why it cannot (docs/swiftui.md, "What the
/// label's size is read from").
struct SwiftUISizer {
    /// An asset image's size in points, from the app's catalogs; nil when it has none.
    var imageSize: (String) -> Size?
    /// The body of a `View` type the file declares with a static body (no stored inputs).
    var viewBody: (String) -> ExprSyntax?
    static let maximumDepth = 12

    func measure(_ expression: ExprSyntax, _ environment: SwiftUIEnvironment, depth: Int = 0) -> Result<
        SwiftUIMeasure, SizeUnknown
    > {
        guard depth < Self.maximumDepth else { return .failure(SizeUnknown("its label nests too deeply")) }
        if let unknown = environment.unknown { return .failure(SizeUnknown(unknown)) }
        if let parenthesized = expression.as(TupleExprSyntax.self), parenthesized.elements.count == 1 {
            return measure(parenthesized.elements.first!.expression, environment, depth: depth + 1)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let base = SwiftUISyntax.modified(call), let name = SwiftUISyntax.calleeName(call) {
                return modifier(name, call, base, environment, depth: depth)
            }
            return view(call, environment, depth: depth)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            // `Color.red`, `.red` as a view: a colour fills what it is offered.
            if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "Color" {
                return colour(member.declName.baseName.text)
            }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let body = viewBody(reference.baseName.text) {
            return measure(body, environment, depth: depth + 1)
        }
        return .failure(SizeUnknown("its label is `\(Self.short(expression))`, a value hitlint cannot size"))
    }

    private func colour(_ name: String) -> Result<SwiftUIMeasure, SizeUnknown> {
        if name == "clear" {
            return .failure(SizeUnknown("its label is `Color.clear`, whose hit testing Apple does not document"))
        }
        var measure = SwiftUIMeasure.drawn(Size(width: 0, height: 0))
        (measure.fillsWidth, measure.fillsHeight) = (true, true)
        return .success(measure)
    }

    /// A view made by a call: `Image`, `Text`, `Label`, stacks, shapes, the app's own views.
    private func view(_ call: FunctionCallExprSyntax, _ environment: SwiftUIEnvironment, depth: Int) -> Result<
        SwiftUIMeasure, SizeUnknown
    > {
        guard let name = SwiftUISyntax.calleeName(call) else {
            return .failure(SizeUnknown("its label is `\(Self.short(ExprSyntax(call)))`"))
        }
        switch name {
        case "Image": return image(call, environment)
        case "Text":
            guard let first = call.arguments.first, [nil, "verbatim"].contains(first.label?.text) else {
                return .failure(SizeUnknown("its text is made by an initializer hitlint does not read"))
            }
            guard let text = SwiftUISyntax.string(first.expression) else {
                // A value is one line, as a key's translation is: its height is the font's.
                var line = SwiftUIMeasure.drawn(Size(width: 0, height: environment.font.lineHeight))
                line.widthUnknown = "its text comes from a value (`\(Self.short(first.expression))`), not a literal"
                return .success(line)
            }
            if first.label == nil, Self.isLocalizationKey(text) {
                var line = SwiftUIMeasure.drawn(Size(width: 0, height: environment.font.lineHeight))
                line.widthUnknown = Self.keyUnknown(text).why
                return .success(line)
            }
            return .success(.drawn(Self.textSize(text, environment.font)))
        case "Label":
            return label(call, environment, depth: depth)
        case "HStack", "VStack", "ZStack":
            return stack(call, name, environment, depth: depth)
        case "Rectangle", "Circle", "Capsule", "RoundedRectangle", "Ellipse", "Color":
            return colour(name)
        case "Spacer":
            var measure = SwiftUIMeasure(frame: Size(width: 0, height: 0), hit: nil)
            (measure.fillsWidth, measure.fillsHeight) = (true, true)
            return .success(measure)
        case "EmptyView":
            return .success(SwiftUIMeasure(frame: Size(width: 0, height: 0), hit: nil))
        default:
            if call.arguments.isEmpty, call.trailingClosure == nil, let body = viewBody(name) {
                return measure(body, environment, depth: depth + 1)
            }
            return .failure(SizeUnknown("its label is `\(name)`, a view whose size hitlint does not read"))
        }
    }

    private func image(_ call: FunctionCallExprSyntax, _ environment: SwiftUIEnvironment) -> Result<
        SwiftUIMeasure, SizeUnknown
    > {
        guard let first = call.arguments.first else { return .failure(SizeUnknown("its image is not named")) }
        switch first.label?.text {
        case "systemName":
            guard SwiftUISyntax.string(first.expression) != nil else {
                return .failure(SizeUnknown("its symbol's name comes from a value"))
            }
            let side = environment.font.pointSize * environment.imageScale * Self.symbolSidePerPoint
            return .success(.drawn(Size(width: side, height: side)))
        case nil:
            let name = SwiftUISyntax.string(first.expression) ?? SwiftUISyntax.memberName(first.expression)
            guard let name else { return .failure(SizeUnknown("its image's name comes from a value")) }
            guard let size = imageSize(name) else {
                return .failure(SizeUnknown("its image '\(name)' is not in the app's asset catalogs as a bitmap"))
            }
            return .success(.drawn(size))
        default:
            return .failure(SizeUnknown("its image is made from `\(first.label!.text):`, a value"))
        }
    }

    /// Longer side of an SF Symbol per point of its font, at medium scale: the same average
    /// hitlint uses for Interface Builder's symbols (docs/interface-builder.md, "SF Symbols").
    static let symbolSidePerPoint = 1.2

    /// A literal that reads as a key of the app's strings (`"menu.settings"`, `"login_title"`):
    /// no spaces, a dot or an underscore between letters. `Text` shows its translation.
    static func isLocalizationKey(_ text: String) -> Bool {
        !text.contains(" ") && text.count > 2 && (text.contains(".") || text.contains("_"))
            && text.first?.isLetter == true && text.last?.isLetter == true
    }

    static func keyUnknown(_ key: String) -> SizeUnknown {
        SizeUnknown("its text is the localization key '\(key)', and the strings files that translate it are not read")
    }

    static func textSize(_ text: String, _ font: TextFont) -> Size {
        TextBlock(text: text, font: font, lines: 1).size(width: 1e6, height: .infinity)
    }

    private func label(_ call: FunctionCallExprSyntax, _ environment: SwiftUIEnvironment, depth: Int) -> Result<
        SwiftUIMeasure, SizeUnknown
    > {
        let title = call.arguments.first.flatMap { $0.label == nil ? SwiftUISyntax.string($0.expression) : nil }
        let symbol = SwiftUISyntax.argument(call, "systemImage").flatMap(SwiftUISyntax.string)
        // An empty title draws nothing beside the icon.
        switch title == "" ? "iconOnly" : environment.labelStyle {
        case "iconOnly":
            guard symbol != nil else { return .failure(SizeUnknown("its Label's icon is not an SF Symbol literal")) }
            let side = environment.font.pointSize * environment.imageScale * Self.symbolSidePerPoint
            return .success(.drawn(Size(width: side, height: side)))
        case "titleOnly":
            guard let title else { return .failure(SizeUnknown("its Label's title comes from a value")) }
            if Self.isLocalizationKey(title) { return .failure(Self.keyUnknown(title)) }
            return .success(.drawn(Self.textSize(title, environment.font)))
        default:
            // Icon and title side by side: as high as the higher, as wide as hitlint cannot say.
            guard symbol != nil, let title else {
                return .failure(SizeUnknown("its Label's icon or title comes from a value"))
            }
            let side = environment.font.pointSize * environment.imageScale * Self.symbolSidePerPoint
            let text = Self.isLocalizationKey(title) ? 0 : Self.textSize(title, environment.font).width
            var both = SwiftUIMeasure.drawn(Size(width: side + text, height: max(side, environment.font.lineHeight)))
            both.widthUnknown = "a Label's spacing between icon and title is not documented"
            return .success(both)
        }
    }

    private func stack(
        _ call: FunctionCallExprSyntax, _ name: String, _ environment: SwiftUIEnvironment, depth: Int
    ) -> Result<SwiftUIMeasure, SizeUnknown> {
        guard let content = SwiftUISyntax.closures(call).first?.closure else {
            return .failure(SizeUnknown("its \(name) has no content closure"))
        }
        var spacing = 0.0
        var defaultSpacing = false
        if name != "ZStack" {
            if let written = SwiftUISyntax.argument(call, "spacing") {
                guard let value = SwiftUISyntax.number(written), value >= 0, value < 10_000 else {
                    return .failure(SizeUnknown("its \(name)'s spacing is not a constant"))
                }
                spacing = value
            } else if name == "VStack" {
                return .failure(
                    SizeUnknown("its VStack has no `spacing:`, and SwiftUI's default spacing is not documented"))
            } else {
                defaultSpacing = true
            }
        }
        var parts: [SwiftUIMeasure] = []
        for item in content.statements {
            guard let expression = item.item.as(ExprSyntax.self) else {
                return .failure(SizeUnknown("its \(name) holds a statement (`if`, `for`) hitlint does not size"))
            }
            switch measure(expression, environment, depth: depth + 1) {
            case .success(let part): parts.append(part)
            case .failure(let why): return .failure(why)
            }
        }
        let alignment = SwiftUISyntax.argument(call, "alignment").flatMap(SwiftUISyntax.memberName) ?? "center"
        var arranged = Self.arrange(parts, name, spacing: spacing, alignment: alignment)
        if defaultSpacing, parts.count > 1 {
            arranged.widthUnknown =
                arranged.widthUnknown ?? "its HStack has no `spacing:`, and SwiftUI's default spacing is not documented"
        }
        return .success(arranged)
    }

    /// Parts stacked as `HStack`, `VStack` or `ZStack` does; a part that fills makes the stack fill.
    static func arrange(_ parts: [SwiftUIMeasure], _ name: String, spacing: Double, alignment: String)
        -> SwiftUIMeasure
    {
        let horizontal = name == "HStack"
        let along = { (s: Size) in horizontal ? s.width : s.height }
        let across = { (s: Size) in horizontal ? s.height : s.width }
        let thickness = parts.map { across($0.frame) }.max() ?? 0
        var result = SwiftUIMeasure(frame: Size(width: 0, height: 0), hit: nil)
        var offset = 0.0
        for (index, part) in parts.enumerated() {
            let lead: Double
            switch alignment {
            case "leading", "top": lead = 0
            case "trailing", "bottom": lead = thickness - across(part.frame)
            default: lead = (thickness - across(part.frame)) / 2
            }
            if let hit = part.hit {
                let moved =
                    name == "ZStack"
                    ? Rect(x: hit.x + lead, y: hit.y + lead, width: hit.width, height: hit.height)
                    : horizontal
                        ? Rect(x: hit.x + offset, y: hit.y + lead, width: hit.width, height: hit.height)
                        : Rect(x: hit.x + lead, y: hit.y + offset, width: hit.width, height: hit.height)
                result.hit = result.hit.map { union($0, moved) } ?? moved
            }
            if name != "ZStack" { offset += along(part.frame) + (index + 1 < parts.count ? spacing : 0) }
            result.fillsWidth = result.fillsWidth || part.fillsWidth
            result.fillsHeight = result.fillsHeight || part.fillsHeight
            result.frameUnknown = result.frameUnknown ?? part.frameUnknown
            result.widthUnknown = result.widthUnknown ?? part.widthUnknown
        }
        if name == "ZStack" {
            let width = parts.map(\.frame.width).max() ?? 0
            let height = parts.map(\.frame.height).max() ?? 0
            result.frame = Size(width: width, height: height)
            // Centred parts: the lead above used the larger side; recentre on each axis.
            result.hit = nil
            for part in parts {
                guard let hit = part.hit else { continue }
                let moved = Rect(
                    x: hit.x + (width - part.frame.width) / 2, y: hit.y + (height - part.frame.height) / 2,
                    width: hit.width, height: hit.height)
                result.hit = result.hit.map { union($0, moved) } ?? moved
            }
        } else {
            result.frame = horizontal ? Size(width: offset, height: thickness) : Size(width: thickness, height: offset)
        }
        return result
    }

    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let x = min(a.x, b.x)
        let y = min(a.y, b.y)
        return Rect(
            x: x, y: y, width: max(a.x + a.width, b.x + b.width) - x, height: max(a.y + a.height, b.y + b.height) - y)
    }

    static func short(_ expression: ExprSyntax) -> String {
        let text = expression.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
        return text.count > 60 ? String(text.prefix(57)) + "..." : text
    }
}

/// Why a size is not known: the sentence a `notLinted` entry gives.
struct SizeUnknown: Error, Equatable {
    var why: String
    init(_ why: String) { self.why = why }
}
