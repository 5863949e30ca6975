import Foundation

/// A view's mask relative to its own pixel rect: bit 0 of a row's first word is the rect's first
/// column. Placed on the screen with a shift, so one pattern serves every screen that shows the
/// same image in the same way.
struct LocalMask: Sendable {
    let width: Int
    let height: Int
    let wordsPerRow: Int
    let bits: [UInt64]
    let count: Int

    /// The table's predicate over `rect` (its whole rect when nil): each row class is computed
    /// once (neighbouring columns that hold merge into one span) and copied to its other rows.
    init(_ table: ClassTable, over rect: PixelRect? = nil) {
        let rect = rect ?? PixelRect(columns: table.columns.range, rows: table.rows.range)
        width = rect.columns.count
        height = rect.rows.count
        wordsPerRow = (width + 63) >> 6
        var bits = [UInt64](repeating: 0, count: wordsPerRow * height)
        let cc = table.columns.classCount
        // Column class c covers local columns runStart[c] ..< runEnd[c] (its run, clipped to `rect`).
        var runStart = [Int](repeating: 0, count: cc), runEnd = [Int](repeating: 0, count: cc)
        var start = table.columns.range.lowerBound
        for c in 0..<cc {
            let lo = max(start, rect.columns.lowerBound), hi = min(start + table.columns.counts[c], rect.columns.upperBound)
            (runStart[c], runEnd[c]) = lo < hi ? (lo - rect.columns.lowerBound, hi - rect.columns.lowerBound) : (0, 0)
            start += table.columns.counts[c]
        }
        let words = wordsPerRow
        var previous: (row: Int, cls: Int)? = nil
        table.table.withUnsafeBufferPointer { decided in
            for (y, j) in rect.rows.enumerated() {
                let r = table.rows.cls(j)
                let base = y * words
                if let previous, previous.cls == r {
                    bits.withUnsafeMutableBufferPointer { b in
                        for w in 0..<words { b[base + w] = b[previous.row * words + w] }
                    }
                    continue
                }
                previous = (y, r)
                var spanStart = -1, spanEnd = 0
                for c in 0..<cc where runStart[c] < runEnd[c] {
                    if decided[r * cc + c] != 0 {
                        if spanStart < 0 { spanStart = runStart[c] }
                        spanEnd = runEnd[c]
                    } else if spanStart >= 0 {
                        BitSpans.set(&bits, base: base, columns: spanStart..<spanEnd)
                        spanStart = -1
                    }
                }
                if spanStart >= 0 { BitSpans.set(&bits, base: base, columns: spanStart..<spanEnd) }
            }
        }
        self.bits = bits
        count = bits.reduce(0) { $0 + $1.nonzeroBitCount }
    }
}

extension BitMask {
    /// `local` placed with its first pixel at column `x`, row `y` of the screen.
    init(placing local: LocalMask, atColumn x: Int, row y: Int) {
        self.init(covering: PixelRect(columns: x..<(x + local.width), rows: y..<(y + local.height)))
        guard !isEmpty else { return }
        let shift = UInt64(x & 63)
        let firstWord = x >> 6
        for row in 0..<local.height {
            for w in 0..<local.wordsPerRow {
                let value = local.bits[row * local.wordsPerRow + w]
                guard value != 0 else { continue }
                orWord(y + row, firstWord + w, value << shift)
                if shift != 0, firstWord + w + 1 < words.upperBound { orWord(y + row, firstWord + w + 1, value >> (64 - shift)) }
            }
        }
    }
}

/// Masks already computed in this run, keyed by everything they depend on: the classes of both
/// axes (their run lengths and keys), the images and layer settings, and the rule. Equal keys
/// give equal masks, so a hit is exact. Shared by the screens linted in parallel.
final class MaskCache: Sendable {
    struct Key: Hashable, Sendable {
        let columnRuns: [Int]
        let columnKeys: [Int32]
        let rowRuns: [Int]
        let rowKeys: [Int32]
        /// Per layer: image and background files, fill and opacity.
        let layers: [String]
        let rule: String
    }

    private let entries = Locked<(masks: [Key: LocalMask], bytes: Int, hits: Int)>(([:], 0, 0))
    /// Memory the cache may hold; past it, new masks are not kept.
    let budgetBytes: Int

    init(budgetBytes: Int = 256 * 1024 * 1024) { self.budgetBytes = budgetBytes }

    static func key(columns: AxisClasses, rows: AxisClasses, layers: [AlphaLayer], rule: TableRule) -> Key {
        let layerKeys = layers.map { layer in
            "\(layer.image?.reference.url.path ?? "-")|\(layer.background?.reference.url.path ?? "-")|\(layer.fill.bitPattern)|\(layer.opacity.bitPattern)"
        }
        let ruleKey: String
        switch rule {
        case let .pointInside(rectangular, compare, threshold): ruleKey = "p\(rectangular)\(compare.rawValue)\(threshold.bitPattern)"
        case let .visible(threshold): ruleKey = "v\(threshold.bitPattern)"
        }
        return Key(columnRuns: columns.counts, columnKeys: columns.keys, rowRuns: rows.counts, rowKeys: rows.keys, layers: layerKeys, rule: ruleKey)
    }

    /// Lookups answered from the cache, and masks built.
    var hits: Int { entries.withLock { $0.hits } }
    var built: Int { entries.withLock { $0.masks.count } }

    func mask(for key: Key, build: () -> LocalMask?) -> LocalMask? {
        if let hit = entries.withLock({ state -> LocalMask? in
            let hit = state.masks[key]
            if hit != nil { state.hits += 1 }
            return hit
        }) { return hit }
        guard let mask = build() else { return nil }
        entries.withLock { state in
            let size = mask.bits.count * 8
            if state.bytes + size <= budgetBytes, state.masks[key] == nil {
                state.masks[key] = mask
                state.bytes += size
            }
        }
        return mask
    }
}
