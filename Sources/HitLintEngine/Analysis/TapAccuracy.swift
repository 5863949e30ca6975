import Foundation
import HitLintCore

/// The finger (docs/manifest.md, "Tap accuracy"): a tap aimed at `a` lands at `a + e`, `e` drawn
/// from a round normal distribution of standard deviation `sigma` points.
package struct FingerModel: Sendable, Hashable {
    package var sigma: Double

    package init(sigma: Double = 9.6) { self.sigma = sigma }

    package static let standard = FingerModel()
}

/// The accuracy of a target: the best, over aim points, of the probability that a tap lands on a
/// pixel the target owns. Exact on the pixel lattice: a landing point falls in pixel `(i, j)`
/// when it lies in `[i/s, (i+1)/s) x [j/s, (j+1)/s)`, so the probability of a run of owned pixels
/// in a row is a difference of normal distribution functions across and along it, and the sum
/// over the mask is separable by rows. Aims lie on the half-pixel lattice, so every distribution
/// value needed is one of a table computed once per screen.
package struct TapAccuracy {
    /// Φ(k / (2 s σ)) for k in -reach...reach (half-pixel offsets); 0 below, 1 above.
    private let table: [Double]
    private let reach: Int
    /// Half-pixels per point (2s).
    private let halfPixelsPerPoint: Int

    /// Offsets beyond 5σ change nothing a report shows (Φ(-5) < 3e-7).
    package init(model: FingerModel, scale: Int) {
        halfPixelsPerPoint = 2 * scale
        let unit = Double(halfPixelsPerPoint) * model.sigma
        reach = Int((5 * unit).rounded(.up))
        table = (-reach...reach).map { k in 0.5 * erfc(-Double(k) / unit / 2.squareRoot()) }
    }

    /// Rows of the mask with the same owned runs, grouped: `rows` of pixel rows, runs as pixel
    /// column ranges (flattened).
    private struct Groups {
        var rowStart: [Int32] = []
        var rowEnd: [Int32] = []
        var runStart: [Int32] = []
        var runCount: [Int32] = []
        var runs: [Int32] = []  // start, end pairs

        /// A new group: pixel rows `rows`, with these runs.
        mutating func append(rows: Range<Int>, runs newRuns: [Int32]) {
            rowStart.append(Int32(rows.lowerBound))
            rowEnd.append(Int32(rows.upperBound))
            runStart.append(Int32(runs.count))
            runCount.append(Int32(newRuns.count / 2))
            runs += newRuns
        }
    }

    /// `bounds`: the mask's pixel bounds; only rows and words inside them are read. With `band`
    /// pixel rows to a point, one row stands for the rows of its point (its middle one, or the
    /// nearest inside the bounds): the cells of at most 1 x 1 pt the model allows (the columns
    /// stay exact, and a band is cut to the bounds, so rectangles come out exact).
    private static func groups(of mask: BitMask, bounds: PixelRect, band: Int) -> Groups {
        var groups = Groups()
        let width = mask.words.count
        let rows = PixelRect.intersect(mask.rows, bounds.rows)
        let words = PixelRect.intersect(mask.words, BitSpans.words(of: bounds.columns))
        guard width > 0, !rows.isEmpty, !words.isEmpty else { return groups }
        var current: [Int32] = []
        var previous: [Int32] = []
        var previousRow = Int.min
        current.reserveCapacity(32)
        previous.reserveCapacity(32)
        let firstWord = mask.words.lowerBound
        let wordOffset = words.lowerBound - firstWord
        let wordCount = words.count
        let firstBand = rows.lowerBound >= 0 ? rows.lowerBound / band : -((-rows.lowerBound + band - 1) / band)
        var previousBase = -1
        mask.bits.withUnsafeBufferPointer { bits in
            var bandStart = firstBand * band
            while bandStart < rows.upperBound {
                let covered = max(bandStart, rows.lowerBound)..<min(bandStart + band, rows.upperBound)
                let row = min(max(bandStart + band / 2, covered.lowerBound), covered.upperBound - 1)
                bandStart += band
                let rowBase = (row - mask.rows.lowerBound) &* width &+ wordOffset
                // The same words as the row that made the group just above: the same group, no runs to read.
                if previousRow == covered.lowerBound, previousBase >= 0,
                    memcmp(bits.baseAddress! + rowBase, bits.baseAddress! + previousBase, wordCount * 8) == 0
                {
                    groups.rowEnd[groups.rowEnd.count - 1] = Int32(covered.upperBound)
                    previousRow = covered.upperBound
                    continue
                }
                TapAccuracy.readRuns(bits, rowBase: rowBase, words: words, into: &current)
                if current.isEmpty {
                    previousBase = -1
                    continue
                }
                previousBase = rowBase
                // The same runs as the band just above: the same group.
                if previousRow == covered.lowerBound && current == previous {
                    groups.rowEnd[groups.rowEnd.count - 1] = Int32(covered.upperBound)
                    previousRow = covered.upperBound
                    continue
                }
                swap(&previous, &current)
                previousRow = covered.upperBound
                groups.append(rows: covered, runs: previous)
            }
        }
        return groups
    }

    /// The owned runs of one mask row, as start and end pixel columns (flattened) in `current`:
    /// the row's words from `rowBase`, word `words.lowerBound` first. Kept out of `groups` for
    /// reading; inlined, so it costs nothing in the loop.
    @inline(__always)
    private static func readRuns(
        _ bits: UnsafeBufferPointer<UInt64>, rowBase: Int, words: Range<Int>, into current: inout [Int32]
    ) {
        current.removeAll(keepingCapacity: true)
        var open: Int32 = -1
        for k in 0..<words.count {
            var word = bits[rowBase &+ k]
            if open < 0 ? word == 0 : word == ~0 { continue }
            let base = Int32(truncatingIfNeeded: (words.lowerBound &+ k) << 6)
            var position: Int32 = 0
            while position < 64 {
                if open < 0 {
                    if word == 0 { break }
                    let skip = Int32(word.trailingZeroBitCount)
                    position += skip
                    word >>= UInt64(skip)
                    open = base + position
                } else {
                    let ones = Int32((~word).trailingZeroBitCount)
                    position += ones
                    if position >= 64 { break }  // the run goes on into the next word
                    word >>= UInt64(ones)
                    current.append(open)
                    current.append(base + position)
                    open = -1
                }
            }
        }
        if open >= 0 {
            current.append(open)
            current.append(Int32(truncatingIfNeeded: words.upperBound << 6))
        }
    }

    /// A value this close to 1 is 1.000 as reports show it, wherever one aims: the search stops.
    package static let certain = 0.9995

    /// The best accuracy and the aim point (in points) where it is reached; nil for an empty mask.
    /// `bounds`: the mask's pixel bounds, where aims are looked for.
    package func best(in mask: BitMask, bounds: PixelRect) -> (accuracy: Double, aim: Point)? {
        guard !bounds.isEmpty else { return nil }
        let groups = TapAccuracy.groups(of: mask, bounds: bounds, band: halfPixelsPerPoint / 2)
        guard !groups.rowStart.isEmpty else { return nil }
        return table.withUnsafeBufferPointer { table in
            var search = Search(groups: groups, table: table.baseAddress! + reach, reach: reach)
            return search.run(bounds: bounds, onePoint: halfPixelsPerPoint)
        }
    }

    /// The climb over aims for one target. For an aim row v (half-pixels), the probability of
    /// landing in each group's rows ("down"); for an aim column u, across each group's runs,
    /// Σ Φ(2·end - u) - Φ(2·start - u), worked out only for groups some aim row reaches (NaN: not
    /// yet). An aim is then one dot product. Flat buffers, reused: this runs for every target.
    private struct Search {
        let groups: Groups
        /// Φ, centred: `table[k]` for |k| < reach.
        let table: UnsafePointer<Double>
        let reach: Int
        let n: Int
        var downRows: [Int] = []
        var down: [Double] = []
        var reached: [Range<Int>] = []
        var acrossColumns: [Int] = []
        var across: [Double] = []
        var evaluated: [(u: Int, v: Int, value: Double)] = []

        init(groups: Groups, table: UnsafePointer<Double>, reach: Int) {
            self.groups = groups
            self.table = table
            self.reach = reach
            n = groups.rowStart.count
            evaluated.reserveCapacity(64)
            // Room for the rows and columns a climb usually visits, so that the slots are not
            // copied each time the buffers double.
            down.reserveCapacity(16 * n)
            across.reserveCapacity(16 * n)
        }

        @inline(__always)
        static func phi(_ k: Int, _ table: UnsafePointer<Double>, _ reach: Int) -> Double {
            if k <= -reach { return 0 }
            if k >= reach { return 1 }
            return table[k]
        }

        mutating func downSlot(_ v: Int) -> Int {
            if let slot = downRows.firstIndex(of: v) { return slot }
            let base = down.count
            down.append(contentsOf: repeatElement(0, count: n))
            var first = n
            var last = -1
            let (table, reach, n, groups) = (self.table, self.reach, self.n, self.groups)
            groups.rowStart.withUnsafeBufferPointer { starts in
                groups.rowEnd.withUnsafeBufferPointer { ends in
                    down.withUnsafeMutableBufferPointer { d in
                        for g in 0..<n {
                            let value =
                                Search.phi(2 &* Int(ends[g]) &- v, table, reach)
                                - Search.phi(2 &* Int(starts[g]) &- v, table, reach)
                            if value != 0 {
                                d[base &+ g] = value
                                if first == n { first = g }
                                last = g
                            }
                        }
                    }
                }
            }
            downRows.append(v)
            reached.append(first <= last ? first..<(last + 1) : 0..<0)
            return downRows.count - 1
        }

        mutating func acrossSlot(_ u: Int) -> Int {
            if let slot = acrossColumns.firstIndex(of: u) { return slot }
            across.append(contentsOf: repeatElement(.nan, count: n))
            acrossColumns.append(u)
            return acrossColumns.count - 1
        }

        mutating func accuracy(_ u: Int, _ v: Int) -> Double {
            for known in evaluated where known.u == u && known.v == v { return known.value }
            let row = downSlot(v)
            let column = acrossSlot(u)
            let range = reached[row]
            let (downBase, acrossBase) = (row &* n, column &* n)
            var sum = 0.0
            let (table, reach, groups) = (self.table, self.reach, self.groups)
            groups.runs.withUnsafeBufferPointer { runs in
                groups.runStart.withUnsafeBufferPointer { runStart in
                    groups.runCount.withUnsafeBufferPointer { runCount in
                        down.withUnsafeBufferPointer { d in
                            across.withUnsafeMutableBufferPointer { h in
                                for g in range {
                                    var value = h[acrossBase &+ g]
                                    if value.isNaN {
                                        value = 0
                                        var r = Int(runStart[g])
                                        let end = r &+ 2 &* Int(runCount[g])
                                        while r < end {
                                            value +=
                                                Search.phi(2 &* Int(runs[r &+ 1]) &- u, table, reach)
                                                - Search.phi(2 &* Int(runs[r]) &- u, table, reach)
                                            r &+= 2
                                        }
                                        h[acrossBase &+ g] = value
                                    }
                                    sum += value * d[downBase &+ g]
                                }
                            }
                        }
                    }
                }
            }
            evaluated.append((u, v, sum))
            return sum
        }

        /// Aims on the half-pixel lattice over the bounds: the centre, a coarse grid, then a climb
        /// (the four neighbours, the four diagonals when none is better) with halving steps down
        /// to one point; it stops as soon as the value is `certain`.
        mutating func run(bounds: PixelRect, onePoint: Int) -> (accuracy: Double, aim: Point) {
            let (u0, u1) = (2 * bounds.columns.lowerBound, 2 * bounds.columns.upperBound)
            let (v0, v1) = (2 * bounds.rows.lowerBound, 2 * bounds.rows.upperBound)
            var best = (value: -1.0, u: (u0 + u1) / 2, v: (v0 + v1) / 2)
            func result() -> (accuracy: Double, aim: Point) {
                let scale = Double(onePoint)
                return (min(1, max(0, best.value)), Point(x: Double(best.u) / scale, y: Double(best.v) / scale))
            }
            func consider(_ u: Int, _ v: Int, _ search: inout Search) {
                let cu = min(max(u, u0), u1)
                let cv = min(max(v, v0), v1)
                let value = search.accuracy(cu, cv)
                if value > best.value + 1e-12 || (abs(value - best.value) <= 1e-12 && (cv, cu) < (best.v, best.u)) {
                    best = (value, cu, cv)
                }
            }
            consider((u0 + u1) / 2, (v0 + v1) / 2, &self)
            if best.value >= TapAccuracy.certain { return result() }
            let cells = 4
            for i in 0..<cells {
                for j in 0..<cells {
                    consider(
                        u0 + (u1 - u0) * (2 * i + 1) / (2 * cells), v0 + (v1 - v0) * (2 * j + 1) / (2 * cells), &self)
                }
            }
            var step = max(onePoint, max(u1 - u0, v1 - v0) / (2 * cells))
            while best.value < TapAccuracy.certain {
                var moved = true
                var rounds = 0
                while moved && rounds < 16 && best.value < TapAccuracy.certain {
                    let start = (best.u, best.v)
                    let before = best.value
                    for (du, dv) in [(-step, 0), (step, 0), (0, -step), (0, step)] {
                        consider(start.0 + du, start.1 + dv, &self)
                    }
                    if (best.u, best.v) == start {
                        for (du, dv) in [(-step, -step), (step, -step), (-step, step), (step, step)] {
                            consider(start.0 + du, start.1 + dv, &self)
                        }
                    }
                    // A move that gains less than half of the last reported digit is not worth another round.
                    moved = (best.u, best.v) != start && best.value - before >= 0.0005
                    rounds += 1
                }
                if step <= onePoint { break }
                step = max(onePoint, step / 2)
            }
            return result()
        }
    }
}
