import HitLintCore

/// What takes taps from a target inside what the user sees of it.
package struct TakenBy: Sendable {
    /// The view receiving those taps; 0 for "nothing" (the screen's root).
    package let view: Int
    package let pixels: Int
    package let area: Double
    /// Centre of a pixel well inside the region, in points.
    package let sample: Point
}

/// The metrics (docs/manifest.md, "Targets and metrics") of one target.
package struct TargetMetrics: Sendable {
    package let view: Int
    package let frameArea: Double
    package let hitPixels: Int
    package let hitArea: Double
    package let seenPixels: Int
    package let seenArea: Double
    /// Seen pixels that also receive the tap.
    package let coveredPixels: Int
    /// Nil when nothing of the target is seen.
    package let coverage: Double?
    /// Largest area first.
    package let takenBy: [TakenBy]
    /// Nil when nothing hits.
    package let hitBounds: Rect?
    package let clippedArea: Double
    /// The part of `clippedArea` off the screen.
    package let clippedOffScreenArea: Double
    /// Pixels where its own `pointInside` holds, anywhere on the extended lattice.
    package let insidePixels: Int
    /// The best probability that a tap lands on it (docs/manifest.md, "Tap accuracy"); 0 when nothing hits.
    package var tapAccuracy: Double = 0
    /// Where to aim for that, in points; nil when nothing hits.
    package var aimPoint: Point? = nil

    package init(
        view: Int,
        frameArea: Double,
        hitPixels: Int,
        hitArea: Double,
        seenPixels: Int,
        seenArea: Double,
        coveredPixels: Int,
        coverage: Double?,
        takenBy: [TakenBy],
        hitBounds: Rect?,
        clippedArea: Double,
        clippedOffScreenArea: Double,
        insidePixels: Int,
        tapAccuracy: Double = 0,
        aimPoint: Point? = nil
    ) {
        self.view = view
        self.frameArea = frameArea
        self.hitPixels = hitPixels
        self.hitArea = hitArea
        self.seenPixels = seenPixels
        self.seenArea = seenArea
        self.coveredPixels = coveredPixels
        self.coverage = coverage
        self.takenBy = takenBy
        self.hitBounds = hitBounds
        self.clippedArea = clippedArea
        self.clippedOffScreenArea = clippedOffScreenArea
        self.insidePixels = insidePixels
        self.tapAccuracy = tapAccuracy
        self.aimPoint = aimPoint
    }
}
