import ShapeKit
import XCTest

@testable import HitLintKit

/// Hit-map pixels at known coordinates of a constructed scene.
final class HitMapTests: XCTestCase {
    /// Source-over of `top` at alpha `a` (0...255) on an opaque `base`, as RGBABitmap.blend computes it.
    private func over(_ top: RGBA, alpha a: UInt8, on base: RGBA) -> RGBA {
        let sa = Double(a) / 255
        func mix(_ s: UInt8, _ d: UInt8) -> UInt8 { UInt8((Double(s) * sa + Double(d) * (1 - sa)).rounded()) }
        return RGBA(mix(top.r, base.r), mix(top.g, base.g), mix(top.b, base.b), 255)
    }

    func testColoursAtKnownPixels() throws {
        try withWorkspace { ws in
            // Scale 1, so pixel (i, j) is the point (i + 0.5, j + 0.5).
            //  'a': an opaque grey button (fill 1) at 0...40, the right half under a clear view 'glass'.
            //  'half': a button whose image is 50% opaque, threshold 0.9: seen, never hit.
            var halfImage = Canvas(width: 40, height: 40)
            for j in 0..<40 { for i in 0..<40 { halfImage.blend(i, j, Colour(0, 0, 0), alpha: 128) } }
            let linted = try ws.lint(
                """
                version: 1
                scale: 1
                screens:
                  - name: S
                    size: [100, 60]
                    views:
                      - id: a
                        frame: [0, 0, 40, 40]
                      - id: glass
                        kind: view
                        frame: [20, 0, 20, 40]
                      - id: half
                        frame: [50, 0, 40, 40]
                        image: half.png
                        threshold: 0.9
                        contentMode: scaleToFill
                """, images: ["half.png": halfImage])
            let map = HitMapRenderer(analysis: linted.analysis, findings: linted.findings).render()
            XCTAssertGreaterThan(map.height, 60, "a legend strip below the screen")
            XCTAssertEqual(map.width, 100)
            let tintA = HitMapStyle.tint(forTargetNumber: 0)
            // Inside 'a''s own hit region: its tint over its grey fill.
            XCTAssertEqual(map.colour(5, 20), over(tintA, alpha: HitMapStyle.tintAlpha, on: HitMapStyle.fill))
            // On the edge of its hit region: the solid tint outline.
            XCTAssertEqual(map.colour(0, 20), tintA)
            XCTAssertEqual(map.colour(19, 20), tintA)
            // Where 'glass' takes the taps 'a' shows: red hatching on the stripes, the bare fill between.
            // Stripes: (i + j) mod 8 < 3, so (28, 20) is on one and (25, 20) between two.
            XCTAssertEqual(map.colour(28, 20), HitMapStyle.stolen)
            XCTAssertEqual(map.colour(29, 20), HitMapStyle.stolen)
            XCTAssertEqual(map.colour(25, 20), HitMapStyle.fill)
            // 'half' is seen (alpha 0.5 >= 0.1) but never hit (0.5 < 0.9): grey hatching.
            XCTAssertEqual(linted.metrics("half").hitArea, 0)
            // Stripes: (i - j) mod 8 < 3, so (60, 20) is on one and (63, 20) between two.
            XCTAssertEqual(map.colour(60, 20), HitMapStyle.dead)
            // Between its stripes: its half-transparent black image over the dark checker square.
            XCTAssertEqual(map.colour(63, 20), over(RGBA(0, 0, 0), alpha: 128, on: HitMapStyle.backgroundDark))
            // Off every view: the background checker alone.
            XCTAssertEqual(
                map.colour(95, 55),
                ((95 / 8 + 55 / 8) % 2 == 0) ? HitMapStyle.backgroundLight : HitMapStyle.backgroundDark)
        }
    }

    func testEnlargedMarginIsDashedAndTooSmallIsOutlined() throws {
        try withWorkspace { ws in
            let linted = try ws.lint(
                """
                version: 1
                scale: 1
                screens:
                  - name: S
                    size: [120, 120]
                    views:
                      - id: icon
                        frame: [40, 40, 24, 24]
                        enlarge: 5
                """)
            XCTAssertEqual(linted.rules(for: "icon"), ["too-small"])
            let map = HitMapRenderer(analysis: linted.analysis, findings: linted.findings).render()
            // The too-small outline sits 2 px outside the 34 x 34 hit bounds (35...69), 2 px thick.
            XCTAssertEqual(map.colour(33, 50), HitMapStyle.tooSmall)
            XCTAssertEqual(map.colour(34, 50), HitMapStyle.tooSmall)
            XCTAssertEqual(map.colour(70, 50), HitMapStyle.tooSmall)
            // The dashed margin outline along the enlarged rect (35...69): a dark dash, then a white gap.
            XCTAssertEqual(map.colour(35, 35), HitMapStyle.margin)
            XCTAssertEqual(map.colour(38, 35), HitMapStyle.margin)
            XCTAssertEqual(map.colour(39, 35), HitMapStyle.marginGap)
            XCTAssertEqual(map.colour(35, 39), HitMapStyle.marginGap)
            // Inside: the icon's tint over its fill.
            XCTAssertEqual(
                map.colour(50, 50),
                over(HitMapStyle.tint(forTargetNumber: 0), alpha: HitMapStyle.tintAlpha, on: HitMapStyle.fill))
        }
    }

