import XCTest

@testable import HitLintKit

/// Layouts solved for other devices (SPEC section 11), on hand-built XIBs whose frames on each
/// device are worked out by hand in the comments. Each XIB is designed on an iPhone 11 (`retina6_1`:
/// 414 x 896 pt at 2x, safe area 48 above and 34 below in portrait).
final class DeviceLayoutTests: XCTestCase {
    private let se = DeviceTable.named("iPhone SE (3rd generation)")!
    private let iPhone16 = DeviceTable.named("iPhone 16")!
    private let iPhone16e = DeviceTable.named("iPhone 16e")!

    /// A XIB whose root holds a scroll view (`scroll`) filling it, with `subviews` and its own
    /// `scroll` constraints and guides.
    private func scrollXIB(_ subviews: String, scroll: String) -> String {
        iPhone11XIB(
            """
                    <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
            \(subviews)
                        </subviews>
            \(scroll)
                    </scrollView>
            """,
            constraints: """
                        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                        <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c4"/>
                """)
    }

    /// The layout model of the XIB's one screen.
    private func model(_ text: String) throws -> LayoutModel {
        try withWorkspace { ws in
            _ = try ws.write("screen.xib", text)
            _ = try ws.write("test.hitlint.yaml", "version: 1\ndevices: [file]\nscreens:\n  - from: screen.xib\n")
            let manifest = try ws.load()
            return try XCTUnwrap(manifest.screens.first?.layout)
        }
    }

    /// Absolute frames by IB id, solved for `device` in `orientation`.
    private func frames(_ model: LayoutModel, _ device: Device, _ orientation: Orientation = .portrait) throws
        -> [String: Rect]
    {
        try frames(model, LayoutTarget(device: device, orientation: orientation))
    }

    /// Absolute frames by IB id, solved for `target` (`LayoutTarget.file`: the file's own layout).
    private func frames(_ model: LayoutModel, _ target: LayoutTarget) throws -> [String: Rect] {
        let solved = try XCTUnwrap(AutoLayoutSystem.solve(model, for: target))
        XCTAssertEqual(solved.conflicts.map(\.id), [], "no required constraint breaks")
        var result: [String: Rect] = [:]
        for (item, frame) in zip(model.items, solved.frames) { result[item.id] = frame }
        return result
    }

    private func assertFrame(
        _ frame: Rect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ context: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let frame else { return XCTFail("no frame", file: file, line: line) }
        for (got, want, what) in [
            (frame.x, x, "x"), (frame.y, y, "y"), (frame.width, width, "width"), (frame.height, height, "height"),
        ] {
            XCTAssertEqual(got, want, accuracy: 0.001, "\(what) \(context)", file: file, line: line)
        }
    }

    /// Six buttons share a toolbar's width equally (a fill-equally stack, spacing 6, pinned to
    /// the root's sides and the safe area's bottom, 44 high). Designed: (414 - 5 x 6) / 6 = 64 pt
    /// each, at y 896 - 34 - 44 = 818. iPhone SE: (375 - 30) / 6 = 57.5 pt each, button k at
    /// k x 63.5, y 667 - 44 = 623 (no home indicator). iPhone 16e: (390 - 30) / 6 = 60 pt, at
    /// k x 66, y 844 - 34 - 44 = 766.
    func testEqualWidthButtonsInAStackViewFollowTheScreenWidth() throws {
        let buttons = (0..<6).map { k in
            """
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b\(k)">
                                <rect key="frame" x="\(k * 70)" y="0.0" width="64" height="44"/>
                            </button>
            """
        }
        let text = iPhone11XIB(
            """
                    <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="6" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                        <rect key="frame" x="0.0" y="818" width="414" height="44"/>
                        <subviews>
            \(buttons.joined(separator: "\n"))
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="height" constant="44" id="bar-height"/>
                        </constraints>
                    </stackView>
            """,
            constraints: """
                        <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="safe" firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="c3"/>
                """)
        let model = try model(text)
        XCTAssertNil(ScreenLayouts.untrusted(model), "the designed frames come back on the file's own device")
        let onSE = try frames(model, se)
        assertFrame(onSE["bar"], 0, 623, 375, 44)
        for k in 0..<6 { assertFrame(onSE["b\(k)"], Double(k) * 63.5, 623, 57.5, 44) }
        let on16e = try frames(model, iPhone16e)
        for k in 0..<6 { assertFrame(on16e["b\(k)"], Double(k) * 66, 766, 60, 44) }
    }

