/// A point in points, origin top-left, y down (UIKit).
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var area: Double { width * height }

    /// CGRectContainsPoint: `x <= px < x + width` and `y <= py < y + height`.
    package func contains(_ p: Point) -> Bool {
        x <= p.x && p.x < x + width && y <= p.y && p.y < y + height
    }

    package func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle grown by `insets` on each side (negative values shrink it).
    package func grown(by insets: Insets) -> Rect {
        Rect(
            x: x - insets.left, y: y - insets.top,
            width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
    }

    /// The smallest rectangle holding both.
    package func union(_ other: Rect) -> Rect {
        let minX = min(x, other.x)
        let minY = min(y, other.y)
        return Rect(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
    }
}

/// Edge amounts in points, in UIKit's order: top, right, bottom, left (as `enlarge` is written).
package struct Insets: Hashable, Sendable {
    package var top: Double
    package var right: Double
    package var bottom: Double
    package var left: Double

    package init(top: Double, right: Double, bottom: Double, left: Double) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    package static let zero = Insets(top: 0, right: 0, bottom: 0, left: 0)
    package var isZero: Bool { self == .zero }
}

extension Rect {
    /// The overlap of two rects; an empty rect (zero size) where they do not meet.
    package func intersection(_ other: Rect) -> Rect {
        let x0 = max(x, other.x)
        let y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
