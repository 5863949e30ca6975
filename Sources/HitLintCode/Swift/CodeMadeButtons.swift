import HitLintCore
import SwiftSyntax

/// A `UIButton` a Swift file makes in code (docs/swiftui.md, "UIKit buttons made in code"):
/// where it is made, and its size when the code makes it constant (width and height anchors
/// equal to constants, or a `CGRect` frame that nothing else sizes), else why not.
package struct CodeMadeButton: Sendable, Equatable {
    package var name: String
    package var line: Int
    package var column: Int
    package var size: Size?
    package var why: String
    /// Shown as a bar button item's custom view (`UIBarButtonItem(customView:)`).
    package var inBar = false
    /// Sized by width and height constraints (else by its frame): what the advice changes.
    package var byConstraints = false
}

/// Finds the `UIButton`s a Swift file makes and what its code does to their size.
package enum CodeMadeButtons {
    /// Whether a file's text may make one: what sends it to `read`.
    package static func mayMake(_ text: String) -> Bool { text.containsBytes(of: "UIButton(") }

    package static func read(_ text: String, path: String) -> [CodeMadeButton] {
        guard mayMake(text), case .success(let parsed) = ParsedSwift.parse(text, path: path) else { return [] }
        return read(parsed)
    }

    package static func read(_ parsed: ParsedSwift) -> [CodeMadeButton] {
        let collector = ButtonCollector(converter: parsed.converter)
        collector.walk(parsed.tree)
        return collector.buttons()
    }
}

/// Collects creations `NAME = UIButton(...)` and the facts the file states about each `NAME`
/// within the type it is declared in.
private final class ButtonCollector: SyntaxVisitor {
    struct Key: Hashable {
        var owner: String
        var name: String
    }
    struct Made {
        var line: Int
        var column: Int
        var frame: Size?
    }
    let converter: SourceLocationConverter
    var made: [Key: [Made]] = [:]
    var width: [Key: Set<Double>] = [:]
    var height: [Key: Set<Double>] = [:]
    var frames: [Key: Set<Size>] = [:]
    /// Why something else sizes the button.
    var sized: [Key: String] = [:]
    var anchored: Set<Key> = []
    var inBar: Set<Key> = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    /// The name of the type (class, struct, extension) around `node`.
    func owner(of node: some SyntaxProtocol) -> String {
        var current = node.parent
        while let node = current {
            if let type = node.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = node.as(StructDeclSyntax.self) { return type.name.text }
            if let type = node.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
            current = node.parent
        }
        return ""
    }

    static func rect(_ expression: ExprSyntax?) -> Size? {
        guard let call = expression?.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "CGRect",
            let width = SwiftUISyntax.argument(call, "width").flatMap(SwiftUISyntax.number),
            let height = SwiftUISyntax.argument(call, "height").flatMap(SwiftUISyntax.number),
            width >= 0, height >= 0, width < 100_000, height < 100_000
        else { return nil }
        return Size(width: width, height: height)
    }

