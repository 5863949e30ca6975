import Foundation
import XCTest

@testable import HitLintKit

/// Every format: golden output for one example, escaping, schema validity, stable fingerprints.
final class ReporterFormatTests: XCTestCase {
    static let examplePath = "Examples/diamonds/diamonds-rect.hitlint.yaml"

    /// The report of the rectangular-diamonds example, with the path as a user in the project root gives it.
    func exampleReport(text: String? = nil) throws -> LintReport {
        let url = ProjectPaths.root.appendingPathComponent(Self.examplePath)
        let source = try text ?? String(contentsOf: url, encoding: .utf8)
        let manifest = try ManifestLoader(knownRuleIDs: RuleRegistry.standard.ids)
            .load(text: source, path: Self.examplePath, directory: url.deletingLastPathComponent())
        return Linter(options: LintOptions(jobs: 1)).lint([manifest])
    }

    func testGoldenOutputOfEveryFormat() throws {
        let report = try exampleReport()
        let golden = ProjectPaths.root.appendingPathComponent("Tests/HitLintKitTests/Golden")
        let update = ProcessInfo.processInfo.environment["HITLINT_UPDATE_GOLDEN"] == "1"
        for format in ReporterRegistry.identifiers {
            // SARIF's rule metadata is a generated file of its own (rule-metadata.sarif.json), so
            // that adding a rule changes no golden report.
            let output = Self.withoutRuleMetadata(
                ReporterRegistry.reporter(named: format)!.render(report, context: ReportContext()))
            let file = golden.appendingPathComponent("diamonds-rect.\(format)")
            if update { try Data(output.utf8).write(to: file) }
            let expected = try String(contentsOf: file, encoding: .utf8)
            XCTAssertEqual(
                output, expected,
                "\(format) differs from \(file.path); if the change is intended, rerun with HITLINT_UPDATE_GOLDEN=1")
        }
    }

