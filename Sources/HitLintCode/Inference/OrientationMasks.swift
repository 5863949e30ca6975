/// The orientations view controller classes allow in code: a `supportedInterfaceOrientations`
/// (Swift property or Objective-C method) that returns one constant mask everywhere it returns
/// (`.portrait`, `[.portrait, .landscapeLeft]`, `UIInterfaceOrientationMaskPortrait`). One that
/// asks another controller (`topViewController?.supportedInterfaceOrientations`), its
/// superclass, or returns different masks by condition is not read, except a condition on the
/// device's idiom (`if UIDevice.current.isPhone { return .portrait }; return super...`): that
/// idiom gets its branch's mask, the other idiom the rest's when it is constant.
package enum OrientationMasks {
    /// Whether portrait and landscape are allowed.
    package struct Allowed: Sendable, Equatable {
        package var portrait: Bool
        package var landscape: Bool
    }

    /// What a class allows on iPhones and on iPads (nil where its code does not say), with
    /// where it says so.
    package struct Mask: Sendable, Equatable {
        package var phone: Allowed?
        package var pad: Allowed?
        package var location: CodeLocation
    }

    /// Class -> the constant mask its code (or its nearest superclass's in the code) returns.
    package static func read(_ code: CodeBase) -> [String: Mask] {
        var own: [String: Mask] = [:]
        for file in code.files {
            for type in file.types where !type.name.isEmpty {
                guard own[type.name] == nil,
                    let method = type.methods.first(where: { $0.name == "supportedInterfaceOrientations" }),
                    let mask = readMask(method.body, location: CodeLocation(file: file.path, line: method.line))
                else { continue }
                own[type.name] = mask
            }
        }
        var out: [String: Mask] = [:]
        // A class whose @interface is in a header not read still has its own mask.
        for name in Set(code.classNames).union(own.keys) {
            if let mask = code.ancestry(of: name).lazy.compactMap({ own[$0] }).first { out[name] = mask }
        }
        return out
    }

    static let forwarding: Set<String> = [
        "super", "topViewController", "visibleViewController", "presentedViewController", "selectedViewController",
        "viewControllers", "children", "childViewControllers", "delegate",
    ]

    /// The mask of a body: one constant mask, or one per idiom when the body starts with an
    /// `if` on the device's idiom and its branch or the rest returns a constant mask.
    static func readMask(_ body: [CodeToken], location: CodeLocation) -> Mask? {
        if let allowed = constantMask(body) { return Mask(phone: allowed, pad: allowed, location: location) }
        guard let (idiom, branch, rest) = idiomSplit(body) else { return nil }
        let (tested, other) = (constantMask(branch), constantMask(rest))
        guard tested != nil || other != nil else { return nil }
        return idiom == .phone
            ? Mask(phone: tested, pad: other, location: location)
            : Mask(phone: other, pad: tested, location: location)
    }

    /// `if CONDITION-ON-IDIOM { BRANCH } [else { REST }] REST`, at the body's start (inside its
    /// braces and a getter's `get {`), the condition a test of the idiom alone and the branch one
    /// that always returns; nil when the body has another shape.
    static func idiomSplit(_ body: [CodeToken]) -> (IdiomNames.Idiom, [CodeToken], [CodeToken])? {
        var start = 0
        while start < body.count, body[start].isPunctuation("{") || body[start].text == "get" { start += 1 }
        guard start < body.count, body[start].text == "if",
            let open = body[start...].firstIndex(where: { $0.isPunctuation("{") }),
            // One test of the idiom alone: `isPhone && flag` does not hold on every iPhone.
            !body[(start + 1)..<open].contains(where: { ["&&", "||", ",", "&", "|"].contains($0.text) }),
            let idiom = IdiomNames.idiom(ofCondition: body[(start + 1)..<open]),
            let close = closingBrace(body, open: open),
            // A branch that always returns: no block or condition inside it, and a `return`.
            !body[(open + 1)..<close].contains(where: {
                $0.isPunctuation("{") || ["if", "switch", "guard", "?"].contains($0.text)
            }),
            body[(open + 1)..<close].contains(where: { $0.text == "return" })
        else { return nil }
        var rest = Array(body[(close + 1)...])
        if rest.first?.text == "else" {
            guard rest.count > 1, rest[1].isPunctuation("{"), let end = closingBrace(rest, open: 1) else { return nil }
            rest = Array(rest[2..<end]) + rest[(end + 1)...]
        }
        return (idiom, Array(body[(open + 1)..<close]), rest)
    }

    private static func closingBrace(_ t: [CodeToken], open: Int) -> Int? {
        var depth = 0
        for i in open..<t.count {
            if t[i].isPunctuation("{") { depth += 1 }
            if t[i].isPunctuation("}") {
                depth -= 1
                if depth == 0 { return i }
            }
        }
        return nil
    }

    /// The one mask every `return` of the body gives (a Swift getter without `return`: its
    /// expression); nil when one is not a constant mask or they differ.
    static func constantMask(_ body: [CodeToken]) -> Allowed? {
        guard !body.contains(where: { $0.kind == .identifier && forwarding.contains($0.text) }) else { return nil }
        var expressions: [[CodeToken]] = []
        var i = 0
        while i < body.count {
            if body[i].text == "return" {
                var end = i + 1
                while end < body.count, body[end].text != ";", body[end].text != "}", body[end].line == body[i].line {
                    end += 1
                }
                expressions.append(Array(body[(i + 1)..<end]))
                i = end
            } else {
                i += 1
            }
        }
        if expressions.isEmpty { expressions = [body] }
        var masks = Set<[Bool]>()
        for expression in expressions {
            guard let mask = orientations(expression) else { return nil }
            masks.insert(mask)
        }
        guard masks.count == 1, let mask = masks.first, mask.contains(true) else { return nil }
        return Allowed(portrait: mask[0], landscape: mask[1])
    }

    /// The orientations a mask expression names (portrait, landscape), nil when it names
    /// something else (a variable, a call).
    static func orientations(_ tokens: [CodeToken]) -> [Bool]? {
        var (portrait, landscape, named) = (false, false, false)
        for token in tokens where token.kind == .identifier {
            if ["UIInterfaceOrientationMask", "get"].contains(token.text) { continue }
            let name =
                token.text.hasPrefix("UIInterfaceOrientationMask")
                ? String(token.text.dropFirst("UIInterfaceOrientationMask".count)) : token.text
            switch name.prefix(1).lowercased() + name.dropFirst() {
            case "portrait", "portraitUpsideDown": portrait = true
            case "landscape", "landscapeLeft", "landscapeRight": landscape = true
            case "all", "allButUpsideDown": (portrait, landscape) = (true, true)
            default: return nil
            }
            named = true
        }
        return named ? [portrait, landscape] : nil
    }
}
