import Foundation
import XCTest

@testable import HitLintKit

/// Screens come in through one seam: a `from:` entry's file type picks its `ScreenSource`, every
/// source is held to the same `InputLimiter`, and `--changed` follows the file types sources read.
final class ScreenSourceTests: XCTestCase {
    func testAFileTypePicksItsSource() {
        XCTAssertTrue(ScreenSources.source(for: URL(fileURLWithPath: "App/Main.storyboard")) is InterfaceBuilderSource)
        XCTAssertTrue(ScreenSources.source(for: URL(fileURLWithPath: "Cell.XIB")) is InterfaceBuilderSource)
        XCTAssertNil(ScreenSources.source(for: URL(fileURLWithPath: "Main.strings")))
        XCTAssertEqual(ScreenSources.summary, "storyboards and XIBs or Swift files (.storyboard, .xib, .swift)")
        XCTAssertTrue(InputFiles.isInput("Main.storyboard"))
        XCTAssertTrue(InputFiles.isInput("Contents.json"))
        XCTAssertTrue(InputFiles.isInput("icon@3x.PNG"))
        XCTAssertFalse(InputFiles.isInput("notes.json"))
        XCTAssertTrue(InputFiles.isImported("Cell.xib"))
        XCTAssertFalse(InputFiles.isImported("icon.png"))
    }

    func testAFileNoSourceReadsIsALocatedError() throws {
        try withWorkspace { ws in
            try ws.write("Main.strings", "\"a\" = \"b\";\n")
            try ws.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: Main.strings\n")
            XCTAssertThrowsError(try ws.load()) { error in
                let diagnostic = (error as? InputError)?.diagnostics.first
                XCTAssertEqual(diagnostic?.location?.line, 3)
                XCTAssertEqual(diagnostic?.location?.column, 11)
                XCTAssertEqual(
                    diagnostic?.message,
                    "from: hitlint imports screens from storyboards and XIBs or Swift files (.storyboard, .xib, .swift), not from 'Main.strings'"
                )
            }
        }
    }

