import CLibPNG
import Foundation

/// Why an image could not be used; becomes an `image-error` finding.
package struct ImageError: Error, Sendable, Hashable {
    package var message: String
    package init(_ message: String) { self.message = message }
}

/// Decodes PNG files with libpng's simplified API: every colour type and bit depth libpng
/// reads (palette with tRNS, grey, 16-bit, interlaced) comes out as an 8-bit alpha plane, plus
/// straight RGBA when colours are wanted (hit maps). When only alpha is wanted, the common
/// layouts go through `AlphaLaneDecoder` first, which hands everything unusual back to libpng.
package struct PNGDecoder: Sendable {
    package var limits: PNGLimits
    package init(limits: PNGLimits = PNGLimits()) { self.limits = limits }

    /// Reads and decodes the file at `url` (one open, fstat and read: Foundation's file calls
    /// cost more than decoding a small icon).
    /// With `root`, the file opened must lie inside it (judged on the open file itself).
    package func decode(fileAt url: URL, keepColour: Bool, confinedTo root: String? = nil) -> Result<
        AlphaImage, ImageError
    > {
        // Non-blocking, so that a FIFO named like a PNG cannot stall the run; it is refused below.
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            return .failure(
                ImageError(
                    code == ENOENT || code == ENOTDIR
                        ? "no such file" : "cannot read the file: \(String(cString: strerror(code)))"))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            return .failure(ImageError("cannot read the file: \(String(cString: strerror(errno)))"))
        }
        if status.st_mode & S_IFMT == S_IFDIR { return .failure(ImageError("is a directory, not a PNG file")) }
        if status.st_mode & S_IFMT != S_IFREG { return .failure(ImageError("is not a regular file")) }
        if let root, !OpenedFilePath.isInside(descriptor, root: root) {
            return .failure(
                ImageError(
                    "the file opened lies outside the lint root \(root) (a symbolic link changed after the manifest was read?); nothing was read from it"
                ))
        }
        let size = Int(status.st_size)
        if size > limits.maxFileBytes {
            return .failure(
                ImageError("the file is \(size) bytes, over the limit of \(limits.maxFileBytes) (limits.maxImageBytes)")
            )
        }
        if size == 0 { return .failure(ImageError("the file is empty")) }
        var data = Data(count: size)
        // The reason a read failed (errno), or 0 when the file ended before its stated size.
        var failure: Int32 = 0
        let complete = data.withUnsafeMutableBytes { buffer -> Bool in
            var done = 0
            while done < size {
                let got = read(descriptor, buffer.baseAddress! + done, size - done)
                if got < 0, errno == EINTR { continue }
                guard got > 0 else {
                    failure = got < 0 ? errno : 0
                    return false
                }
                done += got
            }
            return true
        }
        guard complete else {
            return .failure(
                ImageError(
                    failure == 0
                        ? "the file got shorter while it was read"
                        : "cannot read the file: \(String(cString: strerror(failure)))")
            )
        }
        return decode(data: data, keepColour: keepColour)
    }

    /// Decodes PNG bytes; with `fastPath` false, libpng reads every file (the reference the
    /// fast path is checked against).
    package func decode(data: Data, keepColour: Bool, fastPath: Bool = true) -> Result<AlphaImage, ImageError> {
        guard data.starts(with: PNGChunk.signature) else {
            if data.isEmpty { return .failure(ImageError("the file is empty")) }
            if data.starts(with: [0xFF, 0xD8, 0xFF]) { return .failure(ImageError("the file is a JPEG, not a PNG")) }
            return .failure(ImageError("not a PNG file (bad signature)"))
        }
        let fast =
            !fastPath
            ? nil
            : data.withUnsafeBytes { bytes in
                keepColour
                    ? AlphaLaneDecoder.colour(of: bytes, maxPixels: limits.maxPixels)
                    : AlphaLaneDecoder.alpha(of: bytes, maxPixels: limits.maxPixels)
            }
        if let fast { return .success(fast) }
        let data = PNGChunk.withoutIgnoredChunks(data)
        var image = png_image()
        image.version = png_uint_32(HITLINT_PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        let begun = data.withUnsafeBytes { raw -> Int32 in
            png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count)
        }
        guard begun != 0 else { return .failure(ImageError("unreadable PNG: \(PNGDecoder.message(of: &image))")) }
        let width = Int(image.width)
        let height = Int(image.height)
        guard width > 0, height > 0 else { return .failure(ImageError("the PNG has no pixels")) }
        // From the header, before any allocation.
        guard width <= limits.maxPixels, height <= limits.maxPixels, width * height <= limits.maxPixels else {
            return .failure(
                ImageError(
                    "the PNG claims \(width) x \(height) pixels, over the limit of \(limits.maxPixels) pixels (limits.maxImagePixels)"
                ))
        }
        hitlint_png_skip_adler32(&image)
        let natural = image.format
        if natural & png_uint_32(HITLINT_PNG_FORMAT_FLAG_LINEAR) != 0 {
            return PNGDecoder.decodeWide(&image, width: width, height: height, keepColour: keepColour)
        }
        if keepColour { return PNGDecoder.decodeRGBA(&image, width: width, height: height) }
        if natural & png_uint_32(HITLINT_PNG_FORMAT_FLAG_COLORMAP) != 0 {
            return PNGDecoder.decodePalette(&image, width: width, height: height)
        }
        return PNGDecoder.decodeNatural(&image, width: width, height: height)
    }

    /// 16-bit files: libpng's 16-bit -> 8-bit path of the simplified API corrupts Adam7
    /// interlaced images (pnggroup/libpng#853), so read 16-bit linear and reduce here.
    private static func decodeWide(_ image: inout png_image, width: Int, height: Int, keepColour: Bool) -> Result<
        AlphaImage, ImageError
    > {
        let pixels = width * height
        image.format = png_uint_32(HITLINT_PNG_FORMAT_LINEAR_RGB_ALPHA)
        var wide = [UInt16](repeating: 0, count: pixels * 4)
        if let error = wide.withUnsafeMutableBytes({ finish(&image, into: $0.baseAddress, rowStride: width * 4) }) {
            return .failure(error)
        }
        let alpha = (0..<pixels).map { byte(fromWide: wide[$0 &* 4 &+ 3]) }
        return .success(
            AlphaImage(
                width: width, height: height, alpha: alpha,
                rgba: keepColour ? straightSRGB(fromPremultipliedLinear: wide) : nil))
    }

    /// Straight 8-bit RGBA, kept for hit maps.
    private static func decodeRGBA(_ image: inout png_image, width: Int, height: Int) -> Result<AlphaImage, ImageError>
    {
        image.format = png_uint_32(HITLINT_PNG_FORMAT_RGBA)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        if let error = bytes.withUnsafeMutableBytes({ finish(&image, into: $0.baseAddress, rowStride: width * 4) }) {
            return .failure(error)
        }
        let alpha = extract(channel: 3, of: 4, from: bytes.withUnsafeBytes { $0 }, pixels: width * height)
        return .success(AlphaImage(width: width, height: height, alpha: alpha, rgba: bytes))
    }

    /// Palette files are read as one index per pixel and a colour map, and each index looked
    /// up: less work than libpng expanding every pixel to RGBA. Indices past the palette are
    /// opaque, as libpng's expansion makes them.
    private static func decodePalette(_ image: inout png_image, width: Int, height: Int) -> Result<
        AlphaImage, ImageError
    > {
        let pixels = width * height
        image.format = png_uint_32(HITLINT_PNG_FORMAT_RGBA_COLORMAP)
        var colourMap = [UInt8](repeating: 255, count: 256 * 4)
        let indices = UnsafeMutableRawBufferPointer.allocate(byteCount: pixels, alignment: 16)
        defer { indices.deallocate() }
        if let error = colourMap.withUnsafeMutableBytes({
            finish(&image, into: indices.baseAddress, rowStride: width, colourMap: $0.baseAddress)
        }) {
            return .failure(error)
        }
        var opacity = [UInt8](repeating: 255, count: 256)
        for entry in 0..<min(Int(image.colormap_entries), 256) { opacity[entry] = colourMap[entry * 4 + 3] }
        let alpha = [UInt8](unsafeUninitializedCapacity: pixels) { target, count in
            opacity.withUnsafeBufferPointer { lookup in
                for index in 0..<pixels { target[index] = lookup[Int(indices[index])] }
            }
            count = pixels
        }
        return .success(AlphaImage(width: width, height: height, alpha: alpha, rgba: nil))
    }

    /// Other 8-bit files are read in their own layout (grey, grey + alpha, RGB, RGBA), so libpng
    /// expands nothing; without an alpha channel every pixel is opaque, but the data is still
    /// decoded so that a corrupt file is reported.
    private static func decodeNatural(_ image: inout png_image, width: Int, height: Int) -> Result<
        AlphaImage, ImageError
    > {
        let pixels = width * height
        let hasAlpha = image.format & png_uint_32(HITLINT_PNG_FORMAT_FLAG_ALPHA) != 0
        let channels = (image.format & png_uint_32(HITLINT_PNG_FORMAT_FLAG_COLOR) != 0 ? 3 : 1) + (hasAlpha ? 1 : 0)
        image.format &= png_uint_32(HITLINT_PNG_FORMAT_FLAG_ALPHA | HITLINT_PNG_FORMAT_FLAG_COLOR)
        let samples = UnsafeMutableRawBufferPointer.allocate(byteCount: pixels * channels, alignment: 16)
        defer { samples.deallocate() }
        if let error = finish(&image, into: samples.baseAddress, rowStride: width * channels) { return .failure(error) }
        let alpha =
            hasAlpha
            ? extract(channel: channels - 1, of: channels, from: UnsafeRawBufferPointer(samples), pixels: pixels)
            : [UInt8](repeating: 255, count: pixels)
        return .success(AlphaImage(width: width, height: height, alpha: alpha, rgba: nil))
    }

    /// One channel of interleaved 8-bit samples.
    private static func extract(channel: Int, of channels: Int, from samples: UnsafeRawBufferPointer, pixels: Int)
        -> [UInt8]
    {
        [UInt8](unsafeUninitializedCapacity: pixels) { target, count in
            for index in 0..<pixels { target[index] = samples[index &* channels &+ channel] }
            count = pixels
        }
    }

    /// Decodes the pixels into `buffer` (rows of `rowStride` components, and the colour map when
    /// the format has one); an error when libpng fails, or when a row is too long for libpng's
    /// 32-bit stride (the pixel limit allows rows libpng's own width limit normally refuses).
    package static func finish(
        _ image: inout png_image, into buffer: UnsafeMutableRawPointer?, rowStride: Int,
        colourMap: UnsafeMutableRawPointer? = nil
    ) -> ImageError? {
        guard let stride = png_int_32(exactly: rowStride) else {
            return ImageError("rows of \(rowStride) samples are too long to decode")
        }
        guard png_image_finish_read(&image, nil, buffer, stride, colourMap) != 0, hitlint_png_image_failed(&image) == 0
        else {
            return ImageError("corrupt PNG: \(message(of: &image))")
        }
        return nil
    }

    package static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let bytes = raw.prefix(while: { $0 != 0 })
            let text = String(decoding: bytes, as: UTF8.self)
            return text.isEmpty ? "libpng gave no reason" : text
        }
    }

    /// A 16-bit sample to the nearest byte (v * 257 gives back v).
    @inline(__always)
    package static func byte(fromWide value: UInt16) -> UInt8 {
        UInt8((UInt32(value) * 255 + 32767) / 65535)
    }

    /// libpng's linear output is premultiplied and linear; hit maps want straight sRGB bytes.
    package static func straightSRGB(fromPremultipliedLinear wide: [UInt16]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: wide.count)
        for pixel in stride(from: 0, to: wide.count, by: 4) {
            let a = Double(wide[pixel + 3]) / 65535
            out[pixel + 3] = byte(fromWide: wide[pixel + 3])
            guard a > 0 else { continue }
            for c in 0..<3 {
                let linear = min(1, Double(wide[pixel + c]) / 65535 / a)
                let encoded = linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
                out[pixel + c] = UInt8((encoded * 255).rounded())
            }
        }
        return out
    }
}
