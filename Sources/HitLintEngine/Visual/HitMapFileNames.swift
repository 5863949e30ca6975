import Foundation

/// File names for the hit maps of a run: `<manifest>--<screen>.png`, reduced to characters
/// every file system accepts, unique within the run.
package enum HitMapFileNames {
    package static func names(for screens: [(manifest: String, screen: String)]) -> [String] {
        var used = Set<String>()
        var next: [String: Int] = [:]
        return screens.map { entry in
            var stem = URL(fileURLWithPath: entry.manifest).lastPathComponent
            for suffix in [".hitlint.yaml", ".hitlint.yml", ".yaml", ".yml"] where stem.hasSuffix(suffix) {
                stem = String(stem.dropLast(suffix.count))
                break
            }
            let base = safe(stem) + "--" + safe(entry.screen)
            var name = base + ".png"
            // Numbers go on from the last one a base took, so many names that cut to one base
            // cost one try each, not one per name before them.
            var n = next[base.lowercased(), default: 2]
            while !used.insert(name.lowercased()).inserted {
                name = "\(base)-\(n).png"
                n += 1
            }
            next[base.lowercased()] = n
            return name
        }
    }

    /// Letters, digits, `-`, `_` and `.` kept (ASCII only); anything else becomes `_`; at most 80 characters.
    package static func safe(_ text: String) -> String {
        var out = String(
            text.unicodeScalars.map { c -> Character in
                c.isASCII && (CharacterSet.alphanumerics.contains(c) || c == "-" || c == "_" || c == ".")
                    ? Character(c) : "_"
            })
        while out.hasPrefix(".") { out = "_" + out.dropFirst() }
        if out.isEmpty { out = "_" }
        return String(out.prefix(80))
    }
}
