import ShapeKit
import XCTest

@testable import HitLintKit

/// Constructed scenes whose numbers are worked out by hand (docs/manifest.md, "How hitlint decides").
final class HitTestSemanticsTests: XCTestCase {
    private func header(scale: Int = 3, size: String = "[400, 400]") -> String {
        "version: 1\nscale: \(scale)\nscreens:\n  - name: S\n    size: \(size)\n    views:\n"
    }

    func testHalfCoveredByTransparentOverlayLosesHalf() throws {
        try withWorkspace { ws in
            // The overlay is a clear view (fill 0): invisible, but it takes every tap in its frame.
            let linted = try ws.lint(
                header() + """
                          - id: play
                            frame: [0, 0, 100, 100]
                          - id: overlay
                            kind: view
                            frame: [0, 50, 100, 100]
                    """)
            let m = linted.metrics("play")
            XCTAssertEqual(m.frameArea, 10000)
            XCTAssertEqual(m.hitArea, 5000, accuracy: 1e-9)
            XCTAssertEqual(m.seenArea, 10000, accuracy: 1e-9)
            XCTAssertEqual(m.coverage!, 0.5, accuracy: 1e-12)
            XCTAssertEqual(linted.takenArea("play", by: "overlay")!, 5000, accuracy: 1e-9)
            XCTAssertEqual(m.hitBounds, Rect(x: 0, y: 0, width: 100, height: 50))
            XCTAssertEqual(linted.rules(for: "play"), ["blocked-by-view", "low-coverage"])
            let finding = linted.findings.first { $0.rule == "blocked-by-view" }!
            XCTAssertEqual(finding.location.line, 7)
            XCTAssertEqual(finding.location.column, 13)
            // The sample lies deep inside the stolen half: its centre row, away from the edges.
            let sample = m.takenBy[0].sample
            XCTAssertTrue(sample.y > 60 && sample.y < 90 && sample.x > 10 && sample.x < 90, "\(sample)")
        }
    }

    func testCircleImageGivesTheAreaOfItsCircle() throws {
        try withWorkspace { ws in
            // A disc of radius 120 px in a 300 px image at @3x over a 100 pt frame: one image
            // pixel per screen pixel, radius 40 pt.
            var canvas = Canvas(width: 300, height: 300)
            canvas.fill(.circle(cx: 150, cy: 150, radius: 120), Colour(0, 0, 0))
            let linted = try ws.lint(
                header() + """
                          - id: disc
                            frame: [50, 50, 100, 100]
                            image: disc@3x.png
                            threshold: 0.5
                    """, images: ["disc@3x.png": canvas])
            let m = linted.metrics("disc")
            // Exactly the image pixels whose alpha byte is >= 128 (0.5 * 255 rounded up), each 1/9 pt².
            let opaque = canvas.count { Double($0) / 255 >= 0.5 }
            XCTAssertEqual(m.hitPixels, opaque)
            // And that is the circle's area within one ring of pixels (1/3 pt wide).
            let circle = Double.pi * 40 * 40
            XCTAssertEqual(m.hitArea, circle, accuracy: 2 * Double.pi * 40 / 3)
            XCTAssertEqual(m.hitBounds!.width, 80, accuracy: 1.0 / 3 + 1e-9)
        }
    }

    func testEnlargedMarginAlwaysHits() throws {
        try withWorkspace { ws in
            // A transparent image: inside the bounds nothing passes 0.1, the 10 pt margin always hits.
            let linted = try ws.lint(
                header() + """
                          - id: icon
                            frame: [100, 100, 24, 24]
                            image: clear.png
                            threshold: 0.1
                            enlarge: 10
                          - id: plain
                            frame: [200, 200, 24, 24]
                            enlarge: {top: 10, left: 5}
                    """, images: ["clear.png": solid(24, 24, alpha: 0)])
            let icon = linted.metrics("icon")
            XCTAssertEqual(icon.hitArea, 44 * 44 - 24 * 24, accuracy: 1e-9)
            XCTAssertEqual(icon.hitBounds, Rect(x: 90, y: 90, width: 44, height: 44))
            let plain = linted.metrics("plain")
            XCTAssertEqual(plain.hitArea, 29 * 34, accuracy: 1e-9)
            XCTAssertEqual(plain.hitBounds, Rect(x: 195, y: 190, width: 29, height: 34))
        }
    }

