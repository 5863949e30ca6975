/// A decoded image reduced to what hit-testing needs: one alpha byte per pixel, row-major.
/// `rgba` is kept only when the caller asked for colour (hit maps).
public struct AlphaImage: Sendable {
    public let width: Int
    public let height: Int
    public let alpha: [UInt8]
    /// 4 bytes per pixel (straight, not premultiplied alpha), or nil when colour was not asked for.
    public let rgba: [UInt8]?

    /// Memory the decoded planes take.
    public var byteCount: Int { alpha.count + (rgba?.count ?? 0) }

    public init(width: Int, height: Int, alpha: [UInt8], rgba: [UInt8]? = nil) {
        precondition(alpha.count == width * height, "alpha plane size")
        self.width = width
        self.height = height
        self.alpha = alpha
        self.rgba = rgba
    }
}
