/// Bounds on the images hitlint decodes, checked before any pixel memory is allocated.
package struct PNGLimits: Sendable {
    /// Largest PNG file read, in bytes.
    package var maxFileBytes = 64 * 1024 * 1024
    /// Most pixels (width × height, from the PNG header) of one image.
    package var maxPixels = 40_000_000
    /// Most bytes of decoded images one screen may need, and the run keeps cached: past it the
    /// cache lets go of the images used longest ago (they are decoded again if needed), so many
    /// large images cannot exhaust memory however the screens share them.
    package var maxDecodedBytes = 512 * 1024 * 1024
    package init() {}
}
