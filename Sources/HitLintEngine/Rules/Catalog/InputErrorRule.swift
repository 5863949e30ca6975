import HitLintCore

/// `input-error`: a manifest, configuration or baseline that hitlint cannot read. The loader
/// finds these, not a check of a screen: `finding(for:)` turns each located diagnostic into a
/// finding, so that CI sees it in every format (an annotation, a SARIF result, a JUnit failure)
/// while every other input is still linted. The run still ends with exit status 2, whatever
/// the rule's configured severity.
package struct InputErrorRule: Rule {
    package init() {}

    package let readsHitTesting = false
    package static let description = RuleDescription(
        id: "input-error", name: "Input error",
        summary:
            "A manifest, configuration or baseline cannot be read: it is missing, not valid YAML or JSON, or breaks a rule of its format.",
        details: """
            hitlint reports every problem of a file at once, at its line and column, and lints every \
            other file as usual; the run ends with exit status 2 so that CI fails, with the problems \
            shown in the chosen format as well as on standard error.
            Example: `treshold: 0.1` in a view; write `threshold: 0.1`.
            """,
        defaultSeverity: .error,
        examples: RuleExamples(
            triggering: .init(
                views: """
                    - id: play
                      frame: [20, 20, 44, 44]
                      ↓treshold: 0.1
                    """),
            passing: .init(
                views: """
                    - id: play
                      frame: [20, 20, 44, 44]
                      threshold: 0.1
                    """)),
        configurable: false)

    /// Nothing to check in a screen that could be read.
    package func check(
        _ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void
    ) {}

    /// The finding of one diagnostic; a problem with no line (a missing file) is placed at 1:1.
    package static func finding(for diagnostic: Diagnostic) -> Finding {
        let location = diagnostic.location ?? SourceLocation(file: diagnostic.file ?? ".", line: 1, column: 1)
        return Finding(
            rule: identifier, severity: .error, location: location, screen: "", view: "", message: diagnostic.message)
    }
}