    /// "Skip" (a white button) is pinned 20 pt from the leading edge and "Next" (a title on a clear
    /// background) 20 pt from the trailing edge, both 180 wide. Designed, Next spans 214...394 and
    /// leaves 14 pt to Skip (20...200). On the iPhone SE, Next moves to 375 - 20 - 180 = 175 and
    /// its clear area takes the taps on Skip's last 25 x 44 = 1100 pt², which the user sees as Skip:
    /// hitlint says so for that layout only.
    func testATrailingPinnedButtonMeetsALeadingPinnedOneOnANarrowPhone() throws {
        let text = iPhone11XIB(
            """
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="skip">
                        <rect key="frame" x="20" y="100" width="180" height="44"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="180" id="skip-w"/>
                            <constraint firstAttribute="height" constant="44" id="skip-h"/>
                        </constraints>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="next">
                        <rect key="frame" x="214" y="100" width="180" height="44"/>
                        <state key="normal" title="Next"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="180" id="next-w"/>
                            <constraint firstAttribute="height" constant="44" id="next-h"/>
                        </constraints>
                    </button>
            """,
            constraints: """
                        <constraint firstItem="skip" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="skip" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="next" secondAttribute="trailing" constant="20" id="c3"/>
                        <constraint firstItem="next" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c4"/>
                """)
        let model = try model(text)
        let onSE = try frames(model, se)
        assertFrame(onSE["skip"], 20, 100, 180, 44)
        assertFrame(onSE["next"], 175, 100, 180, 44)
        // Linted on the stored frames and the iPhone SE in portrait: Next takes 1100 pt² of
        // Skip there only.
        let report = try withWorkspace { ws -> LintReport in
            _ = try ws.write("screen.xib", text)
            let manifest = try ws.write(
                "test.hitlint.yaml",
                "version: 1\ndevices: [design, iPhone SE (3rd generation)]\norientations: [portrait]\nscreens:\n  - from: screen.xib\n"
            )
            return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
        }
        let taken = report.findings.filter { $0.rule == "overlap-conflict" }
        XCTAssertEqual(taken.count, 1, report.findings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(taken.first?.devices, ["iPhone SE (3rd generation), portrait"])
        XCTAssertTrue(taken.first?.message.contains("1100 pt²") ?? false, taken.first?.message ?? "")
        XCTAssertTrue(taken.first?.message.contains("(on iPhone SE (3rd generation) in portrait)") ?? false)
        // Its sample point is the SE's, not on the stored frames' map the screen's report shows.
        XCTAssertNotNil(taken.first?.evidence.sample)
        XCTAssertEqual(taken.first?.sampleOnMap, false)
        let layouts = report.screens.first?.layouts ?? []
        XCTAssertEqual(layouts.map(\.name), ["design", "iPhone SE (3rd generation), portrait"])
        XCTAssertEqual(
            layouts.last?.frames.first { $0.id == "next" }?.frame, Rect(x: 175, y: 100, width: 180, height: 44))
        // With maps drawn, the layout with a finding of its own keeps its map (375 x 667 pt at
        // one pixel a point, plus the legend below); the stored frames' map is the screen's.
        let drawn = try withWorkspace { ws -> LintReport in
            _ = try ws.write("screen.xib", text)
            let manifest = try ws.write(
                "test.hitlint.yaml",
                "version: 1\ndevices: [design, iPhone SE (3rd generation)]\norientations: [portrait]\nscreens:\n  - from: screen.xib\n"
            )
            var options = LintOptions(jobs: 1)
            options.renderHitMaps = true
            return Linter(options: options).lint(manifestPaths: [manifest])
        }
        let maps = drawn.screens.first?.layouts.map { $0.hitMap != nil } ?? []
        XCTAssertEqual(maps, [false, true])
        let map = try XCTUnwrap(drawn.screens.first?.layouts.last?.hitMap)
        guard case .success(let image) = PNGDecoder().decode(data: map, keepColour: false) else {
            return XCTFail("no PNG")
        }
        XCTAssertEqual(image.width, 375)
    }

    /// A portrait-only iPhone app (`app: {iPhone: [portrait]}`, as `hitlint init` writes it from
    /// Info.plist and TARGETED_DEVICE_FAMILY): `devices: [all]` lays its screen out on the ten
    /// iPhones in portrait and nothing else; with iPads in both orientations, on sixteen devices
    /// and 22 layouts. Naming only an iPad leaves the stored frames, with no note.
    func testOnlyTheDevicesAndOrientationsTheAppShowsAreLaidOut() throws {
        let text = iPhone11XIB(
            """
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="small">
                        <rect key="frame" x="20" y="100" width="30" height="30"/>
                        <state key="normal" title="Go"/>
                    </button>
            """,
            constraints: """
                        <constraint firstItem="small" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="small" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                """)
        func layouts(_ head: String) throws -> (names: [String], notes: Int) {
            let report = try withWorkspace { ws -> LintReport in
                _ = try ws.write("screen.xib", text)
                let manifest = try ws.write("test.hitlint.yaml", "version: 1\n\(head)screens:\n  - from: screen.xib\n")
                return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
            }
            XCTAssertEqual(report.inputErrors.map(\.message), [])
            return (report.screens.first?.layouts.map(\.name) ?? [], report.count(.note))
        }
        let iPhones = DeviceTable.current.filter { !$0.isPad }.map { "\($0.name), portrait" }
        XCTAssertEqual(iPhones.count, 10)
        XCTAssertEqual(try layouts("devices: [all]\napp:\n  iPhone: [portrait]\n").names, iPhones)
        let universal = try layouts("devices: [all]\napp:\n  iPhone: [portrait]\n  iPad: [portrait, landscape]\n").names
        XCTAssertEqual(universal.count, 10 + 6 * 2)
        XCTAssertFalse(universal.contains { !$0.hasPrefix("iPad") && $0.hasSuffix("landscape") })
        let padOnly = try layouts("devices: [iPad (A16)]\napp:\n  iPhone: [portrait]\n")
        XCTAssertEqual(padOnly.names, ["design"])
        XCTAssertEqual(padOnly.notes, 0)
        XCTAssertEqual(try layouts("devices: [all]\n").names.count, 16 * 2)
    }

    /// A panel 200 pt high, 100 in compact height (`<variation key="heightClass=compact">`):
    /// 200 on a phone in portrait, 100 in landscape, 200 on an iPad in either.
    func testAHeightVariationForCompactHeight() throws {
        let text = iPhone11XIB(
            """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                        <rect key="frame" x="0.0" y="48" width="414" height="200"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="200" id="panel-h">
                                <variation key="heightClass=compact" constant="100"/>
                            </constraint>
                        </constraints>
                    </view>
            """,
            constraints: """
                        <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="panel" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c3"/>
                """)
        let model = try model(text)
        XCTAssertNil(ScreenLayouts.untrusted(model))
        // iPhone 16: safe area 59 above in portrait, none above in landscape.
        assertFrame(try frames(model, iPhone16)["panel"], 0, 59, 393, 200)
        assertFrame(try frames(model, iPhone16, .landscape)["panel"], 0, 0, 852, 100)
        let pad = try XCTUnwrap(DeviceTable.named("iPad Pro 11-inch (M4)"))
        assertFrame(try frames(model, pad, .landscape)["panel"], 0, 24, 1210, 200)
    }

    /// A tab bar 49 pt high pinned to the safe area's bottom and the root's sides. On the iPhone
    /// SE (home button) it sits on the screen's edge: y 667 - 49 = 618. On the iPhone 16 the home
    /// indicator keeps 34 pt below: y 852 - 34 - 49 = 769; in landscape 21: y 393 - 21 - 49 = 323,
    /// still 852 wide (pinned to the root, not the safe area).
    func testASafeAreaPinnedBottomBarWithAndWithoutAHomeIndicator() throws {
        let text = iPhone11XIB(
            """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tabs">
                        <rect key="frame" x="0.0" y="813" width="414" height="49"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="49" id="tabs-h"/>
                        </constraints>
                    </view>
            """,
            constraints: """
                        <constraint firstItem="tabs" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="tabs" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="safe" firstAttribute="bottom" secondItem="tabs" secondAttribute="bottom" id="c3"/>
                """)
        let model = try model(text)
        XCTAssertNil(ScreenLayouts.untrusted(model))
        assertFrame(try frames(model, se)["tabs"], 0, 618, 375, 49)
        assertFrame(try frames(model, iPhone16)["tabs"], 0, 769, 393, 49)
        assertFrame(try frames(model, iPhone16, .landscape)["tabs"], 0, 323, 852, 49)
    }

    /// A scroll view fills the root; its content view is pinned to the content layout guide,
    /// as wide as the frame layout guide and 1200 pt high; a button sits 20 pt above the
    /// content's bottom. On the iPhone SE the content is 375 x 1200 and the button at
    /// y 1200 - 20 - 44 = 1136 in it, whatever the screen's height.
    func testAScrollViewsContentLayoutGuide() throws {
        let text = scrollXIB(
            """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="1200"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="done">
                                <rect key="frame" x="20" y="1136" width="374" height="44"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="44" id="done-h"/>
                                </constraints>
                            </button>
            """,
            scroll: """
                                    <constraints>
                                        <constraint firstAttribute="height" constant="1200" id="content-h"/>
                                        <constraint firstItem="done" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="d1"/>
                                        <constraint firstAttribute="trailing" secondItem="done" secondAttribute="trailing" constant="20" id="d2"/>
                                        <constraint firstAttribute="bottom" secondItem="done" secondAttribute="bottom" constant="20" id="d3"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="content" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="s1"/>
                                <constraint firstItem="content" firstAttribute="trailing" secondItem="cg" secondAttribute="trailing" id="s2"/>
                                <constraint firstItem="content" firstAttribute="top" secondItem="cg" secondAttribute="top" id="s3"/>
                                <constraint firstItem="content" firstAttribute="bottom" secondItem="cg" secondAttribute="bottom" id="s4"/>
                                <constraint firstItem="content" firstAttribute="width" secondItem="fg" secondAttribute="width" id="s5"/>
                            </constraints>
                            <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                            <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
                """)
        let model = try model(text)
        XCTAssertNil(ScreenLayouts.untrusted(model))
        let onSE = try frames(model, se)
        assertFrame(onSE["scroll"], 0, 0, 375, 667)
        assertFrame(onSE["content"], 0, 0, 375, 1200)
        assertFrame(onSE["done"], 20, 1136, 335, 44)
    }

    /// A stack view of two buttons, 800 pt tall, is a scroll view's content pinned to its content
    /// layout guide: it fits in the 896 pt of the iPhone 11 and scrolls on the iPhone SE (667 pt
    /// tall, 375 in landscape), where it is linted as a screen of its own. The 30 pt 'Small' is too small on both: on the
    /// file's own layout its height constraint can grow (the content, 814 pt, still fits); on the
    /// SE a scroll view's content is not solved on its own, so no change is named, and the one
    /// finding says where and why.
    func testAButtonOfContentThatScrollsOnOneLayoutSaysWhereItsChangeIsRefused() throws {
        let text = scrollXIB(
            """
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="800"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="small" userLabel="Small">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="30"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="30" id="small-h"/>
                                </constraints>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="big" userLabel="Big">
                                <rect key="frame" x="0.0" y="40" width="414" height="760"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="760" id="big-h"/>
                                </constraints>
                            </button>
                        </subviews>
                    </stackView>
            """,
            scroll: """
                            <constraints>
                                <constraint firstItem="stack" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="s1"/>
                                <constraint firstItem="stack" firstAttribute="trailing" secondItem="cg" secondAttribute="trailing" id="s2"/>
                                <constraint firstItem="stack" firstAttribute="top" secondItem="cg" secondAttribute="top" id="s3"/>
                                <constraint firstItem="stack" firstAttribute="bottom" secondItem="cg" secondAttribute="bottom" id="s4"/>
                                <constraint firstItem="stack" firstAttribute="width" secondItem="fg" secondAttribute="width" id="s5"/>
                            </constraints>
                            <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                            <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
                """)
        try withWorkspace { ws in
            try ws.write("screen.xib", text)
            let path = try ws.write(
                "test.hitlint.yaml",
                "version: 1\ndevices: [file, iPhone SE (3rd generation)]\nscreens:\n  - from: screen.xib\n")
            let report = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [path])
            let small = try XCTUnwrap(
                report.findings.first { $0.rule == TooSmallRule.identifier && $0.view == "small" })
            XCTAssertEqual(small.devices, ["all"])
            XCTAssertNil(small.remedy)
            XCTAssertEqual(
                small.advice?.sentence,
                "enlarge it where its neighbours and superview leave room, or make it larger (not on iPhone SE (3rd generation), portrait; iPhone SE (3rd generation), landscape: 'Small' (small) is arranged by a stack view, and hitlint does not solve a scroll view's content on its own to see where its neighbours go: change its size in Interface Builder)"
            )
        }
    }

