/// A set of screen pixels, stored as one byte per pixel of its bounding pixel rect.
struct PixelMask {
    let rect: PixelRect
    var bits: [UInt8]

    init(rect: PixelRect) {
        self.rect = rect
        bits = [UInt8](repeating: 0, count: rect.count)
    }

    @inline(__always)
    func contains(_ i: Int, _ j: Int) -> Bool {
        guard rect.columns.contains(i), rect.rows.contains(j) else { return false }
        return bits[(j - rect.rows.lowerBound) * rect.columns.count + (i - rect.columns.lowerBound)] != 0
    }

    @inline(__always)
    mutating func insert(_ i: Int, _ j: Int) {
        bits[(j - rect.rows.lowerBound) * rect.columns.count + (i - rect.columns.lowerBound)] = 1
    }
}
