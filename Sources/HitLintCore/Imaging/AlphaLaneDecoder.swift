/// A fast path for the PNGs apps mostly ship: grey + alpha or RGBA, 8 or 16 bits, not
/// interlaced. Their image data is inflated in one go by `Inflater` (libpng inflates row by
/// row, with zlib), and only the alpha bytes are unfiltered: PNG filters combine a byte with
/// the bytes at the same place in the pixel to its left and in the row above, so each byte
/// position of a pixel is a lane of its own, and the alpha lane needs no other. Hit maps, which
/// draw the images, take every lane of 8-bit files (`colour(of:maxPixels:)`).
///
/// Anything else, and anything unusual, gives nil, and libpng reads the file and has the last
/// word on its pixels and its errors: a chunk other than IHDR, IDAT, IEND and ancillary ones
/// (tRNS included), a bad CRC or chunk name, a stream `Inflater` refuses (every stream zlib
/// refuses, and a few more), image data too short or too long, an unknown row filter. Like
/// libpng here, it does not check the zlib stream's Adler-32 (chunk CRCs already guard the
/// data), so a wrong one is no reason to go to libpng.
package enum AlphaLaneDecoder {
    /// Largest ancillary chunk passed over; libpng refuses chunks over its own limit (8 MB).
    package static let maxAncillaryBytes = 1_000_000
    /// libpng's default limit on width and height.
    package static let maxSide = 1_000_000

    /// The inflated, still filtered rows of a file the fast path takes, and their layout.
    private struct FilteredRows {
        let header: ChunkLayout.Header
        let rows: UnsafeMutablePointer<UInt8>
        let raw: UnsafeMutableRawBufferPointer
        /// Bytes a pixel, and a row with its filter byte.
        let pixelBytes: Int, stride: Int
    }

    /// Checks the header and inflates the image data; the caller deallocates `raw`.
    private static func filteredRows(of png: UnsafeRawBufferPointer, maxPixels: Int, colour: Bool) -> FilteredRows? {
        guard let file = ChunkLayout(png), png.baseAddress != nil else { return nil }
        let header = file.header
        let (width, height) = (header.width, header.height)
        guard (1...maxSide).contains(width), (1...maxSide).contains(height), width * height <= maxPixels,
            header.depth == 8 || header.depth == 16, header.colourType == 4 || header.colourType == 6,
            header.compression == 0, header.filter == 0, header.interlace == 0
        else { return nil }
        // Colours are libpng's to convert when the file names a gamma, primaries or a profile.
        if colour && (header.depth != 8 || file.convertsColour) { return nil }
        let pixelBytes = (header.colourType == 6 ? 4 : 2) * header.depth / 8
        let stride = 1 + width * pixelBytes
        let (size, overflow) = stride.multipliedReportingOverflow(by: height)
        guard !overflow, size <= Int(UInt32.max) else { return nil }

        let raw = UnsafeMutableRawBufferPointer.allocate(byteCount: size + Inflater.outputSlack, alignment: 16)
        let rows = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
        guard inflate(file.imageData, of: png, into: rows, count: size) else {
            raw.deallocate()
            return nil
        }
        return FilteredRows(header: header, rows: rows, raw: raw, pixelBytes: pixelBytes, stride: stride)
    }

    /// Straight 8-bit RGBA and alpha of an 8-bit grey + alpha or RGBA file that names no colour
    /// conversion (what libpng's simplified API gives for it, byte for byte): every lane is
    /// unfiltered in place. For hit maps, which draw the images.
    package static func colour(of png: UnsafeRawBufferPointer, maxPixels: Int) -> AlphaImage? {
        guard let file = filteredRows(of: png, maxPixels: maxPixels, colour: true) else { return nil }
        defer { file.raw.deallocate() }
        let (width, height, rows, pixelBytes, stride) = (
            file.header.width, file.header.height, file.rows, file.pixelBytes, file.stride
        )
        let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: stride)
        zeros.initialize(repeating: 0, count: stride)
        defer { zeros.deallocate() }
        for y in 0..<height {
            let row = rows + y * stride
            guard
                unfilterRow(
                    row[0], row + 1, above: y > 0 ? row + 1 - stride : zeros, bytes: stride - 1, pixelBytes: pixelBytes)
            else { return nil }
        }
        let pixels = width * height
        let rgba = [UInt8](unsafeUninitializedCapacity: pixels * 4) { out, initialized in
            initialized = pixels * 4
            for y in 0..<height {
                let (source, target) = (rows + y * stride + 1, out.baseAddress! + y * width * 4)
                if pixelBytes == 4 {
                    target.update(from: source, count: width * 4)
                    continue
                }
                for x in 0..<width {
                    let (grey, alpha) = (source[2 &* x], source[2 &* x &+ 1])
                    (target[4 &* x], target[4 &* x &+ 1], target[4 &* x &+ 2], target[4 &* x &+ 3]) = (
                        grey, grey, grey, alpha
                    )
                }
            }
        }
        let alpha = [UInt8](unsafeUninitializedCapacity: pixels) { out, initialized in
            initialized = pixels
            for k in 0..<pixels { out[k] = rgba[4 &* k &+ 3] }
        }
        return AlphaImage(width: width, height: height, alpha: alpha, rgba: rgba)
    }

    package static func alpha(of png: UnsafeRawBufferPointer, maxPixels: Int) -> AlphaImage? {
        guard let file = filteredRows(of: png, maxPixels: maxPixels, colour: false) else { return nil }
        defer { file.raw.deallocate() }
        let (width, height, header, rows, pixelBytes, stride) = (
            file.header.width, file.header.height, file.header, file.rows, file.pixelBytes, file.stride
        )

        // The row above the first is zeros.
        let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: stride)
        zeros.initialize(repeating: 0, count: stride)
        defer { zeros.deallocate() }
        var failed = false
        let alpha = [UInt8](unsafeUninitializedCapacity: width * height) { out, initialized in
            initialized = width * height
            for y in 0..<height {
                let row = rows + y * stride
                let target = out.baseAddress! + y * width
                if header.depth == 8 {
                    // The alpha lane is unfiltered straight into the alpha plane, against its row above.
                    guard
                        unfilter(
                            row[0], source: row + pixelBytes, step: pixelBytes, into: target, targetStep: 1,
                            above: y > 0 ? target - width : zeros, count: width)
                    else {
                        failed = true
                        return
                    }
                    continue
                }
                // 16-bit alpha is two lanes, high byte first, unfiltered in place, then reduced.
                for lane in [pixelBytes - 2, pixelBytes - 1] {
                    let bytes = row + 1 + lane
                    guard
                        unfilter(
                            row[0], source: bytes, step: pixelBytes, into: bytes, targetStep: pixelBytes,
                            above: y > 0 ? bytes - stride : zeros, count: width)
                    else {
                        failed = true
                        return
                    }
                }
                let first = row + 1 + pixelBytes - 2
                for x in 0..<width {
                    target[x] = PNGDecoder.byte(
                        fromWide: UInt16(first[x &* pixelBytes]) << 8 | UInt16(first[x &* pixelBytes &+ 1]))
                }
            }
        }
        return failed ? nil : AlphaImage(width: width, height: height, alpha: alpha, rgba: nil)
    }

    /// Inflates the concatenated `chunks` of `png` into exactly `count` bytes: the stream must
    /// end there, with no data left over. One chunk is read where it lies (the IDAT's CRC and the
    /// IEND chunk follow it, so `Inflater.inputSlack` bytes are there to read); several are
    /// joined first.
    private static func inflate(
        _ chunks: [Range<Int>], of png: UnsafeRawBufferPointer, into output: UnsafeMutablePointer<UInt8>, count: Int
    ) -> Bool {
        let base = png.baseAddress!.assumingMemoryBound(to: UInt8.self)
        if chunks.count == 1, png.count - chunks[0].upperBound >= Inflater.inputSlack {
            return Inflater.inflate(base + chunks[0].lowerBound, count: chunks[0].count, into: output, count: count)
        }
        let total = chunks.reduce(0) { $0 + $1.count }
        let joined = UnsafeMutablePointer<UInt8>.allocate(capacity: total + Inflater.inputSlack)
        defer { joined.deallocate() }
        var at = joined
        for chunk in chunks {
            at.initialize(from: base + chunk.lowerBound, count: chunk.count)
            at += chunk.count
        }
        at.initialize(repeating: 0, count: Inflater.inputSlack)
        return Inflater.inflate(joined, count: total, into: output, count: count)
    }

    /// Undoes row filter `filter` on one lane: `count` bytes `step` apart from `source`, written
    /// `targetStep` apart from `target` (which may be `source`), against the same lane of the row
    /// above, already unfiltered, `targetStep` apart from `above` (zeros for the first row).
    @inline(__always)
    private static func unfilter(
        _ filter: UInt8, source: UnsafePointer<UInt8>, step: Int, into target: UnsafeMutablePointer<UInt8>,
        targetStep: Int, above: UnsafePointer<UInt8>, count: Int
    ) -> Bool {
        switch filter {
        case 0:
            for x in 0..<count { target[x &* targetStep] = source[x &* step] }
        case 1:  // Sub
            var left: UInt8 = 0
            for x in 0..<count {
                left = source[x &* step] &+ left
                target[x &* targetStep] = left
            }
        case 2:  // Up
            for x in 0..<count { target[x &* targetStep] = source[x &* step] &+ above[x &* targetStep] }
        case 3:  // Average
            var left: UInt8 = 0
            for x in 0..<count {
                left = source[x &* step] &+ UInt8((UInt16(left) + UInt16(above[x &* targetStep])) >> 1)
                target[x &* targetStep] = left
            }
        case 4:  // Paeth
            var left: UInt8 = 0
            var upLeft: UInt8 = 0
            for x in 0..<count {
                let up = above[x &* targetStep]
                left = source[x &* step] &+ paeth(left, up, upLeft)
                target[x &* targetStep] = left
                upLeft = up
            }
        default:
            return false
        }
        return true
    }

    /// Undoes row filter `filter` on a whole row in place, byte by byte: `bytes` bytes from
    /// `row`, each against the byte `pixelBytes` to its left and the one above it.
    @inline(__always)
    private static func unfilterRow(
        _ filter: UInt8, _ row: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>, bytes: Int, pixelBytes: Int
    ) -> Bool {
        let first = min(pixelBytes, bytes)
        switch filter {
        case 0: break
        case 1:  // Sub
            for x in first..<bytes { row[x] = row[x] &+ row[x &- pixelBytes] }
        case 2:  // Up
            for x in 0..<bytes { row[x] = row[x] &+ above[x] }
        case 3:  // Average
            for x in 0..<first { row[x] = row[x] &+ above[x] >> 1 }
            for x in first..<bytes { row[x] = row[x] &+ UInt8((UInt16(row[x &- pixelBytes]) + UInt16(above[x])) >> 1) }
        case 4:  // Paeth
            for x in 0..<first { row[x] = row[x] &+ above[x] }
            for x in first..<bytes { row[x] = row[x] &+ paeth(row[x &- pixelBytes], above[x], above[x &- pixelBytes]) }
        default:
            return false
        }
        return true
    }

    /// The Paeth predictor: of left, above and upper left, the one nearest to left + above - upper left.
    @inline(__always)
    package static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let (pa, pb, pc) = (abs(p - Int(a)), abs(p - Int(b)), abs(p - Int(c)))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}

