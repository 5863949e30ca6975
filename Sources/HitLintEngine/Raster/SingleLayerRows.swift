/// Decides a table rule over at most one layer, a row class at a time. With one layer the
/// outcome of a cell depends only on its alpha byte (the larger of the image and background
/// texels) and on whether it lies in the layer's fill area, so two 256-entry tables, computed
/// with the formula of `AlphaLayer.value(at:)`, decide every cell: no per-cell arithmetic.
package struct SingleLayerRows {
    package let columns: AxisClasses
    package let rows: AxisClasses
    private let layer: AlphaLayer?
    /// What a column class asks of a row: see `Column`.
    private let columnKind: [UInt8]
    /// Per column class: the texel column of the image and of the background (-1: none).
    private let imageColumn: [Int]
    private let backgroundColumn: [Int]
    /// The decision by alpha byte, in the fill area and outside it.
    private let inFill: [UInt8]
    private let outOfFill: [UInt8]
    /// The decision where the layer adds nothing (clipped away, or no layer).
    private let nothing: UInt8
    /// `.pointInside`: cells outside the zone (the enlarged margin) always hit.
    private let marginHits: Bool
    /// `.pointInside` of a rectangular view: every cell hits.
    private let everywhere: Bool
    /// The columns cut into segments: runs of columns that read consecutive image texels (same
    /// kind, no background texel), where a row's decisions are one comparison per byte, and the rest.
    private let segments: [(columns: Range<Int>, consecutive: Bool)]
    /// The byte from which `inFill` and `outOfFill` decide 1 (they are steps: the alpha is
    /// non-decreasing in the byte), or nil when a table is not a step.
    private let inFillCut: Int?
    private let outOfFillCut: Int?

    /// Column kinds: the margin (hits), clipped away, inside the layer's clip (outside or inside its bounds).
    private enum Column {
        static let margin: UInt8 = 0, clipped: UInt8 = 1, unfilled: UInt8 = 2, filled: UInt8 = 3
    }

    package init(columns: AxisClasses, rows: AxisClasses, layer: AlphaLayer?, rule: TableRule) {
        self.columns = columns
        self.rows = rows
        self.layer = layer
        let decide: (Double) -> Bool
        switch rule {
        case .pointInside(let rectangular, let compare, let threshold):
            (marginHits, everywhere) = (true, rectangular)
            decide = { compare.passes($0, threshold) }
        case .visible(let threshold):
            (marginHits, everywhere) = (false, false)
            decide = { $0 >= threshold }
        }
        let (fill, opacity) = (layer?.fill ?? 0, layer?.opacity ?? 1)
        func value(_ byte: Int, _ inFill: Bool) -> Double {
            var v = Double(byte) / 255
            if inFill { v = max(v, fill) }
            return v * opacity
        }
        inFill = (0..<256).map { decide(value($0, true)) ? 1 : 0 }
        outOfFill = (0..<256).map { decide(value($0, false)) ? 1 : 0 }
        nothing = decide(0) ? 1 : 0
        let cc = columns.classCount
        var kind = [UInt8](repeating: Column.clipped, count: cc)
        var imageColumn = [Int](repeating: -1, count: cc)
        var backgroundColumn = [Int](repeating: -1, count: cc)
        for c in 0..<cc {
            if marginHits, !columns.inZone(c) {
                kind[c] = Column.margin
                continue
            }
            guard layer != nil else { continue }
            let flags = columns.flags(c, layer: 0)
            guard flags & 2 != 0 else { continue }
            kind[c] = flags & 1 != 0 ? Column.filled : Column.unfilled
            if layer?.image != nil { imageColumn[c] = columns.imageTexel(c, layer: 0) }
            if layer?.background != nil { backgroundColumn[c] = columns.backgroundTexel(c, layer: 0) }
        }
        (columnKind, self.imageColumn, self.backgroundColumn) = (kind, imageColumn, backgroundColumn)
        var segments: [(columns: Range<Int>, consecutive: Bool)] = []
        var c = 0
        while c < cc {
            let start = c
            let reads = { (c: Int) in kind[c] >= Column.unfilled && imageColumn[c] >= 0 && backgroundColumn[c] < 0 }
            if reads(c) {
                c += 1
                while c < cc, reads(c), kind[c] == kind[start], imageColumn[c] == imageColumn[c - 1] + 1 { c += 1 }
                segments.append((start..<c, true))
            } else {
                while c < cc, !reads(c) { c += 1 }
                segments.append((start..<c, false))
            }
        }
        self.segments = segments
        inFillCut = SingleLayerRows.cut(of: inFill)
        outOfFillCut = SingleLayerRows.cut(of: outOfFill)
    }

    /// The byte where a 0/1 table steps from 0 to 1 (256: never), or nil when it is not a step.
    package static func cut(of table: [UInt8]) -> Int? {
        let cut = table.firstIndex(of: 1) ?? 256
        return table[cut...].allSatisfy { $0 == 1 } ? cut : nil
    }

    /// The tables `decide` reads, bound once for all the rows of a mask (binding them per row
    /// cost more than deciding a row: a retain and release each).
    package struct Bound {
        fileprivate let image, background: UnsafeBufferPointer<UInt8>
        fileprivate let kind: UnsafeBufferPointer<UInt8>
        fileprivate let imageColumn, backgroundColumn: UnsafeBufferPointer<Int>
        fileprivate let inFill, outOfFill: UnsafeBufferPointer<UInt8>
    }

    /// Calls `body` with the tables bound; `decide(row:into:with:)` takes them.
    package func withTables<R>(_ body: (Bound) throws -> R) rethrows -> R {
        let imagePlane = layer?.image?.image.alpha ?? [0]
        let backgroundPlane = layer?.background?.image.alpha ?? [0]
        return try imagePlane.withUnsafeBufferPointer { image in
            try backgroundPlane.withUnsafeBufferPointer { background in
                try columnKind.withUnsafeBufferPointer { kind in
                    try imageColumn.withUnsafeBufferPointer { ic in
                        try backgroundColumn.withUnsafeBufferPointer { bc in
                            try inFill.withUnsafeBufferPointer { inFill in
                                try outOfFill.withUnsafeBufferPointer { outOfFill in
                                    try body(
                                        Bound(
                                            image: image, background: background, kind: kind, imageColumn: ic,
                                            backgroundColumn: bc,
                                            inFill: inFill, outOfFill: outOfFill))
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Writes the decisions of row class `r`, one byte (0 or 1) per column class, to `out`.
    package func decide(row r: Int, into out: UnsafeMutablePointer<UInt8>, with tables: Bound) {
        let cc = columns.classCount
        if everywhere || (marginHits && !rows.inZone(r)) {
            out.update(repeating: 1, count: cc)
            return
        }
        let kind = tables.kind
        let flags = layer == nil ? 0 : rows.flags(r, layer: 0)
        let rowInFill = flags & 1 != 0
        guard flags & 2 != 0, layer != nil else {
            // The layer adds nothing on this row: only the margin differs.
            for c in 0..<cc { out[c] = kind[c] == Column.margin ? 1 : nothing }
            return
        }
        let (image, background, ic, bc, outOfFill) = (
            tables.image, tables.background, tables.imageColumn, tables.backgroundColumn, tables.outOfFill
        )
        let imageRow =
            layer?.image.map { rows.imageTexel(r, layer: 0) >= 0 ? rows.imageTexel(r, layer: 0) * $0.image.width : -1 }
            ?? -1
        let backgroundRow =
            layer?.background.map {
                rows.backgroundTexel(r, layer: 0) >= 0 ? rows.backgroundTexel(r, layer: 0) * $0.image.width : -1
            } ?? -1
        let filled = rowInFill ? tables.inFill : outOfFill
        let filledCut = rowInFill ? inFillCut : outOfFillCut
        for (columns, consecutive) in segments {
            let cut = kind[columns.lowerBound] == Column.filled ? filledCut : outOfFillCut
            if consecutive, imageRow >= 0, let cut {
                // One comparison per byte, over consecutive texels: vectorizes.
                let bytes = image.baseAddress! + imageRow + ic[columns.lowerBound]
                let target = out + columns.lowerBound
                let cutByte = UInt8(clamping: cut)
                if cut > 255 {
                    target.update(repeating: 0, count: columns.count)
                } else {
                    for k in 0..<columns.count { target[k] = bytes[k] >= cutByte ? 1 : 0 }
                }
                continue
            }
            for c in columns {
                switch kind[c] {
                case Column.margin: out[c] = 1
                case Column.clipped: out[c] = nothing
                default:
                    var byte: UInt8 = 0
                    if imageRow >= 0, ic[c] >= 0 { byte = image[imageRow + ic[c]] }
                    if backgroundRow >= 0, bc[c] >= 0 { byte = max(byte, background[backgroundRow + bc[c]]) }
                    out[c] = (kind[c] == Column.filled ? filled : outOfFill)[Int(byte)]
                }
            }
        }
    }
}
