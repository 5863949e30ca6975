import XCTest

@testable import HitLintKit

/// A finding carries its advice as data: what the rule found, the sentence of advice and the
/// checked change it names. The message is composed from them, never parsed back.
final class FindingAdviceTests: XCTestCase {
    let manifest = """
        version: 1
        scale: 1
        screens:
          - name: S
            size: [200, 200]
            views:
              - id: close
                frame: [20, 20, 24, 24]
              - id: strip
                kind: view
                frame: [100, 100, 50, 20]
                clipsToBounds: true
                children:
                  - id: tiny
                    frame: [0, 0, 50, 20]
        """

    func testCheckedAdviceNamesItsChangeAndUncheckedAdviceOnlyItsOptions() throws {
        let findings = try withWorkspace { ws in
            let path = try ws.write("a.hitlint.yaml", manifest)
            return try Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [path]).findings
        }
        XCTAssertEqual(findings.map(\.view), ["close", "tiny"])
        let close = findings[0]
        XCTAssertEqual(close.statement, "the hit area of 'close' is 24 x 24 pt, smaller than 44 x 44 pt")
        XCTAssertEqual(close.advice?.sentence, "enlarge it by 10 pt on every side (enlarge: 10)")
        XCTAssertEqual(close.remedy, .enlarge(view: 1, Insets(top: 10, right: 10, bottom: 10, left: 10)))
        XCTAssertEqual(close.message, close.statement + "; " + (close.advice?.sentence ?? ""))
        XCTAssertNotNil(close.fix, "a checked enlarge of its own view is an edit hitlint fix makes")

        // Clipped by its superview: no enlarge helps, so the advice is the rule's options with why.
        let tiny = findings[1]
        XCTAssertNil(tiny.remedy)
        XCTAssertNil(tiny.fix)
        XCTAssertEqual(
            tiny.advice?.sentence,
            "enlarge it where its neighbours and superview leave room, or make it larger ('tiny' needs 44 pt of height but its superview 'strip' is 20 pt tall and clips it)"
        )

        // What the run adds goes after the advice, and the advice stays data.
        let annotated = close.annotated("(worse than the baseline: 30 -> 24 pt)")
        XCTAssertEqual(annotated.message, close.message + " (worse than the baseline: 30 -> 24 pt)")
        XCTAssertEqual(annotated.remedy, close.remedy)
    }

    /// Twenty 10 x 10 pt buttons 100 pt apart: each advice check lints the 20 buttons again, and a
    /// screen may spend 64 views' worth, so the first three findings get their enlarge checked
    /// (17 pt on every side makes 44 pt) and the other seventeen name no change: the first of them says why, once for the screen.
    func testAdviceTheBudgetCannotCheckSaysSo() throws {
        let views = (0..<20).map { "      - id: b\($0)\n        frame: [\(45 + 100 * $0), 45, 10, 10]" }.joined(
            separator: "\n")
        let findings = try withWorkspace { ws in
            let path = try ws.write(
                "row.hitlint.yaml",
                "version: 1\nscale: 1\nscreens:\n  - name: Row\n    size: [2000, 100]\n    views:\n\(views)\n")
            return try Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [path]).findings.filter {
                $0.rule == "too-small"
            }
        }
        XCTAssertEqual(findings.map(\.view), (0..<20).map { "b\($0)" })
        XCTAssertEqual(
            findings.map { $0.advice?.sentence },
            Array(repeating: "enlarge it by 17 pt on every side (enlarge: 17)", count: 3)
                + [
                    "enlarge it where its neighbours and superview leave room, or make it larger (not every change was checked: advice may lint at most 64 views again per screen)"
                ]
                + Array(
                    repeating: "enlarge it where its neighbours and superview leave room, or make it larger", count: 16)
        )
        XCTAssertEqual(findings.filter { $0.remedy != nil }.count, 3)
        // The note is said once per screen, but every one of the seventeen keeps why as data.
        XCTAssertEqual(findings.filter { $0.advice?.withheld?.reason == .budget(total: 64) }.count, 17)
    }
}
