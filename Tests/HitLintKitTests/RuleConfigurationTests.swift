import XCTest
@testable import HitLintKit

final class RuleConfigurationTests: XCTestCase {
    func testBuiltInCopyIsTheTopLevelRulesFile() throws {
        let file = try String(contentsOf: ProjectPaths.root.appendingPathComponent("rules.yaml"), encoding: .utf8)
        XCTAssertEqual(DefaultRules.yaml, file, "paste rules.yaml into Sources/HitLintKit/Rules/DefaultRules.swift")
    }

    func testEveryRuleHasItsDefaults() {
        let configuration = RuleConfiguration.builtIn()
        let expected: [String: (Severity?, [String: Double])] = [
            "unclickable": (.error, [:]), "overlap-conflict": (.error, ["minArea": 4]), "blocked-by-view": (.error, ["minArea": 4]),
            "low-coverage": (.warning, ["minCoverage": 0.8]), "too-small": (.error, ["minWidth": 44, "minHeight": 44]),
            "clipped-by-parent": (.warning, ["minArea": 1]), "invisible-target": (.warning, [:]), "image-error": (.error, [:]),
            "image-resolution": (.warning, [:]), "aspect-distortion": (.warning, ["tolerance": 0.02]), "implicit-scaling": (.note, [:]),
        ]
        XCTAssertEqual(Set(RuleRegistry.standard.ids), Set(expected.keys))
        for (id, (severity, parameters)) in expected {
            XCTAssertEqual(configuration.entry(for: id)?.severity, severity, id)
            XCTAssertEqual(configuration.entry(for: id)?.parameters.values, parameters, id)
        }
    }

    func testUserFileOverridesOnlyWhatItNames() throws {
        try withWorkspace { ws in
            let path = try ws.write("rules.yaml", "rules:\n  too-small:\n    minWidth: 48\n  implicit-scaling:\n    severity: off\n  low-coverage:\n    severity: error\n")
            let configuration = try RuleConfiguration.load(path: path)
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
                do { _ = try RuleConfiguration.load(path: path); return [] } catch { return error.diagnostics }
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
            XCTAssertEqual(linted.rules(for: "small"), ["too-small"])
            XCTAssertEqual(linted.rules(for: "quiet"), [])
            let path = try ws.write("rules.yaml", "rules:\n  too-small:\n    severity: off\n")
            XCTAssertEqual(try ws.lint(yaml, rules: try RuleConfiguration.load(path: path)).findings.count, 0)
            let wider = try ws.write("wide.yaml", "rules:\n  too-small:\n    minWidth: 10\n    minHeight: 10\n")
            XCTAssertEqual(try ws.lint(yaml, rules: try RuleConfiguration.load(path: wider)).findings.count, 0)
        }
    }
}
