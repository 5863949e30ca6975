import Foundation
import HitLintKit
import XCTest

/// Baselines, --changed and init, through the command line.
final class AdoptionTests: XCTestCase {
    func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A screen where 'cover' (a later button) takes 40 x 100 pt of 'play'.
    func manifest(coverWidth: Int = 40, extra: String = "", blankLines: Int = 0) -> String {
        String(repeating: "\n", count: blankLines) + """
            version: 1
            scale: 1
            screens:
              - name: Home
                size: [300, 300]
                views:
                  - id: play
                    frame: [0, 0, 100, 100]
                  - id: cover
                    frame: [\(100 - coverWidth), 0, \(coverWidth), 100]
                    backgroundImage: clear.png
                    ignore: [aspect-distortion, too-small]
            \(extra)
            """
    }

    func makeProject() throws -> URL {
        let folder = try temporaryFolder()
        // A fully transparent 100 x 100 px PNG.
        let clear = try PNGEncoder.encode(
            width: 100, height: 100, pixels: [UInt8](repeating: 0, count: 100 * 100 * 4), layout: .rgba)
        try clear.write(to: folder.appendingPathComponent("clear.png"))
        return folder
    }

    func testBaselineHidesRecordedFindingsAndReportsNewOrWorse() throws {
        let folder = try makeProject()
        let file = folder.appendingPathComponent("app/home.hitlint.yaml")
        try write(manifest(), to: file)
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("clear.png"), to: folder.appendingPathComponent("app/clear.png"))
        let before = try run(["lint", "app"], in: folder)
        XCTAssertEqual(before.status, 1, before.stdout)
        XCTAssertTrue(before.stdout.contains("takes 4000 pt²"), before.stdout)

        // Record today's findings: the run itself passes.
        let written = try run(["lint", "app", "--write-baseline", "baseline.json"], in: folder)
        XCTAssertEqual(written.status, 0, written.stdout + written.stderr)
        XCTAssertTrue(written.stderr.contains("recorded"))
        let baseline = try String(contentsOf: folder.appendingPathComponent("baseline.json"), encoding: .utf8)
        XCTAssertTrue(baseline.contains("\"manifest\": \"app/home.hitlint.yaml\""), baseline)
        XCTAssertFalse(baseline.contains("\"line\""), "keyed without line numbers")

        // Re-run: nothing new.
        let rerun = try run(["lint", "app", "--baseline", "baseline.json"], in: folder)
        XCTAssertEqual(rerun.status, 0, rerun.stdout)
        XCTAssertTrue(rerun.stdout.hasSuffix("; 3 findings hidden by the baseline\n"), rerun.stdout)

        // Lines moved: still nothing new.
        try write(manifest(blankLines: 3), to: file)
        XCTAssertEqual(try run(["lint", "app", "--baseline", "baseline.json"], in: folder).status, 0)

        // A new problem: only it is reported.
        try write(manifest(extra: "      - id: tiny\n        frame: [200, 200, 20, 20]\n"), to: file)
        let new = try run(["lint", "app", "--baseline", "baseline.json"], in: folder)
        XCTAssertEqual(new.status, 1)
        let lines = new.stdout.split(separator: "\n").filter { $0.contains(": error:") || $0.contains(": warning:") }
        XCTAssertEqual(lines.count, 1, new.stdout)
        XCTAssertTrue(lines[0].hasSuffix("[too-small]"), new.stdout)

        // The recorded conflict gets worse (a wider cover takes more): reported again.
        try write(manifest(coverWidth: 70), to: file)
        let worse = try run(["lint", "app", "--baseline", "baseline.json"], in: folder)
        XCTAssertEqual(worse.status, 1, worse.stdout)
        XCTAssertTrue(worse.stdout.contains("takes 7000 pt²"), worse.stdout)
        XCTAssertTrue(worse.stdout.contains("(worse than the baseline: 4000 -> 7000 pt²)"), worse.stdout)
        // ... but a smaller one stays hidden.
        try write(manifest(coverWidth: 20), to: file)
        XCTAssertEqual(try run(["lint", "app", "--baseline", "baseline.json"], in: folder).status, 0)

        // The baseline works from another folder too: paths are relative to the baseline file.
        let elsewhere = try run(
            [
                "lint", folder.appendingPathComponent("app").path, "--baseline",
                folder.appendingPathComponent("baseline.json").path,
            ],
            in: URL(fileURLWithPath: "/"))
        XCTAssertEqual(elsewhere.status, 0, elsewhere.stdout)
        XCTAssertEqual(elsewhere.stderr, "")

