import HitLintCore
import SwiftParser
import SwiftSyntax

/// Reads the SwiftUI tap targets of a Swift file (docs/swiftui.md): each `Button`, `Toggle`,
/// `Link`, `NavigationLink`, `Menu`, `Stepper`, `Picker`, `ShareLink`, `.onTapGesture` and
/// `TapGesture`, with where it sits and its hit area, or why that is not known.
package enum SwiftUIReader {
    static let maximumNesting = 200

    /// `imageSize`: an asset image's size in points, from the app's catalogs.
    package static func read(_ text: String, path: String, imageSize: @escaping (String) -> Size? = { _ in nil })
        -> SwiftUIFile
    {
        var parser = Parser(text, maximumNestingLevel: maximumNesting)
        let tree = SourceFileSyntax.parse(from: &parser)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        var file = SwiftUIFile()
        if tree.hasError {
            file.unread = "does not parse as Swift (or nests deeper than \(maximumNesting) levels)"
            return file
        }
        let collector = SwiftUICollector(converter: converter)
        collector.walk(tree)
        file.views = collector.views
        file.uses = resolveUses(collector.uses, collector.memberUses)
        let bodies = collector.staticBodies
        let sizer = SwiftUISizer(imageSize: imageSize, viewBody: { bodies[$0] })
        let suppressions = SwiftUISuppressions(tree, converter: converter)
        for (kind, call) in collector.targets {
            let builder = SwiftUITargetBuilder(kind: kind, call: call, sizer: sizer, converter: converter)
            var target = builder.build(resolving: { resolve($0, collector.memberUses, seen: []) })
            target.disabled = suppressions.disabled(atLine: target.line)
            file.targets.append(target)
        }
        file.targets.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        return file
    }

    /// Where a parsed file shows the types it calls by name.
    package static func uses(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> [String: Set<
        SwiftUITarget.Placement
    >] {
        let collector = SwiftUICollector(converter: converter)
        collector.walk(tree)
        return resolveUses(collector.uses, collector.memberUses)
    }

    /// Where the types the file shows are shown: a use inside a helper member takes the
    /// places that member is used at, within the file.
    static func resolveUses(
        _ uses: [(name: String, place: SwiftUIPlacement.Place)], _ members: [String: [SwiftUIPlacement.Place]]
    ) -> [String: Set<SwiftUITarget.Placement>] {
        var result: [String: Set<SwiftUITarget.Placement>] = [:]
        for (name, place) in uses {
            let resolved = resolve(place, members, seen: [])
            result[name, default: []].formUnion(resolved.placements)
            if resolved.byOwner { result[name, default: []].insert(.free) }
        }
        return result
    }

    /// A place resolved within the file: the placements its uses decide, and whether some use
    /// ends at the enclosing type's body (where that type is shown decides, across files).
    static func resolve(
        _ place: SwiftUIPlacement.Place, _ members: [String: [SwiftUIPlacement.Place]], seen: Set<String>
    ) -> (placements: Set<SwiftUITarget.Placement>, byOwner: Bool) {
        switch place {
        case .placed(let placement): return ([placement], false)
        case .insideType: return ([], true)
        case .insideMember(let name):
            guard !seen.contains(name), let places = members[name], !places.isEmpty else { return ([], true) }
            var result: (placements: Set<SwiftUITarget.Placement>, byOwner: Bool) = ([], false)
            for place in places {
                let inner = resolve(place, members, seen: seen.union([name]))
                result.placements.formUnion(inner.placements)
                result.byOwner = result.byOwner || inner.byOwner
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
        memberUses[name, default: []].append(SwiftUIPlacement.of(node, converter: converter).place)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `self.closeButton`
        if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            memberUses[node.declName.baseName.text, default: []].append(
                SwiftUIPlacement.of(node, converter: converter).place)
        }
        return .visitChildren
    }
}
