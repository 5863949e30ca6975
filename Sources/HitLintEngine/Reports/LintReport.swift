import HitLintCore
import HitLintInput

/// The layouts a run linted besides the stored frames (every screen's, in order of first
/// appearance), and why: what each manifest's `app:` says the app shows (docs/layout.md).
package struct LintedLayouts: Sendable {
    package var names: [String]
    /// By manifest: "every iPhone in portrait, every iPad in portrait and landscape".
    package var shows: [(manifest: String, shows: String)]

    package init(
        names: [String],
        shows: [(manifest: String, shows: String)]
    ) {
        self.names = names
        self.shows = shows
    }
}

/// The outcome of a whole run, in a deterministic order whatever the parallelism.
public struct LintReport: Sendable {
    public let manifests: [String]
    public let screens: [ScreenReport]
    /// Every finding, sorted: the screens' and the input errors.
    public let findings: [Finding]
    /// The problems of inputs that could not be read (manifests, configuration, baseline).
    public let inputDiagnostics: [Diagnostic]
    /// The same problems as findings (rule `input-error`), as the formats show them.
    package let inputErrors: [Finding]
    /// Findings about whole imported files (`unsupported-file`), not about a screen.
    public let fileFindings: [Finding]
    /// Controls of imported files that no screen lints, with why.
    package let notLinted: [NotLinted]
    /// Findings hidden because a baseline records them.
    public let suppressedCount: Int
    /// Where the run spent its time.
    package var timings: PhaseTimings
    /// The layouts linted besides the stored frames, and what the apps show; nil when only the
    /// stored frames were linted.
    package var layouts: LintedLayouts? = nil
    /// What each manifest learned from the app's code (docs/code.md), by manifest path.
    package var code: [(manifest: String, code: AppCode)] = []

    package init(
        manifests: [String], screens: [ScreenReport], fileFindings: [Finding] = [], notLinted: [NotLinted] = [],
        inputDiagnostics: [Diagnostic] = [], suppressedCount: Int = 0, timings: PhaseTimings = PhaseTimings()
    ) {
        self.manifests = manifests
        self.screens = screens
        self.fileFindings = fileFindings
        self.notLinted = notLinted
        self.inputDiagnostics = inputDiagnostics
        let inputErrors = RuleRegistry.inputErrorFindings(InputError(inputDiagnostics))
        self.inputErrors = inputErrors
        self.suppressedCount = suppressedCount
        self.timings = timings
        findings = Finding.inReportOrder(screens.flatMap(\.findings) + fileFindings + inputErrors)
    }

    /// The same report with each screen's advice budget note (the screen's advice checked no
    /// more changes: `AdviceWithheld.Reason.budget`) on its first finding that has one, and left
    /// out of the others: once per screen rather than on every line. Made again after a baseline
    /// hides findings, so the note stays on the first one reported.
    package func budgetNotedOnce() -> LintReport {
        let screens = screens.map { screen in
            var noted = false
            return screen.with(
                findings: screen.findings.map { finding in
                    guard case .budget? = finding.advice?.withheld?.reason else { return finding }
                    defer { noted = true }
                    return finding.sayingBudgetNote(!noted)
                })
        }
        var report = LintReport(
            manifests: manifests, screens: screens, fileFindings: fileFindings, notLinted: notLinted,
            inputDiagnostics: inputDiagnostics, suppressedCount: suppressedCount, timings: timings)
        report.layouts = layouts
        report.code = code
        return report
    }

    /// The same report with more input errors (a configuration or baseline found broken).
    package func adding(inputDiagnostics more: [Diagnostic]) -> LintReport {
        guard !more.isEmpty else { return self }
        var report = LintReport(
            manifests: manifests, screens: screens, fileFindings: fileFindings, notLinted: notLinted,
            inputDiagnostics: inputDiagnostics + more, suppressedCount: suppressedCount, timings: timings)
        report.layouts = layouts
        report.code = code
        return report
    }

    /// Every file the report speaks of: the manifests linted, then those that could not be read.
    package var files: [String] {
        var seen = Set(manifests)
        return manifests + inputErrors.map(\.location.file).filter { seen.insert($0).inserted }
    }

    /// "11 errors, 7 warnings, 0 notes".
    package var severityCounts: String {
        [(Severity.error, "error"), (.warning, "warning"), (.note, "note")]
            .map { MessageFormat.plural(count($0.0), $0.1) }.joined(separator: ", ")
    }

    /// "in 6 screens (19 targets)", and the layouts linted when other than the stored frames:
    /// "laid out for 32 layouts: every iPhone; every iPad (what hitlint.yaml's app: shows)".
    package var scope: String {
        var text =
            "in \(MessageFormat.plural(screens.count, "screen")) (\(MessageFormat.plural(targetCount, "target")))"
        if let layouts, !layouts.names.isEmpty {
            text +=
                ", laid out for \(MessageFormat.plural(layouts.names.count, "layout")): \(LayoutNames.compact(layouts.names))"
            if !layouts.shows.isEmpty {
                text += " (what \(layouts.shows.map { "\($0.manifest)'s app:" }.joined(separator: ", ")) shows)"
            }
        }
        return text
    }

    public func count(_ severity: Severity) -> Int {
        // By index: the closure of `count(where:)` gets each finding copied.
        var count = 0
        for index in findings.indices where findings[index].severity == severity { count += 1 }
        return count
    }
    public var targetCount: Int { screens.reduce(0) { $0 + $1.views.count(where: \.isTarget) } }

    /// 2 when an input could not be read; else 1 when there are errors (or warnings, when
    /// strict), else 0 (README.md, "Commands").
    public func exitStatus(strict: Bool) -> Int32 {
        if !inputErrors.isEmpty { return 2 }
        if count(.error) > 0 { return 1 }
        if strict && count(.warning) > 0 { return 1 }
        return 0
    }
}
