import HitLintCore

/// What a change of one view's hit-testing did to a screen's raster: the views whose taps or
/// counts differ, and the rect of the screen where taps now go elsewhere. A target neither
/// touched nor near that rect has the same metrics as before (docs/fixes.md, "How advice is
/// checked").
package struct RasterChange {
    /// Views whose owned pixels or `pointInside` counts differ, in index order.
    package let touched: [Int]
    /// Bounds of every pixel whose tap now goes to another view; nil when none does.
    package let pixels: PixelRect?
    /// The same, in points.
    package var rect: Rect? { pixels.map(lattice.points(of:)) }
    private let lattice: PixelLattice

    /// Compares `raster` with `old`, the raster of the same views before the change. Rasters of
    /// different views (which a change of one view's settings never makes) count as touched
    /// everywhere, so that nothing is carried over.
    package init(from old: HitRaster, to raster: HitRaster) {
        lattice = raster.lattice
        guard old.owners.count == raster.owners.count else {
            (touched, pixels) = (Array(1..<max(1, raster.owners.count)), raster.lattice.screenPixels)
            return
        }
        var touched: [Int] = []
        var changed: PixelRect?
        func add(_ pixels: PixelRect?) {
            guard let pixels, !pixels.isEmpty else { return }
            changed = changed.map { $0.union(pixels) } ?? pixels
        }
        for k in 1..<raster.owners.count {
            let before = old.owners[k]
            let after = raster.owners[k]
            let sameOwner: Bool
            switch (before, after) {
            case (let a?, let b?): sameOwner = a.holdsSamePixels(as: b)
            case (let a?, nil): sameOwner = a.count == 0
            case (nil, let b?): sameOwner = b.count == 0
            case (nil, nil): sameOwner = true
            }
            let sameCounts =
                old.insideCount[k] == raster.insideCount[k] && old.insideOnScreen[k] == raster.insideOnScreen[k]
                && old.domainCount[k] == raster.domainCount[k]
            guard !sameOwner || !sameCounts else { continue }
            touched.append(k)
            if !sameOwner {
                add(old.ownerBounds[k])
                add(raster.ownerBounds[k])
            }
        }
        (self.touched, pixels) = (touched, changed)
    }
}
