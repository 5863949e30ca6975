import Foundation
import XCTest

/// `hitlint import` writes what `from:` reads: linting the imported manifest gives the same
/// targets, with the same metrics, and the same findings as linting the files themselves
/// (titles and text drawn as the boxes `from:` measures, SF Symbols as opaque rectangles).
/// Only the rules that read what a manifest cannot say differ: what Interface Builder marks
/// (stale frames, custom classes, symbols) and its layouts.
final class ImportRoundTripTests: XCTestCase {
    static let interfaceBuilderOnly: Set<String> = [
        "system-symbol", "stale-frame", "unknown-class", "layout-conflict", "layout-unsolved", "unsupported-file",
    ]

    func testEveryExampleFileImportsToTheSameReport() throws {
        let folder = try copy(cliProjectRoot.appendingPathComponent("Examples/InterfaceBuilder"))
        // The player's close button is an SF Symbol, its Share button a title: both drawn, not blank.
        let examples = [
            ("PlayerApp/Base.lproj/Main.storyboard", ["PlayerApp/Assets.xcassets"], 4, 4),
            ("Onboarding/Onboarding.xib", [], 2, 0),
        ]
        for (file, assets, targetCount, findingCount) in examples {
            let (targets, findings) = try compare(files: [file], assets: assets, in: folder)
            XCTAssertEqual(targets, targetCount, file)
            XCTAssertEqual(findings, findingCount, file)
        }
    }

    /// Kodi's remote: 18 IB files, 57 targets and 72 findings, every one the same.
    func testARealAppImportsToTheSameReport() throws {
        let app = cliProjectRoot.deletingLastPathComponent().appendingPathComponent(
            "shared/realapps/xbmc__Official-Kodi-Remote-iOS")
        try XCTSkipUnless(
            FileManager.default.fileExists(atPath: app.path), "../shared/realapps is absent: real-app tests skipped")
        let folder = try copy(app)
        XCTAssertEqual(try run(["init"], in: folder).status, 0)
        let manifest = try String(contentsOf: folder.appendingPathComponent("hitlint.yaml"), encoding: .utf8)
        let lines = manifest.split(separator: "\n").map(String.init)
        let unquoted = { (line: String, prefix: String) in
            String(line.dropFirst(prefix.count)).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        let files = lines.filter { $0.hasPrefix("  - from: ") }.map { unquoted($0, "  - from: ") }
        let assetsStart = try XCTUnwrap(lines.firstIndex(of: "assets:"))
        let assets = lines[(assetsStart + 1)...].prefix { $0.hasPrefix("  - ") }.map { unquoted($0, "  - ") }
        let (targets, findings) = try compare(files: files, assets: assets, in: folder)
        XCTAssertEqual(targets, 57)
        XCTAssertEqual(findings, 72)
    }

    /// Lints `files` through `from:` and through the manifest `hitlint import` writes for them;
    /// asserts both reports agree and returns how many targets and findings they hold.
    private func compare(files: [String], assets: [String], in folder: URL) throws -> (targets: Int, findings: Int) {
        // `import` transcribes the files alone, without what the app's code does to them.
        var source = "version: 1\ncode: false\n"
        if !assets.isEmpty { source += "assets: [\(assets.map { "\"\($0)\"" }.joined(separator: ", "))]\n" }
        source += "screens:\n" + files.map { "  - from: \"\($0)\"\n" }.joined()
        try Data(source.utf8).write(to: folder.appendingPathComponent("from.hitlint.yaml"))
        let imported = try run(
            ["import", "--output", "imported.hitlint.yaml"] + assets.flatMap { ["--assets", $0] } + files, in: folder)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let before = try report(["lint", "--format", "json", "from.hitlint.yaml"], in: folder)
        let after = try report(["lint", "--format", "json", "imported.hitlint.yaml"], in: folder)
        XCTAssertEqual(after.targets, before.targets, "\(files)")
        XCTAssertEqual(after.findings, before.findings, "\(files)")
        return (before.targets.count, before.findings.count)
    }

    /// Each target with its metrics, and each finding as (screen, view, rule, severity), sorted.
    private func report(_ arguments: [String], in folder: URL) throws -> (targets: [String], findings: [String]) {
        let result = try run(arguments, in: folder)
        XCTAssertTrue([0, 1].contains(result.status), result.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        var targets: [String] = []
        for screen in object["screens"] as? [[String: Any]] ?? [] {
            for view in screen["views"] as? [[String: Any]] ?? [] where view["target"] as? Bool == true {
                let data = try JSONSerialization.data(withJSONObject: view, options: [.sortedKeys])
                targets.append("\(screen["name"] ?? "") \(String(decoding: data, as: UTF8.self))")
            }
        }
        let findings = (object["findings"] as? [[String: Any]] ?? []).compactMap { finding -> String? in
            let rule = finding["rule"] as? String ?? ""
            guard !Self.interfaceBuilderOnly.contains(rule) else { return nil }
            return "\(finding["screen"] ?? "") \(finding["view"] ?? "") \(rule) \(finding["severity"] ?? "")"
        }
        return (targets.sorted(), findings.sorted())
    }

    private func copy(_ source: URL) throws -> URL {
        let folder = try temporaryFolder().appendingPathComponent(source.lastPathComponent)
        try FileManager.default.copyItem(at: source, to: folder)
        return folder
    }
}
