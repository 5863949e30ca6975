import Foundation
import XCTest

@testable import HitLintKit

/// Every registered rule fires on its triggering example and stays quiet on its passing one; a
/// rule registered only here shows that a new rule needs no file but its own.
final class RuleExamplesTests: XCTestCase {
    func testEveryRuleFiresOnItsExampleAndOnlyThere() throws {
        XCTAssertEqual(RuleRegistry.standard.rules.count, 17)
        for rule in RuleRegistry.standard.rules {
            try check(rule, in: .standard)
        }
    }

    func testARuleRegisteredOnlyInATestWorksEverywhere() throws {
        let registry = RuleRegistry.standard.adding([WideTargetRule()])
        try check(WideTargetRule(), in: registry)

        // The rules file knows it: its parameter and a misspelling of it.
        try withWorkspace { ws in
            let path = try ws.write("rules.yaml", "rules:\n  wide-target:\n    maxWidth: 300\n")
            let configuration = try ConfigurationLoader(registry: registry).load(path: path)
            XCTAssertEqual(configuration.entry(for: "wide-target")?.parameters[WideTargetRule.maxWidth], 300)
            let typo = try ws.write("typo.yaml", "rules:\n  wide-target:\n    maxWidht: 300\n")
            XCTAssertThrowsError(try ConfigurationLoader(registry: registry).load(path: typo)) { error in
                let diagnostic = (error as? InputError)?.diagnostics.first
                XCTAssertEqual(diagnostic?.location?.line, 3)
                XCTAssertTrue(diagnostic?.message.contains("did you mean 'maxWidth'?") == true, diagnostic?.message ?? "")
            }
            let range = try ws.write("range.yaml", "rules:\n  wide-target:\n    maxWidth: -1\n")
            XCTAssertThrowsError(try ConfigurationLoader(registry: registry).load(path: range))
        }

        // Its default appears in the rendered rule set, and its evidence in the JSON report.
        XCTAssertTrue(RuleSetDocument.render(registry).contains("  wide-target:\n    severity: note\n    maxWidth: 150\n"))
        let report = try lint(WideTargetRule().description.examples.triggering, registry: registry)
        let json = JSONReporter().render(report, context: ReportContext(registry: registry, configuration: .builtIn(registry: registry)))
        XCTAssertTrue(json.contains("\"data\": {\n        \"hitWidth\": 180,\n        \"maxWidth\": 150\n      }"), json)
        let sarif = SARIFReporter().render(report, context: ReportContext(registry: registry, configuration: .builtIn(registry: registry)))
        XCTAssertTrue(sarif.contains("\"id\": \"wide-target\""))
    }

    /// Lints both examples of `rule` with the defaults of `registry`.
    private func check(_ rule: any Rule, in registry: RuleRegistry) throws {
        let id = rule.description.id
        let triggered = try lint(rule.description.examples.triggering, registry: registry).findings.filter { $0.rule == id }
        XCTAssertFalse(triggered.isEmpty, "\(id) does not fire on its triggering example")
        for finding in triggered {
            XCTAssertEqual(finding.severity, rule.description.defaultSeverity, id)
            XCTAssertFalse(finding.message.isEmpty, id)
        }
        let passed = try lint(rule.description.examples.passing, registry: registry).findings.filter { $0.rule == id }
        XCTAssertEqual(passed.map(\.message), [], "\(id) fires on its passing example")
    }

    private func lint(_ example: RuleExamples.Screen, registry: RuleRegistry) throws -> LintReport {
        try withWorkspace { ws in
            for image in example.images {
                var pixels: [UInt8] = []
                for alpha in image.alphaPlane { pixels += [0, alpha] }
                let png = try PNGEncoder.encode(width: image.width, height: image.height, pixels: pixels, layout: .grayAlpha)
                try png.write(to: ws.url(image.name))
            }
            let views = example.views.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }.joined(separator: "\n")
            let options = LintOptions(configuration: .builtIn(registry: registry), registry: registry, jobs: 1)
            if example.interfaceBuilder {
                try ws.write("example.xib", example.xib)
                let manifest = try ws.write("example.hitlint.yaml", "version: 1\nscale: 1\nscreens:\n  - from: example.xib\n")
                return try Linter(options: options).lint(manifestPaths: [manifest])
            }
            let manifest = try ws.write(
                "example.hitlint.yaml",
                """
                version: 1
                scale: 1
                screens:
                  - name: Example
                    size: [\(MessageFormat.plain(example.size.width)), \(MessageFormat.plain(example.size.height))]
                    views:
                \(views)
                """)
            return try Linter(options: options).lint(manifestPaths: [manifest])
        }
    }
}

/// A rule that lives in this file only: a target whose hit area is wider than `maxWidth`.
private struct WideTargetRule: Rule {
    static let maxWidth = RuleParameter("maxWidth", "widest hit area accepted, in pt", default: 150)

    let description = RuleDescription(
        id: "wide-target", name: "Wide target",
        summary: "A button's hit bounds are wider than maxWidth.",
        details: "A test rule.",
        defaultSeverity: .note,
        parameters: [Self.maxWidth],
        examples: RuleExamples(
            triggering: .init(views: "- id: bar\n  frame: [10, 10, 180, 44]"),
            passing: .init(views: "- id: bar\n  frame: [10, 10, 120, 44]")))

    func check(_ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void) {
        for (view, metrics) in analysis.targets {
            guard let bounds = metrics.hitBounds, bounds.width > parameters[Self.maxWidth] else { continue }
            emit(
                view, "'\(view.id)' is \(MessageFormat.points(bounds.width)) wide",
                Evidence([.figure("hitWidth", .number(bounds.width)), .figure("maxWidth", .number(parameters[Self.maxWidth]))]))
        }
    }
}
