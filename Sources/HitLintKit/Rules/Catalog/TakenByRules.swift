/// Findings for views that take taps from what the user sees of a target. `overlap-conflict`
/// covers buttons, `blocked-by-view` other views; the target's own superviews, which only get
/// the taps the target declines, count as "nothing".
struct TakenByCheck {
    let buttons: Bool

    func check(_ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, JSONValue) -> Void) {
        let minArea = parameters["minArea"]
        for (view, metrics) in analysis.targets {
            for taken in metrics.takenBy where taken.view != 0 && taken.area >= minArea {
                guard !analysis.isAncestor(taken.view, of: view.index) else { continue }
                let taker = analysis.scene.views[taken.view]
                guard (taker.kind == .button) == buttons else { continue }
                let message = "\(taker.displayName) takes \(MessageFormat.area(taken.area)) of what the user sees of '\(view.id)' (e.g. at \(MessageFormat.point(taken.sample))); \(advice(view, taker, taken.sample, analysis))"
                emit(view, message, .object([
                    ("by", .string(taker.id)), ("kind", .string(taker.kind.rawValue)),
                    ("area", .rounded(taken.area, 2)), ("sample", .point(taken.sample)),
                ]))
            }
        }
    }

    private func advice(_ target: SceneView, _ taker: SceneView, _ sample: Point, _ analysis: ScreenAnalysis) -> String {
        if analysis.declined(taker.index, by: target.index) {
            if target.hitTest != .rect {
                return "'\(target.id)' declines taps there (its threshold \(MessageFormat.number(target.threshold, places: 3)) rejects pixels the user sees), so they fall through to '\(taker.id)'; lower the threshold of '\(target.id)'"
            }
            return "taps there do not reach '\(target.id)' and fall through to '\(taker.id)'; check the superviews of '\(target.id)'"
        }
        if !taker.bounds.contains(sample) {
            return "reduce the enlarge of '\(taker.id)' or move the two apart"
        }
        if taker.kind == .button && !taker.enabled {
            return "'\(taker.id)' is disabled but still swallows taps: hide it or set userInteractionEnabled: false on it"
        }
        if taker.kind == .image || taker.kind == .label {
            return "set userInteractionEnabled: false on '\(taker.id)' (UIKit's default for an \(taker.kind.rawValue)), or move '\(target.id)' after it in the views list"
        }
        if taker.hitTest == .rect && (taker.image != nil || taker.background != nil) {
            return "give '\(taker.id)' a threshold so its transparent parts pass taps through, or move '\(target.id)' after it in the views list"
        }
        if taker.kind == .view {
            return "set userInteractionEnabled: false on '\(taker.id)', give it hitTest: layer with a threshold, or move '\(target.id)' after it in the views list"
        }
        return "move '\(target.id)' after '\(taker.id)' in the views list, or move them apart"
    }
}

/// `overlap-conflict`: another button takes taps from what the user sees of this one.
struct OverlapConflictRule: Rule {
    let description = RuleDescription(
        id: "overlap-conflict", name: "Overlap conflict",
        summary: "Another button takes at least minArea pt² of what the user sees of this button.",
        details: """
        Stacked buttons whose rectangles overlap steal taps from each other even when their drawn \
        shapes do not touch: the later button in the views list wins wherever its hit test accepts \
        the point. The finding names the button that takes the taps, the area and a sample point.
        Example: four diamond buttons 50 pt apart with rectangular hit areas; give each a threshold \
        (shaped hit-testing) so the transparent corners pass taps through.
        """,
        parameters: [RuleParameter("minArea", "smallest stolen area reported, in pt²")])

    func check(_ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, JSONValue) -> Void) {
        TakenByCheck(buttons: true).check(analysis, parameters, emit)
    }
}

/// `blocked-by-view`: a view that is not a button swallows taps meant for a button.
struct BlockedByViewRule: Rule {
    let description = RuleDescription(
        id: "blocked-by-view", name: "Blocked by view",
        summary: "A view that is not a button (an overlay, a container) swallows at least minArea pt² of a button.",
        details: """
        A transparent overlay, a gradient view or a container in front of a button takes the taps \
        the user aims at the button. The button's own superviews are not counted: they only get the \
        taps the button itself declines.
        Example: a full-screen `dimming` view over the toolbar; set `userInteractionEnabled: false` \
        on it, or `hitTest: layer` with a threshold so its transparent parts pass taps through.
        """,
        parameters: [RuleParameter("minArea", "smallest swallowed area reported, in pt²")])

    func check(_ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, JSONValue) -> Void) {
        TakenByCheck(buttons: false).check(analysis, parameters, emit)
    }
}
