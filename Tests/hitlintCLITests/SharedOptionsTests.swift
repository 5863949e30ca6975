import Foundation
import XCTest

/// `lint`, `fix`, `probe` and `import` read the configuration and the lint root through one
/// policy (`CommandSettings`, the `InputOptions` group): the same arguments give the same
/// errors, whatever the command.
final class SharedOptionsTests: XCTestCase {
    /// The four commands on a folder with a manifest (and a XIB for import), each given `extra`.
    private func runAll(_ extra: [String], in folder: URL) throws -> [String: Run] {
        [
            "lint": try run(["lint"] + extra + ["small.hitlint.yaml"], in: folder),
            "fix": try run(["fix", "--dry-run"] + extra + ["small.hitlint.yaml"], in: folder),
            "probe": try run(["probe", "small.hitlint.yaml", "5,5"] + extra, in: folder),
            "import": try run(["import", "Screen.xib"] + extra, in: folder),
        ]
    }

    private func project() throws -> URL {
        let folder = try temporaryFolder()
        try
            "version: 1\nscale: 1\nscreens:\n  - name: S\n    size: [100, 100]\n    views:\n      - id: b\n        frame: [0, 0, 20, 20]\n"
            .write(to: folder.appendingPathComponent("small.hitlint.yaml"), atomically: true, encoding: .utf8)
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="root-view">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    </view>
                </objects>
            </document>
            """
        try xib.write(to: folder.appendingPathComponent("Screen.xib"), atomically: true, encoding: .utf8)
        return folder
    }

    func testABrokenDiscoveredConfigurationIsTheSameErrorForEveryCommand() throws {
        let folder = try project()
        try "rules:\n  too-small:\n    minWidht: 40\n".write(
            to: folder.appendingPathComponent(".hitlint.yml"), atomically: true, encoding: .utf8)
        let runs = try runAll([], in: folder)
        let expected = ".hitlint.yml:3:5: error: unknown key 'minWidht' in rule 'too-small'; did you mean 'minWidth'?"
        for (command, result) in runs {
            XCTAssertEqual(result.status, 2, "\(command): \(result.stderr)")
            let lines = result.stderr.split(separator: "\n").filter { $0.hasPrefix(".hitlint.yml:") }
            XCTAssertEqual(lines.count, 1, "\(command): \(result.stderr)")
            XCTAssertTrue(lines.first?.hasPrefix(expected) == true, "\(command): \(result.stderr)")
        }
        // Named with --config, the same file gives the same error, named as given.
        for (command, result) in try runAll(["--config", ".hitlint.yml"], in: folder) {
            XCTAssertEqual(result.status, 2, command)
            XCTAssertTrue(result.stderr.contains(expected), "\(command): \(result.stderr)")
        }
    }

    func testAMissingRootIsTheSameErrorForEveryCommand() throws {
        let folder = try project()
        let runs = try runAll(["--root", "no-such-folder"], in: folder)
        let messages = Set(runs.values.map { $0.stderr.split(separator: "\n").first.map(String.init) ?? "" })
        XCTAssertEqual(
            messages, ["Error: --root must be an existing folder, not 'no-such-folder'"], "\(runs.mapValues(\.stderr))")
        XCTAssertEqual(Set(runs.values.map(\.status)), [2])
    }

    func testProbeReadsTheDiscoveredConfiguration() throws {
        let folder = try project()
        // The configuration's limits apply to probe as to lint: a screen over the limit is refused.
        try "limits:\n  maxViewsPerScreen: 1\n".write(
            to: folder.appendingPathComponent(".hitlint.yml"), atomically: true, encoding: .utf8)
        try
            "version: 1\nscale: 1\nscreens:\n  - name: S\n    size: [100, 100]\n    views:\n      - id: b\n        frame: [0, 0, 20, 20]\n      - id: c\n        frame: [50, 0, 20, 20]\n"
            .write(to: folder.appendingPathComponent("small.hitlint.yaml"), atomically: true, encoding: .utf8)
        let probe = try run(["probe", "small.hitlint.yaml", "5,5"], in: folder)
        let lint = try run(["lint", "small.hitlint.yaml"], in: folder)
        XCTAssertEqual(probe.status, 2, probe.stderr)
        XCTAssertEqual(lint.status, 2, lint.stderr)
        let problem = lint.stderr.split(separator: "\n").first { $0.hasPrefix("small.hitlint.yaml") }
        XCTAssertEqual(
            problem, "small.hitlint.yaml:9:9: error: the screen has more than 1 views (limits.maxViewsPerScreen)")
        XCTAssertTrue(probe.stderr.contains(problem ?? "-"), "probe: \(probe.stderr)\nlint: \(lint.stderr)")
    }

    /// `.hitlint.yml` is found from the linted path upward, not from the current folder: linting
    /// `app` from its parent uses `app/.hitlint.yml`, which turns too-small off.
    func testTheConfigurationIsFoundFromTheLintedPath() throws {
        let parent = try temporaryFolder()
        let folder = parent.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try
            "version: 1\nscale: 1\nscreens:\n  - name: S\n    size: [100, 100]\n    views:\n      - id: b\n        frame: [0, 0, 20, 20]\n"
            .write(to: folder.appendingPathComponent("small.hitlint.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try run(["lint", "app"], in: parent).status, 1)
        try "rules:\n  too-small:\n    severity: off\n".write(
            to: folder.appendingPathComponent(".hitlint.yml"), atomically: true, encoding: .utf8)
        let result = try run(["lint", "app"], in: parent)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(try run(["lint", "app/small.hitlint.yaml"], in: parent).status, 0)
        XCTAssertEqual(try run(["probe", "app/small.hitlint.yaml", "5,5"], in: parent).status, 0)
    }

    /// A storyboard named on the command line is linted as if a manifest imported it, with the
    /// asset catalogs of its folder tree: the example's images resolve (no image-error), and the
    /// close button, which the example's manifest enlarges, is too small without it.
    func testAStoryboardIsLintedDirectly() throws {
        let result = try run([
            "lint", "--format", "json", "Examples/InterfaceBuilder/PlayerApp/Base.lproj/Main.storyboard",
        ])
        XCTAssertEqual(result.status, 1, result.stderr)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = report["findings"] as? [[String: Any]] ?? []
        XCTAssertEqual(findings.filter { $0["rule"] as? String == "image-error" }.count, 0)
        let closeButton = findings.first {
            $0["view"] as? String == "Cls-BT-001" && $0["rule"] as? String == "too-small"
        }
        XCTAssertEqual(
            closeButton?["file"] as? String, "Examples/InterfaceBuilder/PlayerApp/Base.lproj/Main.storyboard")
        XCTAssertEqual(closeButton?["line"] as? Int, 46)
    }

    /// `lint`, `fix` and `probe` take the layouts to lint (`DeviceOptions`) and check them alike;
    /// `fix` checks its changes on them (docs/fixes.md, "On every layout").
    func testTheDeviceOptionsAreTheSameForLintFixAndProbe() throws {
        let folder = try project()
        let commands = [
            "lint": ["lint", "small.hitlint.yaml"], "fix": ["fix", "--dry-run", "small.hitlint.yaml"],
            "probe": ["probe", "small.hitlint.yaml", "5,5"],
        ]
        for (command, arguments) in commands {
            let wrong = try run(arguments + ["--devices", "some"], in: folder)
            XCTAssertEqual(wrong.status, 2, command)
            XCTAssertEqual(
                wrong.stderr.split(separator: "\n").first.map(String.init),
                "Error: --devices takes all, not 'some'; name one device with --device",
                command)
            let landscape = try run(arguments + ["--orientation", "landscpe"], in: folder)
            XCTAssertEqual(landscape.status, 2, command)
            XCTAssertTrue(landscape.stderr.contains("did you mean 'landscape'?"), "\(command): \(landscape.stderr)")
        }
        let fixed = try run(
            [
                "fix", "--dry-run", "--device", "iPhone SE (3rd generation)", "--orientation", "portrait",
                "small.hitlint.yaml",
            ], in: folder)
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        XCTAssertTrue(fixed.stderr.contains("would fix 'b' [too-small]"), fixed.stderr)
    }
}
