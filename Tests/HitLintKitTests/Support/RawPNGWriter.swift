import Foundation

/// A minimal PNG writer for test inputs libpng's simplified writer cannot make (Adam7
/// interlacing, chosen bit depths): stored (uncompressed) deflate blocks, exact checksums.
enum RawPNGWriter {
    /// `samples` are row-major pixel samples (empty: write no pixel data) of `channels` each, of `bitDepth` 8 or 16.
    /// `wrongAdler32` writes a zlib checksum off by one (with correct chunk CRCs).
    /// `filters` are the row filters (0 none, 1 sub, 2 up, 3 average, 4 Paeth), used in turn row
    /// after row; `ancillary` chunks (name, data) go between IHDR and IDAT; the image data is
    /// split into IDAT chunks of at most `idatBytes`.
    static func encode(
        width: Int, height: Int, colourType: UInt8, channels: Int, bitDepth: Int,
        interlaced: Bool, samples: [UInt16], wrongAdler32: Bool = false, filters: [UInt8] = [0],
        ancillary: [(String, Data)] = [], idatBytes: Int = .max
    ) -> Data {
        let bytesPerSample = bitDepth / 8
        func pixelBytes(_ x: Int, _ y: Int) -> [UInt8] {
            (0..<channels).flatMap { c -> [UInt8] in
                let v = samples[(y * width + x) * channels + c]
                return bytesPerSample == 2 ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v & 0xFF)]
            }
        }
        var raw: [UInt8] = []
        let passes: [(x0: Int, y0: Int, dx: Int, dy: Int)] =
            interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        // No samples: a header-only file (e.g. one that claims a huge size).
        for pass in passes where !samples.isEmpty {
            let xs = Array(stride(from: pass.x0, to: width, by: pass.dx))
            guard !xs.isEmpty else { continue }
            var above = [UInt8](repeating: 0, count: xs.count * channels * bytesPerSample)
            for (n, y) in stride(from: pass.y0, to: height, by: pass.dy).enumerated() {
                let row = xs.flatMap { pixelBytes($0, y) }
                let filter = filters[n % filters.count]
                raw.append(filter)
                raw += RawPNGWriter.filtered(row, above: above, filter: filter, pixelBytes: channels * bytesPerSample)
                above = row
            }
        }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(bigEndian: UInt32(width))
        header.append(bigEndian: UInt32(height))
        header += [UInt8(bitDepth), colourType, 0, 0, interlaced ? 1 : 0]
        png.appendChunk("IHDR", header)
        for (name, data) in ancillary { png.appendChunk(name, data) }
        let stream = zlibStored(raw, wrongAdler32: wrongAdler32)
        var start = stream.startIndex
        repeat {
            let end = stream.index(start, offsetBy: min(idatBytes, stream.endIndex - start))
            png.appendChunk("IDAT", stream[start..<end])
            start = end
        } while start < stream.endIndex
        png.appendChunk("IEND", Data())
        return png
    }

    /// `row` filtered against `above` (the previous row, unfiltered) as PNG filter `filter` does.
    static func filtered(_ row: [UInt8], above: [UInt8], filter: UInt8, pixelBytes: Int) -> [UInt8] {
        row.indices.map { i in
            let a = i >= pixelBytes ? Int(row[i - pixelBytes]) : 0
            let b = Int(above[i])
            let c = i >= pixelBytes ? Int(above[i - pixelBytes]) : 0
            let predicted: Int
            switch filter {
            case 1: predicted = a
            case 2: predicted = b
            case 3: predicted = (a + b) / 2
            case 4:
                let p = a + b - c
                let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            default: predicted = 0
            }
            return UInt8(truncatingIfNeeded: Int(row[i]) - predicted)
        }
    }

    static func zlibStored(_ bytes: [UInt8], wrongAdler32: Bool = false) -> Data {
        var out = Data([0x78, 0x01])
        var offset = 0
        repeat {
            let count = min(65535, bytes.count - offset)
            let final: UInt8 = offset + count == bytes.count ? 1 : 0
            out.append(final)
            out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += bytes[offset..<(offset + count)]
            offset += count
        } while offset < bytes.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        out.append(bigEndian: (b << 16 | a) &+ (wrongAdler32 ? 1 : 0))
        return out
    }

    static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }
}

extension Data {
    fileprivate mutating func append(bigEndian value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF),
        ])
    }

    fileprivate mutating func appendChunk(_ type: String, _ body: Data) {
        append(bigEndian: UInt32(body.count))
        let typed = Data(type.utf8) + body
        append(typed)
        append(bigEndian: RawPNGWriter.crc32(typed))
    }
}
