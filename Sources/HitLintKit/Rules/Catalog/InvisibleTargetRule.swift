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
        parameters: [])

    func check(_ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, JSONValue) -> Void) {
        for (view, metrics) in analysis.targets where metrics.hitPixels > 0 && metrics.seenPixels == 0 {
            emit(view, "'\(view.id)' receives taps over \(MessageFormat.area(metrics.hitArea)) but nothing of it is visible; give it visible content, or hide it or set userInteractionEnabled: false",
                 .object([("hitArea", .rounded(metrics.hitArea, 2))]))
        }
    }
}
