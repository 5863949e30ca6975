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
    package static func encode(width: Int, height: Int, pixels: [UInt8], layout: Layout, fast: Bool = false) throws -> Data {
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
        var size = 0
        let ok = buffer.withUnsafeBytes { raw -> Int32 in
            colormap.withUnsafeBufferPointerOrNil { map in
                // First call sizes the output, second writes it.
                guard png_image_write_to_memory(&image, nil, &size, 0, raw.baseAddress, png_int_32(rowStride), map) != 0 else { return 0 }
                return 1
            }
        }
        guard ok != 0, size > 0 else { throw ImageError("cannot encode PNG: \(PNGDecoder.message(of: &image))") }
        var output = [UInt8](repeating: 0, count: size)
        let written = buffer.withUnsafeBytes { raw -> Int32 in
            colormap.withUnsafeBufferPointerOrNil { map in
                output.withUnsafeMutableBytes { out in
                    png_image_write_to_memory(&image, out.baseAddress, &size, 0, raw.baseAddress, png_int_32(rowStride), map)
                }
            }
        }
        guard written != 0 else { throw ImageError("cannot encode PNG: \(PNGDecoder.message(of: &image))") }
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
