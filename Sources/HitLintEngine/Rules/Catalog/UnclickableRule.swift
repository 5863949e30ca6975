import HitLintCore

/// `unclickable`: a target no tap reaches.
package struct UnclickableRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        id: "unclickable", name: "Unclickable button",
        summary: "A button's hit area is 0: no tap anywhere reaches it.",
        details: """
            UIKit delivers a tap to the frontmost view whose hit test accepts it. A button whose whole \
            area is covered by a view in front of it, whose image never reaches its alpha threshold, or \
            which lies outside its superview never receives a tap, and nothing tells the user why.
            Example: a full-screen `overlay` view after `play` in the views list takes every tap: move \
            `play` after `overlay`, or set `userInteractionEnabled: false` on `overlay`.
            """,
        defaultSeverity: .error,
        examples: RuleExamples(
            triggering: .init(
                views: """
                    - id: ↓play
                      frame: [50, 50, 100, 100]
                    - id: overlay
                      kind: view
                      frame: [0, 0, 200, 200]
                      fill: 0
                    """),
            passing: .init(
                views: """
                    - id: overlay
                      kind: view
                      frame: [0, 0, 200, 200]
                      fill: 0
                    - id: play
                      frame: [50, 50, 100, 100]
                    """)))

    package func check(
        _ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void
    ) {
        for (view, metrics) in analysis.targets where metrics.hitPixels == 0 {
            let (reason, advice, by) = explain(view, metrics, analysis)
            emit(
                view, "\(view.quoted) can never be tapped: \(reason)",
                Evidence([.figure("reason", .text(reason)), .taker(by)], advice: advice))
        }
    }

    /// The outermost ancestor of `view` (below the root) whose bounds lie wholly outside the
    /// screen's, if any.
    private static func outermostOffScreen(_ view: SceneView, _ analysis: ScreenAnalysis) -> Int? {
        let screen = analysis.scene.screen.size
        var found: Int?
        var ancestor = view.parent
        while ancestor > 0, ancestor < analysis.scene.views.count {
            let b = analysis.scene.views[ancestor].bounds
            if b.maxX <= 0 || b.maxY <= 0 || b.x >= screen.width || b.y >= screen.height { found = ancestor }
            ancestor = analysis.scene.views[ancestor].parent
        }
        return found
    }

    /// Whether `view` can never be tapped only because it, or the ancestor holding it, lies
    /// outside the root (the screen, or the cell or view the file draws): the reason `explain`
    /// gives then ends "lies outside" the root. A finding the app's placing of that root may undo.
    package static func liesOutsideRoot(_ view: SceneView, _ metrics: TargetMetrics, _ analysis: ScreenAnalysis) -> Bool
    {
        metrics.insidePixels != 0 && analysis.raster.domainCount[view.index] == 0
            && (outermostOffScreen(view, analysis) != nil || analysis.parentName(of: view) == nil)
    }

    private func explain(_ view: SceneView, _ metrics: TargetMetrics, _ analysis: ScreenAnalysis) -> (
        String, Advice, String?
    ) {
        if metrics.insidePixels == 0 {
            if view.hitRect.width <= 0 || view.hitRect.height <= 0
                || analysis.raster.lattice.pixels(in: view.hitRect).isEmpty
            {
                return ("its frame has no area", Advice([], otherwise: "give it a width and height"), nil)
            }
            let lower: [Remedy] =
                view.threshold > analysis.scene.visibleAlpha
                ? [.threshold(view: view.index, analysis.scene.visibleAlpha)] : []
            return (
                "no pixel of its image reaches its threshold \(MessageFormat.number(view.threshold, places: 3)) (\(view.compare.rawValue))",
                Advice(lower, otherwise: "lower the threshold or use an image with opaque pixels"), nil
            )
        }
        if analysis.raster.domainCount[view.index] == 0 {
            // The superview may itself lie off the screen: name the outermost ancestor that does
            // (moving the view inside its superview would not help).
            if let away = Self.outermostOffScreen(view, analysis) {
                let ancestor = analysis.scene.views[away]
                return (
                    "\(ancestor.displayName), which holds it, lies outside \(analysis.rootPlace)",
                    Advice([], otherwise: "move \(ancestor.quoted) inside \(analysis.rootPlace)"), nil
                )
            }
            let place = analysis.parentName(of: view).map { "its superview \($0)" } ?? analysis.rootPlace
            return ("its hit area lies outside \(place)", Advice([], otherwise: "move it inside \(place)"), nil)
        }
        // Everything it could take goes to views in front of it: name the one taking most.
        let rect = analysis.raster.lattice.pixels(in: view.bounds).intersection(analysis.raster.lattice.screenPixels)
        let counts = analysis.raster.ownerCounts(in: rect).filter {
            $0.key != 0 && !analysis.isAncestor($0.key, of: view.index)
        }
        guard let (index, _) = counts.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) }) else {
            return (
                "every point of it is taken by its superviews",
                Advice([], otherwise: "check its superviews' hit tests"), nil
            )
        }
        let blocker = analysis.scene.views[index]
        // A reorder only among siblings: moving a child to another superview is not a reorder.
        let reorder: [Remedy] = blocker.parent == view.parent ? [.moveAfter(view: view.index, sibling: index)] : []
        return (
            "\(blocker.displayName) in front of it takes every tap",
            Advice(
                reorder + [.noInteraction(view: index)],
                otherwise: "let taps through \(blocker.quoted)"
                    + (reorder.isEmpty ? "" : " or bring \(view.quoted) in front of it")),
            blocker.id
        )
    }
}
