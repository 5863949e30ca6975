/// `hitlint probe`: which view receives a tap at a point of a screen, and why.
package struct Probe: Sendable {
    package let scene: Scene
    package let point: Point
    package let result: PointHitTester.Result

    package init(scene: Scene, point: Point) {
        self.scene = scene
        self.point = point
        result = PointHitTester(scene: scene).hitTest(point)
    }

    /// The explanation, as `hitlint probe` prints it.
    package func explanation() -> String {
        let views = scene.views
        func describe(_ index: Int) -> String {
            index == 0 ? "nothing (the tap reaches the screen's root view)" : "\(views[index].displayName) at \(views[index].location)"
        }
        var out =
            "screen '\(scene.screen.name)' (\(MessageFormat.size(scene.screen.size.width, scene.screen.size.height)) @\(scene.scale)x), tap at \(MessageFormat.point(point))\n"
        out += "  receives: \(describe(result.owner))\n"
        out += "  sees:     \(result.seen == 0 ? "the empty screen" : describe(result.seen))\n"
        if result.owner != result.seen && result.seen != 0 && views[result.seen].isTarget {
            out +=
                "  the user sees '\(views[result.seen].id)' here but the tap goes to \(result.owner == 0 ? "nothing" : "'\(views[result.owner].id)'")\n"
        }
        out += "hit-test walk (frontmost first):\n"
        for step in result.steps {
            let name = step.view == 0 ? "screen" : views[step.view].displayName
            out += String(repeating: "  ", count: step.depth) + "\(name): \(step.note)\n"
        }
        return out
    }

    /// The screen's hit map with the tap marked and the view that receives it outlined.
    package func hitMap() -> RGBABitmap {
        ProbeMapRenderer(analysis: ScreenAnalysis.analyze(scene)).render(tap: point, receiver: result.owner)
    }
}
