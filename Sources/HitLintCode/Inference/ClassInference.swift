/// What the code's view classes say about their hit areas (docs/code.md, "Classes"): a hit
/// test comparing the alpha at the point with a constant, bounds grown by constants, a constant
/// intrinsic content size. Only classes that descend from a UIKit view class are read.
package enum ClassInference {
    /// The UIKit classes a view class read here may descend from.
    static let viewBases: Set<String> = [
        "UIView", "UIControl", "UIButton", "UIImageView", "UILabel", "UIStackView", "UIScrollView", "UISwitch",
        "UISlider", "UISegmentedControl", "UITextField", "UITableViewCell", "UICollectionViewCell",
        "UIVisualEffectView",
    ]

    package static func classes(in code: CodeBase) -> [String: InferredClass] {
        let setters = EnlargingSetter.all(in: code)
        var out: [String: InferredClass] = [:]
        for name in code.classNames {
            let chain = code.ancestry(of: name)
            guard let base = chain.last, viewBases.contains(base), let declaration = code.declaration(of: name) else {
                continue
            }
            let declared = Array(chain.dropLast())
            var inferred = InferredClass(
                name: name, uikitBase: base,
                location: CodeLocation(file: declaration.path, line: declaration.type.line))
            let resolver = ConstantResolver(code: code, chain: declared)
            if let (path, method) = hitTestMethod(of: declared, in: code) {
                var reader = HitTestReader(code: code, chain: declared, resolver: resolver)
                let spans = reader.gather(method, in: path)
                switch reader.alphaTest(spans, method: CodeLocation(file: path, line: method.line)) {
                case .read(let test): inferred.hitTest = test
                case .notRead(let why, let location): inferred.notRead = (why, location)
                case .none: break
                }
                inferred.enlarge = BoundsPatterns.grownBounds(in: spans, resolver: resolver)
                if inferred.hitTest == nil, inferred.enlarge == nil, inferred.notRead == nil {
                    inferred.notRead = (Self.whyNotRead(method, in: path), CodeLocation(file: path, line: method.line))
                }
            } else if ["UIButton", "UIControl"].contains(base) {
                inferred.plainHitTest = true
            }
            if inferred.enlarge == nil {
                inferred.enlarge = setters.selfCall(in: declared, code: code, resolver: resolver)
            }
            inferred.intrinsicSize = intrinsicSize(of: declared, in: code, resolver: resolver)
            out[name] = inferred
        }
        return out
    }

    /// Why a hit test that compares no alpha and grows no bounds was not read.
    static func whyNotRead(_ method: CodeMethod, in path: String) -> String {
        let signature = method.signature(swift: path.hasSuffix(".swift"))
        let t = method.body
        let returnsNilForSelf =
            method.isHitTest && t.contains { $0.text == "nil" }
            && t.indices.dropFirst().contains { ["==", "==="].contains(t[$0 - 1].text) && t[$0].text == "self" }
        if returnsNilForSelf {
            return
                "its \(signature) returns nil where the hit is the view itself, so taps pass through it to what lies behind; hitlint does not model that yet and hit-tests it as a plain view"
        }
        return "its \(signature) compares no alpha with a constant and grows its bounds by no constant"
    }

    /// The nearest `point(inside:with:)` or `hitTest(_:with:)` of the chain, with its file.
    static func hitTestMethod(of chain: [String], in code: CodeBase) -> (String, CodeMethod)? {
        for owner in chain {
            for (path, type) in code.members(of: owner) {
                if let method = type.methods.first(where: { $0.isPointInside || $0.isHitTest }) {
                    return (path, method)
                }
            }
        }
        return nil
    }

    /// A constant `intrinsicContentSize`: one `CGSize(width:height:)` or `CGSizeMake` of
    /// constants, and no call of super's.
    static func intrinsicSize(of chain: [String], in code: CodeBase, resolver: ConstantResolver)
        -> (width: Double, height: Double, location: CodeLocation)?
    {
        for owner in chain {
            for (path, type) in code.members(of: owner) {
                guard let method = type.methods.first(where: { $0.name == "intrinsicContentSize" }) else { continue }
                let t = method.body
                guard !t.contains(where: { $0.text == "super" }) else { return nil }
                let sizes = t.indices.filter { ["CGSize", "CGSizeMake"].contains(t[$0].text) }
                guard sizes.count == 1, let arguments = CallArguments.parenthesised(t, after: sizes[0]),
                    arguments.count == 2,
                    let width = resolver.value(of: arguments[0], in: path),
                    let height = resolver.value(of: arguments[1], in: path)
                else { return nil }
                return (width.number, height.number, CodeLocation(file: path, line: t[sizes[0]].line))
            }
        }
        return nil
    }
}
