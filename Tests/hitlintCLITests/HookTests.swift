import Foundation
import XCTest

/// The hooks follow the app's files (docs/ci.md): a commit that only shrinks a button in a
/// storyboard fails the plain git hook (`ci/hooks/pre-commit`) and the pre-commit framework's
/// hook (`.pre-commit-hooks.yaml`), in a scratch git repository.
final class HookTests: XCTestCase {
    /// A storyboard with one view controller holding one titled button of the given frame.
    private func storyboard(button frame: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="VC1-aa-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="SC1-aa-001">
                    <objects>
                        <viewController storyboardIdentifier="Home" id="VC1-aa-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="RV1-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="CAN-aa-001" userLabel="Cancel">
                                        <rect key="frame" \(frame)/>
                                        <state key="normal" title="Cancel"/>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    @discardableResult
    private func shell(_ command: String, in folder: URL, environment: [String: String] = [:]) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// A repository with a clean app committed: a manifest importing the storyboard, `.hitlint.yml`.
    private func repository() throws -> URL {
        try XCTSkipUnless(
            FileManager.default.isExecutableFile(atPath: "/usr/bin/git"), "git is absent: hook tests skipped")
        let repo = try temporaryFolder()
        try FileManager.default.createDirectory(
            at: repo.appendingPathComponent("App"), withIntermediateDirectories: true)
        try storyboard(button: "x=\"16\" y=\"60\" width=\"80\" height=\"44\"")
            .write(to: repo.appendingPathComponent("App/Main.storyboard"), atomically: true, encoding: .utf8)
        try "version: 1\nscreens:\n  - from: App/Main.storyboard\n".write(
            to: repo.appendingPathComponent("hitlint.yaml"), atomically: true, encoding: .utf8)
        try "rules:\n  too-small:\n    minWidth: 44\n".write(
            to: repo.appendingPathComponent(".hitlint.yml"), atomically: true, encoding: .utf8)
        let setup = try shell(
            "git init -q . && git config user.email t@example.com && git config user.name t && git add -A && git commit -qm app",
            in: repo)
        XCTAssertEqual(setup.status, 0, setup.output)
        return repo
    }

    /// Shrinks Cancel to 20 pt in the storyboard alone, and stages it.
    private func shrinkCancel(in repo: URL) throws {
        try storyboard(button: "x=\"16\" y=\"60\" width=\"80\" height=\"20\"")
            .write(to: repo.appendingPathComponent("App/Main.storyboard"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try shell("git add App/Main.storyboard", in: repo).status, 0)
    }

    func testThePlainHookFailsOnAStoryboardChange() throws {
        let repo = try repository()
        let hook = cliProjectRoot.appendingPathComponent("ci/hooks/pre-commit").path
        let environment = ["HITLINT": binary.path]
        // A clean change passes; the configuration staged alone is not read as a manifest.
        try "rules:\n  too-small:\n    minWidth: 40\n".write(
            to: repo.appendingPathComponent(".hitlint.yml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try shell("git add .hitlint.yml", in: repo).status, 0)
        let clean = try shell("bash '\(hook)'", in: repo, environment: environment)
        XCTAssertEqual(clean.status, 0, clean.output)
        XCTAssertFalse(clean.output.contains("unknown key"), clean.output)
        try shrinkCancel(in: repo)
        let shrunk = try shell("bash '\(hook)'", in: repo, environment: environment)
        XCTAssertEqual(shrunk.status, 1, shrunk.output)
        XCTAssertTrue(
            shrunk.output.contains("App/Main.storyboard:")
                && shrunk.output.contains("'Cancel' (CAN-aa-001) is 80 x 20 pt"), shrunk.output)
        // As a real hook, the commit itself is refused.
        let hooks = repo.appendingPathComponent(".git/hooks/pre-commit")
        try FileManager.default.copyItem(atPath: hook, toPath: hooks.path)
        let commit = try shell("git commit -qm shrink", in: repo, environment: environment)
        XCTAssertNotEqual(commit.status, 0, commit.output)
    }

    func testThePreCommitFrameworkHookFailsOnAStoryboardChange() throws {
        let which = try shell("command -v pre-commit", in: cliProjectRoot)
        try XCTSkipUnless(
            which.status == 0, "the pre-commit framework is not installed: its hook test skipped (.ci/run installs it)")
        let repo = try repository()
        try shrinkCancel(in: repo)
        // The framework's hook as it runs in a team's repository, with this build of hitlint first on PATH.
        let path =
            binary.deletingLastPathComponent().path + ":"
            + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let config = """
            repos:
              - repo: local
                hooks:
                  - id: hitlint
                    name: hitlint
                    entry: hitlint lint --changed
                    language: system
                    files: \(try hookFilesPattern())
                    pass_filenames: true
                    require_serial: true

            """
        try config.write(to: repo.appendingPathComponent(".pre-commit-config.yaml"), atomically: true, encoding: .utf8)
        let run = try shell("pre-commit run --files App/Main.storyboard", in: repo, environment: ["PATH": path])
        XCTAssertNotEqual(run.status, 0, run.output)
        XCTAssertTrue(run.output.contains("'Cancel' (CAN-aa-001) is 80 x 20 pt"), run.output)
    }

    /// `--changed` lints the screens a change affects, once: two manifests import the same
    /// storyboard, a third imports another, and a hand-written screen uses an image.
    func testChangedLintsTheAffectedScreensOnce() throws {
        let repo = try repository()
        try storyboard(button: "x=\"16\" y=\"60\" width=\"80\" height=\"20\"")
            .write(to: repo.appendingPathComponent("App/Other.storyboard"), atomically: true, encoding: .utf8)
        try "version: 1\nscreens:\n  - from: App/Main.storyboard\n".write(
            to: repo.appendingPathComponent("second.hitlint.yaml"), atomically: true, encoding: .utf8)
        try "version: 1\nscreens:\n  - from: App/Other.storyboard\n".write(
            to: repo.appendingPathComponent("other.hitlint.yaml"), atomically: true, encoding: .utf8)
        try shrinkCancel(in: repo)
        func screens(_ changed: [String]) throws -> [String] {
            let result = try run(["lint", "--changed", "--format", "json"] + changed, in: repo)
            XCTAssertTrue([0, 1].contains(result.status), result.stderr)
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let list = try XCTUnwrap(json["screens"] as? [[String: Any]])
            return list.map { "\($0["manifest"] as? String ?? "?") \($0["name"] as? String ?? "?")" }
        }
        // The storyboard two manifests import: its one screen, once, from the first manifest.
        XCTAssertEqual(try screens(["App/Main.storyboard"]), ["hitlint.yaml Home"])
        // The other storyboard: only the manifest that imports it.
        XCTAssertEqual(try screens(["App/Other.storyboard"]), ["other.hitlint.yaml Home"])
        // The configuration: every manifest below it, each imported screen once.
        XCTAssertEqual(try screens([".hitlint.yml"]), ["hitlint.yaml Home", "other.hitlint.yaml Home"])
        // A manifest named: all of its screens, though another manifest imports them too.
        XCTAssertEqual(try screens(["second.hitlint.yaml"]), ["second.hitlint.yaml Home"])
    }

    /// The `files:` pattern of the published hook, so the test runs what users get.
    private func hookFilesPattern() throws -> String {
        let hooks = try String(
            contentsOf: cliProjectRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let line = try XCTUnwrap(
            hooks.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("files:") })
        let pattern = String(line.trimmingCharacters(in: .whitespaces).dropFirst("files:".count)).trimmingCharacters(
            in: .whitespaces)
        for name in [
            "App/Main.storyboard", "x/Foo.xib", "Assets.xcassets/a.imageset/Contents.json", ".hitlint.yml",
            "a/b.hitlint.yaml",
        ] {
            XCTAssertNotNil(
                name.range(of: pattern, options: .regularExpression), "\(name) is not matched by \(pattern)")
        }
        return pattern
    }
}
