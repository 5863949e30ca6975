import HitLintCore

/// The pixel grid of a screen at a scale: pixel `(i, j)` stands for the point
/// `((i + 0.5) / s, (j + 0.5) / s)` (docs/manifest.md, "Geometry and the pixel grid"). The lattice extends past the screen's
/// edges (negative indices too) so that hit areas off the screen can be measured.
package struct PixelLattice: Sendable, Hashable {
    package let scale: Double
    /// Number of pixel centres inside the screen, horizontally and vertically.
    package let width: Int
    package let height: Int

    package init(screen: Size, scale: Int) {
        self.scale = Double(scale)
        width = PixelLattice.indices(from: 0, to: screen.width, scale: Double(scale)).upperBound
        height = PixelLattice.indices(from: 0, to: screen.height, scale: Double(scale)).upperBound
    }

    /// The centre of pixel column `i` (or row `j`), in points.
    @inline(__always)
    package func centre(_ i: Int) -> Double { PixelLattice.centre(i, scale: scale) }

    @inline(__always)
    package static func centre(_ i: Int, scale: Double) -> Double { (Double(i) + 0.5) / scale }

    /// The rect, in points, that the pixels of `rect` tile (as `hitBounds` measures).
    package func points(of rect: PixelRect) -> Rect {
        Rect(
            x: Double(rect.columns.lowerBound) / scale, y: Double(rect.rows.lowerBound) / scale,
            width: Double(rect.columns.count) / scale, height: Double(rect.rows.count) / scale)
    }

    /// The pixel indices whose centres `c` satisfy `lo <= c < hi`: the columns (or rows) a
    /// rectangle from `lo` to `hi` contains. Callers keep `lo` and `hi` within the manifest limits.
    package func indices(from lo: Double, to hi: Double) -> Range<Int> {
        PixelLattice.indices(from: lo, to: hi, scale: scale)
    }

    package static func indices(from lo: Double, to hi: Double, scale: Double) -> Range<Int> {
        // The manifest limits keep coordinates far inside this bound; it only guards Int(...).
        let bound = 1e12
        guard lo.isFinite, hi.isFinite, hi > lo, abs(lo * scale) < bound, abs(hi * scale) < bound else { return 0..<0 }
        let centre = { (i: Int) in PixelLattice.centre(i, scale: scale) }
        // A first guess by arithmetic, then corrected so the containment test itself decides.
        var first = Int((lo * scale - 0.5).rounded(.up))
        while centre(first) < lo { first += 1 }
        while centre(first - 1) >= lo { first -= 1 }
        var end = Int((hi * scale - 0.5).rounded(.up))
        while centre(end) < hi { end += 1 }
        while end > first && centre(end - 1) >= hi { end -= 1 }
        return first..<max(first, end)
    }

    /// Square points per pixel.
    package var pixelArea: Double { 1 / (scale * scale) }
}

/// A rectangle of lattice pixels: columns × rows.
package struct PixelRect: Sendable, Hashable {
    package var columns: Range<Int>
    package var rows: Range<Int>

    package init(columns: Range<Int>, rows: Range<Int>) {
        self.columns = columns
        self.rows = rows
    }

    package var isEmpty: Bool { columns.isEmpty || rows.isEmpty }
    package var count: Int { columns.count * rows.count }

    package func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(columns: PixelRect.intersect(columns, other.columns), rows: PixelRect.intersect(rows, other.rows))
    }

    /// The smallest rect holding both (both non-empty).
    package func union(_ other: PixelRect) -> PixelRect {
        PixelRect(columns: PixelRect.span(columns, other.columns), rows: PixelRect.span(rows, other.rows))
    }

    /// The smallest range holding both.
    package static func span(_ a: Range<Int>, _ b: Range<Int>) -> Range<Int> {
        min(a.lowerBound, b.lowerBound)..<max(a.upperBound, b.upperBound)
    }

    package static func intersect(_ a: Range<Int>, _ b: Range<Int>) -> Range<Int> {
        let lo = max(a.lowerBound, b.lowerBound)
        let hi = min(a.upperBound, b.upperBound)
        return lo < hi ? lo..<hi : 0..<0
    }
}

extension PixelLattice {
    /// The pixels whose centres lie in `rect` (unclamped: may reach past the screen).
    package func pixels(in rect: Rect) -> PixelRect {
        PixelRect(columns: indices(from: rect.x, to: rect.maxX), rows: indices(from: rect.y, to: rect.maxY))
    }

    /// All pixels of the screen.
    package var screenPixels: PixelRect { PixelRect(columns: 0..<width, rows: 0..<height) }
}
