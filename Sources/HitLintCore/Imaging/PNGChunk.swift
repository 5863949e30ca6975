import CLibPNG
import Foundation

/// The framing of PNG files: the signature, and chunks of a big-endian length, a name, the data
/// and a CRC of name and data.
package enum PNGChunk {
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The big-endian 32-bit number at `at` (4 bytes there are the caller's to check).
    package static func word(_ bytes: UnsafeRawBufferPointer, at: Int) -> Int {
        Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }

    /// The CRC a chunk of `length` data bytes starting at `at` (its length field) must carry.
    package static func crc(_ bytes: UnsafeRawBufferPointer, chunkAt at: Int, length: Int) -> Int {
        Int(crc32(0, bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + at + 4, uInt(length + 4)))
    }

    /// Ancillary chunks libpng is given: those that change pixels or colours. The others (text,
    /// compressed text, times, EXIF, private chunks) say nothing about what is drawn, and a file
    /// with thousands of compressed text chunks would have libpng inflate each.
    package static let ancillaryKept: Set<String> = ["tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "sBIT"]

    /// `data` without the ancillary chunks libpng need not see; `data` itself when it has none.
    /// A chunk whose length runs past the end stops the walk. An ancillary one is dropped, and with
    /// it the rest of the file, which it claims: libpng would first allocate the length it claims
    /// (up to 2 GB, for a file of a few bytes), then find the file short. A critical one is kept
    /// for libpng to judge (it never allocates for their length).
    package static func withoutIgnoredChunks(_ data: Data) -> Data {
        data.withUnsafeBytes { bytes -> Data in
            var kept: [Range<Int>] = []
            var offset = signature.count
            var dropped = false
            while bytes.count - offset >= 12 {
                let length = word(bytes, at: offset)
                guard length <= bytes.count - offset - 12 else {
                    if bytes[offset + 4] & 0x20 != 0 { (dropped, offset) = (true, bytes.count) }
                    break
                }
                let end = offset + 12 + length
                let isAncillary = bytes[offset + 4] & 0x20 != 0
                let name = String(
                    decoding: UnsafeRawBufferPointer(rebasing: bytes[(offset + 4)..<(offset + 8)]), as: UTF8.self)
                if isAncillary && !ancillaryKept.contains(name) {
                    dropped = true
                } else {
                    kept.append(offset..<end)
                }
                offset = end
            }
            guard dropped else { return data }
            var out = Data(capacity: bytes.count)
            out.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[0..<signature.count]))
            for range in kept { out.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[range])) }
            out.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[offset...]))
            return out
        }
    }

    /// A whole chunk: length, name, data, CRC.
    package static func make(_ name: String, _ data: [UInt8]) -> [UInt8] {
        func bigEndian(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        var chunk = bigEndian(data.count) + Array(name.utf8) + data
        chunk += bigEndian(chunk.withUnsafeBytes { crc($0, chunkAt: 0, length: data.count) })
        return chunk
    }
}
