import ShapeKit
import XCTest

@testable import HitLintKit

/// Random scenes: the raster (class tables, painting) must agree pixel for pixel with the
/// point-wise hit test written straight from docs/manifest.md, "Hit-testing" and "What the user sees".
final class RasterOracleTests: XCTestCase {
    typealias Random = SeededRandom  // deterministic, so failures reproduce

    func testRasterAgreesWithPointHitTestOnRandomScenes() throws {
        try withWorkspace { ws in
            for (name, canvas) in RandomScenes.images() { try ws.write(name, canvas) }
            var rng = Random(state: 20_261_121)
            // One mask cache for every round, so later rounds reuse masks of earlier ones.
            let cache = MaskCache()
            var nested = 0
            for round in 0..<40 {
                var id = 0
                let views = (0..<rng.int(2...6)).map { _ in RandomScenes.view(&rng, id: &id, depth: 1, indent: "      ")
                }
                let scale = rng.int(1...3)
                let yaml =
                    "version: 1\nscale: \(scale)\nvisibleAlpha: \(rng.pick(["0.1", "0.3", "0.01", "0.4", String(26.0 / 255)]))\nscreens:\n  - name: R\n    size: [\(rng.int(20...50)), \(rng.int(20...50))]\n    views:\n"
                    + views.joined(separator: "\n") + "\n"
                try ws.write("test.hitlint.yaml", yaml)
                let manifest = try ws.load()
                let scene = SceneBuilder(images: ImageStore()).scene(for: manifest.screens[0], in: manifest)
                // `subtreeEnd` is counted from the manifest before the children are built: it must
                // be where the pre-order leaves the view's subtree (the next view no deeper).
                for view in scene.views {
                    let end =
                        scene.views[(view.index + 1)...].first { $0.depth <= view.depth }?.index ?? scene.views.count
                    XCTAssertEqual(view.subtreeEnd, end, "round \(round): subtreeEnd of '\(view.id)'")
                }
                nested = max(nested, scene.views.map(\.depth).max() ?? 0)
                let raster = HitRasterizer.rasterize(scene, cache: cache)
                let oracle = PointHitTester(scene: scene)
                let lattice = scene.lattice
                let ownerMap = raster.ownerMap()
                let seenMap = raster.seenMap()
                var mismatches = 0
                // The bounds of each view's owned pixels, as the oracle gives them.
                var box = [(columns: ClosedRange<Int>, rows: ClosedRange<Int>)?](
                    repeating: nil, count: scene.views.count)
                // Per view, the pixels the user sees of it by the view that owns them (0: none).
                var seenBy = [[Int: Int]](repeating: [:], count: scene.views.count)
                for j in 0..<lattice.height {
                    for i in 0..<lattice.width {
                        let p = Point(x: lattice.centre(i), y: lattice.centre(j))
                        let expected = oracle.hitTest(p)
                        if expected.seen > 0 { seenBy[expected.seen][expected.owner, default: 0] += 1 }
                        if expected.owner > 0 {
                            let b = box[expected.owner]
                            box[expected.owner] = (
                                min(b?.columns.lowerBound ?? i, i)...max(b?.columns.upperBound ?? i, i),
                                min(b?.rows.lowerBound ?? j, j)...max(b?.rows.upperBound ?? j, j)
                            )
                        }
                        let (owner, seen) = (Int(ownerMap[j * lattice.width + i]), Int(seenMap[j * lattice.width + i]))
                        if owner != expected.owner || seen != expected.seen {
                            mismatches += 1
                            if mismatches <= 3 {
                                XCTFail(
                                    "round \(round) pixel (\(i), \(j)): owner \(owner) vs \(expected.owner), seen \(seen) vs \(expected.seen)\n\(yaml)"
                                )
                            }
                        }
                    }
                }
                for view in scene.views.dropFirst() {
                    let expected = box[view.index].map {
                        PixelRect(
                            columns: $0.columns.lowerBound..<($0.columns.upperBound + 1),
                            rows: $0.rows.lowerBound..<($0.rows.upperBound + 1))
                    }
                    XCTAssertEqual(raster.ownerBounds[view.index], expected, "round \(round) view \(view.id)")
                }
                // Each target's metrics: what the user sees of it, how much of that it owns, and who
                // takes the rest, pixel for pixel.
                let metrics = MetricsCalculator.metrics(for: scene, raster: raster)
                for view in scene.views where view.isTarget {
                    let m = try XCTUnwrap(metrics[view.index])
                    let seen = seenBy[view.index]
                    XCTAssertEqual(m.seenPixels, seen.values.reduce(0, +), "round \(round) view \(view.id)")
                    XCTAssertEqual(m.coveredPixels, seen[view.index] ?? 0, "round \(round) view \(view.id)")
                    let takers = Dictionary(uniqueKeysWithValues: m.takenBy.map { ($0.view, $0.pixels) })
                    XCTAssertEqual(
                        takers, seen.filter { $0.key != view.index }, "round \(round) view \(view.id)\n\(yaml)")
                }
                // pointInside counts over the extended lattice (off the screen too) against the point-wise test.
                for view in scene.views.dropFirst() where view.hitEligible {
                    let rect = lattice.pixels(in: view.hitRect)
                    var inside = 0
                    for j in rect.rows {
                        for i in rect.columns
                        where PointInside.evaluate(
                            view, in: scene.views, at: Point(x: lattice.centre(i), y: lattice.centre(j))
                        ).inside {
                            inside += 1
                        }
                    }
                    XCTAssertEqual(raster.insideCount[view.index], inside, "round \(round) view \(view.id)\n\(yaml)")
                }
            }
            XCTAssertGreaterThanOrEqual(nested, 3, "the random scenes nest views, so subtreeEnd is checked on subtrees")
        }
    }
}

