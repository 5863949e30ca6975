import HitLintCore

/// One reported problem (docs/rules.md).
public struct Finding: Sendable, Hashable {
    public let rule: String
    public private(set) var severity: Severity
    /// Where the view's `id` is written.
    public let location: SourceLocation
    public private(set) var screen: String
    public let view: String
    /// What the rule found, without advice ("the hit area of 'close' is 24 x 24 pt, smaller
    /// than 44 x 44 pt").
    public let statement: String
    /// What to do about it: the checked change, or what could help (`FindingAdvice`).
    public private(set) var advice: FindingAdvice?
    /// What the run adds after the advice: "(worse than the baseline: ...)".
    public private(set) var annotation: String?
    /// What the finding rests on; reports derive their `data` from it.
    package let evidence: Evidence
    /// The YAML manifest the finding comes from; differs from `location.file` for a finding on a
    /// view imported from an Interface Builder file. Nil: the same file.
    public let manifest: String?
    /// The checked change that removes the finding, as an edit of the manifest (SARIF `fixes`).
    public var fix: FindingFix? = nil
    /// The layouts it holds on (SPEC section 11): empty when only the stored frames were linted,
    /// `["all"]` when it holds on every linted layout, else their names ("iPhone 16, landscape").
    public private(set) var devices: [String] = []
    /// Its evidence's sample point lies on the hit map its screen report shows (false: another
    /// layout's figures were kept, docs/layout.md, "Findings across layouts").
    package private(set) var sampleOnMap = true

    /// The checked change its advice names, when it names one.
    package var remedy: Remedy? { advice?.remedy }

    /// The sentence every format prints: the statement, then the advice after "; ", then the
    /// annotation.
    public var message: String {
        var text = statement
        if !devices.isEmpty && devices != ["all"] { text += " (on \(LayoutNames.compact(devices)))" }
        if let advice { text += "; " + advice.sentence }
        if let annotation { text += " " + annotation }
        return text
    }

    package init(
        rule: String, severity: Severity, location: SourceLocation, screen: String, view: String,
        message: String, advice: FindingAdvice? = nil, evidence: Evidence = .none, manifest: String? = nil
    ) {
        self.manifest = manifest
        self.rule = rule
        self.severity = severity
        self.location = location
        self.screen = screen
        self.view = view
        self.statement = message
        self.advice = advice
        self.evidence = evidence
    }

    /// The finding as a note, `why` after its advice (a finding that bears on no tap target,
    /// `RuleRunner.boundToTargets`).
    package func demotedToNote(_ why: String) -> Finding {
        var copy = self
        copy.severity = .note
        copy.annotation = [annotation, why].compactMap { $0 }.joined(separator: " ")
        return copy
    }

    /// The finding with `advice` in place of what it had (the linter settles a rule's options
    /// into a checked change).
    package func advised(_ advice: FindingAdvice) -> Finding {
        var copy = self
        copy.advice = advice
        return copy
    }

    /// The finding advising `sentence`, which names no checked change (nil: no advice), and
    /// without the edit of its former advice.
    package func unchecked(_ sentence: String?) -> Finding {
        var copy = self
        copy.advice = sentence.map { FindingAdvice($0) }
        copy.fix = nil
        return copy
    }

    /// The finding with figures of a layout other than the one whose map its report shows.
    package func offMap() -> Finding {
        var copy = self
        copy.sampleOnMap = false
        return copy
    }

    /// The finding reported under the screen named `name` (a finding merged from a scroll
    /// view's content screen keeps its owner's name, which identifies it).
    package func inScreen(_ name: String) -> Finding {
        var copy = self
        copy.screen = name
        return copy
    }

    /// The finding on these layouts.
    package func on(_ devices: [String]) -> Finding {
        var copy = self
        copy.devices = devices
        return copy
    }

    /// The finding with `text` after its advice.
    package func annotated(_ text: String) -> Finding {
        var copy = self
        copy.annotation = text
        return copy
    }

    /// `findings` in `reportOrder`. Indices are sorted, not the findings: a finding is a large
    /// value, costly to move. The comparisons read them in place (an array's subscript would
    /// copy both, a dozen retains and releases each; relints sort thousands).
    package static func inReportOrder(_ findings: [Finding]) -> [Finding] {
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

/// What a finding advises, as data: the sentence its message ends with and, when the linter
/// has checked it (docs/fixes.md), the change that sentence names. Reports render the sentence
/// (text, JSON and the other formats in the message, SARIF also as `fixes` when the change is an
/// edit `hitlint fix` makes); nothing reads it back out of a message.
public struct FindingAdvice: Sendable, Hashable {
    /// "enlarge it by 1 pt on every side (enlarge: 1)", or, unchecked, what could help.
    public let sentence: String
    /// The checked change the sentence names; nil when it names none (the rule's options).
    package let remedy: Remedy?
    /// The ids of the views `remedy` names, in the order of `Remedy.views`: another layout's
    /// copy of the screen numbers its views otherwise.
    package var views: [String] = []

    package init(_ sentence: String, remedy: Remedy? = nil) {
        self.sentence = sentence
        self.remedy = remedy
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
