/// Inflates a PNG's image data, a zlib stream (RFC 1950 around RFC 1951), into a buffer of the
/// size the header asks for, in one go. Why not zlib: app images are mostly transparent, so
/// their streams are long runs of long matches, and zlib 1.2's inflate copies a match a byte at
/// a time (15 % of a large lint went there); this copies 8 bytes at a time.
///
/// It accepts no stream zlib refuses (the PNG fast path's promise that libpng would read the
/// same pixels): the same header, block and code checks as zlib's inflate, no distance before
/// the start of the data, and the four bytes of the Adler-32 after the last block, not checked
/// (as libpng here is told). It also refuses a distance beyond the window the header declares,
/// which zlib lets through when it lies within one call's output; libpng then decides.
package enum Inflater {
    /// Bytes past `count` of the output a caller must allocate: matches are copied 8 bytes at a
    /// time, so the last copy may write up to 7 bytes beyond its end.
    package static let outputSlack = 16
    /// Bytes past the end of the input that must be readable (their values do not matter): the
    /// bit reader loads 8 bytes at a time.
    package static let inputSlack = 16

    /// Inflates the stream of `inputCount` bytes at `input` into exactly `count` bytes at
    /// `output`; false when the stream is damaged, ends early, holds more data or more bytes,
    /// or has anything after its Adler-32. `input` must be readable `inputSlack` bytes further,
    /// `output` writable `outputSlack` bytes further.
    package static func inflate(
        _ input: UnsafePointer<UInt8>, count inputCount: Int, into output: UnsafeMutablePointer<UInt8>, count: Int
    )
        -> Bool
    {
        let words =
            HuffmanCode.words(rootBits: literalRootBits, symbolCount: 288)
            + HuffmanCode.words(rootBits: distanceRootBits, symbolCount: 32)
            + HuffmanCode.words(rootBits: 7, symbolCount: 19) + lengthBytes / 4 + lengthCodes.count
            + distanceCodes.count
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: words) { memory in
            var stream = Stream(
                input: input, count: inputCount, output: output, outputCount: count, memory: memory.baseAddress!)
            return stream.run()
        }
    }

    package static let literalRootBits = 10
    /// Room for the lengths of both codes (at most 320 symbols), then the 19 of the code length code.
    package static let lengthBytes = 340
    package static let distanceRootBits = 8

    /// Per length symbol 257...285: the base length (low 16 bits) and extra bits (high 16).
    package static let lengthCodes: [UInt32] = zip(
        [
            3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
            227, 258,
        ],
        [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    )
    .map { UInt32($0) | UInt32($1) << 16 }
    /// Per distance symbol 0...29: the base distance and extra bits.
    package static let distanceCodes: [UInt32] = zip(
        [
            1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
            4097, 6145, 8193, 12289, 16385, 24577,
        ],
        [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    )
    .map { UInt32($0) | UInt32($1) << 16 }
    /// The order in which a dynamic block sends the lengths of the code length code.
    package static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Bits of the input, read from the lowest: `buffer` holds `count` of them, refilled 8 bytes at
    /// a time (the technique of libdeflate: whole bytes are taken until at least 56 bits are held).
    package struct BitReader {
        /// The next byte not yet in `buffer`.
        package var next: UnsafePointer<UInt8>
        /// One past the stream's last byte.
        package let end: UnsafePointer<UInt8>
        package var buffer: UInt64 = 0
        package var count = 0

        /// Tops the buffer up to at least 56 bits; false once the stream is overrun (the bytes
        /// loaded past its end are never used: the caller checks where the stream ended).
        @inline(__always)
        package mutating func refill() -> Bool {
            guard next - end <= Inflater.inputSlack - 8 else { return false }
            buffer |= UInt64(littleEndian: UnsafeRawPointer(next).loadUnaligned(as: UInt64.self)) &<< UInt64(count)
            next += (63 &- count) &>> 3
            count |= 56
            return true
        }

        @inline(__always)
        package func peek(_ bits: Int) -> Int { Int(truncatingIfNeeded: buffer & (1 &<< UInt64(bits) &- 1)) }

        @inline(__always)
        package mutating func drop(_ bits: Int) {
            buffer &>>= UInt64(bits)
            count &-= bits
        }

        @inline(__always)
        package mutating func take(_ bits: Int) -> Int {
            let value = peek(bits)
            drop(bits)
            return value
        }

        /// Drops the bits up to the next byte boundary; then the first byte not used.
        package mutating func alignToByte() -> UnsafePointer<UInt8> {
            drop(count & 7)
            return next - count >> 3
        }
    }

    /// One stream being inflated.
    package struct Stream {
        package var bits: BitReader
        package let output: UnsafeMutablePointer<UInt8>
        package let outputEnd: UnsafeMutablePointer<UInt8>
        package var out: UnsafeMutablePointer<UInt8>
        package let literals: HuffmanCode
        package let distances: HuffmanCode
        package let codeLengthCode: HuffmanCode
        package let lengths: UnsafeMutablePointer<UInt8>
        package let lengthCodes: UnsafeMutablePointer<UInt32>
        package let distanceCodes: UnsafeMutablePointer<UInt32>
        /// Largest distance the header allows.
        package var window = 0

        package init(
            input: UnsafePointer<UInt8>, count: Int, output: UnsafeMutablePointer<UInt8>, outputCount: Int,
            memory: UnsafeMutablePointer<UInt32>
        ) {
            bits = BitReader(next: input, end: input + count)
            self.output = output
            outputEnd = output + outputCount
            out = output
            var memory = memory
            literals = HuffmanCode(rootBits: Inflater.literalRootBits, memory: memory)
            memory += HuffmanCode.words(rootBits: Inflater.literalRootBits, symbolCount: 288)
            distances = HuffmanCode(rootBits: Inflater.distanceRootBits, memory: memory)
            memory += HuffmanCode.words(rootBits: Inflater.distanceRootBits, symbolCount: 32)
            codeLengthCode = HuffmanCode(rootBits: 7, memory: memory)
            memory += HuffmanCode.words(rootBits: 7, symbolCount: 19)
            lengths = UnsafeMutableRawPointer(memory).assumingMemoryBound(to: UInt8.self)
            memory += Inflater.lengthBytes / 4
            lengthCodes = memory
            lengthCodes.initialize(from: Inflater.lengthCodes, count: Inflater.lengthCodes.count)
            memory += Inflater.lengthCodes.count
            distanceCodes = memory
            distanceCodes.initialize(from: Inflater.distanceCodes, count: Inflater.distanceCodes.count)
        }

        package mutating func run() -> Bool {
            // The zlib header: deflate, a window of at most 32 KB, no preset dictionary, check bits.
            guard bits.refill() else { return false }
            let method = bits.take(8)
            let flags = bits.take(8)
            guard (method << 8 | flags) % 31 == 0, method & 15 == 8, method >> 4 <= 7, flags & 0x20 == 0 else {
                return false
            }
            window = 1 << (method >> 4 + 8)
            var last = false
            while !last {
                guard bits.refill() else { return false }
                last = bits.take(1) == 1
                switch bits.take(2) {
                case 0:
                    guard copyStoredBlock() else { return false }
                case 1:
                    guard useFixedCodes(), inflateBlock() else { return false }
                case 2:
                    guard readDynamicCodes(), inflateBlock() else { return false }
                default:
                    return false
                }
            }
            // The Adler-32's four bytes end the stream, and every byte of output is there.
            let trailer = bits.alignToByte()
            return bits.end - trailer == 4 && out == outputEnd
        }

        /// A stored block: its length, the length's complement, the bytes.
        package mutating func copyStoredBlock() -> Bool {
            _ = bits.alignToByte()
            guard bits.refill() else { return false }
            let length = bits.take(16)
            let complement = bits.take(16)
            guard length == complement ^ 0xFFFF else { return false }
            let from = bits.alignToByte()
            guard length <= bits.end - from, length <= outputEnd - out else { return false }
            out.initialize(from: from, count: length)
            out += length
            bits = BitReader(next: from + length, end: bits.end)
            return true
        }

        package mutating func useFixedCodes() -> Bool {
            for symbol in 0..<288 { lengths[symbol] = symbol < 144 ? 8 : symbol < 256 ? 9 : symbol < 280 ? 7 : 8 }
            for symbol in 288..<320 { lengths[symbol] = 5 }
            return literals.build(lengths: lengths, count: 288, kind: .symbols)
                && distances.build(lengths: lengths + 288, count: 32, kind: .symbols)
        }

        /// A dynamic block's codes: the code of the code lengths, then the lengths of both codes
        /// (zlib's checks: at most 286 and 30 symbols, a repeat needs something to repeat and
        /// stays within the lengths, the end-of-block symbol has a code).
        package mutating func readDynamicCodes() -> Bool {
            guard bits.refill() else { return false }
            let literalCount = bits.take(5) + 257
            let distanceCount = bits.take(5) + 1
            let codeLengthCount = bits.take(4) + 4
            guard literalCount <= 286, distanceCount <= 30 else { return false }
            let codeLengths = lengths + 320
            codeLengths.initialize(repeating: 0, count: 19)
            for n in 0..<codeLengthCount {
                guard bits.refill() else { return false }
                codeLengths[Inflater.codeLengthOrder[n]] = UInt8(bits.take(3))
            }
            guard codeLengthCode.build(lengths: codeLengths, count: 19, kind: .codeLengths) else { return false }
            let total = literalCount + distanceCount
            var have = 0
            while have < total {
                guard bits.refill(), let (symbol, length) = codeLengthCode.decode(bits.buffer) else { return false }
                bits.drop(length)
                if symbol < 16 {
                    lengths[have] = UInt8(symbol)
                    have += 1
                    continue
                }
                let value: UInt8
                let repeats: Int
                switch symbol {
                case 16:
                    guard have > 0 else { return false }
                    (value, repeats) = (lengths[have - 1], 3 + bits.take(2))
                case 17: (value, repeats) = (0, 3 + bits.take(3))
                default: (value, repeats) = (0, 11 + bits.take(7))
                }
                guard repeats <= total - have else { return false }
                (lengths + have).initialize(repeating: value, count: repeats)
                have += repeats
            }
            guard lengths[256] != 0 else { return false }
            return literals.build(lengths: lengths, count: literalCount, kind: .symbols)
                && distances.build(lengths: lengths + literalCount, count: distanceCount, kind: .symbols)
        }

        /// The symbols of a Huffman block, up to its end-of-block symbol.
        package mutating func inflateBlock() -> Bool {
            while true {
                guard bits.refill(), let (symbol, codeLength) = literals.decode(bits.buffer) else { return false }
                bits.drop(codeLength)
                if symbol < 256 {
                    guard out < outputEnd else { return false }
                    out.pointee = UInt8(truncatingIfNeeded: symbol)
                    out += 1
                    continue
                }
                if symbol == 256 { return true }
                guard symbol <= 285 else { return false }
                let lengthCode = lengthCodes[symbol - 257]
                let length = Int(lengthCode & 0xFFFF) + bits.take(Int(lengthCode >> 16))
                guard bits.refill(), let (distanceSymbol, distanceLength) = distances.decode(bits.buffer),
                    distanceSymbol < 30
                else {
                    return false
                }
                bits.drop(distanceLength)
                let distanceCode = distanceCodes[distanceSymbol]
                let distance = Int(distanceCode & 0xFFFF) + bits.take(Int(distanceCode >> 16))
                guard distance <= out - output, distance <= window, length <= outputEnd - out else { return false }
                Inflater.copyMatch(to: out, distance: distance, length: length)
                out += length
            }
        }
    }

    /// Writes `length` bytes at `out`, each a copy of the byte `distance` before it (the source
    /// may overlap what is written: a run). Writes up to 7 bytes more past the end.
    @inline(__always)
    package static func copyMatch(to out: UnsafeMutablePointer<UInt8>, distance: Int, length: Int) {
        let target = UnsafeMutableRawPointer(out)
        if distance >= 8 {
            // Every 8 bytes read were written before.
            let source = UnsafeRawPointer(out - distance)
            var n = 0
            repeat {
                target.storeBytes(
                    of: source.loadUnaligned(fromByteOffset: n, as: UInt64.self), toByteOffset: n, as: UInt64.self)
                n &+= 8
            } while n < length
        } else if distance == 1 {
            out.initialize(repeating: out[-1], count: length)
        } else {
            // The bytes repeat every `distance`, so also every `period`, a multiple of it of at
            // least 8: past the first period, 8 bytes at a time from one period back.
            let period = distance * ((8 + distance - 1) / distance)
            let head = min(length, period)
            for n in 0..<head { out[n] = out[n - distance] }
            var n = head
            while n < length {
                target.storeBytes(
                    of: target.loadUnaligned(fromByteOffset: n - period, as: UInt64.self), toByteOffset: n,
                    as: UInt64.self)
                n &+= 8
            }
        }
    }
}
