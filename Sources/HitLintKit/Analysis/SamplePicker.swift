/// Picks the pixel of a region that lies deepest inside it (largest chamfer distance to the
/// region's outside), so a reported sample point is one a finger would really land on.
/// Among equally deep pixels (a ridge) it takes the middle one in row-major order: the centre
/// of a band rather than its end, and the same pixel on every run. Regions whose bounding box
/// exceeds `exactLimit` pixels are measured on a grid of cells wholly inside the region; the
/// centre of the deepest cell is a pixel of the region at least as deep as the cell is.
enum SamplePicker {
    static let exactLimit = 65_536

    static func deepest(in region: BitMask) -> (Int, Int)? {
        guard let rect = region.bounds else { return nil }
        if rect.count > exactLimit {
            let factor = Int((Double(rect.count) / Double(exactLimit)).squareRoot().rounded(.up))
            if let cell = coarse(region, rect, factor: factor) { return cell }
        }
        let w = rect.columns.count
        var inside = [Bool](repeating: false, count: rect.count)
        region.forEach { i, j in inside[(j - rect.rows.lowerBound) * w + (i - rect.columns.lowerBound)] = true }
        return ridgeMiddle(width: w, height: rect.rows.count, inside: inside)
            .map { (rect.columns.lowerBound + $0.0, rect.rows.lowerBound + $0.1) }
    }

    /// The deepest cell of `factor` x `factor` pixels all in the region, as its centre pixel.
    static func coarse(_ region: BitMask, _ rect: PixelRect, factor: Int) -> (Int, Int)? {
        let cw = (rect.columns.count + factor - 1) / factor, ch = (rect.rows.count + factor - 1) / factor
        var counts = [Int32](repeating: 0, count: cw * ch)
        region.forEach { i, j in counts[((j - rect.rows.lowerBound) / factor) * cw + (i - rect.columns.lowerBound) / factor] += 1 }
        let full = Int32(factor * factor)
        guard let cell = ridgeMiddle(width: cw, height: ch, inside: counts.map { $0 == full }) else { return nil }
        return (rect.columns.lowerBound + cell.0 * factor + factor / 2, rect.rows.lowerBound + cell.1 * factor + factor / 2)
    }

    /// Two chamfer passes (3 for edges, 4 for diagonals) over a grid framed by outside; the
    /// middle of the deepest cells, in row-major order.
    static func ridgeMiddle(width: Int, height: Int, inside: [Bool]) -> (Int, Int)? {
        let w = width + 2, h = height + 2
        let far = Int32.max / 2
        var distance = [Int32](repeating: 0, count: w * h)
        for y in 0..<height {
            for x in 0..<width where inside[y * width + x] { distance[(y + 1) * w + x + 1] = far }
        }
        distance.withUnsafeMutableBufferPointer { d in
            for y in 1..<(h - 1) {
                for x in 1..<(w - 1) {
                    let n = y * w + x
                    guard d[n] != 0 else { continue }
                    d[n] = min(d[n], d[n - 1] + 3, d[n - w] + 3, d[n - w - 1] + 4, d[n - w + 1] + 4)
                }
            }
            for y in stride(from: h - 2, through: 1, by: -1) {
                for x in stride(from: w - 2, through: 1, by: -1) {
                    let n = y * w + x
                    guard d[n] != 0 else { continue }
                    d[n] = min(d[n], d[n + 1] + 3, d[n + w] + 3, d[n + w + 1] + 4, d[n + w - 1] + 4)
                }
            }
        }
        let deepest = distance.max() ?? 0
        guard deepest > 0 else { return nil }
        var ridge: [(Int, Int)] = []
        for y in 1..<(h - 1) {
            for x in 1..<(w - 1) where distance[y * w + x] == deepest { ridge.append((x - 1, y - 1)) }
        }
        return ridge[(ridge.count - 1) / 2]
    }
}