    func testCompareOperatorsAtAlphaBytes25And26() throws {
        try withWorkspace { ws in
            // A 2 x 1 px image stretched over 100 x 50 pt: left half alpha 25/255, right half 26/255.
            var canvas = Canvas(width: 2, height: 1)
            canvas.blend(0, 0, Colour(0, 0, 0), alpha: 25)
            canvas.blend(1, 0, Colour(0, 0, 0), alpha: 26)
            func hitArea(threshold: String, compare: String) throws -> Double {
                try ws.lint(
                    header() + """
                              - id: b
                                frame: [0, 0, 100, 50]
                                image: two.png
                                contentMode: scaleToFill
                                threshold: \(threshold)
                                compare: "\(compare)"
                        """, images: ["two.png": canvas]
                ).metrics("b").hitArea
            }
            XCTAssertEqual(try hitArea(threshold: "0.1", compare: ">="), 2500, accuracy: 1e-9)
            XCTAssertEqual(try hitArea(threshold: "0.1", compare: ">"), 2500, accuracy: 1e-9)
            // Exactly 26/255: >= keeps the right half, > drops it.
            let t26 = String(26.0 / 255)
            XCTAssertEqual(try hitArea(threshold: t26, compare: ">="), 2500, accuracy: 1e-9)
            XCTAssertEqual(try hitArea(threshold: t26, compare: ">"), 0)
            // Exactly 25/255: >= keeps both halves, > only the right.
            let t25 = String(25.0 / 255)
            XCTAssertEqual(try hitArea(threshold: t25, compare: ">="), 5000, accuracy: 1e-9)
            XCTAssertEqual(try hitArea(threshold: t25, compare: ">"), 2500, accuracy: 1e-9)
        }
    }

    func testEachContentModePlacesTheImage() throws {
        // A fully opaque 30 x 30 pt image (90 px @3x) in a 100 x 60 pt frame at (100, 100).
        let expected: [(ContentMode, Rect)] = [
            (.scaleToFill, Rect(x: 100, y: 100, width: 100, height: 60)),
            (.scaleAspectFit, Rect(x: 120, y: 100, width: 60, height: 60)),
            (.scaleAspectFill, Rect(x: 100, y: 100, width: 100, height: 60)),  // 100 x 100, cut to the bounds
            (.center, Rect(x: 135, y: 115, width: 30, height: 30)),
            (.top, Rect(x: 135, y: 100, width: 30, height: 30)),
            (.bottom, Rect(x: 135, y: 130, width: 30, height: 30)),
            (.left, Rect(x: 100, y: 115, width: 30, height: 30)),
            (.right, Rect(x: 170, y: 115, width: 30, height: 30)),
            (.topLeft, Rect(x: 100, y: 100, width: 30, height: 30)),
            (.topRight, Rect(x: 170, y: 100, width: 30, height: 30)),
            (.bottomLeft, Rect(x: 100, y: 130, width: 30, height: 30)),
            (.bottomRight, Rect(x: 170, y: 130, width: 30, height: 30)),
        ]
        try withWorkspace { ws in
            for (mode, rect) in expected {
                let linted = try ws.lint(
                    header() + """
                              - id: b
                                frame: [100, 100, 100, 60]
                                image: square@3x.png
                                contentMode: \(mode.rawValue)
                                threshold: 0.5
                        """, images: ["square@3x.png": solid(90, 90)])
                let m = linted.metrics("b")
                XCTAssertEqual(m.hitBounds, rect, "\(mode)")
                XCTAssertEqual(m.hitArea, rect.area, accuracy: 1e-9, "\(mode)")
            }
        }
    }

    func testAspectFillDrawsOutsideTheBoundsUnlessClipped() throws {
        try withWorkspace { ws in
            // scaleAspectFill of a square in 100 x 60: drawn 100 x 100, 20 pt above and below the bounds.
            for clips in [false, true] {
                let linted = try ws.lint(
                    header() + """
                              - id: b
                                frame: [100, 100, 100, 60]
                                image: square@3x.png
                                contentMode: scaleAspectFill
                                threshold: 0.5
                                clipsToBounds: \(clips)
                        """, images: ["square@3x.png": solid(90, 90)])
                let m = linted.metrics("b")
                XCTAssertEqual(m.seenArea, clips ? 6000 : 10000, accuracy: 1e-9)
                XCTAssertEqual(m.hitArea, 6000, accuracy: 1e-9)  // taps outside the bounds never reach it
                XCTAssertEqual(m.coverage!, clips ? 1 : 0.6, accuracy: 1e-12)
            }
        }
    }

