import CLibPNG
import Foundation

/// The floor no linter can beat: reading every distinct PNG and decoding it once to RGBA with
/// libpng's simplified API, nothing else.
enum DecodeFloor {
    static func measure(_ files: [URL]) throws -> (seconds: Double, pixels: Int) {
        var pixels = 0
        let start = ContinuousClock.now
        for file in files {
            let data = try Data(contentsOf: file)
            var image = png_image()
            image.version = png_uint_32(HITLINT_PNG_IMAGE_VERSION)
            let ok = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
            guard ok != 0 else { throw BenchError("libpng cannot read \(file.path)") }
            image.format = png_uint_32(HITLINT_PNG_FORMAT_RGBA)
            var buffer = [UInt8](repeating: 0, count: Int(image.width) * Int(image.height) * 4)
            let done = buffer.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
            png_image_free(&image)
            guard done != 0 else { throw BenchError("libpng cannot decode \(file.path)") }
            pixels += Int(image.width) * Int(image.height)
        }
        let elapsed = ContinuousClock.now - start
        return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, pixels)
    }
}
