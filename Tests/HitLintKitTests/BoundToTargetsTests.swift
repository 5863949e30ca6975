import XCTest

@testable import HitLintKit

/// SPEC section 12: an image rule's finding fails a build only where it bears on a tap target.
/// Four image views whose image is missing (`image-error`, an error): one inside a button, one
/// under a button's hit area (its 10 pt `enlarge` reaches it), one in front of a button, and one
/// alone in a corner. The lone one is a note, saying why; the others stay errors.
final class BoundToTargetsTests: XCTestCase {
    func testImageFindingsOnViewsNoTargetTouchesAreNotes() throws {
        let yaml = """
            version: 1
            scale: 1
            screens:
              - name: S
                size: [300, 300]
                views:
                  - id: play
                    frame: [100, 100, 60, 60]
                    enlarge: 10
                    children:
                      - {id: inside, kind: image, frame: [10, 10, 20, 20], image: missing.png}
                  - {id: below, kind: image, frame: [165, 100, 20, 20], image: missing.png}
                  - {id: decor, kind: image, frame: [0, 250, 40, 40], image: missing.png}
                  - id: share
                    frame: [200, 200, 50, 50]
                  - {id: front, kind: image, frame: [240, 240, 30, 30], image: missing.png}
            """
        let report = try withWorkspace { ws -> LintReport in
            let path = try ws.write("test.hitlint.yaml", yaml)
            return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [path])
        }
        let errors = report.findings.filter { $0.rule == "image-error" }
        XCTAssertEqual(errors.map(\.view), ["inside", "below", "decor", "front"])
        XCTAssertEqual(errors.map(\.severity), [.error, .error, .note, .error])
        let decor = try XCTUnwrap(errors.first { $0.view == "decor" })
        XCTAssertTrue(decor.message.hasSuffix("(a note: no tap target shows it, holds it or meets it)"), decor.message)
        // Without the enlarge, 'below' (5 pt right of 'play') touches no hit area: a note too.
        let narrow = try withWorkspace { ws -> LintReport in
            let path = try ws.write(
                "test.hitlint.yaml", yaml.replacingOccurrences(of: "enlarge: 10", with: "enlarge: 0"))
            return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [path])
        }
        XCTAssertEqual(
            narrow.findings.filter { $0.rule == "image-error" }.map(\.severity), [.error, .note, .note, .error])
    }
}
