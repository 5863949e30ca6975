import Foundation
import ShapeKit
import XCTest

@testable import HitLintKit

/// Screens imported from Interface Builder files (docs/interface-builder.md): a XIB written here
/// with every attribute hitlint reads, each effect checked by a number worked out by hand.
final class InterfaceBuilderTests: XCTestCase {
    /// At scale 1 every pixel is 1 pt², so areas are pixel counts.
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="roo-tv-iew" userLabel="Everything">
                    <rect key="frame" x="0.0" y="20" width="400" height="400"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" id="ins-et-btn" customClass="OBShapedButton">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="60"/>
                            <inset key="contentEdgeInsets" minX="10" minY="5" maxX="0.0" maxY="0.0"/>
                            <inset key="imageEdgeInsets" minX="4" minY="3" maxX="0.0" maxY="0.0"/>
                            <state key="normal" image="dot"/>
                            <state key="highlighted" image="Icons/ring"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="shr-un-kbt" customClass="OBShapedButton">
                            <rect key="frame" x="0.0" y="100" width="30" height="10"/>
                            <state key="normal" image="dot"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="fill" contentVerticalAlignment="top" id="fil-le-dbt" customClass="OBShapedButton">
                            <rect key="frame" x="0.0" y="150" width="40" height="30"/>
                            <state key="normal" image="dot"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" hidden="YES" id="hid-de-nbt">
                            <rect key="frame" x="200" y="0.0" width="50" height="50"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" alpha="0.005" id="fai-nt-btn">
                            <rect key="frame" x="260" y="0.0" width="50" height="50"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" id="thr-es-hol" customClass="SOXShapedTapButton">
                            <rect key="frame" x="320" y="0.0" width="20" height="20"/>
                            <state key="normal" image="halves"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="treshold">
                                    <real key="value" value="127"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </button>
                        <view contentMode="scaleToFill" clipsSubviews="YES" id="cli-pp-ing">
                            <rect key="frame" x="100" y="100" width="50" height="50"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" id="cli-pp-edb">
                                    <rect key="frame" x="30" y="0.0" width="40" height="50"/>
                                </button>
                            </subviews>
                        </view>
                        <button opaque="NO" contentMode="scaleToFill" id="und-er-one">
                            <rect key="frame" x="200" y="100" width="40" height="40"/>
                        </button>
                        <view userInteractionEnabled="NO" contentMode="scaleToFill" id="opa-qu-eco">
                            <rect key="frame" x="200" y="100" width="20" height="40"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </view>
                        <button opaque="NO" contentMode="scaleToFill" id="und-er-two">
                            <rect key="frame" x="260" y="100" width="40" height="40"/>
                        </button>
                        <view userInteractionEnabled="NO" contentMode="scaleToFill" id="cle-ar-cov">
                            <rect key="frame" x="260" y="100" width="20" height="40"/>
                            <color key="backgroundColor" cocoaTouchSystemColor="clearColor"/>
                        </view>
                        <button opaque="NO" contentMode="scaleToFill" id="vic-ti-mbt">
                            <rect key="frame" x="200" y="200" width="40" height="40"/>
                        </button>
                        <weirdWidget contentMode="scaleToFill" id="wei-rd-001">
                            <rect key="frame" x="200" y="200" width="20" height="40"/>
                        </weirdWidget>
                        <button opaque="NO" contentMode="scaleToFill" id="clo-se-btn" userLabel="Close">
                            <rect key="frame" x="300" y="300" width="20" height="20"/>
                            <accessibility key="accessibilityConfiguration" identifier="closeButton"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" id="nam-es-pac" customClass="OBShapedButton">
                            <rect key="frame" x="0.0" y="300" width="10" height="10"/>
                            <state key="normal" image="Icons/ring"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" id="sym-bo-lbt" customClass="OBShapedButton">
                            <rect key="frame" x="100" y="300" width="40" height="40"/>
                            <state key="normal" image="star.fill" catalog="system"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" id="rep-la-ced" customClass="ZQShapedButton">
                            <rect key="frame" x="200" y="300" width="40" height="40"/>
                            <state key="normal" image="dot"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" misplaced="YES" id="sta-le-btn" customClass="StarButton">
                            <rect key="frame" x="350" y="200" width="44" height="44"/>
                        </button>
                        <switch opaque="NO" contentMode="scaleToFill" id="swi-tc-hhh">
                            <rect key="frame" x="300" y="150" width="51" height="31"/>
                        </switch>
                    </subviews>
                </view>
            </objects>
            <resources>
                <image name="star.fill" catalog="system" width="16" height="15"/>
            </resources>
        </document>
        """

    static let manifest = """
        version: 1
        scale: 1
        assets: Assets.xcassets
        classes:
          ZQShapedButton: {hitTest: rect}
        screens:
          - from: Everything.xib
            overrides:
              Close: {enlarge: 12}
        """

    /// The workspace: the XIB, an asset catalog with a namespaced folder, and the manifest.
    static func write(_ ws: TestWorkspace) throws {
        let oneX =
            #"{"images": [{"idiom": "universal", "filename": "%@", "scale": "1x"}], "info": {"version": 1, "author": "xcode"}}"#
        try ws.write("Assets.xcassets/Contents.json", #"{"info": {"version": 1, "author": "xcode"}}"#)
        try ws.write("Assets.xcassets/dot.imageset/Contents.json", oneX.replacingOccurrences(of: "%@", with: "dot.png"))
        try ws.write("Assets.xcassets/dot.imageset/dot.png", solid(20, 20))
        var halves = Canvas(width: 20, height: 20)
        for j in 0..<20 { for i in 0..<20 { halves.blend(i, j, Colour(0, 0, 0), alpha: i < 10 ? 200 : 100) } }
        try ws.write(
            "Assets.xcassets/halves.imageset/Contents.json", oneX.replacingOccurrences(of: "%@", with: "halves.png"))
        try ws.write("Assets.xcassets/halves.imageset/halves.png", halves)
        try ws.write(
            "Assets.xcassets/Icons/Contents.json",
            #"{"info": {"version": 1, "author": "xcode"}, "properties": {"provides-namespace": true}}"#)
        try ws.write(
            "Assets.xcassets/Icons/ring.imageset/Contents.json", oneX.replacingOccurrences(of: "%@", with: "ring.png"))
        try ws.write("Assets.xcassets/Icons/ring.imageset/ring.png", solid(10, 10))
        try ws.write("Everything.xib", xib)
        try ws.write("test.hitlint.yaml", manifest)
    }

    private func analyse(_ ws: TestWorkspace, _ name: String = "test.hitlint.yaml") throws -> Linted {
        let manifest = try ws.load(name)
        let scene = SceneBuilder(images: ImageStore()).scene(for: manifest.screens[0], in: manifest)
        let analysis = ScreenAnalysis.analyze(scene)
        return Linted(analysis: analysis, findings: RuleRunner(configuration: .builtIn()).findings(for: analysis))
    }

    func testEveryAttributeHasItsEffect() throws {
        try withWorkspace { ws in
            try Self.write(ws)
            let manifest = try ws.load()
            XCTAssertEqual(manifest.screens.map(\.name), ["Everything"])
            // Placed at (0, 0) whatever the root's origin (y = 20 here); sized by its frame.
            XCTAssertEqual(manifest.screens[0].size, Size(width: 400, height: 400))
            let linted = try analyse(ws)

            // Insets: content (10, 5) then image (4, 3), aligned left and top: the 20 x 20 pt image at (14, 8).
            XCTAssertEqual(linted.metrics("ins-et-btn").hitArea, 400)
            XCTAssertEqual(linted.metrics("ins-et-btn").hitBounds, Rect(x: 14, y: 8, width: 20, height: 20))
            // Shrunk: a 20 x 20 image in 30 x 10, centred: 20 wide, shrunk to 10 high.
            XCTAssertEqual(linted.metrics("shr-un-kbt").hitArea, 200)
            XCTAssertEqual(linted.metrics("shr-un-kbt").hitBounds, Rect(x: 5, y: 100, width: 20, height: 10))
            // Fill across, top: stretched to 40 wide, natural 20 high.
            XCTAssertEqual(linted.metrics("fil-le-dbt").hitArea, 800)
            XCTAssertEqual(linted.metrics("fil-le-dbt").hitBounds, Rect(x: 0, y: 150, width: 40, height: 20))
            // Hidden, and alpha below 0.01: not targets.
            for id in ["hid-de-nbt", "fai-nt-btn"] {
                XCTAssertNil(linted.analysis.metrics[try XCTUnwrap(linted.analysis.scene.view(id: id)).index], id)
            }
            // treshold 127 x 1/255, compare ">": the half of alpha 200 hits, the half of alpha 100 does not.
            XCTAssertEqual(linted.metrics("thr-es-hol").hitArea, 200)
            XCTAssertEqual(linted.metrics("thr-es-hol").hitBounds, Rect(x: 320, y: 0, width: 10, height: 20))
            // clipsSubviews: 20 of the child's 40 pt width lie inside its parent, drawn and hittable there.
            XCTAssertEqual(linted.metrics("cli-pp-edb").seenArea, 1000)
            XCTAssertEqual(linted.metrics("cli-pp-edb").hitArea, 1000)
            XCTAssertEqual(linted.metrics("cli-pp-edb").clippedArea, 1000)
            // backgroundColor: an opaque cover hides half of the button below; a clear one nothing.
            XCTAssertEqual(linted.metrics("und-er-one").seenArea, 800)
            XCTAssertEqual(linted.metrics("und-er-two").seenArea, 1600)
            // An element hitlint does not know is kept as a view, and takes the taps it covers.
            XCTAssertEqual(linted.analysis.scene.view(id: "wei-rd-001")?.kind, .view)
            XCTAssertEqual(linted.takenArea("vic-ti-mbt", by: "wei-rd-001"), 800)
            XCTAssertTrue(linted.rules(for: "vic-ti-mbt").contains("blocked-by-view"))
            // Override by userLabel: enlarged by 12 on every side.
            XCTAssertEqual(linted.metrics("clo-se-btn").hitBounds, Rect(x: 288, y: 288, width: 44, height: 44))
            // A namespaced catalog folder: "Icons/ring".
            XCTAssertEqual(linted.metrics("nam-es-pac").hitArea, 100)
            // An SF Symbol with no configuration: the body style's 17 pt sets its longer side to
            // 20.4 pt, in the 16 x 15 proportions <resources> records: 20.4 x 19.125 pt, centred
            // in 40 x 40 at (100, 300), from (109.8, 310.4375). At 1x that holds 20 x 20 pixel centres.
            XCTAssertEqual(linted.metrics("sym-bo-lbt").hitArea, 400)
            XCTAssertEqual(linted.metrics("sym-bo-lbt").hitBounds, Rect(x: 110, y: 310, width: 20, height: 20))
            XCTAssertEqual(linted.rules(for: "sym-bo-lbt"), ["system-symbol", "too-small"])
            // The manifest's class entry replaces the built-in ZQShapedButton: the whole rectangle hits.
            XCTAssertEqual(linted.metrics("rep-la-ced").hitArea, 1600)
            XCTAssertEqual(linted.rules(for: "sta-le-btn"), ["stale-frame", "unknown-class"])
            // A switch is a control: a target, hit as a rectangle, not held to too-small.
            XCTAssertEqual(linted.analysis.scene.view(id: "swi-tc-hhh")?.kind, .control)
            XCTAssertEqual(linted.metrics("swi-tc-hhh").hitArea, 51 * 31)
        }
    }

    func testFindingsPointIntoTheInterfaceBuilderFile() throws {
        try withWorkspace { ws in
            try Self.write(ws)
            let path = ws.url("test.hitlint.yaml").path
            let report = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [path])
            let stale = try XCTUnwrap(report.findings.first { $0.rule == "stale-frame" })
            let lines = Self.xib.split(separator: "\n", omittingEmptySubsequences: false)
            let line = try XCTUnwrap(lines.firstIndex { $0.contains("id=\"sta-le-btn\"") }) + 1
            let column = try XCTUnwrap(lines[line - 1].firstIndex(of: "<")).utf16Offset(in: lines[line - 1]) + 1
            XCTAssertEqual(
                stale.location, SourceLocation(file: ws.url("Everything.xib").path, line: line, column: column))
            XCTAssertEqual(stale.manifest, path)
            // A view without a label is named by its element, in words, and its IB id.
            XCTAssertTrue(stale.message.contains("the frame of button sta-le-btn misplaced"), stale.message)
            // Messages name a view by its userLabel, with its IB id.
            let close = report.findings.first { $0.view == "clo-se-btn" && $0.rule == "too-small" }
            XCTAssertNil(close, "enlarged by the override to 44 x 44")
            let symbol = try XCTUnwrap(report.findings.first { $0.view == "sym-bo-lbt" && $0.rule == "too-small" })
            XCTAssertTrue(
                symbol.message.hasPrefix("the hit area of 'star.fill' (sym-bo-lbt) is 20 x 20 pt"), symbol.message)
            let json = JSONReporter().render(report, context: ReportContext())
            XCTAssertTrue(json.contains("\"manifest\": \"\(path)\""))
        }
    }

    /// Names from a file reach messages and the imported manifest: a huge class name is cut, and
    /// characters YAML cannot hold raw are escaped so the manifest loads back with the same name.
    func testNamesFromTheFileStayBoundedAndRoundTrip() throws {
        try withWorkspace { ws in
            let longClass = String(repeating: "K", count: 5000)
            try ws.write(
                "long.xib",
                RuleExamples.Screen(
                    subviews: """
                        <button opaque="NO" contentMode="scaleToFill" id="lon-gc-las" customClass="\(longClass)">
                            <rect key="frame" x="20" y="20" width="60" height="60"/>
                        </button>
                        """
                ).xib)
            try ws.write("test.hitlint.yaml", "version: 1\nscale: 1\nscreens:\n  - from: long.xib\n")
            let report = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [ws.url("test.hitlint.yaml").path])
            let note = try XCTUnwrap(report.findings.first { $0.rule == "unknown-class" })
            XCTAssertFalse(note.message.contains(longClass))
            XCTAssertLessThan(note.message.count, 1200, "the name cut to 200 characters, three times")
            let name = "Screen\u{9B}\u{85}\u{7F}\"\\ end"
            try ws.write(
                "name.hitlint.yaml",
                "version: 1\nscreens:\n  - name: \(YAMLText.quoted(name))\n    size: [10, 10]\n    views: []\n")
            XCTAssertEqual(try ws.load("name.hitlint.yaml").screens.first?.name, name)
        }
    }

    func testImportWritesAManifestWithTheSameMetrics() throws {
        try withWorkspace { ws in
            try Self.write(ws)
            let loader = ManifestLoader(knownRuleIDs: RuleRegistry.standard.ids)
            // The class entry and override are part of the manifest, not the file: leave them out here.
            try ws.write(
                "plain.hitlint.yaml",
                "version: 1\nscale: 1\nassets: Assets.xcassets\nscreens:\n  - from: Everything.xib\n")
            let importer = ManifestImporter(loader: loader, images: ImageStore())
            let text = try importer.manifest(
                importing: [ws.url("Everything.xib").path], assets: [ws.url("Assets.xcassets").path],
                scale: 1, folder: ws.folder)
            try ws.write("imported.hitlint.yaml", text)
            XCTAssertTrue(text.contains("- id: ins-et-btn   # button, OBShapedButton, 'dot', line 9"), text)
            XCTAssertTrue(text.contains("imageRect: [14, 8, 20, 20]"))
            let options = LintOptions(jobs: 1)
            let fromXIB = Linter(options: options).lint(manifestPaths: [ws.url("plain.hitlint.yaml").path])
            let fromYAML = Linter(options: options).lint(manifestPaths: [ws.url("imported.hitlint.yaml").path])
            var pressed = options
            pressed.state = .highlighted
            let pressedXIB = Linter(options: pressed).lint(manifestPaths: [ws.url("plain.hitlint.yaml").path])
            let pressedYAML = Linter(options: pressed).lint(manifestPaths: [ws.url("imported.hitlint.yaml").path])
            XCTAssertTrue(text.contains("highlighted: {image: Icons/ring, imageRect: [14, 8, 10, 10]}"), text)
            XCTAssertEqual(pressedXIB.screens[0].views.first { $0.id == "ins-et-btn" }?.metrics?.hitArea, 100)
            XCTAssertEqual(
                fromXIB.inputDiagnostics.map(\.description) + fromYAML.inputDiagnostics.map(\.description), [])
            // Same metrics, byte for byte, but for the SF Symbol, which a YAML manifest cannot draw.
            func metrics(_ report: LintReport) throws -> Data {
                let json = try JSONSerialization.jsonObject(
                    with: Data(JSONReporter().render(report, context: ReportContext()).utf8))
                let screens = try XCTUnwrap((json as? [String: Any])?["screens"] as? [[String: Any]])
                let views = screens.flatMap { ($0["views"] as? [[String: Any]]) ?? [] }.filter {
                    $0["id"] as? String != "sym-bo-lbt"
                }
                return try JSONSerialization.data(withJSONObject: views, options: [.sortedKeys])
            }
            XCTAssertEqual(try metrics(fromXIB), try metrics(fromYAML))
            XCTAssertEqual(try metrics(pressedXIB), try metrics(pressedYAML))
            XCTAssertNotEqual(try metrics(fromXIB), try metrics(pressedXIB))
            XCTAssertEqual(fromXIB.screens.first?.views.count, 20)
            XCTAssertEqual(fromYAML.screens.first?.views.count, 20)
        }
    }
}
