/// The orientations view controller classes allow in code: a `supportedInterfaceOrientations`
/// (Swift property or Objective-C method) that returns one constant mask everywhere it returns
/// (`.portrait`, `[.portrait, .landscapeLeft]`, `UIInterfaceOrientationMaskPortrait`). One that
/// asks another controller (`topViewController?.supportedInterfaceOrientations`), its
/// superclass, or returns different masks by condition is not read.
package enum OrientationMasks {
    /// Whether a class allows portrait and landscape, with where it says so.
    package struct Mask: Sendable, Equatable {
        package var portrait: Bool
        package var landscape: Bool
        package var location: CodeLocation
    }

    /// Class -> the constant mask its code (or its nearest superclass's in the code) returns.
    package static func read(_ code: CodeBase) -> [String: Mask] {
        var own: [String: Mask] = [:]
        for file in code.files {
            for type in file.types where !type.name.isEmpty {
                guard own[type.name] == nil,
                    let method = type.methods.first(where: { $0.name == "supportedInterfaceOrientations" }),
                    let mask = constantMask(method.body, location: CodeLocation(file: file.path, line: method.line))
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

    /// The one mask every `return` of the body gives (a Swift getter without `return`: its
    /// expression); nil when one is not a constant mask or they differ.
    static func constantMask(_ body: [CodeToken], location: CodeLocation) -> Mask? {
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
        return Mask(portrait: mask[0], landscape: mask[1], location: location)
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
