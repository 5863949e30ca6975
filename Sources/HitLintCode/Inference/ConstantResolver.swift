/// Reads a value written in the code as a number: a literal, a named constant (`#define`,
/// `static const`, a `let`), or a property of the class whose initial value, or the value its
/// initializers set, is one. Casts, parentheses, `self.` and a unary minus are seen through.
struct ConstantResolver {
    let code: CodeBase
    /// The class whose properties a bare name may be, with its superclasses.
    let chain: [String]

    struct Value {
        var number: Double
        /// The `@IBInspectable` property it is the initial value of, when it is one.
        var attribute: String?
        var location: CodeLocation
    }

    func value(of tokens: ArraySlice<CodeToken>, in path: String, depth: Int = 0) -> Value? {
        guard depth < 6 else { return nil }
        var t = Array(tokens)
        // `self.name`, `(CGFloat)x`, `CGFloat(x)`, `(x)`, `x.0`
        if t.count >= 3, t[0].text == "self", t[1].text == "." { t.removeFirst(2) }
        while t.count >= 3, t[0].text == "(", t[t.count - 1].text == ")" {
            t = Array(t[1..<(t.count - 1)])
        }
        if t.count >= 4, t[0].text == "(", t[1].kind == .identifier, t[2].text == ")" { t.removeFirst(3) }
        if t.count >= 4, ["CGFloat", "Float", "Double", "Int"].contains(t[0].text), t[1].text == "(",
            t[t.count - 1].text == ")"
        {
            t = Array(t[2..<(t.count - 1)])
        }
        guard let first = t.first else { return nil }
        if t.count == 2, first.text == "-", let inner = value(of: t[1...], in: path, depth: depth + 1) {
            return Value(number: -inner.number, attribute: nil, location: inner.location)
        }
        guard t.count == 1 else { return nil }
        if let number = first.number {
            return Value(number: number, attribute: nil, location: CodeLocation(file: path, line: first.line))
        }
        guard first.kind == .identifier else { return nil }
        if let property = property(named: first.text) {
            return property
        }
        if let constant = code.constant(first.text, preferring: path) {
            let ownFile = code.files.contains { $0.path == path && $0.constants[first.text] != nil }
            let home = ownFile ? path : code.constantPath(first.text) ?? path
            return value(of: constant.tokens[...], in: home, depth: depth + 1)
        }
        return nil
    }

    /// A property of the chain: its initial value, or the one constant its initializers assign;
    /// an inspectable one is its attribute too.
    private func property(named name: String) -> Value? {
        for owner in chain {
            for (path, type) in code.members(of: owner) {
                guard let property = type.properties.first(where: { $0.name == name }) else { continue }
                let attribute = property.inspectable ? name : nil
                let assigned = property.initialValue ?? initialAssignment(of: name, in: owner)
                // An Objective-C property nothing in its class sets is 0 until set (ivars start
                // zeroed); a Swift one always has a value written somewhere, read or not.
                guard let assigned else {
                    guard !path.hasSuffix(".swift") else { return nil }
                    return Value(
                        number: 0, attribute: attribute, location: CodeLocation(file: path, line: property.line))
                }
                guard var resolved = value(of: assigned.tokens[...], in: path, depth: 1) else { return nil }
                resolved.attribute = attribute
                return resolved
            }
        }
        return nil
    }

    /// `_name = value`, `self.name = value` or `name = value` in an initializer (`init…`,
    /// `awakeFromNib`, `setup`, `commonInit`) of `owner`, when there is exactly one.
    private func initialAssignment(of name: String, in owner: String) -> CodeValue? {
        var found: [CodeValue] = []
        for (_, type) in code.members(of: owner) {
            for method in type.methods where Self.isInitializer(method.name) {
                let t = method.body
                for i in t.indices where t[i].text == "=" && i > 0 {
                    let target = t[i - 1].text
                    let viaSelf = i >= 3 && t[i - 2].text == "." && t[i - 3].text == "self"
                    guard target == "_" + name || (target == name && (viaSelf || t[i - 2].text != ".")) else {
                        continue
                    }
                    var end = i + 1
                    while end < t.count, t[end].text != ";", t[end].line == t[i].line { end += 1 }
                    found.append(CodeValue(tokens: Array(t[(i + 1)..<end]), line: t[i].line))
                }
            }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// A property's observer (`initialPage.didSet`, `SwiftCodeReader`) is none, whatever its name.
    static func isInitializer(_ name: String) -> Bool {
        !name.contains(".")
            && (name.hasPrefix("init")
                || ["awakeFromNib", "setup", "setUp", "commonInit", "sharedInit", "configure"].contains(name))
    }
}
