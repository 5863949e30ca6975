import ShapeKit
import XCTest

@testable import HitLintKit

/// Every colour type libpng reads comes down to the right alpha plane.
final class PNGDecodingTests: XCTestCase {
    let decoder = PNGDecoder()

    private func alpha(_ data: Data, file: StaticString = #filePath, line: UInt = #line) -> [UInt8] {
        switch decoder.decode(data: data, keepColour: false) {
        case .success(let image): return image.alpha
        case .failure(let error):
            XCTFail(error.message, file: file, line: line)
            return []
        }
    }

    func testRGBAKeepsEveryAlphaByte() throws {
        let pixels: [UInt8] = (0..<256).flatMap { [UInt8($0), 0, 0, UInt8($0)] }
        let data = try PNGEncoder.encode(width: 16, height: 16, pixels: pixels, layout: .rgba)
        XCTAssertEqual(alpha(data), (0..<256).map { UInt8($0) })
    }

    func testOpaqueFormatsAreFullyOpaque() throws {
        XCTAssertEqual(
            alpha(try PNGEncoder.encode(width: 3, height: 2, pixels: [UInt8](repeating: 9, count: 18), layout: .rgb)),
            [UInt8](repeating: 255, count: 6))
        XCTAssertEqual(
            alpha(try PNGEncoder.encode(width: 3, height: 2, pixels: [0, 50, 100, 150, 200, 250], layout: .gray)),
            [UInt8](repeating: 255, count: 6))
    }

    func testGreyAlpha() throws {
        let data = try PNGEncoder.encode(
            width: 4, height: 1, pixels: [10, 0, 20, 25, 30, 26, 40, 255], layout: .grayAlpha)
        XCTAssertEqual(alpha(data), [0, 25, 26, 255])
    }

    func testPaletteWithTRNS() throws {
        let palette: [UInt8] = [
            255, 0, 0, 0,
            0, 255, 0, 25,
            0, 0, 255, 26,
            9, 9, 9, 255,
        ]
        let data = try PNGEncoder.encode(
            width: 4, height: 2, pixels: [0, 1, 2, 3, 3, 2, 1, 0], layout: .palette(palette))
        XCTAssertEqual(alpha(data), [0, 25, 26, 255, 255, 26, 25, 0])
        // It really is a palette image with a tRNS chunk.
        XCTAssertEqual(data[25], 3)  // IHDR colour type
        XCTAssertNotNil(data.range(of: Data("tRNS".utf8)))
    }

    func testSixteenBitAlphaIsReducedToBytes() throws {
        // 16-bit samples v * 257 come back as v.
        let samples: [UInt16] = [0, 0, 0, 0, 1, 2, 3, 25 * 257, 4, 5, 6, 26 * 257, 7, 8, 9, 65535]
        let data = RawPNGWriter.encode(
            width: 4, height: 1, colourType: 6, channels: 4, bitDepth: 16, interlaced: false, samples: samples)
        XCTAssertEqual(alpha(data), [0, 25, 26, 255])
        // And through libpng's own 16-bit writer.
        let wide = try PNGEncoder.encode(width: 2, height: 1, pixels: [1, 2, 3, 26, 4, 5, 6, 200], layout: .rgba16)
        XCTAssertEqual(wide[24], 16)  // IHDR bit depth
        XCTAssertEqual(alpha(wide), [26, 200])
    }

    func testInterlacedImagesDecodeLikeTheirPlainTwins() {
        // 13 x 11 px so that every Adam7 pass, including partial ones, is present.
        let (w, h) = (13, 11)
        let samples: [UInt16] = (0..<(w * h)).flatMap { n -> [UInt16] in
            [UInt16(n % 256), 7, 9, UInt16((n * 37) % 256)]
        }
        let plain = RawPNGWriter.encode(
            width: w, height: h, colourType: 6, channels: 4, bitDepth: 8, interlaced: false, samples: samples)
        let interlaced = RawPNGWriter.encode(
            width: w, height: h, colourType: 6, channels: 4, bitDepth: 8, interlaced: true, samples: samples)
        XCTAssertEqual(interlaced[28], 1)  // IHDR interlace method: Adam7
        let expected = (0..<(w * h)).map { UInt8(($0 * 37) % 256) }
        XCTAssertEqual(alpha(plain), expected)
        XCTAssertEqual(alpha(interlaced), expected)
        // Grey + alpha, 16-bit, interlaced.
        let grey: [UInt16] = (0..<(w * h)).flatMap { n -> [UInt16] in [UInt16(n) * 100, UInt16(n % 256) * 257] }
        for (interlace, depth) in [(false, 16), (true, 16), (true, 8), (false, 8)] {
            let scaled = depth == 8 ? grey.map { $0 >> 8 } : grey
            let greyData = RawPNGWriter.encode(
                width: w, height: h, colourType: 4, channels: 2, bitDepth: depth, interlaced: interlace, samples: scaled
            )
            XCTAssertEqual(
                alpha(greyData), (0..<(w * h)).map { UInt8($0 % 256) }, "interlaced \(interlace) depth \(depth)")
        }
    }

