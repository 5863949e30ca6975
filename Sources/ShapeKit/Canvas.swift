import Foundation
import HitLintKit

/// An RGBA colour, 8 bits a channel, straight alpha.
public struct Colour: Sendable, Hashable {
    public var r, g, b, a: UInt8
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }
}

/// An RGBA image to draw antialiased shapes into and write as PNG.
public struct Canvas: Sendable {
    public let width: Int
    public let height: Int
    /// 4 bytes a pixel, straight alpha, row-major.
    public private(set) var pixels: [UInt8]

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// Fills `shape` with `colour`. Each pixel's coverage is the share of `samples` x `samples`
    /// sample points inside the shape, so an edge pixel gets a partial alpha: coverage × colour alpha,
    /// rounded to a byte, composited over what is there.
    public mutating func fill(_ shape: Shape, _ colour: Colour, samples: Int = 4) {
        let box = shape.box
        let n = Double(samples)
        for j in max(0, box.y0)..<min(height, box.y1 + 1) {
            for i in max(0, box.x0)..<min(width, box.x1 + 1) {
                var inside = 0
                for sy in 0..<samples {
                    for sx in 0..<samples
                    where shape.contains(Double(i) + (Double(sx) + 0.5) / n, Double(j) + (Double(sy) + 0.5) / n) {
                        inside += 1
                    }
                }
                guard inside > 0 else { continue }
                let alpha = (Double(inside) / (n * n) * Double(colour.a)).rounded()
                blend(i, j, colour, alpha: UInt8(alpha))
            }
        }
    }

    /// Fills a disc whose alpha fades linearly to 0 over `feather` pixels at its edge (a soft rim).
    public mutating func fillSoftDisc(cx: Double, cy: Double, radius: Double, feather: Double, _ colour: Colour) {
        for j in max(0, Int(cy - radius) - 1)..<min(height, Int(cy + radius) + 2) {
            for i in max(0, Int(cx - radius) - 1)..<min(width, Int(cx + radius) + 2) {
                let d =
                    ((Double(i) + 0.5 - cx) * (Double(i) + 0.5 - cx) + (Double(j) + 0.5 - cy) * (Double(j) + 0.5 - cy))
                    .squareRoot()
                let t = min(1, max(0, (radius - d) / feather))
                guard t > 0 else { continue }
                blend(i, j, colour, alpha: UInt8((t * Double(colour.a)).rounded()))
            }
        }
    }

    /// Source-over compositing of one pixel.
    public mutating func blend(_ i: Int, _ j: Int, _ colour: Colour, alpha: UInt8) {
        let k = (j * width + i) * 4
        let sa = Double(alpha) / 255
        let da = Double(pixels[k + 3]) / 255
        let oa = sa + da * (1 - sa)
        guard oa > 0 else { return }
        func mix(_ s: UInt8, _ d: UInt8) -> UInt8 {
            UInt8(((Double(s) * sa + Double(d) * da * (1 - sa)) / oa).rounded())
        }
        pixels[k] = mix(colour.r, pixels[k])
        pixels[k + 1] = mix(colour.g, pixels[k + 1])
        pixels[k + 2] = mix(colour.b, pixels[k + 2])
        pixels[k + 3] = UInt8((oa * 255).rounded())
    }

    public func alpha(_ i: Int, _ j: Int) -> UInt8 { pixels[(j * width + i) * 4 + 3] }

    /// Number of pixels whose alpha byte satisfies `predicate`.
    public func count(where predicate: (UInt8) -> Bool) -> Int {
        stride(from: 3, to: pixels.count, by: 4).reduce(0) { $0 + (predicate(pixels[$1]) ? 1 : 0) }
    }

    /// PNG bytes, written by libpng.
    public func png() throws -> Data {
        try PNGEncoder.encode(width: width, height: height, pixels: pixels, layout: .rgba)
    }

    public func write(to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try png().write(to: url)
    }
}
