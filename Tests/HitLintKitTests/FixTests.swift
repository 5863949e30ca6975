import Foundation
import XCTest

@testable import HitLintKit

/// Verified advice and `hitlint fix` (issue: advice that is right; docs/fixes.md).
final class FixTests: XCTestCase {
    private func lint(_ path: String) -> [Finding] {
        Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [path]).findings
    }

    private func fix(_ path: String) -> ManifestFixer.Result {
        ManifestFixer(options: LintOptions(jobs: 1)).fix(manifestPaths: [path])
    }

    /// Writes the fixed files.
    private func apply(_ result: ManifestFixer.Result) throws {
        for file in result.files { try Data(file.after).write(to: URL(fileURLWithPath: file.path)) }
    }

    func testTheClockIsToldToLowerItsThresholdNotToEnlarge() throws {
        let path = ProjectPaths.root.appendingPathComponent("Examples/clock/clock.hitlint.yaml").path
        let findings = lint(path).filter { $0.view == "hour" }
        XCTAssertEqual(findings.map(\.rule).sorted(), ["low-coverage", "overlap-conflict", "too-small"])
        // One root cause, one piece of advice: every finding of 'hour' names the threshold, and says what else it removes.
        let tooSmall = try XCTUnwrap(findings.first { $0.rule == "too-small" })
        XCTAssertEqual(
            tooSmall.message,
            "the hit area of 'hour' is 40 x 40 pt, smaller than 44 x 44 pt; lower its threshold to 0.1 (threshold: 0.1), which also removes its low-coverage and overlap-conflict findings"
        )
        XCTAssertEqual(tooSmall.remedy, .threshold(view: 2, 0.1))
        for finding in findings {
            XCTAssertTrue(finding.message.contains("lower its threshold to 0.1 (threshold: 0.1)"), finding.message)
            XCTAssertFalse(finding.message.contains("enlarge"), finding.message)
        }
        XCTAssertEqual(
            tooSmall.fix?.replacements,
            [FindingFix.Replacement(startLine: 24, startColumn: 20, endLine: 24, endColumn: 23, text: "0.1")])
        // Applied, it leaves the screen clean: fix writes the same change.
        try withWorkspace { workspace in
            let copy = workspace.url("clock.hitlint.yaml")
            try FileManager.default.copyItem(at: URL(fileURLWithPath: path), to: copy)
            for image in ["clock-face@3x.png", "small-face@3x.png"] {
                try FileManager.default.copyItem(
                    at: URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(image),
                    to: workspace.url(image))
            }
            let result = fix(copy.path)
            XCTAssertEqual(result.fixed.map(\.change), ["threshold: 0.1", "threshold: 0.1", "threshold: 0.1"])
            XCTAssertEqual(result.unfixed.count, 0)
            try apply(result)
            XCTAssertEqual(lint(copy.path).map(\.rule), [])
        }
    }

    func testACoachMarkOverANavBarGetsNoImpossibleReorder() throws {
        try withWorkspace { workspace in
            try workspace.write(
                "test.hitlint.yaml",
                """
                version: 1
                scale: 1
                screens:
                  - name: Home
                    size: [390, 844]
                    views:
                      - id: navbar
                        kind: view
                        frame: [0, 0, 390, 88]
                        children:
                          - id: back
                            frame: [8, 44, 44, 44]
                      - id: coachmark
                        kind: view
                        frame: [0, 0, 390, 844]
                        fill: 0.59
                """)
            let findings = lint(workspace.url("test.hitlint.yaml").path).filter { $0.view == "back" }
            XCTAssertEqual(findings.map(\.rule), ["unclickable"])
            for finding in findings {
                // 'back' and 'coachmark' have different superviews: no reorder of the two is possible.
                XCTAssertEqual(
                    finding.message,
                    "'back' can never be tapped: view 'coachmark' in front of it takes every tap; set userInteractionEnabled: false on 'coachmark'"
                )
                XCTAssertFalse(finding.message.contains("after 'coachmark'"), finding.message)
                XCTAssertFalse(finding.message.contains("bring 'back'"), finding.message)
                XCTAssertTrue(
                    finding.message.contains("set userInteractionEnabled: false on 'coachmark'"), finding.message)
                XCTAssertEqual(finding.remedy, .noInteraction(view: 3))
            }
        }
    }

    /// `fix` spends a bounded number of views linted again per screen, counted (not timed), so
    /// the same input gives the same fixes; what the budget cannot pay for is listed as not tried.
    func testFixStopsAtItsBudgetPerScreenAndSaysSo() throws {
        try withWorkspace { workspace in
            let views = (0..<6).map { "      - id: b\($0)\n        frame: [\(20 + 100 * $0), 40, 10, 10]" }.joined(
                separator: "\n")
            let path = try workspace.write(
                "budget.hitlint.yaml",
                "version: 1\nscale: 1\nscreens:\n  - name: Row\n    size: [600, 100]\n    views:\n\(views)\n")
            func run(_ budget: Int) -> ManifestFixer.Result {
                var fixer = ManifestFixer(options: LintOptions(jobs: 1))
                fixer.budgetPerScreen = budget
                return fixer.fix(manifestPaths: [path])
            }
            // Unbounded in practice: every button grows 17 pt per side to 44 x 44 pt.
            XCTAssertEqual(
                run(ManifestFixer.defaultBudgetPerScreen).fixed.map { "\($0.view) \($0.change)" },
                (0..<6).map { "b\($0) enlarge: 17" })
            // 7 views (the screen and 6 buttons): the first lint spends all of a budget of 7.
            let none = run(7)
            XCTAssertEqual(none.fixed.count, 0)
            XCTAssertEqual(none.unfixed.map(\.view), (0..<6).map { "b\($0)" })
            XCTAssertTrue(
                none.unfixed.allSatisfy {
                    $0.why.hasPrefix(
                        "not tried: hitlint fix checks at most 7 views linted again per screen (this one has 7)")
                })
            // Part way: the first fixes in report order, the rest not tried, the same each run.
            let some = run(60)
            XCTAssertGreaterThan(some.fixed.count, 0)
            XCTAssertLessThan(some.fixed.count, 6)
            XCTAssertEqual(some.fixed.map(\.view), (0..<some.fixed.count).map { "b\($0)" })
            XCTAssertEqual(some.fixed.count + some.unfixed.count, 6)
            XCTAssertEqual(run(60).fixed.map(\.view), some.fixed.map(\.view))
        }
    }

    func testTwoIconsSixteenPointsApartAreBothFixedWithoutOverlap() throws {
        try withWorkspace { workspace in
            let path = try workspace.write(
                "test.hitlint.yaml",
                """
                version: 1
                scale: 2
                screens:
                  - name: Bar
                    size: [200, 100]
                    views:
                      - id: left
                        frame: [50, 40, 24, 24]
                      - id: right
                        frame: [90, 40, 24, 24]
                """)
            let result = fix(path)
            // Each needs 20 pt more width; the 16 pt between them is shared, 8 pt each, so each
            // grows 8 pt towards the other and 12 pt away from it: mirror images, touching.
            XCTAssertEqual(
                result.fixed.map { "\($0.view) \($0.change)" },
                ["left enlarge: [10, 8, 10, 12]", "right enlarge: [10, 12, 10, 8]"])
            try apply(result)
            XCTAssertEqual(
                try String(contentsOfFile: path, encoding: .utf8),
                """
                version: 1
                scale: 2
                screens:
                  - name: Bar
                    size: [200, 100]
                    views:
                      - id: left
                        enlarge: [10, 8, 10, 12]
                        frame: [50, 40, 24, 24]
                      - id: right
                        enlarge: [10, 12, 10, 8]
                        frame: [90, 40, 24, 24]
                """)
            XCTAssertEqual(lint(path).map(\.rule), [])
            let linted = try workspace.lint(try String(contentsOfFile: path, encoding: .utf8))
            XCTAssertEqual(linted.metrics("left").hitBounds, Rect(x: 38, y: 30, width: 44, height: 44))
            XCTAssertEqual(linted.metrics("right").hitBounds, Rect(x: 82, y: 30, width: 44, height: 44))
            XCTAssertEqual(linted.metrics("left").takenBy.filter { $0.view != 0 }.count, 0)
        }
    }

    func testAnIconItsSuperviewClipsIsListedAsNotFixable() throws {
        try withWorkspace { workspace in
            let yaml = """
                version: 1
                scale: 1
                screens:
                  - name: Bar
                    size: [200, 200]
                    views:
                      - id: strip
                        kind: view
                        frame: [0, 100, 200, 30]
                        children:
                          - id: tiny
                            frame: [10, 3, 24, 24]
                """
            let path = try workspace.write("test.hitlint.yaml", yaml)
            let result = fix(path)
            XCTAssertEqual(result.fixed.count, 0)
            XCTAssertEqual(result.files.count, 0)
            XCTAssertEqual(
                result.unfixed.map { "\($0.view) [\($0.rule)]: \($0.why)" },
                ["tiny [too-small]: 'tiny' needs 44 pt of height but its superview 'strip' is 30 pt tall and clips it"])
            let tooSmall = try XCTUnwrap(lint(path).first { $0.rule == "too-small" })
            XCTAssertNil(tooSmall.remedy)
            XCTAssertFalse(tooSmall.message.contains("enlarge:"), tooSmall.message)
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), yaml)
        }
    }

    func testFixKeepsEveryByteOutsideTheValuesItEdits() throws {
        try withWorkspace { workspace in
            // Comments, blank lines, flow and block mappings, an existing enlarge in flow style
            // with a comment after it, CR LF line ends in one view, a non-ASCII comment.
            let before =
                "# Toolbar icons — drawn at 24 pt\r\nversion: 1\nscale: 1\n\nscreens:\n  - name: Bar   # the only screen\n    size: [300, 100]\n\n    views:\n"
                + "      - {id: close, frame: [20, 40, 24, 24]}   # flow\n"
                + "\n      # a block view, enlarged on one side already\n"
                + "      - id: share\n        frame: [120, 40, 24, 24]\n        enlarge: [0, 0, 0, 2]  # keep this comment\n"
                + "      - id: more\r\n        frame: [220, 40, 24, 24]\r\n"
            let path = try workspace.write("test.hitlint.yaml", before)
            let result = fix(path)
            XCTAssertEqual(
                result.fixed.map { "\($0.view) \($0.change)" },
                ["close enlarge: 10", "share enlarge: [10, 9, 10, 11]", "more enlarge: 10"])
            try apply(result)
            let after = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertEqual(
                after,
                "# Toolbar icons — drawn at 24 pt\r\nversion: 1\nscale: 1\n\nscreens:\n  - name: Bar   # the only screen\n    size: [300, 100]\n\n    views:\n"
                    + "      - {id: close, frame: [20, 40, 24, 24], enlarge: 10}   # flow\n"
                    + "\n      # a block view, enlarged on one side already\n"
                    + "      - id: share\n        frame: [120, 40, 24, 24]\n        enlarge: [10, 9, 10, 11]  # keep this comment\n"
                    + "      - id: more\r\n        enlarge: 10\r\n        frame: [220, 40, 24, 24]\r\n")
            XCTAssertEqual(lint(path).map(\.rule), [])
            // The dry run's diff names exactly those lines.
            let diff = try XCTUnwrap(result.files.first).diff
            XCTAssertEqual(
                diff.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("+") || $0.hasPrefix("-") }.count,
                2 + 2 + 2 + 1)
        }
    }

    /// A diff's lines come from the file: a bidirectional override, a line separator, NEL and a
    /// lone CR are shown escaped, as hitlint prints any text of a file; tabs and CR LF stay.
    func testDiffShowsTheFilesControlCharactersEscaped() {
        let before = Array("a: 1\u{202E}gnp.exe\n\tb: 2\r\nc: 3\u{2028}d\u{85}e\rf\n".utf8)
        let start = before.firstIndex(of: UInt8(ascii: "2"))!
        let diff = UnifiedDiff.render(
            path: "x.yaml", before: before, edits: [TextEdit(start: start, end: start + 1, text: "4")])
        XCTAssertEqual(
            diff,
            "--- a/x.yaml\n+++ b/x.yaml\n@@ -1,3 +1,3 @@\n a: 1\\u{202E}gnp.exe\n-\tb: 2\r\n+\tb: 4\r\n c: 3\\u{2028}d\\u{85}e\\rf\n"
        )
    }

    /// A file whose lines end in CR alone gets CR after the key `fix` adds, not LF or CR LF.
    func testFixKeepsALoneCRLineBreak() throws {
        try withWorkspace { workspace in
            let before =
                "version: 1\rscale: 1\rscreens:\r  - name: Bar\r    size: [300, 100]\r    views:\r      - id: more\r        frame: [220, 40, 24, 24]\r"
            let path = try workspace.write("test.hitlint.yaml", before)
            let result = fix(path)
            XCTAssertEqual(result.fixed.map { "\($0.view) \($0.change)" }, ["more enlarge: 10"])
            try apply(result)
            XCTAssertEqual(
                try String(contentsOfFile: path, encoding: .utf8),
                "version: 1\rscale: 1\rscreens:\r  - name: Bar\r    size: [300, 100]\r    views:\r      - id: more\r        enlarge: 10\r        frame: [220, 40, 24, 24]\r"
            )
        }
    }

    /// libyaml ends lines at NEL, LS and PS too: the key goes under the view the finding names
    /// (it went to the end of the file, under the last view, before), with the file's own break,
    /// and the finding's line is libyaml's.
    func testFixEndsLinesWhereLibyamlDoes() throws {
        try withWorkspace { workspace in
            for separator in ["\u{2028}", "\u{85}", "\u{2029}"] {
                let lines = [
                    "version: 1", "scale: 1", "screens:", "  - name: Bar", "    size: [300, 100]", "    views:",
                    "      - id: small",
                    "        frame: [20, 40, 24, 24]", "      - id: big", "        frame: [200, 20, 60, 60]", "",
                ]
                let path = try workspace.write("test.hitlint.yaml", lines.joined(separator: separator))
                let result = fix(path)
                XCTAssertEqual(
                    result.fixed.map { "\($0.location.line) \($0.view) \($0.change)" }, ["7 small enlarge: 10"])
                try apply(result)
                var fixed = lines
                fixed.insert("        enlarge: 10", at: 7)
                XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), fixed.joined(separator: separator))
                XCTAssertEqual(lint(path).map(\.rule), [])
            }
        }
    }

    func testAnImportedViewIsFixedInItsScreensOverridesOnlyWhenItsClassEnlarges() throws {
        try withWorkspace { workspace in
            let example = ProjectPaths.root.appendingPathComponent("Examples/InterfaceBuilder")
            let copy = workspace.url("InterfaceBuilder")
            try FileManager.default.copyItem(at: example, to: copy)
            let path = copy.appendingPathComponent("player.hitlint.yaml").path
            let storyboard = copy.appendingPathComponent("PlayerApp/Base.lproj/Main.storyboard")
            let original = try String(contentsOfFile: path, encoding: .utf8)
            // OBShapedButton hit-tests its star's alpha and does not enlarge: an `enlarge` override
            // would describe another app. A larger frame leaves the star as it is, so nothing is fixed.
            let plain = fix(path)
            XCTAssertEqual(plain.fixed.map(\.view), [])
            XCTAssertEqual(
                plain.unfixed.map { "\($0.view) [\($0.rule)] \($0.why)" },
                ["Fav-BT-001 [too-small] making it larger by up to 16 pt more on every side does not make it pass"])
            XCTAssertTrue(plain.files.isEmpty)
            // A class whose entry says it enlarges (`enlarge:` in `classes`) takes an override.
            let before = original.replacingOccurrences(
                of: "assets: PlayerApp/Assets.xcassets\n",
                with:
                    "assets: PlayerApp/Assets.xcassets\nclasses:\n  OBShapedButton: {hitTest: alpha, threshold: 0.1, enlarge: 0}\n"
            )
            try before.write(toFile: path, atomically: true, encoding: .utf8)
            let result = fix(path)
            XCTAssertEqual(
                result.fixed.map { "\($0.view) [\($0.rule)] \($0.change)" }, ["Fav-BT-001 [too-small] enlarge: 1"])
            // The star's points stay thin once it is 44 pt: no enlarge lifts its tap accuracy.
            XCTAssertEqual(result.unfixed.map { "\($0.view) [\($0.rule)]" }, ["Fav-BT-001 [tap-accuracy]"])
            try apply(result)
            // The storyboard is not touched; the override goes after the existing one, which keeps its comment.
            XCTAssertEqual(
                try String(contentsOfFile: path, encoding: .utf8),
                before.replacingOccurrences(
                    of: "      closeButton: {enlarge: 7}    # the 30 pt close button grows to 44 pt in code\n",
                    with:
                        "      closeButton: {enlarge: 7}    # the 30 pt close button grows to 44 pt in code\n      Fav-BT-001: {enlarge: 1}\n"
                ))
            XCTAssertEqual(
                try Data(contentsOf: storyboard),
                try Data(contentsOf: example.appendingPathComponent("PlayerApp/Base.lproj/Main.storyboard")))
            let after = lint(path)
            XCTAssertFalse(after.contains { $0.view == "Fav-BT-001" && $0.rule == "too-small" })
            // An entry the view has already gets the key set inside it, nothing else changed.
            let byHand = before.replacingOccurrences(
                of: "    overrides:\n",
                with: "    overrides:\n      Fav-BT-001: {enlarge: 0, ignore: [system-symbol]}   # by hand\n")
            try byHand.write(toFile: path, atomically: true, encoding: .utf8)
            try apply(fix(path))
            XCTAssertEqual(
                try String(contentsOfFile: path, encoding: .utf8),
                byHand.replacingOccurrences(of: "{enlarge: 0, ignore", with: "{enlarge: 1, ignore"))
        }
    }

    func testAManifestWithAliasesIsNotEditedAndSaysSo() throws {
        try withWorkspace { workspace in
            let yaml = """
                version: 1
                scale: 1
                screens:
                  - name: Bar
                    size: [200, 100]
                    views:
                      - id: close
                        kind: &button button
                        frame: [20, 40, 24, 24]
                      - id: more
                        kind: *button
                        frame: [120, 40, 24, 24]
                """
            let path = try workspace.write("test.hitlint.yaml", yaml)
            let result = fix(path)
            XCTAssertEqual(result.files.count, 0)
            XCTAssertEqual(result.fixed.count, 0)
            XCTAssertEqual(
                result.unfixed.map(\.why),
                [
                    "\(path) uses YAML aliases, which hitlint fix does not edit; write enlarge: 10 yourself",
                    "\(path) uses YAML aliases, which hitlint fix does not edit; write enlarge: 10 yourself",
                ])
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), yaml)
        }
    }
}
