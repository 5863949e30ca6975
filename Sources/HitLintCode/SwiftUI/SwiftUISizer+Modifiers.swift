import HitLintCore
import SwiftSyntax

extension SwiftUISizer {
    /// Modifiers that change neither a view's size nor where it takes taps.
    static let neutral: Set<String> = [
        "foregroundColor", "foregroundStyle", "tint", "accentColor", "opacity", "symbolRenderingMode",
        "symbolVariant", "symbolEffect", "lineLimit", "multilineTextAlignment", "help", "id", "tag", "animation",
        "transition", "contentTransition", "hoverEffect", "keyboardShortcut", "cornerRadius", "clipShape", "clipped",
        "shadow", "disabled", "fixedSize", "minimumScaleFactor", "monospacedDigit", "redacted", "privacySensitive",
        "matchedGeometryEffect", "compositingGroup", "drawingGroup", "blendMode", "saturation", "grayscale",
        "brightness", "allowsTightening", "underline", "strikethrough", "italic", "accessibilityElement",
        "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityHidden", "accessibilityLabel",
        "accessibilityHint", "accessibilityIdentifier", "accessibilityValue", "accessibilitySortPriority",
        "accessibilityShowsLargeContentViewer", "accessibilityInputLabels", "labelsHidden", "renderingMode",
        "interpolation", "antialiased", "truncationMode", "textSelection", "unredacted", "colorMultiply",
        "accessibilityAction", "contrast", "hueRotation", "colorInvert", "luminanceToAlpha", "onAppear",
        "onDisappear", "onChange", "task", "environmentObject", "preferredColorScheme", "colorScheme",
    ]

    /// `base.name(arguments)`.
    func modifier(
        _ name: String, _ call: FunctionCallExprSyntax, _ base: ExprSyntax, _ environment: SwiftUIEnvironment,
        depth: Int
    ) -> Result<SwiftUIMeasure, SizeUnknown> {
        if let changed = environment.applying(name, call.arguments) {
            return measure(base, changed, depth: depth + 1)
        }
        if Self.neutral.contains(name) { return measure(base, environment, depth: depth + 1) }
        let inner: SwiftUIMeasure
        switch measure(base, environment, depth: depth + 1) {
        case .success(let measured): inner = measured
        case .failure(let why): return .failure(why)
        }
        switch name {
        case "padding": return Self.padding(call, inner)
        case "frame": return Self.frame(call, inner)
        case "contentShape":
            return Self.wholeFrame(inner, "`.contentShape`")
        case "background", "overlay", "border":
            let drawn =
                call.arguments.first?.expression
                ?? SwiftUISyntax.closures(call).first.flatMap {
                    SwiftUISyntax.singleView($0.closure)
                }
            if let drawn, Self.isClearColour(drawn) { return .success(inner) }
            // A background or overlay of a shape or a colour draws over the whole frame.
            guard name == "border" || drawn.map(Self.fillsFrame) == true else {
                return .failure(SizeUnknown("it has a `.\(name)` of a view hitlint does not size"))
            }
            return Self.wholeFrame(inner, "`.\(name)`")
        case "resizable":
            var resized = inner
            (resized.fillsWidth, resized.fillsHeight) = (true, true)
            return .success(resized)
        case "aspectRatio", "scaledToFit", "scaledToFill":
            return .success(inner)
        default:
            return .failure(SizeUnknown("its label has `.\(name)`, a modifier hitlint does not model"))
        }
    }

    static func isClearColour(_ expression: ExprSyntax) -> Bool {
        SwiftUISyntax.memberName(expression) == "clear"
    }

    /// A colour or a shape: what fills the frame it is put in.
    static func fillsFrame(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            return base == nil || base == "Color"
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        if let base = SwiftUISyntax.modified(call) { return fillsFrame(base) }
        return ["Rectangle", "Circle", "Capsule", "RoundedRectangle", "Ellipse", "Color"].contains(
            SwiftUISyntax.calleeName(call) ?? "")
    }

