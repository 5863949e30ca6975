import Foundation
import HitLintKit
import XCTest

/// Runs the built `hitlint` binary as users do.
final class CLITests: XCTestCase {
    func testLintExamplesFailsWithErrors() throws {
        let result = try run(["lint", "Examples"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(
            result.stdout.contains(
                "Examples/clock/clock.hitlint.yaml:21:13: error: button 'clock' takes 1384.9 pt² of what the user sees of 'hour'"
            ),
            result.stdout)
        XCTAssertTrue(
            result.stdout.hasSuffix(
                "hitlint: 14 errors, 10 warnings, 1 note in 9 screens (27 targets), laid out for 1 layout: iPhone SE (3rd generation) in portrait\n"
            ), result.stdout)
        XCTAssertEqual(result.stderr, "")
    }

    func testCleanManifestExitsZeroAndWarningsFailOnlyWhenStrict() throws {
        let clean = try run(["lint", "Examples/star/star.hitlint.yaml"])
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.stdout, "hitlint: no problems in 1 screen (2 targets)\n")
        let folder = try temporaryFolder()
        try """
        version: 1
        scale: 1
        screens:
          - name: S
            size: [100, 100]
            views:
              - id: edge
                frame: [50, 0, 60, 44]
        """.write(to: folder.appendingPathComponent("w.hitlint.yaml"), atomically: true, encoding: .utf8)
        let warned = try run(["lint", "w.hitlint.yaml"], in: folder)
        XCTAssertEqual(warned.status, 0, warned.stdout)
        XCTAssertTrue(warned.stdout.contains("warning:"))
        XCTAssertEqual(try run(["lint", "--strict", "w.hitlint.yaml"], in: folder).status, 1)
    }

    func testBadInputAndArgumentsExitTwo() throws {
        let folder = try temporaryFolder()
        try
            "version: 1\nscreens:\n  - name: S\n    size: [100, 100]\n    views:\n      - id: a\n        frame: [0, 0, 10, 10]\n        treshold: 0.1\n"
            .write(to: folder.appendingPathComponent("bad.hitlint.yaml"), atomically: true, encoding: .utf8)
        let bad = try run(["lint", "bad.hitlint.yaml"], in: folder)
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(
            bad.stderr, "bad.hitlint.yaml:8:9: error: unknown key 'treshold' in a view; did you mean 'threshold'?\n")
        // The text report leaves the unreadable file to standard error and counts it.
        XCTAssertEqual(
            bad.stdout, "hitlint: 1 error, 0 warnings, 0 notes in 0 screens (0 targets); 1 file could not be read\n")
        for arguments in [
            ["lint", "--format", "xml", "Examples"], ["lint", "--scale", "5", "Examples"],
            ["lint", "--jobs", "0", "Examples"],
            ["lint", "--bogus"], ["lint", "missing.hitlint.yaml"], ["lint", "--rules", "missing.yaml", "Examples"],
            ["probe", "Examples/star/star.hitlint.yaml", "--screen", "Favourite", "1,1"],
            ["probe", "Examples/star/star.hitlint.yaml", "--screen", "Favourites", "1;1"],
            [
                "probe", "Examples/star/star.hitlint.yaml", "--screen", "Favourites", "1e300,1", "--hitmap",
                "/tmp/never.png",
            ],
            ["rules", "too-smal"],
        ] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stdout) \(result.stderr)")
            XCTAssertFalse(result.stderr.isEmpty, "\(arguments)")
        }
        XCTAssertTrue(try run(["rules", "too-smal"]).stderr.contains("did you mean 'too-small'?"))
        XCTAssertTrue(
            try run(["probe", "Examples/star/star.hitlint.yaml", "--screen", "Favourite", "1,1"]).stderr.contains(
                "did you mean 'Favourites'?"))
        let empty = try temporaryFolder()
        XCTAssertEqual(try run(["lint"], in: empty).status, 2)
    }

    func testJSONToStdoutAndReportFile() throws {
        let folder = try temporaryFolder()
        let reportPath = folder.appendingPathComponent("out.json").path
        let result = try run([
            "lint", "--format", "json", "--report", "text=\(folder.path)/out.txt", "--report", "json=\(reportPath)",
            "--jobs", "1",
            "Examples",
        ])
        XCTAssertEqual(result.status, 1)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        XCTAssertEqual((object?["summary"] as? [String: Int])?["errors"], 14)
        XCTAssertEqual(try String(contentsOfFile: reportPath, encoding: .utf8), result.stdout)
        let parallel = try run(["lint", "--format", "json", "--jobs", "4", "Examples"])
        XCTAssertEqual(parallel.stdout, result.stdout, "byte-identical whatever --jobs is")
        XCTAssertTrue(
            try String(contentsOfFile: "\(folder.path)/out.txt", encoding: .utf8).hasPrefix(
                "Examples/InterfaceBuilder/Onboarding/Onboarding.xib:11:17: "))
    }

    func testScaleOverrideChangesTheRaster() throws {
        let at1 = try run(["lint", "--format", "json", "--scale", "1", "Examples/diamonds/diamonds-rect.hitlint.yaml"])
        XCTAssertTrue(at1.stdout.contains("\"scale\": 1"))
        XCTAssertEqual(at1.status, 1)
    }

    func testProbeExplainsTheWalk() throws {
        let result = try run([
            "probe", "Examples/diamonds/diamonds-rect.hitlint.yaml", "--screen", "Diamonds", "158.5,336.5",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("receives: button 'top'"), result.stdout)
        XCTAssertTrue(result.stdout.contains("sees:     button 'left'"), result.stdout)
        XCTAssertTrue(result.stdout.contains("the user sees 'left' here but the tap goes to 'top'"), result.stdout)
        XCTAssertTrue(result.stdout.contains("button 'bottom': not inside: outside its bounds"), result.stdout)
        let shaped = try run([
            "probe", "Examples/diamonds/diamonds-shaped.hitlint.yaml", "--screen", "Diamonds", "158.5,336.5",
        ])
        XCTAssertTrue(shaped.stdout.contains("button 'top': not inside: image alpha 0 < threshold 0.1"), shaped.stdout)
        XCTAssertTrue(shaped.stdout.contains("receives: button 'left'"), shaped.stdout)
    }

    /// A line break in a name the file gives stays in its line, escaped: no name can start a
    /// line of probe's output (GitHub Actions runs a line that starts with `::error`).
    func testProbeKeepsANameWithALineBreakOnItsLine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="roo-tv-iew" userLabel="Screen">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" id="btn-00-001" userLabel="Play&#10;::error file=x.swift::forged">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        try Data(xib.utf8).write(to: folder.appendingPathComponent("Screen.xib"))
        try Data("version: 1\nscale: 1\nscreens:\n  - from: Screen.xib\n".utf8).write(
            to: folder.appendingPathComponent("app.hitlint.yaml"))
        let result = try run(["probe", "app.hitlint.yaml", "50,50"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stdout.contains("receives: button 'Play\\n::error file=x.swift::forged' (btn-00-001)"), result.stdout
        )
        XCTAssertFalse(result.stdout.split(separator: "\n").contains { $0.hasPrefix("::") }, result.stdout)
    }

    func testRulesListsAndDescribes() throws {
        let list = try run(["rules"])
        XCTAssertEqual(list.status, 0)
        XCTAssertEqual(list.stdout.split(separator: "\n").count, RuleRegistry.standard.rules.count)
        XCTAssertTrue(list.stdout.contains("too-small          error    "))
        let one = try run(["rules", "too-small"])
        XCTAssertTrue(one.stdout.hasPrefix("too-small: Too small\n  severity: error\n  minWidth: 44"), one.stdout)
        XCTAssertTrue(one.stdout.contains("Example:"))
    }

    func testProbeAndLintWriteHitMaps() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("probe.png").path
        let probe = try run([
            "probe", "Examples/diamonds/diamonds-rect.hitlint.yaml", "--screen", "Diamonds", "158.5,336.5", "--hitmap",
            file,
        ])
        XCTAssertEqual(probe.status, 0, probe.stderr)
        guard case .success(let map) = PNGDecoder().decode(fileAt: URL(fileURLWithPath: file), keepColour: true) else {
            return XCTFail("no probe map")
        }
        XCTAssertEqual(map.width, 390 * 3)
        // The crosshair's centre is black, at the tap (158.5, 336.5) pt = pixel (475, 1009).
        let k = (1009 * map.width + 475) * 4
        XCTAssertEqual(Array(map.rgba![k..<(k + 4)]), [0, 0, 0, 255])
        let lint = try run(["lint", "--hitmap-dir", folder.appendingPathComponent("maps").path, "Examples"])
        XCTAssertEqual(lint.status, 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("maps").path)
            .sorted()
        XCTAssertEqual(
            names,
            [
                "clock--Clock.png", "diamonds-rect--Diamonds.png", "diamonds-shaped--Diamonds.png",
                "enlarged-icon--Browse.png", "layer-overlay--Feed.png", "onboarding--Onboarding.png",
                "onboarding--Onboarding__iPhone_SE__3rd_generation___portrait_.png", "player--Player.png",
                "star--Favourites.png", "states--Toggles.png",
            ])
    }
}

