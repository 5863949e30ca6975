import HitLintCore

/// Findings for views that take taps from what the user sees of a target. `overlap-conflict`
/// covers buttons, `blocked-by-view` other views; the target's own superviews, which only get
/// the taps the target declines, count as "nothing".
package struct TakenByCheck {
    package let buttons: Bool

    package func check(_ analysis: ScreenAnalysis, minArea: Double, _ emit: (SceneView, String, Evidence) -> Void) {
        for (view, metrics) in analysis.targets {
            for taken in metrics.takenBy where taken.view != 0 && taken.area >= minArea {
                guard !analysis.isAncestor(taken.view, of: view.index) else { continue }
                let taker = analysis.scene.views[taken.view]
                guard taker.kind.isTappable == buttons else { continue }
                let (why, advice) = explain(view, taker, taken.sample, analysis)
                let message =
                    "\(taker.displayName) takes \(MessageFormat.area(taken.area)) of what the user sees of \(view.quoted) (e.g. at \(MessageFormat.point(taken.sample)))\(why)"
                emit(
                    view, message,
                    Evidence(
                        [
                            .taker(taker.id), .takerKind(taker.kind),
                            .measure(Measure(name: "area", value: taken.area, places: 2, worse: .higher, unit: "pt²")),
                            .sample(taken.sample),
                        ], advice: advice))
            }
        }
    }

    /// Why the taker gets the taps (appended to the message), and the changes that could stop it.
    /// A reorder is proposed only between siblings: moving a view to another superview is not a
    /// reorder, and it changes what the user sees.
    private func explain(_ target: SceneView, _ taker: SceneView, _ sample: Point, _ analysis: ScreenAnalysis) -> (
        String, Advice
    ) {
        let reorder: [Remedy] =
            taker.parent == target.parent && taker.index > target.index
            ? [.moveAfter(view: target.index, sibling: taker.index)] : []
        let bringForward = reorder.isEmpty ? "" : ", or bring \(target.quoted) in front of it"
        if analysis.declined(taker.index, by: target.index) {
            if target.hitTest != .rect {
                let lower: [Remedy] =
                    target.threshold > analysis.scene.visibleAlpha
                    ? [.threshold(view: target.index, analysis.scene.visibleAlpha)] : []
                return (
                    ": \(target.quoted) declines taps there (its threshold \(MessageFormat.number(target.threshold, places: 3)) rejects pixels the user sees), so they fall through to \(taker.quoted)",
                    Advice(lower, otherwise: "lower the threshold of \(target.quoted) or make those pixels more opaque")
                )
            }
            return (
                ": taps there do not reach \(target.quoted) and fall through to \(taker.quoted)",
                Advice([], otherwise: "check the superviews of \(target.quoted)")
            )
        }
        if !taker.bounds.contains(sample) {
            return (
                " with its enlarged area",
                Advice([], otherwise: "reduce the enlarge of \(taker.quoted) or move the two apart")
            )
        }
        if taker.kind.isTappable && !taker.enabled {
            return (
                ": it is disabled but still swallows taps",
                Advice([.noInteraction(view: taker.index)], otherwise: "hide it or stop it taking touches")
            )
        }
        if taker.kind == .image || taker.kind == .label {
            return (
                "",
                Advice(
                    [.noInteraction(view: taker.index)] + reorder,
                    otherwise:
                        "stop \(taker.quoted) taking touches (UIKit's default for \(MessageFormat.withArticle(taker.kind.rawValue)))\(bringForward)"
                )
            )
        }
        if taker.hitTest == .rect && (taker.image != nil || taker.background != nil) {
            return (
                "",
                Advice(
                    reorder,
                    otherwise:
                        "give \(taker.quoted) a threshold so its transparent parts pass taps through\(bringForward)")
            )
        }
        if taker.kind == .view {
            return (
                "",
                Advice(
                    [.noInteraction(view: taker.index)] + reorder,
                    otherwise:
                        "let taps through \(taker.quoted) (no user interaction, or hitTest: layer with a threshold)\(bringForward)"
                )
            )
        }
        return ("", Advice(reorder, otherwise: "move the two apart\(bringForward)"))
    }
}
