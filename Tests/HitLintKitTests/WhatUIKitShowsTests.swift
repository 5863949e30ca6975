import XCTest

@testable import HitLintKit

/// SPEC section 12 on hand-built files whose frames on each device are worked out by hand in the
/// comments: tables and scroll views as UIKit lays them out, each device's own safe area, masks
/// of fixed frames, placeholder constraints, layouts UIKit never gives, and cells and freeform
/// views that the app places (never "outside the screen").
final class WhatUIKitShowsTests: XCTestCase {
    private let se = DeviceTable.named("iPhone SE (3rd generation)")!
    private let proMax = DeviceTable.named("iPhone 17 Pro Max")!
    private let iPhone16 = DeviceTable.named("iPhone 16")!

    /// The screens `name` holds (a storyboard or XIB), read through a manifest.
    private func screens(_ name: String, _ text: String) throws -> [ScreenSpec] {
        try withWorkspace { ws in
            _ = try ws.write(name, text)
            _ = try ws.write("test.hitlint.yaml", "version: 1\ndevices: [file]\nscreens:\n  - from: \(name)\n")
            return try ws.load().screens
        }
    }

    /// Absolute frames by IB id, solved for `device` in `orientation`, with no required
    /// constraint broken.
    private func frames(_ model: LayoutModel, _ device: Device, _ orientation: Orientation = .portrait) throws
        -> [String: Rect]
    {
        let solved = try XCTUnwrap(
            AutoLayoutSystem.solve(model, for: LayoutTarget(device: device, orientation: orientation)))
        XCTAssertEqual(solved.conflicts.map(\.id), [], "no required constraint breaks")
        XCTAssertEqual(solved.madeConflicts.map(\.what), [], "no constraint the layout makes breaks")
        return Dictionary(zip(model.items.map(\.id), solved.frames), uniquingKeysWith: { a, _ in a })
    }

    private func assertFrame(
        _ frame: Rect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ context: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let frame else { return XCTFail("no frame \(context)", file: file, line: line) }
        for (got, want, what) in [
            (frame.x, x, "x"), (frame.y, y, "y"), (frame.width, width, "width"), (frame.height, height, "height"),
        ] {
            XCTAssertEqual(got, want, accuracy: 0.001, "\(what) \(context)", file: file, line: line)
        }
    }