        // Moved away from the manifests, it matches nothing, and says so.
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("moved"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("baseline.json"), to: folder.appendingPathComponent("moved/baseline.json")
        )
        let moved = try run(["lint", "app", "--baseline", "moved/baseline.json"], in: folder)
        XCTAssertTrue(
            moved.stderr.hasPrefix(
                "moved/baseline.json: warning: the baseline matched none of its 3 entries: its manifest paths are relative to its own folder"
            ), moved.stderr)

        // A broken baseline is an input error.
        try write("{}", to: folder.appendingPathComponent("bad.json"))
        XCTAssertEqual(try run(["lint", "app", "--baseline", "bad.json"], in: folder).status, 2)
    }

    func testChangedPNGSelectsExactlyTheManifestsThatUseIt() throws {
        let folder = try makeProject()
        let png = try Data(contentsOf: folder.appendingPathComponent("clear.png"))
        for name in ["icons/a.png", "icons/b.png", "icons/c.png"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("icons"), withIntermediateDirectories: true)
            try png.write(to: folder.appendingPathComponent(name))
        }
        func screen(_ image: String, nested: Bool = false) -> String {
            let view =
                nested
                ? "      - id: box\n        kind: view\n        frame: [0, 0, 100, 100]\n        children:\n          - id: b\n            frame: [0, 0, 44, 44]\n            image: \(image)\n            contentMode: center\n"
                : "      - id: b\n        frame: [0, 0, 44, 44]\n        backgroundImage: \(image)\n"
            return "version: 1\nscale: 1\nscreens:\n  - name: S\n    size: [100, 100]\n    views:\n" + view
        }
        try write(screen("../icons/a.png"), to: folder.appendingPathComponent("one/uses-a.hitlint.yaml"))
        try write(
            "version: 1\nassets: icons\nscreens:\n  - name: S\n    size: [100, 100]\n    views:\n      - id: x\n        frame: [0, 0, 44, 44]\n        image: a.png\n        contentMode: center\n",
            to: folder.appendingPathComponent("uses-a-via-assets.hitlint.yaml"))
        try write(screen("../icons/b.png", nested: true), to: folder.appendingPathComponent("two/hitlint.yaml"))
        try write(screen("../icons/c.png"), to: folder.appendingPathComponent("two/uses-c.hitlint.yaml"))
        try write("version: 1\nscreens: [", to: folder.appendingPathComponent("broken/broken.hitlint.yaml"))

        func selected(_ files: [String]) throws -> [String] {
            let run = try run(["lint", "--format", "json", "--changed"] + files, in: folder)
            XCTAssertNotEqual(run.status, 2, run.stderr)
            if run.stdout.hasPrefix("hitlint: no manifest") { return [] }
            let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            return ((object?["screens"] as? [[String: Any]]) ?? []).compactMap { $0["manifest"] as? String }
        }
        XCTAssertEqual(try selected(["icons/a.png"]), ["one/uses-a.hitlint.yaml", "uses-a-via-assets.hitlint.yaml"])
        XCTAssertEqual(try selected(["icons/b.png"]), ["two/hitlint.yaml"])
        XCTAssertEqual(try selected(["icons/c.png", "README.md"]), ["two/uses-c.hitlint.yaml"])
        XCTAssertEqual(try selected(["clear.png"]), [])
        XCTAssertEqual(
            try selected(["two/uses-c.hitlint.yaml", "icons/b.png"]), ["two/hitlint.yaml", "two/uses-c.hitlint.yaml"])
        // A changed manifest that is broken is still linted, and fails as bad input.
        XCTAssertEqual(try run(["lint", "--changed", "broken/broken.hitlint.yaml"], in: folder).status, 2)
    }

    func testInitWritesAStarterThatLintsCleanAndRefusesToOverwrite() throws {
        let folder = try temporaryFolder()
        let first = try run(["init"], in: folder)
        XCTAssertEqual(first.status, 0, first.stderr)
        let lint = try run(["lint"], in: folder)
        XCTAssertEqual(lint.status, 0, lint.stdout + lint.stderr)
        XCTAssertEqual(lint.stdout, "hitlint: no problems in 1 screen (3 targets)\n")
        // The configuration it wrote lists every rule with its defaults, and is found by lint,
        // from the folder and from a folder below it.
        let config = try String(contentsOf: folder.appendingPathComponent(".hitlint.yml"), encoding: .utf8)
        for rule in RuleRegistry.standard.rules where rule.description.configurable {
            XCTAssertTrue(config.contains("\n  \(rule.identifier):\n"), rule.identifier)
        }
        let sub = folder.appendingPathComponent("screens")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try """
        version: 1
        scale: 1
        screens:
          - name: S
            size: [100, 100]
            views:
              - id: b
                frame: [0, 0, 40, 40]
        """.write(to: sub.appendingPathComponent("small.hitlint.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try run(["lint"], in: sub).status, 1)
        let relaxed = config.replacingOccurrences(of: "minWidth: 44", with: "minWidth: 40").replacingOccurrences(
            of: "minHeight: 44", with: "minHeight: 40")
        try relaxed.write(to: folder.appendingPathComponent(".hitlint.yml"), atomically: true, encoding: .utf8)
        let discovered = try run(["lint"], in: sub)
        XCTAssertEqual(discovered.status, 0, discovered.stdout)
        // 40 x 40 pt passes the relaxed too-small, and a finger misses it 7% of the time.
        XCTAssertTrue(
            discovered.stdout.hasSuffix(
                "(tap accuracy 0.927, minimum 0.95): its hit area is 40 x 40 pt; a 44 x 44 pt square with nothing around it scores 0.956; enlarge it by 3 pt on the right and 3 pt at the bottom (enlarge: [0, 3, 3, 0]) [tap-accuracy]\nhitlint: 0 errors, 1 warning, 0 notes in 1 screen (1 target)\n"
            ), discovered.stdout)
        // --config names another file; --rules is its older name.
        try "rules:\n  too-small:\n    minWidth: 41\n".write(
            to: folder.appendingPathComponent("strict.yml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try run(["lint", "--config", "../strict.yml"], in: sub).status, 1)
        XCTAssertEqual(try run(["lint", "--rules", "../strict.yml"], in: sub).status, 1)
        XCTAssertEqual(
            try run(["lint", "--quiet", "--config", "../strict.yml"], in: sub).stdout.split(separator: "\n").count, 1)
        try "keep me".write(to: folder.appendingPathComponent("hitlint.yaml"), atomically: true, encoding: .utf8)
        let again = try run(["init"], in: folder)
        XCTAssertEqual(again.status, 2)
        XCTAssertEqual(
            try String(contentsOf: folder.appendingPathComponent("hitlint.yaml"), encoding: .utf8), "keep me")
    }
}

/// `.hitlint.yml`'s paths: included, excluded and root, relative to the file's folder.
final class ConfigurationFileTests: XCTestCase {
    func testIncludedExcludedAndRootComeFromTheFile() throws {
        let folder = try temporaryFolder()
        let small =
            "version: 1\nscale: 1\nscreens:\n  - name: S\n    size: [100, 100]\n    views:\n      - id: b\n        frame: [0, 0, 20, 20]\n"
        for path in ["app/one.hitlint.yaml", "app/legacy/two.hitlint.yaml", "other/three.hitlint.yaml"] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try small.write(to: url, atomically: true, encoding: .utf8)
        }
        try "included: [app]\nexcluded: [app/legacy]\n".write(
            to: folder.appendingPathComponent(".hitlint.yml"), atomically: true, encoding: .utf8)
        let linted = try run(["lint", "--format", "json"], in: folder)
        XCTAssertEqual(linted.status, 1, linted.stderr)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(linted.stdout.utf8)) as? [String: Any])
        let manifests = (report["screens"] as? [[String: Any]])?.compactMap { $0["manifest"] as? String }
        XCTAssertEqual(manifests, [folder.appendingPathComponent("app/one.hitlint.yaml").path])
        // A path on the command line is linted whatever the file includes.
        XCTAssertEqual(try run(["lint", "--quiet", "other"], in: folder).stdout.split(separator: "\n").count, 1)
        // The file may narrow the root, not widen it.
        try "root: ..\n".write(to: folder.appendingPathComponent(".hitlint.yml"), atomically: true, encoding: .utf8)
        let widened = try run(["lint"], in: folder)
        XCTAssertEqual(widened.status, 2)
        XCTAssertTrue(
            widened.stderr.hasPrefix(".hitlint.yml:1:7: error: root must be the configuration file's folder"),
            widened.stderr)
    }
}
