import XCTest

@testable import HitLintKit

final class HTMLReportTests: XCTestCase {
    func exampleHTML() throws -> (LintReport, String) {
        var options = LintOptions(jobs: 2)
        options.renderHitMaps = true
        let paths = try ManifestDiscovery.manifests(in: [ProjectPaths.root.appendingPathComponent("Examples").path])
        let report = try Linter(options: options).lint(manifestPaths: paths)
        return (report, HTMLReporter().render(report, context: ReportContext()))
    }

    func testSelfContainedWithAMapPerScreen() throws {
        let (report, html) = try exampleHTML()
        XCTAssertFalse(html.contains("http:") || html.contains("https:"), "no external URL")
        XCTAssertFalse(
            html.range(of: #"(src|href)="(?!data:|#)"#, options: .regularExpression) != nil,
            "only data URIs and in-page links")
        // A map per screen, and one per other layout with findings of its own (the onboarding
        // example's iPhone SE).
        let layoutMaps = report.screens.reduce(0) { $0 + $1.layouts.filter { $0.hitMap != nil }.count }
        XCTAssertEqual(layoutMaps, 1)
        XCTAssertEqual(
            html.components(separatedBy: "<img src=\"data:image/png;base64,").count - 1,
            report.screens.count + layoutMaps)
        // Every finding is listed once, linked to a mark on its screen's map.
        XCTAssertEqual(html.components(separatedBy: "<li class=\"finding ").count - 1, report.findings.count)
        let marks = html.components(separatedBy: "<g class=\"mark\" id=\"").count - 1
        XCTAssertEqual(marks, report.findings.count)
        XCTAssertTrue(html.contains("data-mark=\"m1-0\""))
        XCTAssertTrue(html.contains("<g class=\"mark\" id=\"m1-0\">"))
        XCTAssertTrue(html.contains("@media print"))
    }

    func testEmbeddedMapsDecode() throws {
        let (report, html) = try exampleHTML()
        let pattern = try NSRegularExpression(pattern: "data:image/png;base64,([A-Za-z0-9+/=]+)")
        let matches = pattern.matches(in: html, range: NSRange(html.startIndex..., in: html))
        // Each screen's map, then the maps of its other layouts with findings of their own.
        let sizes = report.screens.flatMap { screen in
            [screen.size] + screen.layouts.filter { $0.hitMap != nil }.map(\.size)
        }
        XCTAssertEqual(matches.count, sizes.count)
        for (match, size) in zip(matches, sizes) {
            let data = try XCTUnwrap(Data(base64Encoded: String(html[Range(match.range(at: 1), in: html)!])))
            guard case .success(let image) = PNGDecoder().decode(data: data, keepColour: false) else {
                return XCTFail("undecodable map")
            }
            // One pixel a point, whatever the screen's scale; the legend strip below the screen.
            XCTAssertEqual(image.width, Int(size.width.rounded(.up)))
            XCTAssertGreaterThan(image.height, Int(size.height.rounded(.up)))
        }
    }
}
