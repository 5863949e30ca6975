/// Turns a raster into the metrics of every target of the screen (SPEC 2.6), in one pass
/// over the screen's pixels plus a small pass per (target, taker) pair for its sample point.
public enum MetricsCalculator {
    public static func metrics(for scene: Scene, raster: HitRaster) -> [Int: TargetMetrics] {
        let views = scene.views
        let lattice = raster.lattice
        let count = views.count
        var hits = [Int](repeating: 0, count: count)
        var seens = [Int](repeating: 0, count: count)
        var covered = [Int](repeating: 0, count: count)
        var bounds = [PixelBox](repeating: PixelBox(), count: count)
        var pairs: [Int64: (pixels: Int, box: PixelBox)] = [:]
        let isTarget = views.map(\.isTarget)
        for j in 0..<lattice.height {
            let row = j * lattice.width
            for i in 0..<lattice.width {
                let o = Int(raster.owner[row + i]), s = Int(raster.seen[row + i])
                hits[o] += 1
                bounds[o].add(i, j)
                seens[s] += 1
                guard isTarget[s] else { continue }
                if o == s {
                    covered[s] += 1
                } else {
                    let key = Int64(s) << 32 | Int64(o)
                    var entry = pairs[key] ?? (0, PixelBox())
                    entry.pixels += 1
                    entry.box.add(i, j)
                    pairs[key] = entry
                }
            }
        }
        let pixelArea = lattice.pixelArea
        var takenBy: [Int: [TakenBy]] = [:]
        for (key, entry) in pairs {
            let (s, o) = (Int(key >> 32), Int(key & 0xFFFF_FFFF))
            let sample = SamplePicker.deepest(in: entry.box.rect) { i, j in
                raster.seen(i, j) == s && raster.owner(i, j) == o
            }
            let point = sample.map { Point(x: lattice.centre($0.0), y: lattice.centre($0.1)) } ?? Point(x: 0, y: 0)
            takenBy[s, default: []].append(TakenBy(view: o, pixels: entry.pixels, area: Double(entry.pixels) * pixelArea, sample: point))
        }
        var result: [Int: TargetMetrics] = [:]
        for view in views where view.isTarget {
            let k = view.index
            let taken = (takenBy[k] ?? []).sorted { ($0.pixels, -$0.view) > ($1.pixels, -$1.view) }
            let box = bounds[k]
            let hitBounds = box.isEmpty ? nil : Rect(
                x: Double(box.minX) / lattice.scale, y: Double(box.minY) / lattice.scale,
                width: Double(box.maxX - box.minX + 1) / lattice.scale, height: Double(box.maxY - box.minY + 1) / lattice.scale)
            let clipped = raster.insideCount[k] - raster.domainCount[k]
            let offScreen = raster.insideCount[k] - raster.insideOnScreen[k]
            result[k] = TargetMetrics(
                view: k, frameArea: view.bounds.area, hitPixels: hits[k], hitArea: Double(hits[k]) * pixelArea,
                seenPixels: seens[k], seenArea: Double(seens[k]) * pixelArea, coveredPixels: covered[k],
                coverage: seens[k] == 0 ? nil : Double(covered[k]) / Double(seens[k]),
                takenBy: taken, hitBounds: hitBounds, clippedArea: Double(clipped) * pixelArea,
                clippedOffScreenArea: Double(offScreen) * pixelArea, insidePixels: raster.insideCount[k])
        }
        return result
    }
}

/// A growing bounding box of pixels.
struct PixelBox {
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    var isEmpty: Bool { minX > maxX }

    @inline(__always)
    mutating func add(_ i: Int, _ j: Int) {
        if i < minX { minX = i }
        if i > maxX { maxX = i }
        if j < minY { minY = j }
        if j > maxY { maxY = j }
    }

    var rect: PixelRect { isEmpty ? PixelRect(columns: 0..<0, rows: 0..<0) : PixelRect(columns: minX..<(maxX + 1), rows: minY..<(maxY + 1)) }
}
