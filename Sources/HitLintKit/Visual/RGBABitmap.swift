import Foundation

/// An 8-bit straight-alpha RGBA image to draw into and write as PNG (hit maps, test art).
package struct RGBABitmap: Sendable {
    package let width: Int
    package let height: Int
    /// 4 bytes a pixel, row-major.
    package var pixels: [UInt8]

    package init(width: Int, height: Int, fill: RGBA = RGBA(0, 0, 0, 0)) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
        if fill.a != 0 { for k in 0..<(width * height) { set(k, fill) } }
    }

    @inline(__always)
    func offset(_ i: Int, _ j: Int) -> Int { (j * width + i) * 4 }

    package func colour(_ i: Int, _ j: Int) -> RGBA {
        let k = offset(i, j)
        return RGBA(pixels[k], pixels[k + 1], pixels[k + 2], pixels[k + 3])
    }

    @inline(__always)
    mutating func set(_ index: Int, _ c: RGBA) {
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
        let sa = Double(colour.a) / 255 * coverage
        let da = Double(pixels[k + 3]) / 255
        guard sa > 0 else { return }
        let oa = sa + da * (1 - sa)
        func mix(_ s: UInt8, _ d: UInt8) -> UInt8 { UInt8(((Double(s) * sa + Double(d) * da * (1 - sa)) / oa).rounded()) }
        pixels[k] = mix(colour.r, pixels[k])
        pixels[k + 1] = mix(colour.g, pixels[k + 1])
        pixels[k + 2] = mix(colour.b, pixels[k + 2])
        pixels[k + 3] = UInt8((oa * 255).rounded())
    }

    /// Blends `colour` over the part of the rect inside the image (parts outside are dropped).
    package mutating func fill(columns: Range<Int>, rows: Range<Int>, _ colour: RGBA) {
        let clipped = PixelRect(columns: columns, rows: rows).intersection(PixelRect(columns: 0..<width, rows: 0..<height))
        for j in clipped.rows {
            for i in clipped.columns { blend(i, j, colour) }
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
    package mutating func draw(text: String, x: Int, y: Int, size: Int, _ colour: RGBA) {
        var cx = x
        for character in text {
            for gy in 0..<PixelFont.height {
                for gx in 0..<PixelFont.width where PixelFont.isSet(character, x: gx, y: gy) {
                    fill(columns: (cx + gx * size)..<(cx + (gx + 1) * size), rows: (y + gy * size)..<(y + (gy + 1) * size), colour)
                }
            }
            cx += PixelFont.width * size
        }
    }

    /// PNG bytes, written by libpng.
    package func png() throws -> Data {
        try PNGEncoder.encode(width: width, height: height, pixels: pixels, layout: .rgba)
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
