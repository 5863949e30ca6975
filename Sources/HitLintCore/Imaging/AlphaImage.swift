/// A decoded image reduced to what hit-testing needs: one alpha byte per pixel, row-major.
/// `rgba` is kept only when the caller asked for colour (hit maps).
package struct AlphaImage: Sendable {
    package let width: Int
    package let height: Int
    package let alpha: [UInt8]
    /// 4 bytes per pixel (straight, not premultiplied alpha), or nil when colour was not asked for.
    package let rgba: [UInt8]?

    /// Memory the decoded planes take.
    package var byteCount: Int { alpha.count + (rgba?.count ?? 0) }

    package init(width: Int, height: Int, alpha: [UInt8], rgba: [UInt8]? = nil) {
        precondition(alpha.count == width * height, "alpha plane size")
        self.width = width
        self.height = height
        self.alpha = alpha
        self.rgba = rgba
    }
}