    /// A storyboard of one table view controller on an iPhone 11 canvas (414 x 896) whose table
    /// is `table` (its sections inside).
    private func tableStoryboard(style: String, height: Int = 896, sections: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <tableViewController id="vc" title="Settings" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="\(style)" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
        \(sections)
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A static cell `id` at `y`, `width` wide from `x`, `height` tall, holding a button pinned
    /// 10 pt inside its content view's sides and centred down it (30 pt tall).
    private func staticCell(_ id: String, x: Double, y: Double, width: Double, height: Double) -> String {
        """
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" id="\(id)">
                                                <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="\(id)" id="\(id)-content">
                                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-button">
                                                            <rect key="frame" x="10" y="\((height - 30) / 2)" width="\(width - 20)" height="30"/>
                                                            <constraints>
                                                                <constraint firstAttribute="height" constant="30" id="\(id)-h"/>
                                                            </constraints>
                                                            <state key="normal" title="Row"/>
                                                        </button>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="\(id)-button" firstAttribute="leading" secondItem="\(id)-content" secondAttribute="leading" constant="10" id="\(id)-l"/>
                                                        <constraint firstAttribute="trailing" secondItem="\(id)-button" secondAttribute="trailing" constant="10" id="\(id)-t"/>
                                                        <constraint firstItem="\(id)-button" firstAttribute="centerY" secondItem="\(id)-content" secondAttribute="centerY" id="\(id)-y"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
        """
    }

    /// An inset-grouped static table: on the 414 pt canvas its cells are inset 20 pt a side
    /// (374 wide), stacked at y 55.5 (44 tall) and 99.5 (60 tall). UIKit insets them by the
    /// table's layout margins: on the iPhone SE (375 pt) 16 a side, so 343 wide from x 16, the
    /// button 10 pt inside: x 26, 323 wide; on the iPhone 17 Pro Max (440 pt) 20 a side, 400
    /// wide from 20, the button at 30, 380 wide. Rows keep their heights and places down the
    /// table: the second cell's button is centred at 99.5 + 30 = 129.5, y 114.5. The first
    /// button's top, 55.5 + 7 = 62.5, is a whole pixel at 2x; at 3x it is 187.5 pixels, which
    /// UIKit rounds up to 188 (62.667 pt). In landscape
    /// the Pro Max's table has 62 pt of safe area at each side: the cells start at 62 + 20 = 82
    /// and are 956 - 164 = 792 wide.
    func testAnInsetGroupedStaticTableOnAnSEAndA17ProMax() throws {
        let text = tableStoryboard(
            style: "insetGrouped",
            sections: """
                                    <tableViewSection id="section">
                                        <cells>
                \(staticCell("first", x: 20, y: 55.5, width: 374, height: 44))
                \(staticCell("second", x: 20, y: 99.5, width: 374, height: 60))
                                        </cells>
                                    </tableViewSection>
                """)
        let screen = try XCTUnwrap(try screens("Main.storyboard", text).first)
        let model = try XCTUnwrap(screen.layout)
        XCTAssertNil(ScreenLayouts.untrusted(model), "the file's own layout gives back every stored frame")
        XCTAssertEqual(model.items.filter(\.isStaticCell).map(\.id), ["first", "second"])
        let onSE = try frames(model, se)
        assertFrame(onSE["table"], 0, 0, 375, 667, "table on the SE")
        assertFrame(onSE["first"], 16, 55.5, 343, 44, "first cell on the SE")
        assertFrame(onSE["first-content"], 16, 55.5, 343, 44, "its content view")
        assertFrame(onSE["first-button"], 26, 62.5, 323, 30, "its button")
        assertFrame(onSE["second"], 16, 99.5, 343, 60, "second cell on the SE")
        assertFrame(onSE["second-button"], 26, 114.5, 323, 30, "its button")
        let onProMax = try frames(model, proMax)
        assertFrame(onProMax["first"], 20, 55.5, 400, 44, "first cell on the 17 Pro Max")
        assertFrame(onProMax["first-button"], 30, 188.0 / 3, 380, 30, "its button")
        assertFrame(onProMax["second"], 20, 99.5, 400, 60, "second cell on the 17 Pro Max")
        let landscape = try frames(model, proMax, .landscape)
        assertFrame(landscape["first"], 82, 55.5, 792, 44, "first cell on the 17 Pro Max in landscape")
    }

    /// A plain static table drawn at a freeform 414 x 1,500 pt to show every row (taller than
    /// any screen): on a device it is as wide as the screen, as tall as its content; its cells
    /// span it (375 on the SE, from 0), and the content is linted whole at 375 x 1,500.
    func testATallStaticTableIsAsWideAsTheScreenAndLintedWhole() throws {
        let text = tableStoryboard(
            style: "plain", height: 1500,
            sections: """
                                    <tableViewSection id="section">
                                        <cells>
                \(staticCell("top", x: 0, y: 28, width: 414, height: 44))
                \(staticCell("bottom", x: 0, y: 1400, width: 414, height: 44))
                                        </cells>
                                    </tableViewSection>
                """)
        let screen = try XCTUnwrap(try screens("Main.storyboard", text).first)
        let model = try XCTUnwrap(screen.layout)
        let onSE = try frames(model, se)
        assertFrame(onSE["table"], 0, 0, 375, 1500, "the table")
        assertFrame(onSE["bottom"], 0, 1400, 375, 44, "the last row, 733 pt below the SE's screen")
        assertFrame(onSE["bottom-button"], 10, 1407, 355, 30, "its button")
        let layouts = ScreenLayouts(
            screen: screen, selection: LayoutSelection(choices: [.device(se)], orientations: [.portrait]))
        XCTAssertNil(layouts.unsolvedNote)
        let laid = try XCTUnwrap(layouts.layouts.first { $0.target != nil })
        XCTAssertEqual(laid.screen.size, Size(width: 375, height: 1500))
        // No finding says a row is off screen or clipped: it scrolls into view.
        let report = try withWorkspace { ws -> LintReport in
            _ = try ws.write("Main.storyboard", text)
            let manifest = try ws.write(
                "test.hitlint.yaml", "version: 1\ndevices: [all]\nscreens:\n  - from: Main.storyboard\n")
            return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
        }
        XCTAssertEqual(report.inputErrors.map(\.message), [])
        let placed = report.screens.flatMap(\.findings).filter {
            ["unclickable", "clipped-by-parent"].contains($0.rule)
        }
        XCTAssertEqual(placed.map(\.message), [])
        XCTAssertEqual(report.screens.first?.layouts.count, 32, "16 devices in both orientations")
    }

    /// A vertical stack of three 400 pt buttons (spacing 0) is a scroll view's content: pinned to
    /// its content layout guide on all four edges and as wide as its frame layout guide. The
    /// scroll view fills the root. Its content is 1,200 pt tall on every device, as wide as the
    /// screen: 375 on the SE, where the third button lies at y 800, far below the 667 pt screen,
    /// and is linted in the content's own screen of 375 x 1,200 (it scrolls into view).
    func testAStackViewInAScrollViewGrowsWithItsContent() throws {
        let buttons = (0..<3).map { k in
            """
                                        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b\(k)">
                                            <rect key="frame" x="0.0" y="\(k * 400)" width="414" height="400"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="400" id="b\(k)-h"/>
                                            </constraints>
                                            <state key="normal" title="Choice \(k)"/>
                                        </button>
            """
        }.joined(separator: "\n")
        let text = iPhone11XIB(
            """
                    <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="1200"/>
                                <subviews>
            \(buttons)
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="stack" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="s1"/>
                            <constraint firstItem="stack" firstAttribute="trailing" secondItem="cg" secondAttribute="trailing" id="s2"/>
                            <constraint firstItem="stack" firstAttribute="top" secondItem="cg" secondAttribute="top" id="s3"/>
                            <constraint firstItem="stack" firstAttribute="bottom" secondItem="cg" secondAttribute="bottom" id="s4"/>
                            <constraint firstItem="stack" firstAttribute="width" secondItem="fg" secondAttribute="width" id="s5"/>
                        </constraints>
                        <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                        <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
                    </scrollView>
            """,
            constraints: """
                        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                        <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c4"/>
                """)
        let read = try screens("screen.xib", text)
        // The reader makes a screen of the content, which reaches past the scroll view's bounds.
        XCTAssertEqual(read.map(\.scrollContent), [false, true])
        let screen = read[0]
        let model = try XCTUnwrap(screen.layout)
        XCTAssertNil(ScreenLayouts.untrusted(model))
        let onSE = try frames(model, se)
        assertFrame(onSE["scroll"], 0, 0, 375, 667, "the scroll view")
        assertFrame(onSE["stack"], 0, 0, 375, 1200, "the stack, its content")
        assertFrame(onSE["b2"], 0, 800, 375, 400, "the third button")
        let layouts = ScreenLayouts(
            screen: screen, selection: LayoutSelection(choices: [.device(se)], orientations: [.portrait]),
            contents: ScrollContents(read.map { ("test.hitlint.yaml", $0) }).held(by: screen, in: "test.hitlint.yaml"))
        let laid = try XCTUnwrap(layouts.layouts.first { $0.target != nil })
        XCTAssertEqual(laid.scrolled.map(\.size), [Size(width: 375, height: 1200)])
        XCTAssertEqual(laid.scrolled.first?.views.map(\.id), ["stack"])
        XCTAssertEqual(laid.scrolled.first?.views.first?.children.map(\.frame.width), [375, 375, 375])
        // Linted on the SE, the content is one screen of 375 x 1,200 with its three targets (not
        // also the canvas's 414 pt content, read on its own).
        let report = try withWorkspace { ws -> LintReport in
            _ = try ws.write("screen.xib", text)
            let manifest = try ws.write(
                "test.hitlint.yaml",
                "version: 1\ndevices: [iPhone SE (3rd generation)]\nscreens:\n  - from: screen.xib\n")
            return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
        }
        XCTAssertEqual(report.inputErrors.map(\.message), [])
        XCTAssertEqual(report.screens.map(\.size), [Size(width: 375, height: 667), Size(width: 375, height: 1200)])
        XCTAssertEqual(report.screens.last?.views.filter { $0.metrics != nil }.count, 3)
        // With the stored frames asked for too, the content keeps its own screen, read with them,
        // and is not placed again: still one content screen, not two of one name.
        let both = try withWorkspace { ws -> LintReport in
            _ = try ws.write("screen.xib", text)
            let manifest = try ws.write(
                "test.hitlint.yaml",
                "version: 1\ndevices: [design, iPhone SE (3rd generation)]\norientations: [portrait]\nscreens:\n  - from: screen.xib\n"
            )
            return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
        }
        XCTAssertEqual(both.screens.count, 2)
        XCTAssertEqual(Set(both.screens.map(\.name)).count, 2)
    }

    /// A button pinned 8 pt inside the safe area's leading and top edges, 44 pt square, on a
    /// notched phone: the iPhone 16 (393 x 852) has 59 pt of safe area above in portrait, and in
    /// landscape none above, 59 at each side and 21 below. Portrait: (8, 67); landscape:
    /// (67, 8). The canvas's own insets (48 above and 34 below on the iPhone 11) are never
    /// carried over.
    func testASafeAreaOfANotchedPhoneInLandscape() throws {
        let text = iPhone11XIB(
            """
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="close">
                        <rect key="frame" x="8" y="56" width="44" height="44"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="44" id="w"/>
                            <constraint firstAttribute="height" constant="44" id="h"/>
                        </constraints>
                        <state key="normal" title="X"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="done">
                        <rect key="frame" x="362" y="818" width="44" height="44"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="44" id="w2"/>
                            <constraint firstAttribute="height" constant="44" id="h2"/>
                        </constraints>
                        <state key="normal" title="OK"/>
                    </button>
            """,
            constraints: """
                        <constraint firstItem="close" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="8" id="c1"/>
                        <constraint firstItem="close" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c2"/>
                        <constraint firstItem="safe" firstAttribute="trailing" secondItem="done" secondAttribute="trailing" constant="8" id="c3"/>
                        <constraint firstItem="safe" firstAttribute="bottom" secondItem="done" secondAttribute="bottom" constant="0.0" id="c4"/>
                """)
        let model = try XCTUnwrap(try screens("screen.xib", text).first?.layout)
        XCTAssertNil(ScreenLayouts.untrusted(model))
        let portrait = try frames(model, iPhone16)
        assertFrame(portrait["close"], 8, 67, 44, 44, "portrait")
        assertFrame(portrait["done"], 393 - 8 - 44, 852 - 34 - 44, 44, 44, "portrait, above the home indicator")
        let landscape = try frames(model, iPhone16, .landscape)
        assertFrame(landscape["close"], 67, 8, 44, 44, "landscape, right of the notch")
        assertFrame(landscape["done"], 852 - 59 - 8 - 44, 393 - 21 - 44, 44, 44, "landscape")
    }

    /// A fixed frame (`fixedFrame="YES"`, no constraints) is laid out by its autoresizing mask, as
    /// the app translates it: a 30 pt button 8 pt from the right edge, flexible on its left and
    /// below, stays 8 pt from the right and at its y on the SE: x 375 - 38 = 337. A fixed frame
    /// with no mask written keeps its stored place.
    func testAFixedFrameWithFlexibleMarginsFollowsItsMask() throws {
        let text = iPhone11XIB(
            """
                    <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="dismiss">
                        <rect key="frame" x="376" y="40" width="30" height="30"/>
                        <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                        <state key="normal" title="X"/>
                    </button>
                    <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                        <rect key="frame" x="300" y="300" width="100" height="40"/>
                    </view>
            """, constraints: "")
        let model = try XCTUnwrap(try screens("screen.xib", text).first?.layout)
        XCTAssertNil(ScreenLayouts.untrusted(model))
        let onSE = try frames(model, se)
        assertFrame(onSE["dismiss"], 337, 40, 30, 30, "the masked button")
        assertFrame(onSE["pinned"], 300, 300, 100, 40, "the fixed frame without a mask")
    }

    /// A constraint marked `placeholder="YES"` is removed at build time: the button's 300 pt
    /// width placeholder is not a constraint on any device; its leading and trailing pins make
    /// it 375 - 40 = 335 wide on the SE.
    func testAPlaceholderConstraintIsDropped() throws {
        let text = iPhone11XIB(
            """
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                        <rect key="frame" x="20" y="100" width="374" height="44"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="44" id="h"/>
                            <constraint firstAttribute="width" constant="300" placeholder="YES" id="placeholder"/>
                        </constraints>
                        <state key="normal" title="Continue"/>
                    </button>
            """,
            constraints: """
                        <constraint firstItem="wide" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="wide" secondAttribute="trailing" constant="20" id="t"/>
                        <constraint firstItem="wide" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="y"/>
                """)
        let model = try XCTUnwrap(try screens("screen.xib", text).first?.layout)
        XCTAssertFalse(model.constraints.contains { $0.id == "placeholder" })
        XCTAssertNil(ScreenLayouts.untrusted(model))
        assertFrame(try frames(model, se)["wide"], 20, 100, 335, 44, "on the SE")
    }

    /// A cell XIB (600 x 44) whose 44 pt button at x 570 overhangs the cell's right edge by 14 pt
    /// on its stored frames (616 pt² of it): the finding names the cell, never the screen, and is
    /// a note, since the app's table sets the cell's size. A freeform XIB view (a 600 x 44 bar,
    /// not the owner's view) is the same; a controller's view (the owner's `view` outlet) at a
    /// size other than its canvas's keeps a warning that names the screen.
    func testWhatOverhangsACellOrAPlacedViewIsANoteNamingIt() throws {
        func xib(_ top: String, outlet: Bool = false) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">\(outlet ? "<connections><outlet property=\"view\" destination=\"root\" id=\"o\"/></connections>" : "")</placeholder>
            \(top)
                </objects>
            </document>
            """
        }
        let button = """
                                <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="more">
                                    <rect key="frame" x="570" y="0.0" width="44" height="44"/>
                                    <state key="normal" title="…"/>
                                </button>
            """
        let cell = xib(tableCellXML(id: "root", width: 600, subviews: button))
        let bar = { (outlet: Bool) in
            xib(
                """
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                \(button)
                            </subviews>
                        </view>
                """, outlet: outlet)
        }
        func clipped(_ text: String) throws -> [Finding] {
            let report = try withWorkspace { ws -> LintReport in
                _ = try ws.write("View.xib", text)
                let manifest = try ws.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: View.xib\n")
                return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
            }
            XCTAssertEqual(report.inputErrors.map(\.message), [])
            return report.screens.flatMap(\.findings).filter { $0.rule == "clipped-by-parent" }
        }
        let inCell = try clipped(cell)
        XCTAssertEqual(inCell.map(\.severity), [.note])
        XCTAssertTrue(
            inCell.first?.statement.hasPrefix(
                "616 pt² of the hit area of '…' (more) lies outside the cell and cannot be tapped") ?? false,
            inCell.first?.statement ?? "no finding")
        XCTAssertTrue(inCell.first?.message.contains("the app sets the size of the cell where it places it") ?? false)
        let inBar = try clipped(bar(false))
        XCTAssertEqual(inBar.map(\.severity), [.note])
        XCTAssertTrue(inBar.first?.statement.contains("lies outside the file's root view") ?? false)
        let inController = try clipped(bar(true))
        XCTAssertEqual(inController.map(\.severity), [.warning])
        XCTAssertTrue(inController.first?.statement.contains("lies outside the screen") ?? false)
    }

    /// A 44 pt button that a freeform XIB's 44 pt root cuts to 44 x 34 (IB's simulated status
    /// bar moved it 10 pt down, VLC's player controls): the app places the root, so the cut may
    /// not exist on screen, and its `too-small` is a note naming the root. A 30 pt button cut
    /// to 30 x 24 is too small uncut, an error; so is the 44 pt one in a controller's view.
    func testATargetOnlyTheRootOfAPlacedViewCutsIsANote() throws {
        func xib(owned: Bool) -> String {
            let button = { (id: String, y: Int, side: Int) in
                """
                                <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                    <rect key="frame" x="\(id == "play" ? 100 : 300)" y="\(y)" width="\(side)" height="\(side)"/>
                                    <state key="normal" title="\(id)"/>
                                </button>
                """
            }
            let outlet =
                owned ? "<connections><outlet property=\"view\" destination=\"root\" id=\"o\"/></connections>" : ""
            return """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                    <device id="retina6_1" orientation="portrait" appearance="light"/>
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">\(outlet)</placeholder>
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                \(button("play", 10, 44))
                \(button("tiny", 20, 30))
                            </subviews>
                        </view>
                    </objects>
                </document>
                """
        }
        func tooSmall(_ text: String) throws -> [String: Finding] {
            let report = try withWorkspace { ws -> LintReport in
                _ = try ws.write("Controls.xib", text)
                let manifest = try ws.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: Controls.xib\n")
                return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
            }
            XCTAssertEqual(report.inputErrors.map(\.message), [])
            let findings = report.screens.flatMap(\.findings).filter { $0.rule == "too-small" }
            return Dictionary(findings.map { ($0.view ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        }
        let placed = try tooSmall(xib(owned: false))
        XCTAssertEqual(placed["play"]?.severity, .note)
        XCTAssertTrue(
            placed["play"]?.statement.hasPrefix("the hit area of 'play' (play) is 44 x 34 pt") ?? false,
            placed["play"]?.statement ?? "no finding")
        XCTAssertTrue(placed["play"]?.message.contains("the app sets the size of the file's root view") ?? false)
        XCTAssertEqual(placed["tiny"]?.severity, .error)
        XCTAssertTrue(placed["tiny"]?.statement.hasPrefix("the hit area of 'tiny' (tiny) is 30 x 24 pt") ?? false)
        let controller = try tooSmall(xib(owned: true))
        XCTAssertEqual(controller["play"]?.severity, .error)
    }

    /// Two contradicting required widths, 60 and 90 pt: on a label no target is tied to, the
    /// conflict is a note (no tap target's frame depends on it); on a label a button is pinned
    /// to (its leading 8 pt after the label's trailing), a warning.
    func testALayoutConflictNoTargetDependsOnIsANote() throws {
        func conflicts(tied: Bool) throws -> [Finding] {
            let text = iPhone11XIB(
                """
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="20" y="100" width="60" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="60" id="w"/>
                                <constraint firstAttribute="height" constant="20" id="h"/>
                                <constraint firstAttribute="width" constant="90" id="wide"/>
                            </constraints>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                            <rect key="frame" x="88" y="300" width="44" height="44"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="44" id="gw"/>
                                <constraint firstAttribute="height" constant="44" id="gh"/>
                            </constraints>
                            <state key="normal" title="Go"/>
                        </button>
                """,
                constraints: """
                            <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                            <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                            <constraint firstItem="go" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c3"/>
                            \(tied
                            ? "<constraint firstItem=\"go\" firstAttribute=\"leading\" secondItem=\"title\" secondAttribute=\"trailing\" constant=\"8\" id=\"c4\"/>"
                            : "<constraint firstItem=\"go\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"88\" id=\"c4\"/>")
                    """)
            let report = try withWorkspace { ws -> LintReport in
                _ = try ws.write("screen.xib", text)
                let manifest = try ws.write(
                    "test.hitlint.yaml", "version: 1\ndevices: [file]\nscreens:\n  - from: screen.xib\n")
                return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
            }
            XCTAssertEqual(report.inputErrors.map(\.message), [])
            return report.findings.filter { $0.rule == "layout-conflict" }
        }
        let alone = try conflicts(tied: false)
        XCTAssertEqual(alone.map(\.severity), [.note])
        XCTAssertTrue(
            alone.first?.message.hasSuffix("(a note: no tap target's frame depends on it)") ?? false,
            alone.first?.message ?? "")
        XCTAssertEqual(try conflicts(tied: true).map(\.severity), [.warning])
    }

    /// A launch screen (`launchScreen="YES"`) is shown while the app starts and never tapped:
    /// its 40 x 20 px image drawn over 120 x 176 pt is an `image-resolution` note, where the same
    /// file without the attribute gives a warning (its screen declares no button: every view may
    /// bear on a target the code adds).
    func testALaunchScreensImageFindingsAreNotes() throws {
        func severities(launch: Bool) throws -> [Severity] {
            var text = iPhone11XIB(
                """
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" fixedFrame="YES" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                            <rect key="frame" x="20" y="20" width="120" height="176"/>
                        </imageView>
                """, constraints: "")
            if launch {
                text = text.replacingOccurrences(
                    of: "useAutolayout=\"YES\"", with: "launchScreen=\"YES\" useAutolayout=\"YES\"")
            }
            let report = try withWorkspace { ws -> LintReport in
                try ws.writeCatalog("logo", solid(40, 20))
                _ = try ws.write("Splash.xib", text)
                let manifest = try ws.write(
                    "test.hitlint.yaml", "version: 1\nassets: Assets.xcassets\nscreens:\n  - from: Splash.xib\n")
                return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
            }
            XCTAssertEqual(report.inputErrors.map(\.message), [])
            return report.findings.filter { $0.rule == "image-resolution" }.map(\.severity)
        }
        XCTAssertEqual(try severities(launch: false), [.warning])
        XCTAssertEqual(try severities(launch: true), [.note])
    }

    /// A button the default size-class variation excludes (`<exclude>` in `<variation
    /// key="default">`) is never installed on the file's canvas: on the stored frames it is not a
    /// target (listed as not linted), so its 30 pt size is no finding.
    func testAViewTheCanvasDoesNotInstallIsNotLinted() throws {
        let text = iPhone11XIB(
            """
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="gone">
                        <rect key="frame" x="20" y="100" width="30" height="30"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="30" id="w"/>
                            <constraint firstAttribute="height" constant="30" id="h"/>
                        </constraints>
                        <state key="normal" title="X"/>
                    </button>
                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" fixedFrame="YES" image="missing.png" translatesAutoresizingMaskIntoConstraints="NO" id="tag">
                        <rect key="frame" x="10" y="90" width="60" height="40"/>
                    </imageView>
            """,
            constraints: """
                        <constraint firstItem="gone" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                        <constraint firstItem="gone" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
                """
        ).replacingOccurrences(
            of: "        </view>\n    </objects>",
            with: """
                            <variation key="default">
                                <mask key="subviews">
                                    <exclude reference="gone"/>
                                </mask>
                            </variation>
                        </view>
                    </objects>
                """)
        XCTAssertTrue(text.contains("<exclude reference=\"gone\"/>"))
        let (report, onDevice) = try withWorkspace { ws -> (LintReport, LintReport) in
            _ = try ws.write("screen.xib", text)
            let manifest = try ws.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: screen.xib\n")
            let devices = try ws.write(
                "devices.hitlint.yaml",
                "version: 1\ndevices: [iPhone SE (3rd generation)]\norientations: [portrait]\nscreens:\n  - from: screen.xib\n"
            )
            let linter = Linter(options: LintOptions(jobs: 1))
            return (linter.lint(manifestPaths: [manifest]), linter.lint(manifestPaths: [devices]))
        }
        XCTAssertEqual(report.inputErrors.map(\.message), [])
        // Solved for a device, the left-out button is not in the layout at all: still no target.
        let solved = onDevice.findings.filter { $0.rule == "image-error" }
        XCTAssertEqual(solved.map(\.severity), [.note])
        XCTAssertTrue(
            solved.allSatisfy { $0.message.hasSuffix("(a note: no tap target shows it, holds it or meets it)") })
        XCTAssertEqual(report.findings.filter { $0.rule == "too-small" }.map(\.message), [])
        XCTAssertEqual(report.notLinted.map(\.id), ["gone"])
        // The label over it bears on no target there: the file's only control is left out.
        let missing = report.findings.filter { $0.rule == "image-error" }
        XCTAssertEqual(missing.map(\.view), ["tag"])
        XCTAssertEqual(missing.map(\.severity), [.note])
        XCTAssertTrue(
            missing.allSatisfy { $0.message.hasSuffix("(a note: no tap target shows it, holds it or meets it)") })
    }

    /// A layout solved for a device is drawn at the device's scale: the iPhone 11 canvas is @2x,
    /// the iPhone 17 Pro Max @3x, the iPhone SE @2x.
    func testALayoutIsDrawnAtItsDevicesScale() throws {
        let text = iPhone11XIB(
            """
                    <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                        <rect key="frame" x="20" y="100" width="44" height="44"/>
                        <state key="normal" title="Go"/>
                    </button>
            """, constraints: "")
        let screen = try XCTUnwrap(try screens("screen.xib", text).first)
        XCTAssertEqual(screen.scale, 2)
        let layouts = ScreenLayouts(
            screen: screen,
            selection: LayoutSelection(choices: [.device(proMax), .device(se)], orientations: [.portrait]))
        XCTAssertEqual(layouts.layouts.map(\.screen.scale), [3, 2])
    }

    /// A screen's backdrop (the rearmost subview of its root, covering at least 90 % of it) is
    /// meant to lie behind the rest. A full-screen button there (it dismisses the keyboard) is
    /// covered by the clear panel in front on purpose: its `blocked-by-view` is a note. A full-screen
    /// background image (a 60 x 20 px image stretched over 414 x 896 pt) under a 30 pt button
    /// bears on no target: its `aspect-distortion` is a note; the button is still `too-small`.
    func testAScreensBackdropIsMeantToLieBehind() throws {
        let backdropButton = iPhone11XIB(
            """
                    <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="dismiss">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <state key="normal" backgroundImage="sky"/>
                    </button>
                    <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                        <rect key="frame" x="20" y="100" width="374" height="300"/>
                    </view>
            """, constraints: "")
        let backdropImage = iPhone11XIB(
            """
                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" fixedFrame="YES" image="sky" translatesAutoresizingMaskIntoConstraints="NO" id="under">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    </imageView>
                    <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                        <rect key="frame" x="20" y="300" width="30" height="30"/>
                        <state key="normal" title="Go"/>
                    </button>
            """, constraints: "")
        let report = try withWorkspace { ws -> LintReport in
            try ws.writeCatalog("sky", solid(60, 20))
            _ = try ws.write("Host.xib", backdropButton)
            _ = try ws.write("Menu.xib", backdropImage)
            let manifest = try ws.write(
                "test.hitlint.yaml",
                "version: 1\nassets: Assets.xcassets\nscreens:\n  - from: Host.xib\n  - from: Menu.xib\n")
            return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
        }
        XCTAssertEqual(report.inputErrors.map(\.message), [])
        let all = report.findings.map { "\($0.rule) \($0.view) \($0.severity)" }
        XCTAssertTrue(all.contains("blocked-by-view dismiss note"), all.joined(separator: "; "))
        XCTAssertTrue(
            report.findings.contains {
                $0.rule == "blocked-by-view" && $0.message.contains("they are meant to be in front of it")
            })
        XCTAssertTrue(all.contains("aspect-distortion under note"), all.joined(separator: "; "))
        XCTAssertTrue(all.contains("too-small go error"), all.joined(separator: "; "))
    }

    /// A chain of constraints carries a conflict to a target: the title's contradicting widths
    /// (60 and 90 pt) move a spacer pinned after it, and the button pinned after the spacer, so
    /// a target's frame depends on them (two hops). Without the chain (the button pinned to the
    /// root) it does not. The root never carries a dependence (everything is pinned to it).
    func testATargetDependsOnAConflictThroughAChainOfConstraints() throws {
        func bears(chained: Bool) throws -> Bool {
            let text = iPhone11XIB(
                """
                        \(conflictingTitleXML(y: 100))
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="spacer">
                            <rect key="frame" x="80" y="100" width="10" height="20"/>
                        </view>
                        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                            <rect key="frame" x="98" y="300" width="44" height="44"/>
                            <state key="normal" title="Go"/>
                        </button>
                """,
                constraints: """
                            <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                            <constraint firstItem="spacer" firstAttribute="leading" secondItem="title" secondAttribute="trailing" id="c2"/>
                            <constraint firstItem="go" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c3"/>
                            \(chained
                            ? "<constraint firstItem=\"go\" firstAttribute=\"leading\" secondItem=\"spacer\" secondAttribute=\"trailing\" constant=\"8\" id=\"c4\"/>"
                            : "<constraint firstItem=\"go\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"98\" id=\"c4\"/>")
                    """)
            let screen = try XCTUnwrap(try screens("screen.xib", text).first)
            let wide = try XCTUnwrap(screen.layout?.constraints.first { $0.id == "wide" })
            return TargetDependence(screen: screen).bears(wide)
        }
        XCTAssertTrue(try bears(chained: true))
        XCTAssertFalse(try bears(chained: false))
    }

    /// In a cell, whose row the table sizes and the user taps as a whole, a conflict bears on a
    /// target only through the cell's buttons: the label's contradicting widths (60 and 90 pt)
    /// move no button when the button is pinned to the content view (which counts as the root),
    /// and do when the button is pinned after the label; a conflict on the button's own width
    /// does. A cell with no button: nothing in it moves a target.
    func testAConflictInACellBearsOnlyThroughItsButtons() throws {
        func bears(_ constraint: String, chained: Bool, button: Bool = true) throws -> Bool {
            let go = """
                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                    <rect key="frame" x="300" y="0.0" width="44" height="44"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="44" id="goWidth"/>
                        <constraint firstAttribute="width" constant="50" id="goWide"/>
                    </constraints>
                    <state key="normal" title="Go"/>
                </button>
                """
            let pin =
                chained
                ? #"<constraint firstItem="go" firstAttribute="leading" secondItem="title" secondAttribute="trailing" constant="8" id="c2"/>"#
                : #"<constraint firstAttribute="trailing" secondItem="go" secondAttribute="trailing" constant="20" id="c2"/>"#
            let text = cellXIB(
                subviews: conflictingTitleXML(y: 12) + (button ? go : ""),
                constraints:
                    #"<constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c1"/>"#
                    + (button ? pin : ""))
            let screen = try XCTUnwrap(try screens("cell.xib", text).first)
            XCTAssertTrue(screen.rowTapped)
            let conflict = try XCTUnwrap(screen.layout?.constraints.first { $0.id == constraint })
            return TargetDependence(screen: screen).bears(conflict)
        }
        XCTAssertFalse(try bears("wide", chained: false))
        XCTAssertTrue(try bears("wide", chained: true))
        XCTAssertTrue(try bears("goWide", chained: false))
        XCTAssertFalse(try bears("wide", chained: false, button: false))
    }

    /// A table cell (414 x 44, content view `content`) holding `subviews`, with `constraints`
    /// in its content view.
    private func cellXIB(subviews: String, constraints: String) -> String {
        iPhone11Document(tableCellXML(id: "cell", width: 414, subviews: subviews, constraints: constraints))
    }

    /// A table cell `id`, `width` x 44 pt, whose content view `content` holds `subviews` and
    /// `constraints`.
    private func tableCellXML(id: String, width: Int, subviews: String, constraints: String = "") -> String {
        """
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="\(id)" id="content">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    \(subviews)
                </subviews>
                <constraints>
                    \(constraints)
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    /// A self-sizing row: the title sets the content view's height (12 pt above and below it),
    /// and the button is centred on the content view, so the title's frame may move the button:
    /// a conflict of the title's (its widths) bears on it. Across, the content view is the
    /// table's width whatever the title does: with the title tied to it only across (and the
    /// button centred), the conflict does not bear.
    func testAVerticalConstraintSpreadsThroughASelfSizingRow() throws {
        func bears(selfSizing: Bool) throws -> Bool {
            let go = """
                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                    <rect key="frame" x="350" y="0.0" width="44" height="44"/>
                    <state key="normal" title="Go"/>
                </button>
                """
            var constraints = [
                #"<constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c1"/>"#,
                #"<constraint firstAttribute="trailing" secondItem="go" secondAttribute="trailing" constant="20" id="c2"/>"#,
                #"<constraint firstItem="go" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c3"/>"#,
            ]
            if selfSizing {
                constraints += [
                    #"<constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="top" constant="12" id="c4"/>"#,
                    #"<constraint firstAttribute="bottom" secondItem="title" secondAttribute="bottom" constant="12" id="c5"/>"#,
                ]
            }
            let text = cellXIB(
                subviews: conflictingTitleXML(y: 12) + go, constraints: constraints.joined(separator: "\n"))
            let screen = try XCTUnwrap(try screens("cell.xib", text).first)
            XCTAssertTrue(screen.rowTapped)
            let wide = try XCTUnwrap(screen.layout?.constraints.first { $0.id == "wide" })
            return TargetDependence(screen: screen).bears(wide)
        }
        XCTAssertTrue(try bears(selfSizing: true))
        XCTAssertFalse(try bears(selfSizing: false))
    }

    /// A baseline hides findings, not what the report says of its layouts.
    func testABaselineKeepsTheLayoutsLinted() throws {
        let text = iPhone11XIB(
            """
                    <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="small">
                        <rect key="frame" x="20" y="100" width="30" height="30"/>
                        <state key="normal" title="Go"/>
                    </button>
            """, constraints: "")
        let (report, baselined) = try withWorkspace { ws -> (LintReport, LintReport) in
            _ = try ws.write("screen.xib", text)
            let manifest = try ws.write(
                "test.hitlint.yaml",
                "version: 1\ndevices: [iPhone SE (3rd generation)]\norientations: [portrait]\nscreens:\n  - from: screen.xib\n"
            )
            let report = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
            return (report, Baseline(report: report, path: ws.url("baseline.json").path).apply(to: report))
        }
        XCTAssertEqual(report.layouts?.names, ["iPhone SE (3rd generation), portrait"])
        XCTAssertEqual(baselined.findings.count, 0)
        XCTAssertEqual(baselined.layouts?.names, ["iPhone SE (3rd generation), portrait"])
    }

    /// Layout names in a message: every current iPhone in landscape is "every iPhone in
    /// landscape"; every iPad in both orientations "every iPad"; others are listed with their
    /// orientation once.
    func testDevicesAreListedCompactly() {
        let phones = DeviceTable.current.filter { !$0.isPad }
        let pads = DeviceTable.current.filter(\.isPad)
        XCTAssertEqual(LayoutNames.compact(phones.map { "\($0.name), landscape" }), "every iPhone in landscape")
        XCTAssertEqual(
            LayoutNames.compact(pads.map { "\($0.name), portrait" } + pads.map { "\($0.name), landscape" }),
            "every iPad")
        XCTAssertEqual(
            LayoutNames.compact(["iPhone SE (3rd generation), portrait", "iPhone 16, portrait", "iPhone 16, landscape"]
            ),
            "iPhone SE (3rd generation), iPhone 16 in portrait; iPhone 16 in landscape")
    }
}

/// SPEC section 12 on the real apps (../shared/realapps): their files with scroll views, static
/// tables and controllers' tables, linted on every device each app shows.
final class RealAppsScrollContentTests: XCTestCase {
    static let scrollElements: Set<String> = ["scrollView", "tableView", "collectionView"]