    /// A target failing tap-accuracy gets its aim point marked, with circles of σ and 2σ.
    func testAimPointAndSigmaCircles() throws {
        try withWorkspace { ws in
            let linted = try ws.lint(
                """
                version: 1
                scale: 1
                screens:
                  - name: S
                    size: [200, 200]
                    views:
                      - id: near
                        frame: [80, 80, 40, 40]
                        ignore: [too-small]
                """)
            XCTAssertEqual(linted.rules(for: "near"), ["tap-accuracy"])
            let aim = try XCTUnwrap(linted.metrics("near").aimPoint)
            XCTAssertEqual(aim, Point(x: 100, y: 100))
            let map = HitMapRenderer(analysis: linted.analysis, findings: linted.findings).render()
            // On the 1σ (9.6 pt) and 2σ (19.2 pt) circles to the right of the aim, not between them.
            XCTAssertEqual(map.colour(109, 100), HitMapStyle.aim)
            XCTAssertEqual(map.colour(119, 100), HitMapStyle.aim)
            XCTAssertNotEqual(map.colour(114, 100), HitMapStyle.aim)
        }
    }

    func testFileNamesAreSafeAndUnique() {
        let names = HitMapFileNames.names(for: [
            ("App/Home.hitlint.yaml", "Main: Ünïcode/screen"), ("Other/Home.hitlint.yaml", "Main: Ünïcode/screen"),
            ("x.yaml", ".."), ("hitlint.yaml", "a b"),
        ])
        XCTAssertEqual(
            names,
            ["Home--Main___n_code_screen.png", "Home--Main___n_code_screen-2.png", "x--_..png", "hitlint--a_b.png"])
        // A layout's name cut to 80 characters as a screen's is: numbered, not dropped; and
        // 3,000 names cut to one base are numbered 2, 3, ... in one try each.
        let long = String(repeating: "x", count: 90)
        let layouts = HitMapFileNames.names(for: [
            ("a.yaml", long), ("a.yaml", long + " (iPhone SE (3rd generation), landscape)"),
        ])
        XCTAssertEqual(
            layouts, ["a--\(String(repeating: "x", count: 80)).png", "a--\(String(repeating: "x", count: 80))-2.png"])
        let many = HitMapFileNames.names(for: (0..<3_000).map { ("a.yaml", long + "\($0)") })
        XCTAssertEqual(Set(many).count, 3_000)
        XCTAssertEqual(many.last, "a--\(String(repeating: "x", count: 80))-3000.png")
    }
}

final class HitMapSamplingTests: XCTestCase {
    /// At 3x a map pixel spans 3 x 3 raster pixels and shows the middle one: the sampled owner and
    /// seen maps (restricted to each mask's bounds) equal the full maps read at block centres.
    func testSampledMapsEqualTheFullMapsAtBlockCentres() throws {
        try withWorkspace { ws in
            let linted = try ws.lint(
                """
                version: 1
                scale: 3
                screens:
                  - name: S
                    size: [70, 50]
                    views:
                      - id: a
                        frame: [0.4, 0.4, 30.3, 20.2]
                      - id: glass
                        kind: view
                        frame: [20.5, 10.5, 30, 30]
                      - id: b
                        frame: [45.2, 5.1, 20.1, 40.6]
                        enlarge: 2
                      - id: dim
                        kind: view
                        frame: [40, 30, 30, 20]
                        fill: 0.3
                        userInteractionEnabled: false
                """)
            let raster = linted.analysis.raster
            let full = raster.lattice
            let map = PixelLattice(screen: Size(width: 70, height: 50), scale: 1)
            let targets = linted.analysis.scene.views.map(\.isTarget)
            let (owners, seens) = (raster.ownerMap(), raster.seenMap())
            let sampledOwners = raster.ownerMap(sampling: map, step: 3)
            let sampledSeens = raster.seenMap(sampling: map, step: 3, keep: targets)
            var differences = 0
            var owned = Set<Int32>()
            for j in 0..<map.height {
                for i in 0..<map.width {
                    let k = (3 * j + 1) * full.width + 3 * i + 1
                    let seen = targets[Int(seens[k])] ? seens[k] : 0
                    if sampledOwners[j * map.width + i] != owners[k] || sampledSeens[j * map.width + i] != seen {
                        differences += 1
                    }
                    owned.insert(owners[k])
                }
            }
            XCTAssertEqual(differences, 0)
            XCTAssertEqual(owned.count, 4, "nothing, a, glass and b own pixels")
            let image = HitMapRenderer(analysis: linted.analysis, findings: linted.findings, legend: false).render()
            XCTAssertEqual(image.width, 70)
            XCTAssertEqual(image.height, 50)
        }
    }
}

final class HitMapLegendTests: XCTestCase {
    /// However many targets a screen has, the legend lists at most 20 of them and one line more.
    func testLegendIsBounded() throws {
        try withWorkspace { ws in
            let views = (0..<200).map { "      - id: b\($0)\n        frame: [\($0 % 20 * 5), \($0 / 20 * 5), 4, 4]\n" }
                .joined()
            let linted = try ws.lint(
                "version: 1\nscale: 1\nscreens:\n  - name: S\n    size: [100, 60]\n    views:\n" + views)
            let map = HitMapRenderer(analysis: linted.analysis, findings: linted.findings).render()
            let lineHeight = PixelFont.height + 3
            // 20 targets, "... and 180 more", the two hatchings, the too-small outline; two spare lines of margin.
            XCTAssertEqual(map.height, 60 + (20 + 1 + 3) * lineHeight + 2)
        }
    }
}
