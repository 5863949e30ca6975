import XCTest
@testable import HitLintKit
import ShapeKit

/// Random scenes: the raster (class tables, painting) must agree pixel for pixel with the
/// point-wise hit test written straight from docs/manifest.md, "Hit-testing" and "What the user sees".
final class RasterOracleTests: XCTestCase {
    typealias Random = SeededRandom // deterministic, so failures reproduce

    private func randomView(_ rng: inout Random, id: inout Int, depth: Int, indent: String) -> String {
        id += 1
        var lines = ["\(indent)- id: v\(id)"]
        let key = indent + "  "
        lines.append("\(key)kind: \(rng.pick(["button", "button", "view", "image", "label"]))")
        lines.append("\(key)frame: [\(rng.int(-8...40)), \(rng.int(-8...40)), \(rng.int(0...40)), \(rng.int(0...40))]")
        if rng.chance(0.5) { lines.append("\(key)image: \(rng.pick(["a.png", "b@2x.png", "c.png"]))") }
        if rng.chance(0.3) { lines.append("\(key)backgroundImage: \(rng.pick(["a.png", "c.png"]))") }
        if rng.chance(0.5) { lines.append("\(key)contentMode: \(rng.pick(ContentMode.allCases).rawValue)") }
        let mode = rng.pick(["", "", "alpha", "layer", "rect"])
        if !mode.isEmpty { lines.append("\(key)hitTest: \(mode)") }
        if mode != "rect", rng.chance(0.6) { lines.append("\(key)threshold: \(rng.pick(["0.1", "0.5", "1.0", "0", String(26.0 / 255)]))") }
        if rng.chance(0.3) { lines.append("\(key)compare: \"\(rng.pick([">", ">="]))\"") }
        if rng.chance(0.4) { lines.append("\(key)enlarge: [\(rng.int(-5...8)), \(rng.int(-5...8)), \(rng.int(-5...8)), \(rng.int(-5...8))]") }
        if rng.chance(0.1) { lines.append("\(key)hidden: true") }
        if rng.chance(0.2) { lines.append("\(key)alpha: \(rng.pick(["0.5", "0.005", "0", "0.01"]))") }
        if rng.chance(0.2) { lines.append("\(key)userInteractionEnabled: \(rng.chance(0.5))") }
        if rng.chance(0.1) { lines.append("\(key)enabled: false") }
        if rng.chance(0.3) { lines.append("\(key)clipsToBounds: true") }
        if rng.chance(0.3) { lines.append("\(key)fill: \(rng.pick(["0", "0.05", "0.4", "1"]))") }
        if depth < 3, rng.chance(0.35) {
            lines.append("\(key)children:")
            for _ in 0..<rng.int(1...3) { lines.append(randomView(&rng, id: &id, depth: depth + 1, indent: key + "  ")) }
        }
        return lines.joined(separator: "\n")
    }

    /// Images with every alpha byte pattern: gradients, holes, a disc.
    private func images() -> [String: Canvas] {
        var a = Canvas(width: 7, height: 5)
        for j in 0..<5 { for i in 0..<7 { a.blend(i, j, Colour(200, 0, 0), alpha: UInt8((i * 40 + j * 13) % 256)) } }
        var b = Canvas(width: 20, height: 12)
        b.fill(.circle(cx: 10, cy: 6, radius: 5.5), Colour(0, 90, 0))
        var c = Canvas(width: 3, height: 3)
        for (n, value) in [255, 0, 25, 26, 128, 127, 254, 1, 255].enumerated() { c.blend(n % 3, n / 3, Colour(0, 0, 0), alpha: UInt8(value)) }
        return ["a.png": a, "b@2x.png": b, "c.png": c]
    }

    func testRasterAgreesWithPointHitTestOnRandomScenes() throws {
        try withWorkspace { ws in
            for (name, canvas) in images() { try ws.write(name, canvas) }
            var rng = Random(state: 20261121)
            // One mask cache for every round, so later rounds reuse masks of earlier ones.
            let cache = MaskCache()
            for round in 0..<40 {
                var id = 0
                let views = (0..<rng.int(2...6)).map { _ in randomView(&rng, id: &id, depth: 1, indent: "      ") }
                let scale = rng.int(1...3)
                let yaml = "version: 1\nscale: \(scale)\nvisibleAlpha: \(rng.pick(["0.1", "0.3", "0.01", "0.4", String(26.0 / 255)]))\nscreens:\n  - name: R\n    size: [\(rng.int(20...50)), \(rng.int(20...50))]\n    views:\n" + views.joined(separator: "\n") + "\n"
                try ws.write("test.hitlint.yaml", yaml)
                let manifest = try ws.load()
                let scene = SceneBuilder(images: ImageStore()).scene(for: manifest.screens[0], in: manifest)
                let raster = HitRasterizer.rasterize(scene, cache: cache)
                let oracle = PointHitTester(scene: scene)
                let lattice = scene.lattice
                let ownerMap = raster.ownerMap(), seenMap = raster.seenMap()
                var mismatches = 0
                for j in 0..<lattice.height {
                    for i in 0..<lattice.width {
                        let p = Point(x: lattice.centre(i), y: lattice.centre(j))
                        let expected = oracle.hitTest(p)
                        let (owner, seen) = (Int(ownerMap[j * lattice.width + i]), Int(seenMap[j * lattice.width + i]))
                        if owner != expected.owner || seen != expected.seen {
                            mismatches += 1
                            if mismatches <= 3 {
                                XCTFail("round \(round) pixel (\(i), \(j)): owner \(owner) vs \(expected.owner), seen \(seen) vs \(expected.seen)\n\(yaml)")
                            }
                        }
                    }
                }
                // pointInside counts over the extended lattice (off the screen too) against the point-wise test.
                for view in scene.views.dropFirst() where view.hitEligible {
                    let rect = lattice.pixels(in: view.hitRect)
                    var inside = 0
                    for j in rect.rows {
                        for i in rect.columns where PointInside.evaluate(view, in: scene.views, at: Point(x: lattice.centre(i), y: lattice.centre(j))).inside {
                            inside += 1
                        }
                    }
                    XCTAssertEqual(raster.insideCount[view.index], inside, "round \(round) view \(view.id)\n\(yaml)")
                }
            }
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
            try ws.write("test.hitlint.yaml", "version: 1\nscale: 3\nscreens:\n" + screen("A", x: 10) + screen("B", x: 37))
            let manifest = try ws.load()
            let cache = MaskCache()
            let store = ImageStore()
            var cached: [TargetMetrics] = [], fresh: [TargetMetrics] = []
            for screen in manifest.screens {
                let scene = SceneBuilder(images: store).scene(for: screen, in: manifest)
                let star = scene.view(id: "star")!.index
                cached.append(MetricsCalculator.metrics(for: scene, raster: HitRasterizer.rasterize(scene, cache: cache))[star]!)
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
