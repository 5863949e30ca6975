import Foundation
import XCTest

/// The eight real apps of ../shared/realapps, as a team runs hitlint on its repository:
/// `hitlint init` in a copy of the app's folder, then `hitlint lint`, with no edit. Skipped, with
/// a message, where ../shared is absent.
final class RealAppsTests: XCTestCase {
    static let realapps = cliProjectRoot.deletingLastPathComponent().appendingPathComponent("shared/realapps")
    static let controlElements = [
        "button", "switch", "slider", "segmentedControl", "stepper", "textField", "pageControl", "datePicker",
    ]

    /// A copy of an app's folder, initialised, and its JSON report.
    private func initAndLint(_ app: String) throws -> (folder: URL, run: Run, report: [String: Any]) {
        try XCTSkipUnless(
            FileManager.default.fileExists(atPath: Self.realapps.path),
            "../shared/realapps is absent: real-app tests skipped")
        let folder = try temporaryFolder().appendingPathComponent(app)
        try FileManager.default.copyItem(at: Self.realapps.appendingPathComponent(app), to: folder)
        let initRun = try run(["init"], in: folder)
        XCTAssertEqual(initRun.status, 0, "\(app): \(initRun.stderr)")
        let lint = try run(["lint", "--format", "json"], in: folder)
        let report = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any], app)
        return (folder, lint, report)
    }

    func testInitThenLintWorksOnEveryAppAndEveryControlIsATargetOrNotLinted() throws {
        try XCTSkipUnless(
            FileManager.default.fileExists(atPath: Self.realapps.path),
            "../shared/realapps is absent: real-app tests skipped")
        let apps = try FileManager.default.contentsOfDirectory(atPath: Self.realapps.path).filter {
            !$0.hasSuffix(".md")
        }.sorted()
        XCTAssertEqual(apps.count, 8)
        for app in apps {
            let (folder, lint, report) = try initAndLint(app)
            XCTAssertTrue([0, 1].contains(lint.status), "\(app): exit \(lint.status): \(lint.stderr.prefix(1000))")
            let findings = report["findings"] as? [[String: Any]] ?? []
            XCTAssertEqual(
                findings.filter { $0["rule"] as? String == "input-error" }.count, 0,
                "\(app): \(lint.stderr.prefix(1000))")
            // Messages name files as the user gave them, never by the machine's absolute path.
            let absolute = findings.compactMap { $0["message"] as? String }.filter {
                $0.contains(folder.deletingLastPathComponent().path)
            }
            XCTAssertEqual(absolute, [], app)

            // Count the control elements of every file the manifest imports, in its XML.
            let manifest = try String(contentsOf: folder.appendingPathComponent("hitlint.yaml"), encoding: .utf8)
            // The Interface Builder files: the Swift files' targets are counted by SwiftUICoverageTests.
            let files = manifest.split(separator: "\n").filter { $0.hasPrefix("  - from: \"") }.map {
                String($0.dropFirst(11).prefix { $0 != "\"" })
            }.filter { !$0.hasSuffix(".swift") }
            var elements = 0
            let unsupported = Set(
                findings.filter { $0["rule"] as? String == "unsupported-file" }.compactMap { $0["file"] as? String })
            for file in files where !unsupported.contains(file) {
                let xml = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for name in Self.controlElements {
                    elements +=
                        xml.components(separatedBy: "<\(name) ").count - 1
                        + xml.components(separatedBy: "<\(name)>").count - 1
                }
            }
            let screens = report["screens"] as? [[String: Any]] ?? []
            let targets = screens.flatMap { $0["views"] as? [[String: Any]] ?? [] }.filter {
                $0["target"] as? Bool == true && !($0["file"] as? String ?? "").hasSuffix(".swift")
            }.count
            let notLinted = (report["notLinted"] as? [[String: Any]] ?? []).filter {
                !($0["file"] as? String ?? "").hasSuffix(".swift")
            }
            XCTAssertTrue(notLinted.allSatisfy { !($0["reason"] as? String ?? "").isEmpty }, app)
            XCTAssertEqual(
                targets + notLinted.count, elements,
                "\(app): \(targets) targets and \(notLinted.count) not linted for \(elements) elements"
            )
        }
    }

    /// Checked by hand in the XML: a button in a prototype cell, and one in a visual effect view's
    /// content view, are targets where their frames put them.
    func testControlsInCellsAndEffectViewsAreTargetsWhereTheXMLPutsThem() throws {
        let cases: [(app: String, screen: String, id: String, bounds: [Double])] = [
            // EntryFieldEditorVC.storyboard: TitleCell (a prototype cell of the scene's table), its
            // content view at (0, 0), the button at (20, 8), 40 x 40 pt.
            (
                "keepassium__KeePassium", "EntryFieldEditorVC/EntryFieldEditorVC/TitleCell", "ldy-wH-etc",
                [20, 8, 40, 40]
            ),
            // ShowDirectoryViewController.storyboard: the effect view at y 812, its content view at
            // (0, 0), the button at (139.5, 27), 135 x 30 pt.
            (
                "element-hq__element-ios", "ShowDirectoryViewController/SearchableDirectoryViewController",
                "qGk-Os-0Dj",
                [139.5, 839, 135, 30]
            ),
        ]
        for (app, screenName, id, bounds) in cases {
            let (_, _, report) = try initAndLint(app)
            let screen = (report["screens"] as? [[String: Any]] ?? []).first { $0["name"] as? String == screenName }
            let view = (screen?["views"] as? [[String: Any]] ?? []).first { $0["id"] as? String == id }
            XCTAssertEqual(view?["target"] as? Bool, true, "\(app) \(screenName) \(id)")
            XCTAssertEqual(view?["hitBounds"] as? [Double], bounds, "\(app) \(screenName) \(id)")
        }
    }
}
