/// Bounds on the images hitlint decodes, checked before any pixel memory is allocated.
public struct PNGLimits: Sendable {
    /// Largest PNG file read, in bytes.
    public var maxFileBytes = 64 * 1024 * 1024
    /// Most pixels (width × height, from the PNG header) of one image.
    public var maxPixels = 40_000_000
    public init() {}
}
