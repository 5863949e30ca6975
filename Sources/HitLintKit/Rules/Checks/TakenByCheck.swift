/// Findings for views that take taps from what the user sees of a target. `overlap-conflict`
/// covers buttons, `blocked-by-view` other views; the target's own superviews, which only get
/// the taps the target declines, count as "nothing".
struct TakenByCheck {
    let buttons: Bool

    func check(_ analysis: ScreenAnalysis, minArea: Double, _ emit: (SceneView, String, Evidence) -> Void) {
        for (view, metrics) in analysis.targets {
            for taken in metrics.takenBy where taken.view != 0 && taken.area >= minArea {
                guard !analysis.isAncestor(taken.view, of: view.index) else { continue }
                let taker = analysis.scene.views[taken.view]
                guard taker.kind.isTappable == buttons else { continue }
                let message = "\(taker.displayName) takes \(MessageFormat.area(taken.area)) of what the user sees of \(view.quoted) (e.g. at \(MessageFormat.point(taken.sample))); \(advice(view, taker, taken.sample, analysis))"
                emit(view, message, Evidence([
                    .taker(taker.id), .takerKind(taker.kind),
                    .measure(Measure(name: "area", value: taken.area, places: 2, worse: .higher, unit: "pt²")),
                    .sample(taken.sample),
                ]))
            }
        }
    }

    private func advice(_ target: SceneView, _ taker: SceneView, _ sample: Point, _ analysis: ScreenAnalysis) -> String {
        if analysis.declined(taker.index, by: target.index) {
            if target.hitTest != .rect {
                return "\(target.quoted) declines taps there (its threshold \(MessageFormat.number(target.threshold, places: 3)) rejects pixels the user sees), so they fall through to \(taker.quoted); lower the threshold of \(target.quoted)"
            }
            return "taps there do not reach \(target.quoted) and fall through to \(taker.quoted); check the superviews of \(target.quoted)"
        }
        if !taker.bounds.contains(sample) {
            return "reduce the enlarge of \(taker.quoted) or move the two apart"
        }
        if taker.kind.isTappable && !taker.enabled {
            return "\(taker.quoted) is disabled but still swallows taps: hide it or set userInteractionEnabled: false on it"
        }
        if taker.kind == .image || taker.kind == .label {
            return "set userInteractionEnabled: false on \(taker.quoted) (UIKit's default for an \(taker.kind.rawValue)), or move \(target.quoted) after it in the views list"
        }
        if taker.hitTest == .rect && (taker.image != nil || taker.background != nil) {
            return "give \(taker.quoted) a threshold so its transparent parts pass taps through, or move \(target.quoted) after it in the views list"
        }
        if taker.kind == .view {
            return "set userInteractionEnabled: false on \(taker.quoted), give it hitTest: layer with a threshold, or move \(target.quoted) after it in the views list"
        }
        return "move \(target.quoted) after \(taker.quoted) in the views list, or move them apart"
    }
}
