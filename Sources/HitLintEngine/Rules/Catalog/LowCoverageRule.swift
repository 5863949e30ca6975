import HitLintCore

/// `low-coverage`: too little of what the user sees of a button responds.
package struct LowCoverageRule: Rule {
    package init() {}

    package static let minCoverage = RuleParameter(
        "minCoverage", "smallest acceptable coverage, 0...1", default: 0.8, range: 0...1)

    package static let description = RuleDescription(
        id: "low-coverage", name: "Low coverage",
        summary: "The share of what the user sees of a button that responds to taps is below minCoverage.",
        details: """
            Coverage is the part of a button's visible pixels whose taps reach the button. A threshold \
            of 1.0 kills the antialiased rim of a shaped button, parts outside the superview cannot be \
            tapped, and views in front take their share.
            Example: a clock face with `threshold: 1.0` responds only where its image is fully opaque; \
            lower the threshold to 0.1.
            """,
        defaultSeverity: .warning,
        parameters: [Self.minCoverage],
        examples: RuleExamples(
            // The face is seen over its whole frame (alpha 0.5) but a threshold of 1 accepts only
            // its fully opaque middle: 20 x 20 of 60 x 60 px, a coverage of 0.111.
            triggering: .init(
                views: """
                    - id: ↓face
                      frame: [20, 20, 60, 60]
                      image: face.png
                      threshold: 1.0
                    """,
                images: [
                    ExampleImage(
                        "face.png", width: 60, height: 60, opaque: PixelRect(columns: 20..<40, rows: 20..<40),
                        background: 128)
                ]),
            passing: .init(
                views: """
                    - id: face
                      frame: [20, 20, 60, 60]
                      image: face.png
                      threshold: 0.1
                    """, images: [ExampleImage("face.png", width: 60, height: 60)])))

    package func check(
        _ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void
    ) {
        let minimum = parameters[Self.minCoverage]
        for (view, metrics) in analysis.targets where view.kind != .control {
            guard let coverage = metrics.coverage, coverage < minimum else { continue }
            let (what, advice) = explain(view, metrics, analysis)
            emit(
                view,
                "only \(MessageFormat.percent(coverage)) of what the user sees of \(view.quoted) responds to taps (minimum \(MessageFormat.percent(minimum))); \(what)",
                Evidence(
                    [
                        .measure(
                            Measure(name: "coverage", value: coverage, places: 3, worse: .lower, unit: "coverage")),
                        .figure("minCoverage", .number(minimum)),
                        .figure("seenArea", .number(MessageFormat.rounded(metrics.seenArea, 2))),
                    ], advice: advice))
        }
    }

    /// What keeps the coverage low, and the change that could raise it.
    private func explain(_ view: SceneView, _ metrics: TargetMetrics, _ analysis: ScreenAnalysis) -> (String, Advice?) {
        guard let top = metrics.takenBy.first else { return ("check its hit test", nil) }
        if analysis.declined(top.view, by: view.index) {
            if view.hitTest != .rect && view.threshold > analysis.scene.visibleAlpha {
                return (
                    "its threshold \(MessageFormat.number(view.threshold, places: 3)) rejects pixels the user sees",
                    Advice(
                        [.threshold(view: view.index, analysis.scene.visibleAlpha)], otherwise: "lower its threshold")
                )
            }
            if metrics.clippedArea > 0 {
                return ("part of it lies outside its superview or \(analysis.rootPlace); move it inside", nil)
            }
            return ("taps on the visible parts outside its hit area reach nothing; enlarge it or fix its hit test", nil)
        }
        // The same root cause as its overlap-conflict or blocked-by-view finding: the same remedies.
        let taker = analysis.scene.views[top.view]
        var remedies: [Remedy] = []
        if !taker.kind.isTappable || !taker.enabled { remedies.append(.noInteraction(view: taker.index)) }
        if taker.parent == view.parent && taker.index > view.index {
            remedies.append(.moveAfter(view: view.index, sibling: taker.index))
        }
        return (
            "\(taker.displayName) takes \(MessageFormat.area(top.area)) of it",
            remedies.isEmpty
                ? nil
                : Advice(
                    remedies,
                    otherwise: taker.kind.isTappable
                        ? "move the two apart or reorder them" : "stop \(taker.quoted) taking its taps")
        )
    }
}
