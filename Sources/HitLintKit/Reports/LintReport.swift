/// The outcome of a whole run, in a deterministic order whatever the parallelism.
public struct LintReport: Sendable {
    public let manifests: [String]
    public let screens: [ScreenReport]
    /// Every finding, sorted.
    public let findings: [Finding]
    /// Findings hidden because a baseline records them.
    public let suppressedCount: Int
    /// Where the run spent its time.
    public var timings: PhaseTimings

    public init(manifests: [String], screens: [ScreenReport], suppressedCount: Int = 0, timings: PhaseTimings = PhaseTimings()) {
        self.manifests = manifests
        self.screens = screens
        self.suppressedCount = suppressedCount
        self.timings = timings
        findings = screens.flatMap(\.findings).sorted(by: Finding.reportOrder)
    }

    /// "11 errors, 7 warnings, 0 notes".
    var severityCounts: String {
        [(Severity.error, "error"), (.warning, "warning"), (.note, "note")]
            .map { MessageFormat.plural(count($0.0), $0.1) }.joined(separator: ", ")
    }

    /// "in 6 screens (19 targets)".
    var scope: String {
        "in \(MessageFormat.plural(screens.count, "screen")) (\(MessageFormat.plural(targetCount, "target")))"
    }

    public func count(_ severity: Severity) -> Int { findings.count { $0.severity == severity } }
    public var targetCount: Int { screens.reduce(0) { $0 + $1.views.count(where: \.isTarget) } }

    /// 1 when there are errors (or warnings, when strict), else 0 (README.md, "Commands").
    public func exitStatus(strict: Bool) -> Int32 {
        if count(.error) > 0 { return 1 }
        if strict && count(.warning) > 0 { return 1 }
        return 0
    }
}
