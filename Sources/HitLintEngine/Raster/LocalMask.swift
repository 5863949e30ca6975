import CBitCount
import HitLintCore

/// A view's mask relative to its own pixel rect: bit 0 of a row's first word is the rect's first
/// column. Placed on the screen with a shift, so one pattern serves every screen that shows the
/// same image in the same way. Rows of one row class are equal, so each is stored once: an image
/// drawn at three times its pixel size takes a third of the memory.
package struct LocalMask: Sendable {
    package let width: Int
    package let height: Int
    package let wordsPerRow: Int
    /// The stored rows, `wordsPerRow` words each.
    package let bits: [UInt64]
    /// For each row of the rect, the stored row it equals.
    package let rowOf: [Int32]
    package let count: Int

    /// The rule over the classes' whole rect, decided row class by row class with no table: at
    /// most one layer (the common case) by `SingleLayerRows`, several by `LayeredRows`.
    package init?(columns: AxisClasses, rows: AxisClasses, layers: [AlphaLayer], rule: TableRule) {
        guard layers.count <= 1 else {
            let layered = LayeredRows(columns: columns, rows: rows, layers: layers, rule: rule)
            let active = layered.activeLayers()
            let rect = PixelRect(columns: columns.range, rows: rows.range)
            let cc = max(1, columns.classCount)
            self = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: cc) { scratch in
                withUnsafeTemporaryAllocation(of: Double.self, capacity: cc) { acc in
                    LocalMask(columns: columns, rows: rows, over: rect) { r in
                        layered.decide(row: r, layers: active[r], into: scratch.baseAddress!, acc: acc.baseAddress!)
                        return UnsafePointer(scratch.baseAddress!)
                    }
                }
            }
            return
        }
        let single = SingleLayerRows(columns: columns, rows: rows, layer: layers.first, rule: rule)
        let rect = PixelRect(columns: columns.range, rows: rows.range)
        self = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, columns.classCount)) { scratch in
            single.withTables { tables in
                LocalMask(columns: columns, rows: rows, over: rect) { r in
                    single.decide(row: r, into: scratch.baseAddress!, with: tables)
                    return UnsafePointer(scratch.baseAddress!)
                }
            }
        }
    }

    /// The table's predicate over `rect` (its whole rect when nil).
    package init(_ table: ClassTable, over rect: PixelRect? = nil) {
        let cc = table.columns.classCount
        self = table.table.withUnsafeBufferPointer { decided in
            LocalMask(
                columns: table.columns, rows: table.rows,
                over: rect ?? PixelRect(columns: table.columns.range, rows: table.rows.range)
            ) { r in
                decided.baseAddress! + r * cc
            }
        }
    }

    /// Bits of `rect` (inside the classes' rect) from the decisions of each row class, one byte
    /// (0 or 1) per column class. Each row class is decided once and copied to its other rows;
    /// when every column class is one column wide, eight decisions become eight bits at a time.
    private init(
        columns: AxisClasses, rows: AxisClasses, over rect: PixelRect, decisions: (Int) -> UnsafePointer<UInt8>
    ) {
        width = rect.columns.count
        height = rect.rows.count
        let words = (width + 63) >> 6
        wordsPerRow = words
        let cc = columns.classCount
        let unit = rect.columns == columns.range && cc == width
        // Otherwise column class c covers local columns runStart[c] ..< runEnd[c] (its run, clipped
        // to `rect`). The classes that meet `rect` are consecutive: `live`.
        let (runStart, runEnd, live) = unit ? ([], [], 0..<0) : LocalMask.columnRuns(columns, over: rect)
        let (rowOf, stored) = LocalMask.storedRows(rows, over: rect)
        var bits = [UInt64](repeating: 0, count: words * stored)
        bits.withUnsafeMutableBufferPointer { b in
            guard let base = b.baseAddress else { return }
            var previousRow = -1
            for (y, j) in rect.rows.enumerated() where Int(rowOf[y]) != previousRow {
                previousRow = Int(rowOf[y])
                let row = base + previousRow * words
                let decided = decisions(rows.cls(j))
                if unit {
                    BitSpans.pack(decided, count: cc, into: row)
                    continue
                }
                // Each run of live classes decided 1 is one span.
                var c = live.lowerBound
                while true {
                    c = LocalMask.next(decided, end: live.upperBound, from: c, differingFrom: 0)
                    guard c < live.upperBound else { break }
                    let first = c
                    c = LocalMask.next(decided, end: live.upperBound, from: c, differingFrom: 1)
                    BitSpans.set(row, columns: runStart[first]..<runEnd[c - 1])
                }
            }
        }
        count = LocalMask.bitCount(bits, rowOf: rowOf, stored: stored, wordsPerRow: words)
        self.bits = bits
        self.rowOf = rowOf
    }

    /// The local columns each column class covers (its run, clipped to `rect`), and the classes
    /// that meet `rect`, which are consecutive.
    private static func columnRuns(
        _ columns: AxisClasses, over rect: PixelRect
    ) -> (start: [Int], end: [Int], live: Range<Int>) {
        let cc = columns.classCount
        var runStart = [Int](repeating: 0, count: cc)
        var runEnd = runStart
        var start = columns.range.lowerBound
        var first = cc
        var end = 0
        for c in 0..<cc {
            let lo = max(start, rect.columns.lowerBound)
            let hi = min(start + columns.counts[c], rect.columns.upperBound)
            if lo < hi {
                (runStart[c], runEnd[c]) = (lo - rect.columns.lowerBound, hi - rect.columns.lowerBound)
                (first, end) = (min(first, c), c + 1)
            }
            start += columns.counts[c]
        }
        return (runStart, runEnd, first < end ? first..<end : 0..<0)
    }

    /// For each row of `rect`, the stored row it equals, and how many rows are stored. Row classes
    /// are runs of consecutive rows, so a new stored row starts wherever the class changes.
    private static func storedRows(_ rows: AxisClasses, over rect: PixelRect) -> (rowOf: [Int32], stored: Int) {
        var rowOf = [Int32](repeating: 0, count: rect.rows.count)
        var stored = 0
        var previousClass = -1
        for (y, j) in rect.rows.enumerated() {
            let r = rows.cls(j)
            if r != previousClass {
                stored += 1
                previousClass = r
            }
            rowOf[y] = Int32(stored - 1)
        }
        return (rowOf, stored)
    }

    /// The set bits of the mask: each stored row's, counted once and added for every row it stands for.
    private static func bitCount(_ bits: [UInt64], rowOf: [Int32], stored: Int, wordsPerRow words: Int) -> Int {
        var rowCounts = [Int](repeating: 0, count: stored)
        bits.withUnsafeBufferPointer { all in
            for n in 0..<stored { rowCounts[n] = Int(hitlint_bitcount(all.baseAddress.map { $0 + n * words }, words)) }
        }
        return rowOf.reduce(0) { $0 + rowCounts[Int($1)] }
    }

    /// The first index from `start` (below `end`) whose decision (0 or 1) is not `value`, or
    /// `end`. Shapes decide long runs alike, so eight decisions are skipped at a time while they
    /// all equal `value`.
    @inline(__always)
    package static func next(_ decided: UnsafePointer<UInt8>, end: Int, from start: Int, differingFrom value: UInt8)
        -> Int
    {
        var c = start
        let all = UInt64(value) &* 0x0101_0101_0101_0101
        let raw = UnsafeRawPointer(decided)
        while c &+ 8 <= end, raw.loadUnaligned(fromByteOffset: c, as: UInt64.self) == all { c &+= 8 }
        while c < end, decided[c] == value { c &+= 1 }
        return c
    }
}
