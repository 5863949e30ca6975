import HitLintEngine

/// JUnit XML for GitLab, Jenkins and other test dashboards: one `testsuite` per manifest and
/// one `testcase` per checked view (every target, and any other view with findings). Errors
/// (and warnings with `--strict`) are failures; the rest is kept in `system-out`.
package struct JUnitReporter: Reporter {
    package static let identifier = "junit"
    package static let summary = "JUnit XML for GitLab, Jenkins and test dashboards"
    package init() {}

    package struct Case {
        package let classname: String
        package let name: String
        package let findings: [Finding]
    }

    package func render(_ report: LintReport, context: ReportContext) -> String {
        var suites: [(name: String, cases: [Case])] = []
        let unread = Dictionary(grouping: report.inputErrors, by: \.location.file)
        for manifest in report.files {
            // A file that could not be read is one failing case.
            var cases: [Case] =
                unread[manifest].map { [Case(classname: manifest, name: InputErrorRule.identifier, findings: $0)] }
                ?? []
            // An imported file found unsupported is one case, named by the file.
            let files = Dictionary(
                grouping: report.fileFindings.filter { ($0.manifest ?? $0.location.file) == manifest },
                by: \.location.file)
            for file in files.keys.sorted() {
                cases.append(Case(classname: manifest, name: file, findings: files[file] ?? []))
            }
            for screen in report.screens where screen.manifest == manifest {
                let findings = Dictionary(grouping: screen.findings, by: \.view)
                for view in screen.views where view.isTarget || findings[view.id] != nil {
                    cases.append(
                        Case(classname: "\(manifest).\(screen.name)", name: view.id, findings: findings[view.id] ?? []))
                }
            }
            suites.append((manifest, cases))
        }
        let failing = { (c: Case) in
            c.findings.contains { $0.severity == .error || (context.strict && $0.severity == .warning) }
        }
        let totalCases = suites.reduce(0) { $0 + $1.cases.count }
        let totalFailures = suites.reduce(0) { $0 + $1.cases.filter(failing).count }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"hitlint\" tests=\"\(totalCases)\" failures=\"\(totalFailures)\" errors=\"0\">\n"
        for suite in suites {
            let failures = suite.cases.filter(failing).count
            out +=
                "  <testsuite name=\"\(XMLText.escape(suite.name))\" tests=\"\(suite.cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" file=\"\(XMLText.escape(suite.name))\">\n"
            for testCase in suite.cases {
                out +=
                    "    <testcase classname=\"\(XMLText.escape(testCase.classname))\" name=\"\(XMLText.escape(testCase.name))\""
                if testCase.findings.isEmpty {
                    out += "/>\n"
                    continue
                }
                out += ">\n"
                let details = testCase.findings.map {
                    "\($0.location): \($0.severity.rawValue): \($0.message) [\($0.rule)]"
                }.joined(
                    separator: "\n")
                if failing(testCase) {
                    let first = testCase.findings.first { $0.severity == .error } ?? testCase.findings[0]
                    out +=
                        "      <failure type=\"\(XMLText.escape(first.rule))\" message=\"\(XMLText.escape(first.message))\">\(XMLText.escape(details))</failure>\n"
                } else {
                    out += "      <system-out>\(XMLText.escape(details))</system-out>\n"
                }
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }
}
