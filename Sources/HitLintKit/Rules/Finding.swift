/// One reported problem (docs/rules.md).
public struct Finding: Sendable, Hashable {
    public let rule: String
    public let severity: Severity
    /// Where the view's `id` is written.
    public let location: SourceLocation
    public let screen: String
    public let view: String
    public let message: String
    /// What the finding rests on; reports derive their `data` from it.
    public let evidence: Evidence
    /// The YAML manifest the finding comes from; differs from `location.file` for a finding on a
    /// view imported from an Interface Builder file. Nil: the same file.
    public let manifest: String?
    /// The checked change that removes the finding, as an edit of the manifest (SARIF `fixes`).
    public var fix: FindingFix? = nil
    /// The checked change its message names, when it names one.
    public internal(set) var remedy: Remedy? = nil

    public init(
        rule: String, severity: Severity, location: SourceLocation, screen: String, view: String,
        message: String, evidence: Evidence = .none, manifest: String? = nil
    ) {
        self.manifest = manifest
        self.rule = rule
        self.severity = severity
        self.location = location
        self.screen = screen
        self.view = view
        self.message = message
        self.evidence = evidence
    }

    /// The finding with the checked advice `text` in place of its advice's options (the message
    /// ends with "; " and the options until the linter has checked the remedies).
    public func advising(_ text: String) -> Finding {
        guard let options = evidence.advice?.options, message.hasSuffix("; " + options) else { return self }
        return with(message: String(message.dropLast(options.count)) + text)
    }

    public func with(message: String) -> Finding {
        var copy = Finding(
            rule: rule, severity: severity, location: location, screen: screen, view: view, message: message, evidence: evidence,
            manifest: manifest)
        copy.fix = fix
        copy.remedy = remedy
        return copy
    }

    /// `findings` in `reportOrder`. Indices are sorted, not the findings: a finding is a large
    /// value, costly to move. The comparisons read them in place (an array's subscript would
    /// copy both, a dozen retains and releases each; relints sort thousands).
    static func inReportOrder(_ findings: [Finding]) -> [Finding] {
        let order = findings.withUnsafeBufferPointer { all in findings.indices.sorted { reportOrder(all[$0], all[$1]) } }
        return order.map { findings[$0] }
    }

    /// The order of every report: by place, then rule, then message.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.location != b.location { return a.location < b.location }
        // Field by field, as a tuple compares, without building the tuples (copies of four strings each).
        if a.screen != b.screen { return a.screen < b.screen }
        if a.rule != b.rule { return a.rule < b.rule }
        if a.view != b.view { return a.view < b.view }
        return a.message < b.message
    }
}

/// A finding's fix as an edit of a file: what `hitlint fix` writes for it.
public struct FindingFix: Sendable, Hashable {
    /// One span of the file replaced; lines and columns 1-based, columns in Unicode code points,
    /// the end exclusive (as SARIF counts).
    public struct Replacement: Sendable, Hashable {
        public let startLine: Int
        public let startColumn: Int
        public let endLine: Int
        public let endColumn: Int
        public let text: String

        public init(startLine: Int, startColumn: Int, endLine: Int, endColumn: Int, text: String) {
            (self.startLine, self.startColumn, self.endLine, self.endColumn, self.text) = (startLine, startColumn, endLine, endColumn, text)
        }
    }

    /// "set enlarge: [0, 4, 4, 0] on 'close'".
    public let description: String
    public let file: String
    public let replacements: [Replacement]

    public init(description: String, file: String, replacements: [Replacement]) {
        (self.description, self.file, self.replacements) = (description, file, replacements)
    }
}
