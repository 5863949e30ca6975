import XCTest

@testable import HitLintKit

/// The button images of public shaped-button projects (../shared/realassets), checked against
/// figures decoded independently (Pillow) in alpha-stats.json.
final class RealAssetsTests: XCTestCase {
    private var realassets: URL { ProjectPaths.shared.appendingPathComponent("realassets") }

    private func requireShared() throws {
        try XCTSkipUnless(ProjectPaths.sharedAvailable, "../shared/realassets is absent: real-asset tests skipped")
    }

    func testDecodedAlphaStatisticsMatchAnIndependentDecoder() throws {
        try requireShared()
        let data = try Data(contentsOf: realassets.appendingPathComponent("alpha-stats.json"))
        let stats = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: [String: Any]])
        XCTAssertGreaterThanOrEqual(stats.count, 60)
        var palettes = 0
        for (path, figures) in stats.sorted(by: { $0.key < $1.key }) {
            guard
                case .success(let image) = PNGDecoder().decode(
                    fileAt: realassets.appendingPathComponent(path), keepColour: false)
            else {
                XCTFail("cannot decode \(path)")
                continue
            }
            if figures["colorType"] as? String == "palette" { palettes += 1 }
            // The alpha-only read (each file's own layout) and the RGBA read agree.
            if case .success(let coloured) = PNGDecoder().decode(
                fileAt: realassets.appendingPathComponent(path), keepColour: true)
            {
                XCTAssertEqual(coloured.alpha, image.alpha, path)
            } else {
                XCTFail("cannot decode \(path) with colours")
            }
            XCTAssertEqual(image.width, figures["width"] as? Int, path)
            XCTAssertEqual(image.height, figures["height"] as? Int, path)
            let counts: [(String, (UInt8) -> Bool)] = [
                ("alphaEq0", { $0 == 0 }), ("alphaGe26", { $0 >= 26 }), ("alphaGt127", { $0 > 127 }),
                ("alphaEq255", { $0 == 255 }), ("alphaEq25", { $0 == 25 }), ("alphaEq26", { $0 == 26 }),
            ]
            for (key, test) in counts {
                XCTAssertEqual(image.alpha.filter(test).count, figures[key] as? Int, "\(path) \(key)")
            }
        }
        XCTAssertEqual(palettes, 2, "the palette + tRNS images were among those checked")
    }

    /// Hit maps read 8-bit grey + alpha and RGBA files in colour on the fast path; on every PNG
    /// of ../shared (icons, backgrounds, files with gAMA, cHRM, sRGB and iCCP chunks) that it
    /// takes, it must give libpng's pixels byte for byte, and it must take most of them.
    func testTheColourFastPathGivesLibpngsPixelsOnEveryRealPNG() throws {
        try requireShared()
        let roots = ["realapps", "realassets"].map { ProjectPaths.shared.appendingPathComponent($0) }
        let decoder = PNGDecoder()
        var (taken, all) = (0, 0)
        for root in roots {
            let walker = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            for case let url as URL in walker where url.pathExtension == "png" {
                guard let data = try? Data(contentsOf: url), data.starts(with: PNGChunk.signature) else { continue }
                all += 1
                guard let fast = data.withUnsafeBytes({ AlphaLaneDecoder.colour(of: $0, maxPixels: 1 << 24) }) else {
                    continue
                }
                taken += 1
                guard case .success(let reference) = decoder.decode(data: data, keepColour: true, fastPath: false)
                else {
                    XCTFail("libpng refuses \(url.path)")
                    continue
                }
                XCTAssertEqual(fast.rgba, reference.rgba, url.path)
                XCTAssertEqual(fast.alpha, reference.alpha, url.path)
            }
        }
        XCTAssertGreaterThan(all, 3000)
        XCTAssertGreaterThan(taken * 10, all * 7, "\(taken) of \(all) taken")
    }

    /// With the frame at the image's point size and the screen at the image's scale, each image
    /// pixel is one screen pixel, so the hit area at threshold 0.1 is the count of alpha >= 26.
    func testHitAreaThroughTheWholePipelineEqualsTheAlphaCount() throws {
        try requireShared()
        let data = try Data(contentsOf: realassets.appendingPathComponent("alpha-stats.json"))
        let stats = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: [String: Any]])
        let cases: [(path: String, scale: Int)] = [
            ("ole__OBShapedButton/ShapedButtonDemo/button-normal.png", 1),
            ("jomirusergiu__R_ShapedButton/Demo/R_ShapedButton/Images/about@2x.png", 2),
            (
                "spagosx__iOS-Shaped-Button-Swift/SOXShapedTapView/Images.xcassets/tower_clock.imageset/tower_clock@2x.png",
                2
            ),
            (
                "dlfkid__SwiftShapedButton/SwiftShapedButton/SwiftShapedButton/Assets.xcassets/playButton.imageset/lock_play_large@3x.png",
                3
            ),
        ]
        try withWorkspace { ws in
            for (path, scale) in cases {
                let figures = try XCTUnwrap(stats[path])
                let (w, h) = (
                    Double(figures["width"] as! Int) / Double(scale), Double(figures["height"] as! Int) / Double(scale)
                )
                let linted = try ws.lint(
                    """
                    version: 1
                    scale: \(scale)
                    assets: \(realassets.path)
                    screens:
                      - name: S
                        size: [800, 800]
                        views:
                          - id: b
                            frame: [10, 10, \(w), \(h)]
                            image: \(path)
                            threshold: 0.1
                    """, paths: .unconfined)  // ../shared lies outside the test's folder on purpose
                let m = linted.metrics("b")
                XCTAssertEqual(m.hitPixels, figures["alphaGe26"] as? Int, path)
                // Visible from alpha 0.1 too: everything the user sees responds.
                XCTAssertEqual(m.seenPixels, figures["alphaGe26"] as? Int, path)
                XCTAssertEqual(m.coverage, 1, path)
            }
        }
    }

    /// OBShapedButton's ComplexShapes layout: a 100 px image in a 75 x 75 pt button. With
    /// `compare: ">"` at 0.5 (vikingosegundo), fewer pixels respond than at ">=" 0.1.
    func testScaledImageAndStricterThresholdRespondLess() throws {
        try requireShared()
        try withWorkspace { ws in
            func area(_ extra: String) throws -> Double {
                try ws.lint(
                    """
                    version: 1
                    scale: 2
                    assets: \(realassets.path)/ole__OBShapedButton/ShapedButtonDemo
                    screens:
                      - name: S
                        size: [200, 200]
                        views:
                          - id: b
                            frame: [20, 20, 75, 75]
                            image: button-normal.png
                    \(extra)
                    """, paths: .unconfined
                ).metrics("b").hitArea
            }
            let loose = try area("        threshold: 0.1")
            let strict = try area("        threshold: 0.5\n        compare: \">\"")
            XCTAssertGreaterThan(loose, 0)
            XCTAssertLessThan(strict, loose)
            XCTAssertLessThan(loose, 75 * 75)
        }
    }
}
