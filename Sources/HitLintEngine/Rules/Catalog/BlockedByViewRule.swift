/// `blocked-by-view`: a view that is not a button swallows taps meant for a button.
package struct BlockedByViewRule: Rule {
    package init() {}

    package static let minArea = RuleParameter("minArea", "smallest swallowed area reported, in pt²", default: 4)

    package static let description = RuleDescription(
        id: "blocked-by-view", name: "Blocked by view",
        summary: "A view that is not a button (an overlay, a container) swallows at least minArea pt² of a button.",
        details: """
            A transparent overlay, a gradient view or a container in front of a button takes the taps \
            the user aims at the button. The button's own superviews are not counted: they only get the \
            taps the button itself declines.
            Example: a full-screen `dimming` view over the toolbar; set `userInteractionEnabled: false` \
            on it, or `hitTest: layer` with a threshold so its transparent parts pass taps through.
            """,
        defaultSeverity: .error,
        parameters: [Self.minArea],
        examples: RuleExamples(
            triggering: .init(
                views: """
                    - id: ↓play
                      frame: [50, 50, 100, 100]
                    - id: dimming
                      kind: view
                      frame: [0, 0, 200, 200]
                      fill: 0
                    """),
            passing: .init(
                views: """
                    - id: play
                      frame: [50, 50, 100, 100]
                    - id: dimming
                      kind: view
                      frame: [0, 0, 200, 200]
                      fill: 0
                      userInteractionEnabled: false
                    """)))

    package func check(
        _ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void
    ) {
        TakenByCheck(buttons: false).check(analysis, minArea: parameters[Self.minArea], emit)
    }
}