/// A broken manifest beside a valid one: CI sees both, in every format, and the run ends with 2.
final class InputErrorFindingTests: XCTestCase {
    func testEveryFormatHoldsTheBrokenAndTheValidManifest() throws {
        let folder = try temporaryFolder()
        try
            "version: 1\nscale: 1\nscreens:\n  - name: S\n    size: [100, 100]\n    views:\n      - id: small\n        frame: [0, 0, 20, 20]\n"
            .write(to: folder.appendingPathComponent("valid.hitlint.yaml"), atomically: true, encoding: .utf8)
        try
            "version: 1\nscreens:\n  - name: S\n    size: [100, 100]\n    views:\n      - id: a\n        frame: [0, 0, 50, 50]\n        treshold: 0.1\n"
            .write(to: folder.appendingPathComponent("broken.hitlint.yaml"), atomically: true, encoding: .utf8)
        let expectations: [(String, [String])] = [
            (
                "github",
                [
                    "::error file=broken.hitlint.yaml,line=8,col=9,title=hitlint input-error::unknown key 'treshold' in a view; did you mean 'threshold'?",
                    "::error file=valid.hitlint.yaml,line=7,col=13,title=hitlint too-small%3A S/small::the hit area of 'small' is 20 x 20 pt",
                ]
            ),
            (
                "sarif",
                [
                    "\"ruleId\": \"input-error\"", "\"uri\": \"broken.hitlint.yaml\"", "\"ruleId\": \"too-small\"",
                    "\"uri\": \"valid.hitlint.yaml\"",
                ]
            ),
            (
                "junit",
                [
                    "<testsuite name=\"broken.hitlint.yaml\" tests=\"1\" failures=\"1\"",
                    "<failure type=\"input-error\"",
                    "<testsuite name=\"valid.hitlint.yaml\" tests=\"1\" failures=\"1\"", "<failure type=\"too-small\"",
                ]
            ),
            ("json", ["\"rule\": \"input-error\"", "\"screen\": null", "\"rule\": \"too-small\""]),
            (
                "checkstyle",
                [
                    "<file name=\"broken.hitlint.yaml\">", "source=\"hitlint.input-error\"",
                    "source=\"hitlint.too-small\"",
                ]
            ),
            ("markdown", ["### Files that could not be read", "| `broken.hitlint.yaml` | 8:9 |", "`too-small`"]),
            (
                "html",
                [
                    "Files that could not be read", "unknown key &apos;treshold&apos;",
                    "the hit area of &apos;small&apos;",
                ]
            ),
        ]
        for (format, needles) in expectations {
            let result = try run(["lint", "--format", format, "."], in: folder)
            XCTAssertEqual(result.status, 2, format)
            // People still read the problem on standard error, in the compiler's form.
            XCTAssertEqual(
                result.stderr,
                "broken.hitlint.yaml:8:9: error: unknown key 'treshold' in a view; did you mean 'threshold'?\n", format)
            for needle in needles {
                XCTAssertTrue(result.stdout.contains(needle), "\(format) lacks \(needle):\n\(result.stdout)")
            }
        }
    }
}

