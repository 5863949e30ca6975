import SwiftSyntax

/// Reads a Swift file with swift-syntax into a `CodeFile`: its classes and extensions, their
/// methods (bodies as tokens) and stored properties, and the file's constants.
package enum SwiftCodeReader {
    /// `swiftUI`: also read where the file shows its views (`CodeFile.swiftUI`).
    package static func read(_ text: String, path: String, swiftUI: Bool = false) -> Result<CodeFile, UnreadSource> {
        let tree: SourceFileSyntax
        let converter: SourceLocationConverter
        switch ParsedSwift.parse(text, path: path) {
        case .success(let parsed): (tree, converter) = (parsed.tree, parsed.converter)
        case .failure(let refusal): return .failure(UnreadSource(path: path, why: refusal.why))
        }
        let visitor = SwiftDeclarationVisitor(path: path, converter: converter)
        visitor.walk(tree)
        var file = visitor.file
        if swiftUI {
            file.swiftUI = SwiftUIReader.uses(in: tree, converter: converter)
        }
        var names = SwiftTypeNames()
        names.entryPoint = SwiftTypeNames.isEntryPoint(text)
        for token in tree.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier:
                file.identifiers.insert(token.text)
                if let previous = token.previousToken(viewMode: .sourceAccurate) {
                    names.note(token.text, after: previous.text)
                }
                if let next = token.nextToken(viewMode: .sourceAccurate),
                    next.tokenKind == .leftParen || next.tokenKind == .period
                {
                    file.valueUses.insert(token.text)
                }
                if StylingUses.isTracked(token.text), let name = actedName(token) { file.actedNames.insert(name) }
            case .stringSegment: file.strings.insert(token.text)
            default: continue
            }
        }
        file.swiftTypes = names
        return .success(file)
    }

    /// A button-like name used at `token` for more than styling (`StylingUses`), read from the
    /// token before it and the seven after (`button.center.x += 2`), as the lexical readers see them.
    private static func actedName(_ token: TokenSyntax) -> String? {
        let previous = token.previousToken(viewMode: .sourceAccurate)
        var window = [previous, token].compactMap { $0 }
        var next = token
        for _ in 0..<7 {
            guard let after = next.nextToken(viewMode: .sourceAccurate) else { break }
            window.append(after)
            next = after
        }
        let tokens = window.map { syntax -> CodeToken in
            let kind: CodeToken.Kind = if case .identifier = syntax.tokenKind { .identifier } else { .punctuation }
            return CodeToken(kind, syntax.text, line: 0)
        }
        return StylingUses.actedName(tokens, at: previous == nil ? 0 : 1)
    }

    /// The tokens of `node` as the inference reads them.
    static func tokens(of node: some SyntaxProtocol, _ converter: SourceLocationConverter) -> [CodeToken] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token -> CodeToken? in
            let kind: CodeToken.Kind
            switch token.tokenKind {
            case .identifier, .keyword, .dollarIdentifier: kind = .identifier
            case .integerLiteral, .floatLiteral: kind = .number
            case .stringSegment: kind = .string
            case .stringQuote, .multilineStringQuote, .singleQuote, .rawStringPoundDelimiter: return nil
            default: kind = .punctuation
            }
            let line = converter.location(for: token.positionAfterSkippingLeadingTrivia).line
            return CodeToken(kind, token.text, line: line)
        }
    }
}

/// Walks a file's declarations, keeping the class or extension each member belongs to.
private final class SwiftDeclarationVisitor: SyntaxVisitor {
    private(set) var file: CodeFile
    private let converter: SourceLocationConverter
    /// The index in `file.types` of each enclosing class or extension; nil for a struct, enum,
    /// protocol or actor, whose members are not a view's.
    private var enclosing: [Int?] = []

    init(path: String, converter: SourceLocationConverter) {
        self.file = CodeFile(path: path)
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func line(_ node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    private func open(_ type: CodeType?) {
        guard let type else {
            enclosing.append(nil)
            return
        }
        file.types.append(type)
        enclosing.append(file.types.count - 1)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        var type = CodeType(name: node.name.text, kind: .declaration, superclass: superclass, line: line(node))
        let renamed = node.attributes.contains {
            guard case .attribute(let attribute) = $0 else { return false }
            return attribute.attributeName.trimmedDescription == "objc" && attribute.arguments != nil
        }
        type.exported =
            renamed || node.modifiers.contains { ["public", "open"].contains($0.name.text) }
        open(type)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        open(CodeType(name: node.extendedType.trimmedDescription, kind: .addition, superclass: nil, line: line(node)))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        open(nil)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        open(nil)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let body = node.body else { return .skipChildren }
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
        let method = CodeMethod(
            name: node.name.text, labels: labels, line: line(node), body: SwiftCodeReader.tokens(of: body, converter))
        add(method)
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let inspectable = node.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBInspectable"
        }
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let accessors = binding.accessorBlock, !isObserverOnly(accessors) {
                let method = CodeMethod(
                    name: name, labels: [], line: line(binding),
                    body: SwiftCodeReader.tokens(of: accessors, converter))
                add(method)
                continue
            }
            // A property's observers run whenever it is set (an outlet's `didSet` styles, hides
            // or fills its view): code like a method's, under a name no call can spell, so
            // that a use of the property never reads as a call of its observer.
            if let accessors = binding.accessorBlock, case .accessors(let list) = accessors.accessors {
                for observer in list {
                    guard let body = observer.body else { continue }
                    add(
                        CodeMethod(
                            name: "\(name).\(observer.accessorSpecifier.text)", labels: [], line: line(observer),
                            body: SwiftCodeReader.tokens(of: body, converter)))
                }
            }
            let value = binding.initializer.map {
                CodeValue(tokens: SwiftCodeReader.tokens(of: $0.value, converter), line: line($0))
            }
            if let index = enclosing.last, let index, !isStatic {
                file.types[index].properties.append(
                    CodeProperty(name: name, initialValue: value, inspectable: inspectable, line: line(binding)))
            } else if let value, node.bindingSpecifier.text == "let" {
                file.constants[name] = value
            }
        }
        return .skipChildren
    }

    /// `willSet` / `didSet` only: a stored property with observers, not a computed one.
    private func isObserverOnly(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = block.accessors else { return false }
        return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    /// A method of the enclosing class or extension; a free function is kept under the name "",
    /// where helpers are looked up too.
    private func add(_ method: CodeMethod) {
        if let index = enclosing.last {
            guard let index else { return }
            file.types[index].methods.append(method)
            return
        }
        if let free = file.types.firstIndex(where: { $0.name.isEmpty }) {
            file.types[free].methods.append(method)
        } else {
            var free = CodeType(name: "", kind: .addition, superclass: nil, line: method.line)
            free.methods.append(method)
            file.types.append(free)
        }
    }
}
