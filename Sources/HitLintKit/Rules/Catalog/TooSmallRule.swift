import Foundation

/// `too-small`: a hit area narrower or lower than Apple's 44 × 44 pt.
struct TooSmallRule: Rule {
    let description = RuleDescription(
        id: "too-small", name: "Too small",
        summary: "A button's hit bounds are narrower than minWidth or lower than minHeight (Apple HIG: 44 x 44 pt).",
        details: """
        The hit bounds are the bounding box of the pixels that really reach the button, so a \
        shaped button is measured by its responding shape, and an enlarged icon by its enlarged area \
        (as far as its superview lets it through).
        Example: a 24 x 24 pt icon; `enlarge: 10` grows its hit area to 44 x 44 pt.
        """,
        parameters: [RuleParameter("minWidth", "smallest hit width, in pt"),
                     RuleParameter("minHeight", "smallest hit height, in pt")])

    func check(_ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, JSONValue) -> Void) {
        let (minWidth, minHeight) = (parameters["minWidth"], parameters["minHeight"])
        for (view, metrics) in analysis.targets {
            guard let bounds = metrics.hitBounds else { continue }
            let epsilon = 1e-9
            guard bounds.width + epsilon < minWidth || bounds.height + epsilon < minHeight else { continue }
            let dx = max(0, ((minWidth - bounds.width) / 2).rounded(.up))
            let dy = max(0, ((minHeight - bounds.height) / 2).rounded(.up))
            let e = view.enlarge
            let grown = Insets(top: e.top + dy, right: e.right + dx, bottom: e.bottom + dy, left: e.left + dx)
            let setting = grown.top == grown.right && grown.right == grown.bottom && grown.bottom == grown.left
                ? "enlarge: \(MessageFormat.number(grown.top))"
                : "enlarge: [\([grown.top, grown.right, grown.bottom, grown.left].map { MessageFormat.number($0) }.joined(separator: ", "))]"
            var how = dx == dy ? "enlarge it by \(MessageFormat.points(dx)) on every side" : "enlarge it by \(MessageFormat.points(dy)) top and bottom and \(MessageFormat.points(dx)) left and right"
            if !e.isZero { how += " more" }
            var message = "the hit area of '\(view.id)' is \(MessageFormat.size(bounds.width, bounds.height)), smaller than \(MessageFormat.size(minWidth, minHeight)); \(how) (\(setting))"
            if metrics.clippedArea > 0, let parent = analysis.parentName(of: view) {
                message += " and make room for it in \(parent), which cuts its hit area"
            }
            emit(view, message, .object([("hitBounds", .rect(bounds)), ("minWidth", .number(minWidth)), ("minHeight", .number(minHeight))]))
        }
    }
}