    static func wholeFrame(_ inner: SwiftUIMeasure, _ what: String) -> Result<SwiftUIMeasure, SizeUnknown> {
        if let why = inner.frameUnknown { return .failure(SizeUnknown("\(what) covers a frame that \(why)")) }
        var whole = inner
        whole.hit = Rect(x: 0, y: 0, width: inner.frame.width, height: inner.frame.height)
        if inner.frameWidthFixed { whole.widthUnknown = nil }
        return .success(whole)
    }

    /// `.padding()`, `.padding(8)`, `.padding(.horizontal, 8)`, `.padding([.top, .bottom], 8)`,
    /// `.padding(EdgeInsets(top:leading:bottom:trailing:))`: transparent, so it moves the hit box
    /// within a larger frame.
    static func padding(_ call: FunctionCallExprSyntax, _ inner: SwiftUIMeasure) -> Result<
        SwiftUIMeasure, SizeUnknown
    > {
        var edges: Set<String> = ["top", "leading", "bottom", "trailing"]
        var amount: Double?
        let arguments = Array(call.arguments)
        for argument in arguments {
            let expression = argument.expression
            if let value = SwiftUISyntax.number(expression) {
                amount = value
            } else if let call = expression.as(FunctionCallExprSyntax.self),
                SwiftUISyntax.calleeName(call) == "EdgeInsets"
            {
                var insets: [String: Double] = [:]
                for part in call.arguments {
                    guard let label = part.label?.text, let value = SwiftUISyntax.number(part.expression) else {
                        return .failure(SizeUnknown("its padding's insets are not constants"))
                    }
                    insets[label] = value
                }
                return .success(
                    pad(
                        inner, top: insets["top"] ?? 0, leading: insets["leading"] ?? 0,
                        bottom: insets["bottom"] ?? 0, trailing: insets["trailing"] ?? 0))
            } else if let names = edgeNames(expression) {
                edges = names
            } else {
                return .failure(SizeUnknown("its padding `\(short(expression))` is not a constant"))
            }
        }
        guard let amount else {
            // The platform's default amount, which Apple does not state: the hit box is as it
            // was; the frame around it is not known.
            var unknown = inner
            unknown.frameUnknown = unknown.frameUnknown ?? "`.padding()` grows by a default amount Apple does not state"
            return .success(unknown)
        }
        guard amount.isFinite, abs(amount) < 10_000 else {
            return .failure(SizeUnknown("its padding is out of range"))
        }
        func side(_ name: String) -> Double { edges.contains(name) ? amount : 0 }
        return .success(
            pad(inner, top: side("top"), leading: side("leading"), bottom: side("bottom"), trailing: side("trailing")))
    }

    static func edgeNames(_ expression: ExprSyntax) -> Set<String>? {
        if let array = expression.as(ArrayExprSyntax.self) {
            var all: Set<String> = []
            for element in array.elements {
                guard let names = edgeNames(element.expression) else { return nil }
                all.formUnion(names)
            }
            return all
        }
        switch SwiftUISyntax.memberName(expression) {
        case "all": return ["top", "leading", "bottom", "trailing"]
        case "horizontal": return ["leading", "trailing"]
        case "vertical": return ["top", "bottom"]
        case let name? where ["top", "leading", "bottom", "trailing"].contains(name): return [name]
        default: return nil
        }
    }

    static func pad(_ inner: SwiftUIMeasure, top: Double, leading: Double, bottom: Double, trailing: Double)
        -> SwiftUIMeasure
    {
        var padded = inner
        padded.frame = Size(
            width: max(0, inner.frame.width + leading + trailing), height: max(0, inner.frame.height + top + bottom))
        padded.hit = inner.hit.map { Rect(x: $0.x + leading, y: $0.y + top, width: $0.width, height: $0.height) }
        return padded
    }

