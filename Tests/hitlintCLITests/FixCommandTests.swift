import Foundation
import XCTest

/// `hitlint fix` as users run it: the dry run's diff, the written file, the exit statuses.
final class FixCommandTests: XCTestCase {
    func testDryRunPrintsTheDiffAndFixWritesIt() throws {
        let folder = try temporaryFolder()
        let manifest = """
            # icons of the toolbar
            version: 1
            scale: 1
            screens:
              - name: Bar
                size: [200, 100]
                views:
                  - id: close     # 24 pt
                    frame: [20, 40, 24, 24]

                  - {id: strip, kind: view, frame: [100, 0, 100, 30], children: [{id: tiny, frame: [10, 3, 24, 24]}]}
            """
        let url = folder.appendingPathComponent("bar.hitlint.yaml")
        try manifest.write(to: url, atomically: true, encoding: .utf8)
        let dry = try run(["fix", "--dry-run", "bar.hitlint.yaml"], in: folder)
        XCTAssertEqual(dry.status, 0, dry.stderr)
        XCTAssertEqual(
            dry.stdout,
            """
            --- a/bar.hitlint.yaml
            +++ b/bar.hitlint.yaml
            @@ -5,7 +5,8 @@
               - name: Bar
                 size: [200, 100]
                 views:
                   - id: close     # 24 pt
            +        enlarge: 10
                     frame: [20, 40, 24, 24]
             
                   - {id: strip, kind: view, frame: [100, 0, 100, 30], children: [{id: tiny, frame: [10, 3, 24, 24]}]}
            \\ No newline at end of file

            """)
        XCTAssertEqual(
            dry.stderr,
            """
            bar.hitlint.yaml:8:13: would fix 'close' [too-small]: enlarge: 10
            bar.hitlint.yaml:11:75: cannot fix 'tiny' [too-small]: 'tiny' needs 44 pt of height but its superview 'strip' is 30 pt tall and clips it
            hitlint fix: would fix 1 finding in 1 file; 1 cannot be fixed

            """)
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), manifest, "a dry run writes nothing")

        let fixed = try run(["fix", "bar.hitlint.yaml"], in: folder)
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        XCTAssertTrue(
            fixed.stdout.hasSuffix("hitlint fix: fixed 1 finding in 1 file; 1 cannot be fixed\n"), fixed.stdout)
        XCTAssertEqual(
            try String(contentsOf: url, encoding: .utf8),
            manifest.replacingOccurrences(
                of: "      - id: close     # 24 pt\n", with: "      - id: close     # 24 pt\n        enlarge: 10\n"))
        // What remains is only what could not be fixed.
        let linted = try run(["lint", "--quiet", "bar.hitlint.yaml"], in: folder)
        XCTAssertEqual(
            linted.stdout.split(separator: "\n").map { $0.components(separatedBy: "[").last ?? "" }, ["too-small]"],
            linted.stdout)
        XCTAssertTrue(linted.stdout.contains("'tiny'"), linted.stdout)
        XCTAssertFalse(linted.stdout.contains("'close'"), linted.stdout)
        // Nothing left to fix: the file stays as it is.
        let again = try run(["fix", "bar.hitlint.yaml"], in: folder)
        XCTAssertTrue(
            again.stdout.hasSuffix("hitlint fix: fixed 0 findings in 0 files; 1 cannot be fixed\n"), again.stdout)
    }

    func testAManifestThatCannotBeReadIsStatusTwo() throws {
        let folder = try temporaryFolder()
        try "version: 1\nscreens: [".write(
            to: folder.appendingPathComponent("bad.hitlint.yaml"), atomically: true, encoding: .utf8)
        let result = try run(["fix", "bad.hitlint.yaml"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("bad.hitlint.yaml:"), result.stderr)
    }
}
