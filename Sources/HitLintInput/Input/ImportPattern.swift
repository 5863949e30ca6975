import Foundation
import HitLintCore

/// What a `from:` value names: a file, a folder (every file a screen source reads, below it) or
/// a glob (`*` and `?` within a path component, `**` across components: `App/**/*.xib`). The
/// matches come in sorted path order, as written relative to the manifest's folder. Folders are
/// walked without following symbolic links, hidden folders are skipped, and the walk is bounded.
package struct ImportPattern: Sendable {
    /// The value as written.
    package let written: String

    /// Wildcards are Unicode scalars, as `PathGlob` matches them.
    package static let wildcards: Set<Unicode.Scalar> = ["*", "?"]
    /// Most directory entries a walk reads before the pattern is refused.
    package static let maxEntries = 200_000

    package var isGlob: Bool { written.unicodeScalars.contains { Self.wildcards.contains($0) } }

    /// The files named, as written relative to `directory`; a problem (a walk too large, a
    /// folder `refusal` refuses, such as a link leading out of the lint root) as text. A folder
    /// is judged before a name in it is read, so nothing of a refused one reaches a message.
    package func files(in directory: URL, refusal: (URL, String) -> String? = { _, _ in nil }) -> (
        files: [String], problem: String?
    ) {
        let scalars = written.unicodeScalars
        let trimmed =
            scalars.last == "/" && scalars.count > 1 ? String(String.UnicodeScalarView(scalars.dropLast())) : written
        let components = trimmed.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false).map {
            String(String.UnicodeScalarView($0))
        }
        let fixed = components.prefix { !$0.unicodeScalars.contains { Self.wildcards.contains($0) } }
        if !isGlob {
            let url = URL(fileURLWithPath: trimmed, relativeTo: directory)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
                return ([written], nil)
            }
            if let problem = refusal(url, trimmed) { return ([], problem) }
            return walk(base: trimmed, in: directory) { _ in true }
        }
        let base = fixed.joined(separator: "/")
        if let problem = refusal(
            URL(fileURLWithPath: base.isEmpty ? "." : base, relativeTo: directory), base.isEmpty ? "." : base)
        {
            return ([], problem)
        }
        let glob = PathGlob(components: Array(components.dropFirst(fixed.count)))
        return walk(base: base, in: directory, matching: glob.matches)
    }

    /// Every file below `base` whose type a screen source reads and whose path relative to
    /// `base` matches, sorted.
    private func walk(base: String, in directory: URL, matching: (String) -> Bool) -> (
        files: [String], problem: String?
    ) {
        let root = URL(fileURLWithPath: base.isEmpty ? "." : base, relativeTo: directory)
        let walked = FolderWalk(maxEntries: Self.maxEntries).entries(in: root)
        if walked.truncated {
            return (
                [],
                "\(MessageFormat.quote(written)) reaches more than \(Self.maxEntries) files and folders; name a smaller folder"
            )
        }
        let found = walked.paths.filter { InputFiles.isImported(($0 as NSString).lastPathComponent) && matching($0) }
        return (found.map { base.isEmpty ? $0 : base + "/" + $0 }, nil)
    }
}
