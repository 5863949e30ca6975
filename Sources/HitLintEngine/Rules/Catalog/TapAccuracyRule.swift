import Foundation
import HitLintCore

/// `tap-accuracy`: a finger aimed at the best point still misses the target too often.
package struct TapAccuracyRule: Rule {
    package init() {}

    package static let sigma = RuleParameter(
        "sigma", "the finger's standard deviation, in pt (the analysis reads it)", default: 9.6, range: 1...100)
    package static let minAccuracy = RuleParameter(
        "minAccuracy", "lowest accepted tap accuracy", default: 0.95, range: 0...1)

    package static let description = RuleDescription(
        id: "tap-accuracy", name: "Tap accuracy",
        summary: "The chance that a tap aimed at the best point lands on the target is below minAccuracy.",
        details: """
            A tap aimed at a point lands around it, spread like a round normal distribution of sigma \
            points (about 1.5 mm, the precision of a finger). hitlint convolves the pixels that really \
            reach the button with that spread and takes the best aim point: the number says how often \
            a careful tap lands on it. An unobstructed 44 x 44 pt square scores 0.956, a 40 x 40 \
            square 0.927. A shape with a hole, a thin ring, or a neighbour taking an edge can pass \
            \(TooSmallRule.identifier) (which measures a bounding box) and still fail this. A view that \
            \(UnclickableRule.identifier), \(TooSmallRule.identifier), \(OverlapConflictRule.identifier) or \
            \(BlockedByViewRule.identifier) reports is not reported again here: their fixes come first.
            """,
        defaultSeverity: .warning,
        parameters: [Self.sigma, Self.minAccuracy],
        deferredTo: [UnclickableRule.self, TooSmallRule.self, OverlapConflictRule.self, BlockedByViewRule.self],
        examples: RuleExamples(
            // A 24 pt chevron enlarged to 44 pt: its transparent middle is a hole in its own hit area.
            triggering: .init(
                views: """
                    - id: ↓back
                      frame: [20, 20, 24, 24]
                      image: chevron.png
                      threshold: 0.5
                      enlarge: 10
                    """,
                images: [
                    ExampleImage(
                        "chevron.png", width: 24, height: 24, opaque: PixelRect(columns: 0..<24, rows: 10..<14))
                ]),
            passing: .init(
                views: """
                    - id: back
                      frame: [20, 20, 24, 24]
                      image: chevron.png
                      enlarge: 10
                    """,
                images: [
                    ExampleImage(
                        "chevron.png", width: 24, height: 24, opaque: PixelRect(columns: 0..<24, rows: 10..<14))
                ])))

    package func check(
        _ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void
    ) {
        let minimum = parameters[Self.minAccuracy]
        for (view, metrics) in analysis.targets
        where view.kind != .control && metrics.hitPixels > 0 && !analysis.alreadyReported.contains(view.index) {
            guard metrics.tapAccuracy < minimum, let aim = metrics.aimPoint, let bounds = metrics.hitBounds else {
                continue
            }
            let percent = MessageFormat.percent(metrics.tapAccuracy)
            let message =
                "a tap aimed at the best point of \(view.quoted), \(MessageFormat.point(aim)), lands on it \(percent) of the time (tap accuracy \(MessageFormat.number(metrics.tapAccuracy, places: 3)), minimum \(MessageFormat.number(minimum, places: 3))): \(reason(view, metrics, bounds, analysis))"
            emit(
                view, message,
                Evidence(
                    [
                        .measure(
                            Measure(
                                name: "tapAccuracy", value: MessageFormat.rounded(metrics.tapAccuracy, 3), places: 3,
                                worse: .lower,
                                unit: "")),
                        .sample(aim),
                    ], advice: Advice([.grow(view: view.index)], otherwise: options(view, bounds, analysis))))
        }
    }

    /// What could help when no enlarge does: a hole is filled, not grown around.
    private func options(_ view: SceneView, _ bounds: Rect, _ analysis: ScreenAnalysis) -> String {
        let lattice = analysis.raster.lattice
        let column = lattice.indices(from: 0, to: bounds.x + bounds.width / 2).upperBound
        let row = lattice.indices(from: 0, to: bounds.y + bounds.height / 2).upperBound
        let owner = analysis.raster.owner(column: column, row: row)
        if owner != view.index && (owner < view.index || owner == 0) {
            return "make its middle respond (a hit test that accepts it, or an image that is opaque there)"
        }
        return "enlarge it where its neighbours and superview leave room, or give it a fuller shape"
    }

    /// Why the accuracy is low: a hole where one would aim, a neighbour taking an edge, or a
    /// shape that is small or thin.
    private func reason(_ view: SceneView, _ metrics: TargetMetrics, _ bounds: Rect, _ analysis: ScreenAnalysis)
        -> String
    {
        let lattice = analysis.raster.lattice
        let middle = Point(x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2)
        let column = lattice.indices(from: 0, to: middle.x).upperBound
        let row = lattice.indices(from: 0, to: middle.y).upperBound
        let owner = analysis.raster.owner(column: column, row: row)
        let centre = Point(x: lattice.centre(column), y: lattice.centre(row))
        if owner != view.index {
            let taker = owner == 0 ? "nothing" : analysis.scene.views[owner].quoted
            let why =
                owner < view.index || owner == 0
                ? "its own hit test declines them there (a transparent middle)"
                : "\(analysis.scene.views[owner].quoted) in front takes them"
            return "taps aimed at the middle of \(view.quoted) \(MessageFormat.point(centre)) go to \(taker): \(why)"
        }
        if let neighbour = metrics.takenBy.first(where: {
            $0.view != 0 && analysis.scene.views[$0.view].kind.isTappable
        }),
            neighbour.area >= 0.1 * metrics.seenArea
        {
            return
                "\(analysis.scene.views[neighbour.view].quoted) takes \(MessageFormat.area(neighbour.area)) of what the user sees of it"
        }
        let fill = metrics.hitArea / max(bounds.area, 1e-9)
        if fill < 0.5 {
            return
                "its hit area is thin: \(MessageFormat.area(metrics.hitArea)) in a \(MessageFormat.size(bounds.width, bounds.height)) box"
        }
        return
            "its hit area is \(MessageFormat.size(bounds.width, bounds.height)); a 44 x 44 pt square with nothing around it scores 0.956"
    }
}
