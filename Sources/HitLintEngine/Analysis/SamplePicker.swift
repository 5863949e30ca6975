import HitLintCore

/// Picks the pixel of a region that lies deepest inside it (largest chamfer distance to the
/// region's outside), so a reported sample point is one a finger would really land on.
/// Among equally deep pixels (a ridge) it takes the middle one in row-major order: the centre
/// of a band rather than its end, and the same pixel on every run. Regions whose bounding box
/// exceeds `exactLimit` pixels are measured on a grid of cells wholly inside the region; the
/// centre of the deepest cell is a pixel of the region at least as deep as the cell is. A large
/// region with no such cell is thinner than a cell everywhere (a rim, a hairline): its middle
/// pixel in row-major order is taken, with no grid over its whole bounding box.
package enum SamplePicker {
    package static let exactLimit = 4_096

    package static func deepest(in region: BitMask) -> (Int, Int)? {
        guard let rect = region.bounds else { return nil }
        if rect.count > exactLimit {
            let factor = Int((Double(rect.count) / Double(exactLimit)).squareRoot().rounded(.up))
            return coarse(region, rect, factor: factor) ?? middlePixel(of: region, rect)
        }
        let (w, h) = (rect.columns.count, rect.rows.count)
        var grid = ChamferGrid(width: w, height: h)
        for (y, j) in rect.rows.enumerated() {
            region.forEachRun(inRow: j) { run in
                grid.setInside(
                    row: y,
                    columns: (run.lowerBound - rect.columns.lowerBound)..<(run.upperBound - rect.columns.lowerBound))
            }
        }
        return grid.ridgeMiddle().map { (rect.columns.lowerBound + $0.0, rect.rows.lowerBound + $0.1) }
    }

    /// The middle set pixel of `region` in row-major order.
    package static func middlePixel(of region: BitMask, _ rect: PixelRect) -> (Int, Int)? {
        var remaining = (region.count - 1) / 2
        for j in rect.rows {
            var found: Int?
            region.forEachRun(inRow: j) { run in
                guard found == nil else { return }
                if remaining < run.count { found = run.lowerBound + remaining } else { remaining -= run.count }
            }
            if let found { return (found, j) }
        }
        return nil
    }

    /// The deepest cell of `factor` x `factor` pixels all in the region, as its centre pixel.
    package static func coarse(_ region: BitMask, _ rect: PixelRect, factor: Int) -> (Int, Int)? {
        let cw = (rect.columns.count + factor - 1) / factor
        let ch = (rect.rows.count + factor - 1) / factor
        // Per cell, how many of its rows are wholly in the region; a cell is inside when all are.
        var fullRows = [Int32](repeating: 0, count: cw * ch)
        for (y, j) in rect.rows.enumerated() {
            let base = (y / factor) * cw
            region.forEachRun(inRow: j) { run in
                // The cells whose columns lie wholly in the run.
                let first = (run.lowerBound - rect.columns.lowerBound + factor - 1) / factor
                let end = (run.upperBound - rect.columns.lowerBound) / factor
                for cx in first..<max(first, end) { fullRows[base + cx] += 1 }
            }
        }
        var grid = ChamferGrid(width: cw, height: ch)
        for cy in 0..<ch {
            for cx in 0..<cw where fullRows[cy * cw + cx] == Int32(factor) {
                grid.setInside(row: cy, columns: cx..<(cx + 1))
            }
        }
        guard let cell = grid.ridgeMiddle() else { return nil }
        return (
            rect.columns.lowerBound + cell.0 * factor + factor / 2, rect.rows.lowerBound + cell.1 * factor + factor / 2
        )
    }
}

/// Chamfer distances (3 for edges, 4 for diagonals) to the outside, over a grid framed by outside.
/// A distance is at most 4 x the grid's smaller side, so 16 bits hold it for the grids the
/// picker makes (at most about 65,536 cells): twice the cells per vector operation.
package struct ChamferGrid {
    package let width: Int
    package let height: Int
    /// (width + 2) x (height + 2): 0 outside, a large value inside until the passes run.
    private var distance: [Int16]
    private static let far = Int16.max / 2

    package init(width: Int, height: Int) {
        precondition(4 * (min(width, height) + 2) < Int(ChamferGrid.far), "grid small enough for 16-bit distances")
        self.width = width
        self.height = height
        distance = [Int16](repeating: 0, count: (width + 2) * (height + 2))
    }

    package mutating func setInside(row y: Int, columns: Range<Int>) {
        let base = (y + 1) * (width + 2) + 1
        for x in columns { distance[base + x] = ChamferGrid.far }
    }

    /// Two passes, then the middle of the deepest cells in row-major order (nil when no cell is inside).
    /// Each pass takes a row in two steps: the neighbours in the row already done (a minimum
    /// per cell, with no dependency along the row), then the neighbour just done in this row.
    /// Cells outside stay 0, as the minimum with 0 is 0. Sums cannot overflow (at most
    /// `far + 4`): wrapping adds let the compiler vectorize the first step.
    package mutating func ridgeMiddle() -> (Int, Int)? {
        let w = width + 2
        let h = height + 2
        var deepest: Int16 = 0
        var ridge = 0
        distance.withUnsafeMutableBufferPointer { d in
            let d = d.baseAddress!
            for y in 1..<(h - 1) {
                let row = d + y * w
                let up = row - w
                for x in 1..<(w - 1) { row[x] = min(row[x], up[x] &+ 3, up[x - 1] &+ 4, up[x + 1] &+ 4) }
                var left = row[0]
                for x in 1..<(w - 1) {
                    left = min(row[x], left &+ 3)
                    row[x] = left
                }
            }
            for y in stride(from: h - 2, through: 1, by: -1) {
                let row = d + y * w
                let down = row + w
                for x in 1..<(w - 1) { row[x] = min(row[x], down[x] &+ 3, down[x + 1] &+ 4, down[x - 1] &+ 4) }
                var right = row[w - 1]
                for x in stride(from: w - 2, through: 1, by: -1) {
                    right = min(row[x], right &+ 3)
                    row[x] = right
                }
                for x in 1..<(w - 1) where row[x] >= deepest {
                    if row[x] > deepest { (deepest, ridge) = (row[x], 0) }
                    ridge += 1
                }
            }
        }
        guard deepest > 0 else { return nil }
        var seen = 0
        for n in distance.indices where distance[n] == deepest {
            if seen == (ridge - 1) / 2 { return (n % w - 1, n / w - 1) }
            seen += 1
        }
        return nil
    }
}
