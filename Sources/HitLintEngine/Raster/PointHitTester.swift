import HitLintCore

/// UIKit's hitTest at one point, written as docs/manifest.md ("Hit-testing") states it. `probe` uses it to explain a tap;
/// the tests use it as the oracle the raster must agree with.
package struct PointHitTester: Sendable {
    package let scene: Scene

    package init(scene: Scene) { self.scene = scene }

    /// One step of the walk, for the explanation.
    package struct Step: Sendable, Hashable {
        package let view: Int
        package let depth: Int
        package let note: String
    }

    package struct Result: Sendable {
        /// The view that receives the tap; 0 when nothing does.
        package let owner: Int
        package let steps: [Step]
        /// The view the user sees there; 0 for the empty screen.
        package let seen: Int
    }

    package func hitTest(_ p: Point) -> Result {
        var steps: [Step] = []
        let views = scene.views
        let onScreen = views[0].bounds.contains(p)
        var owner = 0
        if onScreen {
            for child in children(of: 0).reversed() {
                if let hit = visit(child, p, depth: 1, steps: &steps) {
                    owner = hit
                    break
                }
            }
        } else {
            steps.append(Step(view: 0, depth: 0, note: "the point is off the screen"))
        }
        return Result(owner: owner, steps: steps, seen: onScreen ? seenView(at: p) : 0)
    }

    private func visit(_ index: Int, _ p: Point, depth: Int, steps: inout [Step]) -> Int? {
        let view = scene.views[index]
        if let reason = view.hitSkipReason {
            steps.append(Step(view: index, depth: depth, note: "skipped: \(reason)"))
            return nil
        }
        let (inside, reason) = PointInside.evaluate(view, in: scene.views, at: p)
        steps.append(Step(view: index, depth: depth, note: (inside ? "pointInside: " : "not inside: ") + reason))
        guard inside else { return nil }
        for child in children(of: index).reversed() {
            if let hit = visit(child, p, depth: depth + 1, steps: &steps) { return hit }
        }
        return index
    }

    /// The direct children of a view, back to front.
    package func children(of index: Int) -> [Int] {
        var result: [Int] = []
        var k = index + 1
        while k < scene.views[index].subtreeEnd {
            result.append(k)
            k = scene.views[k].subtreeEnd
        }
        return result
    }

    /// The last view in draw order whose visual alpha at `p` reaches `visibleAlpha` (docs/manifest.md, "What the user sees").
    package func seenView(at p: Point) -> Int {
        var seen = 0
        for view in scene.views.dropFirst() where view.drawn {
            if AlphaLayer.composite(AlphaLayer.seen(view), at: p) >= scene.visibleAlpha { seen = view.index }
        }
        return seen
    }
}
