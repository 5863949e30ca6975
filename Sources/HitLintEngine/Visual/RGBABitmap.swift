import Foundation
import HitLintCore

/// An 8-bit straight-alpha RGBA image to draw into and write as PNG (hit maps, test art).
package struct RGBABitmap: Sendable {
    package let width: Int
    package let height: Int
    /// 4 bytes a pixel, row-major.
    package var pixels: [UInt8]

    package init(width: Int, height: Int, fill: RGBA = RGBA(0, 0, 0, 0)) {
        self.width = width
        self.height = height
        if fill.a != 0 {
            // Written in place, a word a pixel: one allocation, each page touched once.
            let count = width * height
            let pattern = UInt32(fill.r) | UInt32(fill.g) << 8 | UInt32(fill.b) << 16 | UInt32(fill.a) << 24
            pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
                UnsafeMutableRawBufferPointer(buffer).bindMemory(to: UInt32.self).initialize(
                    repeating: pattern.littleEndian)
                initialized = count * 4
            }
        } else {
            pixels = [UInt8](repeating: 0, count: width * height * 4)
        }
    }

    @inline(__always)
    package func offset(_ i: Int, _ j: Int) -> Int { (j * width + i) * 4 }

    package func colour(_ i: Int, _ j: Int) -> RGBA {
        let k = offset(i, j)
        return RGBA(pixels[k], pixels[k + 1], pixels[k + 2], pixels[k + 3])
    }

    @inline(__always)
    package mutating func set(_ index: Int, _ c: RGBA) {
        let k = index * 4
        pixels[k] = c.r
        pixels[k + 1] = c.g
        pixels[k + 2] = c.b
        pixels[k + 3] = c.a
    }

    package mutating func set(_ i: Int, _ j: Int, _ c: RGBA) {
        guard i >= 0, j >= 0, i < width, j < height else { return }
        set(j * width + i, c)
    }

    /// Source-over compositing of `colour` at `coverage` (0...1) times its own alpha.
    package mutating func blend(_ i: Int, _ j: Int, _ colour: RGBA, coverage: Double = 1) {
        guard i >= 0, j >= 0, i < width, j < height else { return }
        let k = offset(i, j)
        pixels.withUnsafeMutableBufferPointer { RGBABitmap.blend(into: $0, at: k, colour, coverage: coverage) }
    }

    /// `blend` on the pixel at byte `k` of `pixels`, for loops that hold the buffer once.
    @inline(__always)
    package static func blend(
        into pixels: UnsafeMutableBufferPointer<UInt8>, at k: Int, _ colour: RGBA, coverage: Double
    ) {
        if colour.a == 0 || coverage <= 0 { return }
        if colour.a == 255, coverage >= 1 {
            (pixels[k], pixels[k + 1], pixels[k + 2], pixels[k + 3]) = (colour.r, colour.g, colour.b, 255)
            return
        }
        let sa = Double(colour.a) / 255 * coverage
        guard sa > 0 else { return }  // also a coverage that is not a number
        if sa >= 1 {
            (pixels[k], pixels[k + 1], pixels[k + 2], pixels[k + 3]) = (colour.r, colour.g, colour.b, 255)
            return
        }
        if coverage == 1, pixels[k + 3] == 255 {
            // Integers, exactly the rounding below: s·a + d·(255 − a) over 255 is never halfway.
            let (a, b) = (UInt32(colour.a), 255 - UInt32(colour.a))
            func over(_ s: UInt8, _ d: UInt8) -> UInt8 { UInt8((UInt32(s) * a + UInt32(d) * b + 127) / 255) }
            (pixels[k], pixels[k + 1], pixels[k + 2]) = (
                over(colour.r, pixels[k]), over(colour.g, pixels[k + 1]), over(colour.b, pixels[k + 2])
            )
            return
        }
        if pixels[k + 3] == 255 {
            // Over an opaque pixel (every pixel of a hit map): the general formula with da = 1.
            func over(_ s: UInt8, _ d: UInt8) -> UInt8 { UInt8((Double(s) * sa + Double(d) * (1 - sa)).rounded()) }
            (pixels[k], pixels[k + 1], pixels[k + 2]) = (
                over(colour.r, pixels[k]), over(colour.g, pixels[k + 1]), over(colour.b, pixels[k + 2])
            )
            return
        }
        let da = Double(pixels[k + 3]) / 255
        let oa = sa + da * (1 - sa)
        func mix(_ s: UInt8, _ d: UInt8) -> UInt8 {
            UInt8(((Double(s) * sa + Double(d) * da * (1 - sa)) / oa).rounded())
        }
        pixels[k] = mix(colour.r, pixels[k])
        pixels[k + 1] = mix(colour.g, pixels[k + 1])
        pixels[k + 2] = mix(colour.b, pixels[k + 2])
        pixels[k + 3] = UInt8((oa * 255).rounded())
    }

    /// Blends `colour` at `coverage` over the part of the rect inside the image (parts outside
    /// are dropped); an opaque colour is copied in a row at a time.
    package mutating func fill(columns: Range<Int>, rows: Range<Int>, _ colour: RGBA, coverage: Double = 1) {
        let clipped = PixelRect(columns: columns, rows: rows).intersection(
            PixelRect(columns: 0..<width, rows: 0..<height))
        guard !clipped.isEmpty else { return }
        if colour.a == 255, coverage >= 1, clipped.columns.count < 32 {
            // A glyph's pixel or a narrow bar: set directly.
            for j in clipped.rows {
                for i in clipped.columns { set(j * width + i, colour) }
            }
            return
        }
        if colour.a == 255, coverage >= 1 {
            let row = RGBABitmap(width: clipped.columns.count, height: 1, fill: colour).pixels
            let width = self.width
            pixels.withUnsafeMutableBufferPointer { out in
                row.withUnsafeBufferPointer { source in
                    for j in clipped.rows {
                        (out.baseAddress! + (j * width + clipped.columns.lowerBound) * 4).update(
                            from: source.baseAddress!, count: source.count)
                    }
                }
            }
            return
        }
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { out in
            for j in clipped.rows {
                for i in clipped.columns {
                    RGBABitmap.blend(into: out, at: (j * width + i) * 4, colour, coverage: coverage)
                }
            }
        }
    }

    /// Strokes the border of `rect` inward by `thickness`, above row `within` only (the screen,
    /// not the legend below it); `solid(position along the edge)` picks dashes.
    package mutating func stroke(
        _ rect: PixelRect, thickness: Int, _ colour: RGBA, within maxRow: Int,
        solid: (Int) -> Bool = { _ in true }
    ) {
        let (c, r) = (rect.columns, rect.rows)
        guard !rect.isEmpty else { return }
        for i in c where solid(i - c.lowerBound) {
            for t in 0..<min(thickness, r.count) {
                if r.lowerBound + t < maxRow { set(i, r.lowerBound + t, colour) }
                if r.upperBound - 1 - t < maxRow { set(i, r.upperBound - 1 - t, colour) }
            }
        }
        for j in r where j < maxRow && solid(j - r.lowerBound) {
            for t in 0..<min(thickness, c.count) {
                set(c.lowerBound + t, j, colour)
                set(c.upperBound - 1 - t, j, colour)
            }
        }
    }

    /// Draws `text` with its top-left at (x, y), each font pixel `size` pixels wide.
    /// Draws `text` in the pixel font, `size` bitmap pixels a font pixel, from (x, y); with
    /// `within`, only inside that rect (and no further once past its right edge).
    package mutating func draw(text: String, x: Int, y: Int, size: Int, _ colour: RGBA, within clip: PixelRect? = nil) {
        var cx = x
        for character in text {
            if cx >= width || clip.map({ cx >= $0.columns.upperBound }) == true { break }
            for gy in 0..<PixelFont.height {
                for gx in 0..<PixelFont.width where PixelFont.isSet(character, x: gx, y: gy) {
                    var columns = (cx + gx * size)..<(cx + (gx + 1) * size)
                    var rows = (y + gy * size)..<(y + (gy + 1) * size)
                    if let clip {
                        columns = columns.clamped(to: clip.columns)
                        rows = rows.clamped(to: clip.rows)
                    }
                    fill(columns: columns, rows: rows, colour)
                }
            }
            cx += PixelFont.width * size
        }
    }

    /// PNG bytes, written by libpng.
    package func png() throws -> Data {
        // Hit maps are opaque and mostly of few colours: written with a palette when they have at
        // most 256 colours (almost all do), else as RGB, fast (docs/speed.md, "Hit maps").
        switch paletted() {
        case .palette(let indices, let palette):
            return try PNGEncoder.encode(
                width: width, height: height, pixels: indices, layout: .palette(palette), fast: true)
        case .opaque:
            var rgb = [UInt8](repeating: 0, count: width * height * 3)
            rgb.withUnsafeMutableBufferPointer { out in
                pixels.withUnsafeBufferPointer { p in
                    for k in 0..<(width * height) {
                        (out[3 * k], out[3 * k + 1], out[3 * k + 2]) = (p[4 * k], p[4 * k + 1], p[4 * k + 2])
                    }
                }
            }
            return try PNGEncoder.encode(width: width, height: height, pixels: rgb, layout: .rgb, fast: true)
        case .translucent: break
        }
        return try PNGEncoder.encode(width: width, height: height, pixels: pixels, layout: .rgba, fast: true)
    }
}

