import Foundation
import XCTest

@testable import HitLintKit

/// What a command writes, kept for a test.
final class CapturedOutput: CommandOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    private var lines: [String] = []

    func write(_ bytes: [UInt8]) throws(InputError) { lock.withLock { self.bytes += bytes } }
    func note(_ line: String) { lock.withLock { lines.append(line) } }

    var standardOutput: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
    var standardError: [String] { lock.withLock { lines } }
}

/// `hitlint lint` as a library call (`LintRun`): everything the command does, tested without
/// the binary.
final class LintRunTests: XCTestCase {
    let manifest = """
        version: 1
        scale: 1
        screens:
          - name: S
            size: [100, 100]
            views:
              - id: b
                frame: [0, 0, 20, 20]
        """

    /// A folder is searched for manifests in sorted order, past hidden folders, build products
    /// and bundles, the same on Linux as on macOS.
    func testAFolderIsSearchedPastHiddenFoldersBuildProductsAndBundles() throws {
        try withWorkspace { ws in
            for name in [
                "b/screens.hitlint.yaml", "a/hitlint.yml", "top.hitlint.yml", ".git/x.hitlint.yaml",
                "Pods/P/p.hitlint.yaml",
                "App.xcodeproj/a.hitlint.yaml", "Kit.framework/k.hitlint.yaml", "Demo.playground/d.hitlint.yaml",
                "b/notes.yaml",
            ] {
                try ws.write(name, manifest)
            }
            let folder = ws.url("").path
            let found = ManifestDiscovery.search(folder: folder).map {
                String($0.dropFirst(folder.count)).trimmingCharacters(in: ["/"])
            }
            XCTAssertEqual(found, ["a/hitlint.yml", "b/screens.hitlint.yaml", "top.hitlint.yml"])
        }
    }

    func testABrokenConfigurationIsReportedAndTheRestIsLinted() throws {
        try withWorkspace { ws in
            let path = try ws.write("small.hitlint.yaml", manifest)
            let rules = try ws.write("rules.yml", "rules:\n  too-smal: {}\n")
            var run = LintRun()
            run.settings = CommandSettings(configurationPath: rules)
            run.paths = [path]
            run.format = GitHubReporter.identifier
            run.reports = [LintRun.ReportFile(format: JSONReporter.identifier, path: ws.url("out/report.json").path)]
            run.hitmapDir = ws.url("maps").path
            run.stepSummary = ws.url("summary.md").path
            let output = CapturedOutput()
            let report = try XCTUnwrap(try run.run(to: output))

            XCTAssertEqual(
                report.exitStatus(strict: false), 2, "an unreadable configuration ends the run with status 2")
            XCTAssertEqual(Set(report.findings.map(\.rule)), [TooSmallRule.identifier, InputErrorRule.identifier])
            XCTAssertEqual(
                output.standardError,
                ["\(rules):2:3: error: unknown key 'too-smal' in rules; did you mean 'too-small'?"])
            XCTAssertTrue(output.standardOutput.contains("::error file=\(path),line=7,col=13"), output.standardOutput)
            let json = try String(contentsOf: ws.url("out/report.json"), encoding: .utf8)
            XCTAssertTrue(json.contains("\"rule\": \"input-error\""), json)
            XCTAssertTrue(FileManager.default.fileExists(atPath: ws.url("maps").path))
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: ws.url("maps").path).count, 1)
            let summary = try String(contentsOf: ws.url("summary.md"), encoding: .utf8)
            XCTAssertTrue(summary.contains("too-small"), summary)
        }
    }

    func testABaselineHidesWhatItRecords() throws {
        try withWorkspace { ws in
            let path = try ws.write("small.hitlint.yaml", manifest)
            var run = LintRun()
            run.paths = [path]
            run.writeBaseline = ws.url("baseline.json").path
            let first = CapturedOutput()
            XCTAssertEqual(try run.run(to: first)?.exitStatus(strict: false), 0, "what is recorded is accepted")
            XCTAssertEqual(first.standardError, ["hitlint: recorded 1 findings in \(ws.url("baseline.json").path)"])

            run.writeBaseline = nil
            run.baseline = ws.url("baseline.json").path
            let second = CapturedOutput()
            let report = try XCTUnwrap(try run.run(to: second))
            XCTAssertEqual(report.findings.count, 0)
            XCTAssertEqual(report.suppressedCount, 1)
        }
    }

    func testChangedFilesThatAffectNoManifestLintNothing() throws {
        try withWorkspace { ws in
            try ws.write("small.hitlint.yaml", manifest)
            var run = LintRun()
            run.settings = CommandSettings(changed: true)
            run.paths = [try ws.write("README.md", "no manifest")]
            let output = CapturedOutput()
            XCTAssertNil(try run.run(to: output))
            XCTAssertEqual(output.standardOutput, "hitlint: no manifest is affected by the changed files\n")
        }
    }
}