    /// Without colours each layout is read its own cheapest way (palette indices, grey + alpha,
    /// ...); with colours everything goes through RGBA. Both must give the same alpha plane.
    func testAlphaOnlyDecodingMatchesTheRGBAPath() throws {
        let (w, h) = (13, 11)
        func both(_ data: Data, _ label: String) throws {
            guard case .success(let plain) = decoder.decode(data: data, keepColour: false),
                case .success(let coloured) = decoder.decode(data: data, keepColour: true)
            else { return XCTFail("undecodable \(label)") }
            XCTAssertEqual(plain.alpha, coloured.alpha, label)
            XCTAssertEqual(Set(plain.alpha).count > 1, label.contains("alpha"), label)
        }
        for (colourType, channels, label) in [
            (0, 1, "grey"), (2, 3, "rgb"), (4, 2, "grey alpha"), (6, 4, "rgba alpha"),
        ] {
            let samples: [UInt16] = (0..<(w * h * channels)).map { UInt16(($0 * 53 + 7) % 256) }
            for interlaced in [false, true] {
                try both(
                    RawPNGWriter.encode(
                        width: w, height: h, colourType: UInt8(colourType), channels: channels, bitDepth: 8,
                        interlaced: interlaced, samples: samples), "\(label) interlaced \(interlaced)")
            }
        }
        let palette: [UInt8] = (0..<40).flatMap { [UInt8($0 * 6), 9, 200, UInt8(($0 * 71) % 256)] }
        try both(
            try PNGEncoder.encode(
                width: w, height: h, pixels: (0..<(w * h)).map { UInt8($0 % 40) }, layout: .palette(palette)),
            "palette alpha")
        // Opaque layouts come out fully opaque.
        let rgb = RawPNGWriter.encode(
            width: 2, height: 2, colourType: 2, channels: 3, bitDepth: 8, interlaced: false,
            samples: [UInt16](repeating: 3, count: 12))
        XCTAssertEqual(alpha(rgb), [255, 255, 255, 255])
    }

    /// Grey + alpha and RGBA at 8 and 16 bits, not interlaced, take the alpha-lane fast path:
    /// with every row filter, the image data split over several IDAT chunks and ancillary
    /// chunks on the way, it must give the alpha plane libpng gives.
    func testTheAlphaLaneFastPathAgreesWithLibpng() throws {
        let (w, h) = (13, 7)
        let ancillary: [(String, Data)] = [
            ("gAMA", Data([0, 0, 0xB1, 0x8F])), ("tEXt", Data("Comment\u{0}hitlint".utf8)),
        ]
        for (colourType, channels) in [(UInt8(4), 2), (UInt8(6), 4)] {
            for depth in [8, 16] {
                // Every byte varies, so a lane mixed up with another shows.
                let samples: [UInt16] = (0..<(w * h * channels)).map { n in
                    let v = UInt16((n * 97 + 13) % 256)
                    return depth == 16 ? v << 8 | UInt16((n * 31) % 256) : v
                }
                let expected = (0..<(w * h)).map { p -> UInt8 in
                    let a = samples[p * channels + channels - 1]
                    return depth == 16 ? PNGDecoder.byte(fromWide: a) : UInt8(a)
                }
                for filters: [UInt8] in [[0], [1], [2], [3], [4], [4, 3, 2, 1, 0]] {
                    let label = "colour type \(colourType), \(depth) bits, filters \(filters)"
                    let data = RawPNGWriter.encode(
                        width: w, height: h, colourType: colourType, channels: channels, bitDepth: depth,
                        interlaced: false, samples: samples, filters: filters, ancillary: ancillary, idatBytes: 50)
                    let fast = data.withUnsafeBytes { AlphaLaneDecoder.alpha(of: $0, maxPixels: 1 << 20) }
                    XCTAssertEqual(fast?.alpha, expected, label)
                    guard case .success(let coloured) = decoder.decode(data: data, keepColour: true, fastPath: false)
                    else {
                        return XCTFail(label)
                    }
                    XCTAssertEqual(coloured.alpha, expected, "libpng: " + label)
                    // In colour (8 bits only), every lane as libpng gives it.
                    let fastColour = data.withUnsafeBytes { AlphaLaneDecoder.colour(of: $0, maxPixels: 1 << 20) }
                    XCTAssertEqual(fastColour == nil, depth == 16, label)
                    if let fastColour {
                        XCTAssertEqual(fastColour.rgba, coloured.rgba, "colour: " + label)
                        XCTAssertEqual(fastColour.alpha, expected, "colour: " + label)
                    }
                }
            }
        }
    }

