/// `low-coverage`: too little of what the user sees of a button responds.
struct LowCoverageRule: Rule {
    let description = RuleDescription(
        id: "low-coverage", name: "Low coverage",
        summary: "The share of what the user sees of a button that responds to taps is below minCoverage.",
        details: """
        Coverage is the part of a button's visible pixels whose taps reach the button. A threshold \
        of 1.0 kills the antialiased rim of a shaped button, parts outside the superview cannot be \
        tapped, and views in front take their share.
        Example: a clock face with `threshold: 1.0` responds only where its image is fully opaque; \
        lower the threshold to 0.1.
        """,
        parameters: [RuleParameter("minCoverage", "smallest acceptable coverage, 0...1", range: 0...1)])

    func check(_ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, JSONValue) -> Void) {
        let minimum = parameters["minCoverage"]
        for (view, metrics) in analysis.targets {
            guard let coverage = metrics.coverage, coverage < minimum else { continue }
            emit(view, "only \(MessageFormat.percent(coverage)) of what the user sees of '\(view.id)' responds to taps (minimum \(MessageFormat.percent(minimum))); \(advice(view, metrics, analysis))",
                 .object([("coverage", .rounded(coverage, 3)), ("minCoverage", .number(minimum)),
                          ("seenArea", .rounded(metrics.seenArea, 2))]))
        }
    }

    private func advice(_ view: SceneView, _ metrics: TargetMetrics, _ analysis: ScreenAnalysis) -> String {
        guard let top = metrics.takenBy.first else { return "check its hit test" }
        if analysis.declined(top.view, by: view.index) {
            if view.hitTest != .rect && view.threshold > analysis.scene.visibleAlpha {
                return "its threshold \(MessageFormat.number(view.threshold, places: 3)) rejects pixels the user sees; lower the threshold to \(MessageFormat.number(analysis.scene.visibleAlpha, places: 3)) or less"
            }
            if metrics.clippedArea > 0 {
                return "part of it lies outside its superview or the screen; move it inside"
            }
            return "taps on the visible parts outside its hit area reach nothing; enlarge it or fix its hit test"
        }
        let taker = analysis.scene.views[top.view]
        return "\(taker.displayName) takes \(MessageFormat.area(top.area)) of it"
    }
}
