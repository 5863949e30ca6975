import HitLintCore
import SwiftParser
import SwiftSyntax

/// Reads the SwiftUI tap targets of a Swift file (docs/swiftui.md): each `Button`, `Toggle`,
/// `Link`, `NavigationLink`, `Menu`, `Stepper`, `Picker`, `ShareLink`, `.onTapGesture` and
/// `TapGesture`, with where it sits and its hit area, or why that is not known.
package enum SwiftUIReader {
    static let maximumNesting = 200

    /// `imageSize`: an asset image's size in points, from the app's catalogs.
    /// `viewBody`: the body text of a `View` type without inputs declared in another file.
    package static func read(
        _ text: String, path: String, imageSize: @escaping (String) -> Size? = { _ in nil },
        viewBody: @escaping (String) -> String? = { _ in nil }
    ) -> SwiftUIFile {
        var parser = Parser(text, maximumNestingLevel: maximumNesting)
        let tree = SourceFileSyntax.parse(from: &parser)
        var file = SwiftUIFile()
        // Before anything that recurses over the tree (swift-syntax's own location converter does).
        if SwiftUISyntax.isTooDeep(tree) {
            file.unread =
                "nests deeper than \(SwiftUISyntax.maximumDepth) syntax levels (a chain of modifiers that long)"
            return file
        }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        if tree.hasError {
            file.unread = "does not parse as Swift (or nests deeper than \(maximumNesting) levels)"
            return file
        }
        let collector = SwiftUICollector(converter: converter)
        collector.walk(tree)
        file.views = collector.views
        file.uses = resolveUses(collector.uses, collector.memberUses)
        let bodies = collector.staticBodies
        let sizer = SwiftUISizer(
            imageSize: imageSize,
            viewBody: { name in
                bodies[name] ?? viewBody(name).flatMap(Self.parsedBody)
            })
        let suppressions = SwiftUISuppressions(tree, converter: converter)
        for (kind, call) in collector.targets {
            let builder = SwiftUITargetBuilder(kind: kind, call: call, sizer: sizer, converter: converter)
            var target = builder.build(
                resolving: { resolve($0, collector.memberUses, seen: []) },
                outerModifiers: { outerModifiers($0, collector, seen: []) })
            target.disabled = suppressions.disabled(atLine: target.line)
            file.targets.append(target)
        }
        file.targets.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        return file
    }

    /// Where a parsed file shows the types it calls by name, and the source text of the bodies
    /// of the `View` types it declares without inputs (what a label in another file that names
    /// one is sized by).
    /// `tree` is no deeper than `SwiftUISyntax.maximumDepth` (the caller checked).
    package static func uses(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> SwiftUIFileUses {
        let collector = SwiftUICollector(converter: converter)
        collector.walk(tree)
        return SwiftUIFileUses(
            uses: resolveUses(collector.uses, collector.memberUses),
            bodies: collector.staticBodies.mapValues(\.trimmedDescription))
    }

    /// The modifier lists applied around the uses of the helper a place is inside, one list per
    /// way the file shows it (outermost use first within each list is not needed: closest first).
    static func outerModifiers(_ place: SwiftUIPlacement.Place, _ collector: SwiftUICollector, seen: Set<String>)
        -> [[FunctionCallExprSyntax]]
    {
        guard case .insideMember(let name) = place, !seen.contains(name),
            let places = collector.memberUses[name], let lists = collector.memberModifiers[name]
        else { return [[]] }
        var ways: [[FunctionCallExprSyntax]] = []
        for (use, modifiers) in zip(places, lists) {
            for outer in outerModifiers(use, collector, seen: seen.union([name])) { ways.append(modifiers + outer) }
            if ways.count > 16 { break }
        }
        return ways.isEmpty ? [[]] : ways
    }

    /// A body's text parsed again, when it parses on its own.
    static func parsedBody(_ text: String) -> ExprSyntax? {
        var parser = Parser(text, maximumNestingLevel: maximumNesting)
        let expression = ExprSyntax.parse(from: &parser)
        return expression.hasError || SwiftUISyntax.isTooDeep(expression) ? nil : expression
    }

    /// Where the types the file shows are shown: a use inside a helper member takes the
    /// places that member is used at, within the file. Helper members used are keyed `.name`.
    static func resolveUses(
        _ uses: [(name: String, place: SwiftUIPlacement.Place)], _ members: [String: [SwiftUIPlacement.Place]]
    ) -> [String: Set<SwiftUITarget.Placement>] {
        var result: [String: Set<SwiftUITarget.Placement>] = [:]
        for (name, places) in members {
            for place in places {
                let resolved = resolve(place, members, seen: [name])
                result["." + name, default: []].formUnion(resolved.placements)
                if resolved.byOwner { result["." + name, default: []].insert(.free) }
            }
        }
        for (name, place) in uses {
            let resolved = resolve(place, members, seen: [])
            result[name, default: []].formUnion(resolved.placements)
            if resolved.byOwner { result[name, default: []].insert(.free) }
        }
        return result
    }

    /// A place resolved within the file: the placements its uses decide; whether some use ends
    /// at the enclosing type's body (where that type is shown decides, across files); and the
    /// helper members on the way that the file does not use (other files' uses decide).
    struct Resolution {
        var placements: Set<SwiftUITarget.Placement> = []
        var byOwner = false
        var open: Set<String> = []
    }

    static func resolve(
        _ place: SwiftUIPlacement.Place, _ members: [String: [SwiftUIPlacement.Place]], seen: Set<String>
    ) -> Resolution {
        switch place {
        case .placed(let placement): return Resolution(placements: [placement])
        case .insideType: return Resolution(byOwner: true)
        case .insideMember(let name):
            guard !seen.contains(name) else { return Resolution() }
            guard let places = members[name], !places.isEmpty else { return Resolution(open: [name]) }
            var result = Resolution()
            for place in places {
                let inner = resolve(place, members, seen: seen.union([name]))
                result.placements.formUnion(inner.placements)
                result.byOwner = result.byOwner || inner.byOwner
                result.open.formUnion(inner.open)
            }
            return result
        }
    }
}

/// Collects the file's targets, `View` types and uses of types, in one walk.
final class SwiftUICollector: SyntaxVisitor {
    let converter: SourceLocationConverter
    var targets: [(SwiftUITarget.Kind, FunctionCallExprSyntax)] = []
    var views: [String: Int] = [:]
    /// Bodies of `View` types without stored inputs: what a label that names one is sized by.
    var staticBodies: [String: ExprSyntax] = [:]
    var uses: [(name: String, place: SwiftUIPlacement.Place)] = []
    /// Helper member name -> where it is used in the file.
    var memberUses: [String: [SwiftUIPlacement.Place]] = [:]
    /// Helper member name -> the modifiers applied around each of its uses, closest first.
    var memberModifiers: [String: [[FunctionCallExprSyntax]]] = [:]
    private var members: Set<String> = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "View" }) == true
        else { return .visitChildren }
        views[node.name.text] = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
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
            targets.append((kind, node))
        } else if !modified, name.first?.isUppercase == true, node.calledExpression.is(DeclReferenceExprSyntax.self) {
            uses.append((name, SwiftUIPlacement.of(node, converter: converter).place))
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        guard name.first?.isLowercase == true,
            node.parent?.is(MemberAccessExprSyntax.self) != true
                || node.parent?.as(MemberAccessExprSyntax.self)?.base?.id == node.id
        else { return .visitChildren }
        let at = SwiftUIPlacement.of(node, converter: converter)
        memberUses[name, default: []].append(at.place)
        memberModifiers[name, default: []].append(at.modifiers)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `self.closeButton`, `Screen.cogMenu(...)` (a static helper called through its type)
        if let base = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            base == "self" || base == "Self" || base.first?.isUppercase == true
        {
            let at = SwiftUIPlacement.of(node, converter: converter)
            memberUses[node.declName.baseName.text, default: []].append(at.place)
            memberModifiers[node.declName.baseName.text, default: []].append(at.modifiers)
        }
        return .visitChildren
    }
}
