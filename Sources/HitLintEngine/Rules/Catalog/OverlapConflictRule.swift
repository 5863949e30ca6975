/// `overlap-conflict`: another button takes taps from what the user sees of this one.
package struct OverlapConflictRule: Rule {
    package init() {}

    package static let minArea = RuleParameter("minArea", "smallest stolen area reported, in pt²", default: 4)

    package static let description = RuleDescription(
        id: "overlap-conflict", name: "Overlap conflict",
        summary: "Another button takes at least minArea pt² of what the user sees of this button.",
        details: """
            Stacked buttons whose rectangles overlap steal taps from each other even when their drawn \
            shapes do not touch: the later button in the views list wins wherever its hit test accepts \
            the point. The finding names the button that takes the taps, the area and a sample point.
            Example: four diamond buttons 50 pt apart with rectangular hit areas; give each a threshold \
            (shaped hit-testing) so the transparent corners pass taps through.
            """,
        defaultSeverity: .error,
        parameters: [Self.minArea],
        examples: RuleExamples(
            // The enlarged edge of 'pause' reaches 30 pt into what the user sees of 'play'.
            triggering: .init(
                views: """
                    - id: ↓play
                      frame: [20, 20, 90, 90]
                    - id: pause
                      frame: [110, 20, 80, 80]
                      enlarge: 30
                    """),
            passing: .init(
                views: """
                    - id: play
                      frame: [0, 20, 90, 90]
                    - id: pause
                      frame: [100, 20, 90, 90]
                    """)))

    package func check(
        _ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void
    ) {
        TakenByCheck(buttons: true).check(analysis, minArea: parameters[Self.minArea], emit)
    }
}
