import Foundation
import ShapeKit
import XCTest

@testable import HitLintKit

/// Tap accuracy (docs/manifest.md, "Tap accuracy") against the closed form for rectangles and a
/// slow direct summation for shapes drawn by code.
final class TapAccuracyTests: XCTestCase {
    let sigma = 9.6

    /// erf(w / (2σ√2)) · erf(h / (2σ√2)): a w x h rectangle aimed at its centre.
    func closedForm(_ w: Double, _ h: Double) -> Double {
        erf(w / (2 * sigma * 2.squareRoot())) * erf(h / (2 * sigma * 2.squareRoot()))
    }

    private func normal(_ x: Double) -> Double { 0.5 * erfc(-x / 2.squareRoot()) }

    /// The probability that a tap aimed at `aim` lands on a pixel of `owned` (pixel lattice at `scale`).
    func direct(_ owned: [(Int, Int)], aim: Point, scale: Double) -> Double {
        owned.reduce(0) { sum, pixel in
            let (i, j) = (Double(pixel.0), Double(pixel.1))
            let across = normal(((i + 1) / scale - aim.x) / sigma) - normal((i / scale - aim.x) / sigma)
            let down = normal(((j + 1) / scale - aim.y) / sigma) - normal((j / scale - aim.y) / sigma)
            return sum + across * down
        }
    }

    private func screen(_ views: String, scale: Int = 3, size: String = "[300, 300]") -> String {
        "version: 1\nscale: \(scale)\nscreens:\n  - name: S\n    size: \(size)\n    views:\n" + views
    }

    func testRectanglesMatchTheClosedForm() throws {
        try withWorkspace { ws in
            let linted = try ws.lint(
                screen(
                    """
                          - id: square44
                            frame: [20, 20, 44, 44]
                          - id: square40
                            frame: [120, 20, 40, 40]
                          - id: wide
                            frame: [20, 120, 30, 60]
                    """))
            XCTAssertEqual(linted.metrics("square44").tapAccuracy, 0.956, accuracy: 0.001)
            XCTAssertEqual(linted.metrics("square40").tapAccuracy, 0.927, accuracy: 0.001)
            XCTAssertEqual(linted.metrics("wide").tapAccuracy, 0.880, accuracy: 0.001)
            for (id, w, h) in [("square44", 44.0, 44.0), ("square40", 40.0, 40.0), ("wide", 30.0, 60.0)] {
                XCTAssertEqual(linted.metrics(id).tapAccuracy, closedForm(w, h), accuracy: 0.005, id)
            }
            // Aimed at the centre.
            XCTAssertEqual(linted.metrics("square44").aimPoint, Point(x: 42, y: 42))
            XCTAssertEqual(linted.metrics("wide").aimPoint, Point(x: 35, y: 150))
        }
    }

    /// A ring 44 pt across, 4 pt thick, and a disc of 24 pt radius, drawn antialiased at scale 1.
    func testShapesMatchADirectSummation() throws {
        try withWorkspace { ws in
            var ring = Canvas(width: 44, height: 44)
            ring.fill(.ring(cx: 22, cy: 22, outer: 22, inner: 18), Colour(0, 0, 0))
            var disc = Canvas(width: 48, height: 48)
            disc.fill(.circle(cx: 24, cy: 24, radius: 24), Colour(0, 0, 0))
            let linted = try ws.lint(
                screen(
                    """
                          - id: ring
                            frame: [10, 10, 44, 44]
                            image: ring.png
                            threshold: 0.5
                          - id: disc
                            frame: [100, 10, 48, 48]
                            image: disc.png
                            threshold: 0.5
                    """, scale: 1), images: ["ring.png": ring, "disc.png": disc])
            for (id, canvas, origin) in [("ring", ring, (10, 10)), ("disc", disc, (100, 10))] {
                var owned: [(Int, Int)] = []
                for j in 0..<canvas.height {
                    for i in 0..<canvas.width where canvas.pixels[(j * canvas.width + i) * 4 + 3] >= 128 {
                        owned.append((origin.0 + i, origin.1 + j))
                    }
                }
                let metrics = linted.metrics(id)
                XCTAssertEqual(metrics.hitPixels, owned.count, id)
                let aim = try XCTUnwrap(metrics.aimPoint)
                // The reported value is the direct sum at the reported aim...
                XCTAssertEqual(metrics.tapAccuracy, direct(owned, aim: aim, scale: 1), accuracy: 1e-9, id)
                // ...and no aim on a half-point grid over the shape does better by 0.005.
                var bestDirect = 0.0
                for y in stride(from: Double(origin.1), through: Double(origin.1 + canvas.height), by: 2) {
                    for x in stride(from: Double(origin.0), through: Double(origin.0 + canvas.width), by: 2) {
                        bestDirect = max(bestDirect, direct(owned, aim: Point(x: x, y: y), scale: 1))
                    }
                }
                XCTAssertLessThan(bestDirect, metrics.tapAccuracy + 0.005, id)
            }
            // The ring's bounding box passes too-small, but a finger misses it often.
            XCTAssertLessThan(linted.metrics("ring").tapAccuracy, 0.6)
            XCTAssertEqual(linted.metrics("disc").tapAccuracy, 0.96, accuracy: 0.03)
        }
    }

