import Foundation

/// A file of the repository that `hitlint-dev generate` writes: its path relative to the
/// package root and the contents it must have. A test compares every one with the file on disk.
package struct GeneratedFile: Sendable, Equatable {
    package let path: String
    package let contents: String

    package init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }

    /// What the file holds now, or nil when it does not exist.
    package func current(in root: URL) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    package func isCurrent(in root: URL) -> Bool { current(in: root) == contents }

    /// Writes the file when it differs; true when it did.
    @discardableResult
    package func write(in root: URL) throws -> Bool {
        guard !isCurrent(in: root) else { return false }
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
        return true
    }

    /// The sentence a stale-file test fails with.
    package static let regenerateHint = "run `swift run hitlint-dev generate` to regenerate it"
}
