import Foundation
import XCTest

@testable import HitLintDevKit
@testable import HitLintKit

/// A rule registered only here shows that a new rule needs no file but its own and the
/// generated ones.
final class RuleExamplesTests: XCTestCase {
    func testARuleRegisteredOnlyInATestWorksEverywhere() throws {
        let registry = RuleRegistry.standard.adding([WideTargetRule()])
        try RuleExampleCheck.verify(WideTargetRule.self, registry: registry)

        // The rules file knows it: its parameter and a misspelling of it.
        try withWorkspace { ws in
            let path = try ws.write("rules.yaml", "rules:\n  wide-target:\n    maxWidth: 300\n")
            let configuration = try ConfigurationLoader(registry: registry).load(path: path)
            XCTAssertEqual(
                configuration.entry(for: WideTargetRule.identifier)?.parameters[WideTargetRule.maxWidth], 300)
            let typo = try ws.write("typo.yaml", "rules:\n  wide-target:\n    maxWidht: 300\n")
            XCTAssertThrowsError(try ConfigurationLoader(registry: registry).load(path: typo)) { error in
                let diagnostic = (error as? InputError)?.diagnostics.first
                XCTAssertEqual(diagnostic?.location?.line, 3)
                XCTAssertTrue(
                    diagnostic?.message.contains("did you mean 'maxWidth'?") == true, diagnostic?.message ?? "")
            }
            let range = try ws.write("range.yaml", "rules:\n  wide-target:\n    maxWidth: -1\n")
            XCTAssertThrowsError(try ConfigurationLoader(registry: registry).load(path: range))
        }

        // Every generated file that is rendered from the registry holds it: rules.yaml, the rules
        // table of docs/rules.md and SARIF's rule metadata.
        let rendered = try RepositoryGenerator(root: ProjectPaths.root).renderedFiles(registry: registry)
        let byPath = Dictionary(uniqueKeysWithValues: rendered.map { ($0.path, $0.contents) })
        XCTAssertTrue(byPath["rules.yaml"]?.contains("  wide-target:\n    severity: note\n    maxWidth: 150\n") == true)
        XCTAssertTrue(
            byPath["docs/rules.md"]?.contains(
                "| `wide-target` | note | `maxWidth: 150` | A button's hit bounds are wider than maxWidth. |")
                == true)
        XCTAssertTrue(
            byPath["Tests/HitLintKitTests/Golden/rule-metadata.sarif.json"]?.contains("\"id\": \"wide-target\"") == true
        )

        // Its evidence in the JSON report, and its metadata in SARIF.
        let (report, _) = try RuleExampleCheck.lint(WideTargetRule.description.examples.triggering, registry: registry)
        let context = ReportContext(registry: registry, configuration: .builtIn(registry: registry))
        let json = JSONReporter().render(report, context: context)
        XCTAssertTrue(
            json.contains("\"data\": {\n        \"hitWidth\": 180,\n        \"maxWidth\": 150\n      }"), json)
        XCTAssertTrue(SARIFReporter().render(report, context: context).contains("\"id\": \"wide-target\""))
    }
}

/// A rule that lives in this file only: a target whose hit area is wider than `maxWidth`.
private struct WideTargetRule: Rule {
    static let maxWidth = RuleParameter("maxWidth", "widest hit area accepted, in pt", default: 150)

    static let description = RuleDescription(
        id: "wide-target", name: "Wide target",
        summary: "A button's hit bounds are wider than maxWidth.",
        details: "A test rule.",
        defaultSeverity: .note,
        parameters: [Self.maxWidth],
        examples: RuleExamples(
            triggering: .init(views: "- id: ↓bar\n  frame: [10, 10, 180, 44]"),
            passing: .init(views: "- id: bar\n  frame: [10, 10, 120, 44]")))

    func check(_ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void)
    {
        for (view, metrics) in analysis.targets {
            guard let bounds = metrics.hitBounds, bounds.width > parameters[Self.maxWidth] else { continue }
            emit(
                view, "'\(view.id)' is \(MessageFormat.points(bounds.width)) wide",
                Evidence([
                    .figure("hitWidth", .number(bounds.width)), .figure("maxWidth", .number(parameters[Self.maxWidth])),
                ]))
        }
    }
}
