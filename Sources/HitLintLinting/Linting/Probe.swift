import HitLintCore
import HitLintEngine

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
    /// The walk, a line each. Names from the manifest and the files it imports may hold line
    /// breaks: escape each line whole before printing it (a CI log reads `::error ...` at a
    /// line's start as a command), never split the text at its breaks.
    package func explanation() -> [String] {
        let views = scene.views
        func describe(_ index: Int) -> String {
            index == 0
                ? "nothing (the tap reaches the screen's root view)"
                : "\(views[index].displayName) at \(views[index].location)"
        }
        var lines = [
            "screen '\(scene.screen.name)' (\(MessageFormat.size(scene.screen.size.width, scene.screen.size.height)) @\(scene.scale)x), tap at \(MessageFormat.point(point))",
            "  receives: \(describe(result.owner))",
            "  sees:     \(result.seen == 0 ? "the empty screen" : describe(result.seen))",
        ]
        if result.owner != result.seen && result.seen != 0 && views[result.seen].isTarget {
            lines.append(
                "  the user sees '\(views[result.seen].id)' here but the tap goes to \(result.owner == 0 ? "nothing" : "'\(views[result.owner].id)'")"
            )
        }
        lines.append("hit-test walk (frontmost first):")
        for step in result.steps {
            let name = step.view == 0 ? "screen" : views[step.view].displayName
            lines.append(String(repeating: "  ", count: step.depth) + "\(name): \(step.note)")
        }
        return lines
    }

    /// The screen's hit map with the tap marked and the view that receives it outlined.
    package func hitMap() -> RGBABitmap {
        ProbeMapRenderer(analysis: ScreenAnalysis.analyze(scene)).render(tap: point, receiver: result.owner)
    }
}
