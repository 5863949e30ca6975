import CBitCount
import HitLintCore

/// A set of screen pixels as bits, 64 columns a word. Words are aligned to the screen's word
/// grid (word `k` holds columns `64k ..< 64k + 64`), so masks of different views combine word
/// by word with no shifting. A mask covers a band of rows and of words; bits outside it are 0.
package struct BitMask: Sendable {
    package let rows: Range<Int>
    /// Screen word indices covered.
    package let words: Range<Int>
    package private(set) var bits: [UInt64]

    package init(rows: Range<Int>, words: Range<Int>) {
        self.rows = rows
        self.words = words
        bits = [UInt64](repeating: 0, count: rows.count * words.count)
    }

    fileprivate init(rows: Range<Int>, words: Range<Int>, bits: [UInt64]) {
        (self.rows, self.words, self.bits) = (rows, words, bits)
    }

    /// A mask able to hold the pixels of `rect` (on the screen).
    package init(covering rect: PixelRect) {
        guard !rect.isEmpty else {
            self.init(rows: 0..<0, words: 0..<0)
            return
        }
        self.init(rows: rect.rows, words: BitSpans.words(of: rect.columns))
    }

    /// The whole screen of `width` x `height` pixels, empty.
    package init(screenWidth width: Int, height: Int) {
        self.init(rows: 0..<height, words: 0..<((width + 63) >> 6))
    }

    package var isEmpty: Bool { rows.isEmpty || words.isEmpty }

    /// Whether the mask's band holds every row of `rows` and word of `words` (both non-empty).
    package func covers(rows other: Range<Int>, words otherWords: Range<Int>) -> Bool {
        rows.lowerBound <= other.lowerBound && other.upperBound <= rows.upperBound
            && words.lowerBound <= otherWords.lowerBound && otherWords.upperBound <= words.upperBound
    }

    @inline(__always)
    package func index(_ row: Int, _ word: Int) -> Int {
        (row - rows.lowerBound) * words.count + (word - words.lowerBound)
    }

    @inline(__always)
    package func word(_ row: Int, _ word: Int) -> UInt64 {
        guard rows.contains(row), words.contains(word) else { return 0 }
        return bits[index(row, word)]
    }

    /// The pixels of `rect` (on the screen) where `holds(column, row)`, one by one: for tests.
    package init(pixels rect: PixelRect, where holds: (Int, Int) -> Bool) {
        self.init(covering: rect)
        for j in rect.rows {
            for i in rect.columns where holds(i, j) { bits[index(j, i >> 6)] |= 1 << UInt64(i & 63) }
        }
    }

    package var count: Int { bits.withUnsafeBufferPointer { Int(hitlint_bitcount($0.baseAddress, $0.count)) } }

    /// Whether the two hold the same pixels, whatever their bands.
    package func holdsSamePixels(as other: BitMask) -> Bool {
        if rows == other.rows && words == other.words { return bits == other.bits }
        let count = self.count
        return count == other.count && intersectionCount(other) == count
    }

    /// Keeps only the bits also in `other`.
    package mutating func formIntersection(_ other: BitMask) {
        for j in rows {
            for k in words { bits[index(j, k)] &= other.word(j, k) }
        }
    }

    /// Adds the bits of `other` that lie in this mask's band.
    package mutating func formUnion(_ other: BitMask) {
        let band = sharedBand(other)
        guard !band.rows.isEmpty, !band.words.isEmpty else { return }
        let (width, otherWidth, count) = (words.count, other.words.count, band.words.count)
        let (to, from) = (
            index(band.rows.lowerBound, band.words.lowerBound), other.index(band.rows.lowerBound, band.words.lowerBound)
        )
        bits.withUnsafeMutableBufferPointer { mine in
            other.bits.withUnsafeBufferPointer { theirs in
                for n in 0..<band.rows.count {
                    let target = mine.baseAddress! + (to &+ n &* width)
                    let source = theirs.baseAddress! + (from &+ n &* otherWidth)
                    for k in 0..<count { target[k] |= source[k] }
                }
            }
        }
    }

    /// Removes the bits in `other`.
    package mutating func subtract(_ other: BitMask) {
        for j in rows where other.rows.contains(j) {
            for k in words where other.words.contains(k) { bits[index(j, k)] &= ~other.bits[other.index(j, k)] }
        }
    }

    /// Removes the bits of `union` and adds this mask's own (as they were) to `union`, in one
    /// pass. `union` must cover this mask's band. Returns the bounds of what is left.
    @discardableResult
    package mutating func subtract(claimingInto union: inout BitMask) -> PixelRect? {
        guard !isEmpty else { return nil }
        precondition(union.covers(rows: rows, words: words), "union covers the mask")
        let (width, unionWidth) = (words.count, union.words.count)
        let offset = union.index(rows.lowerBound, words.lowerBound)
        var extent = BandExtent()
        var columns = [UInt64](repeating: 0, count: width)
        bits.withUnsafeMutableBufferPointer { mine in
            union.bits.withUnsafeMutableBufferPointer { all in
                columns.withUnsafeMutableBufferPointer { columns in
                    for row in 0..<rows.count {
                        let any = BitMask.claim(
                            mine.baseAddress! + row &* width, into: all.baseAddress! + (offset &+ row &* unionWidth),
                            count: width, columns: columns.baseAddress!)
                        extent.mark(row: row, any: any)
                    }
                }
            }
        }
        return extent.box(rows: rows, words: words, columns: columns)
    }

    /// Row words less those of `taken`, which gains them (as they were); what is kept is ORed
    /// into `columns`, and the OR of it returned.
    @inline(__always)
    package static func claim(
        _ row: UnsafeMutablePointer<UInt64>, into taken: UnsafeMutablePointer<UInt64>, count: Int,
        columns: UnsafeMutablePointer<UInt64>
    ) -> UInt64 {
        var any: UInt64 = 0
        for k in 0..<count {
            let value = row[k]
            let kept = value & ~taken[k]
            row[k] = kept
            taken[k] |= value
            columns[k] |= kept
            any |= kept
        }
        return any
    }

    /// The rows and words both masks cover.
    private func sharedBand(_ other: BitMask) -> (rows: Range<Int>, words: Range<Int>) {
        (PixelRect.intersect(rows, other.rows), PixelRect.intersect(words, other.words))
    }

    /// Calls `body` with the two masks' words over the band they share, row by row.
    private func forEachSharedRow(_ other: BitMask, _ body: (UnsafePointer<UInt64>, UnsafePointer<UInt64>, Int) -> Void)
    {
        let band = sharedBand(other)
        guard !band.rows.isEmpty, !band.words.isEmpty else { return }
        bits.withUnsafeBufferPointer { mine in
            other.bits.withUnsafeBufferPointer { theirs in
                for j in band.rows {
                    body(
                        mine.baseAddress! + index(j, band.words.lowerBound),
                        theirs.baseAddress! + other.index(j, band.words.lowerBound),
                        band.words.count)
                }
            }
        }
    }

    /// Pixels in both masks.
    package func intersectionCount(_ other: BitMask) -> Int {
        let band = sharedBand(other)
        guard !band.rows.isEmpty, !band.words.isEmpty else { return 0 }
        return bits.withUnsafeBufferPointer { mine in
            other.bits.withUnsafeBufferPointer { theirs in
                Int(
                    hitlint_bitcount_and_rows(
                        mine.baseAddress! + index(band.rows.lowerBound, band.words.lowerBound), words.count,
                        theirs.baseAddress! + other.index(band.rows.lowerBound, band.words.lowerBound),
                        other.words.count,
                        band.rows.count, band.words.count))
            }
        }
    }

    /// The pixels in both masks, over the band they share.
    package func intersection(_ other: BitMask) -> BitMask {
        let band = sharedBand(other)
        var result = BitMask(
            rows: band.rows.isEmpty || band.words.isEmpty ? 0..<0 : band.rows,
            words: band.words.isEmpty ? 0..<0 : band.words)
        var offset = 0
        result.bits.withUnsafeMutableBufferPointer { out in
            forEachSharedRow(other) { a, b, n in
                for k in 0..<n { out[offset + k] = a[k] & b[k] }
                offset += n
            }
        }
        return result
    }

    /// Set pixels inside `rect`.
    package func count(in rect: PixelRect) -> Int {
        let rowRange = PixelRect.intersect(rows, rect.rows)
        guard !rect.columns.isEmpty, !rowRange.isEmpty else { return 0 }
        let wordRange = PixelRect.intersect(words, BitSpans.words(of: rect.columns))
        guard !wordRange.isEmpty else { return 0 }
        // Per word of the band, the bits of `rect`'s columns.
        let masks = wordRange.map { BitSpans.bits(of: rect.columns, inWord: $0) }
        return bits.withUnsafeBufferPointer { all in
            Int(
                hitlint_bitcount_and_rows(
                    all.baseAddress! + index(rowRange.lowerBound, wordRange.lowerBound), words.count,
                    masks, 0, rowRange.count, masks.count))
        }
    }

    /// The bounding pixel rect of the set bits; nil when empty.
    package var bounds: PixelRect? {
        let perRow = words.count
        var extent = BandExtent()
        var columns = [UInt64](repeating: 0, count: perRow)
        bits.withUnsafeBufferPointer { all in
            columns.withUnsafeMutableBufferPointer { columns in
                for n in 0..<rows.count {
                    let row = all.baseAddress! + n &* perRow
                    var any: UInt64 = 0
                    for k in 0..<perRow {
                        any |= row[k]
                        columns[k] |= row[k]
                    }
                    extent.mark(row: n, any: any)
                }
            }
        }
        return extent.box(rows: rows, words: words, columns: columns)
    }

    /// The same pixels over the smallest band of rows and words that holds them (`bounds`, nil
    /// when there is no pixel), so that masks which only share empty parts of their bands do no
    /// work together.
    package func trimmed(to bounds: PixelRect?) -> BitMask {
        guard let box = bounds else { return BitMask(rows: 0..<0, words: 0..<0) }
        let band = BitSpans.words(of: box.columns)
        if box.rows == rows && band == words { return self }
        let perRow = band.count
        let trimmed = [UInt64](unsafeUninitializedCapacity: box.rows.count * perRow) { out, initialized in
            bits.withUnsafeBufferPointer { all in
                for (n, j) in box.rows.enumerated() {
                    (out.baseAddress! + n * perRow).initialize(
                        from: all.baseAddress! + index(j, band.lowerBound), count: perRow)
                }
            }
            initialized = box.rows.count * perRow
        }
        return BitMask(rows: box.rows, words: band, bits: trimmed)
    }

    /// Calls `body` with each run of consecutive set pixels of row `j`, left to right.
    package func forEachRun(inRow j: Int, _ body: (Range<Int>) -> Void) {
        guard rows.contains(j) else { return }
        var start = -1
        for k in words {
            let word = bits[index(j, k)]
            var position = 0
            while position < 64 {
                let rest = word >> UInt64(position)
                if start < 0 {
                    if rest == 0 { break }
                    position += rest.trailingZeroBitCount
                    start = k * 64 + position
                } else {
                    // Ones from `position` on (zeros shifted in at the top end the count there).
                    let ones = (~rest).trailingZeroBitCount
                    if position + ones >= 64 { break }  // the run goes on into the next word
                    position += ones
                    body(start..<(k * 64 + position))
                    start = -1
                }
            }
        }
        if start >= 0 { body(start..<(words.upperBound * 64)) }
    }

    /// Calls `body` for every set pixel, row by row.
    package func forEach(_ body: (Int, Int) -> Void) {
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

extension BitMask {
    /// The pixels of the mask within the band of `rows` and `words`.
    package func cropped(rows window: Range<Int>, words windowWords: Range<Int>) -> BitMask {
        let band = (rows: PixelRect.intersect(rows, window), words: PixelRect.intersect(words, windowWords))
        guard !band.rows.isEmpty, !band.words.isEmpty else { return BitMask(rows: 0..<0, words: 0..<0) }
        var out = BitMask(rows: band.rows, words: band.words)
        for j in band.rows {
            for k in band.words { out.bits[out.index(j, k)] = bits[index(j, k)] }
        }
        return out
    }

    /// This mask with the band of `rows` and `words` replaced by `inner` (which lies within
    /// that band), trimmed to its bounds, and those bounds.
    package func replacing(rows window: Range<Int>, words windowWords: Range<Int>, with inner: BitMask) -> (
        mask: BitMask, bounds: PixelRect?
    ) {
        var out: BitMask
        if !isEmpty && (inner.isEmpty || covers(rows: inner.rows, words: inner.words)) {
            out = self
        } else {
            let parts = [self, inner].filter { !$0.isEmpty }
            guard let first = parts.first else { return (BitMask(rows: 0..<0, words: 0..<0), nil) }
            out = BitMask(
                rows: parts.dropFirst().reduce(first.rows) { PixelRect.span($0, $1.rows) },
                words: parts.dropFirst().reduce(first.words) { PixelRect.span($0, $1.words) })
            if !isEmpty { out.copyRows(of: self) }
        }
        let (clearRows, clearWords) = (
            PixelRect.intersect(out.rows, window), PixelRect.intersect(out.words, windowWords)
        )
        let (firstRow, firstWord, width) = (out.rows.lowerBound, out.words.lowerBound, out.words.count)
        out.bits.withUnsafeMutableBufferPointer { all in
            let base = all.baseAddress!
            if !clearWords.isEmpty {
                for j in clearRows {
                    (base + ((j - firstRow) * width + clearWords.lowerBound - firstWord)).update(
                        repeating: 0, count: clearWords.count)
                }
            }
        }
        out.formUnion(inner)
        let box = out.bounds
        return (out.trimmed(to: box), box)
    }

    /// Copies the rows of `other`, whose band this mask's band covers.
    private mutating func copyRows(of other: BitMask) {
        let (firstRow, firstWord, width, count) = (rows.lowerBound, words.lowerBound, words.count, other.words.count)
        bits.withUnsafeMutableBufferPointer { all in
            other.bits.withUnsafeBufferPointer { source in
                for (n, j) in other.rows.enumerated() {
                    (all.baseAddress! + ((j - firstRow) * width + other.words.lowerBound - firstWord)).update(
                        from: source.baseAddress! + n * count, count: count)
                }
            }
        }
    }

    /// `local` placed with its first pixel at column `x`, row `y` of the screen, keeping only
    /// the pixels inside `clip` when given.
    package init(placing local: LocalMask, atColumn x: Int, row y: Int, within clip: PixelRect? = nil) {
        var rect = PixelRect(columns: x..<(x + local.width), rows: y..<(y + local.height))
        if let clip { rect = rect.intersection(clip) }
        guard !rect.isEmpty else {
            self.init(rows: 0..<0, words: 0..<0)
            return
        }
        let band = BitSpans.words(of: rect.columns)
        let perRow = band.count
        let placed = [UInt64](unsafeUninitializedCapacity: rect.rows.count * perRow) { out, initialized in
            BitMask.placeRows(local, x: x, y: y, rows: rect.rows, band: band) { n in out.baseAddress! + n &* perRow }
            initialized = rect.rows.count * perRow
        }
        self.init(rows: rect.rows, words: band, bits: placed)
        guard clip != nil else { return }
        // The band's edge words may hold pixels of `local` beside `rect`: clear them.
        let (low, high) = (
            BitSpans.bits(of: rect.columns, inWord: words.lowerBound),
            BitSpans.bits(of: rect.columns, inWord: words.upperBound - 1)
        )
        for j in rect.rows {
            bits[index(j, words.lowerBound)] &= low
            bits[index(j, words.upperBound - 1)] &= high
        }
    }
}

extension BitMask {
    /// `local` placed wholly on the screen at column `x`, row `y`, less the pixels of `union`,
    /// trimmed to its bounds, which `box` receives (nil when nothing is left); its own pixels are
    /// added to `union` in the same pass (see `subtract(claimingInto:)`).
    package init(
        placing local: LocalMask, atColumn x: Int, row y: Int, claimingInto union: inout BitMask,
        bounds box: inout PixelRect?
    ) {
        let rect = PixelRect(columns: x..<(x + local.width), rows: y..<(y + local.height))
        box = nil
        guard !rect.isEmpty else {
            self.init(rows: 0..<0, words: 0..<0)
            return
        }
        let band = BitSpans.words(of: rect.columns)
        precondition(union.covers(rows: rect.rows, words: band), "union covers the mask")
        let perRow = band.count
        let (unionWidth, offset) = (union.words.count, union.index(rect.rows.lowerBound, band.lowerBound))
        var extent = BandExtent()
        var columns = [UInt64](repeating: 0, count: perRow)
        let placed = union.bits.withUnsafeMutableBufferPointer { all in
            [UInt64](unsafeUninitializedCapacity: rect.rows.count * perRow) { out, initialized in
                BitMask.placeRows(local, x: x, y: y, rows: rect.rows, band: band) { n in out.baseAddress! + n &* perRow
                }
                // Row by row, while the placed row is still in cache.
                columns.withUnsafeMutableBufferPointer { columns in
                    for n in 0..<rect.rows.count {
                        let any = BitMask.claim(
                            out.baseAddress! + n &* perRow, into: all.baseAddress! + (offset &+ n &* unionWidth),
                            count: perRow, columns: columns.baseAddress!)
                        extent.mark(row: n, any: any)
                    }
                }
                initialized = rect.rows.count * perRow
            }
        }
        box = extent.box(rows: rect.rows, words: band, columns: columns)
        self = BitMask(rows: rect.rows, words: band, bits: placed).trimmed(to: box)
    }

    /// Writes the screen words of `local` placed at column `x`, row `y` into `destination(n)`,
    /// the words of `band` for the `n`th row of `rows`. Screen word k takes local word
    /// k - firstWord shifted up and the top of the word before it (shifts and divisions by 64
    /// round towards minus infinity, negative columns included).
    @inline(__always)
    private static func placeRows(
        _ local: LocalMask, x: Int, y: Int, rows: Range<Int>, band: Range<Int>,
        _ destination: (Int) -> UnsafeMutablePointer<UInt64>
    ) {
        let shift = UInt64(x & 63)
        let firstWord = x >> 6
        let localWords = local.wordsPerRow
        local.bits.withUnsafeBufferPointer { source in
            local.rowOf.withUnsafeBufferPointer { rowOf in
                // Words with both halves inside the local row need no bounds tests.
                let innerStart = max(band.lowerBound, firstWord + 1)
                let inner = innerStart..<max(innerStart, min(band.upperBound, firstWord + localWords))
                let up = 64 &- shift
                for (n, j) in rows.enumerated() {
                    let from = source.baseAddress! + Int(rowOf[j - y]) &* localWords
                    let to = destination(n) - band.lowerBound
                    func edge(_ k: Int) {
                        let w = k - firstWord
                        var value: UInt64 = 0
                        if w >= 0, w < localWords { value = from[w] << shift }
                        if shift != 0, w >= 1, w - 1 < localWords { value |= from[w - 1] >> up }
                        to[k] = value
                    }
                    for k in band.lowerBound..<inner.lowerBound { edge(k) }
                    let shifted = from - firstWord
                    if shift == 0 {
                        for k in inner { to[k] = shifted[k] }
                    } else {
                        for k in inner { to[k] = (shifted[k] &<< shift) | (shifted[k &- 1] &>> up) }
                    }
                    for k in inner.upperBound..<band.upperBound { edge(k) }
                }
            }
        }
    }
}

/// Where the set bits of a mask lie, gathered row by row while it is written: the first and
/// last rows holding a bit, marked here, and the OR of every row's words (the columns), which
/// the writer keeps beside it.
package struct BandExtent {
    private var firstRow = Int.max, lastRow = Int.min

    /// Row `n` of the band, whose words OR to `any`.
    @inline(__always)
    package mutating func mark(row n: Int, any: UInt64) {
        if any != 0 {
            firstRow = min(firstRow, n)
            lastRow = n
        }
    }

    /// The bounding pixel rect, for a band of `rows` and `words` whose rows OR to `columns`; nil
    /// when no bit was seen.
    package func box(rows: Range<Int>, words: Range<Int>, columns: [UInt64]) -> PixelRect? {
        guard firstRow <= lastRow, let first = columns.firstIndex(where: { $0 != 0 }),
            let last = columns.lastIndex(where: { $0 != 0 })
        else { return nil }
        let minColumn = (words.lowerBound + first) * 64 + columns[first].trailingZeroBitCount
        let maxColumn = (words.lowerBound + last) * 64 + 63 - columns[last].leadingZeroBitCount
        return PixelRect(
            columns: minColumn..<(maxColumn + 1), rows: (rows.lowerBound + firstRow)..<(rows.lowerBound + lastRow + 1))
    }
}

/// Writing bits into a row of 64-bit words (bit 0 of the first word is column 0).
package enum BitSpans {
    /// The words (64 columns each) that hold `columns`.
    package static func words(of columns: Range<Int>) -> Range<Int> {
        (columns.lowerBound >> 6)..<((columns.upperBound + 63) >> 6)
    }

    /// The bits of word `k` (columns 64k ..< 64k + 64) whose columns lie in `columns`.
    package static func bits(of columns: Range<Int>, inWord k: Int) -> UInt64 {
        let lo = max(columns.lowerBound - k * 64, 0)
        let hi = min(columns.upperBound - k * 64, 64)
        guard lo < hi else { return 0 }
        return (hi - lo == 64 ? ~UInt64(0) : (UInt64(1) << UInt64(hi - lo)) - 1) << UInt64(lo)
    }

    /// Sets the bits of `columns`.
    package static func set(_ row: UnsafeMutablePointer<UInt64>, columns: Range<Int>) {
        guard !columns.isEmpty else { return }
        for k in words(of: columns) { row[k] |= bits(of: columns, inWord: k) }
    }

    /// Sets bit `i` for every `flags[i]` that is 1 (each flag is 0 or 1), eight at a time: a
    /// multiply gathers the low bits of eight bytes into the top byte.
    package static func pack(_ flags: UnsafePointer<UInt8>, count: Int, into row: UnsafeMutablePointer<UInt64>) {
        var i = 0
        while i + 8 <= count {
            let eight = UInt64(littleEndian: UnsafeRawPointer(flags + i).loadUnaligned(as: UInt64.self))
            row[i >> 6] |= ((eight &* 0x0102_0408_1020_4080) >> 56) << UInt64(i & 63)
            i += 8
        }
        while i < count {
            row[i >> 6] |= UInt64(flags[i] & 1) << UInt64(i & 63)
            i += 1
        }
    }
}

extension ClassTable {
    /// The pixels of `rect` (on the screen, inside the table's rect) where the predicate holds.
    package func mask(over rect: PixelRect) -> BitMask {
        BitMask(placing: LocalMask(self, over: rect), atColumn: rect.columns.lowerBound, row: rect.rows.lowerBound)
    }
}
