import SwiftSyntax

/// `// hitlint:disable RULE ...`, `// hitlint:enable RULE ...`, `// hitlint:disable:next RULE`,
/// `// hitlint:disable:this RULE` and `// hitlint:disable:previous RULE` comments, read as
/// SwiftLint reads its own: `all` stands for every rule (docs/swiftui.md, "Turning rules off").
struct SwiftUISuppressions {
    private struct Region {
        var line: Int
        var rules: Set<String>
        var enable: Bool
    }
    /// Regions in line order: from each line on, the rules turn off (or on again).
    private var regions: [Region] = []
    private var lines: [Int: Set<String>] = [:]

    init(_ tree: SourceFileSyntax, converter: SourceLocationConverter) {
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position
            for piece in token.leadingTrivia + token.trailingTrivia {
                defer { offset = offset.advanced(by: piece.sourceLength.utf8Length) }
                guard case .lineComment(let text) = piece,
                    let range = text.range(of: "hitlint:")
                else { continue }
                let words = text[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard let command = words.first else { continue }
                let rules = Set(words.dropFirst().map(String.init))
                guard !rules.isEmpty else { continue }
                let line = converter.location(for: offset).line
                switch command {
                case "disable": regions.append(Region(line: line, rules: rules, enable: false))
                case "enable": regions.append(Region(line: line, rules: rules, enable: true))
                case "disable:next": lines[line + 1, default: []].formUnion(rules)
                case "disable:this": lines[line, default: []].formUnion(rules)
                case "disable:previous": lines[line - 1, default: []].formUnion(rules)
                default: continue
                }
            }
        }
        regions.sort { $0.line < $1.line }
    }

    /// The rules turned off at `line` ("all" for every rule).
    func disabled(atLine line: Int) -> Set<String> {
        var off = lines[line] ?? []
        var regional: Set<String> = []
        for region in regions where region.line <= line {
            if region.enable {
                regional.subtract(region.rules)
                if region.rules.contains("all") { regional.removeAll() }
            } else {
                regional.formUnion(region.rules)
            }
        }
        off.formUnion(regional)
        return off
    }
}