extension RGBABitmap {
    /// What `paletted()` found.
    package enum Colours {
        /// Opaque, at most 256 colours: palette indices and the RGBA palette, in order of first appearance.
        case palette([UInt8], [UInt8])
        /// Opaque, more colours.
        case opaque
        /// Some pixel is not opaque.
        case translucent
    }

    /// The image's colours, found in an open-addressed table of 1024 slots.
    package func paletted() -> Colours {
        var keys = [UInt32](repeating: UInt32.max, count: 1024)
        var slots = [UInt8](repeating: 0, count: 1024)
        var palette: [UInt8] = []
        var indices = [UInt8](repeating: 0, count: width * height)
        var many = false
        let opaque = pixels.withUnsafeBytes { raw -> Bool in
            // A pixel read as one little-endian word: red in the low byte, alpha in the high.
            let words = raw.bindMemory(to: UInt32.self)
            return indices.withUnsafeMutableBufferPointer { out -> Bool in
                var last: (word: UInt32, index: UInt8) = (0, 0)
                for k in 0..<(width * height) {
                    let word = UInt32(littleEndian: words[k])
                    guard word >> 24 == 255 else { return false }
                    if word == last.word {
                        out[k] = last.index
                        continue
                    }
                    if many { continue }
                    let key = word & 0xFF_FFFF
                    var slot = Int((key &* 2_654_435_761) >> 22)
                    while keys[slot] != key && keys[slot] != UInt32.max { slot = (slot + 1) & 1023 }
                    if keys[slot] == UInt32.max {
                        guard palette.count < 256 * 4 else {
                            many = true
                            continue
                        }
                        keys[slot] = key
                        slots[slot] = UInt8(palette.count / 4)
                        palette += [UInt8(key & 0xFF), UInt8(key >> 8 & 0xFF), UInt8(key >> 16), 255]
                    }
                    last = (word, slots[slot])
                    out[k] = last.index
                }
                return true
            }
        }
        return !opaque ? .translucent : many ? .opaque : .palette(indices, palette)
    }
}

/// An 8-bit RGBA colour, straight alpha.
package struct RGBA: Sendable, Hashable {
    package var r, g, b, a: UInt8
    package init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    package func with(alpha: UInt8) -> RGBA { RGBA(r, g, b, alpha) }
    /// `#rrggbb`, for HTML.
    package var hex: String { String(format: "#%02x%02x%02x", r, g, b) }
}
