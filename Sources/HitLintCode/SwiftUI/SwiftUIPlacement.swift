import SwiftSyntax

/// Where a view expression sits, read by walking up from it (docs/swiftui.md, "Where a target
/// sits"): the first container that decides its hit area (a `List`, a toolbar, a menu), the
/// modifiers its ancestors apply (fonts, button styles).
struct SwiftUIPlacement {
    /// Where a use is: decided by a container, or by where the named `View` type (or a helper
    /// property or method of the same file) is shown.
    enum Place: Hashable {
        case placed(SwiftUITarget.Placement)
        case insideType(String)
        case insideMember(String)
    }

    var place: Place
    /// Modifier calls applied to the view or an ancestor within the same body, closest first.
    var modifiers: [FunctionCallExprSyntax] = []
    /// Modifiers applied to the view itself (not through a container), closest first.
    var ownModifiers: [String] = []
    /// Inside a preview (`#Preview`, a `PreviewProvider`): not the app's UI.
    var inPreview = false

    static let containerPlacements: [String: SwiftUITarget.Placement] = [
        "List": .listRow, "Form": .listRow, "ToolbarItem": .toolbar, "ToolbarItemGroup": .toolbar,
        "toolbar": .toolbar, "navigationBarItems": .toolbar, "swipeActions": .swipeAction,
        "contextMenu": .contextMenu, "alert": .dialog, "confirmationDialog": .dialog,
        "sheet": .free, "popover": .free, "fullScreenCover": .free, "navigationDestination": .free,
        "overlay": .free, "background": .free, "safeAreaInset": .free, "inspector": .free,
        "CommandGroup": .menu, "CommandMenu": .menu, "commands": .menu,
        "accessibilityActions": .accessibility, "accessibilityAction": .accessibility,
        "accessibilityRotor": .accessibility, "accessibilityRepresentation": .accessibility,
    ]

    static func of(_ node: some SyntaxProtocol) -> SwiftUIPlacement {
        var result = SwiftUIPlacement(place: .placed(.free))
        if !builtForIOS(Syntax(node)) {
            result.place = .placed(.otherPlatform)
            return result
        }
        var current = Syntax(node)
        var direct = true
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
                let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
            {
                result.modifiers.append(call)
                if direct { result.ownModifiers.append(member.declName.baseName.text) }
                current = Syntax(call)
                continue
            }
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != current.id {
                direct = false
                let name = SwiftUISyntax.calleeName(call) ?? ""
                if name == "Menu", SwiftUISyntax.modified(call) == nil,
                    let closure = current.as(ClosureExprSyntax.self) ?? current.parent?.as(ClosureExprSyntax.self),
                    SwiftUISyntax.closures(call).first(where: { $0.closure.id == closure.id })?.label != "label"
                {
                    result.place = .placed(.menu)
                    return result
                }
                if let placement = containerPlacements[name] {
                    result.place = .placed(placement)
                    return result
                }
            }
            if let macro = parent.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                result.inPreview = true
            }
            if let macro = parent.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
                result.inPreview = true
            }
            if let binding = parent.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                binding.parent?.parent?.as(VariableDeclSyntax.self)?.parent?.is(MemberBlockItemSyntax.self) == true
            {
                if name != "body" {
                    result.place = .insideMember(name)
                    result.inPreview = result.inPreview || enclosingType(parent).isPreview
                    return result
                }
            }
            if let function = parent.as(FunctionDeclSyntax.self),
                function.parent?.is(MemberBlockItemSyntax.self) == true
            {
                result.place = .insideMember(function.name.text)
                result.inPreview = result.inPreview || enclosingType(parent).isPreview
                return result
            }
            if let type = parent.as(StructDeclSyntax.self) {
                result.place = .insideType(type.name.text)
                result.inPreview = result.inPreview || isPreview(type.inheritanceClause)
                return result
            }
            current = parent
        }
        return result
    }

    /// Whether every `#if` clause around `node`, up to the file, is built for iOS.
    static func builtForIOS(_ node: Syntax) -> Bool {
        var current = node.parent
        while let node = current {
            if let clause = node.as(IfConfigClauseSyntax.self), !builtForIOS(clause) { return false }
            current = node.parent
        }
        return true
    }

    /// Whether an `#if` clause's code is built for iOS, read from `os(...)` conditions alone:
    /// `#if os(macOS)` is not, `#if !os(macOS)` and `#if os(iOS) || os(macOS)` are; the `#else`
    /// of `#if os(iOS)` is not. Other conditions (flags, `canImport`) are taken as built.
    static func builtForIOS(_ clause: IfConfigClauseSyntax) -> Bool {
        func names(_ text: String) -> (positive: [String], negated: Bool) {
            let systems = text.components(separatedBy: "os(").dropFirst().compactMap { $0.split(separator: ")").first }
            return (systems.map(String.init), text.contains("!os("))
        }
        if let condition = clause.condition {
            let (systems, negated) = names(condition.trimmedDescription)
            guard !systems.isEmpty, !negated else { return true }
            return systems.contains("iOS")
        }
        // `#else`: built for iOS unless an earlier clause was for iOS alone.
        guard let list = clause.parent?.as(IfConfigClauseListSyntax.self) else { return true }
        for earlier in list where earlier.id != clause.id {
            guard let condition = earlier.condition else { continue }
            let (systems, negated) = names(condition.trimmedDescription)
            if !negated, systems == ["iOS"] { return false }
        }
        return true
    }

    static func isPreview(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { $0.type.trimmedDescription == "PreviewProvider" } ?? false
    }

    static func enclosingType(_ node: Syntax) -> (name: String?, isPreview: Bool) {
        var current: Syntax? = node
        while let node = current {
            if let type = node.as(StructDeclSyntax.self) { return (type.name.text, isPreview(type.inheritanceClause)) }
            current = node.parent
        }
        return (nil, false)
    }

}
