import HitLintCore
import SwiftParser
import SwiftSyntax

/// One target declaration read into a `SwiftUITarget`: its label found (by the initializer's
/// shape), its environment gathered from its ancestors, its hit area measured.
package struct SwiftUITargetBuilder {
    let kind: SwiftUITarget.Kind
    let call: FunctionCallExprSyntax
    let sizer: SwiftUISizer
    let converter: SourceLocationConverter

    /// The switch (`UISwitch`, 51 x 31 pt) and stepper (`UIStepper`, 94 x 32 pt) SwiftUI draws.
    static let controlSizes: [SwiftUITarget.Kind: Size] = [
        .toggle: Size(width: 51, height: 31), .stepper: Size(width: 94, height: 32),
    ]

    /// Modifiers on the target itself that mean it takes no taps where the code says.
    static let untappable: [String: String] = [
        "allowsHitTesting": "its `.allowsHitTesting` is set in code",
        "hidden": "it is `.hidden()`",
        "offset": "it is moved by `.offset`",
        "scaleEffect": "it is scaled by `.scaleEffect`",
        "rotationEffect": "it is rotated",
        "position": "it is placed by `.position`",
    ]

    func build(
        resolving: (SwiftUIPlacement.Place) -> SwiftUIResolution,
        outerModifiers: (SwiftUIPlacement.Place) -> [[FunctionCallExprSyntax]] = { _ in [[]] }
    ) -> SwiftUITarget {
        let anchor: Syntax =
            kind == .tapGesture
            ? Syntax(call.calledExpression.as(MemberAccessExprSyntax.self)!.declName) : Syntax(call)
        let location = converter.location(for: anchor.positionAfterSkippingLeadingTrivia)
        let at = SwiftUIPlacement.of(call)
        let resolved = at.inPreview ? SwiftUIResolution(placements: [.preview]) : resolving(at.place)
        var target = SwiftUITarget(
            kind: kind, line: location.line, column: location.column, name: kind.rawValue, hitArea: nil, why: "",
            placement: resolved.placements.contains(.preview)
                ? .preview
                : resolved.placements.contains(.free) || resolved.placements.isEmpty
                    ? .free : resolved.placements.min()!,
            owner: SwiftUIPlacement.enclosingType(Syntax(call)).name)
        // Helpers the file does not use: where other files (extensions of the same type) use
        // them decides.
        target.members = resolved.open.sorted()
        target.placedByOwner =
            (resolved.byOwner || !resolved.open.isEmpty) && !resolved.placements.contains(.free)
        // One environment per way the file shows the target (a helper used in two places);
        // ways that differ leave the label unsized.
        var environments: [SwiftUIEnvironment] = []
        for outer in outerModifiers(at.place) {
            var environment = SwiftUIEnvironment()
            // Farthest first, so the closest modifier wins.
            for modifier in (at.modifiers + outer).reversed() {
                guard let name = SwiftUISyntax.calleeName(modifier),
                    let changed = environment.applying(name, modifier.arguments)
                else { continue }
                environment = changed
            }
            if !environments.contains(environment) { environments.append(environment) }
        }
        var environment = environments.first ?? SwiftUIEnvironment()
        if environments.count > 1 {
            environment.unknown =
                environment.unknown ?? "it is shown in several places with different fonts or styles"
        }
        target.buttonStyle = environment.buttonStyle
        if let why = at.ownModifiers.lazy.compactMap({ Self.untappable[$0] }).first {
            target.why = why
            return target
        }
        let label = labelExpression()
        target.name = name(label)
        if let size = Self.controlSizes[kind] {
            if at.ownModifiers.contains("toggleStyle") {
                target.why = "its toggle style is set in code, and hitlint models the switch alone"
            } else {
                target.hitArea = size
                // With its label shown, the control fills its row's width: placed only without it.
                if at.ownModifiers.contains("labelsHidden") {
                    target.box = SwiftUITarget.Box(
                        frame: size, hit: Rect(x: 0, y: 0, width: size.width, height: size.height))
                }
                target.why =
                    "the system's \(kind == .toggle ? "switch" : "stepper"), \(MessageFormat.size(size.width, size.height))"
            }
            return target
        }
        switch label {
        case .failure(let why):
            target.why = why.why
        case .success(let expression):
            switch sizer.measure(expression, environment) {
            case .failure(let why): target.why = why.why
            case .success(let measure): settle(&target, measure)
            }
        }
        return target
    }

    /// The hit area from the label's measure, or why it is not known.
    private func settle(_ target: inout SwiftUITarget, _ measure: SwiftUIMeasure) {
        guard let hit = measure.hit, hit.width > 0 || measure.widthUnknown != nil, hit.height > 0 else {
            target.why = "its label draws nothing that takes taps"
            return
        }
        // An axis the label fills spans what its container offers: at least this much.
        let wideOpen = measure.fillsWidth && hit.width >= measure.frame.width - 1e-9
        let tallOpen = measure.fillsHeight && hit.height >= measure.frame.height - 1e-9
        if (wideOpen && hit.width < Self.enough) || (tallOpen && hit.height < Self.enough) {
            target.why = "its label fills the space its container offers, which hitlint does not size"
            return
        }
        if let why = measure.widthUnknown {
            guard hit.height < Self.enough else {
                target.why = why
                return
            }
            target.widthUnknown = why
        }
        target.hitArea = Size(width: hit.width, height: hit.height)
        if !measure.fillsWidth, !measure.fillsHeight, measure.widthUnknown == nil, measure.frameUnknown == nil {
            target.box = SwiftUITarget.Box(frame: measure.frame, hit: hit)
        }
        target.why =
            "its label responds in \(MessageFormat.size(hit.width, hit.height))"
            + (wideOpen || tallOpen ? " or more" : "")
    }

    /// Apple's minimum (HIG, 44 x 44 pt): a filling axis at least this long is not too small.
    package static let enough = 44.0

    /// The view that takes the taps: the label of a button-like initializer, the modified view
    /// of `.onTapGesture` and `.gesture(TapGesture())`.
    private func labelExpression() -> Result<ExprSyntax, SizeUnknown> {
        switch kind {
        case .tapGesture:
            return .success(SwiftUISyntax.modified(call)!)
        case .gesture:
            var current = Syntax(call)
            while let parent = current.parent {
                if let outer = parent.as(FunctionCallExprSyntax.self), outer.calledExpression.id != current.id,
                    let name = SwiftUISyntax.calleeName(outer),
                    ["gesture", "simultaneousGesture", "highPriorityGesture"].contains(name),
                    let base = SwiftUISyntax.modified(outer)
                {
                    return .success(base)
                }
                current = parent
            }
            return .failure(SizeUnknown("its TapGesture is not attached with `.gesture` here"))
        default: break
        }
        let closures = SwiftUISyntax.closures(call)
        if let label = closures.first(where: { $0.label == "label" }) {
            return SwiftUISyntax.singleView(label.closure).map { .success($0) }
                ?? .failure(SizeUnknown("its label closure holds more than one view"))
        }
        let labelled = Set(call.arguments.compactMap { $0.label?.text })
        let trailingIsLabel: Bool
        switch kind {
        case .button: trailingIsLabel = labelled.contains("action")
        case .link, .shareLink: trailingIsLabel = true
        case .navigationLink: trailingIsLabel = labelled.contains("destination") || labelled.contains("value")
        default: trailingIsLabel = false
        }
        if trailingIsLabel, let trailing = call.trailingClosure {
            return SwiftUISyntax.singleView(trailing).map { .success($0) }
                ?? .failure(SizeUnknown("its label closure holds more than one view"))
        }
        if kind == .picker {
            return .failure(SizeUnknown("a Picker's button shows its selection, which comes from data"))
        }
        if kind == .shareLink { return .failure(SizeUnknown("a ShareLink's default label is the system's")) }
        guard let title = call.arguments.first, title.label == nil else {
            return .failure(SizeUnknown("its label is made by an initializer hitlint does not read"))
        }
        // `Button(configuration)` in a style's `makeBody` shows the caller's label.
        if title.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "configuration" {
            return .failure(SizeUnknown("its label is its style's configuration: the label of each button styled so"))
        }
        // A title from a value shows as `Text(value)` does: one line of unknown width.
        let written = title.expression.trimmedDescription
        if let symbol = SwiftUISyntax.argument(call, "systemImage") {
            return .success(Self.expression("Label(\(written), systemImage: \(symbol.trimmedDescription))"))
        }
        return .success(Self.expression("Text(\(written))"))
    }

    /// The label a title initializer makes (`Button("Save")` shows `Text("Save")`), parsed from
    /// the code's own literals.
    static func expression(_ text: String) -> ExprSyntax {
        var parser = Parser(text)
        return ExprSyntax.parse(from: &parser)
    }

    /// "Button 'Save'", "Button (systemName: xmark)", "onTapGesture on Text 'More'".
    private func name(_ label: Result<ExprSyntax, SizeUnknown>) -> String {
        guard case .success(let expression) = label else { return kind.rawValue }
        var described: String?
        var node = expression
        while let call = node.as(FunctionCallExprSyntax.self) {
            if let base = SwiftUISyntax.modified(call) {
                node = base
                continue
            }
            let callee = SwiftUISyntax.calleeName(call) ?? ""
            let first = call.arguments.first
            if let symbol = SwiftUISyntax.argument(call, "systemImage").flatMap(SwiftUISyntax.string) {
                described =
                    first.flatMap { SwiftUISyntax.string($0.expression) }.flatMap { $0.isEmpty ? nil : "\"\($0)\"" }
                    ?? "(\(symbol))"
            } else if let first, let text = SwiftUISyntax.string(first.expression) {
                described =
                    first.label?.text == "systemName"
                    ? "(systemName: \(text))" : callee == "Image" ? "(image \(text))" : "\"\(text)\""
            } else {
                described = "(\(callee))"
            }
            break
        }
        let what = described ?? "(\(SwiftUISizer.short(expression)))"
        return kind == .tapGesture || kind == .gesture ? "\(kind.rawValue) on \(what)" : "\(kind.rawValue) \(what)"
    }
}