/// `probe` needs no --screen for a manifest of one screen, and refuses a point off the screen.
final class ProbeArgumentTests: XCTestCase {
    func testScreenIsOptionalAndThePointMustBeOnIt() throws {
        let found = try run(["probe", "Examples/star/star.hitlint.yaml", "5,5"])
        XCTAssertEqual(found.status, 0, found.stderr)
        XCTAssertTrue(found.stdout.hasPrefix("screen 'Favourites' (390 x 844 pt @3x), tap at (5, 5)\n"), found.stdout)
        let off = try run(["probe", "Examples/star/star.hitlint.yaml", "400,5"])
        XCTAssertEqual(off.status, 2)
        XCTAssertEqual(
            off.stderr,
            "Examples/star/star.hitlint.yaml: error: the point (400, 5) lies off screen 'Favourites', which is 390 x 844 pt: x must be in 0..<390 and y in 0..<844\n"
        )
        XCTAssertEqual(off.stdout, "")
        let far = try run(["probe", "Examples/star/star.hitlint.yaml", "--screen", "Zzzzzzzz", "1,1"])
        XCTAssertEqual(far.status, 2)
        // No suggestion when nothing is close.
        XCTAssertEqual(
            far.stderr, "Examples/star/star.hitlint.yaml: error: no screen named 'Zzzzzzzz'; screens: Favourites\n")
    }
}