    /// What the fast path does not take, or finds unusual, goes to libpng, which decides.
    func testTheFastPathLeavesOtherFilesToLibpng() throws {
        let samples: [UInt16] = (0..<48).map { (n: Int) -> UInt16 in UInt16((n * 53 + 7) % 256) }
        func rgba(
            interlaced: Bool = false, filters: [UInt8] = [1], ancillary: [(String, Data)] = [],
            wrongAdler32: Bool = false
        ) -> Data {
            RawPNGWriter.encode(
                width: 4, height: 3, colourType: 6, channels: 4, bitDepth: 8, interlaced: interlaced, samples: samples,
                wrongAdler32: wrongAdler32, filters: filters, ancillary: ancillary)
        }
        var badCRC = rgba()
        badCRC[badCRC.count - 13] ^= 1  // the last byte of the IDAT chunk's CRC
        let palette = try PNGEncoder.encode(
            width: 2, height: 1, pixels: [0, 1], layout: .palette([1, 2, 3, 4, 5, 6, 7, 8]))
        let others: [(String, Data)] = [
            ("plain", rgba()),
            ("interlaced", rgba(interlaced: true)),
            ("palette", palette),
            ("tRNS", rgba(ancillary: [("tRNS", Data([0, 1]))])),
            ("unknown critical chunk", rgba(ancillary: [("CgBI", Data([0x50, 0, 0x20, 6]))])),
            ("unknown row filter", rgba(filters: [5])),
            ("bad CRC", badCRC),
            ("no IEND", rgba().dropLast(12)),
        ]
        for (label, data) in others {
            let fast = data.withUnsafeBytes { AlphaLaneDecoder.alpha(of: $0, maxPixels: 1 << 20) }
            XCTAssertEqual(fast == nil, label != "plain", label)
        }
        // A gamma other than sRGB's leaves the colours to libpng (which converts them); the alpha stays fast.
        let linear = rgba(ancillary: [("gAMA", Data([0, 1, 0x86, 0xA0]))])
        XCTAssertNotNil(linear.withUnsafeBytes { AlphaLaneDecoder.alpha(of: $0, maxPixels: 1 << 20) })
        XCTAssertNil(linear.withUnsafeBytes { AlphaLaneDecoder.colour(of: $0, maxPixels: 1 << 20) })
        guard case .success(let converted) = decoder.decode(data: linear, keepColour: true),
            case .success(let plain) = decoder.decode(data: rgba(), keepColour: true)
        else { return XCTFail("gAMA 1.0") }
        XCTAssertEqual(converted.alpha, plain.alpha)
        XCTAssertNotEqual(converted.rgba, plain.rgba, "libpng converted the linear colours to sRGB")
        // libpng still reads what it can: the alpha bytes of every fourth sample.
        let expected = (0..<12).map { UInt8(samples[$0 * 4 + 3]) }
        // A wrong zlib checksum: both ignore it, so the fast path keeps the file.
        let wrongAdler = try XCTUnwrap(
            rgba(wrongAdler32: true).withUnsafeBytes { AlphaLaneDecoder.alpha(of: $0, maxPixels: 1 << 20) })
        XCTAssertEqual(wrongAdler.alpha, expected)
        XCTAssertEqual(alpha(rgba(wrongAdler32: true)), expected)
        for label in ["interlaced", "tRNS", "no IEND"] {
            XCTAssertEqual(alpha(others.first { $0.0 == label }!.1), expected, label)
        }
        for label in ["unknown critical chunk", "unknown row filter", "bad CRC"] {
            guard case .failure = decoder.decode(data: others.first { $0.0 == label }!.1, keepColour: false) else {
                return XCTFail(label)
            }
        }
    }