    func testHiddenAndNearlyTransparentViewsAreSkipped() throws {
        try withWorkspace { ws in
            func takenByCover(_ settings: String) throws -> Double {
                let linted = try ws.lint(
                    header() + """
                              - id: target
                                frame: [0, 0, 100, 100]
                              - id: cover
                                kind: view
                                frame: [0, 0, 100, 40]
                        \(settings)
                        """)
                return linted.takenArea("target", by: "cover") ?? 0
            }
            XCTAssertEqual(try takenByCover("        hidden: true"), 0)
            XCTAssertEqual(try takenByCover("        alpha: 0.005"), 0)
            XCTAssertEqual(try takenByCover("        userInteractionEnabled: false"), 0)
            XCTAssertEqual(try takenByCover("        alpha: 0.01"), 4000, accuracy: 1e-9)
            XCTAssertEqual(try takenByCover("        alpha: 1"), 4000, accuracy: 1e-9)
        }
    }

    func testDisabledButtonSwallowsTapsButIsNotChecked() throws {
        try withWorkspace { ws in
            // A clear disabled button (backgroundImage fully transparent) over the left quarter.
            let linted = try ws.lint(
                header() + """
                          - id: target
                            frame: [0, 0, 100, 100]
                          - id: disabled
                            frame: [0, 0, 25, 100]
                            backgroundImage: clear.png
                            enabled: false
                    """, images: ["clear.png": solid(4, 4, alpha: 0)])
            XCTAssertEqual(linted.takenArea("target", by: "disabled")!, 2500, accuracy: 1e-9)
            XCTAssertNil(linted.analysis.metrics[linted.analysis.scene.view(id: "disabled")!.index])
            XCTAssertEqual(linted.rules(for: "target"), ["low-coverage", "overlap-conflict"])
            XCTAssertTrue(linted.findings.first { $0.rule == "overlap-conflict" }!.message.contains("disabled"))
            // Only its (deliberately tiny) image is checked; no target rule looks at it.
            XCTAssertEqual(linted.rules(for: "disabled"), ["aspect-distortion", "image-resolution"])
        }
    }

    func testChildOutsideItsParentCannotBeTapped() throws {
        try withWorkspace { ws in
            let linted = try ws.lint(
                header() + """
                          - id: box
                            kind: view
                            frame: [100, 100, 100, 100]
                            children:
                              - id: corner
                                frame: [80, 80, 40, 40]
                              - id: away
                                frame: [150, 0, 44, 44]
                    """)
            let corner = linted.metrics("corner")
            XCTAssertEqual(corner.hitArea, 400, accuracy: 1e-9)
            XCTAssertEqual(corner.clippedArea, 1200, accuracy: 1e-9)
            XCTAssertEqual(corner.hitBounds, Rect(x: 180, y: 180, width: 20, height: 20))
            // Drawn outside the box, the user sees all of it; 3/4 of that reaches nothing.
            XCTAssertEqual(corner.seenArea, 1600, accuracy: 1e-9)
            XCTAssertEqual(linted.takenArea("corner", by: nil)!, 1200, accuracy: 1e-9)
            XCTAssertEqual(linted.rules(for: "corner"), ["clipped-by-parent", "low-coverage", "too-small"])
            let away = linted.metrics("away")
            XCTAssertEqual(away.hitArea, 0)
            XCTAssertEqual(away.clippedArea, 44 * 44, accuracy: 1e-9)
            XCTAssertTrue(linted.rules(for: "away").contains("unclickable"))
        }
    }

    func testOffScreenPartIsClipped() throws {
        try withWorkspace { ws in
            let linted = try ws.lint(
                header() + """
                          - id: edge
                            frame: [380, 0, 44, 44]
                    """)
            let m = linted.metrics("edge")
            XCTAssertEqual(m.hitArea, 20 * 44, accuracy: 1e-9)
            XCTAssertEqual(m.clippedArea, 24 * 44, accuracy: 1e-9)
            XCTAssertEqual(m.clippedOffScreenArea, 24 * 44, accuracy: 1e-9)
        }
    }

