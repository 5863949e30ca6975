import Foundation

/// `too-small`: a hit area narrower or lower than Apple's 44 × 44 pt.
struct TooSmallRule: Rule {
    static let minWidth = RuleParameter("minWidth", "smallest hit width, in pt", default: 44)
    static let minHeight = RuleParameter("minHeight", "smallest hit height, in pt", default: 44)

    let description = RuleDescription(
        id: "too-small", name: "Too small",
        summary: "A button's hit bounds are narrower than minWidth or lower than minHeight (Apple HIG: 44 x 44 pt).",
        details: """
        The hit bounds are the bounding box of the pixels that really reach the button, so a \
        shaped button is measured by its responding shape, and an enlarged icon by its enlarged area \
        (as far as its superview lets it through).
        Example: a 24 x 24 pt icon; `enlarge: 10` grows its hit area to 44 x 44 pt.
        """,
        defaultSeverity: .error,
        parameters: [Self.minWidth, Self.minHeight],
        examples: RuleExamples(
            triggering: .init(views: """
            - id: close
              frame: [20, 20, 24, 24]
            """),
            passing: .init(views: """
            - id: close
              frame: [20, 20, 24, 24]
              enlarge: 10
            """)))

    func check(_ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void) {
        let (minWidth, minHeight) = (parameters[Self.minWidth], parameters[Self.minHeight])
        for (view, metrics) in analysis.targets where view.kind != .control {
            guard let bounds = metrics.hitBounds else { continue }
            let epsilon = 1e-9
            guard bounds.width + epsilon < minWidth || bounds.height + epsilon < minHeight else { continue }
            let size = "the hit area of \(view.quoted) is \(MessageFormat.size(bounds.width, bounds.height)), smaller than \(MessageFormat.size(minWidth, minHeight))"
            let message: String
            if metrics.clippedArea > 0 {
                // Enlarging does not help where a superview or the screen cuts the hit area.
                let place = analysis.parentName(of: view).map { "its superview \($0)" } ?? "the screen"
                message = "\(size); \(place) cuts its hit area, so make room for it there or move it"
            } else {
                message = "\(size); \(enlargeAdvice(view, bounds, minWidth, minHeight))"
            }
            emit(view, message, Evidence([.undersized(hitBounds: bounds, minWidth: minWidth, minHeight: minHeight)]))
        }
    }

    /// "enlarge it by 10 pt on every side (enlarge: 10)", counting what it is enlarged by already.
    private func enlargeAdvice(_ view: SceneView, _ bounds: Rect, _ minWidth: Double, _ minHeight: Double) -> String {
        let dx = max(0, ((minWidth - bounds.width) / 2).rounded(.up))
        let dy = max(0, ((minHeight - bounds.height) / 2).rounded(.up))
        let e = view.enlarge
        let grown = Insets(top: e.top + dy, right: e.right + dx, bottom: e.bottom + dy, left: e.left + dx)
        let sides = [grown.top, grown.right, grown.bottom, grown.left]
        let setting = Set(sides).count == 1 ? "enlarge: \(MessageFormat.number(grown.top))"
            : "enlarge: [\(sides.map { MessageFormat.number($0) }.joined(separator: ", "))]"
        let more = e.isZero ? "" : " more"
        let how: String
        if dx == dy { how = "by \(MessageFormat.points(dx))\(more) on every side" }
        else if dx == 0 { how = "by \(MessageFormat.points(dy))\(more) at the top and bottom" }
        else if dy == 0 { how = "by \(MessageFormat.points(dx))\(more) at the left and right" }
        else { how = "by \(MessageFormat.points(dy))\(more) at the top and bottom and \(MessageFormat.points(dx)) at the left and right" }
        return "enlarge it \(how) (\(setting))"
    }
}
