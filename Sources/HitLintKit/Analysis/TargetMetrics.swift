/// What takes taps from a target inside what the user sees of it.
public struct TakenBy: Sendable {
    /// The view receiving those taps; 0 for "nothing" (the screen's root).
    public let view: Int
    public let pixels: Int
    public let area: Double
    /// Centre of a pixel well inside the region, in points.
    public let sample: Point
}

/// The metrics (docs/manifest.md, "Targets and metrics") of one target.
public struct TargetMetrics: Sendable {
    public let view: Int
    public let frameArea: Double
    public let hitPixels: Int
    public let hitArea: Double
    public let seenPixels: Int
    public let seenArea: Double
    /// Seen pixels that also receive the tap.
    public let coveredPixels: Int
    /// Nil when nothing of the target is seen.
    public let coverage: Double?
    /// Largest area first.
    public let takenBy: [TakenBy]
    /// Nil when nothing hits.
    public let hitBounds: Rect?
    public let clippedArea: Double
    /// The part of `clippedArea` off the screen.
    public let clippedOffScreenArea: Double
    /// Pixels where its own `pointInside` holds, anywhere on the extended lattice.
    public let insidePixels: Int
    /// The best probability that a tap lands on it (docs/manifest.md, "Tap accuracy"); 0 when nothing hits.
    public var tapAccuracy: Double = 0
    /// Where to aim for that, in points; nil when nothing hits.
    public var aimPoint: Point? = nil
}
