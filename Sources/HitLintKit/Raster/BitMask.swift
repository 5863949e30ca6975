/// A set of screen pixels as bits, 64 columns a word. Words are aligned to the screen's word
/// grid (word `k` holds columns `64k ..< 64k + 64`), so masks of different views combine word
/// by word with no shifting. A mask covers a band of rows and of words; bits outside it are 0.
struct BitMask: Sendable {
    let rows: Range<Int>
    /// Screen word indices covered.
    let words: Range<Int>
    private(set) var bits: [UInt64]

    init(rows: Range<Int>, words: Range<Int>) {
        self.rows = rows
        self.words = words
        bits = [UInt64](repeating: 0, count: rows.count * words.count)
    }

    /// A mask able to hold the pixels of `rect` (on the screen).
    init(covering rect: PixelRect) {
        guard !rect.isEmpty else { self.init(rows: 0..<0, words: 0..<0); return }
        self.init(rows: rect.rows, words: (rect.columns.lowerBound >> 6)..<((rect.columns.upperBound + 63) >> 6))
    }

    /// The whole screen of `width` x `height` pixels, empty.
    init(screenWidth width: Int, height: Int) {
        self.init(rows: 0..<height, words: 0..<((width + 63) >> 6))
    }

    var isEmpty: Bool { rows.isEmpty || words.isEmpty }

    @inline(__always)
    func index(_ row: Int, _ word: Int) -> Int { (row - rows.lowerBound) * words.count + (word - words.lowerBound) }

    @inline(__always)
    func word(_ row: Int, _ word: Int) -> UInt64 {
        guard rows.contains(row), words.contains(word) else { return 0 }
        return bits[index(row, word)]
    }

    @inline(__always)
    mutating func orWord(_ row: Int, _ word: Int, _ value: UInt64) {
        bits[index(row, word)] |= value
    }

    /// Sets the bits of columns `columns` in row `row` (inside the mask).
    mutating func insert(columns: Range<Int>, row: Int) {
        let origin = words.lowerBound * 64
        BitSpans.set(&bits, base: index(row, words.lowerBound), columns: (columns.lowerBound - origin)..<(columns.upperBound - origin))
    }

    var count: Int { bits.reduce(0) { $0 + $1.nonzeroBitCount } }

    /// Keeps only the bits also in `other`.
    mutating func formIntersection(_ other: BitMask) {
        for j in rows {
            for k in words { bits[index(j, k)] &= other.word(j, k) }
        }
    }

    /// Removes the bits in `other`.
    mutating func subtract(_ other: BitMask) {
        for j in rows where other.rows.contains(j) {
            for k in words where other.words.contains(k) { bits[index(j, k)] &= ~other.bits[other.index(j, k)] }
        }
    }

    /// Adds the bits of `other` (which must lie inside this mask's band).
    mutating func formUnion(_ other: BitMask) {
        for j in other.rows where rows.contains(j) {
            for k in other.words where words.contains(k) { bits[index(j, k)] |= other.bits[other.index(j, k)] }
        }
    }

    /// Pixels in both masks.
    func intersectionCount(_ other: BitMask) -> Int {
        let r = max(rows.lowerBound, other.rows.lowerBound)..<max(max(rows.lowerBound, other.rows.lowerBound), min(rows.upperBound, other.rows.upperBound))
        let w = max(words.lowerBound, other.words.lowerBound)..<max(max(words.lowerBound, other.words.lowerBound), min(words.upperBound, other.words.upperBound))
        var total = 0
        for j in r {
            for k in w { total += (bits[index(j, k)] & other.bits[other.index(j, k)]).nonzeroBitCount }
        }
        return total
    }

    /// Pixels in this mask and not in `other`.
    func subtractingCount(_ other: BitMask) -> Int {
        var total = 0
        for j in rows {
            for k in words { total += (bits[index(j, k)] & ~other.word(j, k)).nonzeroBitCount }
        }
        return total
    }

    /// The bounding pixel rect of the set bits; nil when empty.
    var bounds: PixelRect? {
        var minRow = Int.max, maxRow = Int.min, minColumn = Int.max, maxColumn = Int.min
        for j in rows {
            for k in words {
                let w = bits[index(j, k)]
                guard w != 0 else { continue }
                if j < minRow { minRow = j }
                maxRow = j
                minColumn = min(minColumn, k * 64 + w.trailingZeroBitCount)
                maxColumn = max(maxColumn, k * 64 + 63 - w.leadingZeroBitCount)
            }
        }
        guard minRow <= maxRow else { return nil }
        return PixelRect(columns: minColumn..<(maxColumn + 1), rows: minRow..<(maxRow + 1))
    }

    /// Calls `body` for every set pixel, row by row.
    func forEach(_ body: (Int, Int) -> Void) {
        for j in rows {
            for k in words {
                var w = bits[index(j, k)]
                while w != 0 {
                    body(k * 64 + w.trailingZeroBitCount, j)
                    w &= w - 1
                }
            }
        }
    }
}

/// Setting runs of bits in rows of 64-bit words.
enum BitSpans {
    /// Sets bits `columns` of the row whose first word is `bits[base]` (bit 0 of that word is column 0).
    static func set(_ bits: inout [UInt64], base: Int, columns: Range<Int>) {
        guard !columns.isEmpty else { return }
        let first = columns.lowerBound >> 6, last = (columns.upperBound - 1) >> 6
        for k in first...last {
            let lo = k == first ? columns.lowerBound & 63 : 0
            let hi = k == last ? ((columns.upperBound - 1) & 63) + 1 : 64
            bits[base + k] |= hi - lo == 64 ? ~0 : ((1 << UInt64(hi - lo)) - 1) << UInt64(lo)
        }
    }
}

extension ClassTable {
    /// The pixels of `rect` (on the screen, inside the table's rect) where the predicate holds.
    func mask(over rect: PixelRect) -> BitMask {
        BitMask(placing: LocalMask(self, over: rect), atColumn: rect.columns.lowerBound, row: rect.rows.lowerBound)
    }
}
