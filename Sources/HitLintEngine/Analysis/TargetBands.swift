import HitLintCore

/// The targets of a screen indexed by the vertical and horizontal bands of the screen their
/// rects cross, so that "the targets beside this one" costs the targets of its band, not all
/// of them: `target-spacing` and the enlarge planner's rooms looked at every target for every
/// target, quadratic on a screen of thousands of buttons (9,000: 4.5 s of a release build).
/// Queries give a superset, in view order; callers keep their exact tests.
package struct TargetBands: Sendable {
    /// Band width, in points.
    private let cell: Double
    private let origin: (x: Double, y: Double)
    /// Per band, the view indices of the targets whose rect crosses it, in view order.
    private let columns: [[Int]]
    private let rows: [[Int]]
    /// Targets crossing more than `maxBands` bands on an axis: checked by every query.
    private let wideColumns: [Int]
    private let wideRows: [Int]

    package static let maxBands = 64
    package static let maxCells = 4096

    /// `rects`: each target's view index and the rect it may reach (its hit rect with its drawing).
    package init(_ rects: [(index: Int, rect: Rect)], screen: Rect) {
        let all = rects.map(\.rect).reduce(screen) { $0.union($1) }
        // Frames are bounded (within 100,000 pt), so the sides are finite; at most `maxCells` bands.
        // A solved layout can give a screen (a cell) a negative size: no band but the first.
        let side = max(all.width, all.height)
        let cell = side.isFinite ? max(32, side / Double(Self.maxCells)) : 32
        self.cell = cell
        origin = (all.x.isFinite ? all.x : 0, all.y.isFinite ? all.y : 0)
        let count = { (extent: Double) in
            extent.isFinite && extent > 0 ? min(Self.maxCells, Int((extent / cell).rounded(.up))) + 1 : 1
        }
        var columns = [[Int]](repeating: [], count: count(all.width))
        var rows = [[Int]](repeating: [], count: count(all.height))
        var wideColumns: [Int] = []
        var wideRows: [Int] = []
        for (index, rect) in rects {
            let xs = Self.bands(rect.x, rect.maxX, from: all.x, cell: cell, count: columns.count)
            if xs.count > Self.maxBands {
                wideColumns.append(index)
            } else {
                for band in xs { columns[band].append(index) }
            }
            let ys = Self.bands(rect.y, rect.maxY, from: all.y, cell: cell, count: rows.count)
            if ys.count > Self.maxBands { wideRows.append(index) } else { for band in ys { rows[band].append(index) } }
        }
        (self.columns, self.rows, self.wideColumns, self.wideRows) = (columns, rows, wideColumns, wideRows)
    }

    /// Targets whose rect may cross x in `low...high`, in view order, each once.
    package func crossing(x low: Double, _ high: Double) -> [Int] {
        Self.merge(
            Self.bands(low, high, from: origin.x, cell: cell, count: columns.count).map { columns[$0] } + [wideColumns])
    }

    /// Targets whose rect may cross y in `low...high`, in view order, each once.
    package func crossing(y low: Double, _ high: Double) -> [Int] {
        Self.merge(Self.bands(low, high, from: origin.y, cell: cell, count: rows.count).map { rows[$0] } + [wideRows])
    }

    /// Targets whose rect may cross the box `x`, `y` (both bands), in view order.
    package func crossing(x: (Double, Double), y: (Double, Double)) -> [Int] {
        let (across, down) = (crossing(x: x.0, x.1), crossing(y: y.0, y.1))
        var (i, j) = (0, 0)
        var both: [Int] = []
        while i < across.count, j < down.count {
            if across[i] == down[j] {
                both.append(across[i])
                (i, j) = (i + 1, j + 1)
            } else if across[i] < down[j] {
                i += 1
            } else {
                j += 1
            }
        }
        return both
    }

    /// The bands `low...high` crosses, clamped to the index (a coordinate is finite: frames are bounded).
    private static func bands(_ low: Double, _ high: Double, from start: Double, cell: Double, count: Int)
        -> ClosedRange<Int>
    {
        func band(_ value: Double) -> Int {
            let position = ((value - start) / cell).rounded(.down)
            guard position.isFinite else { return 0 }
            return Int(max(0, min(Double(count - 1), position)))
        }
        let (a, b) = (band(min(low, high)), band(max(low, high)))
        return a...b
    }

    /// The sorted lists as one, sorted, each index once (no hashing: one list, the usual case,
    /// is returned as it is).
    package static func merge(_ lists: [[Int]]) -> [Int] {
        let filled = lists.filter { !$0.isEmpty }
        if filled.count <= 1 { return filled.first ?? [] }
        var merged = filled.flatMap { $0 }
        merged.sort()
        var kept = 0
        for index in merged.indices where kept == 0 || merged[index] != merged[kept - 1] {
            merged[kept] = merged[index]
            kept += 1
        }
        merged.removeLast(merged.count - kept)
        return merged
    }
}
