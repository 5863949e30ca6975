import Foundation

/// A file of the repository that `hitlint-dev generate` writes: its path relative to the
/// package root and the contents it must have. A test compares every one with the file on disk.
public struct GeneratedFile: Sendable, Equatable {
    public let path: String
    public let contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }

    /// What the file holds now, or nil when it does not exist.
    public func current(in root: URL) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    public func isCurrent(in root: URL) -> Bool { current(in: root) == contents }

    /// Writes the file when it differs; true when it did.
    @discardableResult
    public func write(in root: URL) throws -> Bool {
        guard !isCurrent(in: root) else { return false }
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
        return true
    }

    /// The sentence a stale-file test fails with.
    public static let regenerateHint = "run `swift run hitlint-dev generate` to regenerate it"
}
