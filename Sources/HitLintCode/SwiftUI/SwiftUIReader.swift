import HitLintCore
import SwiftParser
import SwiftSyntax

/// Reads the SwiftUI tap targets of a Swift file (docs/swiftui.md): each `Button`, `Toggle`,
/// `Link`, `NavigationLink`, `Menu`, `Stepper`, `Picker`, `ShareLink`, `.onTapGesture` and
/// `TapGesture`, with where it sits and its hit area, or why that is not known.
package enum SwiftUIReader {
    /// `imageSize`: an asset image's size in points, from the app's catalogs.
    /// `viewBody`: the body text of a `View` type without inputs declared in another file.
    package static func read(
        _ text: String, path: String, imageSize: @escaping (String) -> Size? = { _ in nil },
        viewBody: @escaping (String) -> String? = { _ in nil }
    ) -> SwiftUIFile {
        switch ParsedSwift.parse(text, path: path) {
        case .success(let parsed): return read(parsed, imageSize: imageSize, viewBody: viewBody)
        case .failure(let refusal):
            var file = SwiftUIFile()
            file.unread = refusal.why
            return file
        }
    }

    package static func read(
        _ parsed: ParsedSwift, imageSize: @escaping (String) -> Size?, viewBody: @escaping (String) -> String?
    ) -> SwiftUIFile {
        let (tree, converter) = (parsed.tree, parsed.converter)
        var file = SwiftUIFile()
        let collector = SwiftUICollector(converter: converter, helpers: SwiftUIHelperNames.of(tree))
        collector.walk(tree)
        let graph = SwiftUIUseGraph(collector.helperUses)
        let bodies = collector.staticBodies
        let sizer = SwiftUISizer(
            imageSize: imageSize,
            viewBody: { name in
                bodies[name] ?? viewBody(name).flatMap(Self.parsedBody)
            })
        let suppressions = SwiftUISuppressions(tree, converter: converter)
        var built: [(call: FunctionCallExprSyntax, target: SwiftUITarget)] = []
        for (kind, call) in collector.targets {
            let builder = SwiftUITargetBuilder(kind: kind, call: call, sizer: sizer, converter: converter)
            var target = builder.build(resolving: graph.resolve, outerModifiers: graph.outerModifiers)
            target.disabled = suppressions.disabled(atLine: target.line)
            built.append((call, target))
        }
        file.targets = built.map(\.target)
        file.rows = SwiftUIStackRows.find(built, converter: converter)
        file.targets.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        return file
    }

    /// Where a parsed file shows the types it calls by name, and the source text of the bodies
    /// of the `View` types it declares without inputs (what a label in another file that names
    /// one is sized by).
    /// `tree` is no deeper than `ParsedSwift.maximumDepth` (the caller parsed it so).
    package static func uses(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> SwiftUIFileUses {
        let collector = SwiftUICollector(converter: converter, helpers: SwiftUIHelperNames.of(tree))
        collector.walk(tree)
        return SwiftUIFileUses(
            uses: resolveUses(collector.uses, SwiftUIUseGraph(collector.helperUses)),
            bodies: collector.staticBodies.mapValues(\.trimmedDescription))
    }

    /// A body's text parsed again, when it parses on its own.
    static func parsedBody(_ text: String) -> ExprSyntax? {
        var parser = Parser(text, maximumNestingLevel: ParsedSwift.maximumNesting)
        let expression = ExprSyntax.parse(from: &parser)
        return expression.hasError || ParsedSwift.isTooDeep(expression) ? nil : expression
    }

    /// Where the types the file shows are shown: a use inside a helper member takes the
    /// places that member is used at, within the file. Helper members used are keyed `.name`.
    static func resolveUses(_ uses: [(name: String, place: SwiftUIPlacement.Place)], _ graph: SwiftUIUseGraph)
        -> [String: Set<SwiftUITarget.Placement>]
    {
        var result: [String: Set<SwiftUITarget.Placement>] = [:]
        for name in graph.uses.keys.sorted() {
            let resolved = graph.resolve(.insideMember(name))
            result["." + name, default: []].formUnion(resolved.placements)
            if resolved.byOwner { result["." + name, default: []].insert(.free) }
        }
        for (name, place) in uses {
            // A type shown inside itself (a tree's node) is where its outer use is.
            if place == .insideType(name) { continue }
            let resolved = graph.resolve(place)
            result[name, default: []].formUnion(resolved.placements)
            if resolved.byOwner { result[name, default: []].insert(.free) }
        }
        return result
    }
}

/// A place resolved within the file: the placements its uses decide; whether some use ends at
/// the enclosing type's body (where that type is shown decides, across files); and the helper
/// members on the way that the file does not use (other files' uses decide).
struct SwiftUIResolution {
    var placements: Set<SwiftUITarget.Placement> = []
    var byOwner = false
    var open: Set<String> = []
}

/// The file's helper members (computed properties and methods that make views) and where each
/// is used, resolved once per member: a helper used inside another takes that one's places.
/// A cycle of helpers ends where it closes (nothing more is learned there).
final class SwiftUIUseGraph {
    /// Helper name -> its uses: where each is, and the modifiers applied around it (closest first).
    let uses: [String: [(place: SwiftUIPlacement.Place, modifiers: [FunctionCallExprSyntax])]]
    private var resolved: [String: SwiftUIResolution] = [:]
    private var environments: [String: [[FunctionCallExprSyntax]]] = [:]
    private var visiting: Set<String> = []
    /// The most ways one helper's modifiers are kept in: enough to tell agreeing styles from
    /// differing ones, bounded whatever the file.
    static let maximumWays = 16

    init(_ uses: [String: [(place: SwiftUIPlacement.Place, modifiers: [FunctionCallExprSyntax])]]) {
        self.uses = uses
    }

    func resolve(_ place: SwiftUIPlacement.Place) -> SwiftUIResolution {
        switch place {
        case .placed(let placement): return SwiftUIResolution(placements: [placement])
        case .insideType: return SwiftUIResolution(byOwner: true)
        case .insideMember(let name):
            if let known = resolved[name] { return known }
            guard let found = uses[name], !found.isEmpty else { return SwiftUIResolution(open: [name]) }
            guard visiting.insert(name).inserted else { return SwiftUIResolution() }
            var result = SwiftUIResolution()
            for use in found {
                let inner = resolve(use.place)
                result.placements.formUnion(inner.placements)
                result.byOwner = result.byOwner || inner.byOwner
                result.open.formUnion(inner.open)
            }
            visiting.remove(name)
            resolved[name] = result
            return result
        }
    }

    /// The modifier lists applied around the uses of the helper a place is inside, one per way
    /// the file shows it (closest first), at most `maximumWays`.
    func outerModifiers(_ place: SwiftUIPlacement.Place) -> [[FunctionCallExprSyntax]] {
        guard case .insideMember(let name) = place, let found = uses[name], !found.isEmpty else { return [[]] }
        if let known = environments[name] { return known }
        guard visiting.insert(name).inserted else { return [[]] }
        var ways: [[FunctionCallExprSyntax]] = []
        for use in found where ways.count < Self.maximumWays {
            for outer in outerModifiers(use.place) where ways.count < Self.maximumWays {
                ways.append(use.modifiers + outer)
            }
        }
        visiting.remove(name)
        environments[name] = ways
        return ways
    }
}

/// Collects the file's targets, `View` types and uses of types, in one walk.
final class SwiftUICollector: SyntaxVisitor {
    let converter: SourceLocationConverter
    var targets: [(SwiftUITarget.Kind, FunctionCallExprSyntax)] = []
    /// Bodies of `View` types without stored inputs: what a label that names one is sized by.
    var staticBodies: [String: ExprSyntax] = [:]
    var uses: [(name: String, place: SwiftUIPlacement.Place)] = []
    /// Helper member name -> where it is used in the file, with the modifiers around each use.
    var helperUses: [String: [(place: SwiftUIPlacement.Place, modifiers: [FunctionCallExprSyntax])]] = [:]
    /// The names of the file's helpers: computed properties and methods whose type names a view
    /// (`some View`, `AnyView`, `@ViewBuilder`); other names are not followed.
    let helpers: Set<String>

    init(converter: SourceLocationConverter, helpers: Set<String>) {
        self.converter = converter
        self.helpers = helpers
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "View" }) == true
        else { return .visitChildren }
        var stored = false
        var body: ExprSyntax?
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                if name == "body", case .getter(let items)? = binding.accessorBlock?.accessors, items.count == 1 {
                    let item = items.first!.item
                    body = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
                } else if binding.accessorBlock == nil, binding.initializer == nil,
                    !variable.modifiers.contains(where: { $0.name.text == "static" })
                {
                    stored = true
                }
            }
        }
        if !stored, let body { staticBodies[node.name.text] = body }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = SwiftUISyntax.calleeName(node) else { return .visitChildren }
        let modified = SwiftUISyntax.modified(node) != nil
        if modified, name == "onTapGesture" {
            targets.append((.tapGesture, node))
        } else if !modified, name == "TapGesture" {
            targets.append((.gesture, node))
        } else if !modified, let kind = SwiftUITarget.Kind(rawValue: name), kind != .tapGesture, kind != .gesture,
            node.calledExpression.is(DeclReferenceExprSyntax.self)
                || node.calledExpression.is(GenericSpecializationExprSyntax.self)
        {
            if Self.declaresOwnType(named: name, around: Syntax(node)) {
                // The app's own type of that name: a use like any other view's.
                uses.append((name, SwiftUIPlacement.of(node).place))
            } else {
                targets.append((kind, node))
            }
        } else if !modified, name.first?.isUppercase == true, node.calledExpression.is(DeclReferenceExprSyntax.self) {
            uses.append((name, SwiftUIPlacement.of(node).place))
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        guard name.first?.isLowercase == true,
            node.parent?.is(MemberAccessExprSyntax.self) != true
                || node.parent?.as(MemberAccessExprSyntax.self)?.base?.id == node.id
        else { return .visitChildren }
        guard helpers.contains(name) || Self.inViewPosition(Syntax(node)) else { return .visitChildren }
        let at = SwiftUIPlacement.of(node)
        helperUses[name, default: []].append((at.place, at.modifiers))
        return .visitChildren
    }

    /// Whether the file declares its own type of that name where the call sees it (a model's
    /// `struct Link` nested in the type the call is in, or at the file's top level): the call
    /// makes that type, not SwiftUI's view.
    static func declaresOwnType(named name: String, around node: Syntax) -> Bool {
        func declares(_ items: some Sequence<Syntax>) -> Bool {
            items.contains { item in
                if let type = item.as(StructDeclSyntax.self) { return type.name.text == name }
                if let type = item.as(ClassDeclSyntax.self) { return type.name.text == name }
                if let type = item.as(EnumDeclSyntax.self) { return type.name.text == name }
                return false
            }
        }
        var current = node.parent
        while let ancestor = current {
            if let group = ancestor.asProtocol(DeclGroupSyntax.self),
                declares(group.memberBlock.members.map { Syntax($0.decl) })
            {
                return true
            }
            if let file = ancestor.as(SourceFileSyntax.self) {
                return declares(file.statements.map { Syntax($0.item) })
            }
            current = ancestor.parent
        }
        return false
    }

    /// Whether a reference stands where a view does: a statement of a body or closure, a call
    /// (`row()`), the view a modifier is applied to (`panel.buttonStyle(...)`), or a bare
    /// argument (`.alert(actions: alertContent)`). A helper another file declares (an extension
    /// elsewhere) is found so; operands and conditions are not views.
    static func inViewPosition(_ node: Syntax) -> Bool {
        guard let parent = node.parent else { return false }
        if parent.is(CodeBlockItemSyntax.self) || parent.is(LabeledExprSyntax.self) { return true }
        if let call = parent.as(FunctionCallExprSyntax.self) { return call.calledExpression.id == node.id }
        if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
        {
            return true
        }
        return false
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `self.closeButton`, `Screen.cogMenu(...)` (a static helper called through its type)
        if let base = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            base == "self" || base == "Self" || base.first?.isUppercase == true
        {
            let name = node.declName.baseName.text
            guard helpers.contains(name) || Self.inViewPosition(Syntax(node)) else { return .visitChildren }
            let at = SwiftUIPlacement.of(node)
            helperUses[name, default: []].append((at.place, at.modifiers))
        }
        return .visitChildren
    }
}

/// The names of a file's view helpers: computed properties and methods whose declared type, or
/// whose attributes, name a view (`var closeButton: some View`, `@ViewBuilder func row()`).
final class SwiftUIHelperNames: SyntaxVisitor {
    private(set) var names: Set<String> = []

    static func of(_ tree: SourceFileSyntax) -> Set<String> {
        let visitor = SwiftUIHelperNames(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.names
    }

    private static func namesView(_ text: String) -> Bool { text.contains("View") }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let builder = node.attributes.trimmedDescription.contains("ViewBuilder")
        for binding in node.bindings where binding.accessorBlock != nil {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if builder || Self.namesView(binding.typeAnnotation?.type.trimmedDescription ?? "") { names.insert(name) }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let returns = node.signature.returnClause?.type.trimmedDescription ?? ""
        if node.attributes.trimmedDescription.contains("ViewBuilder") || Self.namesView(returns) {
            names.insert(node.name.text)
        }
        return .visitChildren
    }
}
