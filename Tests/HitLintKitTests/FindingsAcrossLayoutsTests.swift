import ShapeKit
import XCTest

@testable import HitLintKit

/// One finding for the layouts it holds on: its advice, its figures.
final class FindingsAcrossLayoutsTests: XCTestCase {
    /// The XIB linted on `devices`; `image` (a name and its picture) is put in an asset catalog at 1x.
    private func lint(
        _ xib: String, devices: String, orientations: String = "[portrait]", image: (String, Canvas)? = nil
    ) throws
        -> LintReport
    {
        try withWorkspace { ws -> LintReport in
            var assets = ""
            if let (name, canvas) = image {
                let oneX =
                    #"{"images": [{"idiom": "universal", "filename": "\#(name).png", "scale": "1x"}], "info": {"version": 1, "author": "xcode"}}"#
                try ws.write("Assets.xcassets/Contents.json", #"{"info": {"version": 1, "author": "xcode"}}"#)
                try ws.write("Assets.xcassets/\(name).imageset/Contents.json", oneX)
                try ws.write("Assets.xcassets/\(name).imageset/\(name).png", canvas)
                assets = "assets: Assets.xcassets\n"
            }
            _ = try ws.write("screen.xib", xib)
            let manifest = try ws.write(
                "test.hitlint.yaml",
                "version: 1\n\(assets)devices: \(devices)\norientations: \(orientations)\nscreens:\n  - from: screen.xib\n"
            )
            return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
        }
    }

    /// 'Info', 30 x 44 pt, 140 pt from the leading edge; 'Next', white, 180 x 44 pt, 20 pt from
    /// the trailing edge; both 100 pt from the top.
    static let infoAndNext =
        sizedButtonXML(id: "info", label: "Info", x: "140", y: "100", width: 30, height: 44) + nextButton(x: "214")

    /// 'Next', white, `width` x 44 pt, at `x` and 100 pt from the top.
    static func nextButton(x: String, width: Int = 180) -> String {
        """
                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="next" userLabel="Next">
                    <rect key="frame" x="\(x)" y="100" width="\(width)" height="44"/>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="\(width)" id="next-w"/>
                        <constraint firstAttribute="height" constant="44" id="next-h"/>
                    </constraints>
                </button>
        """
    }

    static let infoAndNextConstraints = """
                <constraint firstItem="info" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="140" id="c1"/>
                <constraint firstItem="info" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="next" secondAttribute="trailing" constant="20" id="c3"/>
                <constraint firstItem="next" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c4"/>
        """

    /// 'Info' is 30 x 44 pt, 140 pt from the leading edge; 'Next' (white, 180 wide) 20 pt from
    /// the trailing edge. As designed (414 pt) Next starts at 214, so widening Info to 44 pt
    /// (140...184) removes its `too-small` finding; on the iPhone SE Next starts at 375 - 200 =
    /// 175 and Info widened would run 9 pt under it. Both layouts report Info too small; the
    /// change checked on the stored frames does not hold on the SE, so none is named, and the SE
    /// says why: pinned on its left, Info has 175 - 170 = 5 pt to grow into on its right.
    func testAdviceCheckedOnOneLayoutOnlyIsNotGivenForAll() throws {
        let text = iPhone11XIB(Self.infoAndNext, constraints: Self.infoAndNextConstraints)
        let design = try lint(text, devices: "[design]")
        let designed = try XCTUnwrap(design.findings.first { $0.rule == "too-small" })
        XCTAssertEqual(designed.advice?.sentence, "set the width constraint of 'Info' (info) to 44 pt")
        let both = try lint(text, devices: "[design, iPhone SE (3rd generation)]")
        let small = both.findings.filter { $0.rule == "too-small" }
        XCTAssertEqual(small.count, 1, both.findings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(small.first?.devices, ["all"])
        XCTAssertEqual(
            small.first?.message,
            "the hit area of 'Info' (info) is 30 x 44 pt, smaller than 44 x 44 pt; enlarge it where its neighbours and superview leave room, or make it larger (not on iPhone SE (3rd generation), portrait: 'Info' (info) needs 44 pt of width but its constraints hold its left side, and only 5 pt is free to its right, up to 'Next' (next))"
        )
        XCTAssertNil(small.first?.remedy)
        XCTAssertNil(small.first?.fix)
    }

    /// 'Tab' is a tenth of the screen wide and 40 pt high: 41.5 x 40 pt as designed (41.4 on the
    /// 2x pixel grid of a 414 pt screen), 37.5 x 40 on the iPhone SE (375 pt) and 39 x 40 on the
    /// iPhone 16e (390 pt). Too small on
    /// all three, it is reported once with the smallest: the SE's.
    func testAFindingOnSeveralLayoutsGivesItsWorstFigures() throws {
        let text = iPhone11XIB(
            """
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tab" userLabel="Tab">
                        <rect key="frame" x="20" y="100" width="41.5" height="40"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="40" id="tab-h"/>
                        </constraints>
                    </button>
            """,
            constraints: """
                        <constraint firstItem="tab" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.1" id="c1"/>
                        <constraint firstItem="tab" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                        <constraint firstItem="tab" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                """)
        let report = try lint(text, devices: "[design, iPhone SE (3rd generation), iPhone 16e]")
        let small = report.findings.filter { $0.rule == "too-small" }
        XCTAssertEqual(report.screens.first?.layouts.count, 3, "solved on both phones")
        XCTAssertEqual(small.count, 1, report.findings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(small.first?.devices, ["all"])
        XCTAssertEqual(small.first?.statement, "the hit area of 'Tab' (tab) is 37.5 x 40 pt, smaller than 44 x 44 pt")
        XCTAssertEqual(small.first?.evidence.undersizedBounds, Rect(x: 20, y: 100, width: 37.5, height: 40))
    }

    /// A 100 x 100 px photo stretched (`scaleToFill`) over the screen's width and half its
    /// height, on a 2x file: 414 x 448 pt as designed, 375 x 333.5 on the iPhone SE in portrait
    /// and 667 x 187.5 in landscape. The widest is the landscape SE's and the tallest the stored
    /// one: the image needs 1334 x 896 px, which no one layout says.
    func testAnImageNeedsTheMostPixelsOfAnyLayoutInEachDirection() throws {
        let text = iPhone11XIB(
            """
                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="photo" translatesAutoresizingMaskIntoConstraints="NO" id="photo" userLabel="Photo">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="448"/>
                    </imageView>
            """,
            constraints: """
                        <constraint firstItem="photo" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="photo" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="photo" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                        <constraint firstItem="photo" firstAttribute="height" secondItem="root" secondAttribute="height" multiplier="0.5" id="c4"/>
                """)
        let report = try lint(
            text, devices: "[design, iPhone SE (3rd generation)]", orientations: "[portrait, landscape]",
            image: ("photo", solid(100, 100)))
        XCTAssertEqual(
            report.screens.first?.layouts.map(\.size),
            [
                Size(width: 414, height: 896), Size(width: 375, height: 667), Size(width: 667, height: 375),
            ])
        let blurred = report.findings.filter { $0.rule == "image-resolution" }
        XCTAssertEqual(blurred.count, 1, report.findings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(blurred.first?.devices, ["all"])
        XCTAssertEqual(
            blurred.first?.message,
            "'photo' is 100 x 100 px but 'Photo' (photo) draws it at up to 667 x 448 pt, which needs 1334 x 896 px at @2x; supply an image of at least 1334 x 896 px"
        )
        XCTAssertEqual(blurred.first?.evidence.numbers("needed"), [1334, 896])
        XCTAssertEqual(blurred.first?.evidence.texts("views"), ["photo"])
        // On the 2x design and a 3x iPhone 16 (393 x 852 pt), the 3x layout falls shortest
        // (1179 / 100 against 828 / 100): its figures, with its scale, never the 2x layout's
        // beside the 3x need.
        let mixed = try lint(
            text, devices: "[design, iPhone 16]", orientations: "[portrait]", image: ("photo", solid(100, 100)))
        let across = mixed.findings.filter { $0.rule == "image-resolution" }
        XCTAssertEqual(across.count, 1, mixed.findings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(
            across.first?.message,
            "'photo' is 100 x 100 px but 'Photo' (photo) draws it at up to 393 x 426 pt, which needs 1179 x 1278 px at @3x; supply an image of at least 1179 x 1278 px"
        )
        XCTAssertEqual(across.first?.evidence.numbers("scale"), [3])
        // A height solved a hair over 36 pt needs no 73rd pixel row at 2x; 36.01 pt does.
        XCTAssertEqual(ImageResolutionRule.wholePixels(36.000_000_01 * 2), 72)
        XCTAssertEqual(ImageResolutionRule.wholePixels(36.01 * 2), 73)
    }

    /// One 100 x 100 px photo (1x) stretched by two views on a 2x file: 'Tall' is 20 pt wide and
    /// a tenth of the screen high, 'Wide' a tenth of its width and 20 pt high. On the iPhone SE
    /// (375 x 667 pt) in portrait Tall is 66.5 pt high (66.7 on the pixel grid), 133 px for 100,
    /// and Wide 37.5 pt wide, 75 px: enough. In landscape (667 x 375) it is the other way round.
    /// The image is too small on both layouts, first for Tall, then for Wide: one finding, on
    /// Tall (where the first layout lands), naming both and needing 133 x 133 px.
    func testAnImageDrawnTooLargeByAnotherViewOnEachLayoutIsOneFinding() throws {
        let view = { (id: String, name: String, width: String, height: String) in
            """
                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="photo" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(name)">
                        <rect key="frame" x="\(id == "tall" ? 20 : 100)" y="100" width="\(width)" height="\(height)"/>
                    </imageView>
            """
        }
        let text = iPhone11XIB(
            view("tall", "Tall", "20", "89.5") + "\n" + view("wide", "Wide", "41.5", "20"),
            constraints: """
                        <constraint firstItem="tall" firstAttribute="width" constant="20" id="c1"/>
                        <constraint firstItem="tall" firstAttribute="height" secondItem="root" secondAttribute="height" multiplier="0.1" id="c2"/>
                        <constraint firstItem="tall" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
                        <constraint firstItem="tall" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c4"/>
                        <constraint firstItem="wide" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.1" id="c5"/>
                        <constraint firstItem="wide" firstAttribute="height" constant="20" id="c6"/>
                        <constraint firstItem="wide" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c7"/>
                        <constraint firstItem="wide" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c8"/>
                """)
        let report = try lint(
            text, devices: "[iPhone SE (3rd generation)]", orientations: "[portrait, landscape]",
            image: ("photo", solid(100, 100)))
        XCTAssertEqual(
            report.screens.first?.layouts.map(\.size), [Size(width: 375, height: 667), Size(width: 667, height: 375)])
        let blurred = report.findings.filter { $0.rule == "image-resolution" }
        XCTAssertEqual(blurred.count, 1, report.findings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(blurred.first?.devices, ["all"])
        XCTAssertEqual(blurred.first?.view, "tall")
        XCTAssertEqual(
            blurred.first?.message,
            "'photo' is 100 x 100 px but 'Tall' (tall) and 'Wide' (wide) draw it at up to 66.5 x 66.5 pt, which needs 133 x 133 px at @2x; supply an image of at least 133 x 133 px"
        )
    }

    /// `hitlint fix` checks a change on every layout the run lints: Info's width constraint set
    /// to 44 pt is written when only the stored frames are linted, and refused when the iPhone
    /// SE is linted too, where Info would run 9 pt under Next, which takes them.
    func testFixChecksAChangeOnEveryLayout() throws {
        let text = iPhone11XIB(Self.infoAndNext, constraints: Self.infoAndNextConstraints)
        func fix(_ devices: String) throws -> ManifestFixer.Result {
            try withWorkspace { ws in
                _ = try ws.write("screen.xib", text)
                let manifest = try ws.write(
                    "test.hitlint.yaml",
                    "version: 1\ndevices: \(devices)\norientations: [portrait]\nscreens:\n  - from: screen.xib\n")
                return ManifestFixer(options: LintOptions(jobs: 1)).fix(manifestPaths: [manifest])
            }
        }
        let designed = try fix("[design]")
        XCTAssertEqual(designed.fixed.map(\.change), ["set the width constraint of 'Info' (info) to 44 pt"])
        XCTAssertEqual(designed.files.count, 1)
        let both = try fix("[design, iPhone SE (3rd generation)]")
        XCTAssertEqual(both.fixed.map(\.change), [])
        XCTAssertEqual(both.files.count, 0)
        XCTAssertEqual(both.unfixed.map(\.view), ["info"])
        // Widened, Info runs under Next on the SE, which takes its last 9 pt: 35 x 44 pt, still too small.
        let why = try XCTUnwrap(both.unfixed.first?.why)
        XCTAssertTrue(
            why.hasSuffix(
                "screen.xib edited, too-small reports 'Info' (info) on iPhone SE (3rd generation), portrait (checked on every screen of the manifest and every layout)"
            ), why)
    }

    /// The same with Info of a class that enlarges its hit area (`classes:` with `enlarge`): the
    /// fix is an `enlarge` in the manifest's overrides, 7 pt left and right as designed
    /// (133...177). On the iPhone SE Next, from 175, takes 2 pt of it: still too small there.
    func testFixChecksAnEnlargeOnEveryLayout() throws {
        let text = iPhone11XIB(
            Self.infoAndNext.replacingOccurrences(of: #"id="info""#, with: #"id="info" customClass="EnlargeButton""#),
            constraints: Self.infoAndNextConstraints)
        func fix(_ devices: String) throws -> ManifestFixer.Result {
            try withWorkspace { ws in
                _ = try ws.write("screen.xib", text)
                let manifest = try ws.write(
                    "test.hitlint.yaml",
                    "version: 1\nclasses:\n  EnlargeButton: {enlarge: 0}\ndevices: \(devices)\norientations: [portrait]\nscreens:\n  - from: screen.xib\n"
                )
                return ManifestFixer(options: LintOptions(jobs: 1)).fix(manifestPaths: [manifest])
            }
        }
        let designed = try fix("[design]")
        XCTAssertEqual(designed.fixed.map(\.change), ["enlarge: [0, 7, 0, 7]"])
        let both = try fix("[design, iPhone SE (3rd generation)]")
        XCTAssertEqual(both.fixed.map(\.change), [])
        XCTAssertEqual(both.files.count, 0)
        XCTAssertEqual(
            both.unfixed.map(\.why),
            [
                "on iPhone SE (3rd generation), portrait, with the fixes of screen 'screen' in, too-small still reports it"
            ])
    }

    /// The same with a 'Badge' before Info that only regular width installs: the iPad mini numbers
    /// Info one more than the file's own layout (an iPhone 11, compact width) does, so the change
    /// checked there is found on the iPad by Info's id. Enlarged on the iPad, Info takes 66 pt² of
    /// Next as before; the badge, which the same number names there, would change nothing.
    func testAChangeIsCheckedOnAnotherLayoutByItsViewsID() throws {
        let badge = """
                    <view contentMode="scaleToFill" id="badge" userLabel="Badge">
                        <rect key="frame" x="300" y="400" width="20" height="20"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </view>

            """
        let variations = """
                        </constraints>
                        <variation key="default">
                            <mask key="subviews">
                                <exclude reference="badge"/>
                            </mask>
                        </variation>
                        <variation key="widthClass=regular">
                            <mask key="subviews">
                                <include reference="badge"/>
                            </mask>
                        </variation>
                    </view>
            """
        var text = Self.infoBesideNext(at: 76)
        let info = try XCTUnwrap(text.range(of: #"id="info""#))
        let start = try XCTUnwrap(
            text.range(of: "<button", options: .backwards, range: text.startIndex..<info.lowerBound))
        text.insert(contentsOf: badge, at: start.lowerBound)
        let end = try XCTUnwrap(text.range(of: "</constraints>\n        </view>", options: .backwards))
        text.replaceSubrange(end, with: variations)
        let report = try withWorkspace { ws -> LintReport in
            _ = try ws.write("screen.xib", text)
            let manifest = try ws.write(
                "test.hitlint.yaml",
                "version: 1\nclasses:\n  EnlargeButton: {enlarge: 0}\ndevices: [file, iPad mini (A17 Pro)]\norientations: [portrait]\nscreens:\n  - from: screen.xib\n"
            )
            return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
        }
        XCTAssertEqual(
            report.screens.first?.layouts.map { $0.frames.map(\.id) }, [["next", "info"], ["next", "badge", "info"]],
            "the badge on the iPad only")
        XCTAssertEqual(
            report.findings.map(\.message),
            [
                "the hit area of 'Info' (info) is 41.5 x 44 pt, smaller than 44 x 44 pt (on file (iPhone 11, portrait)); enlarge it where its neighbours and superview leave room, or make it larger (the change that removes it makes a new overlap-conflict finding on 'Next' (next) on iPad mini (A17 Pro), portrait)"
            ])
    }

    /// 'Tab', of a class that enlarges its hit area, 44 pt high and 0.112 of the screen wide:
    /// 46.5 pt as designed (46.37 on the 2x pixel grid of 414 pt), 42 on the iPhone SE (375 pt).
    /// `leading` is its distance from the screen's leading edge; with `next`, 'Next' (white,
    /// 180 pt) starts where Tab ends.
    private static func tab(leading: Int, next: Bool) -> String {
        let nextButton = next ? Self.nextButton(x: "\(leading + 46).5") : ""
        let nextConstraints =
            next
            ? """
                        <constraint firstItem="next" firstAttribute="leading" secondItem="tab" secondAttribute="trailing" id="c3"/>
                        <constraint firstItem="next" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c4"/>
            """ : ""
        return iPhone11XIB(
            """
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tab" customClass="EnlargeButton" userLabel="Tab">
                        <rect key="frame" x="\(leading)" y="100" width="46.5" height="44"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="44" id="tab-h"/>
                        </constraints>
                    </button>
            \(nextButton)
            """,
            constraints: """
                            <constraint firstItem="tab" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.112" id="c0"/>
                            <constraint firstItem="tab" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(leading)" id="c1"/>
                            <constraint firstItem="tab" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                \(nextConstraints)
                """)
    }

    /// A finding the stored frames do not have is fixed on the layout that has it: Tab is too
    /// small on the iPhone SE alone (42 x 44 pt), where 1 pt on each side makes it 44; the fix
    /// writes that `enlarge`, and the manifest so edited lints clean on both layouts. With Next
    /// starting where Tab ends and Tab at the screen's edge, nothing is free on the SE: the
    /// refusal names the layout.
    func testFixMakesAChangeForAFindingOfAnotherLayoutOnly() throws {
        func run(_ xib: String, _ devices: String) throws -> (
            before: LintReport, fix: ManifestFixer.Result, after: LintReport
        ) {
            try withWorkspace { ws in
                _ = try ws.write("screen.xib", xib)
                let manifest = try ws.write(
                    "test.hitlint.yaml",
                    "version: 1\nclasses:\n  EnlargeButton: {enlarge: 0}\ndevices: \(devices)\norientations: [portrait]\nscreens:\n  - from: screen.xib\n"
                )
                let options = LintOptions(jobs: 1)
                let before = Linter(options: options).lint(manifestPaths: [manifest])
                let fix = ManifestFixer(options: options).fix(manifestPaths: [manifest])
                for change in fix.files { try Data(change.after).write(to: URL(fileURLWithPath: change.path)) }
                return (before, fix, Linter(options: options).lint(manifestPaths: [manifest]))
            }
        }
        let designed = try run(Self.tab(leading: 20, next: false), "[design]")
        XCTAssertEqual(designed.before.findings.map(\.rule), [], "46.5 pt wide as designed")
        XCTAssertEqual(designed.fix.fixed.count + designed.fix.unfixed.count, 0)

        let both = try run(Self.tab(leading: 20, next: false), "[design, iPhone SE (3rd generation)]")
        XCTAssertEqual(
            both.before.findings.map(\.message),
            [
                "the hit area of 'Tab' (tab) is 42 x 44 pt, smaller than 44 x 44 pt (on iPhone SE (3rd generation) in portrait); enlarge it by 1 pt on the right and 1 pt on the left (enlarge: [0, 1, 0, 1])"
            ])
        XCTAssertEqual(both.fix.fixed.map(\.change), ["enlarge: [0, 1, 0, 1]"])
        XCTAssertEqual(both.fix.unfixed.map(\.why), [])
        XCTAssertEqual(both.fix.files.count, 1)
        XCTAssertEqual(both.after.findings.map(\.message), [], "fixed on both layouts")

        let walled = try run(Self.tab(leading: 0, next: true), "[design, iPhone SE (3rd generation)]")
        XCTAssertEqual(walled.fix.fixed.map(\.change), [])
        XCTAssertEqual(
            walled.fix.unfixed.map(\.why),
            [
                "on iPhone SE (3rd generation), portrait: 'Tab' (tab) needs 44 pt of width but only 42 pt is free between the screen and 'Next' (next)"
            ])
    }

    /// Next (white, 100 pt) at x 67; Tab (0.112 of the screen wide: 46.5 pt as designed, 42 on
    /// the iPhone SE) at x 20, drawn after it; Info (30 x 44 pt) at x 200. Both buttons enlarge.
    /// Info is too small everywhere: `enlarge: [0, 7, 0, 7]`, planned on the stored frames, holds
    /// on both layouts. Tab is too small on the SE alone, where 1 pt on each side makes it 44; but
    /// as designed it ends at 66.5, and 1 pt more runs 0.5 pt over Next. That fix is refused and
    /// Info's, which held without it, is made; before, both went.
    func testAFixPlannedOnALayoutThatFailsLeavesTheStoredFramesFixes() throws {
        let text = iPhone11XIB(
            Self.nextButton(x: "67", width: 100) + "\n"
                + """
                        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tab" customClass="EnlargeButton" userLabel="Tab">
                            <rect key="frame" x="20" y="100" width="46.5" height="44"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="44" id="tab-h"/>
                            </constraints>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="info" customClass="EnlargeButton" userLabel="Info">
                            <rect key="frame" x="200" y="100" width="30" height="44"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="30" id="info-w"/>
                                <constraint firstAttribute="height" constant="44" id="info-h"/>
                            </constraints>
                        </button>
                """,
            constraints: """
                        <constraint firstItem="tab" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.112" id="c0"/>
                        <constraint firstItem="tab" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="tab" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                        <constraint firstItem="next" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="67" id="c3"/>
                        <constraint firstItem="next" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c4"/>
                        <constraint firstItem="info" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="c5"/>
                        <constraint firstItem="info" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c6"/>
                """)
        let result = try withWorkspace { ws -> ManifestFixer.Result in
            _ = try ws.write("screen.xib", text)
            let manifest = try ws.write(
                "test.hitlint.yaml",
                "version: 1\nclasses:\n  EnlargeButton: {enlarge: 0}\ndevices: [design, iPhone SE (3rd generation)]\norientations: [portrait]\nscreens:\n  - from: screen.xib\n"
            )
            return ManifestFixer(options: LintOptions(jobs: 1)).fix(manifestPaths: [manifest])
        }
        XCTAssertEqual(result.fixed.map(\.view), ["info"])
        XCTAssertEqual(result.fixed.map(\.change), ["enlarge: [0, 7, 0, 7]"])
        XCTAssertEqual(result.unfixed.map(\.view), ["tab"])
        XCTAssertEqual(
            result.unfixed.map(\.why),
            ["the fixes of screen 'screen' together make a new overlap-conflict finding on 'Next' (next)"])
    }

    /// A fixable rule's new finding on a fixed view is left to that view's own checks only where
    /// they ran: a fix planned on the iPhone SE that gives its view a `tap-accuracy` finding on the
    /// stored frames stops the screen's fixes there, not on the SE; one planned on the stored
    /// frames is judged the other way round.
    func testANewFindingOnAFixedViewIsLeftToItsChecksOnlyWhereTheyRan() {
        let location = SourceLocation(file: "a.xib", line: 3, column: 5)
        var onSE = ManifestFixer.Fixed(
            location: location, screen: "s", view: "v", rule: TooSmallRule.identifier, change: "enlarge: 1")
        onSE.plannedOn = "iPhone SE (3rd generation), portrait"
        let stored = ManifestFixer.Fixed(
            location: location, screen: "s", view: "v", rule: TooSmallRule.identifier, change: "enlarge: 1")
        let made = Finding(
            rule: TapAccuracyRule.identifier, severity: .warning, location: location, screen: "s", view: "v",
            message: "taps miss 'v'")
        func stops(_ fixed: ManifestFixer.Fixed, on layout: String?) -> Bool {
            ManifestFixer.together([fixed], checked: [fixed], before: [], after: [made], on: layout) != nil
        }
        XCTAssertTrue(stops(onSE, on: nil))
        XCTAssertFalse(stops(onSE, on: "iPhone SE (3rd generation), portrait"))
        XCTAssertFalse(stops(stored, on: nil))
        XCTAssertTrue(stops(stored, on: "iPhone SE (3rd generation), portrait"))
    }

    /// 'Tab' is 50 pt wide by a width constraint of priority 750, and its trailing edge must stay
    /// 320 pt from the screen's: 50 pt as designed (414 pt), 35 on the iPhone SE (375 - 320 - 20).
    /// Setting that constraint to 59 pt would change nothing on the SE (the required edge holds
    /// it), so no such change is named or made: a size constraint below 1000 is left to Interface
    /// Builder. Info's required width constraint is still set to 44 pt.
    func testAnOptionalSizeConstraintIsNotAFix() throws {
        let text = iPhone11XIB(
            """
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="info" userLabel="Info">
                        <rect key="frame" x="200" y="300" width="30" height="44"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="30" id="info-w"/>
                            <constraint firstAttribute="height" constant="44" id="info-h"/>
                        </constraints>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tab" userLabel="Tab">
                        <rect key="frame" x="20" y="100" width="50" height="44"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstAttribute="width" priority="750" constant="50" id="tab-w"/>
                            <constraint firstAttribute="height" constant="44" id="tab-h"/>
                        </constraints>
                    </button>
            """,
            constraints: """
                        <constraint firstItem="info" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="c1"/>
                        <constraint firstItem="info" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c2"/>
                        <constraint firstItem="tab" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
                        <constraint firstItem="tab" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c4"/>
                        <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="tab" secondAttribute="trailing" constant="320" id="c5"/>
                """)
        let (report, result) = try withWorkspace { ws -> (LintReport, ManifestFixer.Result) in
            _ = try ws.write("screen.xib", text)
            let manifest = try ws.write(
                "test.hitlint.yaml",
                "version: 1\ndevices: [design, iPhone SE (3rd generation)]\norientations: [portrait]\nscreens:\n  - from: screen.xib\n"
            )
            let options = LintOptions(jobs: 1)
            return (
                Linter(options: options).lint(manifestPaths: [manifest]),
                ManifestFixer(options: options).fix(manifestPaths: [manifest])
            )
        }
        let why =
            "the width constraint of 'Tab' (tab) is not required (its priority is below 1000), so other constraints may hold its width: change it in Interface Builder"
        XCTAssertEqual(
            report.findings.map(\.message),
            [
                "the hit area of 'Info' (info) is 30 x 44 pt, smaller than 44 x 44 pt; set the width constraint of 'Info' (info) to 44 pt",
                "the hit area of 'Tab' (tab) is 35 x 44 pt, smaller than 44 x 44 pt (on iPhone SE (3rd generation) in portrait); enlarge it where its neighbours and superview leave room, or make it larger (\(why))",
            ])
        XCTAssertEqual(result.fixed.map(\.change), ["set the width constraint of 'Info' (info) to 44 pt"])
        XCTAssertEqual(result.unfixed.map(\.why), ["on iPhone SE (3rd generation), portrait: \(why)"])
    }

    /// With no budget left, a finding on every layout is listed once as not tried (the layouts
    /// do not try it again).
    func testAFindingNotTriedForTheBudgetIsListedOnce() throws {
        let result = try withWorkspace { ws -> ManifestFixer.Result in
            _ = try ws.write("screen.xib", iPhone11XIB(Self.infoAndNext, constraints: Self.infoAndNextConstraints))
            let manifest = try ws.write(
                "test.hitlint.yaml",
                "version: 1\ndevices: [design, iPhone SE (3rd generation)]\norientations: [portrait]\nscreens:\n  - from: screen.xib\n"
            )
            var fixer = ManifestFixer(options: LintOptions(jobs: 1))
            fixer.budgetPerScreen = 1
            return fixer.fix(manifestPaths: [manifest])
        }
        XCTAssertEqual(result.fixed.count, 0)
        XCTAssertEqual(result.unfixed.map(\.view), ["info"])
        XCTAssertTrue(
            result.unfixed.first?.why.hasPrefix("not tried: hitlint fix checks at most 1 views") ?? false,
            "\(result.unfixed)")
    }

    /// Info alone (no Next): widening it to 44 pt holds as designed and on the iPhone SE alike, so
    /// the one finding keeps the change both layouts checked.
    func testAdviceEveryLayoutCheckedIsKept() throws {
        let alone = Self.infoAndNext.components(
            separatedBy:
                "                <button opaque=\"NO\" contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"next\""
        )[0]
        let constraints = Self.infoAndNextConstraints.split(separator: "\n").filter { $0.contains("\"info\"") }.joined(
            separator: "\n")
        let report = try lint(
            iPhone11XIB(alone, constraints: constraints), devices: "[design, iPhone SE (3rd generation)]")
        let small = report.findings.filter { $0.rule == "too-small" }
        XCTAssertEqual(small.count, 1, report.findings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(small.first?.devices, ["all"])
        XCTAssertEqual(small.first?.advice?.sentence, "set the width constraint of 'Info' (info) to 44 pt")
        XCTAssertNotNil(small.first?.remedy)
    }

    /// 'Next' (white, 180 x 44 pt) 76 pt (`gap` in the second case) from the leading edge, and
    /// after it 'Info', of a class that enlarges its hit area, at the leading edge, a tenth of the
    /// screen wide and 44 pt high: 41.5 pt as designed (41.4 on the 2x pixel grid of 414 pt), 74.5
    /// on the iPad mini (744 pt).
    private static func infoBesideNext(at gap: Int) -> String {
        iPhone11XIB(
            nextButton(x: "\(gap)") + "\n"
                + """
                        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="info" customClass="EnlargeButton" userLabel="Info">
                            <rect key="frame" x="0.0" y="100" width="41.5" height="44"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="44" id="info-h"/>
                            </constraints>
                        </button>
                """,
            constraints: """
                        <constraint firstItem="info" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.1" id="c0"/>
                        <constraint firstItem="info" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                        <constraint firstItem="info" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                        <constraint firstItem="next" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(gap)" id="c3"/>
                        <constraint firstItem="next" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c4"/>
                """)
    }

    /// Info is too small as designed only. There, enlarged 3 pt on the right (to 44.5 pt, the
    /// screen's edge cuts any growth on the left), it passes; but the manifest's `enlarge` holds on
    /// the iPad mini too, where Info ends at 74.5 and Next starts at 76: Info's enlarged area
    /// would take 1.5 x 44 = 66 pt² of what the user sees of Next. So lint names no change, and
    /// says where it harms, as `hitlint fix` refuses it. With Next 120 pt from the edge (45.5 pt
    /// from Info on the iPad mini) the change holds on both, and is named.
    func testAChangeIsCheckedOnTheLayoutsWhereItsFindingDoesNotHold() throws {
        func run(_ gap: Int, _ devices: String) throws -> (LintReport, ManifestFixer.Result) {
            try withWorkspace { ws in
                _ = try ws.write("screen.xib", Self.infoBesideNext(at: gap))
                let manifest = try ws.write(
                    "test.hitlint.yaml",
                    "version: 1\nclasses:\n  EnlargeButton: {enlarge: 0}\ndevices: \(devices)\norientations: [portrait]\nscreens:\n  - from: screen.xib\n"
                )
                let options = LintOptions(jobs: 1)
                return (
                    Linter(options: options).lint(manifestPaths: [manifest]),
                    ManifestFixer(options: options).fix(manifestPaths: [manifest])
                )
            }
        }
        let (designed, designFix) = try run(76, "[design]")
        XCTAssertEqual(designed.findings.map(\.rule), ["too-small"])
        XCTAssertEqual(
            designed.findings.first?.advice?.sentence, "enlarge it by 3 pt on the right (enlarge: [0, 3, 0, 0])")
        XCTAssertNotNil(designed.findings.first?.fix)
        XCTAssertEqual(designFix.fixed.map(\.change), ["enlarge: [0, 3, 0, 0]"])

        let (both, bothFix) = try run(76, "[design, iPad mini (A17 Pro)]")
        XCTAssertEqual(both.screens.first?.layouts.map(\.size.width), [414, 744], "solved on the iPad mini")
        XCTAssertEqual(both.findings.count, 1, both.findings.map(\.message).joined(separator: "\n"))
        let small = try XCTUnwrap(both.findings.first)
        XCTAssertEqual(small.devices, ["design"])
        XCTAssertEqual(
            small.message,
            "the hit area of 'Info' (info) is 41.5 x 44 pt, smaller than 44 x 44 pt (on design); enlarge it where its neighbours and superview leave room, or make it larger (the change that removes it makes a new overlap-conflict finding on 'Next' (next) on iPad mini (A17 Pro), portrait)"
        )
        XCTAssertNil(small.remedy)
        XCTAssertNil(small.fix)
        XCTAssertEqual(
            bothFix.unfixed.map(\.why),
            [
                "on iPad mini (A17 Pro), portrait, the fixes of screen 'screen' together make a new overlap-conflict finding on 'Next' (next)"
            ]
        )
        // On the iPad mini alone Info passes: nothing to change there.
        let (ipad, _) = try run(76, "[iPad mini (A17 Pro)]")
        XCTAssertEqual(ipad.findings.map(\.rule), [], "Info is 74.5 pt wide on the iPad mini")

        let (apart, apartFix) = try run(120, "[design, iPad mini (A17 Pro)]")
        XCTAssertEqual(apart.findings.map(\.devices), [["design"]])
        XCTAssertEqual(
            apart.findings.first?.advice?.sentence, "enlarge it by 3 pt on the right (enlarge: [0, 3, 0, 0])")
        XCTAssertNotNil(apart.findings.first?.fix)
        XCTAssertEqual(apartFix.fixed.map(\.change), ["enlarge: [0, 3, 0, 0]"])
    }

    /// A view in its screen on one layout and in its scroll view's content screen on another:
    /// the one finding stays under its screen's name (which identifies it), takes the content's
    /// worse figures, and keeps the change both checked, although the view's index differs
    /// between the two scenes.
    func testAFindingAcrossAScrollViewsContentKeepsItsScreenAndItsAdvice() {
        let location = SourceLocation(file: "a.xib", line: 3, column: 5)
        func tooSmall(screen: String, height: Double, index: Int) -> Finding {
            Finding(
                rule: TooSmallRule.identifier, severity: .warning, location: location, screen: screen, view: "go",
                message: "the hit area of 'Go' (go) is 100 x \(Int(height)) pt, smaller than 44 x 44 pt",
                advice: FindingAdvice(
                    change: "set the height constraint of 'Go' (go) to 44 pt",
                    remedy: .resize(view: index, Insets(top: 0, right: 0, bottom: 44 - height, left: 0))),
                evidence: Evidence([
                    .undersized(hitBounds: Rect(x: 0, y: 0, width: 100, height: height), minWidth: 44, minHeight: 44)
                ]))
        }
        func report(_ name: String, _ findings: [Finding]) -> ScreenReport {
            ScreenReport.empty(
                screen: ScreenSpec(name: name, size: Size(width: 375, height: 667), views: [], location: location),
                manifest: "m.hitlint.yaml"
            ).with(findings: findings)
        }
        let screens = [
            report("Main", [tooSmall(screen: "Main", height: 30, index: 4).on(["iPhone A"])]),
            report("Main/Scroll", [tooSmall(screen: "Main/Scroll", height: 20, index: 1).on(["iPhone B"])]),
        ]
        let merged = Linter.onceAcrossScrolling(screens, layouts: ["iPhone A", "iPhone B"], registry: .standard)
        XCTAssertEqual(merged.map(\.findings.count), [1, 0])
        let one = merged[0].findings.first
        XCTAssertEqual(one?.screen, "Main")
        XCTAssertEqual(one?.devices, ["all"])
        XCTAssertEqual(one?.statement, "the hit area of 'Go' (go) is 100 x 20 pt, smaller than 44 x 44 pt")
        XCTAssertEqual(one?.advice?.sentence, "set the height constraint of 'Go' (go) to 44 pt")
        XCTAssertNotNil(one?.remedy)
    }

    /// A change one layout's screen checked and the other's content screen refused: the merged
    /// finding names no change, and says on which layout it was refused and why.
    func testAFindingAcrossAScrollViewsContentSaysWhereItsChangeWasRefused() {
        let location = SourceLocation(file: "a.xib", line: 3, column: 5)
        let options = "enlarge it where its neighbours and superview leave room, or make it larger"
        func tooSmall(screen: String, height: Double, advice: FindingAdvice) -> Finding {
            Finding(
                rule: TooSmallRule.identifier, severity: .warning, location: location, screen: screen, view: "go",
                message: "the hit area of 'Go' (go) is 100 x \(Int(height)) pt, smaller than 44 x 44 pt",
                advice: advice,
                evidence: Evidence(
                    [.undersized(hitBounds: Rect(x: 0, y: 0, width: 100, height: height), minWidth: 44, minHeight: 44)],
                    advice: Advice([], otherwise: options)))
        }
        func report(_ name: String, _ findings: [Finding]) -> ScreenReport {
            ScreenReport.empty(
                screen: ScreenSpec(name: name, size: Size(width: 375, height: 667), views: [], location: location),
                manifest: "m.hitlint.yaml"
            ).with(findings: findings)
        }
        let checked = FindingAdvice(
            change: "set the height constraint of 'Go' (go) to 44 pt",
            remedy: .resize(view: 4, Insets(top: 0, right: 0, bottom: 14, left: 0)))
        let refusal = "'Go' (go) needs 44 pt of height but only 30 pt is free below it"
        let refused = FindingAdvice(options: options, withheld: AdviceWithheld(.refused(refusal)))
        let screens = [
            report("Main", [tooSmall(screen: "Main", height: 30, advice: checked).on(["iPhone A"])]),
            report(
                "Main/Scroll",
                [tooSmall(screen: "Main/Scroll", height: 20, advice: refused).on(["iPhone B", "iPhone C"])]),
        ]
        let merged = Linter.onceAcrossScrolling(
            screens, layouts: ["iPhone A", "iPhone B", "iPhone C"], registry: .standard)
        XCTAssertEqual(merged.map(\.findings.count), [1, 0])
        let one = merged[0].findings.first
        XCTAssertEqual(one?.devices, ["all"])
        XCTAssertEqual(
            one?.advice?.sentence,
            "\(options) (not on iPhone B; iPhone C: 'Go' (go) needs 44 pt of height but only 30 pt is free below it)"
        )
        XCTAssertNil(one?.remedy)

        // A part merged across its own layouts before says where already: it is passed on as it
        // is, not labelled again.
        let refusedOnC = FindingAdvice(options: options, withheld: AdviceWithheld(.refused(refusal), on: "iPhone C"))
        XCTAssertEqual(
            refusedOnC.sentence,
            "\(options) (not on iPhone C: 'Go' (go) needs 44 pt of height but only 30 pt is free below it)")
        let before = [
            report("Main", [tooSmall(screen: "Main", height: 30, advice: checked).on(["iPhone A"])]),
            report(
                "Main/Scroll",
                [tooSmall(screen: "Main/Scroll", height: 20, advice: refusedOnC).on(["iPhone B", "iPhone C"])]),
        ]
        let passed = Linter.onceAcrossScrolling(
            before, layouts: ["iPhone A", "iPhone B", "iPhone C"], registry: .standard)
        XCTAssertEqual(passed[0].findings.first?.advice?.sentence, refusedOnC.sentence)

        // Among parts that name no change, a refusal is told first, then a budget spent, then a
        // merge that checked no one change, whatever their order.
        let spent = FindingAdvice(options: options, withheld: AdviceWithheld(.budget(total: 64)))
        let noOne = FindingAdvice(options: options, withheld: AdviceWithheld(.noCommonChange))
        XCTAssertEqual(noOne.sentence, "\(options) (no one change was checked on every layout)")
        let parts = [
            tooSmall(screen: "Main", height: 30, advice: checked), tooSmall(screen: "Main", height: 30, advice: noOne),
            tooSmall(screen: "Main", height: 30, advice: spent),
            tooSmall(screen: "Main", height: 30, advice: refusedOnC),
        ]
        let told = { (findings: [Finding]) in
            Linter.acrossLayouts(
                findings, rule: TooSmallRule(), onMap: nil,
                layouts: ["A", "B", "C", "D"].prefix(findings.count).map { $0 }
            )
            .advice?.sentence
        }
        XCTAssertEqual(told(parts), refusedOnC.sentence)
        XCTAssertEqual(
            told(Array(parts.prefix(3))),
            "\(options) (not on C: not every change was checked: advice may lint at most 64 views again per screen)")
        XCTAssertEqual(told(Array(parts.prefix(2))), noOne.sentence)
    }
}
