/// Picks the pixel of a region that lies deepest inside it (largest chamfer distance to the
/// region's outside), so a reported sample point is one a finger would really land on.
/// Among equally deep pixels (a ridge) it takes the middle one in row-major order: the centre
/// of a band rather than its end, and the same pixel on every run.
enum SamplePicker {
    static func deepest(in rect: PixelRect, where member: (Int, Int) -> Bool) -> (Int, Int)? {
        let w = rect.columns.count + 2, h = rect.rows.count + 2
        let far = Int32.max / 2
        // A one-pixel frame of outside around the rect.
        var distance = [Int32](repeating: 0, count: w * h)
        for y in 1..<(h - 1) {
            for x in 1..<(w - 1) where member(rect.columns.lowerBound + x - 1, rect.rows.lowerBound + y - 1) {
                distance[y * w + x] = far
            }
        }
        // Two chamfer passes (3 for edges, 4 for diagonals).
        for y in 1..<(h - 1) {
            for x in 1..<(w - 1) where distance[y * w + x] != 0 {
                let n = y * w + x
                distance[n] = min(distance[n], distance[n - 1] + 3, distance[n - w] + 3,
                                  distance[n - w - 1] + 4, distance[n - w + 1] + 4)
            }
        }
        for y in stride(from: h - 2, through: 1, by: -1) {
            for x in stride(from: w - 2, through: 1, by: -1) where distance[y * w + x] != 0 {
                let n = y * w + x
                distance[n] = min(distance[n], distance[n + 1] + 3, distance[n + w] + 3,
                                  distance[n + w + 1] + 4, distance[n + w - 1] + 4)
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