    /// The PNG fuzz target builds well-formed files around its input, so that mutations reach
    /// the fast path's row filters; each must decode there and through libpng alike.
    func testTheFuzzTargetReachesTheFastPath() throws {
        for (n, head) in [[7, 5, 0, 0], [7, 5, 1, 0], [3, 9, 0, 1], [31, 2, 1, 1]].enumerated() {
            // Every filter in turn (filter bytes are taken modulo 6: 5 would be an unknown filter).
            let stride = 1 + Int(head[0] % 32 + 1) * (head[2] == 1 ? 4 : 2) * (head[3] == 1 ? 2 : 1)
            let rows = (0..<(stride * 40)).map {
                $0 % stride == 0 ? UInt8($0 / stride % 5) : UInt8(truncatingIfNeeded: $0 * 131 + n)
            }
            let built = try XCTUnwrap(FuzzEntryPoints.pngAround(Data(head.map(UInt8.init) + rows)))
            let fast = try XCTUnwrap(
                built.withUnsafeBytes { AlphaLaneDecoder.alpha(of: $0, maxPixels: 1 << 20) }, "\(head)")
            guard case .success(let reference) = decoder.decode(data: built, keepColour: true, fastPath: false) else {
                return XCTFail("\(head)")
            }
            XCTAssertEqual(fast.alpha, reference.alpha, "\(head)")
            XCTAssertEqual(fast.width * fast.height, (head[0] % 32 + 1) * (head[1] % 32 + 1))
            XCTAssertNil(FuzzEntryPoints.png(built))  // and the whole target: the decoders agree
        }
    }

    /// Like browsers, hitlint does not verify the zlib checksum of the image data; the chunk
    /// CRCs still catch a damaged file (see the corrupt case below).
    func testAWrongZlibChecksumIsNotAnError() {
        let samples: [UInt16] = [1, 0, 2, 25, 3, 26, 4, 255]
        let data = RawPNGWriter.encode(
            width: 4, height: 1, colourType: 4, channels: 2, bitDepth: 8, interlaced: false,
            samples: samples, wrongAdler32: true)
        XCTAssertEqual(alpha(data), [0, 25, 26, 255])
    }

