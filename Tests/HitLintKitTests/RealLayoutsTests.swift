import Foundation
import XCTest

@testable import HitLintKit

/// The storyboards and XIBs of public projects (../shared/realassets), imported with `from:` and
/// linted: the figures their demos imply, pinned.
final class RealLayoutsTests: XCTestCase {
    private var realassets: URL { ProjectPaths.shared.appendingPathComponent("realassets") }

    /// Lints a manifest of `from:` entries (paths under realassets) with these assets.
    private func lint(assets: [String], files: [String], state: ControlState? = nil) throws -> LintReport {
        try XCTSkipUnless(ProjectPaths.sharedAvailable, "../shared/realassets is absent: real-layout tests skipped")
        return try withWorkspace { ws in
            let base = realassets.path
            let list = assets.isEmpty ? "" : "assets: [\(assets.map { "'\(base)/\($0)'" }.joined(separator: ", "))]\n"
            let yaml =
                "version: 1\n\(list)screens:\n"
                + files.map { "  - from: '\(base)/\($0)'\n" }.joined()
            let path = try ws.write("real.hitlint.yaml", yaml)
            var options = LintOptions(jobs: 2)
            options.paths = .unconfined
            options.state = state
            return Linter(options: options).lint(manifestPaths: [path])
        }
    }

