/// `hitlint probe`: which view receives a tap at a point of a screen, and why.
public struct Probe: Sendable {
    public let scene: Scene
    public let point: Point
    public let result: PointHitTester.Result

    public init(scene: Scene, point: Point) {
        self.scene = scene
        self.point = point
        result = PointHitTester(scene: scene).hitTest(point)
    }

    /// The explanation, as `hitlint probe` prints it.
    public func explanation() -> String {
        let views = scene.views
        func describe(_ index: Int) -> String {
            index == 0 ? "nothing (the tap reaches the screen's root view)" : "\(views[index].displayName) at \(views[index].location)"
        }
        var out = "screen '\(scene.screen.name)' (\(MessageFormat.size(scene.screen.size.width, scene.screen.size.height)) @\(scene.scale)x), tap at \(MessageFormat.point(point))\n"
        out += "  receives: \(describe(result.owner))\n"
        out += "  sees:     \(result.seen == 0 ? "the empty screen" : describe(result.seen))\n"
        if result.owner != result.seen && result.seen != 0 && views[result.seen].isTarget {
            out += "  the user sees '\(views[result.seen].id)' here but the tap goes to \(result.owner == 0 ? "nothing" : "'\(views[result.owner].id)'")\n"
        }
        out += "hit-test walk (frontmost first):\n"
        for step in result.steps {
            let name = step.view == 0 ? "screen" : views[step.view].displayName
            out += String(repeating: "  ", count: step.depth) + "\(name): \(step.note)\n"
        }
        return out
    }

    /// The screen's hit map with the tap marked (a ring and crosshair) and the view that
    /// receives it outlined.
    public func hitMap() -> RGBABitmap {
        let analysis = ScreenAnalysis.analyze(scene)
        var bitmap = HitMapRenderer(analysis: analysis, findings: []).render()
        let lattice = scene.lattice
        let scale = scene.scale
        if result.owner != 0 {
            let rect = lattice.pixels(in: scene.views[result.owner].hitRect)
            bitmap.stroke(rect, thickness: 2 * scale, HitMapStyle.probe, within: lattice.height)
        }
        // The tap: a ring of radius 6 pt and a crosshair, white under black so it shows anywhere.
        let (cx, cy) = (point.x * Double(scale), point.y * Double(scale))
        let radius = 6.0 * Double(scale)
        let reach = Int(radius) + 2 * scale
        for (colour, width) in [(RGBA(255, 255, 255), 1.6 * Double(scale)), (RGBA(0, 0, 0), 0.7 * Double(scale))] {
            for j in (Int(cy) - reach)...(Int(cy) + reach) where j >= 0 && j < lattice.height {
                for i in (Int(cx) - reach)...(Int(cx) + reach) where i >= 0 && i < lattice.width {
                    let (dx, dy) = (Double(i) + 0.5 - cx, Double(j) + 0.5 - cy)
                    let ring = abs((dx * dx + dy * dy).squareRoot() - radius) < width
                    let cross = (abs(dx) < width / 2 || abs(dy) < width / 2) && max(abs(dx), abs(dy)) < radius + Double(scale) * 2
                    if ring || cross { bitmap.set(i, j, colour) }
                }
            }
        }
        return bitmap
    }
}
