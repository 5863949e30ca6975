import HitLintCore

/// `invisible-target`: a button takes taps where nothing of it is seen.
package struct InvisibleTargetRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        id: "invisible-target", name: "Invisible target",
        summary: "A button receives taps (hitArea > 0) but draws nothing itself.",
        details: """
            A button that draws nothing (no fill, no image above visibleAlpha, or an alpha too low to \
            see) still takes taps: users tap what they see and hit something they cannot see. A button \
            that draws but is covered (a dimming overlay that lets taps through) is not invisible; \
            the HTML report says what covers it.
            Example: a clear button left over a toolbar after a redesign; remove it, hide it or set \
            `userInteractionEnabled: false`.
            """,
        defaultSeverity: .warning,
        examples: RuleExamples(
            triggering: .init(
                views: """
                    - id: ↓leftover
                      frame: [20, 20, 100, 60]
                      fill: 0
                    """),
            passing: .init(
                views: """
                    - id: leftover
                      frame: [20, 20, 100, 60]
                      fill: 0
                      userInteractionEnabled: false
                    - id: play
                      frame: [20, 100, 100, 60]
                    """)))

    package func check(
        _ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void
    ) {
        // A view whose image could not be read already has its finding (image-error): that the
        // rest of it draws nothing follows from it.
        let unreadable = Set(analysis.scene.imageProblems.map(\.view))
        for (view, metrics) in analysis.targets
        where metrics.hitPixels > 0 && metrics.seenPixels == 0 && !unreadable.contains(view.index)
            && !InvisibleTargetRule.drawsSomething(view, analysis.scene)
        {
            emit(
                view,
                "\(view.quoted) receives taps over \(MessageFormat.area(metrics.hitArea)) but draws nothing; give it visible content, or hide it or set userInteractionEnabled: false",
                Evidence([
                    .measure(Measure(name: "hitArea", value: metrics.hitArea, places: 2, worse: .higher, unit: "pt²"))
                ]))
        }
    }

    /// Whether the view's own drawing reaches `visibleAlpha` somewhere on the screen (docs/manifest.md,
    /// "What the user sees"), whatever is drawn over it. An image counts by its most opaque texel.
    package static func drawsSomething(_ view: SceneView, _ scene: Scene) -> Bool {
        guard view.drawn else { return false }
        let visible = scene.visibleAlpha
        var region = Rect(x: 0, y: 0, width: scene.screen.size.width, height: scene.screen.size.height)
        if let clip = view.clip { region = region.intersection(clip) }
        if view.fill * view.opacity >= visible, view.bounds.intersection(region).area > 0 { return true }
        if let text = view.text, view.opacity >= visible, text.intersection(region).area > 0 { return true }
        for placed in [view.image, view.background].compactMap({ $0 }) where placed.rect.intersection(region).area > 0 {
            if Double(placed.image.alpha.max() ?? 0) / 255 * view.opacity >= visible { return true }
        }
        return false
    }
}
