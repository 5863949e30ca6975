import XCTest

@testable import HitLintKit

final class LintConfigurationTests: XCTestCase {
    func testBuiltInDefaultsComeFromTheRulesThemselves() {
        let configuration = LintConfiguration.builtIn()
        for rule in RuleRegistry.standard.rules {
            let d = rule.description
            XCTAssertEqual(configuration.entry(for: d.id)?.severity, d.defaultSeverity, d.id)
            for parameter in d.parameters {
                XCTAssertTrue(
                    parameter.range.contains(parameter.defaultValue),
                    "\(d.id).\(parameter.name) defaults outside its range")
                XCTAssertEqual(
                    configuration.entry(for: d.id)?.parameters[parameter], parameter.defaultValue,
                    "\(d.id).\(parameter.name)")
            }
        }
        // The figures of the specification's rule table.
        func value(_ id: String, _ name: String) -> Double? {
            guard let rule = RuleRegistry.standard.rule(id: id),
                let parameter = rule.description.parameters.first(where: { $0.name == name })
            else { return nil }
            return configuration.entry(for: id)?.parameters[parameter]
        }
        XCTAssertEqual(value("too-small", "minWidth"), 44)
        XCTAssertEqual(value("too-small", "minHeight"), 44)
        XCTAssertEqual(value("low-coverage", "minCoverage"), 0.8)
        XCTAssertEqual(value("overlap-conflict", "minArea"), 4)
        XCTAssertEqual(value("aspect-distortion", "tolerance"), 0.02)
        XCTAssertEqual(configuration.entry(for: "implicit-scaling")?.severity, .note)
    }

    func testUserFileOverridesOnlyWhatItNames() throws {
        try withWorkspace { ws in
            let path = try ws.write(
                "rules.yaml",
                "rules:\n  too-small:\n    minWidth: 48\n  implicit-scaling:\n    severity: off\n  low-coverage:\n    severity: error\n"
            )
            let configuration = try ConfigurationLoader().load(path: path)
            XCTAssertEqual(configuration.entry(for: "too-small")?.parameters.values, ["minWidth": 48, "minHeight": 44])
            XCTAssertEqual(configuration.entry(for: "too-small")?.severity, .error)
            XCTAssertNil(configuration.entry(for: "implicit-scaling")?.severity)
            XCTAssertEqual(configuration.entry(for: "low-coverage")?.severity, .error)
        }
    }

    func testBadRulesFilesAreLocated() throws {
        try withWorkspace { ws in
            func diagnostics(_ text: String) throws -> [Diagnostic] {
                let path = try ws.write("rules.yaml", text)
                do {
                    _ = try ConfigurationLoader().load(path: path)
                    return []
                } catch { return error.diagnostics }
            }
            let unknown = try diagnostics("rules:\n  too-smal:\n    minWidth: 48\n")
            XCTAssertEqual(unknown.first?.location?.line, 2)
            XCTAssertTrue(unknown.first?.message.contains("did you mean 'too-small'?") == true)
            let parameter = try diagnostics("rules:\n  too-small:\n    minWdth: 48\n")
            XCTAssertEqual(parameter.first?.location?.line, 3)
            XCTAssertTrue(parameter.first?.message.contains("did you mean 'minWidth'?") == true)
            let severity = try diagnostics("rules:\n  too-small:\n    severity: fatal\n")
            XCTAssertEqual(severity.first?.location?.column, 15)
            let range = try diagnostics("rules:\n  low-coverage:\n    minCoverage: 1.5\n")
            XCTAssertTrue(range.first?.message.contains("between 0 and 1") == true)
            let shape = try diagnostics("too-small:\n  minWidth: 48\n")
            XCTAssertTrue(shape.first?.message.contains("unknown key 'too-small'") == true)
        }
    }

    func testSeverityOffAndIgnoreSilenceFindings() throws {
        try withWorkspace { ws in
            let yaml = """
                version: 1
                scale: 1
                screens:
                  - name: S
                    size: [200, 200]
                    views:
                      - id: small
                        frame: [0, 0, 20, 20]
                      - id: quiet
                        frame: [100, 0, 20, 20]
                        ignore: [too-small]
                """
            let linted = try ws.lint(yaml)
            // tap-accuracy defers to too-small: one finding for the small button...
            XCTAssertEqual(linted.rules(for: "small"), ["too-small"])
            // ...and, where too-small is silenced, tap-accuracy speaks (20 x 20 pt scores 0.49).
            XCTAssertEqual(linted.rules(for: "quiet"), ["tap-accuracy"])
            let path = try ws.write(
                "rules.yaml", "rules:\n  too-small:\n    severity: off\n  tap-accuracy:\n    severity: off\n")
            XCTAssertEqual(try ws.lint(yaml, rules: try ConfigurationLoader().load(path: path)).findings.count, 0)
            let wider = try ws.write(
                "wide.yaml",
                "rules:\n  too-small:\n    minWidth: 10\n    minHeight: 10\n  tap-accuracy:\n    minAccuracy: 0.4\n")
            XCTAssertEqual(try ws.lint(yaml, rules: try ConfigurationLoader().load(path: wider)).findings.count, 0)
        }
    }
}
