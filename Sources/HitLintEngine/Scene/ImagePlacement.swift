import HitLintCore
import HitLintInput

/// Where `image` is drawn inside a view's bounds, by content mode (docs/manifest.md, "Where an image is drawn").
package enum ImagePlacement {
    /// The rect `D`, in the view's own coordinates, for bounds `(0, 0, w, h)` and an image of `imageSize` points.
    package static func drawRect(mode: ContentMode, bounds: Size, imageSize: Size) -> Rect {
        let (w, h) = (bounds.width, bounds.height)
        let (iw, ih) = (imageSize.width, imageSize.height)
        switch mode {
        case .scaleToFill:
            return Rect(x: 0, y: 0, width: w, height: h)
        case .scaleAspectFit, .scaleAspectFill:
            guard iw > 0, ih > 0 else { return Rect(x: 0, y: 0, width: 0, height: 0) }
            let k = mode == .scaleAspectFit ? min(w / iw, h / ih) : max(w / iw, h / ih)
            let (dw, dh) = (iw * k, ih * k)
            return Rect(x: (w - dw) / 2, y: (h - dh) / 2, width: dw, height: dh)
        case .center: return Rect(x: (w - iw) / 2, y: (h - ih) / 2, width: iw, height: ih)
        case .top: return Rect(x: (w - iw) / 2, y: 0, width: iw, height: ih)
        case .bottom: return Rect(x: (w - iw) / 2, y: h - ih, width: iw, height: ih)
        case .left: return Rect(x: 0, y: (h - ih) / 2, width: iw, height: ih)
        case .right: return Rect(x: w - iw, y: (h - ih) / 2, width: iw, height: ih)
        case .topLeft: return Rect(x: 0, y: 0, width: iw, height: ih)
        case .topRight: return Rect(x: w - iw, y: 0, width: iw, height: ih)
        case .bottomLeft: return Rect(x: 0, y: h - ih, width: iw, height: ih)
        case .bottomRight: return Rect(x: w - iw, y: h - ih, width: iw, height: ih)
        }
    }
}

/// An image placed on the screen: its pixels and the absolute rect `D` it is drawn into.
/// Immutable, so a class: a view, its layers and the rules' tuples copy one reference, not the
/// dozen its pixels and file reference hold (docs/speed.md, "Copies").
package final class PlacedImage: Sendable {
    package let image: AlphaImage
    /// The file, for messages.
    package let reference: ImageReference
    /// Absolute draw rect, in points.
    package let rect: Rect
    /// The image's own size in points (pixels / scale).
    package let pointSize: Size

    package init(image: AlphaImage, reference: ImageReference, rect: Rect, pointSize: Size) {
        (self.image, self.reference, self.rect, self.pointSize) = (image, reference, rect, pointSize)
    }

    /// The image column sampled at absolute x (nearest pixel, docs/manifest.md, "Where an image is drawn"), or -1 outside the image.
    /// The raster and the point-wise hit test both go through this, so they cannot disagree.
    @inline(__always)
    package func column(atX x: Double) -> Int {
        PlacedImage.texel(x, origin: rect.x, extent: rect.width, count: image.width)
    }

    /// The image row sampled at absolute y, or -1 outside the image.
    @inline(__always)
    package func row(atY y: Double) -> Int {
        PlacedImage.texel(y, origin: rect.y, extent: rect.height, count: image.height)
    }

    /// How far below a texel edge a sample may be computed and still count as on it: the
    /// rounding error of `u` (under 1e-10 for coordinates within the frame bounds and images of
    /// up to 10,000 px), far below the distance from an edge of a sample that is truly not on one
    /// (over 1e-6 for coordinates written with 2 decimals).
    package static let edgeTolerance = 1e-8

    /// The texel at `coordinate` as exact arithmetic gives it: a sample exactly on a texel edge
    /// (a 63 px image centred in a 22 pt button at 3x puts every row there) lies in the texel
    /// after the edge, not wherever float noise puts it.
    @inline(__always)
    package static func texel(_ coordinate: Double, origin: Double, extent: Double, count: Int) -> Int {
        guard extent > 0 else { return -1 }
        let u = (coordinate - origin) * Double(count) / extent + edgeTolerance
        // Compared as Double before converting: no Int(...) of a value out of range (or NaN).
        // In 0 ..< count, truncating is rounding down, and `u < count` is `floor(u) < count`;
        // without SSE4.1 (the default target) `rounded(.down)` is a call, per pixel row and column.
        guard u >= 0, u < Double(count) else { return -1 }
        return Int(u)
    }

    /// Alpha (0...1) at texel (u, v); 0 when either is -1.
    @inline(__always)
    package func alpha(column u: Int, row v: Int) -> Double {
        guard u >= 0, v >= 0 else { return 0 }
        return Double(image.alpha[v &* image.width &+ u]) / 255
    }

    package func alpha(at p: Point) -> Double { alpha(column: column(atX: p.x), row: row(atY: p.y)) }
}
