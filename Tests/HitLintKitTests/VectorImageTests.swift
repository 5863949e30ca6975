import Foundation
import XCTest

@testable import HitLintKit

/// Vector image sets (PDF, SVG) are drawn as opaque rectangles of the size their file declares,
/// never an image-error (docs/interface-builder.md, "Vector images").
final class VectorImageTests: XCTestCase {
    func testDeclaredSizesOfPDFAndSVG() {
        XCTAssertEqual(
            VectorImageSize.pdfSize("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [ 0 0 28 44 ] >>"),
            Size(width: 28, height: 44))
        XCTAssertEqual(VectorImageSize.pdfSize("<< /MediaBox [10 20 34.5 44] >>"), Size(width: 24.5, height: 24))
        XCTAssertNil(VectorImageSize.pdfSize("<< /MediaBox [0 0 0 44] >>"))
        XCTAssertNil(VectorImageSize.pdfSize("no box"))
        XCTAssertEqual(
            VectorImageSize.svgSize(#"<svg xmlns="x" width="24px" height="18" viewBox="0 0 48 36">"#),
            Size(width: 24, height: 18))
        XCTAssertEqual(VectorImageSize.svgSize("<svg viewBox='0 0 32 16'>"), Size(width: 32, height: 16))
        XCTAssertEqual(
            VectorImageSize.svgSize(#"<svg width="100%" height="100%" viewBox="0,0,20,10">"#),
            Size(width: 20, height: 10))
        XCTAssertNil(VectorImageSize.svgSize("<svg>"))
        XCTAssertNil(VectorImageSize.svgSize(#"<svg width="1e9" height="5">"#))
    }

    /// A 24 x 24 pt PDF icon in an image set, drawn aspect-fit into a 44 x 22 pt button's image
    /// view: an opaque 22 x 22 pt square in the middle, and no image-error.
    func testAVectorImageSetIsDrawnAtItsDeclaredSize() throws {
        try withWorkspace { ws in
            try ws.write("Assets.xcassets/Contents.json", #"{"info": {"version": 1, "author": "xcode"}}"#)
            try ws.write(
                "Assets.xcassets/star.imageset/Contents.json",
                #"{"images": [{"idiom": "universal", "filename": "star.pdf"}], "info": {"version": 1, "author": "xcode"}, "properties": {"preserves-vector-representation": true}}"#
            )
            try ws.write(
                "Assets.xcassets/star.imageset/star.pdf",
                "%PDF-1.3\n3 0 obj << /Type /Page /MediaBox [0 0 24 24] >> endobj\n")
            let manifest = """
                version: 1
                scale: 1
                assets: Assets.xcassets
                screens:
                  - name: S
                    size: [100, 100]
                    views:
                      - id: star
                        frame: [10, 10, 44, 22]
                        image: star
                        contentMode: scaleAspectFit
                        threshold: 0.5
                """
            let path = try ws.write("test.hitlint.yaml", manifest)
            let report = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [path])
            XCTAssertEqual(report.findings.filter { $0.rule == ImageErrorRule.identifier }.map(\.message), [])
            let view = try XCTUnwrap(report.screens.first?.views.first { $0.id == "star" })
            XCTAssertTrue(view.approximate)
            // Shaped hit-testing on the opaque square: 22 x 22 pt from x 21 to 43.
            XCTAssertEqual(view.metrics?.hitBounds, Rect(x: 21, y: 10, width: 22, height: 22))
            XCTAssertEqual(view.metrics?.hitArea ?? 0, 484, accuracy: 0.001)
        }
    }

    /// Checked by hand in ../shared: Loop's `reservoir` image set holds a PDF whose MediaBox is
    /// [0 0 28 44].
    func testARealVectorImageSetsDeclaredSize() throws {
        let url = ProjectPaths.shared.appendingPathComponent(
            "realapps/LoopKit__Loop/LoopUI/HUDAssets.xcassets/reservoir/reservoir.imageset/reservoir.pdf")
        try XCTSkipUnless(FileManager.default.fileExists(atPath: url.path), "../shared/realapps is absent: skipped")
        XCTAssertEqual(VectorImageSize.size(of: url), Size(width: 28, height: 44))
    }
}
