import XCTest

@testable import HitLintKit

/// `hitlint lint App/Views/Call.xib` inside an app (SPEC section 12): the file is read as the
/// app reads it, with the app's catalogs (its manifest's, else its project's), and an image not
/// found is an error only where hitlint knows every catalog the app builds.
final class SingleFileLintTests: XCTestCase {
    /// A button drawing the image 'star' (44 x 44 pt).
    private let xib = iPhone11XIB(
        """
                <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="star">
                    <rect key="frame" x="20" y="100" width="44" height="44"/>
                    <state key="normal" image="star"/>
                </button>
        """, constraints: "")

    /// The app: a repository (`.git`) whose catalog lies in `App/Assets`, beside (not above) the
    /// XIB's folder `App/Views`, and, when `manifest`, a `hitlint.yaml` at its top that imports
    /// the XIB, another XIB and a hand-written screen.
    private func lint(manifest: Bool) throws -> LintReport {
        try withWorkspace { ws in
            try FileManager.default.createDirectory(at: ws.url(".git"), withIntermediateDirectories: true)
            let image =
                #"{"images": [{"idiom": "universal", "filename": "star.png", "scale": "2x"}], "info": {"version": 1, "author": "xcode"}}"#
            try ws.write("App/Assets/Images.xcassets/Contents.json", #"{"info": {"version": 1, "author": "xcode"}}"#)
            try ws.write("App/Assets/Images.xcassets/star.imageset/Contents.json", image)
            try ws.write("App/Assets/Images.xcassets/star.imageset/star.png", solid(88, 88))
            let path = try ws.write("App/Views/Call.xib", xib)
            try ws.write("App/Views/Other.xib", "not read: only the file linted is")
            if manifest {
                try ws.write(
                    "hitlint.yaml",
                    """
                    version: 1
                    assets: [App/Assets/Images.xcassets]
                    screens:
                      - from: App/Views/Call.xib
                      - from: App/Views/Other.xib
                      - name: Sketch
                        size: [100, 100]
                        views: []

                    """)
            }
            return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [path])
        }
    }

    func testAFileOfAnAppIsLintedWithTheAppsCatalogs() throws {
        let report = try lint(manifest: true)
        XCTAssertEqual(report.inputErrors.map(\.message), [], "Other.xib is not read")
        XCTAssertEqual(
            report.screens.map(\.name), ["Call/Call"], "only the file's screen, named as the app's manifest names it")
        XCTAssertEqual(report.findings.filter { $0.rule == "image-error" }.map(\.message), [])
    }

    func testAnImageNotFoundNearAFileLintedAloneIsANote() throws {
        let report = try lint(manifest: false)
        XCTAssertEqual(report.inputErrors.map(\.message), [])
        let missing = report.findings.filter { $0.rule == "image-error" }
        XCTAssertEqual(missing.map(\.severity), [.note])
        XCTAssertTrue(missing.first?.message.contains("no such file") ?? false, missing.first?.message ?? "")
        XCTAssertTrue(missing.first?.message.contains("the app may build a catalog that holds it") ?? false)
    }
}
