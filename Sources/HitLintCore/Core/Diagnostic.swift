/// A problem that stops hitlint from linting (exit status 2): a bad manifest, rules file or argument.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is; nil when it concerns no particular place (a missing file is located at the file itself).
    public var location: SourceLocation?
    /// The file concerned when there is no line and column.
    public var file: String?
    public var message: String

    public init(_ message: String, at location: SourceLocation) {
        self.location = location
        self.file = location.file
        self.message = message
    }

    public init(_ message: String, file: String?) {
        self.location = nil
        self.file = file
        self.message = message
    }

    /// `path:line:col: error: message`, or `path: error: message` without a position.
    public var description: String {
        if let location { return "\(location): error: \(message)" }
        if let file { return "\(file): error: \(message)" }
        return "error: \(message)"
    }
}

/// One or more diagnostics that make an input unusable.
public struct InputError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