    /// A view without constraints follows its autoresizing mask: flexible width and flexible
    /// right margin share the superview's change in proportion to their stored lengths. Stored
    /// at x 20, width 300, right margin 94 in 414: on the iPhone SE (39 pt narrower) the width
    /// takes 300/394 of -39 (-29.70) and the margin the rest; x stays 20. A view that no
    /// constraint names but opts out of its mask keeps its stored frame.
    func testAutoresizingMasksAndViewsWithoutConstraints() throws {
        let text = iPhone11XIB(
            """
                    <view contentMode="scaleToFill" id="banner">
                        <rect key="frame" x="20" y="100" width="300" height="50"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxX="YES"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="loose">
                        <rect key="frame" x="300" y="300" width="100" height="40"/>
                    </view>
            """, constraints: "")
        let model = try model(text)
        XCTAssertNil(ScreenLayouts.untrusted(model))
        let onSE = try frames(model, se)
        let width = 300 - 39 * 300.0 / 394
        assertFrame(onSE["banner"], 20, 100, width, 50)
        assertFrame(onSE["loose"], 300, 300, 100, 40)
    }

    /// Two required widths that contradict: the one written second cannot hold, and hitlint
    /// names it, on every layout, as `layout-conflict` at its element.
    func testContradictoryRequiredConstraintsAreALayoutConflict() throws {
        let text = iPhone11XIB(
            """
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                        <rect key="frame" x="20" y="100" width="60" height="60"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="60" id="go-w"/>
                            <constraint firstAttribute="height" constant="60" id="go-h"/>
                            <constraint firstAttribute="width" constant="90" id="go-wide"/>
                        </constraints>
                    </button>
            """,
            constraints: """
                        <constraint firstItem="go" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="go" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                """)
        let report = try withWorkspace { ws -> LintReport in
            _ = try ws.write("screen.xib", text)
            let manifest = try ws.write(
                "test.hitlint.yaml",
                "version: 1\ndevices: [file, iPhone 16]\norientations: [portrait]\nscreens:\n  - from: screen.xib\n")
            return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
        }
        let conflicts = report.findings.filter { $0.rule == "layout-conflict" }
        XCTAssertEqual(conflicts.count, 1, report.findings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(conflicts.first?.devices, ["all"])
        XCTAssertEqual(conflicts.first?.location.line, 15)
        XCTAssertTrue(
            conflicts.first?.message.hasPrefix("the required constraint 'go-wide' (go.width = 90) cannot hold") ?? false
        )
        // The button keeps its 60 pt width on both layouts.
        let layouts = try XCTUnwrap(report.screens.first?.layouts)
        XCTAssertEqual(layouts.map { $0.frames.first { $0.id == "go" }?.frame.width }, [60, 60])
    }

    /// A table cell's content view takes its margins from the cell: 11 pt above and below the
    /// cell's bounds, 16 pt at the sides under 393 pt wide and 20 from 393. Stored 0.5 pt shorter
    /// than its 44 pt cell (above the separator, as Xcode 10 stored it), the content view has
    /// 11 - 0.5 = 10.5 pt below. A bubble pinned 8 pt outside every margin, designed on a 375 pt
    /// phone: x 16 - 8 = 8, y 11 - 8 = 3, bottom 43.5 - 10.5 + 8 = 41, right 375 - 16 + 8 = 367,
    /// so 8, 3, 359 x 38 as stored. On the iPhone 16 (393 pt): x 20 - 8 = 12, right 393 - 20 + 8 =
    /// 381, so 12, 3, 369 x 38.
    /// A XIB whose root is a table cell `width` pt wide and 44 tall, saved by Xcode `tools`, on a
    /// 375 pt phone; its content view (0.5 pt shorter) holds `bubble`, stored at `frame` and pinned
    /// 8 pt outside each of the content view's margins.
    /// With `accessoryWidth`, the cell shows a disclosure indicator and its content view is that
    /// much narrower.
    private func cellXIB(width: Int, tools: String, accessoryWidth: Double = 0, bubble frame: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" \(accessoryWidth > 0 ? "accessoryType=\"disclosureIndicator\" " : "")id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="\(Double(width) - accessoryWidth)" height="43.5"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bubble">
                                <rect key="frame" \(frame)/>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="bubble" firstAttribute="top" secondItem="content" secondAttribute="topMargin" constant="-8" id="c1"/>
                            <constraint firstAttribute="bottomMargin" secondItem="bubble" secondAttribute="bottom" constant="-8" id="c2"/>
                            <constraint firstItem="bubble" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" constant="-8" id="c3"/>
                            <constraint firstAttribute="trailingMargin" secondItem="bubble" secondAttribute="trailing" constant="-8" id="c4"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    /// A table cell's content view takes its margins from the cell: 11 pt above and below the
    /// cell's bounds, 16 pt at the sides under 393 pt wide and 20 from 393. Stored 0.5 pt shorter
    /// than its 44 pt cell (above the separator, as Xcode 10 stored it), the content view has
    /// 11 - 0.5 = 10.5 pt below. A bubble pinned 8 pt outside every margin of a 375 pt cell:
    /// x 16 - 8 = 8, y 11 - 8 = 3, bottom 43.5 - 10.5 + 8 = 41, right 375 - 16 + 8 = 367, so
    /// 8, 3, 359 x 38 as stored. On the iPhone 16 (393 pt): x 20 - 8 = 12, right 393 - 20 + 8 =
    /// 381, so 12, 3, 369 x 38. A 600 pt cell on the same 375 pt phone: Xcode 10 gave it the
    /// margins of its own width (20: x 12, right 600 - 12 = 588, width 576), Xcode 11 15 pt
    /// (x 7, width 586), Xcode 12 and later those of the device (16: x 8, width 584).
    func testACellsContentViewTakesTheCellsMargins() throws {
        let model = try model(cellXIB(width: 375, tools: "14460.31", bubble: #"x="8" y="3" width="359" height="38""#))
        assertFrame(try frames(model, try XCTUnwrap(LayoutTarget.file(of: model)))["bubble"], 8, 3, 359, 38)
        assertFrame(try frames(model, iPhone16)["bubble"], 12, 3, 369, 38)
        for (tools, x, width) in [("14460.31", 12.0, 576.0), ("16096", 7, 586), ("17701", 8, 584)] {
            let wide = try self.model(
                cellXIB(
                    width: 600, tools: tools, bubble: "x=\"\(Int(x))\" y=\"3\" width=\"\(Int(width))\" height=\"38\""))
            assertFrame(try frames(wide, try XCTUnwrap(LayoutTarget.file(of: wide)))["bubble"], x, 3, width, 38, tools)
        }
    }

    /// Positions with a multiplier are read in the common ancestor's own coordinates: a box 300 pt
    /// wide at x 10, whose centre is 4 x its button's, centres the button at 150 / 4 = 37.5 pt
    /// from the box's left edge, so the 30 pt button is at x 10 + 22.5 = 32.5 (reading absolute
    /// coordinates would put it at 160 / 4 - 15 = 25), on every device.
    func testAMultipliedPositionIsReadInTheSuperviewsCoordinates() throws {
        let text = iPhone11XIB(
            """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="10" y="100" width="300" height="100"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                                <rect key="frame" x="22.5" y="10" width="30" height="30"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="30" id="bw"/>
                                    <constraint firstAttribute="height" constant="30" id="bh"/>
                                </constraints>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="button" firstAttribute="top" secondItem="box" secondAttribute="top" constant="10" id="bt"/>
                            <constraint firstAttribute="centerX" secondItem="button" secondAttribute="centerX" multiplier="4" id="bx"/>
                        </constraints>
                    </view>
            """,
            constraints: """
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
                            <constraint firstItem="box" firstAttribute="width" constant="300" id="w"/>
                            <constraint firstItem="box" firstAttribute="height" constant="100" id="h"/>
                """)
        let model = try model(text)
        assertFrame(try frames(model, try XCTUnwrap(LayoutTarget.file(of: model)))["button"], 32.5, 110, 30, 30)
        assertFrame(try frames(model, se)["button"], 32.5, 110, 30, 30)
    }

    /// A label 380 pt wide that resists compression at 1000, pinned 17 pt from the root's leading
    /// edge and at most 17 pt from its trailing one: on the iPhone SE only 375 - 34 = 341 pt are
    /// left. With text, its content size is required and cannot hold (a `layout-conflict`); with
    /// no text in the file (the app sets it), 380 is only Interface Builder's placeholder, so
    /// nothing is required of it and it takes the 341 pt without a conflict.
    func testALabelWithNoTextMakesNoRequiredContentSize() throws {
        for text in ["Hello", ""] {
            let model = try model(
                iPhone11XIB(
                    """
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalCompressionResistancePriority="1000" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                <rect key="frame" x="17" y="100" width="380" height="21"/>
                            </label>
                    """,
                    constraints: """
                                <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="17" id="l"/>
                                <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="name" secondAttribute="trailing" constant="17" id="t"/>
                                <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="y"/>
                        """))
            let solved = try XCTUnwrap(
                AutoLayoutSystem.solve(model, for: LayoutTarget(device: se, orientation: .portrait)))
            let frame = solved.frames[try XCTUnwrap(model.items.firstIndex { $0.id == "name" })]
            if text.isEmpty {
                XCTAssertEqual(solved.madeConflicts.count, 0)
                XCTAssertEqual(frame.width, 341, accuracy: 0.001)
            } else {
                XCTAssertEqual(solved.madeConflicts.map(\.what), ["the content width (compression resistance 1000)"])
            }
        }
    }

    /// A proportional stack (designed 360 pt wide from x 17) of a 22 pt icon and a label stored
    /// 334 pt wide: on the iPhone SE it has 375 - 34 = 341 pt. With text, the proportion 22 : 334
    /// is required and the icon's 22 pt width cannot hold; with no text in the file the label's
    /// width is a placeholder, the proportion gives way, the icon keeps 22 pt and the label takes
    /// 341 - 22 - 4 = 315.
    func testAProportionalStackWithAPlaceholderKeepsItsRequiredSizes() throws {
        for text in ["Members", ""] {
            let model = try model(
                iPhone11XIB(
                    """
                            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillProportionally" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                <rect key="frame" x="17" y="100" width="360" height="22"/>
                                <subviews>
                                    <imageView userInteractionEnabled="NO" contentMode="center" image="icon" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                                        <rect key="frame" x="0.0" y="0.0" width="22" height="22"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="22" id="iw"/>
                                        </constraints>
                                    </imageView>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalCompressionResistancePriority="250" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="count">
                                        <rect key="frame" x="26" y="0.0" width="334" height="22"/>
                                    </label>
                                </subviews>
                            </stackView>
                    """,
                    constraints: """
                                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="17" id="l"/>
                                <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="17" id="t"/>
                                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="y"/>
                        """))
            let solved = try XCTUnwrap(
                AutoLayoutSystem.solve(model, for: LayoutTarget(device: se, orientation: .portrait)))
            let frame = { (id: String) in solved.frames[model.items.firstIndex { $0.id == id }!] }
            if text.isEmpty {
                XCTAssertEqual(solved.conflicts.map(\.id), [])
                XCTAssertEqual(frame("icon").width, 22, accuracy: 0.001)
                XCTAssertEqual(frame("count").width, 315, accuracy: 0.001)
            } else {
                XCTAssertEqual(solved.conflicts.map(\.id), ["iw"])
            }
        }
    }

    /// Beside an accessory the content view is narrower than its cell and keeps only 8 pt before
    /// the accessory (KeePassium's and Habitica's disclosure cells). A 375 pt cell with a 26.5 pt
    /// disclosure indicator: content view 348.5 wide; the bubble pinned 8 pt outside each margin
    /// runs from 16 - 8 = 8 to 348.5 - 8 + 8 = 348.5, so 340.5 wide (with the cell's 16 pt on
    /// that side too it would end at 340.5, 332.5 wide).
    func testAContentViewBesideAnAccessoryKeepsEightPointsBeforeIt() throws {
        let model = try model(
            cellXIB(width: 375, tools: "23504", accessoryWidth: 26.5, bubble: #"x="8" y="3" width="340.5" height="38""#)
        )
        assertFrame(try frames(model, try XCTUnwrap(LayoutTarget.file(of: model)))["bubble"], 8, 3, 340.5, 38)
    }

    /// An inset-grouped table's prototype cells are narrower than the table, but their margins
    /// follow the table's width: a 374 pt cell in a 414 pt table shows 20 pt margins, so a label
    /// between the content view's margins is at x 20, 334 wide (16 pt, from the cell's own width,
    /// would make it 342). On the iPhone SE the table is 375 wide, the cell 335 and the margins
    /// 16: x 16, 303 wide.
    func testAnInsetGroupedCellTakesTheMarginsOfItsTable() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <tableViewController id="vc" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="insetGrouped" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <prototypes>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" reuseIdentifier="Row" id="cell">
                                            <rect key="frame" x="20" y="55.5" width="374" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                                                <rect key="frame" x="0.0" y="0.0" width="374" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Length" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                                        <rect key="frame" x="20" y="11" width="334" height="22"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    </label>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="name" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                                                    <constraint firstAttribute="trailingMargin" secondItem="name" secondAttribute="trailing" id="t"/>
                                                    <constraint firstItem="name" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="y"/>
                                                    <constraint firstAttribute="bottomMargin" secondItem="name" secondAttribute="bottom" id="b"/>
                                                </constraints>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr" userLabel="First Responder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let cell = try withWorkspace { ws -> LayoutModel in
            _ = try ws.write("Main.storyboard", storyboard)
            _ = try ws.write("test.hitlint.yaml", "version: 1\ndevices: [file]\nscreens:\n  - from: Main.storyboard\n")
            let manifest = try ws.load()
            return try XCTUnwrap(manifest.screens.compactMap(\.layout).first { $0.rootIsCell })
        }
        XCTAssertEqual(cell.tableWidth, 414)
        let designed = try frames(cell, try XCTUnwrap(LayoutTarget.file(of: cell)))
        XCTAssertEqual(try XCTUnwrap(designed["name"]).x - (try XCTUnwrap(designed["content"]).x), 20, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(designed["name"]).width, 334, accuracy: 0.001)
        let onSE = try frames(cell, se)
        XCTAssertEqual(try XCTUnwrap(onSE["content"]).width, 335, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(onSE["name"]).x - (try XCTUnwrap(onSE["content"]).x), 16, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(onSE["name"]).width, 303, accuracy: 0.001)
    }

    /// A view pinned to a scroll view's margins from inside it is placed in the scroll view's
    /// content inset by the scroll view's own 8 pt margins (KeePassium's tip box): leading margin
    /// + 8 puts it at 8 + 8 = 16, and trailing margin + 8 makes it 414 - 32 = 382 wide (without
    /// the margins, 8 and 398). On the iPhone SE: 16 and 375 - 32 = 343.
    func testAViewPinnedToAScrollViewsMarginsFromInside() throws {
        let text = scrollXIB(
            """
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="16" y="16" width="382" height="100"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="100" id="box-h"/>
                                </constraints>
                            </view>
            """,
            scroll: """
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="scroll" secondAttribute="leadingMargin" constant="8" id="s1"/>
                                <constraint firstItem="box" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailingMargin" constant="8" id="s2"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="scroll" secondAttribute="top" constant="16" id="s3"/>
                                <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" constant="32" id="s4"/>
                                <constraint firstItem="box" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="s5"/>
                            </constraints>
                """)
        let model = try model(text)
        assertFrame(try frames(model, try XCTUnwrap(LayoutTarget.file(of: model)))["box"], 16, 16, 382, 100)
        assertFrame(try frames(model, se)["box"], 16, 16, 343, 100)
    }

    /// Stack views arrange alignment rectangles. Up to Xcode 16 a slider's lies 2 pt inside its
    /// frame at each side and 1 pt above its bottom: in a vertical stack 382 pt wide at x 16,
    /// y 60, spacing 24, after a 30 pt view, the 31 pt slider's frame is x 16 - 2 = 14, 386 wide,
    /// at y 60 + 30 + 24 = 114, and the button after it at 114 + 30 + 24 = 168. Xcode 26's slider
    /// is its frame: x 16, 382 wide, the button at 114 + 31 + 24 = 169. Xcode 15 wrote the
    /// placeholder `toolsVersion` 32700.99.1234 and its build in the plug-in's version (22685):
    /// the slider of Xcode 15.
    func testAStackArrangesASlidersAlignmentRectangle() throws {
        let text = iPhone11XIB(
            """
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="24" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="16" y="60" width="382" height="152"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="0.0" y="0.0" width="382" height="30"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="30" id="title-h"/>
                                </constraints>
                            </view>
                            <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                                <rect key="frame" x="-2" y="54" width="386" height="31"/>
                            </slider>
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="restore">
                                <rect key="frame" x="0.0" y="108" width="382" height="44"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="44" id="restore-h"/>
                                </constraints>
                            </button>
                        </subviews>
                    </stackView>
            """,
            constraints: """
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="t"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="y"/>
                """)
        let xcode15 = text.replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="32700.99.1234""#)
            .replacingOccurrences(
                of: #"appearance="light"/>"#,
                with:
                    #"appearance="light"/><dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22685"/></dependencies>"#
            )
        for (source, tools) in [(text, "Xcode 14"), (xcode15, "Xcode 15")] {
            let model = try model(source)
            let designed = try frames(model, try XCTUnwrap(LayoutTarget.file(of: model)))
            assertFrame(designed["slider"], 14, 114, 386, 31, tools)
            assertFrame(designed["restore"], 16, 168, 382, 44, tools)
        }
        let xcode26 = try model(text.replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="24412""#))
        let designed = try frames(xcode26, try XCTUnwrap(LayoutTarget.file(of: xcode26)))
        assertFrame(designed["slider"], 16, 114, 382, 31, "Xcode 26")
        assertFrame(designed["restore"], 16, 169, 382, 44, "Xcode 26")
    }

    /// A storyboard of Xcode `tools` whose one view controller's view (`width` x `height`, on
    /// `device` or none) holds a 120 x 44 button pinned to its leading margin and top.
    private func controllerStoryboard(
        tools: String, device: String?, width: Int, height: Int, buttonX: Int, buttonY: Double = 20,
        top: String = #"secondAttribute="top" constant="20""#
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">
            \(device.map { "<device id=\"\($0)\" orientation=\"portrait\"/>" } ?? "")
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bid">
                                        <rect key="frame" x="\(buttonX)" y="\(buttonY)" width="120" height="44"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="120" id="bw"/>
                                            <constraint firstAttribute="height" constant="44" id="bh"/>
                                        </constraints>
                                    </button>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="bid" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="bl"/>
                                    <constraint firstItem="bid" firstAttribute="top" secondItem="root" \(top) id="bt"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// Before Xcode 9 (`toolsVersion` below 13000) a view controller's view already had the
    /// system's side margins: 20 pt on an iPad (Eidolon's 1024 pt auction screens: a button on
    /// the leading margin at x 20, not 8) and 16 on Xcode 7's 600 pt square canvas of no device.
    func testAViewControllersViewHadSystemMarginsBeforeXcode9() throws {
        for (device, width, height, x) in [("ipad9_7", 1024, 768, 20), (nil, 600, 600, 16)] {
            let text = controllerStoryboard(tools: "12118", device: device, width: width, height: height, buttonX: x)
            let model = try withWorkspace { ws -> LayoutModel in
                _ = try ws.write("Main.storyboard", text)
                _ = try ws.write(
                    "test.hitlint.yaml", "version: 1\ndevices: [file]\nscreens:\n  - from: Main.storyboard\n")
                return try XCTUnwrap(try ws.load().screens.first?.layout)
            }
            let designed = try frames(model, try XCTUnwrap(LayoutTarget.file(of: model)))
            assertFrame(designed["bid"], Double(x), 20, 120, 44, device ?? "no device")
            // The 16 pt of the square canvas is the canvas's: on the iPhone 16 (393 pt) it is 20.
            if device == nil {
                XCTAssertEqual(try XCTUnwrap(try frames(model, iPhone16)["bid"]).x, 20, accuracy: 0.001)
            }
        }
    }

    /// A hidden arranged subview leaves its stack's arrangement and shrinks to nothing along the
    /// axis against a weak (250) height of its content, but not against its content's
    /// compression resistance (750): the spacer whose child asks for 2 pt at 250 is 0 high; the
    /// bar whose 18 pt label sits 10 pt below its top and 3 pt above its bottom keeps 31.
    func testAHiddenArrangedSubviewShrinksUnlessItsContentResists() throws {
        let text = iPhone11XIB(
            """
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="0.0" y="100" width="414" height="44"/>
                        <subviews>
                            <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="spacer">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="0.0"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="0.0"/>
                                        <constraints>
                                            <constraint firstAttribute="height" priority="250" constant="2" id="line-h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="line" firstAttribute="top" secondItem="spacer" secondAttribute="top" id="l1"/>
                                    <constraint firstAttribute="bottom" secondItem="line" secondAttribute="bottom" id="l2"/>
                                    <constraint firstItem="line" firstAttribute="leading" secondItem="spacer" secondAttribute="leading" id="l3"/>
                                    <constraint firstAttribute="trailing" secondItem="line" secondAttribute="trailing" id="l4"/>
                                </constraints>
                            </view>
                            <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="31"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="User name:" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                        <rect key="frame" x="10" y="10" width="394" height="18"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="name" firstAttribute="top" secondItem="bar" secondAttribute="top" constant="10" id="n1"/>
                                    <constraint firstAttribute="bottom" secondItem="name" secondAttribute="bottom" constant="3" id="n2"/>
                                    <constraint firstItem="name" firstAttribute="leading" secondItem="bar" secondAttribute="leading" constant="10" id="n3"/>
                                </constraints>
                            </view>
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="44" id="go-h"/>
                                </constraints>
                            </button>
                        </subviews>
                    </stackView>
            """,
            constraints: """
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s1"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="s2"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s3"/>
                """)
        let model = try model(text)
        let designed = try frames(model, try XCTUnwrap(LayoutTarget.file(of: model)))
        XCTAssertEqual(try XCTUnwrap(designed["spacer"]).height, 0, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(designed["line"]).height, 0, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(designed["bar"]).height, 31, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(designed["name"]).height, 18, accuracy: 0.001)
        assertFrame(designed["go"], 0, 100, 414, 44)
    }

    /// Interface Builder of Xcode 9 and earlier stored origins on whole points, whatever the
    /// screen's scale, except that from `toolsVersion` 12000 an exact half stayed: a 45 pt view
    /// centred in a 446 pt root is at (446 - 45) / 2 = 200.5, kept by an Xcode 9 file (12121) and
    /// rounded up to 201 by an Xcode 8.3 file (11762); a 44 pt view at a third of the width
    /// (446 / 3 - 22 = 126.67) is at 127 in both.
    func testOldCanvasesStoredWholePointOriginsButKeptHalvesFromXcode9() throws {
        for (tools, centred) in [("12121", 200.5), ("11762", 201.0)] {
            let text = iPhone11XIB(
                """
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pie">
                            <rect key="frame" x="\(centred)" y="88" width="45" height="45"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="45" id="pw"/>
                                <constraint firstAttribute="height" constant="45" id="ph"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="third">
                            <rect key="frame" x="127" y="200" width="44" height="44"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="44" id="tw"/>
                                <constraint firstAttribute="height" constant="44" id="th"/>
                            </constraints>
                        </view>
                """,
                constraints: """
                            <constraint firstItem="pie" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="px"/>
                            <constraint firstItem="pie" firstAttribute="top" secondItem="root" secondAttribute="top" constant="88" id="py"/>
                            <constraint firstItem="third" firstAttribute="centerX" secondItem="root" secondAttribute="trailing" multiplier="1:3" id="tx"/>
                            <constraint firstItem="third" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="ty"/>
                    """
            )
            .replacingOccurrences(of: #"toolsVersion="22505""#, with: "toolsVersion=\"\(tools)\"")
            .replacingOccurrences(of: #"width="414" height="896""#, with: #"width="446" height="896""#)
            let model = try model(text)
            let designed = try frames(model, try XCTUnwrap(LayoutTarget.file(of: model)))
            assertFrame(designed["pie"], centred, 88, 45, 45, tools)
            assertFrame(designed["third"], 127, 200, 44, 44, tools)
        }
    }

    /// A document for iPad (`targetRuntime="iOS.CocoaTouch.iPad"`), or a file named with UIKit's
    /// `~ipad` modifier, is laid out on iPads only; `~iphone`, on iPhones only. Asked for the
    /// iPhone SE and the iPad mini in portrait, the plain XIB gets both, the others one each.
    func testADocumentForOneIdiomIsLaidOutOnItsDevicesOnly() throws {
        let plain = iPhone11XIB(
            """
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                        <rect key="frame" x="20" y="100" width="120" height="44"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="120" id="gw"/>
                            <constraint firstAttribute="height" constant="44" id="gh"/>
                        </constraints>
                    </button>
            """,
            constraints: """
                        <constraint firstItem="go" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="gl"/>
                        <constraint firstItem="go" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="gt"/>
                """)
        let forPad = plain.replacingOccurrences(
            of: #"targetRuntime="iOS.CocoaTouch""#, with: #"targetRuntime="iOS.CocoaTouch.iPad""#)
        let cases: [(file: String, text: String, layouts: [String])] = [
            ("Panel.xib", plain, ["iPhone SE (3rd generation), portrait", "iPad mini (A17 Pro), portrait"]),
            ("Panel.xib", forPad, ["iPad mini (A17 Pro), portrait"]),
            ("Panel~ipad.xib", plain, ["iPad mini (A17 Pro), portrait"]),
            ("Panel~iphone.xib", plain, ["iPhone SE (3rd generation), portrait"]),
            // UIKit's modifiers are lower case: this name is for any device.
            ("Panel~iPad.xib", plain, ["iPhone SE (3rd generation), portrait", "iPad mini (A17 Pro), portrait"]),
        ]
        for (file, text, expected) in cases {
            let report = try withWorkspace { ws -> LintReport in
                _ = try ws.write(file, text)
                let manifest = try ws.write(
                    "test.hitlint.yaml",
                    "version: 1\ndevices: [iPhone SE (3rd generation), iPad mini (A17 Pro)]\norientations: [portrait]\nscreens:\n  - from: \"\(file)\"\n"
                )
                return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
            }
            XCTAssertEqual(report.screens.first?.layouts.map(\.name), expected, file)
        }
        // Asked for iPhones only, a document for iPad is linted on its stored frames, with a note.
        let report = try withWorkspace { ws -> LintReport in
            _ = try ws.write("Panel.xib", forPad)
            let manifest = try ws.write(
                "test.hitlint.yaml",
                "version: 1\ndevices: [iPhone SE (3rd generation)]\norientations: [portrait]\nscreens:\n  - from: Panel.xib\n"
            )
            return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
        }
        XCTAssertEqual(report.screens.first?.layouts.map(\.name), ["design"])
        let notes = report.findings.filter { $0.rule == "layout-unsolved" }.map(\.message)
        XCTAssertEqual(notes.count, 1, report.findings.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(
            notes.first?.contains("it is a document for iPad only, and no device asked for is one") ?? false,
            notes.first ?? "")
    }

    /// A button whose height is what a tall screen leaves (its bottom 700 pt above the root's):
    /// 896 - 720 = 176 pt as designed, 667 - 720 = -53 on the iPhone SE. UIKit never gives a view
    /// a negative size, so that layout is not UIKit's (SPEC section 12): it is `layout-unsolved`
    /// and never linted, so no finding speaks of a -53 pt button (it used to be `unclickable`,
    /// and before that an image "drawn at up to 120 x -53 pt, which needs 240 x -106 px").
    func testALayoutWithANegativeSizeIsNotLinted() throws {
        let text = iPhone11XIB(
            """
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="exit">
                        <rect key="frame" x="20" y="20" width="120" height="176"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="120" id="ew"/>
                        </constraints>
                        <state key="normal" backgroundImage="back"/>
                    </button>
            """,
            constraints: """
                        <constraint firstItem="exit" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="el"/>
                        <constraint firstItem="exit" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="et"/>
                        <constraint firstAttribute="bottom" secondItem="exit" secondAttribute="bottom" constant="700" id="eb"/>
                """)
        let report = try withWorkspace { ws -> LintReport in
            try ws.writeCatalog("back", solid(40, 20))
            _ = try ws.write("screen.xib", text)
            let manifest = try ws.write(
                "test.hitlint.yaml",
                "version: 1\nassets: Assets.xcassets\ndevices: [iPhone SE (3rd generation)]\norientations: [portrait]\nscreens:\n  - from: screen.xib\n"
            )
            return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
        }
        let layouts = try XCTUnwrap(report.screens.first?.layouts)
        XCTAssertFalse(layouts.contains { $0.name.hasPrefix("iPhone SE") }, "the SE's layout is not linted")
        let notes = report.findings.filter { $0.rule == "layout-unsolved" }.map(\.message)
        XCTAssertEqual(
            notes,
            [
                "the layout of 'screen' is not solved for other devices: on iPhone SE (3rd generation) in portrait, 'exit' (line 10) solves to a negative size, 120 x -53 pt, which UIKit never gives a view; that layout is not linted; it is linted on its stored frames only"
            ])
        XCTAssertEqual(
            report.findings.filter {
                $0.rule != "layout-unsolved" && ($0.rule == "unclickable" || $0.message.contains("-53"))
            }.map(
                \.message), [])
    }

    /// Labels' baselines in the system font (ascent 0.95215, descent 0.24121, line 1.1934 of the
    /// point size). A one-line label centres its line: a 28 pt title 34 high at y 100 has its
    /// baseline at 100 + 17 - 16.7076 + 26.6602 = 126.9526; a 15 pt label 18 high on that
    /// baseline is at 126.9526 - (9 - 8.9505 + 14.2823) = 112.6209, 112.5 on a 2x screen and
    /// 112.67 on the iPhone 16 (3x). A label of several lines is as high as its text: its last
    /// baseline is a descent above its bottom (278 - 3.6182 = 274.3818 for 15 pt lines ending
    /// at 278), so a 15 pt label whose first baseline is 50 pt below it is at 324.3818 - 14.3318
    /// = 310.05, 310 at 2x. (Read as edges, as before, they were at 100 and 328.)
    func testLabelsAlignedByTheirBaselines() throws {
        let label = { (id: String, y: Double, height: Double, size: Int, lines: Int) in
            """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Text" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="20" y="\(y)" width="300" height="\(height)"/>
                        <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
                    </label>
            """
        }
        let text = iPhone11XIB(
            label("title", 100, 34, 28, 1) + label("small", 112.5, 18, 15, 1) + label("story", 200, 78, 15, 0)
                + label("next", 310, 18, 15, 1),
            constraints: """
                        <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                        <constraint firstItem="small" firstAttribute="firstBaseline" secondItem="title" secondAttribute="firstBaseline" id="c2"/>
                        <constraint firstItem="story" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c3"/>
                        <constraint firstItem="next" firstAttribute="firstBaseline" secondItem="story" secondAttribute="lastBaseline" constant="50" id="c4"/>
                """)
        let model = try model(text)
        let designed = try frames(model, try XCTUnwrap(LayoutTarget.file(of: model)))
        XCTAssertEqual(try XCTUnwrap(designed["small"]).y, 112.5, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(designed["next"]).y, 310, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(try frames(model, iPhone16)["small"]).y, 338.0 / 3, accuracy: 0.001)
        // A label of attributed text sets its fonts in its runs, which are not read: its
        // baselines are its edges, as for a view without text.
        let attributed = text.replacingOccurrences(
            of: #"<fontDescription key="fontDescription" type="system" pointSize="28"/>"#,
            with: #"<attributedString key="attributedText"><fragment content="Text"/></attributedString>"#)
        let plain = try self.model(attributed)
        XCTAssertNil(try XCTUnwrap(plain.items.first { $0.id == "title" }).baselines)
        XCTAssertNotNil(try XCTUnwrap(plain.items.first { $0.id == "small" }).baselines)
    }

    /// A controller's view of Xcode 9 or later without margins of its own has its safe area's
    /// top as its top margin, so a button 16 pt below that margin tells the top inset the file
    /// was laid out with: stored at y 66 on a 5.8-inch phone (`retina5_9`), whose status bar
    /// Xcode 16 makes 50 pt (the table's 44 would put it at 60). On the iPhone 16 (59 pt above;
    /// 50 is not 10 pt more than 44, so no bar is kept) it is at 59 + 16 = 75, and 20 pt from the
    /// left (the side margins from 393 pt).
    func testARootsTopMarginTellsTheFilesSafeArea() throws {
        let text = controllerStoryboard(
            tools: "23504", device: "retina5_9", width: 375, height: 812, buttonX: 16, buttonY: 66,
            top: #"secondAttribute="topMargin" constant="16""#)
        let model = try withWorkspace { ws -> LayoutModel in
            _ = try ws.write("Main.storyboard", text)
            _ = try ws.write("test.hitlint.yaml", "version: 1\ndevices: [file]\nscreens:\n  - from: Main.storyboard\n")
            return try XCTUnwrap(try ws.load().screens.first?.layout)
        }
        assertFrame(try frames(model, try XCTUnwrap(LayoutTarget.file(of: model)))["bid"], 16, 66, 120, 44)
        assertFrame(try frames(model, iPhone16)["bid"], 20, 75, 120, 44)
    }

    /// UIKit puts edges on the pixel grid taking halves up, towards +infinity, also below zero: a
    /// view 0.25 pt above its superview's top is -0.5 px on a 2x screen, which goes up to 0 (away
    /// from zero it would be -1 px, -0.5 pt). Old canvases do the same on whole points: a view
    /// 5.5 pt above the top of an Xcode 8.3 file (11762) is at -5, not -6; Xcode 9 (12121) keeps
    /// the half.
    func testHalvesGoUpAlsoBelowZero() throws {
        let text = iPhone11XIB(
            """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lift">
                        <rect key="frame" x="20" y="0.0" width="100" height="10"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="lw"/>
                            <constraint firstAttribute="height" constant="10" id="lh"/>
                        </constraints>
                    </view>
            """,
            constraints: """
                        <constraint firstItem="lift" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="ll"/>
                        <constraint firstItem="lift" firstAttribute="top" secondItem="root" secondAttribute="top" constant="-0.25" id="lt"/>
                """)
        let modern = try model(text)
        XCTAssertEqual(
            try XCTUnwrap(try frames(modern, try XCTUnwrap(LayoutTarget.file(of: modern)))["lift"]).y, 0,
            accuracy: 0.001)
        for (tools, y) in [("11762", -5.0), ("12121", -5.5)] {
            let old = try model(
                text.replacingOccurrences(of: #"toolsVersion="22505""#, with: "toolsVersion=\"\(tools)\"")
                    .replacingOccurrences(of: #"constant="-0.25""#, with: #"constant="-5.5""#)
                    .replacingOccurrences(of: #"x="20" y="0.0""#, with: "x=\"20\" y=\"\(y)\""))
            XCTAssertEqual(
                try XCTUnwrap(try frames(old, try XCTUnwrap(LayoutTarget.file(of: old)))["lift"]).y, y, accuracy: 0.001,
                tools)
        }
    }

    /// A fill-equally stack makes its views' alignment rectangles equal, not their frames: a
    /// slider (2 pt inside its frame at each side, Xcode 14) and a button share 300 pt as 150
    /// each, so the slider's frame is x -2, 154 wide and the button's x 150, 150 wide (equal
    /// frames would give 152 each and the button at 148).
    func testAFillEquallyStackEqualsAlignmentRectangles() throws {
        let text = iPhone11XIB(
            """
                    <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                        <rect key="frame" x="20" y="100" width="300" height="31"/>
                        <subviews>
                            <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                                <rect key="frame" x="-2" y="0.0" width="154" height="31"/>
                            </slider>
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                                <rect key="frame" x="150" y="0.0" width="150" height="31"/>
                            </button>
                        </subviews>
                    </stackView>
            """,
            constraints: """
                        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="r1"/>
                        <constraint firstItem="row" firstAttribute="width" constant="300" id="r2"/>
                        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="r3"/>
                """)
        let model = try model(text)
        let designed = try frames(model, try XCTUnwrap(LayoutTarget.file(of: model)))
        XCTAssertEqual(try XCTUnwrap(designed["slider"]).x, 18, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(designed["slider"]).width, 154, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(designed["go"]).x, 170, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(designed["go"]).width, 150, accuracy: 0.001)
    }

    /// A stack view at the top of the screen arranges inside the margins the file sets for it,
    /// which UIKit measures from the safe area (`insetsLayoutMarginsFromSafeArea`, on by
    /// default; simplenote's notice stores its label 16 pt below its phone's 44 pt notch). The stack
    /// is 100 pt high at the top, margins 16 above and below, 28 and 27 at the sides: its view
    /// spans y 48 + 16 = 64 to 100 - 16 = 84 on the iPhone 11 (48 pt top inset), 59 + 16 = 75 to
    /// 84 on the iPhone 16, 20 + 16 = 36 to 84 on the iPhone SE; x 28 to 414 - 27 = 387 and
    /// 28 to 375 - 27 = 348.
    func testAStacksMarginsAreMeasuredFromTheSafeArea() throws {
        let text = iPhone11XIB(
            """
                    <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                                <rect key="frame" x="28" y="64" width="359" height="20"/>
                            </view>
                        </subviews>
                        <directionalEdgeInsets key="directionalLayoutMargins" top="16" leading="28" bottom="16" trailing="27"/>
                    </stackView>
            """,
            constraints: """
                        <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b1"/>
                        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="b2"/>
                        <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" id="b3"/>
                        <constraint firstItem="bar" firstAttribute="height" constant="100" id="b4"/>
                """)
        let model = try model(text)
        assertFrame(
            try frames(model, try XCTUnwrap(LayoutTarget.file(of: model)))["note"], 28, 64, 359, 20, "as designed")
        assertFrame(try frames(model, iPhone16)["note"], 28, 75, 393 - 55, 9, "iPhone 16")
        assertFrame(try frames(model, se)["note"], 28, 36, 320, 48, "iPhone SE")
    }

    /// Interface Builder lays a XIB's freeform view out at the top of its phone's screen, under
    /// the notch: Xcode 12 to 13.2 (`toolsVersion` 19529) gave the iPhone 11 a 44 pt top inset,
    /// later versions 48 (the table's).
    /// A header 399 x 103 pt holds a bar pinned to its root's top margin (0 pt above, no side
    /// margins of interest): y 44 as Xcode 12 stored it, 48 from a later Xcode. Where the view
    /// goes in the app is not known, so on another device no notch is added: y 0 on the iPhone 16
    /// and on the iPhone SE. A badge pinned 10 pt below the safe area's top, stored at y 54 by
    /// Xcode 12 (the file implies its 44 pt: the notch, not a bar), is at y 10 elsewhere; the
    /// file in landscape has the notch at its sides: a view pinned to the root's leading margin
    /// (20 pt, the root being 399 pt wide) is 44 + 20 = 64 pt in, and the bar has no notch above.
    func testAFreeformViewIsLaidOutUnderItsPhonesNotch() throws {
        func header(tools: String, barY: Int, orientation: String = "portrait") -> String {
            iPhone11XIB(
                """
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                            <rect key="frame" x="0.0" y="\(barY)" width="399" height="40"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                            <rect key="frame" x="300" y="\(barY + 10)" width="20" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="20" id="g1"/>
                                <constraint firstAttribute="height" constant="20" id="g2"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="side">
                            <rect key="frame" x="\(orientation == "portrait" ? 20 : 64)" y="60" width="20" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="20" id="s1"/>
                                <constraint firstAttribute="height" constant="20" id="s2"/>
                            </constraints>
                        </view>
                """,
                constraints: """
                            <constraint firstItem="badge" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="g3"/>
                            <constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="300" id="g4"/>
                            <constraint firstItem="side" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="s3"/>
                            <constraint firstItem="side" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="s4"/>
                            <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b1"/>
                            <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="b2"/>
                            <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="b3"/>
                            <constraint firstItem="bar" firstAttribute="height" constant="40" id="b4"/>
                    """, tools: tools, orientation: orientation, width: 399, height: 103)
        }
        let xcode12 = try model(header(tools: "17701", barY: 44))
        assertFrame(
            try frames(xcode12, try XCTUnwrap(LayoutTarget.file(of: xcode12)))["bar"], 0, 44, 399, 40, "Xcode 12")
        assertFrame(try frames(xcode12, iPhone16)["bar"], 0, 0, 399, 40, "iPhone 16")
        assertFrame(try frames(xcode12, se)["bar"], 0, 0, 399, 40, "iPhone SE")
        // element's live location banner (Xcode 13.2, 104 pt high): an icon 24 pt square centred
        // in the safe area, which no edge pins, is at y (44 + 104) / 2 - 12 = 62 (64 with 48 pt).
        let banner = try model(
            iPhone11XIB(
                """
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                            <rect key="frame" x="15" y="62" width="24" height="24"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="24" id="i1"/>
                                <constraint firstAttribute="height" constant="24" id="i2"/>
                            </constraints>
                        </view>
                """,
                constraints: """
                            <constraint firstItem="icon" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="15" id="i3"/>
                            <constraint firstItem="icon" firstAttribute="centerY" secondItem="safe" secondAttribute="centerY" id="i4"/>
                    """, tools: "19529", width: 414, height: 104))
        assertFrame(
            try frames(banner, try XCTUnwrap(LayoutTarget.file(of: banner)))["icon"], 15, 62, 24, 24, "Xcode 13.2")
        let later = try model(header(tools: "22505", barY: 48))
        assertFrame(try frames(later, try XCTUnwrap(LayoutTarget.file(of: later)))["bar"], 0, 48, 399, 40, "Xcode 15")
        assertFrame(try frames(later, iPhone16)["bar"], 0, 0, 399, 40, "iPhone 16, from Xcode 15")
        assertFrame(
            try frames(xcode12, try XCTUnwrap(LayoutTarget.file(of: xcode12)))["badge"], 300, 54, 20, 20,
            "badge, Xcode 12")
        assertFrame(try frames(xcode12, iPhone16)["badge"], 300, 10, 20, 20, "badge, iPhone 16")
        assertFrame(try frames(xcode12, se)["badge"], 300, 10, 20, 20, "badge, iPhone SE")
        let sideways = try model(header(tools: "17701", barY: 0, orientation: "landscape"))
        let file = try XCTUnwrap(LayoutTarget.file(of: sideways))
        XCTAssertEqual(file.orientation, .landscape)
        assertFrame(try frames(sideways, file)["side"], 64, 60, 20, 20, "landscape, Xcode 12")
        assertFrame(try frames(sideways, file)["bar"], 0, 0, 399, 40, "landscape: no notch above")
    }

    /// A document that uses no safe-area guides (`useSafeAreas` absent: the top and bottom layout
    /// guides of iOS 10) gives its freeform view the insets of its phone's whole screen, the home
    /// indicator's 34 pt below included (SwiftMessages' card view of Xcode 12 on an iPhone 11:
    /// 160 pt high, its card pinned to the root's top and bottom margins stored at y 44, 82 high).
    /// With safe-area guides, the view at the top of the screen does not reach the home indicator:
    /// the same card is 160 - 44 = 116 high. On another device neither has a notch or a home
    /// indicator: the card fills the 160 pt.
    func testAFreeformViewOfADocumentWithoutSafeAreasHasTheHomeIndicatorsInset() throws {
        func card(safeAreas: Bool, height: Int) -> String {
            iPhone11XIB(
                """
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                            <rect key="frame" x="20" y="44" width="374" height="\(height)"/>
                        </view>
                """,
                constraints: """
                            <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                            <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="20" id="c2"/>
                            <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c3"/>
                            <constraint firstAttribute="bottomMargin" secondItem="card" secondAttribute="bottom" id="c4"/>
                    """, tools: "17506", height: 160, safeAreas: safeAreas)
        }
        let legacy = try model(card(safeAreas: false, height: 82))
        assertFrame(
            try frames(legacy, try XCTUnwrap(LayoutTarget.file(of: legacy)))["card"], 20, 44, 374, 82, "no safe areas")
        assertFrame(try frames(legacy, iPhone16)["card"], 20, 0, 374, 160, "no safe areas, iPhone 16")
        let guided = try model(card(safeAreas: true, height: 116))
        assertFrame(
            try frames(guided, try XCTUnwrap(LayoutTarget.file(of: guided)))["card"], 20, 44, 374, 116, "safe areas")
        assertFrame(try frames(guided, se)["card"], 20, 0, 374, 160, "safe areas, iPhone SE")
    }

    /// A view pinned to the safe area by a constraint of priority 750 that nothing else fights
    /// tells the file's safe area as a required one does (VLC's collection picker of Xcode 26
    /// stores its button 68 pt above the bottom of an iPhone 11, whose home indicator takes 34):
    /// a bar 45 pt high stored at y 896 - 68 - 45 = 783 is there on its own device; the 34 pt
    /// above the home indicator are a bar the screen keeps, so on the iPhone 16 it is at
    /// 852 - 68 - 45 = 739 and on the iPhone SE at 667 - 34 - 45 = 588.
    func testAPreferredConstraintToTheSafeAreaTellsItsInset() throws {
        let text = iPhone11XIB(
            """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                        <rect key="frame" x="0.0" y="783" width="414" height="45"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="45" id="h1"/>
                        </constraints>
                    </view>
            """,
            constraints: """
                        <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="bar" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" priority="750" id="c3"/>
                """)
        let model = try model(text)
        assertFrame(
            try frames(model, try XCTUnwrap(LayoutTarget.file(of: model)))["bar"], 0, 783, 414, 45, "as designed")
        assertFrame(try frames(model, iPhone16)["bar"], 0, 739, 393, 45, "iPhone 16")
        assertFrame(try frames(model, se)["bar"], 0, 588, 375, 45, "iPhone SE")
    }

    /// A half pixel that float arithmetic leaves a hair below the half still goes up: an image
    /// 250.67 pt wide (Habitica's launch logo, stored 250.66666666666669) centred on the iPhone 16
    /// (393 pt, 3x) has its left edge at 196.5 - 125.3333 = 71.1666…, 213.5 pixels, which goes
    /// up to 214 (71.333), and its right edge at 321.8333…, 965.5 pixels, up to 966 (322): 250.667
    /// wide. Computed without the tolerance, 71.1666… x 3 falls just below 213.5 and the edge
    /// went down to 71.
    func testAHalfPixelInFloatNoiseGoesUp() throws {
        let value = 196.5 - 250.66666666666669 / 2
        XCTAssertLessThan(value * 3, 213.5, "the float noise this test is about")
        XCTAssertEqual(AutoLayoutSystem.roundingHalvesUp(value, scale: 3), 214.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(AutoLayoutSystem.roundingHalvesUp(196.5 + 250.66666666666669 / 2, scale: 3), 322, accuracy: 1e-9)
        XCTAssertEqual(AutoLayoutSystem.roundingHalvesUp(-15.25, scale: 2), -15, accuracy: 1e-9)
        XCTAssertEqual(AutoLayoutSystem.roundingHalvesUp(62.1, scale: 3), 62, accuracy: 1e-9)
    }

    /// A view placed by its autoresizing mask follows its superview's frame as UIKit sets it, on
    /// the pixel grid: a container 0.35 of the root's width and square is 144.9 pt unrounded on
    /// the 414 pt phone, 20 to 165 and 100 to 245 on its 2x grid, 145 pt square; the view that
    /// fills it by its mask is 145 pt square too (it was 144.9). On the iPhone SE, 0.35 x 375 =
    /// 131.25 pt, 20 to 151.25 and 100 to 231.25 on a 2x grid: 20 to 151.5, 100 to 231.5 (halves
    /// up), 131.5 pt square, the filling view the same.
    func testAViewPlacedByItsMaskFollowsItsSuperviewsRoundedFrame() throws {
        let text = iPhone11XIB(
            """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="20" y="100" width="145" height="145"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="fill">
                                <rect key="frame" x="0.0" y="0.0" width="145" height="145"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="width" secondItem="box" secondAttribute="height" multiplier="1:1" id="b1"/>
                        </constraints>
                    </view>
            """,
            constraints: """
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b2"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="b3"/>
                        <constraint firstItem="box" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.35" id="b4"/>
                """)
        let model = try model(text)
        let designed = try frames(model, try XCTUnwrap(LayoutTarget.file(of: model)))
        assertFrame(designed["box"], 20, 100, 145, 145, "box as designed")
        assertFrame(designed["fill"], 20, 100, 145, 145, "filling view as designed")
        let small = try frames(model, se)
        assertFrame(small["box"], 20, 100, 131.5, 131.5, "box on the iPhone SE")
        assertFrame(small["fill"], 20, 100, 131.5, 131.5, "filling view on the iPhone SE")
    }

    /// A switch's alignment rectangle, which constraints bind, ends 2 pt inside its 51 pt frame
    /// on the right (read off the files: the 13 switches of the real apps, saved by Xcode 8 to 15,
    /// store their frames so; KeePassium's is pinned 20 pt from a 414 pt root's edge at x 345).
    /// Pinned 20 pt from the trailing edge, the frame ends at 414 - 20 + 2 = 396 as designed, x
    /// 345, and a label 8 pt before it (which gives way first) ends at 337; on the iPhone SE at
    /// 375 - 18 = 357, x 306, the label at 298.
    func testASwitchsAlignmentRectangleEndsTwoPointsInsideItsFrame() throws {
        let text = iPhone11XIB(
            """
                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                        <rect key="frame" x="345" y="100" width="51" height="31"/>
                    </switch>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalCompressionResistancePriority="749" text="Remember" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                        <rect key="frame" x="20" y="105" width="317" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="highlightedColor"/>
                    </label>
            """,
            constraints: """
                        <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="20" id="s1"/>
                        <constraint firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s2"/>
                        <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="s3"/>
                        <constraint firstItem="toggle" firstAttribute="leading" secondItem="name" secondAttribute="trailing" constant="8" id="s4"/>
                        <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="105" id="s5"/>
                """)
        let model = try model(text)
        let designed = try frames(model, try XCTUnwrap(LayoutTarget.file(of: model)))
        assertFrame(designed["toggle"], 345, 100, 51, 31, "as designed")
        assertFrame(designed["name"], 20, 105, 317, 21, "as designed")
        let small = try frames(model, se)
        assertFrame(small["toggle"], 306, 100, 51, 31, "on the iPhone SE")
        assertFrame(small["name"], 20, 105, 278, 21, "on the iPhone SE")
    }

    /// A segmented control's alignment rectangle ends 1 pt above its frame's bottom (the 13 of
    /// the real apps, Xcode 8 to 26): one 31 pt high at y 100, a label 8 pt below it starts at
    /// 100 + 30 + 8 = 138, on every device.
    func testASegmentedControlsAlignmentRectangleEndsAPointAboveItsFrame() throws {
        let text = iPhone11XIB(
            """
                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="tabs">
                        <rect key="frame" x="20" y="100" width="200" height="31"/>
                        <segments>
                            <segment title="First"/>
                            <segment title="Second"/>
                        </segments>
                    </segmentedControl>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Below" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                        <rect key="frame" x="20" y="138" width="100" height="21"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="w1"/>
                        </constraints>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="highlightedColor"/>
                    </label>
            """,
            constraints: """
                        <constraint firstItem="tabs" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t1"/>
                        <constraint firstItem="tabs" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t2"/>
                        <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t3"/>
                        <constraint firstItem="below" firstAttribute="top" secondItem="tabs" secondAttribute="bottom" constant="8" id="t4"/>
                """)
        let model = try model(text)
        let designed = try frames(model, try XCTUnwrap(LayoutTarget.file(of: model)))
        assertFrame(designed["tabs"], 20, 100, 200, 31, "as designed")
        assertFrame(designed["below"], 20, 138, 100, 21, "as designed")
        let small = try frames(model, se)
        assertFrame(small["below"], 20, 138, 100, 21, "on the iPhone SE")
    }
}
