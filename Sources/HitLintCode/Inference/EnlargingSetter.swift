/// A method that sets how far a view's hit area reaches past its bounds, from an extension or
/// category that also overrides the hit test (`UIButton+EnlargeTouchArea`'s
/// `setEnlargeEdgeWithTop:right:bottom:left:`, or one edge for all, `setEnlargeEdge:`).
package struct EnlargingSetter: Sendable {
    package var name: String
    /// The side each argument sets, in order (indices into top, right, bottom, left); one
    /// argument that sets all four is `[0, 1, 2, 3]` with `allSides`.
    var sides: [Int]
    var allSides: Bool
    var location: CodeLocation

    /// The setters the code declares, by name.
    package static func all(in code: CodeBase) -> [String: EnlargingSetter] {
        var out: [String: EnlargingSetter] = [:]
        for file in code.files {
            for type in file.types
            where type.kind == .addition && type.methods.contains(where: \.isHitTest)
                || type.kind == .addition && type.methods.contains(where: \.isPointInside)
            {
                for method in type.methods where method.name.lowercased().hasPrefix("setenlarge") {
                    let pieces = [method.name] + method.labels
                    let sides = pieces.compactMap(Self.side)
                    let location = CodeLocation(file: file.path, line: method.line)
                    if sides.count == 4, Set(sides).count == 4 {
                        out[method.name] = EnlargingSetter(
                            name: method.name, sides: sides, allSides: false, location: location)
                    } else if pieces.count == 1 || (sides.isEmpty && method.labels.count <= 1) {
                        out[method.name] = EnlargingSetter(
                            name: method.name, sides: [0, 1, 2, 3], allSides: true, location: location)
                    }
                }
            }
        }
        return out
    }

    private static func side(_ piece: String) -> Int? {
        let lower = piece.lowercased()
        for (index, name) in ["top", "right", "bottom", "left"].enumerated() where lower.hasSuffix(name) {
            return index
        }
        return nil
    }

    /// The edges a call of this setter at `index` of `t` sets, when its arguments are constants.
    func edges(_ t: [CodeToken], at index: Int, in path: String, resolver: ConstantResolver) -> [Double]? {
        let arguments =
            CallArguments.parenthesised(t, after: index) ?? CallArguments.message(t, at: index)
        let values = arguments.compactMap { resolver.value(of: $0, in: path)?.number }
        if allSides, values.count == 1 { return Array(repeating: values[0], count: 4) }
        guard !allSides, values.count == 4, arguments.count == 4 else { return nil }
        var edges = [0.0, 0, 0, 0]
        for (value, side) in zip(values, sides) { edges[side] = value }
        return edges
    }
}

extension [String: EnlargingSetter] {
    /// A setter called on the view itself, with constants, in an initializer of the chain.
    func selfCall(in chain: [String], code: CodeBase, resolver: ConstantResolver)
        -> (edges: [Double], location: CodeLocation)?
    {
        guard !isEmpty else { return nil }
        for owner in chain {
            for (path, type) in code.members(of: owner) {
                for method in type.methods where ConstantResolver.isInitializer(method.name) {
                    let t = method.body
                    for i in t.indices where t[i].kind == .identifier {
                        guard let setter = self[t[i].text] else { continue }
                        let receiverIsSelf =
                            i >= 1
                            && (t[i - 1].text == "self" || (i >= 2 && t[i - 1].text == "." && t[i - 2].text == "self")
                                || t[i - 1].text == "{" || t[i - 1].text == ";" || t[i - 1].line != t[i].line)
                        guard receiverIsSelf, let edges = setter.edges(t, at: i, in: path, resolver: resolver) else {
                            continue
                        }
                        return (edges, CodeLocation(file: path, line: t[i].line))
                    }
                }
            }
        }
        return nil
    }
}
