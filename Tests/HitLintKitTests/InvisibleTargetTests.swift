import Foundation
import XCTest

@testable import HitLintKit

/// `invisible-target` is for targets that draw nothing themselves; a target under a translucent
/// overlay that lets taps through draws, and the HTML report says what covers it.
final class InvisibleTargetTests: XCTestCase {
    func testCoveredButtonsAreNotInvisibleAndTheReportSaysWhatCoversThem() throws {
        try withWorkspace { ws in
            let path = try ws.write(
                "test.hitlint.yaml",
                """
                version: 1
                scale: 1
                screens:
                  - name: S
                    size: [200, 200]
                    views:
                      - id: play
                        frame: [10, 10, 60, 60]
                      - id: ghost
                        frame: [100, 10, 60, 60]
                        fill: 0
                      - id: coach
                        kind: view
                        frame: [0, 0, 200, 200]
                        fill: 0.59
                        userInteractionEnabled: false
                """)
            let report = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [path])
            // Both are seen nowhere (the coach mark is drawn over them); only 'ghost' draws nothing.
            XCTAssertEqual(report.screens[0].views.first { $0.id == "play" }?.metrics?.seenPixels, 0)
            XCTAssertEqual(report.findings.filter { $0.rule == "invisible-target" }.map(\.view), ["ghost"])
            XCTAssertEqual(report.screens[0].views.first { $0.id == "play" }?.coveredBy, "coach")
            let html = HTMLReporter().render(report, context: ReportContext())
            XCTAssertTrue(html.contains("covered by <code>coach</code>"))
            // The tap accuracy column: 60 x 60 pt, unobstructed for taps, erf(60 / (2 σ √2))² = 0.996.
            XCTAssertTrue(
                html.contains("<td>covered by <code>coach</code></td><td>0.996</td><td>60 x 60 pt</td>"), html)
        }
    }
}
