/// `invisible-target`: a button takes taps where nothing of it is seen.
struct InvisibleTargetRule: Rule {
    let description = RuleDescription(
        id: "invisible-target", name: "Invisible target",
        summary: "A button receives taps (hitArea > 0) but nothing of it is seen.",
        details: """
        A button that is fully transparent, or drawn entirely under other views, still takes taps: \
        users tap what they see and hit something they cannot see.
        Example: a clear button left over a toolbar after a redesign; remove it, hide it or set \
        `userInteractionEnabled: false`.
        """,
        defaultSeverity: .warning,
        examples: RuleExamples(
            triggering: .init(views: """
            - id: leftover
              frame: [20, 20, 100, 60]
              fill: 0
            """),
            passing: .init(views: """
            - id: leftover
              frame: [20, 20, 100, 60]
              fill: 0
              userInteractionEnabled: false
            - id: play
              frame: [20, 100, 100, 60]
            """)))

    func check(_ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void) {
        // A view whose image could not be read already has its finding (image-error): that the
        // rest of it draws nothing follows from it.
        let unreadable = Set(analysis.scene.imageProblems.map(\.view))
        for (view, metrics) in analysis.targets where metrics.hitPixels > 0 && metrics.seenPixels == 0 && !unreadable.contains(view.index) {
            emit(view, "\(view.quoted) receives taps over \(MessageFormat.area(metrics.hitArea)) but nothing of it is visible; give it visible content, or hide it or set userInteractionEnabled: false",
                 Evidence([.measure(Measure(name: "hitArea", value: metrics.hitArea, places: 2, worse: .higher, unit: "pt²"))]))
        }
    }
}