    /// `.frame(width:height:alignment:)` and `.frame(minWidth:idealWidth:maxWidth:...)`.
    static func frame(_ call: FunctionCallExprSyntax, _ inner: SwiftUIMeasure) -> Result<
        SwiftUIMeasure, SizeUnknown
    > {
        var values: [String: Double] = [:]
        var infinite: Set<String> = []
        var alignment = "center"
        for argument in call.arguments {
            guard let label = argument.label?.text else {
                return .failure(SizeUnknown("its frame has an unlabelled argument"))
            }
            if label == "alignment" {
                guard let name = SwiftUISyntax.memberName(argument.expression) else {
                    return .failure(SizeUnknown("its frame's alignment is not a written member"))
                }
                alignment = name
                continue
            }
            if SwiftUISyntax.memberName(argument.expression) == "infinity" {
                infinite.insert(label)
                continue
            }
            if argument.expression.is(NilLiteralExprSyntax.self) { continue }
            guard let value = SwiftUISyntax.number(argument.expression), value >= 0, value < 100_000 else {
                return .failure(
                    SizeUnknown("its frame's \(label) is `\(short(argument.expression))`, not a constant"))
            }
            values[label] = value
        }
        var framed = inner
        framed.frameUnknown = nil
        func axis(_ name: String, _ own: Double, _ fills: Bool) -> (size: Double, fills: Bool)? {
            let capital = name.prefix(1).uppercased() + name.dropFirst()
            if let fixed = values[name] { return (fixed, false) }
            if infinite.contains("max\(capital)") { return (max(own, values["min\(capital)"] ?? 0), true) }
            let low = values["min\(capital)"] ?? 0
            let high = values["max\(capital)"] ?? .infinity
            if fills { return high.isFinite ? (max(low, high), false) : nil }
            return (min(max(own, low), max(low, high)), false)
        }
        guard let width = axis("width", inner.frame.width, inner.fillsWidth),
            let height = axis("height", inner.frame.height, inner.fillsHeight)
        else { return .failure(SizeUnknown("its frame grows with what it is offered")) }
        framed.frame = Size(width: width.size, height: height.size)
        (framed.fillsWidth, framed.fillsHeight) = (width.fills, height.fills)
        framed.frameWidthFixed = values["width"] != nil || (inner.frameWidthFixed && !width.fills)
        if inner.widthUnknown != nil, values["width"] == nil,
            values["minWidth"] != nil || values["maxWidth"] != nil || infinite.contains("maxWidth")
        {
            return .failure(SizeUnknown("its frame's width bounds a width that \(inner.widthUnknown!)"))
        }
        // A view that filled its axis takes the frame's size there; one that did not is placed
        // in the frame by the alignment.
        let childWidth = inner.fillsWidth ? width.size : inner.frame.width
        let childHeight = inner.fillsHeight ? height.size : inner.frame.height
        if inner.frameUnknown != nil, !(values["width"] != nil && values["height"] != nil) {
            return .failure(SizeUnknown("its frame holds a view whose size \(inner.frameUnknown!)"))
        }
        guard
            let (dx, dy) = aligned(
                Size(width: childWidth, height: childHeight), in: Size(width: width.size, height: height.size),
                alignment)
        else { return .failure(SizeUnknown("its frame's alignment `.\(alignment)` is not one hitlint reads")) }
        framed.hit = inner.hit.map {
            // A filled axis: the drawn part spans the frame there.
            Rect(
                x: inner.fillsWidth ? 0 : $0.x + dx, y: inner.fillsHeight ? 0 : $0.y + dy,
                width: inner.fillsWidth ? width.size : $0.width, height: inner.fillsHeight ? height.size : $0.height)
        }
        return .success(framed)
    }

    /// Where `Alignment.name` puts a child of size `child` in `frame` (`.topTrailing`: at the
    /// top, against the trailing edge); nil for an alignment hitlint does not read (baselines,
    /// the app's own).
    static func aligned(_ child: Size, in frame: Size, _ name: String) -> (dx: Double, dy: Double)? {
        let dx: Double
        let dy: Double
        switch name {
        case "leading", "topLeading", "bottomLeading": dx = 0
        case "trailing", "topTrailing", "bottomTrailing": dx = frame.width - child.width
        case "center", "top", "bottom": dx = (frame.width - child.width) / 2
        default: return nil
        }
        switch name {
        case "top", "topLeading", "topTrailing": dy = 0
        case "bottom", "bottomLeading", "bottomTrailing": dy = frame.height - child.height
        default: dy = (frame.height - child.height) / 2
        }
        return (dx, dy)
    }
}
