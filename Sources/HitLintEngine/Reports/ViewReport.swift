import HitLintCore
import HitLintInput

/// A view as reports show it: identity, and for targets the metrics with names resolved.
public struct ViewReport: Sendable {
    package struct Taker: Sendable {
        /// Nil for "nothing".
        public let id: String?
        public let kind: ViewKind?
        package let area: Double
        package let sample: Point

        package init(
            id: String?,
            kind: ViewKind?,
            area: Double,
            sample: Point
        ) {
            self.id = id
            self.kind = kind
            self.area = area
            self.sample = sample
        }
    }

    public let id: String
    public let kind: ViewKind
    public let location: SourceLocation
    /// Absolute bounds on the screen, in points.
    public let bounds: Rect
    /// Nil for views that are not targets.
    package let metrics: TargetMetrics?
    package let takenBy: [Taker]
    /// For a target seen nowhere that still draws: the view seen over its hit area (nil: none,
    /// or not such a target).
    package var coveredBy: String? = nil
    /// It draws a vector image, which hitlint draws as an opaque rectangle of its declared size.
    package var approximate = false
    /// How messages name an imported view (userLabel, title, ...); nil when its id is its name.
    package var name: String? = nil

    package init(
        id: String,
        kind: ViewKind,
        location: SourceLocation,
        bounds: Rect,
        metrics: TargetMetrics?,
        takenBy: [Taker],
        coveredBy: String? = nil,
        approximate: Bool = false,
        name: String? = nil
    ) {
        self.id = id
        self.kind = kind
        self.location = location
        self.bounds = bounds
        self.metrics = metrics
        self.takenBy = takenBy
        self.coveredBy = coveredBy
        self.approximate = approximate
        self.name = name
    }
    public var isTarget: Bool { metrics != nil }
}
