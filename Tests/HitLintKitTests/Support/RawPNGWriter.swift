import Foundation

/// A minimal PNG writer for test inputs libpng's simplified writer cannot make (Adam7
/// interlacing, chosen bit depths): stored (uncompressed) deflate blocks, exact checksums.
enum RawPNGWriter {
    /// `samples` are row-major pixel samples (empty: write no pixel data) of `channels` each, of `bitDepth` 8 or 16.
    /// `wrongAdler32` writes a zlib checksum off by one (with correct chunk CRCs).
    static func encode(width: Int, height: Int, colourType: UInt8, channels: Int, bitDepth: Int,
                       interlaced: Bool, samples: [UInt16], wrongAdler32: Bool = false) -> Data {
        let bytesPerSample = bitDepth / 8
        func pixelBytes(_ x: Int, _ y: Int) -> [UInt8] {
            (0..<channels).flatMap { c -> [UInt8] in
                let v = samples[(y * width + x) * channels + c]
                return bytesPerSample == 2 ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v & 0xFF)]
            }
        }
        var raw: [UInt8] = []
        let passes: [(x0: Int, y0: Int, dx: Int, dy: Int)] = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        // No samples: a header-only file (e.g. one that claims a huge size).
        for pass in passes where !samples.isEmpty {
            let xs = Array(stride(from: pass.x0, to: width, by: pass.dx))
            guard !xs.isEmpty else { continue }
            for y in stride(from: pass.y0, to: height, by: pass.dy) {
                raw.append(0) // filter: none
                for x in xs { raw += pixelBytes(x, y) }
            }
        }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(bigEndian: UInt32(width)); header.append(bigEndian: UInt32(height))
        header += [UInt8(bitDepth), colourType, 0, 0, interlaced ? 1 : 0]
        png.appendChunk("IHDR", header)
        png.appendChunk("IDAT", zlibStored(raw, wrongAdler32: wrongAdler32))
        png.appendChunk("IEND", Data())
        return png
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
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
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

private extension Data {
    mutating func append(bigEndian value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    mutating func appendChunk(_ type: String, _ body: Data) {
        append(bigEndian: UInt32(body.count))
        let typed = Data(type.utf8) + body
        append(typed)
        append(bigEndian: RawPNGWriter.crc32(typed))
    }
}
