import CLibPNG
import ShapeKit
import XCTest

@testable import HitLintKit

/// hitlint's own inflate (the PNG fast path's) against zlib's: the same bytes for every stream
/// zlib writes, and no stream accepted that zlib refuses.
final class InflaterTests: XCTestCase {
    /// zlib's deflate of `data` with these settings.
    private func deflated(
        _ data: [UInt8], level: Int32, windowBits: Int32 = 15, memLevel: Int32 = 8, strategy: Int32 = Z_DEFAULT_STRATEGY
    )
        -> [UInt8]
    {
        var stream = z_stream()
        XCTAssertEqual(
            deflateInit2_(
                &stream, level, Z_DEFLATED, windowBits, memLevel, strategy, zlibVersion(),
                Int32(MemoryLayout<z_stream>.size)),
            Z_OK)
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(data.count))))
        let status = data.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out -> Int32 in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        XCTAssertEqual(status, Z_STREAM_END)
        return Array(output.prefix(Int(stream.total_out)))
    }

    /// Ours, into exactly `count` bytes; nil when refused.
    private func ours(_ stream: [UInt8], count: Int) -> [UInt8]? {
        let input = stream + [UInt8](repeating: 0xA5, count: Inflater.inputSlack)  // read, never used
        var output = [UInt8](repeating: 0, count: count + Inflater.outputSlack)
        let done = input.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer {
                Inflater.inflate(input.baseAddress!, count: stream.count, into: $0.baseAddress!, count: count)
            }
        }
        return done ? Array(output.prefix(count)) : nil
    }

    /// zlib's, in one call as the fast path used it (Adler-32 not checked); nil when refused.
    private func zlibs(_ stream: [UInt8], count: Int) -> [UInt8]? {
        var z = z_stream()
        guard hitlint_inflate_init(&z) == Z_OK else { return nil }
        defer { inflateEnd(&z) }
        var output = [UInt8](repeating: 0, count: max(count, 1))
        let status = stream.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out -> Int32 in
                z.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                z.avail_in = uInt(input.count)
                z.next_out = out.baseAddress
                z.avail_out = uInt(count)
                return inflate(&z, Z_NO_FLUSH)
            }
        }
        guard status == Z_STREAM_END, z.avail_in == 0, z.total_out == uLong(count) else { return nil }
        return Array(output.prefix(count))
    }

    /// Data of every kind deflate meets: nothing, noise, text, runs, short periods (the copies
    /// of 1 to 9 bytes back), and rows of a mostly transparent RGBA image.
    private func samples() -> [(String, [UInt8])] {
        var random = SeededRandom(state: 0x1F1A7E)
        let noise = (0..<20_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let words = ["tap", "target", "button", "alpha", "threshold", "enlarge", "hit", "view", " ", " ", "\n"]
        let text = Array((0..<4_000).map { _ in random.pick(words) }.joined().utf8)
        var runs: [UInt8] = []
        while runs.count < 60_000 {
            runs += [UInt8](repeating: random.chance(0.7) ? 0 : UInt8(random.int(0...255)), count: random.int(1...400))
        }
        let periods = (1...9).flatMap { period in
            (0..<(period * 300 + 7)).map { UInt8(truncatingIfNeeded: ($0 % period) * 37 + period) }
        }
        // 120 x 90 RGBA, Sub-filtered: a disc of colour on transparency.
        var image: [UInt8] = []
        for y in 0..<90 {
            image.append(1)
            var left: [UInt8] = [0, 0, 0, 0]
            for x in 0..<120 {
                let inside = (x - 60) * (x - 60) + (y - 45) * (y - 45) < 35 * 35
                let pixel: [UInt8] = inside ? [UInt8(x * 2), UInt8(y * 2), 200, 255] : [0, 0, 0, 0]
                image += zip(pixel, left).map { $0 &- $1 }
                left = pixel
            }
        }
        return [
            ("empty", []), ("one byte", [42]), ("noise", noise), ("text", text), ("runs", runs), ("periods", periods),
            ("image", image),
        ]
    }

    /// Streams of every block type, window size and strategy zlib has.
    private func streams() -> [(label: String, data: [UInt8], stream: [UInt8])] {
        var result: [(String, [UInt8], [UInt8])] = []
        let settings: [(String, Int32, Int32, Int32, Int32)] = [
            ("stored", 0, 15, 8, Z_DEFAULT_STRATEGY), ("fast", 1, 15, 8, Z_DEFAULT_STRATEGY),
            ("default", 6, 15, 8, Z_DEFAULT_STRATEGY),
            ("best, small window", 9, 9, 8, Z_DEFAULT_STRATEGY),
            ("window 12, small blocks", 9, 12, 1, Z_DEFAULT_STRATEGY),
            ("filtered", 6, 15, 9, Z_FILTERED), ("huffman only", 6, 15, 8, Z_HUFFMAN_ONLY), ("rle", 6, 15, 8, Z_RLE),
            ("fixed", 6, 15, 8, Z_FIXED),
        ]
        for (name, data) in samples() {
            for (setting, level, windowBits, memLevel, strategy) in settings {
                result.append(
                    (
                        "\(name), \(setting)", data,
                        deflated(data, level: level, windowBits: windowBits, memLevel: memLevel, strategy: strategy)
                    ))
            }
        }
        return result
    }

    func testInflatesWhatZlibDeflates() throws {
        var blockTypes = Set<UInt8>()
        for (label, data, stream) in streams() {
            XCTAssertEqual(ours(stream, count: data.count), data, label)
            XCTAssertEqual(zlibs(stream, count: data.count), data, "zlib: " + label)
            blockTypes.insert(stream[2] >> 1 & 3)  // the first block's type
        }
        XCTAssertEqual(blockTypes, [0, 1, 2], "stored, fixed and dynamic blocks all met")
    }

    /// Damaged streams: whatever ours accepts, zlib accepts with the same bytes. Many of each
    /// happen (the check is not vacuous): both accept some, both refuse most.
    func testAcceptsNoDamagedStreamZlibRefuses() throws {
        var random = SeededRandom(state: 0xDA3A6E)
        var (bothAccept, bothRefuse, onlyZlib) = (0, 0, 0)
        let picked = streams().filter { !$0.data.isEmpty && $0.data.count < 30_000 }
        for n in 0..<3_000 {
            let (label, data, original) = picked[n % picked.count]
            var stream = original
            var count = data.count
            let damage: String
            switch random.int(0...4) {
            case 0:
                let at = random.int(0...(stream.count - 1))
                stream[at] ^= 1 << UInt8(random.int(0...7))
                damage = "bit flipped at \(at)"
            case 1:
                let at = random.int(0...(stream.count - 1))
                stream[at] = UInt8(random.int(0...255))
                damage = "byte changed at \(at)"
            case 2:
                stream = Array(stream.prefix(random.int(0...(stream.count - 1))))
                damage = "cut to \(stream.count)"
            case 3:
                stream.append(UInt8(random.int(0...255)))
                damage = "a byte added"
            default:
                count += random.chance(0.5) ? 1 : -1
                damage = "\(count) bytes asked"
            }
            let (mine, theirs) = (ours(stream, count: count), zlibs(stream, count: count))
            if let mine {
                XCTAssert(
                    theirs == mine, "\(label), \(damage): zlib \(theirs == nil ? "refuses it" : "reads other bytes")")
                bothAccept += 1
            } else if theirs == nil {
                bothRefuse += 1
            } else {
                onlyZlib += 1
            }
        }
        XCTAssertGreaterThan(bothAccept, 100)
        XCTAssertGreaterThan(bothRefuse, 1_000)
        // Ours refuses what zlib reads only for a distance past the declared window; none here.
        XCTAssertEqual(onlyZlib, 0)
    }

    /// A header declaring a 512-byte window before a distance of 1,000: zlib reads it in one
    /// call; ours refuses it (libpng, row by row, then has the last word).
    func testRefusesDistancesPastTheDeclaredWindow() throws {
        let data = (0..<3_000).map { UInt8(truncatingIfNeeded: $0 * 7919 % 1_000 * 31 % 251) }
        var stream = deflated(data, level: 9)
        XCTAssertEqual(ours(stream, count: data.count), data)
        stream[0] = 0x18  // deflate, window 2^(1 + 8)
        setCheckBits(&stream)
        XCTAssertEqual(zlibs(stream, count: data.count), data)
        XCTAssert(ours(stream, count: data.count) == nil, "a distance past the declared window read")
    }

    /// Sets the header's check bits after a change of the other header bits.
    private func setCheckBits(_ stream: inout [UInt8]) {
        stream[1] &= 0xE0
        stream[1] |= UInt8((31 - (Int(stream[0]) << 8 | Int(stream[1])) % 31) % 31)
        XCTAssertEqual((Int(stream[0]) << 8 | Int(stream[1])) % 31, 0)
    }

    /// A zlib stream of one dynamic block, written bit by bit: the code length code gives the 16
    /// lengths 0...15 four-bit codes (code = length), then come the lengths of the literal/length
    /// and distance codes, then `symbols` (literal/length codes, as canonical codes of `lengths`).
    private func dynamicStream(literalLengths: [Int], distanceLengths: [Int], symbols: [Int]) -> [UInt8] {
        var bytes: [UInt8] = [0x78, 0x01]
        var (buffer, count) = (0, 0)
        func put(_ value: Int, _ bits: Int) {
            buffer |= value << count
            count += bits
            while count >= 8 {
                bytes.append(UInt8(buffer & 0xFF))
                (buffer, count) = (buffer >> 8, count - 8)
            }
        }
        func putCode(_ code: Int, _ length: Int) {
            for bit in stride(from: length - 1, through: 0, by: -1) { put(code >> bit & 1, 1) }
        }
        put(1, 1)
        put(2, 2)
        put(literalLengths.count - 257, 5)
        put(distanceLengths.count - 1, 5)
        put(19 - 4, 4)
        for symbol in Inflater.codeLengthOrder { put(symbol < 16 ? 4 : 0, 3) }
        for length in literalLengths + distanceLengths { putCode(length, 4) }
        // Canonical codes of the literal/length code (RFC 1951, 3.2.2).
        var next = [Int](repeating: 0, count: 17)
        var code = 0
        for bits in 1...16 {
            code = (code + literalLengths.filter { $0 == bits - 1 && $0 > 0 }.count) << 1
            next[bits] = code
        }
        var codes = [Int](repeating: 0, count: literalLengths.count)
        for (symbol, length) in literalLengths.enumerated() where length > 0 {
            codes[symbol] = next[length]
            next[length] += 1
        }
        for symbol in symbols { putCode(codes[symbol], literalLengths[symbol]) }
        if count > 0 { put(0, 8 - count) }
        return bytes + [0, 0, 0, 1]  // the Adler-32, not checked
    }

    /// The rules zlib puts on a dynamic block's codes, on streams made to break each.
    func testDynamicCodesFollowZlibsRules() throws {
        func lengths(_ count: Int, _ set: [Int: Int]) -> [Int] { (0..<count).map { set[$0] ?? 0 } }
        let a = 65
        let b = 66
        let end = 256
        // 'A' and the end of block, one bit each; one distance code of one bit (incomplete, allowed).
        let valid = dynamicStream(
            literalLengths: lengths(257, [a: 1, end: 1]), distanceLengths: [1], symbols: [a, a, end])
        XCTAssertEqual(ours(valid, count: 2), [65, 65])
        XCTAssertEqual(zlibs(valid, count: 2), [65, 65])
        // An end-of-block code alone, one bit: allowed too.
        let empty = dynamicStream(literalLengths: lengths(257, [end: 1]), distanceLengths: [0], symbols: [end])
        XCTAssertEqual(ours(empty, count: 0), [])
        XCTAssertEqual(zlibs(empty, count: 0), [])
        let refused: [(String, [UInt8])] = [
            (
                "no end-of-block code",
                dynamicStream(literalLengths: lengths(257, [a: 1, b: 1]), distanceLengths: [1], symbols: [a, b])
            ),
            (
                "an incomplete literal/length code",
                dynamicStream(literalLengths: lengths(257, [a: 1, end: 2]), distanceLengths: [1], symbols: [a, end])
            ),
            (
                "an incomplete distance code",
                dynamicStream(
                    literalLengths: lengths(257, [a: 1, end: 1]), distanceLengths: [2, 2, 2], symbols: [a, end])
            ),
            (
                "an over-subscribed code",
                dynamicStream(
                    literalLengths: lengths(257, [a: 1, b: 1, end: 1]), distanceLengths: [1], symbols: [a, end])
            ),
            (
                "287 literal/length symbols",
                dynamicStream(literalLengths: lengths(287, [a: 1, end: 1]), distanceLengths: [1], symbols: [a, end])
            ),
            (
                "31 distance symbols",
                dynamicStream(
                    literalLengths: lengths(257, [a: 1, end: 1]), distanceLengths: lengths(31, [0: 1]),
                    symbols: [a, end])
            ),
        ]
        for (label, stream) in refused {
            XCTAssertNil(zlibs(stream, count: 1), "zlib: " + label)
            XCTAssertNil(ours(stream, count: 1), label)
        }
    }

    /// The stream must end with its four Adler-32 bytes (not checked), and nothing after.
    func testTheStreamEndsWithTheAdler32() throws {
        let data = Array("hit testing, pixel by pixel".utf8)
        let stream = deflated(data, level: 6)
        var wrongSum = stream
        wrongSum[wrongSum.count - 1] ^= 0xFF
        XCTAssertEqual(ours(wrongSum, count: data.count), data)
        XCTAssertNil(ours(Array(stream.dropLast()), count: data.count))
        XCTAssertNil(ours(stream + [0], count: data.count))
        var dictionary = stream
        dictionary[1] |= 0x20  // a preset dictionary is asked for
        setCheckBits(&dictionary)
        XCTAssertNil(ours(dictionary, count: data.count))
    }
}