    func testLayerContainerPassesTapsThroughTransparentParts() throws {
        try withWorkspace { ws in
            // A full-screen container whose only drawing is an opaque 100 x 100 pt panel.
            let linted = try ws.lint(
                header() + """
                          - id: below
                            frame: [0, 0, 200, 200]
                          - id: container
                            kind: view
                            frame: [0, 0, 400, 400]
                            hitTest: layer
                            threshold: 0.5
                            compare: ">"
                            children:
                              - id: panel
                                kind: image
                                frame: [0, 0, 100, 100]
                                image: panel@3x.png
                              - id: close
                                frame: [300, 300, 50, 50]
                    """, images: ["panel@3x.png": solid(300, 300)])
            let below = linted.metrics("below")
            // The panel covers a quarter of 'below': the container keeps those taps.
            XCTAssertEqual(below.hitArea, 40000 - 10000, accuracy: 1e-9)
            XCTAssertEqual(below.seenArea, 30000, accuracy: 1e-9)  // the panel is drawn over the rest
            XCTAssertEqual(below.coverage!, 1, accuracy: 1e-12)
            // The container's rendering includes its child 'close' (fill 1), so 'close' is reached.
            XCTAssertEqual(linted.metrics("close").hitArea, 2500, accuracy: 1e-9)
            XCTAssertTrue(linted.findings.isEmpty, "\(linted.findings.map(\.message))")
        }
    }

    func testLayerThresholdCompositesTranslucentLayers() throws {
        try withWorkspace { ws in
            // Two 40% layers composite to 0.4 + 0.4 * 0.6 = 0.64: above 0.5 only where both lie.
            let linted = try ws.lint(
                header() + """
                          - id: below
                            frame: [0, 0, 200, 100]
                          - id: container
                            kind: view
                            frame: [0, 0, 200, 100]
                            fill: 0.4
                            hitTest: layer
                            threshold: 0.5
                            userInteractionEnabled: true
                            children:
                              - id: tint
                                kind: view
                                frame: [0, 0, 50, 100]
                                fill: 0.4
                                userInteractionEnabled: false
                    """)
            XCTAssertEqual(linted.metrics("below").hitArea, 150 * 100, accuracy: 1e-9)
        }
    }

    func testThresholdOneKillsTheAntialiasedRim() throws {
        try withWorkspace { ws in
            var canvas = Canvas(width: 300, height: 300)
            canvas.fill(.circle(cx: 150, cy: 150, radius: 149), Colour(0, 0, 0))
            let linted = try ws.lint(
                header() + """
                          - id: face
                            frame: [0, 0, 100, 100]
                            image: face@3x.png
                            threshold: 1.0
                    """, images: ["face@3x.png": canvas])
            let m = linted.metrics("face")
            XCTAssertEqual(m.hitPixels, canvas.count { $0 == 255 })
            XCTAssertEqual(m.seenPixels, canvas.count { Double($0) / 255 >= 0.1 })
            XCTAssertLessThan(m.hitPixels, m.seenPixels)
            XCTAssertEqual(m.coverage!, Double(m.hitPixels) / Double(m.seenPixels), accuracy: 1e-12)
        }
    }

    /// A 63 px image (21 pt at 3x) centred in a 22 pt button starts half a point in: every
    /// sample of a 3x raster, at (k + 0.5) / 3, lies exactly on a texel edge. Exact arithmetic
    /// puts each in the texel after the edge, u = k - 31 for the button at x = 10; float noise
    /// used to put some a texel early.
    func testSamplesOnATexelEdgeLieInTheTexelAfterIt() {
        let origin = 10 + (22.0 - 21) / 2
        for k in 0..<200 {
            let x = (Double(k) + 0.5) / 3
            let expected = (31..<94).contains(k) ? k - 31 : -1
            XCTAssertEqual(PlacedImage.texel(x, origin: origin, extent: 21, count: 63), expected, "sample \(k)")
        }
        // Off an edge, the tolerance changes nothing: a sample 1e-6 texel before an edge stays before it.
        XCTAssertEqual(PlacedImage.texel(10.5 + (5 - 1e-6) / 3, origin: 10.5, extent: 21, count: 63), 4)
        XCTAssertEqual(PlacedImage.texel(10.5 + 5.0 / 3, origin: 10.5, extent: 21, count: 63), 5)
    }
}
