import Foundation

/// A filled 2-D shape in pixel coordinates (x right, y down; pixel (i, j) covers [i, i+1) x [j, j+1)).
public enum Shape: Sendable {
    case rect(x: Double, y: Double, width: Double, height: Double)
    case circle(cx: Double, cy: Double, radius: Double)
    /// The area between two circles.
    case ring(cx: Double, cy: Double, outer: Double, inner: Double)
    /// A polygon, filled by the even-odd rule.
    case polygon([(Double, Double)])

    public func contains(_ x: Double, _ y: Double) -> Bool {
        switch self {
        case .rect(let rx, let ry, let w, let h):
            return rx <= x && x < rx + w && ry <= y && y < ry + h
        case .circle(let cx, let cy, let r):
            return (x - cx) * (x - cx) + (y - cy) * (y - cy) < r * r
        case .ring(let cx, let cy, let outer, let inner):
            let d = (x - cx) * (x - cx) + (y - cy) * (y - cy)
            return d < outer * outer && d >= inner * inner
        case .polygon(let points):
            var inside = false
            var j = points.count - 1
            for i in 0..<points.count {
                let (xi, yi) = points[i]
                let (xj, yj) = points[j]
                if (yi > y) != (yj > y), x < (xj - xi) * (y - yi) / (yj - yi) + xi { inside.toggle() }
                j = i
            }
            return inside
        }
    }

    /// Pixel bounds that hold the shape.
    var box: (x0: Int, y0: Int, x1: Int, y1: Int) {
        switch self {
        case .rect(let x, let y, let w, let h):
            return (Int(x.rounded(.down)), Int(y.rounded(.down)), Int((x + w).rounded(.up)), Int((y + h).rounded(.up)))
        case .circle(let cx, let cy, let r), .ring(let cx, let cy, let r, _):
            return (
                Int((cx - r).rounded(.down)), Int((cy - r).rounded(.down)), Int((cx + r).rounded(.up)),
                Int((cy + r).rounded(.up))
            )
        case .polygon(let points):
            let xs = points.map(\.0)
            let ys = points.map(\.1)
            return (
                Int(xs.min()!.rounded(.down)), Int(ys.min()!.rounded(.down)), Int(xs.max()!.rounded(.up)),
                Int(ys.max()!.rounded(.up))
            )
        }
    }

    /// A star with `points` tips, the first pointing up.
    public static func star(cx: Double, cy: Double, outer: Double, inner: Double, points: Int = 5) -> Shape {
        var vertices: [(Double, Double)] = []
        for k in 0..<(points * 2) {
            let angle = -Double.pi / 2 + Double(k) * Double.pi / Double(points)
            let r = k % 2 == 0 ? outer : inner
            vertices.append((cx + r * cos(angle), cy + r * sin(angle)))
        }
        return .polygon(vertices)
    }

    /// A diamond (a square turned 45°) with the given half width and height.
    public static func diamond(cx: Double, cy: Double, halfWidth: Double, halfHeight: Double) -> Shape {
        .polygon([(cx, cy - halfHeight), (cx + halfWidth, cy), (cx, cy + halfHeight), (cx - halfWidth, cy)])
    }
}
