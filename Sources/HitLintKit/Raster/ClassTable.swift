/// What a class table decides for each (row class, column class).
enum TableRule {
    /// `pointInside` (docs/manifest.md, "Hit-testing") over a view's enlarged bounds: outside the zone (its bounds) the
    /// margin always hits; inside, a rectangular view hits, a shaped one compares its alpha.
    case pointInside(rectangular: Bool, compare: AlphaComparison, threshold: Double)
    /// docs/manifest.md, "What the user sees": the visual alpha reaches `visibleAlpha`.
    case visible(threshold: Double)
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
    /// `zone` is the tested view's own bounds (for `.pointInside`).
    init?(rect: PixelRect, lattice: PixelLattice, layers: [AlphaLayer], zone: Rect? = nil, rule: TableRule) {
        let (columns, rows) = ClassTable.classes(rect: rect, lattice: lattice, layers: layers, zone: zone)
        self.init(columns: columns, rows: rows, layers: layers, rule: rule)
    }

    /// The column and row classes of `rect`: cheap (one pass per axis), and what the table depends on.
    static func classes(rect: PixelRect, lattice: PixelLattice, layers: [AlphaLayer], zone: Rect?) -> (AxisClasses, AxisClasses) {
        var memo = AxisMemo()
        return classes(rect: rect, lattice: lattice, layers: layers, zone: zone, memo: &memo)
    }

    /// The same, through `memo`.
    static func classes(rect: PixelRect, lattice: PixelLattice, layers: [AlphaLayer], zone: Rect?, memo: inout AxisMemo) -> (
        AxisClasses, AxisClasses
    ) {
        (
            memo.classes(
                AxisClasses.Input(
                    range: rect.columns, scale: lattice.scale, layers: layers, horizontal: true, zone: zone.map { ($0.x, $0.maxX) })),
            memo.classes(
                AxisClasses.Input(
                    range: rect.rows, scale: lattice.scale, layers: layers, horizontal: false, zone: zone.map { ($0.y, $0.maxY) }))
        )
    }

    init?(columns: AxisClasses, rows: AxisClasses, layers: [AlphaLayer], rule: TableRule) {
        let (cc, rc) = (columns.classCount, rows.classCount)
        let (entries, overflow) = cc.multipliedReportingOverflow(by: rc)
        guard !overflow, entries <= ClassTable.maxEntries else { return nil }
        var table = [UInt8](repeating: 0, count: entries)
        ClassTable.fill(&table, layers, columns: columns, rows: rows, rule: rule)
        self.columns = columns
        self.rows = rows
        self.table = table
    }

    /// Decides every (row class, column class) cell. At most one layer: `SingleLayerRows`.
    /// Several: per layer, the texel offsets are computed once per class and the alpha planes
    /// are read from one contiguous buffer, so the inner loop copies no structures. Must agree
    /// with `AlphaLayer.value(at:)` and `composite(_:at:)`.
    static func fill(_ table: inout [UInt8], _ layers: [AlphaLayer], columns: AxisClasses, rows: AxisClasses, rule: TableRule) {
        let (cc, rc, n) = (columns.classCount, rows.classCount, layers.count)
        if n <= 1 {
            let single = SingleLayerRows(columns: columns, rows: rows, layer: layers.first, rule: rule)
            table.withUnsafeMutableBufferPointer { out in
                single.withTables { tables in
                    for r in 0..<rc { single.decide(row: r, into: out.baseAddress! + r * cc, with: tables) }
                }
            }
            return
        }
        var planes: [UInt8] = [0]
        // Per layer and row class: offset of the texel row in `planes` (-1: outside); per column class: the texel column.
        var imageRow = [Int](repeating: -1, count: n * rc)
        var backgroundRow = [Int](repeating: -1, count: n * rc)
        var imageColumn = [Int](repeating: -1, count: n * cc)
        var backgroundColumn = [Int](repeating: -1, count: n * cc)
        for (l, layer) in layers.enumerated() {
            if let placed = layer.image {
                let base = planes.count
                planes += placed.image.alpha
                for r in 0..<rc where rows.imageTexel(r, layer: l) >= 0 {
                    imageRow[l * rc + r] = base + rows.imageTexel(r, layer: l) * placed.image.width
                }
                for c in 0..<cc { imageColumn[l * cc + c] = columns.imageTexel(c, layer: l) }
            }
            if let placed = layer.background {
                let base = planes.count
                planes += placed.image.alpha
                for r in 0..<rc where rows.backgroundTexel(r, layer: l) >= 0 {
                    backgroundRow[l * rc + r] = base + rows.backgroundTexel(r, layer: l) * placed.image.width
                }
                for c in 0..<cc { backgroundColumn[l * cc + c] = columns.backgroundTexel(c, layer: l) }
            }
        }
        let fills = layers.map(\.fill)
        let opacities = layers.map(\.opacity)
        func decide(_ acc: Double) -> Bool {
            switch rule {
            case .pointInside(_, let compare, let threshold): return compare.passes(acc, threshold)
            case .visible(let threshold): return acc >= threshold
            }
        }
        planes.withUnsafeBufferPointer { alpha in
            table.withUnsafeMutableBufferPointer { out in
                for r in 0..<rc {
                    for c in 0..<cc {
                        if case .pointInside(let rectangular, _, _) = rule, rectangular || !(rows.inZone(r) && columns.inZone(c)) {
                            out[r * cc + c] = 1  // a rectangular view, or the enlarged margin
                            continue
                        }
                        var acc = 0.0
                        for l in 0..<n {
                            let (rf, cf) = (rows.flags(r, layer: l), columns.flags(c, layer: l))
                            guard rf & 2 != 0, cf & 2 != 0 else { continue }  // clipped away: adds nothing
                            var byte: UInt8 = 0
                            let (ir, ic) = (imageRow[l * rc + r], imageColumn[l * cc + c])
                            if ir >= 0, ic >= 0 { byte = alpha[ir + ic] }
                            let (br, bc) = (backgroundRow[l * rc + r], backgroundColumn[l * cc + c])
                            if br >= 0, bc >= 0 { byte = max(byte, alpha[br + bc]) }
                            var value = Double(byte) / 255
                            if rf & 1 != 0, cf & 1 != 0 { value = max(value, fills[l]) }
                            value *= opacities[l]
                            acc = value + acc * (1 - value)
                        }
                        if decide(acc) { out[r * cc + c] = 1 }
                    }
                }
            }
        }
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