    private func metrics(_ report: LintReport, _ id: String, file: StaticString = #filePath, line: UInt = #line)
        -> TargetMetrics?
    {
        let found = report.screens.flatMap(\.views).first { $0.id == id }?.metrics
        if found == nil { XCTFail("no target \(id)", file: file, line: line) }
        return found
    }

    func testRShapedButtonKeepsItsCentreReachableBetweenFourQuadrants() throws {
        let report = try lint(
            assets: ["jomirusergiu__R_ShapedButton/Demo/R_ShapedButton/Images"],
            files: [
                "jomirusergiu__R_ShapedButton/Demo/R_ShapedButton/Base.lproj/Main_iPhone.storyboard",
                "jomirusergiu__R_ShapedButton/Demo/R_ShapedButton/Base.lproj/Main_iPad.storyboard",
            ])
        XCTAssertEqual(report.inputDiagnostics.map(\.description), [])
        // Two files, one name: the second screen is told apart by its IB id.
        // Two files imported: each screen is named FILESTEM/NAME, so the two view controllers do not clash.
        XCTAssertEqual(report.screens.map(\.name), ["Main_iPhone/ViewController", "Main_iPad/ViewController"])
        // The centre button is behind the four quadrants (first in <subviews>), yet their shapes leave it whole.
        let centre = try XCTUnwrap(metrics(report, "MUN-ll-SC0"))
        XCTAssertEqual(centre.hitArea, 6026.56, accuracy: 0.005)
        XCTAssertEqual(centre.coverage, 1)
        XCTAssertEqual(centre.takenBy.count, 0)
        for (id, area) in [
            ("Gz7-8Z-PAc", 8165.78), ("diy-Of-KI1", 8142.89), ("HvY-fv-Swt", 8142.44), ("1Kf-G6-xIz", 8161.89),
        ] {
            XCTAssertEqual(try XCTUnwrap(metrics(report, id)).hitArea, area, accuracy: 0.005, id)
        }
        // Pressed, the buttons show their `_active` images (from <state key="highlighted">).
        let pressed = try lint(
            assets: ["jomirusergiu__R_ShapedButton/Demo/R_ShapedButton/Images"],
            files: ["jomirusergiu__R_ShapedButton/Demo/R_ShapedButton/Base.lproj/Main_iPhone.storyboard"],
            state: .highlighted)
        XCTAssertEqual(try XCTUnwrap(metrics(pressed, "MUN-ll-SC0")).hitArea, 5619, accuracy: 0.005)
        XCTAssertEqual(try XCTUnwrap(metrics(pressed, "Gz7-8Z-PAc")).hitArea, 7570.44, accuracy: 0.005)
        // The 1x files (240 px for 120 pt) are short of 3x: the images are named as `name.png` with @2x beside them.
        XCTAssertEqual(report.findings.filter { $0.rule == "image-resolution" }.count, 5)
    }

    func testSpagosxLayerButtonReadsItsTresholdAttribute() throws {
        let report = try lint(
            assets: ["spagosx__iOS-Shaped-Button-Swift/SOXShapedTapView/Images.xcassets"],
            files: ["spagosx__iOS-Shaped-Button-Swift/SOXShapedTapView/Base.lproj/Main.storyboard"])
        XCTAssertEqual(report.findings.filter { $0.rule == "unknown-class" }.count, 0)
        // treshold 1 (as a byte): alpha bytes of 2 and more hit, the whole clock face.
        XCTAssertEqual(try XCTUnwrap(metrics(report, "mZx-WI-amX")).hitArea, 114510.44, accuracy: 0.005)
        XCTAssertEqual(try XCTUnwrap(metrics(report, "cLd-7T-vrR")).hitArea, 1661.33, accuracy: 0.005)
        XCTAssertEqual(try XCTUnwrap(metrics(report, "Lk0-oB-4hu")).hitArea, 8496.22, accuracy: 0.005)
        // The 3x slot holds the 763 px 2x file: too few pixels for 382 pt at 3x.
        XCTAssertTrue(report.findings.contains { $0.rule == "image-resolution" && $0.message.contains("763 x 763 px") })
    }

    func testZQButtonsOverlapOnlyWhereTheirImagesDo() throws {
        let report = try lint(
            assets: ["zhaozzq__ZQShapedButton/ZQShapedButtonDemo/Assets.xcassets"],
            files: ["zhaozzq__ZQShapedButton/ZQShapedButtonDemo/Base.lproj/Main.storyboard"])
        XCTAssertEqual(report.screens.first?.scale, 2, "retina4_7")
        // The 2x slot holds a 100 px file: 50 pt, centred in the 100 pt button.
        XCTAssertEqual(
            try XCTUnwrap(metrics(report, "7vU-eu-xdY")).hitBounds, Rect(x: 162, y: 318.5, width: 50, height: 50))
        let lower = try XCTUnwrap(metrics(report, "2hp-Mt-CiT"))
        XCTAssertEqual(lower.takenBy.map(\.area), [3.75])
        XCTAssertEqual(report.findings.filter { $0.rule == "overlap-conflict" }.count, 0, "3.75 pt² is under minArea 4")
    }

    func testVikingosegundoBackgroundOnlyButtonAndPathButtons() throws {
        let report = try lint(
            assets: ["vikingosegundo__ShapedButtons/Triangles/Assets.xcassets"],
            files: [
                "vikingosegundo__ShapedButtons/Triangles/Base.lproj/Main.storyboard",
                "vikingosegundo__ShapedButtons/Triangles/FullWidthImageContentView.xib",
            ])
        XCTAssertEqual(
            report.screens.map(\.name), ["Main/ViewController", "FullWidthImageContentView/FullWidthImageContentView"])
        XCTAssertEqual(report.screens.map { $0.views.filter { $0.metrics != nil }.count }, [8, 0])
        // The 200 px background stretched over 117 x 93 pt, hit where alpha > 0.5.
        XCTAssertEqual(try XCTUnwrap(metrics(report, "YdD-vB-VEM")).hitArea, 4437.25, accuracy: 0.005)
        // PathShapedButton hit-tests a path drawn in code: one note for the class, at its first of
        // six buttons, all checked as plain buttons.
        let unknown = report.findings.filter { $0.rule == "unknown-class" }
        XCTAssertEqual(unknown.count, 1)
        XCTAssertTrue(unknown.first?.message.hasSuffix("(6 views share it)") == true, unknown.first?.message ?? "")
        XCTAssertEqual(try XCTUnwrap(metrics(report, "MIU-X6-eb7")).hitArea, 8125)
    }

    /// Legacy XIBs are reported as unsupported files, each at its root element, and do not stop
    /// the lint (docs/interface-builder.md).
    func testLegacyArchiveXIBsAreUnsupportedFilesByName() throws {
        let files = [
            "ole__OBShapedButton/ShapedButtonDemo/ComplexShapesDemoViewController.xib",
            "ole__OBShapedButton/ShapedButtonDemo/ShapedButtonDemoViewController.xib",
            "ole__OBShapedButton/ShapedButtonDemo/MainWindow.xib",
            "robotmedia__RMShapedImageView/RMShapedImageViewDemo/en.lproj/RMViewController.xib",
        ]
        let report = try lint(assets: [], files: files)
        XCTAssertEqual(report.exitStatus(strict: false), 0)
        XCTAssertEqual(report.inputDiagnostics.count, 0)
        XCTAssertEqual(report.fileFindings.count, 4)
        XCTAssertEqual(
            Set(report.fileFindings.map(\.location.file)), Set(files.map { realassets.appendingPathComponent($0).path })
        )
        // The demos' view controllers hold 3 and 6 IBUIButtons: warnings. The main window and the
        // image-view demo hold no control: notes, saying so.
        let withControls = Set(files.prefix(2).map { realassets.appendingPathComponent($0).path })
        for finding in report.fileFindings {
            XCTAssertEqual(finding.rule, UnsupportedFileRule.identifier)
            XCTAssertEqual(
                finding.severity, withControls.contains(finding.location.file) ? .warning : .note, finding.location.file
            )
            XCTAssertEqual(finding.location.line, 2)
            XCTAssertTrue(finding.message.hasPrefix("a legacy XIB"), finding.message)
            XCTAssertEqual(
                finding.message.hasSuffix("(a note: the file holds no control)"),
                !withControls.contains(finding.location.file),
                finding.message)
        }
    }

    func testJukeboxSlidersAndAnInvisibleSpinner() throws {
        let report = try lint(
            assets: ["teodorpatras__Jukebox/Example/Example/Assets.xcassets"],
            files: ["teodorpatras__Jukebox/Example/Example/Base.lproj/Main.storyboard"])
        XCTAssertEqual(report.screens.first?.scale, 3, "no <device>: the manifest's scale")
        XCTAssertEqual(report.screens.first?.views.filter { $0.kind == .control && $0.metrics != nil }.count, 2)
        // The spinner over the play button has alpha 0: UIKit skips it, the button keeps its 75 x 75 pt.
        XCTAssertEqual(try XCTUnwrap(metrics(report, "ALc-Qz-2bm")).hitArea, 5625)
        // The slider across their lower edge takes a 4 pt strip of the two buttons below it.
        XCTAssertEqual(try XCTUnwrap(metrics(report, "43g-I6-6xW")).hitArea, 5625 - 4 * 75)
        XCTAssertEqual(try XCTUnwrap(metrics(report, "QQb-Au-Kol")).hitArea, 5625 - 4 * 75)
    }

    func testKolodaCatalogGroupsAndMisplacedViews() throws {
        let report = try lint(
            assets: ["Yalantis__Koloda/Example/Koloda/Images.xcassets"],
            files: ["Yalantis__Koloda/Example/Koloda/Base.lproj/Main.storyboard"])
        XCTAssertEqual(report.screens.map(\.name), ["ViewController", "BackgroundAnimationViewController"])
        XCTAssertEqual(
            report.findings.filter { $0.rule == "image-error" }.map(\.message), [],
            "groups without Contents.json, the @2s file")
        // 11 elements are marked misplaced; 7 are or hold a button (a label and three empty
        // views are not reported: their frames move no target).
        XCTAssertEqual(report.findings.filter { $0.rule == "stale-frame" }.count, 7)
        XCTAssertEqual(try XCTUnwrap(metrics(report, "fbm-oE-jd7")).hitArea, 1292)
    }

    func testSwiftMessagesSharedLabelsAndAWideSlider() throws {
        let report = try lint(
            assets: ["SwiftKickMobile__SwiftMessages/SwiftMessages/Resources"],
            files: [
                "SwiftKickMobile__SwiftMessages/SwiftMessages/Resources/CardView.xib",
                "SwiftKickMobile__SwiftMessages/Demo/Demo/TacoDialogView.xib",
            ])
        XCTAssertEqual(report.screens.map(\.name), ["CardView/Card View", "TacoDialogView/Card View"])
        XCTAssertEqual(report.screens.map(\.scale), [2, 2])
        XCTAssertEqual(
            report.findings.filter { $0.rule == "image-error" }.count, 0, "errorIcon from the folder of @2x / @3x files"
        )
        let clipped = try XCTUnwrap(report.findings.first { $0.rule == "clipped-by-parent" })
        XCTAssertEqual(clipped.view, "MKs-Kv-aPL")
        XCTAssertEqual(try XCTUnwrap(metrics(report, "MKs-Kv-aPL")).clippedArea, 124)
    }

    func testEidolonContainerOverAButton() throws {
        let report = try lint(
            assets: ["artsy__eidolon/Kiosk/Images.xcassets"],
            files: ["artsy__eidolon/Kiosk/Storyboards/Auction.storyboard"])
        XCTAssertEqual(report.screens.count, 10)
        XCTAssertEqual(Set(report.screens.map(\.scale)), [2], "ipad9_7")
        let blocked = report.findings.filter { $0.rule == "unclickable" }
        XCTAssertEqual(blocked.map(\.view), ["Ode-hT-0UE"])
        XCTAssertTrue(blocked.first?.message.contains("'Offline Container View' (4Sn-II-uSf)") == true)
    }
}
