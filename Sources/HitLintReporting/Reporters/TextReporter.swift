import HitLintCore
import HitLintEngine

/// The compiler's form that Xcode and editors read: `path:line:col: error: message [rule-id]`,
/// then a one-line summary.
package struct TextReporter: Reporter {
    package static let identifier = "text"
    /// SwiftLint's `--reporter xcode` is this format.
    package static let aliases = ["xcode"]
    package static let summary = "compiler-style lines for terminals, Xcode and editors"
    package init() {}

    package func render(_ report: LintReport, context: ReportContext) -> String {
        var out = ""
        // Inputs that could not be read go to standard error, in the same form (see LintCommand).
        for finding in report.findings where !RuleRegistry.isInputError(finding) {
            // One line per finding, whatever the names in it hold (TerminalText).
            out +=
                TerminalText.escaped(
                    "\(finding.location): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]") + "\n"
        }
        if !context.quiet { out += TextReporter.summaryLine(report) + "\n" }
        return out
    }

    /// e.g. `hitlint: 2 errors, 1 warning, 0 notes in 3 screens (7 targets)`.
    package static func summaryLine(_ report: LintReport) -> String {
        var scope = report.scope
        if report.suppressedCount > 0 {
            scope += "; \(MessageFormat.plural(report.suppressedCount, "finding")) hidden by the baseline"
        }
        let unread = Set(report.inputErrors.map(\.location.file)).count
        if unread > 0 { scope += "; \(MessageFormat.plural(unread, "file")) could not be read" }
        return "hitlint: \(report.findings.isEmpty ? "no problems" : report.severityCounts) \(scope)"
    }
}
