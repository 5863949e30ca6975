/// Splits one axis of a pixel rect (its columns, or its rows) into classes of indices that
/// sample alike: the same texel of every image, the same side of every edge. A view's alpha is
/// then a small table over (row class, column class) instead of a per-pixel computation, and a
/// count over a huge off-screen rect is a sum of products.
struct AxisClasses {
    let range: Range<Int>
    /// Class of each index of `range` (offset by `range.lowerBound`).
    let classOf: [Int32]
    /// How many indices each class has.
    let counts: [Int]
    /// Per class and layer: bit 0 inside the layer's bounds, bit 1 inside its clip.
    let flags: [UInt8]
    /// Per class and layer: the image texel (-1 outside) and the background texel.
    let imageTexel: [Int32]
    let backgroundTexel: [Int32]
    /// Per class: inside the zone (the tested view's own bounds).
    let inZone: [Bool]

    /// The raw keys of the classes (flags, image texel, background texel per layer, then the
    /// zone flag), and the length of each class's run: together they determine the table, so
    /// they make an exact cache key.
    let keys: [Int32]

    /// Classes are runs of consecutive indices with equal keys: sampling is monotonic along an
    /// axis, so equal keys rarely recur apart, and a recurrence only costs one more class.
    init(range: Range<Int>, centre: (Int) -> Double, layers: [AlphaLayer], horizontal: Bool, zone: (Double, Double)?) {
        self.range = range
        let stride = layers.count * 3 + 1
        var classOf = [Int32](repeating: 0, count: range.count)
        var counts: [Int] = []
        var keys: [Int32] = []
        var key = [Int32](repeating: 0, count: stride)
        var previous = [Int32](repeating: Int32.min, count: stride)
        // Each layer's geometry on this axis, as plain numbers (no struct copies per index).
        struct Axis {
            let lo, hi: Double
            let clipLo, clipHi: Double
            let hasClip: Bool
            let image: (origin: Double, extent: Double, count: Int)?
            let background: (origin: Double, extent: Double, count: Int)?
        }
        let axes: [Axis] = layers.map { layer in
            let (lo, hi) = horizontal ? (layer.bounds.x, layer.bounds.maxX) : (layer.bounds.y, layer.bounds.maxY)
            let clip = layer.clip.map { horizontal ? ($0.x, $0.maxX) : ($0.y, $0.maxY) }
            func sampling(_ placed: PlacedImage?) -> (Double, Double, Int)? {
                placed.map { horizontal ? ($0.rect.x, $0.rect.width, $0.image.width) : ($0.rect.y, $0.rect.height, $0.image.height) }
            }
            return Axis(lo: lo, hi: hi, clipLo: clip?.0 ?? 0, clipHi: clip?.1 ?? 0, hasClip: clip != nil,
                        image: sampling(layer.image), background: sampling(layer.background))
        }
        let (zoneLo, zoneHi) = zone ?? (-Double.infinity, Double.infinity)
        for index in range {
            let c = centre(index)
            for n in 0..<axes.count {
                let axis = axes[n]
                var flags: Int32 = (axis.lo <= c && c < axis.hi) ? 1 : 0
                if !axis.hasClip || (axis.clipLo <= c && c < axis.clipHi) { flags |= 2 }
                key[n * 3] = flags
                key[n * 3 + 1] = axis.image.map { Int32(PlacedImage.texel(c, origin: $0.origin, extent: $0.extent, count: $0.count)) } ?? -1
                key[n * 3 + 2] = axis.background.map { Int32(PlacedImage.texel(c, origin: $0.origin, extent: $0.extent, count: $0.count)) } ?? -1
            }
            key[stride - 1] = zoneLo <= c && c < zoneHi ? 1 : 0
            if counts.isEmpty || key != previous {
                counts.append(0)
                keys += key
                previous = key
            }
            classOf[index - range.lowerBound] = Int32(counts.count - 1)
            counts[counts.count - 1] += 1
        }
        self.classOf = classOf
        self.counts = counts
        self.keys = keys
        var flags: [UInt8] = [], imageTexel: [Int32] = [], backgroundTexel: [Int32] = [], inZone: [Bool] = []
        for cls in 0..<counts.count {
            let base = cls * stride
            for n in 0..<layers.count {
                flags.append(UInt8(keys[base + n * 3]))
                imageTexel.append(keys[base + n * 3 + 1])
                backgroundTexel.append(keys[base + n * 3 + 2])
            }
            inZone.append(keys[base + stride - 1] != 0)
        }
        self.flags = flags
        self.imageTexel = imageTexel
        self.backgroundTexel = backgroundTexel
        self.inZone = inZone
    }

    var classCount: Int { counts.count }

    @inline(__always)
    func cls(_ index: Int) -> Int { Int(classOf[index - range.lowerBound]) }
}

/// What a class table decides for each (row class, column class).
enum TableRule {
    /// SPEC 2.4's pointInside over a view's enlarged bounds: outside the zone (its bounds) the
    /// margin always hits; inside, a rectangular view hits, a shaped one compares its alpha.
    case pointInside(rectangular: Bool, compare: AlphaComparison, threshold: Double)
    /// SPEC 2.5: the visual alpha reaches `visibleAlpha`.
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
        (AxisClasses(range: rect.columns, centre: lattice.centre, layers: layers, horizontal: true, zone: zone.map { ($0.x, $0.maxX) }),
         AxisClasses(range: rect.rows, centre: lattice.centre, layers: layers, horizontal: false, zone: zone.map { ($0.y, $0.maxY) }))
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

