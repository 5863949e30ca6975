import HitLintCore
import HitLintEngine

/// A Markdown summary for pull-request comments and the GitHub job summary: the totals, then
/// per screen a table of its findings.
package struct MarkdownReporter: Reporter {
    package static let identifier = "markdown"
    package static let summary = "a Markdown summary for pull-request comments and job summaries"
    package init() {}

    package func render(_ report: LintReport, context: ReportContext) -> String {
        var out = "## hitlint\n\n"
        let bold = { (n: Int) in "**\(n)**" }
        out += [(Severity.error, "error"), (.warning, "warning"), (.note, "note")]
            .map { MessageFormat.plural(report.count($0.0), $0.1, number: bold) }.joined(separator: ", ")
        out += " \(report.scope).\n"
        let withFindings = report.screens.filter { !$0.findings.isEmpty }
        if !report.inputErrors.isEmpty {
            out += "\n### Files that could not be read\n\n| File | Line | Problem |\n|---|---|---|\n"
            for finding in report.inputErrors {
                out +=
                    "| `\(MarkdownReporter.code(finding.location.file))` | \(finding.location.line):\(finding.location.column) | \(MarkdownReporter.escape(finding.message)) |\n"
            }
        }
        if !report.fileFindings.isEmpty {
            out += "\n### Files not linted\n\n| File | Line | Why |\n|---|---|---|\n"
            for finding in report.fileFindings {
                out +=
                    "| `\(MarkdownReporter.code(finding.location.file))` | \(finding.location.line):\(finding.location.column) | \(MarkdownReporter.escape(finding.message)) |\n"
            }
        }
        if withFindings.isEmpty && report.inputErrors.isEmpty && report.fileFindings.isEmpty {
            out += "\nNo problems found.\n"
            return out
        }
        for screen in withFindings {
            out += "\n### \(MarkdownReporter.escape(screen.name)) (`\(MarkdownReporter.code(screen.manifest))`)\n\n"
            out += "| | View | Rule | Line | Message |\n|---|---|---|---|---|\n"
            for finding in screen.findings {
                let icon = finding.severity == .error ? "❌" : finding.severity == .warning ? "⚠️" : "ℹ️"
                // A view imported from a storyboard or XIB is located in that file.
                let file =
                    finding.location.file == screen.manifest ? "" : "`\(MarkdownReporter.code(finding.location.file))`:"
                out +=
                    "| \(icon) \(finding.severity.rawValue) | `\(MarkdownReporter.code(finding.view))` | `\(finding.rule)` | \(file)\(finding.location.line):\(finding.location.column) | \(MarkdownReporter.escape(finding.message)) |\n"
            }
        }
        return out
    }

    /// Text for a table cell: HTML-significant characters as entities, pipes escaped, line breaks
    /// as `<br>`, and `@` followed by a word joiner (U+2060), which looks the same but mentions
    /// nobody: a name like `@everyone` in a file must not notify a team from a PR comment.
    package static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "|": out += "\\|"
            case "\r\n", "\n", "\r": out += "<br>"
            case "*", "_", "`", "[", "]", "\\": out += "\\\(character)"
            case "@": out += "@\u{2060}"
            default: out += TerminalText.escaped(String(character))
            }
        }
        return out
    }

    /// Text inside backticks: backticks, pipes and line breaks cannot appear there.
    package static func code(_ text: String) -> String {
        TerminalText.escaped(
            text.replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "|", with: "/")
                .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " "))
    }
}
