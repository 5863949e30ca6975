/// Reads a hit test's code: its body and the helpers it calls (methods of the class, of its
/// superclasses, of extensions and categories, free functions), then the alpha comparisons in them.
struct HitTestReader {
    let code: CodeBase
    let chain: [String]
    let resolver: ConstantResolver
    /// At most this many bodies are read for one hit test.
    static let maxBodies = 24

    enum Outcome {
        case read(InferredHitTest)
        case notRead(String, CodeLocation)
    }

    /// The hit test's body and those of the helpers it reaches, breadth first.
    mutating func gather(_ method: CodeMethod, in path: String) -> [TokenSpan] {
        var spans = [TokenSpan(path: path, tokens: method.body)]
        var seen: Set<String> = [method.name]
        var next = 0
        while next < spans.count, spans.count < Self.maxBodies {
            let tokens = spans[next].tokens
            next += 1
            for token in tokens where token.kind == .identifier && !seen.contains(token.text) {
                seen.insert(token.text)
                guard let (helperPath, helper) = helper(named: token.text) else { continue }
                spans.append(TokenSpan(path: helperPath, tokens: helper.body))
                if spans.count >= Self.maxBodies { break }
            }
        }
        return spans
    }

    private func helper(named name: String) -> (String, CodeMethod)? {
        for owner in chain {
            for (path, type) in code.members(of: owner) {
                if let method = type.methods.first(where: { $0.name == name && !$0.isPointInside && !$0.isHitTest }) {
                    return (path, method)
                }
            }
        }
        return code.helperMethods(named: name).first { !$0.method.isPointInside && !$0.method.isHitTest }
    }

    private static let comparisons: Set<String> = [">=", ">", "<=", "<", "==", "!="]

    /// The one threshold the hit test compares the alpha at the point with; nil when it compares
    /// no alpha at all (a hit test of another kind).
    func alphaTest(_ spans: [TokenSpan], method: CodeLocation) -> Outcome? {
        var found: [(threshold: Double, atLeast: Bool, attribute: String?, location: CodeLocation)] = []
        var unread: (String, CodeLocation)?
        let declared = Self.declaredAlphaNames(spans)
        for span in spans {
            let t = span.tokens
            for k in t.indices where t[k].kind == .punctuation && Self.comparisons.contains(t[k].text) {
                let (left, right) = (Operands.left(of: k, in: t), Operands.right(of: k, in: t))
                guard !left.isEmpty, !right.isEmpty else { continue }
                let location = CodeLocation(file: span.path, line: t[k].line)
                let leftAlpha = Self.isPixelAlpha(left, declared: declared)
                let rightAlpha = Self.isPixelAlpha(right, declared: declared)
                let rightValue = leftAlpha ? resolver.value(of: right, in: span.path) : nil
                let leftValue = rightAlpha && rightValue == nil ? resolver.value(of: left, in: span.path) : nil
                guard let value = rightValue ?? leftValue else {
                    if leftAlpha != rightAlpha, unread == nil {
                        let other = (leftAlpha ? right : left).map(\.text).joined(separator: " ")
                        unread = ("compares alpha with '\(other.prefix(60))', not a constant", location)
                    }
                    continue
                }
                let op = rightValue != nil ? t[k].text : Self.flipped(t[k].text)
                guard let atLeast = Self.hitsAtLeast(op, value.number) else { continue }
                found.append((value.number, atLeast, value.attribute, location))
            }
        }
        guard let first = found.first else { return unread.map { .notRead($0.0, $0.1) } }
        let distinct = Set(found.map { "\($0.threshold) \($0.atLeast)" })
        guard distinct.count == 1 else {
            let values = found.map {
                "\($0.atLeast ? ">=" : ">") \(InferredHitTest.number($0.threshold)) at \($0.location)"
            }
            return .notRead("compares alpha with several values (\(values.joined(separator: ", ")))", first.location)
        }
        let bytes = Self.comparesBytes(spans, threshold: first.threshold)
        let scale = bytes ? 1.0 / 255 : 1
        return .read(
            InferredHitTest(
                source: Self.source(spans), threshold: first.threshold * scale, atLeast: first.atLeast,
                attribute: first.attribute, attributeScale: scale, location: first.location))
    }

    /// Whether an operand is the alpha of a pixel: a name with "alpha" in it that is not the
    /// view's own `alpha` (`self.alpha`, or a bare `alpha` the code never declares).
    static func isPixelAlpha(_ operand: ArraySlice<CodeToken>, declared: Set<String>) -> Bool {
        let t = Array(operand)
        for (i, token) in t.enumerated() where token.kind == .identifier && token.text.lowercased().contains("alpha") {
            let afterSelf = i >= 2 && t[i - 1].text == "." && t[i - 2].text == "self"
            if token.text == "alpha" && (afterSelf || !declared.contains("alpha")) { continue }
            return true
        }
        return false
    }

    /// Names declared as locals or parameters in the spans (`let alpha`, `CGFloat alpha`, `alpha:`).
    static func declaredAlphaNames(_ spans: [TokenSpan]) -> Set<String> {
        var names = Set<String>()
        for span in spans {
            let t = span.tokens
            for i in t.indices.dropFirst() where t[i].kind == .identifier && t[i].text.lowercased().contains("alpha") {
                if t[i - 1].kind == .identifier, t[i - 1].text != "self", t[i - 1].text != "return" {
                    names.insert(t[i].text)
                }
            }
        }
        return names
    }

    static func flipped(_ op: String) -> String {
        ["<": ">", ">": "<", "<=": ">=", ">=": "<="][op] ?? op
    }

    /// With alpha on the left: whether the touch hits at `>=` (true) or `>` (false) the value.
    /// `alpha < k` rejects below k, so it hits at `>= k`; an equality is read only against 0.
    static func hitsAtLeast(_ op: String, _ value: Double) -> Bool? {
        switch op {
        case ">=", "<": return true
        case ">", "<=": return false
        default: return value == 0 ? false : nil
        }
    }

    /// A byte compared with a constant: the constant is above 1, or the code reads bytes and
    /// never divides by 255.
    static func comparesBytes(_ spans: [TokenSpan], threshold: Double) -> Bool {
        if threshold > 1 { return true }
        let tokens = spans.flatMap(\.tokens)
        let readsBytes = tokens.contains { ["UInt8", "uint8_t", "unsigned"].contains($0.text) }
        let divides = tokens.contains { $0.number == 255 }
        return readsBytes && !divides
    }

    /// What the alpha is read from: the layer when it is rendered, else the images the code reads
    /// as the view's (`self.image`, `imageView`, `backgroundImage(for:)`, `currentImage`), not
    /// locals named so.
    static func source(_ spans: [TokenSpan]) -> InferredHitTest.Source {
        var (image, background) = (false, false)
        for span in spans {
            let t = span.tokens
            for i in t.indices where t[i].kind == .identifier {
                let name = t[i].text
                if name == "render" || name == "renderInContext" { return .layer }
                let isMember = i > 0 && (t[i - 1].text == "." || t[i - 1].text == "self")
                let lower = name.lowercased()
                if lower.contains("background") && (isMember || lower.hasSuffix("forstate")) { background = true }
                if (["image", "imageView", "buttonImage"].contains(name) && isMember)
                    || ["currentImage", "imageForState"].contains(name)
                {
                    image = true
                }
            }
        }
        switch (image, background) {
        case (false, true): return .backgroundImage
        case (true, false): return .image
        default: return .images
        }
    }
}
