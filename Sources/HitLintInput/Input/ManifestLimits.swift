/// Bounds on what a manifest may ask for, so that no input can make hitlint exhaust time or memory.
package struct ManifestLimits: Sendable {
    /// Largest manifest file read, in bytes.
    package var maxFileBytes = 8 * 1024 * 1024
    /// Most YAML nodes walked, aliases expanded (bounds "billion laughs" documents).
    package var maxNodes = 1_000_000
    /// Deepest nesting of `children`.
    package var maxDepth = 64
    package var maxScreens = 1_000
    /// Views in one screen, all levels counted.
    package var maxViewsPerScreen = 10_000
    /// Largest screen side, in points.
    package var maxScreenSide = 10_000.0
    /// Largest screen raster, in pixels at the manifest's scale.
    package var maxScreenPixels = 64 * 1024 * 1024
    /// Most pixels a screen's views cover in all (each view's frame and enlarged area, clipped
    /// to the screen, summed): each covered pixel costs mask memory when the screen is rasterized.
    package var maxCoveredPixels = 1 << 30
    /// Largest absolute frame coordinate or size, in points.
    package var maxCoordinate = 100_000.0
    /// Largest `enlarge` amount, in points.
    package var maxEnlarge = 10_000.0
    /// Most views the `hitTest: layer` views of one screen composite in all, each counting its
    /// whole subtree (nested containers composite their shared descendants again). Compositing
    /// costs each container's pixels plus its layers' areas (`LayeredRows`), but its classes
    /// keep a key per layer: at the ceiling (16 times this, 16,384), small views at random places
    /// under one container take 9.1 s of a release build and 1.2 GB; 4,096 take 1.2 s and 0.3 GB,
    /// and 89 nested full-screen containers 0.17 s (the limit was 256 while every cell was
    /// composited over every layer).
    package var maxLayerElements = 1024
    /// Longest screen name or view id, in characters: names are repeated in every finding and
    /// report line, so a huge one would make every report huge.
    package var maxNameLength = 200
    /// Longest image path, in bytes (PATH_MAX).
    package var maxPathBytes = 4096
    /// Largest Interface Builder file read, in bytes (far above any real storyboard).
    package var maxXMLBytes = 8 * 1024 * 1024
    /// Most XML elements in one Interface Builder file.
    package var maxXMLElements = 1_000_000
    /// Deepest XML element nesting (each view nesting level is two: the view and its `<subviews>`).
    package var maxXMLDepth = 512
    /// Largest baseline file read, in bytes.
    package var maxBaselineBytes = 32 * 1024 * 1024

    package init() {}
}