    /// Views nested past `limits.maxDepth` give the same message from a manifest and from a XIB.
    func testEverySourceIsHeldToTheSameLimits() throws {
        var limits = ManifestLimits()
        limits.maxDepth = 2
        let limiter = InputLimiter(limits: limits)
        XCTAssertNil(limiter.depth(2))
        let expected = try XCTUnwrap(limiter.depth(3))
        XCTAssertEqual(expected, "views are nested more than 2 levels deep (limits.maxDepth)")
        try withWorkspace { ws in
            let nested = """
                version: 1
                scale: 1
                screens:
                  - name: S
                    size: [100, 100]
                    views:
                      - id: a
                        kind: view
                        frame: [0, 0, 50, 50]
                        children:
                          - id: b
                            kind: view
                            frame: [0, 0, 40, 40]
                            children:
                              - id: c
                                frame: [0, 0, 30, 30]
                """
            try ws.write("test.hitlint.yaml", nested)
            let xib = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="a">
                                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" id="b">
                                            <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                                            <subviews>
                                                <button contentMode="scaleToFill" id="c">
                                                    <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
                                                </button>
                                            </subviews>
                                        </view>
                                    </subviews>
                                </view>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """
            try ws.write("Deep.xib", xib)
            try ws.write("imports.hitlint.yaml", "version: 1\nscale: 1\nscreens:\n  - from: Deep.xib\n")
            let loader = ManifestLoader(limits: limits, knownRuleIDs: RuleRegistry.standard.ids)
            for (name, line) in [("test.hitlint.yaml", 15), ("imports.hitlint.yaml", 13)] {
                XCTAssertThrowsError(try loader.load(path: ws.url(name).path), name) { error in
                    let diagnostic = (error as? InputError)?.diagnostics.first
                    XCTAssertEqual(diagnostic?.message, expected, name)
                    XCTAssertEqual(diagnostic?.location?.line, line, name)
                }
            }
        }
    }

    /// A XIB of one root view (IB id `root`, the same in every file, as Xcode writes them) holding
    /// a 30 x 30 pt button `b`.
    private func xib(label: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="root" userLabel="\(label)">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <subviews>
                        <button contentMode="scaleToFill" id="b" userLabel="close">
                            <rect key="frame" x="10" y="10" width="30" height="30"/>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    func testFoldersAndGlobsImportEveryFileInSortedOrderWithQualifiedNames() throws {
        try withWorkspace { ws in
            try ws.write("App/Cells/B.xib", xib(label: "Cell"))
            try ws.write("App/Cells/A.xib", xib(label: "Cell"))
            try ws.write("App/Views/Deep/C.xib", xib(label: "Card"))
            try ws.write("App/Views/notes.txt", "not a XIB")
            try ws.write("App/.hidden/D.xib", xib(label: "Hidden"))
            let manifest = """
                version: 1
                scale: 1
                screens:
                  - from: App/Cells
                    scenes: [A/Cell, Cell]
                    overrides:
                      B/close: {enlarge: 7}
                  - from: App/**/C.xib
                """
            try ws.write("test.hitlint.yaml", manifest)
            let loaded = try ws.load()
            XCTAssertEqual(loaded.screens.map(\.name), ["A/Cell", "B/Cell", "C/Card"])
            XCTAssertEqual(
                loaded.screens.map(\.importedFrom),
                ["App/Cells/A.xib", "App/Cells/B.xib", "App/Views/Deep/C.xib"].map { ws.url($0).path })
            // `B/close` names the button of B.xib only.
            XCTAssertEqual(loaded.screens.map { $0.views[0].enlarge.top }, [0, 7, 0])
        }
    }

    func testAPatternThatMatchesNothingIsALocatedError() throws {
        try withWorkspace { ws in
            try ws.write("App/A.xib", xib(label: "A"))
            try ws.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: App/**/*.storyboard\n")
            XCTAssertThrowsError(try ws.load()) { error in
                let diagnostic = (error as? InputError)?.diagnostics.first
                XCTAssertEqual(diagnostic?.location?.line, 3)
                XCTAssertEqual(
                    diagnostic?.message,
                    "from: 'App/**/*.storyboard' names no file of storyboards and XIBs or Swift files (.storyboard, .xib, .swift)"
                )
            }
        }
    }

    func testGlobsMatchPathsComponentByComponent() {
        let cases: [(String, String, Bool)] = [
            ("**/*.xib", "a/b/c.xib", true), ("**/*.xib", "c.xib", true), ("*.xib", "a/c.xib", false),
            ("a/*/c.xib", "a/b/c.xib", true), ("a/*/c.xib", "a/b/d/c.xib", false), ("?.xib", "ab.xib", false),
            ("a.b/*.xib", "aXb/c.xib", false), ("?.xib", "a.xib", true), ("*", "a.xib", true), ("*", "a/b.xib", false),
            // A trailing `**` takes one or more components, a middle one none or more.
            ("**", "a/b/c.xib", true), ("x/**", "x/c.xib", true), ("x/**", "x", false),
            ("a/**/**/c.xib", "a/c.xib", true),
            ("a/**/c.xib", "a/b/c.xib/c.xib", true), ("a/**/c.xib", "a/b/d.xib", false),
            // The last star seen takes the characters a mismatch leaves.
            ("a*b*c.xib", "aXbYbZc.xib", true), ("a*b*c.xib", "aXbYbZ.xib", false), ("*ab", "aab", true),
            ("a**b?", "ab", false), ("a**b?", "abbb", true), ("*.*", "xib", false), ("", "", true), ("*", "", true),
            // Unicode scalars, as names are stored: a combining mark after a `/` does not hide it, `?`
            // takes one scalar, and composed and decomposed forms differ.
            ("*.xib", "x/\u{301}y.xib", false), ("x/*.xib", "x/\u{301}y.xib", true), ("?.xib", "e\u{301}.xib", false),
            ("??.xib", "e\u{301}.xib", true), ("\u{E9}.xib", "e\u{301}.xib", false),
        ]
        for (glob, path, expected) in cases {
            let pattern = PathGlob(
                components: glob.split(separator: "/", omittingEmptySubsequences: false).map(String.init))
            XCTAssertEqual(pattern.matches(path), expected, "\(glob) ~ \(path)")
        }
        // Many stars over a long name that has no `b`: a backtracking matcher tries every way of
        // sharing 56 characters among 24 stars; this one gives up after one pass per star.
        let stars = String(repeating: "a*", count: 24) + "b.xib"
        XCTAssertFalse(PathGlob(components: [stars]).matches(String(repeating: "a", count: 56) + ".xib"))
        XCTAssertTrue(PathGlob(components: [stars]).matches(String(repeating: "a", count: 56) + "b.xib"))
    }

    /// A XIB whose 300 pt square root 'Form' holds a 200 pt tall scroll view 'List' at y 50, with
    /// `content` (XML at the scroll view's subviews' depth) inside it.
    static func form(scrolling content: String, autolayout: Bool = false) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch"\(autolayout ? " useAutolayout=\"YES\"" : "")>
            <objects>
                <view contentMode="scaleToFill" id="root" userLabel="Form">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                    <subviews>
                        <scrollView contentMode="scaleToFill" id="scroll" userLabel="List">
                            <rect key="frame" x="0.0" y="50" width="300" height="200"/>
                            <subviews>
        \(content)
                            </subviews>
                        </scrollView>
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    /// A scroll view 200 pt tall whose content is 500 pt: the button at y 400 of the content is
    /// scrolled into view, so it is a target of the content's own screen, not unclickable.
    func testScrollContentBeyondTheBoundsIsLintedAsAScreenOfItsSize() throws {
        try withWorkspace { ws in
            let content = """
                <view contentMode="scaleToFill" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="500"/>
                    <subviews>
                        <button contentMode="scaleToFill" id="top" userLabel="Top">
                            <rect key="frame" x="20" y="20" width="100" height="50"/>
                        </button>
                        <button contentMode="scaleToFill" id="below" userLabel="Below">
                            <rect key="frame" x="20" y="400" width="100" height="50"/>
                        </button>
                    </subviews>
                </view>
                """
            try ws.write("Form.xib", Self.form(scrolling: content))
            let path = try ws.write("test.hitlint.yaml", "version: 1\nscale: 1\nscreens:\n  - from: Form.xib\n")
            let report = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [path])
            XCTAssertEqual(report.screens.map(\.name), ["Form", "Form/List"])
            XCTAssertEqual(report.screens.map(\.size), [Size(width: 300, height: 300), Size(width: 300, height: 500)])
            let below = try XCTUnwrap(report.screens[1].views.first { $0.id == "below" })
            XCTAssertEqual(below.metrics?.hitBounds, Rect(x: 20, y: 400, width: 100, height: 50))
            XCTAssertEqual(report.findings.filter { $0.rule == UnclickableRule.identifier }.map(\.view), [])
            XCTAssertEqual(report.notLinted.map(\.id), [])
        }
    }

    /// A button a stack view arranges in a scroll view's content: the content is a screen of its
    /// own, whose layout is solved only as part of its scroll view's screen, so a resize that
    /// moves its neighbours is not named, and the refusal says why in those words.
    func testAnArrangedButtonOfScrollContentIsNotResizedAndSaysWhy() throws {
        try withWorkspace { ws in
            let content = """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="500"/>
                    <subviews>
                        <button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="small" userLabel="Small">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="30"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="30" id="h30"/>
                            </constraints>
                        </button>
                        <button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="big" userLabel="Big">
                            <rect key="frame" x="0.0" y="40" width="300" height="460"/>
                        </button>
                    </subviews>
                </stackView>
                """
            try ws.write("Form.xib", Self.form(scrolling: content, autolayout: true))
            // As stored, the reader makes the content's screen; on a phone, the layout solved.
            for devices in ["[design]", "[iPhone 16]"] {
                let path = try ws.write(
                    "test.hitlint.yaml", "version: 1\nscale: 1\ndevices: \(devices)\nscreens:\n  - from: Form.xib\n")
                let report = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [path])
                XCTAssertEqual(report.screens.map(\.name), ["Form", "Form/List"], devices)
                let small = try XCTUnwrap(
                    report.findings.first { $0.rule == TooSmallRule.identifier && $0.view == "small" }, devices)
                XCTAssertEqual(small.screen, "Form/List")
                XCTAssertNil(small.remedy)
                XCTAssertEqual(
                    small.advice?.sentence,
                    "enlarge it where its neighbours and superview leave room, or make it larger ('Small' (small) is arranged by a stack view, and hitlint does not solve a scroll view's content on its own to see where its neighbours go: change its size in Interface Builder)",
                    devices)
            }
        }
    }

    /// Views are named as a person reads the screen: a title overrides a view, a name that fits
    /// two views is an error listing their IB ids, a stopped spinner is hidden, and a XIB's root
    /// view with no label or class is named after its file.
    func testNamesTitlesSpinnersAndAmbiguousOverrides() throws {
        try withWorkspace { ws in
            let xib = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view contentMode="scaleToFill" id="iN0-l3-epB">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                            <subviews>
                                <button contentMode="scaleToFill" id="can-ce-l01">
                                    <rect key="frame" x="10" y="10" width="80" height="30"/>
                                    <state key="normal" title="Cancel"/>
                                </button>
                                <button contentMode="scaleToFill" id="don-e0-001">
                                    <rect key="frame" x="100" y="10" width="80" height="30"/>
                                    <state key="normal" title="Done"/>
                                </button>
                                <button contentMode="scaleToFill" id="don-e0-002">
                                    <rect key="frame" x="200" y="10" width="80" height="30"/>
                                    <state key="normal" title="Done"/>
                                </button>
                                <activityIndicatorView contentMode="scaleToFill" style="medium" id="spi-nn-er1">
                                    <rect key="frame" x="10" y="100" width="20" height="20"/>
                                </activityIndicatorView>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """
            try ws.write("Sheet.xib", xib)
            try ws.write(
                "test.hitlint.yaml",
                "version: 1\nscale: 1\nscreens:\n  - from: Sheet.xib\n    overrides:\n      Cancel: {enlarge: 7}\n")
            let loaded = try ws.load()
            XCTAssertEqual(loaded.screens.map(\.name), ["Sheet"])
            let views = loaded.screens[0].views
            XCTAssertEqual(views.map(\.label), ["Cancel", "Done", "Done", nil])
            XCTAssertEqual(views[0].enlarge.top, 7)
            XCTAssertEqual(views.map(\.hidden), [false, false, false, true])

            try ws.write(
                "test.hitlint.yaml",
                "version: 1\nscale: 1\nscreens:\n  - from: Sheet.xib\n    overrides:\n      Done: {enlarge: 7}\n")
            XCTAssertThrowsError(try ws.load()) { error in
                let diagnostic = (error as? InputError)?.diagnostics.first
                XCTAssertEqual(diagnostic?.location?.line, 6)
                XCTAssertEqual(
                    diagnostic?.message,
                    "'Done' names 2 views of Sheet.xib (IB ids don-e0-001, don-e0-002); write the IB id of the one to change"
                )
            }
        }
    }
}
