import Foundation
import ShapeKit
import XCTest

@testable import HitLintKit

/// One finding per cause, at the place that causes it.
final class FindingNoiseTests: XCTestCase {
    func testOneImageResolutionFindingPerImageListingItsViews() throws {
        try withWorkspace { ws in
            var icon = Canvas(width: 10, height: 10)
            icon.fill(.rect(x: 0, y: 0, width: 10, height: 10), Colour(0, 0, 0))
            let linted = try ws.lint(
                """
                version: 1
                scale: 2
                screens:
                  - name: S
                    size: [300, 100]
                    views:
                      - id: a
                        frame: [0, 0, 20, 20]
                        image: icon.png
                        contentMode: scaleToFill
                      - id: b
                        frame: [100, 0, 40, 30]
                        image: icon.png
                        contentMode: scaleToFill
                      - id: c
                        frame: [200, 0, 50, 50]
                        backgroundImage: icon.png
                """, images: ["icon.png": icon])
            let findings = linted.findings.filter { $0.rule == "image-resolution" }
            XCTAssertEqual(findings.count, 1)
            // At the first use's image: key, the largest drawn size (50 x 50 pt at @2x: 100 px).
            XCTAssertEqual(findings.first?.view, "a")
            XCTAssertEqual(findings.first?.location.line, 9)
            XCTAssertEqual(
                findings.first?.message,
                "'icon.png' is 10 x 10 px but 'a', 'b' and 'c' draw it at up to 50 x 50 pt, which needs 100 x 100 px at @2x; supply an image of at least 100 x 100 px"
            )
        }
    }

    func testAViewWhoseImageCannotBeReadIsNotAlsoInvisible() throws {
        try withWorkspace { ws in
            let linted = try ws.lint(
                """
                version: 1
                scale: 1
                screens:
                  - name: S
                    size: [100, 100]
                    views:
                      - id: b
                        frame: [0, 0, 44, 44]
                        image: nowhere.png
                        contentMode: center
                      - id: clear
                        frame: [50, 50, 44, 44]
                        fill: 0
                """)
            XCTAssertEqual(linted.rules(for: "b"), ["image-error"])
            // A view that really draws nothing still gets it.
            XCTAssertEqual(linted.rules(for: "clear"), ["invisible-target"])
        }
    }
}