/// Reports and `init` create the folders they write into.
final class OutputFolderTests: XCTestCase {
    func testMissingFoldersAreCreated() throws {
        let folder = try temporaryFolder()
        let made = try run(["init", "--directory", "new/app"], in: folder)
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("new/app/.hitlint.yml").path))
        let linted = try run(["lint", "--report", "json=reports/2026/hitlint.json", "new/app"], in: folder)
        XCTAssertEqual(linted.status, 0, linted.stderr)
        let report = try Data(contentsOf: folder.appendingPathComponent("reports/2026/hitlint.json"))
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: report) as? [String: Any])
    }

    /// `-o FILE` (`--output`): the report of `--format` goes to the file, nothing to standard
    /// output, and the file holds what standard output would have.
    func testOutputWritesTheChosenFormatsReportToAFile() throws {
        let folder = try temporaryFolder()
        try """
        version: 1
        scale: 1
        screens:
          - name: Home
            size: [390, 844]
            views:
              - id: close
                frame: [10, 10, 24, 24]
        """.write(to: folder.appendingPathComponent("home.hitlint.yaml"), atomically: true, encoding: .utf8)
        let printed = try run(["lint", "--format", "json", "home.hitlint.yaml"], in: folder)
        XCTAssertEqual(printed.status, 1, printed.stderr)
        let written = try run(["lint", "--format", "json", "-o", "out/report.json", "home.hitlint.yaml"], in: folder)
        XCTAssertEqual(written.status, 1, written.stderr)
        XCTAssertEqual(written.stdout, "")
        let file = try String(contentsOf: folder.appendingPathComponent("out/report.json"), encoding: .utf8)
        XCTAssertEqual(file, printed.stdout)
        XCTAssertTrue(file.contains("\"rule\": \"too-small\""), file)
        let long = try run(["lint", "--output", "report.txt", "home.hitlint.yaml"], in: folder)
        XCTAssertEqual(long.stdout, "")
        let text = try String(contentsOf: folder.appendingPathComponent("report.txt"), encoding: .utf8)
        XCTAssertTrue(text.contains("home.hitlint.yaml:7:13: error: the hit area of 'close' is 24 x 24 pt"), text)
    }
}
