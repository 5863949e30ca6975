/// A canonical Huffman code of deflate (RFC 1951, 3.2.2) ready to decode: one lookup in a table
/// of `rootBits` bits for every code that short (nearly every symbol read), and a walk over the
/// code by lengths for the rare longer ones. The memory is the caller's (`Inflater` allocates
/// once per stream); a code is rebuilt in place for each block.
package struct HuffmanCode {
    /// Which of zlib's rules on incomplete codes applies (see `build`).
    package enum Kind {
        /// The code of the code lengths: must be complete.
        case codeLengths
        /// Literal/length or distance codes: may be incomplete only when made of one code of one bit.
        case symbols
    }

    package static let maxLength = 15

    package let rootBits: Int
    /// `1 << rootBits` entries: a code's length (bits 0-3) and symbol (bits 4 up), at every index
    /// whose low bits are that code (read first to last); 0 where no code that short starts.
    private let table: UnsafeMutablePointer<UInt32>
    /// How many codes have each length, 0...15.
    private let counts: UnsafeMutablePointer<UInt16>
    /// The symbols in code order: by length, then by value.
    private let symbols: UnsafeMutablePointer<UInt16>

    /// Words of memory (`UInt32`) a code of at most `symbolCount` symbols needs.
    package static func words(rootBits: Int, symbolCount: Int) -> Int { (1 << rootBits) + 8 + (symbolCount + 1) / 2 }

    /// A code over `memory`, which must hold `words(rootBits:symbolCount:)` words.
    package init(rootBits: Int, memory: UnsafeMutablePointer<UInt32>) {
        self.rootBits = rootBits
        table = memory
        let rest = UnsafeMutableRawPointer(memory + (1 << rootBits))
        counts = rest.assumingMemoryBound(to: UInt16.self)
        symbols = (rest + 16 * 2).assumingMemoryBound(to: UInt16.self)
    }

    /// Makes this the code of `lengths` (one per symbol, 0 for a symbol not used). False, as
    /// zlib's inflate_table, when the lengths ask for more codes than there are (over-subscribed)
    /// or leave codes unused (incomplete), except in a literal/length or distance code whose one
    /// code is one bit long. No lengths at all make a code that decodes nothing.
    package func build(lengths: UnsafePointer<UInt8>, count: Int, kind: Kind) -> Bool {
        counts.initialize(repeating: 0, count: HuffmanCode.maxLength + 1)
        for symbol in 0..<count { counts[Int(lengths[symbol])] &+= 1 }
        counts[0] = 0
        var longest = 0
        var left = 1
        for length in 1...HuffmanCode.maxLength {
            left = left << 1 - Int(counts[length])
            guard left >= 0 else { return false }
            if counts[length] > 0 { longest = length }
        }
        if longest > 0, left > 0, kind == .codeLengths || longest != 1 { return false }

        // Symbols in code order, and the first code of each length.
        var offsets = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var nextCode = offsets
        withUnsafeMutableBytes(of: &offsets) { raw in
            withUnsafeMutableBytes(of: &nextCode) { codes in
                let offset = raw.baseAddress!.assumingMemoryBound(to: Int.self)
                let next = codes.baseAddress!.assumingMemoryBound(to: Int.self)
                var code = 0
                for length in 1...HuffmanCode.maxLength {
                    offset[length] = offset[length - 1] + Int(counts[length - 1])
                    code = (code + Int(counts[length - 1])) << 1
                    next[length] = code
                }
                table.initialize(repeating: 0, count: 1 << rootBits)
                for symbol in 0..<count {
                    let length = Int(lengths[symbol])
                    guard length > 0 else { continue }
                    symbols[offset[length]] = UInt16(symbol)
                    offset[length] += 1
                    let code = next[length]
                    next[length] += 1
                    guard length <= rootBits else { continue }
                    // Deflate sends a code's bits first to last; the table is indexed by them as read.
                    var reversed = 0
                    for bit in 0..<length { reversed |= (code >> (length - 1 - bit) & 1) << bit }
                    let entry = UInt32(length) | UInt32(symbol) << 4
                    var index = reversed
                    while index < 1 << rootBits {
                        table[index] = entry
                        index += 1 << length
                    }
                }
            }
        }
        return true
    }

    /// The symbol whose code starts `bits` (read from the lowest bit; at least 15 of them
    /// valid) and its code's length, or nil when no code starts so.
    @inline(__always)
    package func decode(_ bits: UInt64) -> (symbol: Int, length: Int)? {
        let entry = table[Int(truncatingIfNeeded: bits & (1 &<< UInt64(rootBits) &- 1))]
        if entry != 0 { return (Int(entry >> 4), Int(entry & 15)) }
        return decodeLong(bits)
    }

    /// A code longer than `rootBits`, or none: bit by bit over the codes of each length.
    private func decodeLong(_ bits: UInt64) -> (symbol: Int, length: Int)? {
        var code = 0
        var first = 0
        var index = 0
        for length in 1...HuffmanCode.maxLength {
            code |= Int(truncatingIfNeeded: bits &>> UInt64(length - 1) & 1)
            let count = Int(counts[length])
            if code - first < count { return (Int(symbols[index + code - first]), length) }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        return nil
    }
}
