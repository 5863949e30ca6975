import Foundation
import ShapeKit
import XCTest

@testable import HitLintKit

/// Control states (docs/manifest.md, "Control states"): the images of the view's state are
/// drawn and hit-tested, each missing one falling back to the plain (normal) one.
final class ControlStateTests: XCTestCase {
    /// A 40 x 40 pt button at scale 1 over images whose opaque areas are known: `big` 30 x 30 px
    /// of 40 x 40, `small` 10 x 10, `ring` the 40 x 40 minus its inner 20 x 20.
    private func images() -> [String: Canvas] {
        func square(_ side: Int, opaque: Int) -> Canvas {
            var canvas = Canvas(width: side, height: side)
            let start = (side - opaque) / 2
            for j in start..<(start + opaque) {
                for i in start..<(start + opaque) { canvas.blend(i, j, Colour(0, 0, 0), alpha: 255) }
            }
            return canvas
        }
        var ring = Canvas(width: 40, height: 40)
        for j in 0..<40 {
            for i in 0..<40 where !(10..<30).contains(i) || !(10..<30).contains(j) {
                ring.blend(i, j, Colour(0, 0, 0), alpha: 255)
            }
        }
        return ["big.png": square(40, opaque: 30), "small.png": square(40, opaque: 10), "ring.png": ring]
    }

    private let manifest = """
        version: 1
        scale: 1
        screens:
          - name: S
            size: [200, 100]
            views:
              - id: plain
                frame: [0, 0, 40, 40]
                image: big.png
                threshold: 0.5
                states:
                  highlighted: {image: small.png}
                  selected: {backgroundImage: ring.png}
              - id: pressed
                frame: [50, 0, 40, 40]
                image: big.png
                threshold: 0.5
                state: highlighted
                states:
                  highlighted: {image: small.png}
              - id: off
                frame: [100, 0, 40, 40]
                image: big.png
                threshold: 0.5
                enabled: false
                states:
                  disabled: {image: small.png}
              - id: stateless
                frame: [150, 0, 40, 40]
                image: big.png
                threshold: 0.5
                state: selected
        """

    func testTheStatesImagesAreHitTested() throws {
        try withWorkspace { ws in
            let linted = try ws.lint(manifest, images: images())
            XCTAssertEqual(linted.metrics("plain").hitArea, 900, "normal: big")
            XCTAssertEqual(linted.metrics("pressed").hitArea, 100, "highlighted: small")
            // Disabled buttons are not targets; their state's image still decides what they swallow.
            let off = try XCTUnwrap(linted.analysis.scene.view(id: "off"))
            XCTAssertEqual(off.image?.reference.name, "small.png")
            // A state with no images of its own falls back to the plain ones.
            XCTAssertEqual(linted.metrics("stateless").hitArea, 900)
        }
    }

    func testStateForcedForEveryButton() throws {
        try withWorkspace { ws in
            for (name, canvas) in images() { try ws.write(name, canvas) }
            try ws.write("test.hitlint.yaml", manifest)
            let loaded = try ws.load()
            func area(_ id: String, _ state: ControlState) -> Double? {
                let scene = SceneBuilder(images: ImageStore()).scene(for: loaded.screens[0], in: loaded, state: state)
                let analysis = ScreenAnalysis.analyze(scene)
                return scene.view(id: id).flatMap { analysis.metrics[$0.index]?.hitArea }
            }
            XCTAssertEqual(area("plain", .highlighted), 100)
            // selected: the image falls back to big (900 opaque) and the background ring adds its
            // 1200 px outside the big image's 30 x 30: OBShapedButton's image OR background.
            XCTAssertEqual(area("plain", .selected), 900 + 1200 - 500)
            XCTAssertEqual(area("pressed", .normal), 900)
        }
    }

    func testNormalIsNotAStateKey() throws {
        try withWorkspace { ws in
            try ws.write(
                "test.hitlint.yaml",
                "version: 1\nscreens:\n  - name: S\n    size: [10, 10]\n    views:\n      - id: a\n        frame: [0, 0, 5, 5]\n        states:\n          normal: {image: a.png}\n"
            )
            XCTAssertThrowsError(try ws.load()) { error in
                XCTAssertTrue(
                    "\(error)".contains(
                        "unknown key 'normal' in states; the normal state's images are the view's own image and backgroundImage keys"
                    ),
                    "\(error)")
            }
        }
    }
}
