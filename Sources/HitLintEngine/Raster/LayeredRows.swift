/// Decides a table rule over several composited layers (`hitTest: layer`, what the user sees)
/// a row class at a time, visiting for each row class only the layers that reach it and, for
/// each, only the column classes it spans. A layer adds nothing where it is clipped away or
/// draws nothing (`0 + a * (1 - 0) == a`, exactly), so the composite is the one
/// `AlphaLayer.composite(_:at:)` gives, bit for bit, at a cost of the classes' rows times
/// columns plus each layer's area in classes, where deciding every cell over every layer cost
/// rows x columns x layers. No table of all cells is kept: one row's decisions at a time.
package struct LayeredRows {
    private let columns: AxisClasses
    private let rows: AxisClasses
    private let layers: [AlphaLayer]
    private let rule: TableRule
    /// The alpha planes of every image, one buffer.
    private var planes: [UInt8] = [0]
    /// Per layer and row class: offset of the texel row in `planes` (-1: outside); per layer and
    /// column class: the texel column.
    private var imageRow: [Int]
    private var backgroundRow: [Int]
    private var imageColumn: [Int]
    private var backgroundColumn: [Int]
    /// Per layer, the column classes and the row classes where it may add something (empty: nowhere).
    private var columnSpan: [Range<Int>]
    private var rowSpan: [Range<Int>]

    package init(columns: AxisClasses, rows: AxisClasses, layers: [AlphaLayer], rule: TableRule) {
        (self.columns, self.rows, self.layers, self.rule) = (columns, rows, layers, rule)
        let (cc, rc, n) = (columns.classCount, rows.classCount, layers.count)
        imageRow = [Int](repeating: -1, count: n * rc)
        backgroundRow = imageRow
        imageColumn = [Int](repeating: -1, count: n * cc)
        backgroundColumn = imageColumn
        columnSpan = []
        rowSpan = []
        // An image's alpha plane appended to `planes`, with where each class reads it.
        func add(
            _ placed: PlacedImage, layer l: Int, texel: (AxisClasses, Int) -> Int, rows rowOffsets: inout [Int],
            columns texels: inout [Int]
        ) {
            let base = planes.count
            planes += placed.image.alpha
            for r in 0..<rc where texel(rows, r) >= 0 {
                rowOffsets[l * rc + r] = base + texel(rows, r) * placed.image.width
            }
            for c in 0..<cc { texels[l * cc + c] = texel(columns, c) }
        }
        for (l, layer) in layers.enumerated() {
            if let placed = layer.image {
                add(placed, layer: l, texel: { $0.imageTexel($1, layer: l) }, rows: &imageRow, columns: &imageColumn)
            }
            if let placed = layer.background {
                add(
                    placed, layer: l, texel: { $0.backgroundTexel($1, layer: l) }, rows: &backgroundRow,
                    columns: &backgroundColumn)
            }
            // Where the layer is inside its clip and inside its fill or one of its images.
            func span(_ count: Int, _ axis: AxisClasses, _ image: [Int], _ background: [Int]) -> Range<Int> {
                let reaches = { (k: Int) in
                    let flags = axis.flags(k, layer: l)
                    return flags & 2 != 0
                        && (flags & 1 != 0 || image[l * count + k] >= 0 || background[l * count + k] >= 0)
                }
                guard let first = (0..<count).first(where: reaches), let last = (0..<count).last(where: reaches) else {
                    return 0..<0
                }
                return first..<(last + 1)
            }
            columnSpan.append(span(cc, columns, imageColumn, backgroundColumn))
            rowSpan.append(span(rc, rows, imageRow, backgroundRow))
        }
    }

    /// The layers each row class is reached by, in layer order (back to front).
    package func activeLayers() -> [[Int]] {
        var active = [[Int]](repeating: [], count: rows.classCount)
        for l in layers.indices where !columnSpan[l].isEmpty { for r in rowSpan[l] { active[r].append(l) } }
        return active
    }

    /// Decides row class `r` into `out` (one byte per column class), compositing in `acc`
    /// (`columns.classCount` values).
    package func decide(
        row r: Int, layers active: [Int], into out: UnsafeMutablePointer<UInt8>, acc: UnsafeMutablePointer<Double>
    ) {
        let (cc, rc) = (columns.classCount, rows.classCount)
        acc.update(repeating: 0, count: cc)
        planes.withUnsafeBufferPointer { alpha in
            for l in active {
                let rf = rows.flags(r, layer: l)
                guard rf & 2 != 0 else { continue }  // clipped away: adds nothing
                let (ir, br) = (imageRow[l * rc + r], backgroundRow[l * rc + r])
                let (fill, opacity) = (layers[l].fill, layers[l].opacity)
                for c in columnSpan[l] {
                    let cf = columns.flags(c, layer: l)
                    guard cf & 2 != 0 else { continue }
                    var byte: UInt8 = 0
                    let ic = imageColumn[l * cc + c]
                    if ir >= 0, ic >= 0 { byte = alpha[ir + ic] }
                    let bc = backgroundColumn[l * cc + c]
                    if br >= 0, bc >= 0 { byte = max(byte, alpha[br + bc]) }
                    var value = Double(byte) / 255
                    if rf & 1 != 0, cf & 1 != 0 { value = max(value, fill) }
                    value *= opacity
                    acc[c] = value + acc[c] * (1 - value)
                }
            }
        }
        for c in 0..<cc {
            switch rule {
            case .pointInside(let rectangular, let compare, let threshold):
                out[c] =
                    rectangular || !(rows.inZone(r) && columns.inZone(c)) || compare.passes(acc[c], threshold) ? 1 : 0
            case .visible(let threshold):
                out[c] = acc[c] >= threshold ? 1 : 0
            }
        }
    }
}
