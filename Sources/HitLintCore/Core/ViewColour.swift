/// A view's background colour as an imported file gives it (8-bit sRGB, no alpha: the alpha is
/// the view's `fill`). Only drawing reads it: hit maps and the HTML report.
package struct ViewColour: Sendable, Hashable {
    package var red, green, blue: UInt8

    package init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        (self.red, self.green, self.blue) = (red, green, blue)
    }

    /// A component in 0...1 as a byte (out-of-range and non-finite values clamped, NaN 0).
    package static func byte(_ value: Double) -> UInt8 {
        guard value.isFinite else { return value > 0 ? 255 : 0 }
        return UInt8(min(255, max(0, (value * 255).rounded())))
    }
}
