import ShapeKit
import XCTest

@testable import HitLintKit

/// Each example manifest reports what its comment says.
final class ExamplesTests: XCTestCase {
    private var examples: URL { ProjectPaths.root.appendingPathComponent("Examples") }

    private func findings(_ name: String) throws -> [String] {
        let path = examples.appendingPathComponent(name).path
        let report = try Linter(options: LintOptions(jobs: 2)).lint(manifestPaths: [path])
        return report.findings.map { "\($0.view) \($0.rule)" }.sorted()
    }

    func testStarIsClean() throws {
        XCTAssertEqual(try findings("star/star.hitlint.yaml"), [])
    }

    func testLayerOverlayKeepsButtonsReachable() throws {
        XCTAssertEqual(try findings("layer-overlay/layer-overlay.hitlint.yaml"), [])
    }

    func testEnlargedIconInToolbarIsCut() throws {
        XCTAssertEqual(
            try findings("enlarged-icon/enlarged-icon.hitlint.yaml"),
            ["search tap-accuracy", "toolbar-search clipped-by-parent", "toolbar-search too-small"])
        let report = try Linter().lint(manifestPaths: [
            examples.appendingPathComponent("enlarged-icon/enlarged-icon.hitlint.yaml").path
        ])
        let views = report.screens[0].views
        XCTAssertEqual(
            views.first { $0.id == "search" }?.metrics?.hitBounds, Rect(x: 30, y: 290, width: 44, height: 44))
        XCTAssertEqual(
            views.first { $0.id == "toolbar-search" }?.metrics?.hitBounds, Rect(x: 30, y: 60, width: 44, height: 30))
        XCTAssertEqual(views.first { $0.id == "toolbar-search" }!.metrics!.clippedArea, 44 * 14, accuracy: 1e-9)
        // The hole: 44 x 44 pt hit bounds, but a finger aimed anywhere lands on it at most 57% of the time.
        XCTAssertEqual(views.first { $0.id == "search" }!.metrics!.tapAccuracy, 0.572, accuracy: 0.0005)
    }

    func testClockFacesHaveADeadRim() throws {
        var expected: [String] = []
        for face in ["alarm", "hour", "minute"] {
            expected += ["\(face) low-coverage", "\(face) overlap-conflict", "\(face) too-small"]
        }
        XCTAssertEqual(try findings("clock/clock.hitlint.yaml"), expected)
    }

    func testRectangularDiamondsConflictAndShapedOnesDoNot() throws {
        XCTAssertEqual(
            try findings("diamonds/diamonds-rect.hitlint.yaml"),
            [
                "left low-coverage", "left overlap-conflict", "left overlap-conflict", "right low-coverage",
                "right overlap-conflict", "top low-coverage", "top overlap-conflict",
            ])
        XCTAssertEqual(try findings("diamonds/diamonds-shaped.hitlint.yaml"), [])
    }

    func testAToggleIsCheckedInItsState() throws {
        XCTAssertEqual(try findings("states/states.hitlint.yaml"), ["toggle tap-accuracy"])
        let path = examples.appendingPathComponent("states/states.hitlint.yaml").path
        let report = try Linter().lint(manifestPaths: [path])
        XCTAssertEqual(
            report.screens[0].views.first { $0.id == "toggle" }!.metrics!.tapAccuracy, 0.183, accuracy: 0.0005)
        var off = LintOptions()
        off.state = .normal
        XCTAssertEqual(Linter(options: off).lint(manifestPaths: [path]).findings.count, 0)
    }

    func testStoryboardAppFindingsPointIntoTheStoryboard() throws {
        XCTAssertEqual(
            try findings("InterfaceBuilder/player.hitlint.yaml"),
            [
                "Cls-BT-001 system-symbol", "Fav-BT-001 too-small", "Shr-BT-001 blocked-by-view",
                "Shr-BT-001 low-coverage",
            ])
        let report = try Linter().lint(manifestPaths: [
            examples.appendingPathComponent("InterfaceBuilder/player.hitlint.yaml").path
        ])
        let blocked = try XCTUnwrap(report.findings.first { $0.rule == "blocked-by-view" })
        XCTAssertEqual(
            blocked.location.file,
            examples.appendingPathComponent("InterfaceBuilder/PlayerApp/Base.lproj/Main.storyboard").path)
        XCTAssertEqual(blocked.location.line, 32)
        XCTAssertEqual(blocked.location.column, 29)
        let views = report.screens[0].views
        // The override grows the 30 pt close button to 44 pt. Share draws its title, "Share" at
        // 15 pt (2668 thousandths of an em: 40.02 x 17.90 pt, centred in 60 x 60 at (273, 520): from
        // (282.99, 541.05)); the clear container, from x = 290, takes 33.01 x 17.90 pt of it, pixel
        // centres 870 ... 968 across and 1623 ... 1676 down at 3x: 99 x 54 pixels, 594 pt².
        XCTAssertEqual(
            views.first { $0.id == "Cls-BT-001" }?.metrics?.hitBounds, Rect(x: 9, y: 53, width: 44, height: 44))
        XCTAssertEqual(views.first { $0.id == "Shr-BT-001" }?.metrics?.takenBy.first?.area, 594)
        XCTAssertEqual(report.screens[0].scale, 3, "retina6_12")
        // Every format points into the storyboard.
        for format in ReporterRegistry.all {
            let text = format.init().render(report, context: ReportContext())
            XCTAssertTrue(
                text.contains("PlayerApp/Base.lproj/Main.storyboard"),
                "\(format.identifier) does not name the storyboard")
        }
    }

    /// The committed PNGs are what the generator draws (compared decoded, as zlib may differ).
    func testCommittedArtMatchesTheGenerator() throws {
        for item in ExampleArt.items {
            let drawn = item.draw()
            guard
                case .success(let committed) = PNGDecoder().decode(
                    fileAt: examples.appendingPathComponent(item.path), keepColour: true)
            else {
                XCTFail("\(item.path) is missing: run `swift run hitlint-examples Examples`")
                continue
            }
            XCTAssertEqual(committed.width, drawn.width, item.path)
            XCTAssertEqual(committed.rgba, drawn.pixels, item.path)
        }
    }
}
