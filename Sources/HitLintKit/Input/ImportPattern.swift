import Foundation

/// What a `from:` value names: a file, a folder (every file a screen source reads, below it) or
/// a glob (`*` and `?` within a path component, `**` across components: `App/**/*.xib`). The
/// matches come in sorted path order, as written relative to the manifest's folder. Folders are
/// walked without following symbolic links, hidden folders are skipped, and the walk is bounded.
struct ImportPattern: Sendable {
    /// The value as written.
    let written: String

    static let wildcards: Set<Character> = ["*", "?"]
    /// Most directory entries a walk reads before the pattern is refused.
    static let maxEntries = 200_000

    var isGlob: Bool { written.contains { Self.wildcards.contains($0) } }

    /// The files named, as written relative to `directory`; a problem (a walk too large) as text.
    func files(in directory: URL) -> (files: [String], problem: String?) {
        let trimmed = written.hasSuffix("/") && written.count > 1 ? String(written.dropLast()) : written
        let components = trimmed.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let fixed = components.prefix { !$0.contains { Self.wildcards.contains($0) } }
        if !isGlob {
            let url = URL(fileURLWithPath: trimmed, relativeTo: directory)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
                return ([written], nil)
            }
            return walk(base: trimmed, in: directory) { _ in true }
        }
        let base = fixed.joined(separator: "/")
        let rest = Array(components.dropFirst(fixed.count))
        guard let matcher = try? NSRegularExpression(pattern: "^" + Self.regex(rest) + "$") else { return ([], nil) }
        return walk(base: base, in: directory) { relative in
            matcher.firstMatch(in: relative, range: NSRange(relative.startIndex..., in: relative)) != nil
        }
    }

    /// Every file below `base` whose type a screen source reads and whose path relative to
    /// `base` matches, sorted.
    private func walk(base: String, in directory: URL, matching: (String) -> Bool) -> (files: [String], problem: String?) {
        let root = URL(fileURLWithPath: base.isEmpty ? "." : base, relativeTo: directory)
        var found: [String] = []
        var pending: [String] = [""]
        var entries = 0
        while let folder = pending.popLast() {
            let url = folder.isEmpty ? root : root.appendingPathComponent(folder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { continue }
            entries += names.count
            if entries > Self.maxEntries {
                return ([], "\(MessageFormat.quote(written)) reaches more than \(Self.maxEntries) files and folders; name a smaller folder")
            }
            for name in names where !name.hasPrefix(".") {
                let relative = folder.isEmpty ? name : folder + "/" + name
                var status = stat()
                guard lstat(url.appendingPathComponent(name).path, &status) == 0 else { continue }
                if status.st_mode & S_IFMT == S_IFDIR {
                    pending.append(relative)
                } else if InputFiles.isImported(name), matching(relative) {
                    found.append(base.isEmpty ? relative : base + "/" + relative)
                }
            }
        }
        return (found.sorted(), nil)
    }

    /// The regular expression of glob components: `**` any folders (or none), `*` and `?` within one.
    static func regex(_ components: [String]) -> String {
        var out = ""
        for (n, component) in components.enumerated() {
            let last = n == components.count - 1
            if component == "**" {
                out += last ? ".*" : "(?:[^/]+/)*"
                continue
            }
            for character in component {
                switch character {
                case "*": out += "[^/]*"
                case "?": out += "[^/]"
                default: out += NSRegularExpression.escapedPattern(for: String(character))
                }
            }
            if !last { out += "/" }
        }
        return out
    }
}
