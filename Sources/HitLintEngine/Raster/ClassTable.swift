import HitLintCore
import HitLintInput

/// What a class table decides for each (row class, column class).
package enum TableRule {
    /// `pointInside` (docs/manifest.md, "Hit-testing") over a view's enlarged bounds: outside the zone (its bounds) the
    /// margin always hits; inside, a rectangular view hits, a shaped one compares its alpha.
    case pointInside(rectangular: Bool, compare: AlphaComparison, threshold: Double)
    /// docs/manifest.md, "What the user sees": the visual alpha reaches `visibleAlpha`.
    case visible(threshold: Double)
}

/// A predicate over a pixel rect, tabulated by row and column class.
package struct ClassTable {
    package let columns: AxisClasses
    package let rows: AxisClasses
    /// 1 where the predicate holds, indexed `rowClass * columnClasses + columnClass`.
    package let table: [UInt8]

    /// Most table entries built; past it callers evaluate a smaller rect.
    package static let maxEntries = 64 * 1024 * 1024

    /// Builds the table when it fits the budget. `layers` are composited back to front;
    /// `zone` is the tested view's own bounds (for `.pointInside`).
    package init?(rect: PixelRect, lattice: PixelLattice, layers: [AlphaLayer], zone: Rect? = nil, rule: TableRule) {
        let (columns, rows) = ClassTable.classes(rect: rect, lattice: lattice, layers: layers, zone: zone)
        self.init(columns: columns, rows: rows, layers: layers, rule: rule)
    }

    /// The column and row classes of `rect`: cheap (one pass per axis), and what the table depends on.
    package static func classes(rect: PixelRect, lattice: PixelLattice, layers: [AlphaLayer], zone: Rect?) -> (
        AxisClasses, AxisClasses
    ) {
        var memo = AxisMemo()
        return classes(rect: rect, lattice: lattice, layers: layers, zone: zone, memo: &memo)
    }

    /// The same, through `memo`.
    package static func classes(
        rect: PixelRect, lattice: PixelLattice, layers: [AlphaLayer], zone: Rect?, memo: inout AxisMemo
    ) -> (
        AxisClasses, AxisClasses
    ) {
        (
            memo.classes(
                AxisClasses.Input(
                    range: rect.columns, scale: lattice.scale, layers: layers, horizontal: true,
                    zone: zone.map { ($0.x, $0.maxX) })),
            memo.classes(
                AxisClasses.Input(
                    range: rect.rows, scale: lattice.scale, layers: layers, horizontal: false,
                    zone: zone.map { ($0.y, $0.maxY) }))
        )
    }

    package init?(columns: AxisClasses, rows: AxisClasses, layers: [AlphaLayer], rule: TableRule) {
        let (cc, rc) = (columns.classCount, rows.classCount)
        let (entries, overflow) = cc.multipliedReportingOverflow(by: rc)
        guard !overflow, entries <= ClassTable.maxEntries else { return nil }
        var table = [UInt8](repeating: 0, count: entries)
        ClassTable.fill(&table, layers, columns: columns, rows: rows, rule: rule)
        self.columns = columns
        self.rows = rows
        self.table = table
    }

    /// Decides every (row class, column class) cell: at most one layer by `SingleLayerRows`,
    /// several by `LayeredRows`. Must agree with `AlphaLayer.value(at:)` and `composite(_:at:)`.
    package static func fill(
        _ table: inout [UInt8], _ layers: [AlphaLayer], columns: AxisClasses, rows: AxisClasses, rule: TableRule
    ) {
        let (cc, rc) = (columns.classCount, rows.classCount)
        if layers.count <= 1 {
            let single = SingleLayerRows(columns: columns, rows: rows, layer: layers.first, rule: rule)
            table.withUnsafeMutableBufferPointer { out in
                single.withTables { tables in
                    for r in 0..<rc { single.decide(row: r, into: out.baseAddress! + r * cc, with: tables) }
                }
            }
            return
        }
        let layered = LayeredRows(columns: columns, rows: rows, layers: layers, rule: rule)
        let active = layered.activeLayers()
        table.withUnsafeMutableBufferPointer { out in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: max(1, cc)) { acc in
                for r in 0..<rc {
                    layered.decide(row: r, layers: active[r], into: out.baseAddress! + r * cc, acc: acc.baseAddress!)
                }
            }
        }
    }

    /// Number of pixels of `rect` (inside the table's rect) where the predicate holds.
    package func count(in rect: PixelRect) -> Int {
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
