/// Picks the pixel of a region that lies deepest inside it (largest chamfer distance to the
/// region's outside), so a reported sample point is one a finger would really land on.
/// Among equally deep pixels (a ridge) it takes the middle one in row-major order: the centre
/// of a band rather than its end, and the same pixel on every run.
enum SamplePicker {
    /// The deepest pixel of `region`.
    static func deepest(in region: BitMask) -> (Int, Int)? {
        guard let rect = region.bounds else { return nil }
        let w = rect.columns.count + 2, h = rect.rows.count + 2
        let far = Int32.max / 2
        // A one-pixel frame of outside around the rect.
        var distance = [Int32](repeating: 0, count: w * h)
        region.forEach { i, j in distance[(j - rect.rows.lowerBound + 1) * w + (i - rect.columns.lowerBound + 1)] = far }
        // Two chamfer passes (3 for edges, 4 for diagonals).
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
            for x in 1..<(w - 1) where distance[y * w + x] == deepest {
                ridge.append((rect.columns.lowerBound + x - 1, rect.rows.lowerBound + y - 1))
            }
        }
        return ridge[(ridge.count - 1) / 2]
    }
}
