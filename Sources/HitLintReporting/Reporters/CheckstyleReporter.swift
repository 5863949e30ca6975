import HitLintEngine

/// Checkstyle 4.3 XML, read by Sonar-style dashboards and many CI plugins.
package struct CheckstyleReporter: Reporter {
    package static let identifier = "checkstyle"
    package static let summary = "Checkstyle 4.3 XML for Sonar-style dashboards"
    package init() {}

    package func render(_ report: LintReport, context: ReportContext) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        // Every manifest appears, clean ones with no errors, as Checkstyle does for clean files;
        // then the storyboards and XIBs findings on imported views point into.
        let byFile = Dictionary(grouping: report.findings, by: \.location.file)
        let imported = Set(byFile.keys).subtracting(report.files).sorted()
        for file in report.files + imported {
            let findings = byFile[file] ?? []
            if findings.isEmpty {
                out += "  <file name=\"\(XMLText.escape(file))\"/>\n"
                continue
            }
            out += "  <file name=\"\(XMLText.escape(file))\">\n"
            for finding in findings {
                let severity = finding.severity == .note ? "info" : finding.severity.rawValue
                out +=
                    "    <error line=\"\(finding.location.line)\" column=\"\(finding.location.column)\" severity=\"\(severity)\" message=\"\(XMLText.escape(finding.message))\" source=\"hitlint.\(XMLText.escape(finding.rule))\"/>\n"
            }
            out += "  </file>\n"
        }
        out += "</checkstyle>\n"
        return out
    }
}