/// The chunks of a PNG as the fast path accepts them: the signature, IHDR first, one run of IDATs, ancillary
/// chunks anywhere between, IEND; every chunk's CRC right and every name made of letters.
private struct ChunkLayout {
    struct Header {
        let width: Int, height: Int
        let depth: Int, colourType: Int, compression: Int, filter: Int, interlace: Int
    }

    let header: Header
    /// The data of the IDAT chunks, in order.
    let imageData: [Range<Int>]
    /// Whether libpng's simplified API would convert the colours to sRGB: a gAMA chunk other
    /// than sRGB's 1/2.2 (45455, within 1 %). Primaries (cHRM) and profiles (iCCP) change no
    /// pixel there.
    let convertsColour: Bool

    init?(_ png: UnsafeRawBufferPointer) {
        guard png.starts(with: PNGChunk.signature) else { return nil }
        func word(_ at: Int) -> Int { PNGChunk.word(png, at: at) }
        var header: Header?
        var imageData: [Range<Int>] = []
        var imageDataDone = false
        var convertsColour = false
        var offset = 8
        while true {
            guard png.count - offset >= 12 else { return nil }  // no IEND
            let length = word(offset)
            guard length <= 0x7FFF_FFFF, length <= png.count - offset - 12 else { return nil }
            let name = png[(offset + 4)..<(offset + 8)]
            guard name.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }),
                word(offset + 8 + length) == PNGChunk.crc(png, chunkAt: offset, length: length)
            else { return nil }
            let data = (offset + 8)..<(offset + 8 + length)
            switch (String(decoding: name, as: UTF8.self), header) {
            case ("IHDR", nil):
                guard length == 13 else { return nil }
                header = Header(
                    width: word(data.lowerBound), height: word(data.lowerBound + 4),
                    depth: Int(png[data.lowerBound + 8]),
                    colourType: Int(png[data.lowerBound + 9]), compression: Int(png[data.lowerBound + 10]),
                    filter: Int(png[data.lowerBound + 11]), interlace: Int(png[data.lowerBound + 12]))
            case (_, nil):
                return nil  // IHDR comes first
            case ("IDAT", _):
                guard !imageDataDone else { return nil }
                imageData.append(data)
            case ("IEND", let found?):
                guard length == 0, !imageData.isEmpty else { return nil }
                self.header = found
                self.imageData = imageData
                self.convertsColour = convertsColour
                return
            default:
                // Ancillary chunks only (lower-case first letter), not tRNS, and not huge.
                guard name.first! >= 0x61, name.elementsEqual("tRNS".utf8) == false,
                    length <= AlphaLaneDecoder.maxAncillaryBytes
                else { return nil }
                imageDataDone = !imageData.isEmpty
                if name.elementsEqual("gAMA".utf8) {
                    convertsColour = convertsColour || length != 4 || !(45_000...45_910).contains(word(data.lowerBound))
                }
            }
            offset += 12 + length
        }
    }
}