final class MaskCacheTests: XCTestCase {
    /// The same shaped button on two screens, 27 pt apart (81 px: not a whole number of 64-bit
    /// words): the second screen's masks come from the cache, shifted, and equal a fresh raster.
    func testCachedMasksEqualFreshOnes() throws {
        try withWorkspace { ws in
            var star = Canvas(width: 300, height: 300)
            star.fill(.star(cx: 150, cy: 150, outer: 149, inner: 60), Colour(0, 0, 0))
            try ws.write("star@3x.png", star)
            func screen(_ name: String, x: Int) -> String {
                "  - name: \(name)\n    size: [300, 300]\n    views:\n      - id: star\n        frame: [\(x), 40, 100, 100]\n        image: star@3x.png\n        threshold: 0.5\n"
            }
            try ws.write(
                "test.hitlint.yaml", "version: 1\nscale: 3\nscreens:\n" + screen("A", x: 10) + screen("B", x: 37))
            let manifest = try ws.load()
            let cache = MaskCache()
            let store = ImageStore()
            var cached: [TargetMetrics] = []
            var fresh: [TargetMetrics] = []
            for screen in manifest.screens {
                let scene = SceneBuilder(images: store).scene(for: screen, in: manifest)
                let star = scene.view(id: "star")!.index
                cached.append(
                    MetricsCalculator.metrics(for: scene, raster: HitRasterizer.rasterize(scene, cache: cache))[star]!)
                let raster = HitRasterizer.rasterize(scene)
                fresh.append(MetricsCalculator.metrics(for: scene, raster: raster)[star]!)
                XCTAssertEqual(HitRasterizer.rasterize(scene, cache: cache).ownerMap(), raster.ownerMap(), screen.name)
            }
            XCTAssertGreaterThanOrEqual(cache.hits, 2, "screen B reuses screen A's hit and seen masks")
            for (a, b) in zip(cached, fresh) {
                XCTAssertEqual(a.hitPixels, b.hitPixels)
                XCTAssertEqual(a.seenPixels, b.seenPixels)
                XCTAssertEqual(a.hitBounds, b.hitBounds)
            }
            XCTAssertEqual(cached[0].hitPixels, cached[1].hitPixels)
            XCTAssertEqual(cached[1].hitBounds!.x - cached[0].hitBounds!.x, 27, accuracy: 1e-9)
            XCTAssertEqual(cached[0].hitPixels, star.count { $0 >= 128 })
        }
    }
}