    /// No finding on a view inside a scroll view's content (or a table's rows) says it lies
    /// outside the screen, or outside the scroll view: the user scrolls it into view.
    func testNoViewInScrollContentIsOffScreenOrClippedByItsScrollView() throws {
        let apps = ProjectPaths.shared.appendingPathComponent("realapps")
        try XCTSkipUnless(FileManager.default.fileExists(atPath: apps.path), "../shared/realapps is absent: skipped")
        let markers = ["<scrollView", "dataMode=\"static\"", "<tableView key=\"view\"", "<collectionView key=\"view\""]
        var checked = 0
        for app in try FileManager.default.contentsOfDirectory(atPath: apps.path).sorted() {
            let folder = apps.appendingPathComponent(app)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
                continue
            }
            let scan = ProjectManifest(folder: folder).scan()
            let files = scan.imported.filter { path in
                let text = (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)) ?? ""
                return markers.contains { text.contains($0) }
            }
            guard !files.isEmpty else { continue }
            var yaml = "version: 1\nscale: 3\ndevices: [all]\n"
            if let support = scan.app?.support {
                yaml += "app:\n"
                if !support.phone.isEmpty {
                    yaml += "  iPhone: [\(support.phone.map(\.rawValue).joined(separator: ", "))]\n"
                }
                if !support.pad.isEmpty { yaml += "  iPad: [\(support.pad.map(\.rawValue).joined(separator: ", "))]\n" }
            }
            let quote = { (path: String) in YAMLText.doubleQuoted(folder.appendingPathComponent(path).path) }
            if !scan.catalogs.isEmpty { yaml += "assets: [\(scan.catalogs.map(quote).joined(separator: ", "))]\n" }
            yaml += "screens:\n" + files.map { "  - from: \(quote($0))\n" }.joined()
            let (manifest, report) = try withWorkspace { ws -> (Manifest, LintReport) in
                let path = try ws.write("\(app).hitlint.yaml", yaml)
                var options = LintOptions(jobs: 2)
                options.paths = .unconfined
                let manifest = try ManifestLoader(knownRuleIDs: RuleRegistry.standard.ids, paths: .unconfined).load(
                    path: path)
                return (manifest, Linter(options: options).lint(manifestPaths: [path]))
            }
            XCTAssertEqual(report.inputErrors.map(\.message), [], app)
            // The views inside scroll content, and the scroll views holding them, by IB id.
            var inContent: [String: Set<String>] = [:]
            for screen in manifest.screens {
                guard let model = screen.layout else { continue }
                for item in model.items {
                    var parent = item.parent
                    while let p = parent {
                        if Self.scrollElements.contains(model.items[p].element) {
                            inContent[item.id, default: []].insert(model.items[p].id)
                        }
                        parent = model.items[p].parent
                    }
                }
            }
            for finding in report.findings where finding.severity != .note {
                guard let scrollViews = inContent[finding.view] else { continue }
                checked += 1
                XCTAssertFalse(
                    finding.statement.contains("outside the screen"), "\(app): \(finding.location): \(finding.message)")
                for id in scrollViews {
                    XCTAssertFalse(
                        finding.statement.contains("outside its superview '\(id)'"),
                        "\(app): \(finding.location): \(finding.message)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 50, "findings on views in scroll content were checked")
    }
}