    /// `NAME` or `self.NAME`: the name.
    static func name(_ expression: ExprSyntax?) -> String? {
        if let reference = expression?.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression?.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
            return member.declName.baseName.text
        }
        return nil
    }

    func record(_ name: String, _ call: FunctionCallExprSyntax) {
        let location = converter.location(for: call.positionAfterSkippingLeadingTrivia)
        made[Key(owner: owner(of: call), name: name), default: []].append(
            Made(line: location.line, column: location.column, frame: Self.rect(SwiftUISyntax.argument(call, "frame"))))
    }

    static func isButtonCreation(_ expression: ExprSyntax?) -> FunctionCallExprSyntax? {
        guard let call = expression?.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIButton"
        else { return nil }
        return call
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let call = Self.isButtonCreation(node.initializer?.value),
            let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            record(name, call)
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let target = Self.name(elements[0])
        else {
            // `NAME.frame = CGRect(...)`, `NAME.autoresizingMask = ...`, `NAME.bounds = ...`
            return .visitChildren
        }
        if let call = Self.isButtonCreation(elements[2]) { record(target, call) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = Self.name(node.base) else { return .visitChildren }
        let key = Key(owner: owner(of: node), name: name)
        let member = node.declName.baseName.text
        switch member {
        case "widthAnchor", "heightAnchor":
            anchored.insert(key)
            // `NAME.widthAnchor.constraint(equalToConstant: 30)`
            guard let constraint = node.parent?.as(MemberAccessExprSyntax.self),
                constraint.declName.baseName.text == "constraint",
                let call = constraint.parent?.as(FunctionCallExprSyntax.self),
                let first = call.arguments.first, first.label?.text == "equalToConstant", call.arguments.count == 1,
                let value = SwiftUISyntax.number(first.expression), value >= 0, value < 100_000
            else {
                sized[key] = sized[key] ?? "its \(member) is constrained to something other than a constant"
                return .visitChildren
            }
            if member == "widthAnchor" {
                width[key, default: []].insert(value)
            } else {
                height[key, default: []].insert(value)
            }
        case "leadingAnchor", "trailingAnchor", "topAnchor", "bottomAnchor", "centerXAnchor", "centerYAnchor",
            "leftAnchor", "rightAnchor":
            anchored.insert(key)
        case "frame":
            if let sequence = node.parent?.as(SequenceExprSyntax.self), Array(sequence.elements).count == 3,
                Array(sequence.elements)[0].id == node.id
            {
                if let size = Self.rect(Array(sequence.elements)[2]) {
                    frames[key, default: []].insert(size)
                } else {
                    sized[key] = sized[key] ?? "its frame is set to a value that is not a constant CGRect"
                }
            }
        case "sizeToFit": sized[key] = sized[key] ?? "its code calls `sizeToFit()`"
        case "autoresizingMask": sized[key] = sized[key] ?? "its autoresizing mask resizes it"
        case "bounds": sized[key] = sized[key] ?? "its code sets its bounds"
        case "snp": sized[key] = sized[key] ?? "SnapKit constraints size it"
        case "translatesAutoresizingMaskIntoConstraints": anchored.insert(key)
        default: break
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = SwiftUISyntax.calleeName(node)
        if callee == "addArrangedSubview" || callee == "insertArrangedSubview",
            let name = Self.name(node.arguments.first?.expression)
        {
            sized[Key(owner: owner(of: node), name: name)] = "a stack view arranges it"
        }
        if callee == "UIBarButtonItem", let argument = SwiftUISyntax.argument(node, "customView"),
            let name = Self.name(argument)
        {
            inBar.insert(Key(owner: owner(of: node), name: name))
        }
        if callee == "UIStackView",
            let views = SwiftUISyntax.argument(node, "arrangedSubviews")?.as(ArrayExprSyntax.self)
        {
            for element in views.elements {
                if let name = Self.name(element.expression) {
                    sized[Key(owner: owner(of: node), name: name)] = "a stack view arranges it"
                }
            }
        }
        return .visitChildren
    }

    func buttons() -> [CodeMadeButton] {
        var result: [CodeMadeButton] = []
        for (key, creations) in made {
            for creation in creations {
                var button = CodeMadeButton(
                    name: key.name, line: creation.line, column: creation.column, size: nil, why: "")
                button.inBar = inBar.contains(key)
                let widths = width[key] ?? []
                let heights = height[key] ?? []
                let setFrames = frames[key] ?? []
                if creations.count > 1 {
                    button.why = "\(creations.count) buttons named '\(key.name)' are made in \(key.owner)"
                } else if let why = sized[key] {
                    button.why = why
                } else if widths.count == 1, heights.count == 1 {
                    button.size = Size(width: widths.first!, height: heights.first!)
                    button.byConstraints = true
                } else if !widths.isEmpty || !heights.isEmpty {
                    button.why = "its width and height are not both constrained to one constant"
                } else if anchored.contains(key) {
                    button.why = "Auto Layout sizes it (its intrinsic size)"
                } else if let frame = setFrames.count == 1
                    ? setFrames.first : (setFrames.isEmpty ? creation.frame : nil)
                {
                    button.size = frame
                } else {
                    button.why = setFrames.count > 1 ? "its code sets several frames" : "its code does not size it"
                }
                result.append(button)
            }
        }
        return result.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }
}
