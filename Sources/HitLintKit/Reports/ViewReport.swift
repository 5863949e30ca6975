/// A view as reports show it: identity, and for targets the metrics with names resolved.
public struct ViewReport: Sendable {
    public struct Taker: Sendable {
        /// Nil for "nothing".
        public let id: String?
        public let kind: ViewKind?
        public let area: Double
        public let sample: Point
    }

    public let id: String
    public let kind: ViewKind
    public let location: SourceLocation
    /// Absolute bounds on the screen, in points.
    public let bounds: Rect
    /// Nil for views that are not targets.
    public let metrics: TargetMetrics?
    public let takenBy: [Taker]
    public var isTarget: Bool { metrics != nil }
}
