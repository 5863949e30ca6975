import HitLintCore

/// Turns a raster into the metrics of every target of the screen (docs/manifest.md, "Targets and metrics") with bit-mask
/// counts: a target's own masks, and their overlaps with the masks of the other views.
package enum MetricsCalculator {
    /// `accuracyOf`: the ids of the targets whose tap accuracy is wanted; nil: every target's. The
    /// others get an accuracy of 1 (a copy of a screen linted to check advice needs only the
    /// targets a change can reach). `only`: the targets measured at all; nil: every target (the
    /// others get no metrics, so no rule looks at them).
    package static func metrics(
        for scene: Scene, raster: HitRaster, finger: FingerModel = .standard,
        accuracyOf wanted: Set<String>? = nil, only measured: Set<String>? = nil,
        samples: Bool = true
    ) -> [Int: TargetMetrics] {
        metrics(
            for: scene, raster: raster, finger: finger, accuracyOf: wanted, only: measured, samples: samples,
            carrying: nil)
    }

    /// Metrics kept from the same screen before a change of one view's hit-testing (the same views
    /// in the same order; `RasterChange`): targets outside `measure` keep theirs, and measured
    /// targets outside `accuracy` keep their tap accuracy, which depends on their owned pixels only.
    package struct Carried {
        package let metrics: [Int: TargetMetrics]
        package let measure: Set<Int>
        package let accuracy: Set<Int>

        package init(
            metrics: [Int: TargetMetrics],
            measure: Set<Int>,
            accuracy: Set<Int>
        ) {
            self.metrics = metrics
            self.measure = measure
            self.accuracy = accuracy
        }
    }

    package static func metrics(
        for scene: Scene, raster: HitRaster, finger: FingerModel, accuracyOf wanted: Set<String>?,
        only measured: Set<String>?,
        samples: Bool, carrying carried: Carried?
    ) -> [Int: TargetMetrics] {
        let lattice = raster.lattice
        let pixelArea = lattice.pixelArea
        let accuracy = TapAccuracy(model: finger, scale: scene.scale)
        var result: [Int: TargetMetrics] = [:]
        for view in scene.views where view.isTarget && measured.map({ $0.contains(view.id) }) ?? true {
            let k = view.index
            if let carried, !carried.measure.contains(k) {
                result[k] = carried.metrics[k]
                continue
            }
            let owner = raster.owners[k] ?? BitMask(rows: 0..<0, words: 0..<0)
            let seen = raster.seens[k] ?? BitMask(rows: 0..<0, words: 0..<0)
            let seenPixels = seen.count
            let covered = owner.intersectionCount(seen)
            let taken = takers(
                of: k, seen: seen, seenPixels: seenPixels, covered: covered, raster: raster, samples: samples)
            let ownedPixels = raster.ownerBounds[k]
            let hitBounds = ownedPixels.map { lattice.points(of: $0) }
            let hitPixels = owner.count
            let skipped = wanted.map { !$0.contains(view.id) } ?? false
            let kept = carried.flatMap { $0.accuracy.contains(k) ? nil : $0.metrics[k] }
            let best =
                kept.map { kept in kept.aimPoint.map { (accuracy: kept.tapAccuracy, aim: $0) } }
                ?? (hitPixels == 0 || skipped ? nil : ownedPixels.flatMap { accuracy.best(in: owner, bounds: $0) })
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

    /// Who receives the taps on the rest of what the user sees of view `k` (0: nothing), most
    /// pixels first, each with a sample point when `samples`.
    private static func takers(
        of k: Int, seen: BitMask, seenPixels: Int, covered: Int, raster: HitRaster, samples: Bool
    ) -> [TakenBy] {
        let lattice = raster.lattice
        let pixelArea = lattice.pixelArea
        var taken: [TakenBy] = []
        var accounted = covered
        func add(_ taker: Int, _ pixels: Int, region: @autoclosure () -> BitMask) {
            let sample = samples ? SamplePicker.deepest(in: region()) : nil
            let point = sample.map { Point(x: lattice.centre($0.0), y: lattice.centre($0.1)) } ?? Point(x: 0, y: 0)
            taken.append(TakenBy(view: taker, pixels: pixels, area: Double(pixels) * pixelArea, sample: point))
        }
        if seenPixels > 0, let seenBounds = raster.seenBounds[k] {
            // Owners are disjoint: once every pixel seen is accounted for, no other owner has one,
            // and an owner whose pixels lie outside the bounds of what is seen has none.
            for (other, mask) in raster.owners.enumerated() where other != k {
                guard accounted < seenPixels else { break }
                guard let mask, let bounds = raster.ownerBounds[other], !bounds.intersection(seenBounds).isEmpty else {
                    continue
                }
                let pixels = seen.intersectionCount(mask)
                guard pixels > 0 else { continue }
                accounted += pixels
                add(other, pixels, region: seen.intersection(mask))
            }
            if seenPixels > accounted {
                add(
                    0, seenPixels - accounted,
                    region: raster.owners.reduce(into: seen) { region, owner in owner.map { region.subtract($0) } })
            }
        }
        taken.sort { ($0.pixels, -$0.view) > ($1.pixels, -$1.view) }
        return taken
    }
}
