/// The compiler's form that Xcode and editors read: `path:line:col: error: message [rule-id]`,
/// then a one-line summary.
public struct TextReporter: Reporter {
    public static let identifier = "text"
    public static let summary = "compiler-style lines for terminals, Xcode and editors"
    public init() {}

    public func render(_ report: LintReport, context: ReportContext) -> String {
        var out = ""
        for finding in report.findings {
            // One line per finding, whatever the names in it hold (TerminalText).
            out += TerminalText.escaped("\(finding.location): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]") + "\n"
        }
        if !context.quiet { out += TextReporter.summaryLine(report) + "\n" }
        return out
    }

    /// e.g. `hitlint: 2 errors, 1 warning, 0 notes in 3 screens (7 targets)`.
    public static func summaryLine(_ report: LintReport) -> String {
        var scope = report.scope
        if report.suppressedCount > 0 { scope += "; \(report.suppressedCount) more in the baseline" }
        return "hitlint: \(report.findings.isEmpty ? "no problems" : report.severityCounts) \(scope)"
    }
}
