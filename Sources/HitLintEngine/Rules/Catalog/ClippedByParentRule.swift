import HitLintCore

/// `clipped-by-parent`: part of a button's hit area lies outside a superview or the screen.
package struct ClippedByParentRule: Rule {
    package init() {}

    package static let minArea = RuleParameter("minArea", "smallest clipped area reported, in pt²", default: 1)

    package static let description = RuleDescription(
        id: "clipped-by-parent", name: "Clipped by parent",
        summary: "At least minArea pt² of a button's hit area lies outside an ancestor's hit area or off the screen.",
        details: """
            UIKit only asks a view's children about points inside the view, even when the children are \
            drawn outside it: the part of a button (or of its enlarged area) that sticks out of its \
            superview cannot be tapped.
            Example: a 24 pt icon enlarged by 10 pt at the edge of a 30 pt tall toolbar; make the toolbar \
            taller or move the icon inside it.
            """,
        defaultSeverity: .warning,
        parameters: [Self.minArea],
        examples: RuleExamples(
            triggering: .init(
                views: """
                    - id: toolbar
                      kind: view
                      frame: [0, 100, 200, 30]
                      children:
                        - id: ↓search
                          frame: [10, 3, 24, 24]
                          enlarge: 10
                    """),
            passing: .init(
                views: """
                    - id: toolbar
                      kind: view
                      frame: [0, 100, 200, 50]
                      children:
                        - id: search
                          frame: [10, 13, 24, 24]
                          enlarge: [3, 10, 3, 10]
                    """)))

    package func check(
        _ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void
    ) {
        for (view, metrics) in analysis.targets
        where metrics.clippedArea >= parameters[Self.minArea] && metrics.clippedArea > 0 {
            let byAncestors = metrics.clippedArea - metrics.clippedOffScreenArea
            // A cell's content view spans the cell: what it cuts lies past the cell.
            let parent = analysis.parentName(of: view)
            let pastRoot = analysis.pastRootArea(of: view, metrics)
            var places: [String] = []
            if byAncestors > 0, let parent { places.append("its superview \(parent)") }
            if pastRoot > 0 { places.append(analysis.rootPlace) }
            let place = places.joined(separator: " and ")
            // Only a view that is enlarged can be told to enlarge less.
            let options =
                view.enlarge.isZero
                ? "move it inside or make room for it" : "move it inside, make room for it, or reduce its enlarge"
            emit(
                view,
                "\(MessageFormat.area(metrics.clippedArea)) of the hit area of \(view.quoted) lies outside \(place) and cannot be tapped; \(options)",
                Evidence([
                    .measure(
                        Measure(name: "clippedArea", value: metrics.clippedArea, places: 2, worse: .higher, unit: "pt²")
                    ),
                    .figure("offScreenArea", .number(MessageFormat.rounded(metrics.clippedOffScreenArea, 2))),
                    .figure("pastRootArea", .number(MessageFormat.rounded(pastRoot, 2))),
                ]))
        }
    }
}
