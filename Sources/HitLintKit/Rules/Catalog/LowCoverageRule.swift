/// `low-coverage`: too little of what the user sees of a button responds.
struct LowCoverageRule: Rule {
    static let minCoverage = RuleParameter("minCoverage", "smallest acceptable coverage, 0...1", default: 0.8, range: 0...1)

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
        defaultSeverity: .warning,
        parameters: [Self.minCoverage],
        examples: RuleExamples(
            // The face is seen over its whole frame (alpha 0.5) but a threshold of 1 accepts only
            // its fully opaque middle: 20 x 20 of 60 x 60 px, a coverage of 0.111.
            triggering: .init(views: """
            - id: face
              frame: [20, 20, 60, 60]
              image: face.png
              threshold: 1.0
            """, images: [ExampleImage("face.png", width: 60, height: 60, opaque: PixelRect(columns: 20..<40, rows: 20..<40),
                                       background: 128)]),
            passing: .init(views: """
            - id: face
              frame: [20, 20, 60, 60]
              image: face.png
              threshold: 0.1
            """, images: [ExampleImage("face.png", width: 60, height: 60)])))

    func check(_ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void) {
        let minimum = parameters[Self.minCoverage]
        for (view, metrics) in analysis.targets where view.kind != .control {
            guard let coverage = metrics.coverage, coverage < minimum else { continue }
            emit(view, "only \(MessageFormat.percent(coverage)) of what the user sees of \(view.quoted) responds to taps (minimum \(MessageFormat.percent(minimum))); \(advice(view, metrics, analysis))",
                 Evidence([.measure(Measure(name: "coverage", value: coverage, places: 3, worse: .lower, unit: "coverage")),
                           .figure("minCoverage", .number(minimum)),
                           .figure("seenArea", .number(MessageFormat.rounded(metrics.seenArea, 2)))]))
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