    /// At 3x one pixel row stands for each point's rows (cells of 1 pt, as the model allows):
    /// still within 0.005 of the direct sum over every pixel, for shapes off the point grid.
    func testShapesAtThreeXAreWithinTheTolerance() throws {
        try withWorkspace { ws in
            var ring = Canvas(width: 132, height: 132)
            ring.fill(.ring(cx: 66, cy: 66, outer: 66, inner: 54), Colour(0, 0, 0))
            var star = Canvas(width: 150, height: 150)
            star.fill(.star(cx: 75, cy: 78, outer: 74, inner: 30), Colour(0, 0, 0))
            let linted = try ws.lint(
                screen(
                    """
                          - id: ring
                            frame: [10.333, 10.667, 44, 44]
                            image: ring@3x.png
                            threshold: 0.5
                          - id: star
                            frame: [100.667, 10.333, 50, 50]
                            image: star@3x.png
                            threshold: 0.5
                    """, scale: 3), images: ["ring@3x.png": ring, "star@3x.png": star])
            for id in ["ring", "star"] {
                let view = try XCTUnwrap(linted.analysis.scene.view(id: id))
                let owner = linted.analysis.raster.ownerMap()
                let width = linted.analysis.raster.lattice.width
                var owned: [(Int, Int)] = []
                for (index, value) in owner.enumerated() where Int(value) == view.index {
                    owned.append((index % width, index / width))
                }
                let metrics = linted.metrics(id)
                XCTAssertEqual(owned.count, metrics.hitPixels)
                let aim = try XCTUnwrap(metrics.aimPoint)
                XCTAssertEqual(metrics.tapAccuracy, direct(owned, aim: aim, scale: 3), accuracy: 0.005, id)
                var bestDirect = 0.0
                let bounds = try XCTUnwrap(metrics.hitBounds)
                for y in stride(from: bounds.y, through: bounds.maxY, by: 2) {
                    for x in stride(from: bounds.x, through: bounds.maxX, by: 2) {
                        bestDirect = max(bestDirect, direct(owned, aim: Point(x: x, y: y), scale: 3))
                    }
                }
                XCTAssertLessThan(bestDirect, metrics.tapAccuracy + 0.005, id)
            }
        }
    }

    func testANeighbourTakingHalfAndTheScreensEdge() throws {
        try withWorkspace { ws in
            let linted = try ws.lint(
                screen(
                    """
                          - id: half
                            frame: [100, 100, 60, 60]
                          - id: neighbour
                            frame: [130, 100, 60, 60]
                          - id: corner
                            frame: [-22, -22, 44, 44]
                    """))
            // 'half' keeps a 30 x 60 strip: the same as a lone 30 x 60 rectangle.
            XCTAssertEqual(linted.metrics("half").tapAccuracy, closedForm(30, 60), accuracy: 0.005)
            // A 44 pt square three quarters off the screen keeps a 22 x 22 corner.
            XCTAssertEqual(linted.metrics("corner").tapAccuracy, closedForm(22, 22), accuracy: 0.005)
            XCTAssertEqual(linted.metrics("corner").aimPoint.map { $0.x <= 22 && $0.y <= 22 }, true)
        }
    }
}