    /// Decides every (row class, column class) cell. Per layer, the texel offsets are computed
    /// once per class and the alpha planes are read from one contiguous buffer, so the inner
    /// loop copies no structures. Must agree with `AlphaLayer.value(at:)` and `composite(_:at:)`.
    static func fill(_ table: inout [UInt8], _ layers: [AlphaLayer], columns: AxisClasses, rows: AxisClasses, rule: TableRule) {
        let (cc, rc, n) = (columns.classCount, rows.classCount, layers.count)
        // Several layers read their alpha planes from one concatenated buffer; a single layer (the
        // common case) reads its images' own planes, with no copy.
        var planes: [UInt8] = [0]
        var imagePlane: [UInt8] = [0], backgroundPlane: [UInt8] = [0]
        func place(_ alpha: [UInt8], into single: inout [UInt8]) -> Int {
            if n == 1 { single = alpha; return 0 }
            defer { planes += alpha }
            return planes.count
        }
        // Per layer and row class: offset of the texel row in its plane (-1: outside); per column class: the texel column.
        var imageRow = [Int](repeating: -1, count: n * rc), backgroundRow = [Int](repeating: -1, count: n * rc)
        var imageColumn = [Int](repeating: -1, count: n * cc), backgroundColumn = [Int](repeating: -1, count: n * cc)
        for (l, layer) in layers.enumerated() {
            if let placed = layer.image {
                let base = place(placed.image.alpha, into: &imagePlane)
                for r in 0..<rc where rows.imageTexel[r * n + l] >= 0 { imageRow[l * rc + r] = base + Int(rows.imageTexel[r * n + l]) * placed.image.width }
                for c in 0..<cc { imageColumn[l * cc + c] = Int(columns.imageTexel[c * n + l]) }
            }
            if let placed = layer.background {
                let base = place(placed.image.alpha, into: &backgroundPlane)
                for r in 0..<rc where rows.backgroundTexel[r * n + l] >= 0 { backgroundRow[l * rc + r] = base + Int(rows.backgroundTexel[r * n + l]) * placed.image.width }
                for c in 0..<cc { backgroundColumn[l * cc + c] = Int(columns.backgroundTexel[c * n + l]) }
            }
        }
        let fills = layers.map(\.fill), opacities = layers.map(\.opacity)
        func decide(_ acc: Double) -> Bool {
            switch rule {
            case let .pointInside(_, compare, threshold): return compare.passes(acc, threshold)
            case let .visible(threshold): return acc >= threshold
            }
        }
        if n == 1 {
            // One layer: the outcome depends only on the alpha byte and on whether the cell lies in the
            // layer's fill area, so two 256-entry tables, computed with the same formula, decide it.
            func value(_ byte: Int, _ inFill: Bool) -> Double {
                var v = Double(byte) / 255
                if inFill { v = max(v, fills[0]) }
                return v * opacities[0]
            }
            let outside = (0..<256).map { decide(value($0, false)) ? UInt8(1) : 0 }
            let inside = (0..<256).map { decide(value($0, true)) ? UInt8(1) : 0 }
            imagePlane.withUnsafeBufferPointer { image in backgroundPlane.withUnsafeBufferPointer { background in
                table.withUnsafeMutableBufferPointer { out in
                    for r in 0..<rc {
                        let (rf, ir, br) = (rows.flags[r], imageRow[r], backgroundRow[r])
                        for c in 0..<cc {
                            if case let .pointInside(rectangular, _, _) = rule, rectangular || !(rows.inZone[r] && columns.inZone[c]) {
                                out[r * cc + c] = 1
                                continue
                            }
                            let cf = columns.flags[c]
                            guard rf & 2 != 0, cf & 2 != 0 else { out[r * cc + c] = decide(0) ? 1 : 0; continue }
                            var byte: UInt8 = 0
                            let (ic, bc) = (imageColumn[c], backgroundColumn[c])
                            if ir >= 0, ic >= 0 { byte = image[ir + ic] }
                            if br >= 0, bc >= 0 { byte = max(byte, background[br + bc]) }
                            out[r * cc + c] = (rf & cf & 1 != 0 ? inside : outside)[Int(byte)]
                        }
                    }
                }
            } }
            return
        }
        planes.withUnsafeBufferPointer { alpha in
            table.withUnsafeMutableBufferPointer { out in
                for r in 0..<rc {
                    for c in 0..<cc {
                        if case let .pointInside(rectangular, _, _) = rule, rectangular || !(rows.inZone[r] && columns.inZone[c]) {
                            out[r * cc + c] = 1 // a rectangular view, or the enlarged margin
                            continue
                        }
                        var acc = 0.0
                        for l in 0..<n {
                            let (rf, cf) = (rows.flags[r * n + l], columns.flags[c * n + l])
                            guard rf & 2 != 0, cf & 2 != 0 else { continue } // clipped away: adds nothing
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