    /// GitLab publishes no schema for Code Quality reports; its documentation names the fields
    /// it reads. Each must be there, of its type, for every finding of every example: a
    /// description, a check name, a fingerprint unique in the report, one of GitLab's
    /// severities, and a location with a relative path and a first line of at least 1.
    func testTheGitLabReportHasEveryFieldGitLabReads() throws {
        let examples = ProjectPaths.root.appendingPathComponent("Examples")
        let manifests = try ManifestDiscovery.manifests(in: [examples.path])
            .map { PathRelation.relative($0, to: ProjectPaths.root) }
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(ProjectPaths.root.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let report = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: manifests)
        XCTAssertGreaterThan(report.findings.count, 20)
        let bytes = GitLabReporter().renderBytes(report, context: ReportContext())
        let issues = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(bytes)) as? [[String: Any]])
        XCTAssertEqual(issues.count, report.findings.count)
        var fingerprints = Set<String>()
        for (issue, finding) in zip(issues, report.findings) {
            XCTAssertEqual(issue["description"] as? String, "\(finding.message) [\(finding.rule)]")
            XCTAssertEqual(issue["check_name"] as? String, "hitlint.\(finding.rule)")
            let fingerprint = try XCTUnwrap(issue["fingerprint"] as? String)
            XCTAssertTrue(fingerprints.insert(fingerprint).inserted, "fingerprint \(fingerprint) repeats")
            XCTAssertTrue(
                ["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
            let location = try XCTUnwrap(issue["location"] as? [String: Any])
            let path = try XCTUnwrap(location["path"] as? String)
            XCTAssertFalse(path.hasPrefix("/") || path.hasPrefix("./"), path)
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: ProjectPaths.root.appendingPathComponent(path).path), path)
            let lines = try XCTUnwrap(location["lines"] as? [String: Any])
            XCTAssertEqual(lines["begin"] as? Int, finding.location.line)
            XCTAssertGreaterThanOrEqual(lines["begin"] as? Int ?? 0, 1)
        }
        XCTAssertEqual(Set(issues.compactMap { $0["severity"] as? String }), ["major", "minor", "info"])
        // SwiftLint's name for the compiler form is taken too.
        XCTAssertTrue(ReporterRegistry.reporter(named: "xcode") is TextReporter)
    }

    /// SARIF's `tool.driver.rules` array replaced by the path of the file that holds it.
    static func withoutRuleMetadata(_ output: String) -> String {
        let open = "          \"rules\": [\n"
        let close = "\n          ]\n"
        guard let start = output.range(of: open),
            let end = output.range(of: close, range: start.upperBound..<output.endIndex)
        else {
            return output
        }
        return output[..<start.lowerBound] + "          \"rules\": \"rule-metadata.sarif.json\"\n"
            + output[end.upperBound...]
    }

    func testSARIFAndJUnitOfTheExampleAreValid() throws {
        let report = try exampleReport()
        try SchemaValidator.assertValidSARIF(SARIFReporter().render(report, context: ReportContext()))
        try SchemaValidator.assertValidJUnit(JUnitReporter().render(report, context: ReportContext()))
        try SchemaValidator.assertValidJUnit(JUnitReporter().render(report, context: ReportContext(strict: true)))
        try SchemaValidator.assertWellFormedXML(CheckstyleReporter().render(report, context: ReportContext()))
    }

    func testSARIFDescribesEveryRuleAndResult() throws {
        let report = try exampleReport()
        let text = SARIFReporter().render(report, context: ReportContext())
        let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "hitlint")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, RuleRegistry.standard.ids)
        XCTAssertEqual((rules[4]["defaultConfiguration"] as? [String: String])?["level"], "error")
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, report.findings.count)
        for result in results {
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, result["ruleId"] as? String)
            let location = try XCTUnwrap(
                (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            XCTAssertEqual((location["artifactLocation"] as? [String: Any])?["uri"] as? String, Self.examplePath)
            XCTAssertNotNil((location["region"] as? [String: Int])?["startLine"])
        }
        // Two conflicts on one view have different fingerprints.
        let fingerprints = results.map { ($0["partialFingerprints"] as? [String: String])?["hitlintFinding/v1"] ?? "" }
        XCTAssertEqual(Set(fingerprints).count, fingerprints.count)
    }

    func testFingerprintsSurviveMovedLines() throws {
        let url = ProjectPaths.root.appendingPathComponent(Self.examplePath)
        let source = try String(contentsOf: url, encoding: .utf8)
        let before = try exampleReport()
        let after = try exampleReport(text: "\n\n" + source)
        XCTAssertEqual(after.findings.map(\.location.line), before.findings.map { $0.location.line + 2 })
        XCTAssertEqual(
            after.findings.map { FindingIdentity($0).fingerprint },
            before.findings.map { FindingIdentity($0).fingerprint })
        let sarifBefore = SARIFReporter().render(before, context: ReportContext())
        let sarifAfter = SARIFReporter().render(after, context: ReportContext())
        let pattern = try NSRegularExpression(pattern: "\"hitlintFinding/v1\": \"([0-9a-f]{16})\"")
        func prints(_ text: String) -> [String] {
            pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
                String(text[Range($0.range(at: 1), in: text)!])
            }
        }
        XCTAssertEqual(prints(sarifBefore).count, before.findings.count)
        XCTAssertEqual(prints(sarifAfter), prints(sarifBefore))
    }

    /// A finding whose message and names carry every character a format must escape.
    func awkwardReport() -> LintReport {
        let message = "100% of 'a,b': \"x\" <y> & z\nsecond line\r\nthird | `code` *stars*"
        let location = SourceLocation(file: "dir, with: odd%/a&b <c>.hitlint.yaml", line: 3, column: 7)
        let finding = Finding(
            rule: "overlap-conflict", severity: .error, location: location, screen: "S<1>", view: "v&1",
            message: message, evidence: Evidence([.taker("o\"1")]))
        let view = ViewReport(
            id: "v&1", kind: .button, location: location, bounds: Rect(x: 0, y: 0, width: 5, height: 5), metrics: nil,
            takenBy: [])
        let screen = ScreenReport(
            manifest: location.file, name: "S<1>", scale: 3, size: Size(width: 10, height: 10),
            location: location, views: [view], findings: [finding], hitMap: nil)
        return LintReport(manifests: [location.file], screens: [screen])
    }

    func testAwkwardCharactersAreEscapedInEveryFormat() throws {
        let report = awkwardReport()
        let context = ReportContext()
        // GitHub: %, CR, LF in the message; also : and , in properties.
        let github = GitHubReporter().render(report, context: context)
        XCTAssertEqual(
            github,
            "::error file=dir%2C with%3A odd%25/a&b <c>.hitlint.yaml,line=3,col=7,title=hitlint overlap-conflict%3A S<1>/v&1::100%25 of 'a,b': \"x\" <y> & z%0Asecond line%0D%0Athird | `code` *stars*\n"
        )
        // JSON and SARIF parse back to the same message.
        for format in ["json", "sarif"] {
            let text = ReporterRegistry.reporter(named: format)!.render(report, context: context)
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
            let messages = findStrings(in: object).filter { $0.hasPrefix("100%") }
            XCTAssertEqual(messages, [report.findings[0].message], format)
        }
        try SchemaValidator.assertValidSARIF(SARIFReporter().render(report, context: context))
        XCTAssertTrue(
            SARIFReporter().render(report, context: context).contains(
                "\"uri\": \"dir,%20with%3A%20odd%25/a&b%20%3Cc%3E.hitlint.yaml\""))
        // XML formats: valid, and the parsed attribute is the original message.
        let junit = JUnitReporter().render(report, context: context)
        try SchemaValidator.assertValidJUnit(junit)
        XCTAssertTrue(
            junit.contains(
                "message=\"100% of &apos;a,b&apos;: &quot;x&quot; &lt;y&gt; &amp; z&#10;second line&#13;&#10;third | `code` *stars*\""
            ),
            junit)
        let checkstyle = CheckstyleReporter().render(report, context: context)
        try SchemaValidator.assertWellFormedXML(checkstyle)
        XCTAssertTrue(checkstyle.contains("<file name=\"dir, with: odd%/a&amp;b &lt;c&gt;.hitlint.yaml\">"), checkstyle)
        // Markdown: one table row, nothing that would open HTML or break the table.
        let markdown = MarkdownReporter().render(report, context: context)
        let row = try XCTUnwrap(markdown.split(separator: "\n").first { $0.hasPrefix("| ❌") })
        XCTAssertEqual(
            String(row),
            "| ❌ error | `v&1` | `overlap-conflict` | 3:7 | 100% of 'a,b': \"x\" &lt;y&gt; &amp; z<br>second line<br>third \\| \\`code\\` \\*stars\\* |"
        )
        // Text keeps the message as it is.
        XCTAssertTrue(
            TextReporter().render(report, context: context).hasPrefix(
                "dir, with: odd%/a&b <c>.hitlint.yaml:3:7: error: 100% of"))
    }

    /// What a pull request's file could make a team's tools do: a live `@everyone` in a Markdown
    /// PR comment, a bidirectional override in a GitLab merge request's description.
    func testMentionsAndOverridesReachNoPullRequest() throws {
        let location = SourceLocation(file: "a.hitlint.yaml", line: 1, column: 1)
        let message = "'@everyone\u{202E}gnp.exe' is 8 x 8 pt"
        let finding = Finding(
            rule: "too-small", severity: .error, location: location, screen: "S", view: "v", message: message,
            evidence: Evidence([]))
        let view = ViewReport(
            id: "v", kind: .button, location: location, bounds: Rect(x: 0, y: 0, width: 8, height: 8), metrics: nil,
            takenBy: [])
        let screen = ScreenReport(
            manifest: location.file, name: "S", scale: 1, size: Size(width: 10, height: 10), location: location,
            views: [view],
            findings: [finding], hitMap: nil)
        let report = LintReport(manifests: [location.file], screens: [screen])
        let markdown = MarkdownReporter().render(report, context: ReportContext())
        XCTAssertTrue(markdown.contains("'@\u{2060}everyone\\u{202E}gnp.exe' is 8 x 8 pt"), markdown)
        XCTAssertFalse(markdown.contains("@everyone"))
        let gitlab = GitLabReporter().render(report, context: ReportContext())
        let issues = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(gitlab.utf8)) as? [[String: Any]])
        XCTAssertEqual(issues.first?["description"] as? String, "'@everyone\\u{202E}gnp.exe' is 8 x 8 pt [too-small]")
    }

    private func findStrings(in object: Any) -> [String] {
        if let string = object as? String { return [string] }
        if let array = object as? [Any] { return array.flatMap(findStrings) }
        if let dictionary = object as? [String: Any] {
            return dictionary.keys.sorted().flatMap { findStrings(in: dictionary[$0]!) }
        }
        return []
    }

    func testJUnitCountsPassingViewsAndStrictWarnings() throws {
        let report = try exampleReport()
        let junit = JUnitReporter().render(report, context: ReportContext())
        XCTAssertTrue(junit.contains("<testsuites name=\"hitlint\" tests=\"4\" failures=\"3\" errors=\"0\">"), junit)
        XCTAssertTrue(
            junit.contains(
                "<testcase classname=\"Examples/diamonds/diamonds-rect.hitlint.yaml.Diamonds\" name=\"bottom\"/>"))
    }
}
