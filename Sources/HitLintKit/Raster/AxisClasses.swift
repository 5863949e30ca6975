/// Splits one axis of a pixel rect (its columns, or its rows) into classes of indices that
/// sample alike: the same texel of every image and the same side of every edge. A view's
/// alpha is then a small table over (row class, column class) instead of a per-pixel
/// computation, and a count over a huge off-screen rect is a sum of products.
struct AxisClasses {
    let range: Range<Int>
    /// Class of each index of `range` (offset by `range.lowerBound`).
    let classOf: [Int32]
    /// How many indices each class has.
    let counts: [Int]
    /// The key of each class: per layer, [flags, image texel, background texel], then the extra keys.
    let keys: [[Int32]]
    static let stride = 3

    /// `extra` gives the zone keys of the view itself (e.g. inside its bounds or in the enlarged margin).
    init(range: Range<Int>, centre: (Int) -> Double, layers: [AlphaLayer], horizontal: Bool, extra: [(Double) -> Int32]) {
        self.range = range
        var classOf = [Int32](repeating: 0, count: range.count)
        var counts: [Int] = []
        var keys: [[Int32]] = []
        var lookup: [[Int32]: Int32] = [:]
        var key = [Int32](repeating: 0, count: layers.count * AxisClasses.stride + extra.count)
        var previous: [Int32]? = nil
        var previousClass: Int32 = 0
        for index in range {
            let c = centre(index)
            for (n, layer) in layers.enumerated() {
                let (lo, hi) = horizontal ? (layer.bounds.x, layer.bounds.maxX) : (layer.bounds.y, layer.bounds.maxY)
                var flags: Int32 = (lo <= c && c < hi) ? 1 : 0
                if let clip = layer.clip {
                    let (clo, chi) = horizontal ? (clip.x, clip.maxX) : (clip.y, clip.maxY)
                    if clo <= c && c < chi { flags |= 2 }
                } else {
                    flags |= 2
                }
                key[n * 3] = flags
                key[n * 3 + 1] = Int32(layer.image.map { horizontal ? $0.column(atX: c) : $0.row(atY: c) } ?? -1)
                key[n * 3 + 2] = Int32(layer.background.map { horizontal ? $0.column(atX: c) : $0.row(atY: c) } ?? -1)
            }
            for (n, zone) in extra.enumerated() { key[layers.count * 3 + n] = zone(c) }
            let cls: Int32
            if let previous, previous == key {
                cls = previousClass
            } else if let existing = lookup[key] {
                cls = existing
            } else {
                cls = Int32(keys.count)
                lookup[key] = cls
                keys.append(key)
                counts.append(0)
            }
            classOf[index - range.lowerBound] = cls
            counts[Int(cls)] += 1
            previous = key
            previousClass = cls
        }
        self.classOf = classOf
        self.counts = counts
        self.keys = keys
    }

    var classCount: Int { keys.count }

    @inline(__always)
    func cls(_ index: Int) -> Int { Int(classOf[index - range.lowerBound]) }
}

/// A predicate over a pixel rect, tabulated by row and column class.
struct ClassTable {
    let columns: AxisClasses
    let rows: AxisClasses
    /// 1 where the predicate holds, indexed `rowClass * columnClasses + columnClass`.
    let table: [UInt8]

    /// Most table entries built; past it callers evaluate a smaller rect.
    static let maxEntries = 64 * 1024 * 1024

    /// Builds the table when it fits the budget. `layers` are composited back to front;
    /// `decide` gets the row and column keys' extra zones and the composited alpha.
    init?(rect: PixelRect, lattice: PixelLattice, layers: [AlphaLayer],
          xZones: [(Double) -> Int32] = [], yZones: [(Double) -> Int32] = [],
          decide: (_ rowZones: ArraySlice<Int32>, _ columnZones: ArraySlice<Int32>, _ alpha: () -> Double) -> Bool) {
        let columns = AxisClasses(range: rect.columns, centre: lattice.centre, layers: layers, horizontal: true, extra: xZones)
        let rows = AxisClasses(range: rect.rows, centre: lattice.centre, layers: layers, horizontal: false, extra: yZones)
        let (cc, rc) = (columns.classCount, rows.classCount)
        guard cc.multipliedReportingOverflow(by: rc).partialValue <= ClassTable.maxEntries,
              !cc.multipliedReportingOverflow(by: rc).overflow else { return nil }
        var table = [UInt8](repeating: 0, count: cc * rc)
        let zoneStart = layers.count * AxisClasses.stride
        for r in 0..<rc {
            let rowKey = rows.keys[r]
            for c in 0..<cc {
                let columnKey = columns.keys[c]
                let alpha = { ClassTable.composite(layers, rowKey: rowKey, columnKey: columnKey) }
                if decide(rowKey[zoneStart...], columnKey[zoneStart...], alpha) { table[r * cc + c] = 1 }
            }
        }
        self.columns = columns
        self.rows = rows
        self.table = table
    }

    /// The composited alpha of a (row class, column class) cell; must agree with `AlphaLayer.value(at:)`.
    static func composite(_ layers: [AlphaLayer], rowKey: [Int32], columnKey: [Int32]) -> Double {
        var acc = 0.0
        for (n, layer) in layers.enumerated() {
            let (rf, cf) = (rowKey[n * 3], columnKey[n * 3])
            var value = 0.0
            if rf & 2 != 0, cf & 2 != 0 { // inside the clip
                if rf & 1 != 0, cf & 1 != 0 { value = layer.fill }
                if let background = layer.background {
                    value = max(value, background.alpha(column: Int(columnKey[n * 3 + 2]), row: Int(rowKey[n * 3 + 2])))
                }
                if let image = layer.image {
                    value = max(value, image.alpha(column: Int(columnKey[n * 3 + 1]), row: Int(rowKey[n * 3 + 1])))
                }
                value *= layer.opacity
            }
            acc = value + acc * (1 - value)
        }
        return acc
    }

    @inline(__always)
    func holds(column i: Int, row j: Int) -> Bool {
        table[rows.cls(j) * columns.classCount + columns.cls(i)] != 0
    }

    /// Number of pixels of `rect` (inside the table's rect) where the predicate holds.
    func count(in rect: PixelRect) -> Int {
        let sub = rect.intersection(PixelRect(columns: columns.range, rows: rows.range))
        if sub.isEmpty { return 0 }
        var columnCounts = [Int](repeating: 0, count: columns.classCount)
        for i in sub.columns { columnCounts[columns.cls(i)] += 1 }
        var rowCounts = [Int](repeating: 0, count: rows.classCount)
        for j in sub.rows { rowCounts[rows.cls(j)] += 1 }
        var total = 0
        for r in 0..<rows.classCount where rowCounts[r] > 0 {
            var sum = 0
            for c in 0..<columns.classCount where table[r * columns.classCount + c] != 0 { sum += columnCounts[c] }
            total += sum * rowCounts[r]
        }
        return total
    }
}