    func testBrokenFilesAreErrorsNotCrashes() throws {
        let good = try PNGEncoder.encode(
            width: 8, height: 8, pixels: [UInt8](repeating: 200, count: 256), layout: .rgba)
        func message(_ data: Data) -> String? {
            if case .failure(let error) = decoder.decode(data: data, keepColour: false) { return error.message }
            return nil
        }
        XCTAssertEqual(message(Data()), "the file is empty")
        XCTAssertEqual(message(Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10])), "the file is a JPEG, not a PNG")
        XCTAssertEqual(message(Data("hello, world".utf8)), "not a PNG file (bad signature)")
        XCTAssertNotNil(message(good.prefix(40)))
        XCTAssertNotNil(message(good.prefix(good.count - 20)))
        var corrupt = good
        corrupt[corrupt.count - 30] ^= 0xFF
        XCTAssertNotNil(message(corrupt))
        // A header that claims 100000 x 100000 px is refused before any pixel memory is allocated.
        let huge = RawPNGWriter.encode(
            width: 100_000, height: 100_000, colourType: 6, channels: 4, bitDepth: 8, interlaced: false, samples: [])
        XCTAssertTrue(message(huge)?.contains("over the limit") == true, message(huge) ?? "decoded")
    }

    /// An ancillary chunk that claims more bytes than the file has (found by the `png` fuzz
    /// target: 1.9 GB claimed in a file of 1 KB, which libpng allocated before finding the file
    /// short) never reaches libpng: it is dropped with the rest of the file.
    func testAChunkClaimingMoreThanTheFileIsNotGivenToLibpng() throws {
        let pixels: [UInt8] = (0..<64).flatMap { [UInt8($0), 0, 0, UInt8($0 * 4)] }
        let good = try PNGEncoder.encode(width: 8, height: 8, pixels: pixels, layout: .rgba)
        let claimed: [UInt8] = [0x71, 0, 0, 0x19]  // 1,895,825,433 bytes
        let claim = Data(claimed + Array("tEXt".utf8) + Array("Comment".utf8))
        // After the image data: dropped, and libpng reads the image (IEND is optional to it).
        let trailing = good.prefix(good.count - 12) + claim
        XCTAssertEqual(PNGChunk.withoutIgnoredChunks(trailing), good.prefix(good.count - 12))
        guard case .success(let image) = decoder.decode(data: trailing, keepColour: true) else {
            return XCTFail("trailing claim")
        }
        XCTAssertEqual(image.alpha, (0..<64).map { UInt8($0 * 4) })
        // Before the image data: dropped, and the file, now without image data, is an error.
        let signatureAndHeader = good.prefix(33)
        let leading = signatureAndHeader + claim + good.dropFirst(33)
        XCTAssertEqual(PNGChunk.withoutIgnoredChunks(leading), signatureAndHeader)
        guard case .failure = decoder.decode(data: leading, keepColour: true) else { return XCTFail("leading claim") }
        // A critical chunk claiming too much is left to libpng, which refuses the file.
        let critical = signatureAndHeader + Data(claimed + Array("IDAT".utf8) + [1, 2, 3])
        XCTAssertEqual(PNGChunk.withoutIgnoredChunks(critical), critical)
        guard case .failure = decoder.decode(data: critical, keepColour: true) else { return XCTFail("critical claim") }
    }

    func testMissingTruncatedAndNonPNGImagesBecomeFindings() throws {
        try withWorkspace { ws in
            let good = try solid(30, 30).png()
            try ws.write("truncated.png", data: good.prefix(good.count / 2))
            try ws.write("photo.png", data: Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]))
            try FileManager.default.createDirectory(at: ws.url("folder.png"), withIntermediateDirectories: true)
            let linted = try ws.lint(
                """
                version: 1
                scale: 1
                screens:
                  - name: S
                    size: [200, 200]
                    views:
                      - id: missing
                        frame: [0, 0, 30, 30]
                        image: nowhere.png
                        threshold: 0.1
                      - id: truncated
                        frame: [40, 0, 30, 30]
                        image: truncated.png
                      - id: jpeg
                        frame: [80, 0, 30, 30]
                        backgroundImage: photo.png
                      - id: folder
                        frame: [120, 0, 30, 30]
                        image: folder.png
                """)
            let errors = linted.findings.filter { $0.rule == "image-error" }
            XCTAssertEqual(errors.map(\.view), ["missing", "truncated", "jpeg", "folder"])
            XCTAssertTrue(errors[0].message.contains("no such file"))
            XCTAssertTrue(errors[2].message.contains("JPEG"))
            XCTAssertTrue(errors[3].message.contains("directory"))
            // Located at the image: key that names the image (line 9), not at the view's id.
            XCTAssertEqual(errors[0].location.line, 9)
            XCTAssertEqual(errors[0].location.column, 16)
            // A view whose image cannot be read is analysed as UIKit would show it: without the image.
            XCTAssertEqual(linted.metrics("missing").hitArea, 900)
        }
    }

    /// A FIFO named like a PNG is refused at once: reading it would wait for a writer forever.
    func testAFIFOIsRefusedWithoutWaiting() throws {
        try withWorkspace { ws in
            XCTAssertEqual(mkfifo(ws.url("pipe.png").path, 0o644), 0)
            guard case .failure(let error) = decoder.decode(fileAt: ws.url("pipe.png"), keepColour: false) else {
                return XCTFail("a FIFO decoded")
            }
            XCTAssertEqual(error.message, "is not a regular file")
            guard case .failure(let missing) = decoder.decode(fileAt: ws.url("none.png"), keepColour: false) else {
                return XCTFail("a missing file decoded")
            }
            XCTAssertEqual(missing.message, "no such file")
        }
    }

    func testEachFileIsDecodedOnce() throws {
        try withWorkspace { ws in
            try ws.write("a.png", solid(10, 10))
            let store = ImageStore()
            for _ in 0..<5 { _ = store.image(at: ws.url("a.png")) }
            XCTAssertEqual(store.decodedCount, 1)
        }
    }
}
