/// A glob over relative paths: `*` any characters and `?` one character within a path
/// component, `**` a run of whole components (none or more in the middle, one or more at the
/// end). Characters are Unicode scalars, as the file system's names are (a combining mark after
/// a `/` does not hide it), compared exactly. Matching never backtracks more than one star per
/// component, so it takes time bounded by the product of the pattern's and the path's lengths,
/// whatever the manifest writes (a regular expression of `a*a*a*…b` backtracks exponentially on
/// long names).
package struct PathGlob: Sendable {
    /// The pattern's components, each split into scalars.
    private let components: [[Unicode.Scalar]]

    package init(components: [String]) {
        self.components = components.map { Array($0.unicodeScalars) }
    }

    private static let anyFolders: [Unicode.Scalar] = ["*", "*"]

    /// Whether `path` (components separated by `/`) matches the whole pattern.
    package func matches(_ path: String) -> Bool {
        let parts = path.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false).map(Array.init)
        // matched[p][q]: pattern components from p on match path components from q on.
        let width = parts.count + 1
        var matched = [Bool](repeating: false, count: (components.count + 1) * width)
        matched[components.count * width + parts.count] = true
        for p in stride(from: components.count - 1, through: 0, by: -1) {
            let isLast = p == components.count - 1
            for q in stride(from: parts.count, through: 0, by: -1) {
                let result: Bool
                if components[p] == Self.anyFolders {
                    if isLast {
                        result = q < parts.count
                    } else {
                        // None (go on with the next pattern component) or one more folder.
                        result = matched[(p + 1) * width + q] || (q < parts.count && matched[p * width + q + 1])
                    }
                } else {
                    result =
                        q < parts.count && matched[(p + 1) * width + q + 1] && Self.matches(components[p], parts[q])
                }
                matched[p * width + q] = result
            }
        }
        return matched[0]
    }

    /// Whether one component matches one pattern component: on a mismatch, the last star seen
    /// takes one more character, and an earlier star never needs to (any longer match of it is
    /// covered by the later star).
    package static func matches(_ pattern: [Unicode.Scalar], _ name: [Unicode.Scalar]) -> Bool {
        var p = 0
        var n = 0
        var lastStar: Int?
        var resumeAt = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == "*" {
                lastStar = p
                resumeAt = n
                p += 1
            } else if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
                p += 1
                n += 1
            } else if let star = lastStar {
                resumeAt += 1
                n = resumeAt
                p = star + 1
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
