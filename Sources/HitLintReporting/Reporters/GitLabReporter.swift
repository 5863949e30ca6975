import HitLintCore
import HitLintEngine

/// GitLab's Code Quality report: the JSON array of issues that a job's
/// `artifacts:reports:codequality` file holds, shown in merge requests (a subset of the Code
/// Climate spec). GitLab reads `description`, `check_name`, `fingerprint` (one per issue: equal
/// fingerprints are shown once), `severity` and `location` (`path` relative to the repository,
/// `lines.begin`); docs/formats.md says how hitlint fills each.
package struct GitLabReporter: Reporter {
    package static let identifier = "gitlab"
    package static let summary = "GitLab Code Quality JSON (artifacts:reports:codequality)"
    package init() {}

    package func render(_ report: LintReport, context: ReportContext) -> String {
        String(decoding: renderBytes(report, context: context), as: UTF8.self)
    }

    package func renderBytes(_ report: LintReport, context: ReportContext) -> [UInt8] {
        let issues = report.findings.map { finding -> JSONValue in
            var path = finding.location.file
            while path.hasPrefix("./") { path.removeFirst(2) }
            return .object([
                // GitLab shows it in merge requests: escaped as every text hitlint prints.
                ("description", .string(TerminalText.escaped("\(finding.message) [\(finding.rule)]"))),
                ("check_name", .string("hitlint.\(finding.rule)")),
                ("fingerprint", .string(FindingIdentity(finding).fingerprint)),
                ("severity", .string(Self.severity(finding.severity))),
                (
                    "location",
                    .object([
                        ("path", .string(path)),
                        ("lines", .object([("begin", .number(Double(max(1, finding.location.line))))])),
                    ])
                ),
            ])
        }
        return JSONValue.array(issues).serializedBytes(pretty: true, lineEnd: true)
    }

    /// Code Climate's severities: an error fails the build (`major`), a warning is `minor`, a note `info`.
    package static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .note: "info"
        }
    }
}
