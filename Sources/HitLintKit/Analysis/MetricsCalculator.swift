/// Turns a raster into the metrics of every target of the screen (docs/manifest.md, "Targets and metrics") with bit-mask
/// counts: a target's own masks, and their overlaps with the masks of the other views.
public enum MetricsCalculator {
    /// `accuracyOf`: the ids of the targets whose tap accuracy is wanted; nil: every target's. The
    /// others get an accuracy of 1 (a copy of a screen linted to check advice needs only the
    /// targets a change can reach). `only`: the targets measured at all; nil: every target (the
    /// others get no metrics, so no rule looks at them).
    public static func metrics(for scene: Scene, raster: HitRaster, finger: FingerModel = .standard,
                               accuracyOf wanted: Set<String>? = nil, only measured: Set<String>? = nil,
                               samples: Bool = true) -> [Int: TargetMetrics] {
        let lattice = raster.lattice
        let pixelArea = lattice.pixelArea
        let accuracy = TapAccuracy(model: finger, scale: scene.scale)
        var result: [Int: TargetMetrics] = [:]
        for view in scene.views where view.isTarget && measured.map({ $0.contains(view.id) }) ?? true {
            let k = view.index
            let owner = raster.owners[k] ?? BitMask(rows: 0..<0, words: 0..<0)
            let seen = raster.seens[k] ?? BitMask(rows: 0..<0, words: 0..<0)
            let seenPixels = seen.count
            let covered = owner.intersectionCount(seen)
            // Who receives the taps on the rest of what the user sees of it.
            var taken: [TakenBy] = []
            var accounted = covered
            func add(_ taker: Int, _ pixels: Int, region: BitMask) {
                let sample = samples ? SamplePicker.deepest(in: region) : nil
                let point = sample.map { Point(x: lattice.centre($0.0), y: lattice.centre($0.1)) } ?? Point(x: 0, y: 0)
                taken.append(TakenBy(view: taker, pixels: pixels, area: Double(pixels) * pixelArea, sample: point))
            }
            if seenPixels > 0 {
                for (other, mask) in raster.owners.enumerated() where other != k {
                    guard let mask else { continue }
                    let pixels = seen.intersectionCount(mask)
                    guard pixels > 0 else { continue }
                    accounted += pixels
                    add(other, pixels, region: seen.intersection(mask))
                }
                if seenPixels > accounted {
                    var region = seen
                    region.subtract(raster.claimed)
                    add(0, seenPixels - accounted, region: region)
                }
            }
            taken.sort { ($0.pixels, -$0.view) > ($1.pixels, -$1.view) }
            let ownedPixels = owner.bounds
            let hitBounds = ownedPixels.map {
                Rect(x: Double($0.columns.lowerBound) / lattice.scale, y: Double($0.rows.lowerBound) / lattice.scale,
                     width: Double($0.columns.count) / lattice.scale, height: Double($0.rows.count) / lattice.scale)
            }
            let hitPixels = owner.count
            let skipped = wanted.map { !$0.contains(view.id) } ?? false
            let best = hitPixels == 0 || skipped ? nil : ownedPixels.flatMap { accuracy.best(in: owner, bounds: $0) }
            let clipped = raster.insideCount[k] - raster.domainCount[k]
            let offScreen = raster.insideCount[k] - raster.insideOnScreen[k]
            result[k] = TargetMetrics(
                view: k, frameArea: view.bounds.area, hitPixels: hitPixels, hitArea: Double(hitPixels) * pixelArea,
                seenPixels: seenPixels, seenArea: Double(seenPixels) * pixelArea, coveredPixels: covered,
                coverage: seenPixels == 0 ? nil : Double(covered) / Double(seenPixels),
                takenBy: taken, hitBounds: hitBounds, clippedArea: Double(clipped) * pixelArea,
                clippedOffScreenArea: Double(offScreen) * pixelArea, insidePixels: raster.insideCount[k],
                tapAccuracy: skipped ? 1 : best?.accuracy ?? 0, aimPoint: best?.aim)
        }
        return result
    }
}
