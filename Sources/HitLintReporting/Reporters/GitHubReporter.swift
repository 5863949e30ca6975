import HitLintCore
import HitLintEngine

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request
/// (`::error file=…,line=…,col=…,title=…::message`). The CLI also appends the Markdown summary
/// to `$GITHUB_STEP_SUMMARY` when that is set.
package struct GitHubReporter: Reporter {
    package static let identifier = "github"
    package static let summary = "GitHub Actions annotations (and the job summary)"
    package init() {}

    package func render(_ report: LintReport, context: ReportContext) -> String {
        var out = ""
        for finding in report.findings {
            let command = finding.severity == .note ? "notice" : finding.severity.rawValue
            let properties = [
                "file=\(GitHubReporter.escapeProperty(finding.location.file))",
                "line=\(finding.location.line)",
                "col=\(finding.location.column)",
                "title=\(GitHubReporter.escapeProperty("hitlint \(finding.rule)" + (finding.view.isEmpty ? "" : ": \(finding.screen)/\(finding.view)")))",
            ]
            out += "::\(command) \(properties.joined(separator: ","))::\(GitHubReporter.escapeData(finding.message))\n"
        }
        return out
    }

    /// The message part: `%`, CR and LF are encoded (GitHub shows them as line breaks in the
    /// annotation), other control characters shown escaped: nothing can start a new log line.
    package static func escapeData(_ text: String) -> String {
        TerminalText.escaped(
            text.replacingOccurrences(of: "%", with: "%25")
                .replacingOccurrences(of: "\r", with: "%0D")
                .replacingOccurrences(of: "\n", with: "%0A"))
    }

    /// A property value: as data, and `:` and `,` too.
    package static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
