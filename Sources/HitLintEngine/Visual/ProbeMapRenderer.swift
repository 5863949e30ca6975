import HitLintCore

/// The hit map `hitlint probe --hitmap` writes: the screen's hit map with the tap marked (a ring
/// and crosshair) and the view that receives it outlined.
package struct ProbeMapRenderer {
    package let analysis: ScreenAnalysis

    package init(
        analysis: ScreenAnalysis
    ) {
        self.analysis = analysis
    }

    /// `receiver` is the index of the view that receives the tap (0: the screen's root).
    package func render(tap point: Point, receiver: Int) -> RGBABitmap {
        let scene = analysis.scene
        var bitmap = HitMapRenderer(analysis: analysis, findings: [], pixelsPerPoint: scene.scale).render()
        let lattice = scene.lattice
        let scale = scene.scale
        if receiver != 0 {
            let rect = lattice.pixels(in: scene.views[receiver].hitRect)
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
                    let cross =
                        (abs(dx) < width / 2 || abs(dy) < width / 2)
                        && max(abs(dx), abs(dy)) < radius + Double(scale) * 2
                    if ring || cross { bitmap.set(i, j, colour) }
                }
            }
        }
        return bitmap
    }
}
