/// Bounds grown by constants in a hit test: `bounds.insetBy(dx: -10, dy: -10)`,
/// `CGRectInset(self.bounds, -10, -10)`, `bounds.inset(by: UIEdgeInsets(top: -8, ...))`,
/// `UIEdgeInsetsInsetRect(self.bounds, UIEdgeInsetsMake(-8, ...))`.
enum BoundsPatterns {
    static func grownBounds(in spans: [TokenSpan], resolver: ConstantResolver)
        -> (edges: [Double], location: CodeLocation)?
    {
        for span in spans {
            let t = span.tokens
            for i in t.indices where t[i].kind == .identifier {
                let location = CodeLocation(file: span.path, line: t[i].line)
                let values = { (arguments: [ArraySlice<CodeToken>]) in
                    arguments.compactMap { resolver.value(of: $0, in: span.path)?.number }
                }
                switch t[i].text {
                case "insetBy", "CGRectInset":
                    guard let arguments = CallArguments.parenthesised(t, after: i) else { continue }
                    let numbers = values(Array(arguments.suffix(2)))
                    guard arguments.count >= 2, numbers.count == 2 else { continue }
                    let (dx, dy) = (numbers[0], numbers[1])
                    guard dx < 0 || dy < 0 else { continue }
                    return ([-dy, -dx, -dy, -dx], location)
                case "UIEdgeInsets", "UIEdgeInsetsMake":
                    guard let arguments = CallArguments.parenthesised(t, after: i), arguments.count == 4 else {
                        continue
                    }
                    let numbers = values(arguments)
                    guard numbers.count == 4, numbers.contains(where: { $0 < 0 }) else { continue }
                    // top, left, bottom, right -> top, right, bottom, left
                    return ([-numbers[0], -numbers[3], -numbers[2], -numbers[1]], location)
                default: continue
                }
            }
        }
        return nil
    }
}
