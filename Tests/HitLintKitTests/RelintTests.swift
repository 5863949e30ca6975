import ShapeKit
import XCTest

@testable import HitLintKit

/// An advice check lints a copy of the screen with one view changed the fast way
/// (`Linter.relint`): the raster is recomputed only where the changed view's hit area was or is,
/// rules report only on the targets the change can affect, and every other target keeps its
/// metrics. On random screens, against linting the changed copy from scratch.
final class RelintTests: XCTestCase {
    private func describe(_ finding: Finding) -> String {
        "\(finding.rule) \(finding.view) [\(finding.evidence.detail)] \(finding.evidence.measure.map { "\($0.value)" } ?? "-"): \(finding.message)"
    }

    /// Everything a rule reads of a target's metrics but its sample points (a relint picks none).
    private func assertSame(_ metrics: TargetMetrics, _ expected: TargetMetrics, _ context: String, line: UInt = #line)
    {
        XCTAssertEqual(metrics.hitPixels, expected.hitPixels, context, line: line)
        XCTAssertEqual(metrics.seenPixels, expected.seenPixels, context, line: line)
        XCTAssertEqual(metrics.coveredPixels, expected.coveredPixels, context, line: line)
        XCTAssertEqual(metrics.insidePixels, expected.insidePixels, context, line: line)
        XCTAssertEqual(metrics.clippedArea, expected.clippedArea, context, line: line)
        XCTAssertEqual(metrics.hitBounds, expected.hitBounds, context, line: line)
        XCTAssertEqual(metrics.tapAccuracy, expected.tapAccuracy, accuracy: 1e-12, context, line: line)
        XCTAssertEqual(
            metrics.takenBy.map { "\($0.view):\($0.pixels)" }, expected.takenBy.map { "\($0.view):\($0.pixels)" },
            context, line: line)
    }

    func testARelintOfOneViewsChangeAgreesWithAFreshLint() throws {
        try withWorkspace { ws in
            for (name, canvas) in RandomScenes.images() { try ws.write(name, canvas) }
            var rng = SeededRandom(state: 20_261_123)
            let linter = Linter(options: LintOptions(jobs: 1))
            var (relints, narrowed, findingsCompared, targetsKept, metricsCompared) = (0, 0, 0, 0, 0)
            for round in 0..<24 {
                var id = 0
                let views = (0..<rng.int(4...8)).map { _ in
                    RandomScenes.view(&rng, id: &id, depth: 1, indent: "      ", spread: 150)
                }
                let yaml =
                    "version: 1\nscale: \(rng.int(1...3))\nscreens:\n  - name: R\n    size: [\(rng.int(120...200)), \(rng.int(120...200))]\n    views:\n"
                    + views.joined(separator: "\n") + "\n"
                try ws.write("test.hitlint.yaml", yaml)
                let manifest = try ws.load()
                let screen = manifest.screens[0]
                let (images, masks) = (ImageStore(), MaskCache())
                let original = linter.analyze(screen, of: manifest, images: images, masks: masks).analysis
                for view in original.scene.views.dropFirst() {
                    let grow = Insets(
                        top: Double(rng.int(-3...12)), right: Double(rng.int(0...20)), bottom: Double(rng.int(-3...12)),
                        left: Double(rng.int(0...20)))
                    let remedies: [Remedy] = [
                        .enlarge(view: view.index, grow), .threshold(view: view.index, rng.pick([0, 0.1, 0.6, 1])),
                        .noInteraction(view: view.index),
                    ]
                    for remedy in remedies {
                        let copy = ScreenVariant.whole.spec(of: screen, applying: [remedy])
                        let changed = view.index..<view.subtreeEnd
                        let relint = linter.relint(
                            copy, of: manifest, images: images, masks: masks, variant: .whole, changed: changed,
                            original: original)
                        let fresh = linter.analyze(copy, of: manifest, images: images, masks: masks)
                        let context = "round \(round), \(remedy)\n\(yaml)"
                        relints += 1

                        // The raster recomputed in the window equals a whole new one.
                        let reused = HitRasterizer.rasterize(
                            fresh.analysis.scene, cache: masks,
                            reusing: HitRasterizer.Reuse(raster: original.raster, changed: changed))
                        XCTAssertEqual(reused.ownerMap(), fresh.analysis.raster.ownerMap(), context)
                        XCTAssertEqual(reused.ownerBounds, fresh.analysis.raster.ownerBounds, context)
                        XCTAssertEqual(reused.domainCount, fresh.analysis.raster.domainCount, context)
                        XCTAssertEqual(reused.insideCount, fresh.analysis.raster.insideCount, context)

                        // The findings it covers are the fresh lint's, word for word.
                        let expected = fresh.findings.filter { relint.covers(AdviceVerifier.FindingKey($0)) }
                        XCTAssertEqual(relint.findings.map(describe), expected.map(describe), context)
                        findingsCompared += expected.count

                        // The findings it does not cover are the original screen's: none is new
                        // (harm it would miss), and none is gone, but on the changed views.
                        let before = linter.analyze(screen, of: manifest, images: images, masks: masks).findings
                        let outside = { (finding: Finding) in !relint.covers(AdviceVerifier.FindingKey(finding)) }
                        let changedIDs = Set(changed.map { original.scene.views[$0].id })
                        let freshTexts = Set(fresh.findings.map(describe))
                        let now = fresh.findings.filter(outside).map(describe)
                        let was = before.filter {
                            outside($0) && (!changedIDs.contains($0.view) || freshTexts.contains(describe($0)))
                        }.map(
                            describe)
                        XCTAssertEqual(
                            now, was,
                            "new: \(now.filter { !was.contains($0) }), gone: \(was.filter { !now.contains($0) }); \(context)"
                        )

                        // Every target has the fresh lint's metrics, whether measured again or kept.
                        let changedAnalysis = linter.changedAnalysis(
                            copy, of: manifest, images: images, masks: masks, changed: changed, original: original)
                        XCTAssertEqual(
                            changedAnalysis.everyTarget.map(\.view.id), fresh.analysis.everyTarget.map(\.view.id),
                            context)
                        for (target, metrics) in changedAnalysis.everyTarget {
                            guard let expected = fresh.analysis.metrics[target.index] else { continue }
                            assertSame(metrics, expected, context)
                            metricsCompared += 1
                        }

                        // Every target it does not cover has the metrics it had before the change.
                        let covered = relint.views ?? []
                        if covered.count < fresh.analysis.everyTarget.count { narrowed += 1 }
                        for (target, metrics) in fresh.analysis.everyTarget where !covered.contains(target.id) {
                            guard let old = original.metrics[target.index] else {
                                XCTFail("\(target.id) was no target: \(context)")
                                continue
                            }
                            assertSame(metrics, old, context)
                            targetsKept += 1
                        }
                    }
                }
            }
            // The test exercises what it claims: many relints, most of them narrowed, findings compared.
            XCTAssertGreaterThan(relints, 400)
            XCTAssertGreaterThan(narrowed, relints / 2)
            XCTAssertGreaterThan(findingsCompared, 300)
            XCTAssertGreaterThan(targetsKept, 1000)
            XCTAssertGreaterThan(metricsCompared, 1500)
            print(
                "relints \(relints), narrowed \(narrowed), findings compared \(findingsCompared), targets kept \(targetsKept), metrics compared \(metricsCompared)"
            )
        }
    }
}
