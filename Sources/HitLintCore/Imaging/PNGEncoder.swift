import CLibPNG
import Foundation

/// Writes PNGs with libpng's simplified API (`png_image_write_to_memory`).
package enum PNGEncoder {
    /// The layouts the simplified writer takes.
    package enum Layout: Sendable {
        /// 8-bit RGBA, 4 bytes a pixel.
        case rgba
        /// 8-bit RGB, 3 bytes a pixel (no alpha).
        case rgb
        /// 8-bit grey, 1 byte a pixel.
        case gray
        /// 8-bit grey and alpha, 2 bytes a pixel.
        case grayAlpha
        /// A palette with a tRNS chunk: `pixels` are indices into `palette` (RGBA entries, at most 256).
        case palette([UInt8])
        /// 16-bit linear RGBA written from 8-bit RGBA input (libpng's linear format).
        case rgba16
    }

    /// Encodes `pixels` (`width` × `height`, laid out as `layout` says) to PNG bytes; `fast`
    /// trades size for speed (libpng's `PNG_IMAGE_FLAG_FAST`: quicker filtering and compression).
    package static func encode(width: Int, height: Int, pixels: [UInt8], layout: Layout, fast: Bool = false) throws
        -> Data
    {
        var image = png_image()
        image.version = png_uint_32(HITLINT_PNG_IMAGE_VERSION)
        if fast { image.flags = png_uint_32(HITLINT_PNG_IMAGE_FLAG_FAST) }
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        defer { png_image_free(&image) }
        var buffer: [UInt8] = pixels
        var colormap: [UInt8]? = nil
        var rowStride = width * 4
        switch layout {
        case .rgba: image.format = png_uint_32(HITLINT_PNG_FORMAT_RGBA)
        case .rgb:
            image.format = png_uint_32(HITLINT_PNG_FORMAT_RGB)
            rowStride = width * 3
        case .gray:
            image.format = png_uint_32(HITLINT_PNG_FORMAT_GRAY)
            rowStride = width
        case .grayAlpha:
            image.format = png_uint_32(HITLINT_PNG_FORMAT_GA)
            rowStride = width * 2
        case .palette(let entries):
            image.format = png_uint_32(HITLINT_PNG_FORMAT_RGBA_COLORMAP)
            image.colormap_entries = png_uint_32(entries.count / 4)
            colormap = entries
            rowStride = width
        case .rgba16:
            // Linear 16-bit samples: scale each 8-bit channel to 16 bits.
            image.format = png_uint_32(HITLINT_PNG_FORMAT_LINEAR_RGB_ALPHA)
            var wide = [UInt16](repeating: 0, count: pixels.count)
            for index in pixels.indices { wide[index] = UInt16(pixels[index]) * 257 }
            buffer = wide.withUnsafeBytes { Array($0) }
            rowStride = width * 4  // in components
        }
        // One call into a buffer as large as any PNG of these pixels can be (zlib's bound on
        // stored blocks, an IDAT chunk per 8 KB, the palette); libpng compresses twice when it is
        // first asked for the size. Should it still be short, libpng says how much it needs.
        let samples = buffer.count + height  // a filter byte a row
        var size = samples + samples / 8 + samples / 64 + (samples / 8192 + 1) * 12 + 4096
        var output = [UInt8](repeating: 0, count: size)
        for _ in 0..<2 {
            let capacity = output.count
            let written = buffer.withUnsafeBytes { raw -> Int32 in
                colormap.withUnsafeBufferPointerOrNil { map in
                    output.withUnsafeMutableBytes { out in
                        png_image_write_to_memory(
                            &image, out.baseAddress, &size, 0, raw.baseAddress, png_int_32(rowStride), map)
                    }
                }
            }
            if written != 0 { break }
            guard size > capacity else { throw ImageError("cannot encode PNG: \(PNGDecoder.message(of: &image))") }
            output = [UInt8](repeating: 0, count: size)
            image.warning_or_error = 0
        }
        return Data(output.prefix(size))
    }
}

extension Optional where Wrapped == [UInt8] {
    fileprivate func withUnsafeBufferPointerOrNil<R>(_ body: (UnsafeRawPointer?) -> R) -> R {
        switch self {
        case .none: return body(nil)
        case .some(let array): return array.withUnsafeBytes { body($0.baseAddress) }
        }
    }
}
