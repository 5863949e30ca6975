import Foundation
import XCTest

@testable import HitLintKit

/// `hitlint fix` on imported views changes the storyboard or XIB as a developer would in
/// Interface Builder (docs/fixes.md, "Imported views"), never the manifest: on files copied from
/// ../shared/realapps, checked by hand against their XML.
final class InterfaceBuilderFixTests: XCTestCase {
    private struct Fixed {
        let before: [String]
        let after: [String]
        let result: ManifestFixer.Result
        let relinted: [Finding]
        let manifest: String
        /// The lines that differ, by index.
        var changed: [Int] { before.indices.filter { before[$0] != after[$0] } }
    }

    /// Copies an app's file into a scratch folder, imports it, fixes, writes the fix and lints again.
    private func fix(_ app: String, _ file: String, in workspace: TestWorkspace) throws -> Fixed {
        let source = ProjectPaths.shared.appendingPathComponent("realapps/\(app)/\(file)")
        try XCTSkipUnless(FileManager.default.fileExists(atPath: source.path), "../shared/realapps is absent: skipped")
        let name = source.lastPathComponent
        try FileManager.default.copyItem(at: source, to: workspace.url(name))
        let manifest = try workspace.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: \(name)\n")
        let before = try String(contentsOf: workspace.url(name), encoding: .utf8)
        let result = ManifestFixer(options: LintOptions(jobs: 1)).fix(manifestPaths: [manifest])
        for change in result.files {
            let url =
                change.path.hasPrefix("/")
                ? URL(fileURLWithPath: change.path) : workspace.url(URL(fileURLWithPath: change.path).lastPathComponent)
            try Data(change.after).write(to: url)
        }
        let after = try String(contentsOf: workspace.url(name), encoding: .utf8)
        let relinted = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest]).findings
        let split = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        return Fixed(
            before: split(before), after: split(after), result: result, relinted: relinted,
            manifest: try String(contentsOfFile: manifest, encoding: .utf8))
    }

    /// Fixes a hand-made XIB (`text`) in `ws`: the result, and the lines the edit changes
    /// (trimmed), after checking that it adds or takes away none.
    /// `settings`: manifest lines before `screens` (`devices: ...`).
    private func fixXIB(_ text: String, in ws: TestWorkspace, settings: String = "") throws -> (
        result: ManifestFixer.Result, changed: [String]
    ) {
        try ws.write("screen.xib", text)
        let manifest = try ws.write("test.hitlint.yaml", "version: 1\n\(settings)screens:\n  - from: screen.xib\n")
        let result = ManifestFixer(options: LintOptions(jobs: 1)).fix(manifestPaths: [manifest])
        guard let file = result.files.first else { return (result, []) }
        let lines = { (bytes: [UInt8]) in String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        let (before, after) = (lines(file.before), lines(file.after))
        XCTAssertEqual(before.count, after.count, "no line added or taken away")
        guard before.count == after.count else { return (result, []) }
        return (
            result,
            before.indices.filter { before[$0] != after[$0] }.map { after[$0].trimmingCharacters(in: .whitespaces) }
        )
    }

    /// Laid out again from the edited file, the screen gives back every stored frame.
    private func assertSolvesAgain(_ result: ManifestFixer.Result, in ws: TestWorkspace) throws {
        let file = try XCTUnwrap(result.files.first)
        try Data(file.after).write(to: ws.url("screen.xib"))
        try ws.write("test.hitlint.yaml", "version: 1\ndevices: [file]\nscreens:\n  - from: screen.xib\n")
        let model = try XCTUnwrap(try ws.load().screens.first?.layout)
        XCTAssertNil(ScreenLayouts.untrusted(model))
    }

    /// element's dial pad: a 24 x 24 pt close button held by width and height constraints and
    /// pinned 14 pt from its superview's top and trailing edges. The constants become 44 and the
    /// frame grows to the left and down, where the pins leave it free.
    func testAConstraintsConstantAndTheFrameChange() throws {
        try withWorkspace { workspace in
            let fixed = try fix(
                "element-hq__element-ios", "Riot/Modules/Call/Dialpad/DialpadViewController.storyboard", in: workspace)
            XCTAssertEqual(
                fixed.result.fixed.filter { $0.view == "6Yp-ue-lX3" }.map(\.change),
                [
                    "set the width constraint of button 6Yp-ue-lX3 to 44 pt and set the height constraint of button 6Yp-ue-lX3 to 44 pt"
                ])
            XCTAssertEqual(fixed.before.count, fixed.after.count)
            XCTAssertEqual(fixed.changed.count, 3)
            for (line, (old, new)) in [
                (
                    256,
                    ("x=\"337\" y=\"14\" width=\"24\" height=\"24\"", "x=\"317\" y=\"14\" width=\"44\" height=\"44\"")
                ),
                (258, ("firstAttribute=\"width\" constant=\"24\"", "firstAttribute=\"width\" constant=\"44\"")),
                (259, ("firstAttribute=\"height\" constant=\"24\"", "firstAttribute=\"height\" constant=\"44\"")),
            ] {
                XCTAssertEqual(
                    fixed.after[line], fixed.before[line].replacingOccurrences(of: old, with: new), "line \(line + 1)")
                XCTAssertNotEqual(fixed.after[line], fixed.before[line])
            }
            XCTAssertFalse(fixed.relinted.contains { $0.view == "6Yp-ue-lX3" && $0.rule == "too-small" })
            XCTAssertFalse(fixed.manifest.contains("enlarge"))
        }
    }

    /// Kodi's host list: buttons without constraints (autoresizing masks) 28 pt tall. Only their
    /// frames change, every one at least 44 pt tall afterwards.
    func testAFrameWithoutConstraintsGrows() throws {
        try withWorkspace { workspace in
            let fixed = try fix(
                "xbmc__Official-Kodi-Remote-iOS", "XBMC Remote/HostManagementViewController.xib", in: workspace)
            let ids = Set(fixed.result.fixed.map(\.view))
            XCTAssertTrue(ids.isSuperset(of: ["10", "WtD-wt-do5", "5"]), "\(ids)")
            XCTAssertFalse(fixed.changed.isEmpty)
            for line in fixed.changed {
                XCTAssertTrue(fixed.after[line].contains("<rect key=\"frame\""), fixed.after[line])
                let height = fixed.after[line].components(separatedBy: "height=\"")[1].prefix { $0 != "\"" }
                XCTAssertGreaterThanOrEqual(Double(height) ?? 0, 44, fixed.after[line])
            }
            XCTAssertEqual(fixed.result.fixed.filter { $0.view == "WtD-wt-do5" }.count, 1)
            XCTAssertFalse(fixed.relinted.contains { ids.contains($0.view) && $0.rule == "too-small" })
            XCTAssertFalse(fixed.manifest.contains("enlarge"))
        }
    }

    /// KeePassium's passcode screen: 'Cancel' is as tall as its title and its 8 pt content insets
    /// (36 pt), pinned at the top. 8 pt more at the bottom of its insets makes it 44 pt.
    func testContentInsetsGrowAButtonSizedByItsContent() throws {
        try withWorkspace { workspace in
            let fixed = try fix(
                "keepassium__KeePassium", "KeePassium/general/Base.lproj/PasscodeInputVC.storyboard", in: workspace)
            XCTAssertEqual(
                fixed.result.fixed.first { $0.view == "z0x-Rz-Nfj" }?.change,
                "add 8 pt bottom to the content insets of 'Cancel' (z0x-Rz-Nfj)")
            XCTAssertEqual(
                fixed.after[24], fixed.before[24].replacingOccurrences(of: "height=\"36\"", with: "height=\"44\""))
            XCTAssertEqual(
                fixed.after[27], fixed.before[27].replacingOccurrences(of: "maxY=\"8\"", with: "maxY=\"16\""))
            XCTAssertNotEqual(fixed.after[27], fixed.before[27])
            // The button beside it in a stack view as wide as the 200 pt text field (43.5 pt, half a
            // point short) gets no wider from its insets: the stack's other button, which resists
            // being squeezed as much, keeps its width. Laid out again, it says so.
            XCTAssertEqual(
                fixed.result.unfixed.first { $0.view == "HCs-4z-c3c" }?.why,
                "laid out again, it keeps its size: its constraints or its stack view hold it")
            XCTAssertFalse(fixed.relinted.contains { $0.view == "z0x-Rz-Nfj" && $0.rule == "too-small" })
            XCTAssertFalse(fixed.manifest.contains("enlarge"))
            // Lint's advice says the same, in Interface Builder's words.
            let manifest = workspace.url("test.hitlint.yaml").path
            try workspace.write("PasscodeInputVC.storyboard", fixed.before.joined(separator: "\n"))
            let advice = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest]).findings.first {
                $0.view == "z0x-Rz-Nfj"
            }
            XCTAssertEqual(
                advice?.message.hasSuffix("; add 8 pt bottom to the content insets of 'Cancel' (z0x-Rz-Nfj)"), true,
                advice?.message ?? "")
        }
    }

    /// A custom class that reads its threshold from a runtime attribute (spagosx's
    /// SOXShapedTapButton, `treshold`, a byte): the number is replaced where the button sets it,
    /// and added, in Interface Builder's form, where it does not; read back, the thresholds are
    /// those written.
    func testARuntimeThresholdAttributeIsSetInTheFile() throws {
        let source = ProjectPaths.shared.appendingPathComponent(
            "realassets/spagosx__iOS-Shaped-Button-Swift/SOXShapedTapView/Base.lproj/Main.storyboard")
        try XCTSkipUnless(
            FileManager.default.fileExists(atPath: source.path), "../shared/realassets is absent: skipped")
        let before = try [UInt8](Data(contentsOf: source))
        let scanner = XMLTagScanner(before)
        let replaced = try XCTUnwrap(
            InterfaceBuilderAttribute.edits(setting: "treshold", to: 25, onViewWithID: "mZx-WI-amX", in: scanner))
        let added = try XCTUnwrap(
            InterfaceBuilderAttribute.edits(setting: "treshold", to: 200, onViewWithID: "cLd-7T-vrR", in: scanner))
        let after = String(decoding: TextEdit.apply(replaced + added, to: before), as: UTF8.self)
        let lines = after.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines[22].trimmingCharacters(in: .whitespaces), "<real key=\"value\" value=\"25\"/>")
        XCTAssertEqual(
            lines[30...34].map { String($0) }.joined(separator: "\n"),
            """
                                            <rect key="frame" x="224" y="315" width="46" height="46"/>
                                            <userDefinedRuntimeAttributes>
                                                <userDefinedRuntimeAttribute type="number" keyPath="treshold">
                                                    <real key="value" value="200"/>
                                                </userDefinedRuntimeAttribute>
            """)
        XCTAssertEqual(
            lines.count,
            String(decoding: before, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).count + 5)
        try withWorkspace { workspace in
            try Data(after.utf8).write(to: workspace.url("Main.storyboard"))
            let manifest = try workspace.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: Main.storyboard\n")
            let loaded = try ManifestLoader(knownRuleIDs: RuleRegistry.standard.ids).load(path: manifest)
            func all(_ views: [ViewSpec]) -> [ViewSpec] { views.flatMap { [$0] + all($0.children) } }
            let buttons = all(try XCTUnwrap(loaded.screens.first?.views))
            XCTAssertEqual(
                try XCTUnwrap(buttons.first { $0.id == "mZx-WI-amX" }?.threshold), 25.0 / 255, accuracy: 1e-12)
            XCTAssertEqual(
                try XCTUnwrap(buttons.first { $0.id == "cLd-7T-vrR" }?.threshold), 200.0 / 255, accuracy: 1e-12)
        }
    }

    /// Advice and `fix` read an imported file again to size its views; that read keeps to the
    /// lint root as the first did, judged on the file opened: a file swapped for a link to one
    /// outside after loading gives nothing to size from.
    func testReadingAnImportedFileAgainKeepsToTheLintRoot() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root-view">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                        <subviews>
            \(sizedButtonXML(id: "small-btn", label: "Small", x: "80", y: "80", width: 20, height: 20))
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        try withWorkspace { outside in
            try outside.write("screen.xib", xib)
            try withWorkspace { ws in
                try ws.write("screen.xib", xib)
                try ws.write("test.hitlint.yaml", "version: 1\nscale: 1\nscreens:\n  - from: screen.xib\n")
                let manifest = try ws.load(paths: PathPolicy(root: ws.folder))
                let screen = manifest.screens[0]
                XCTAssertEqual(screen.importedRoot, PathRelation.canonical(ws.folder.path))
                let scene = SceneBuilder(images: ImageStore()).scene(for: screen, in: manifest)
                let index = try XCTUnwrap(scene.views.first { $0.id == "small-btn" }?.index)
                // As loaded: sized by its two constraints.
                guard case .success = ImportedSizing(screen: screen, scene: scene, maxBytes: 1 << 20).sizing(of: index)
                else {
                    return XCTFail("the button in the lint root is not sized")
                }
                // Swapped for a link outside: refused when opened, nothing read.
                try FileManager.default.removeItem(at: ws.url("screen.xib"))
                try FileManager.default.createSymbolicLink(
                    atPath: ws.url("screen.xib").path, withDestinationPath: outside.url("screen.xib").path)
                guard
                    case .failure(let why) = ImportedSizing(screen: screen, scene: scene, maxBytes: 1 << 20).sizing(
                        of: index)
                else {
                    return XCTFail("a file outside the lint root was read")
                }
                XCTAssertTrue(
                    "\(why)".contains("hitlint cannot read ") && "\(why)".hasSuffix("screen.xib again\")"), "\(why)")
            }
        }
    }

    /// 'Go' is 100 x 30 pt, held by width and height constraints, 100 pt below the root's top;
    /// 'Hint', beside it, is at least 8 pt below its bottom and would be 138 pt below the root's
    /// top (priority 250): at 138. The height constraint becomes 44, Go grows down to 144, and Hint, which the
    /// constraints now put at 152, gets that frame too, as Interface Builder's "Update Frames"
    /// would store it: the file is still laid out as its constraints say.
    func testViewsAFixMovesGetTheirNewFrames() throws {
        let text = iPhone11XIB(
            sizedButtonXML(id: "go", label: "Go", x: "20", y: "100", width: 100, height: 30)
                + """
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hint" userLabel="Hint">
                            <rect key="frame" x="140" y="138" width="100" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="hint-w"/>
                                <constraint firstAttribute="height" constant="20" id="hint-h"/>
                            </constraints>
                        </view>
                """,
            constraints: """
                        <constraint firstItem="go" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="go" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                        <constraint firstItem="hint" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="140" id="c3"/>
                        <constraint firstItem="hint" firstAttribute="top" relation="greaterThanOrEqual" secondItem="go" secondAttribute="bottom" constant="8" id="c4"/>
                        <constraint firstItem="hint" firstAttribute="top" secondItem="root" secondAttribute="top" constant="138" priority="250" id="c5"/>
                """)
        try withWorkspace { ws in
            let (result, changed) = try fixXIB(text, in: ws)
            XCTAssertEqual(
                result.fixed.map(\.change), ["set the height constraint of 'Go' (go) to 44 pt"], "\(result.unfixed)")
            XCTAssertEqual(
                changed,
                [
                    #"<rect key="frame" x="20" y="100" width="100" height="44"/>"#,
                    #"<constraint firstAttribute="height" constant="44" id="go-h"/>"#,
                    #"<rect key="frame" x="140" y="152" width="100" height="20"/>"#,
                ])
            try assertSolvesAgain(result, in: ws)
        }
    }

    /// A vertical stack view 20 pt in from the root's sides and 100 pt below its top, 8 pt
    /// between its buttons: 'Small' (30 pt tall, by a height constraint) above 'Big' (44 pt).
    /// Growing Small's frame alone would cover Big; the stack moves Big instead. So the height
    /// constraint becomes 44: Small is 44 pt tall, Big moves down to 44 + 8 = 52 in the stack, and
    /// the stack is 44 + 8 + 44 = 96 pt tall. Lint names that change, and `fix` makes it with the
    /// frames Interface Builder would store.
    func testAnArrangedButtonGrowsAndItsStackMovesItsNeighbour() throws {
        let text = iPhone11XIB(
            """
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="20" y="100" width="374" height="82"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="small" userLabel="Small">
                                <rect key="frame" x="0.0" y="0.0" width="374" height="30"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="30" id="small-h"/>
                                </constraints>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="big" userLabel="Big">
                                <rect key="frame" x="0.0" y="38" width="374" height="44"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="44" id="big-h"/>
                                </constraints>
                            </button>
                        </subviews>
                    </stackView>
            """,
            constraints: """
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="c2"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                """)
        try withWorkspace { ws in
            let (result, changed) = try fixXIB(text, in: ws)
            XCTAssertEqual(
                result.fixed.map(\.change), ["set the height constraint of 'Small' (small) to 44 pt"],
                "\(result.unfixed)")
            XCTAssertEqual(
                changed,
                [
                    #"<rect key="frame" x="20" y="100" width="374" height="96"/>"#,
                    #"<rect key="frame" x="0.0" y="0.0" width="374" height="44"/>"#,
                    #"<constraint firstAttribute="height" constant="44" id="small-h"/>"#,
                    #"<rect key="frame" x="0.0" y="52" width="374" height="44"/>"#,
                ])
            try assertSolvesAgain(result, in: ws)
            // Lint names the same change, checked the same way (the file as it was).
            try ws.write("screen.xib", text)
            let manifest = try ws.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: screen.xib\n")
            let small = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest]).findings.filter {
                $0.view == "small"
            }
            XCTAssertEqual(small.map(\.rule), ["too-small"])
            XCTAssertEqual(small.first?.advice?.sentence, "set the height constraint of 'Small' (small) to 44 pt")
        }
    }

    /// Two buttons side by side in a 374 pt stack view that fills them across (alignment fill,
    /// equal widths 20 pt apart: (374 - 20) / 2 = 177 pt each), held 30 pt tall by the stack
    /// view's own height constraint. The button's height is the stack view's: its constraint
    /// becomes 44, the stack view grows down from its pinned top, and both buttons with it (one
    /// edit fixes both findings). Without that constraint the stack view's height is its
    /// content's, which hitlint reads only from the stored frames: refused, naming the stack view.
    /// Checked on the iPhone 16 in landscape too, the stack view must end 255 pt above the bottom
    /// of the 393 pt screen, at 138 at most: 100 + 44 does not fit, so that fix goes back; the
    /// 30 x 30 pt 'Help' button of the same file, pinned at (300, 200), still grows to 44 x 44
    /// (a file's other fixes stand without those that move a stack view's neighbours).
    func testAButtonAStackViewFillsAcrossGrowsByTheStackViewsHeightConstraint() throws {
        func screen(stackHeight: Bool, help: Bool = false) -> String {
            let button = { (id: String, title: String, x: String) in
                """
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(title)">
                                <rect key="frame" x="\(x)" y="0.0" width="177" height="30"/>
                            </button>
                """
            }
            return iPhone11XIB(
                """
                        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="stack" userLabel="Buttons">
                            <rect key="frame" x="20" y="100" width="374" height="30"/>
                            <subviews>
                \(button("ok", "OK", "0.0"))
                \(button("cancel", "Cancel", "197"))
                            </subviews>
                \(stackHeight ? "            <constraints>\n                <constraint firstAttribute=\"height\" constant=\"30\" id=\"stack-h\"/>\n            </constraints>" : "")
                        </stackView>
                \(help ? helpButton : "")
                """,
                constraints: """
                            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="c2"/>
                            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                    \(help ? helpConstraints : "")
                    """)
        }
        let helpButton = sizedButtonXML(id: "help", label: "Help", x: "300", y: "200", width: 30, height: 30)
        let helpConstraints = """
                        <constraint firstItem="help" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="300" id="c4"/>
                        <constraint firstItem="help" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c5"/>
                        <constraint firstItem="root" firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" relation="greaterThanOrEqual" constant="255" id="c6"/>
            """
        try withWorkspace { ws in
            let (result, changed) = try fixXIB(screen(stackHeight: true), in: ws)
            XCTAssertEqual(
                result.fixed.map(\.change), ["set the height constraint of its stack view 'Buttons' (stack) to 44 pt"],
                "\(result.unfixed)")
            XCTAssertEqual(result.unfixed.map(\.view), [])
            XCTAssertEqual(
                changed,
                [
                    #"<rect key="frame" x="20" y="100" width="374" height="44"/>"#,
                    #"<rect key="frame" x="0.0" y="0.0" width="177" height="44"/>"#,
                    #"<rect key="frame" x="197" y="0.0" width="177" height="44"/>"#,
                    #"<constraint firstAttribute="height" constant="44" id="stack-h"/>"#,
                ])
            try assertSolvesAgain(result, in: ws)
            // Lint names the same change (the file as it was).
            try ws.write("screen.xib", screen(stackHeight: true))
            let manifest = try ws.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: screen.xib\n")
            let findings = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest]).findings.filter {
                $0.rule == "too-small"
            }
            XCTAssertEqual(findings.map(\.view), ["ok", "cancel"])
            XCTAssertEqual(
                findings.map { $0.advice?.sentence },
                Array(repeating: "set the height constraint of its stack view 'Buttons' (stack) to 44 pt", count: 2))
            // Both buttons' heights are one constraint: a second resize of it after the first
            // (each planned from the file as it was) is refused, not written over the first.
            let file = XMLTagScanner(Array(screen(stackHeight: true).utf8))
            let (ok, cancel) = (
                try InterfaceBuilderSizing.of(id: "ok", name: "'OK'", in: file).get(),
                try InterfaceBuilderSizing.of(id: "cancel", name: "'Cancel'", in: file).get()
            )
            let taller = Insets(top: 7, right: 0, bottom: 7, left: 0)
            XCTAssertEqual(ok.constraintsEdited(growing: taller), ["stack-h"])
            XCTAssertEqual(
                ManifestFixer.sharedConstraint(
                    .resize(view: 3, taller), cancel, [(.resize(view: 2, taller), ["ok"], ok)]),
                "the constraint it would change (stack-h) is changed by the fix of 'ok' already")
            XCTAssertNil(ManifestFixer.sharedConstraint(.resize(view: 3, taller), cancel, []))
        }
        try withWorkspace { ws in
            let (result, changed) = try fixXIB(screen(stackHeight: false), in: ws)
            XCTAssertEqual(result.fixed.map(\.change), [])
            XCTAssertEqual(changed, [])
            XCTAssertEqual(
                result.unfixed.first { $0.view == "ok" }?.why,
                "the height of 'OK' (ok) is that of its stack view 'Buttons' (stack), which fills it across and has no height constraint to change: add one in Interface Builder"
            )
        }
        try withWorkspace { ws in
            let (result, changed) = try fixXIB(
                screen(stackHeight: true, help: true), in: ws,
                settings: "devices: [design, iPhone 16]\norientations: [landscape]\n")
            XCTAssertEqual(
                result.fixed.map(\.change),
                [
                    "set the width constraint of 'Help' (help) to 44 pt and set the height constraint of 'Help' (help) to 44 pt"
                ],
                "\(result.unfixed) \(result.problems)")
            XCTAssertEqual(
                changed,
                [
                    #"<rect key="frame" x="300" y="200" width="44" height="44"/>"#,
                    #"<constraint firstAttribute="width" constant="44" id="help-w"/>"#,
                    #"<constraint firstAttribute="height" constant="44" id="help-h"/>"#,
                ])
            // On the landscape layout the stack view keeps at most 38 pt: 'OK' stays too small.
            let why = try XCTUnwrap(result.unfixed.first { $0.view == "ok" }?.why)
            XCTAssertEqual(
                why.components(separatedBy: "/").last,
                "screen.xib edited, too-small reports 'OK' (ok) on iPhone 16, landscape (checked on every screen of the manifest and every layout)"
            )
        }
    }

    /// 'Go', 100 x 30 pt, is held 20 pt above the bottom of 'Bar', a 60 pt tall view: it can grow
    /// only upwards, into the 10 pt above it (60 - 20 - 30), not the 14 pt it needs. The reason
    /// says so, not that the 60 pt bar clips it (it would hold 44 pt), nor the 30 pt of room of
    /// both sides together. 'Stop', 30 pt tall too, has its centre held 12 pt above the bar's
    /// (at 18): it grows 7 pt each way, and only 3 are free above it (18 - 15).
    func testARefusalNamesTheSideItsConstraintsHold() throws {
        let text = iPhone11XIB(
            """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar" userLabel="Bar">
                        <rect key="frame" x="0.0" y="100" width="414" height="60"/>
                        <subviews>
                \(sizedButtonXML(id: "go", label: "Go", x: "20", y: "10", width: 100, height: 30))
                \(sizedButtonXML(id: "stop", label: "Stop", x: "200", y: "3", width: 100, height: 30))
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="height" constant="60" id="bar-h"/>
                            <constraint firstItem="go" firstAttribute="leading" secondItem="bar" secondAttribute="leading" constant="20" id="b1"/>
                            <constraint firstAttribute="bottom" secondItem="go" secondAttribute="bottom" constant="20" id="b2"/>
                            <constraint firstItem="stop" firstAttribute="leading" secondItem="bar" secondAttribute="leading" constant="200" id="b3"/>
                            <constraint firstItem="stop" firstAttribute="centerY" secondItem="bar" secondAttribute="centerY" constant="-12" id="b4"/>
                        </constraints>
                    </view>
            """,
            constraints: """
                        <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                """)
        let why = [
            "'Go' (go) needs 44 pt of height but its constraints hold its bottom side, and only 10 pt is free above it, up to its superview 'Bar' (bar)",
            "'Stop' (stop) needs 44 pt of height but it grows evenly about its centre, and only 3 pt is free above it, up to its superview 'Bar' (bar)",
        ]
        try withWorkspace { ws in
            let (result, changed) = try fixXIB(text, in: ws)
            XCTAssertEqual(changed, [])
            XCTAssertEqual(result.unfixed.map(\.why), why)
            let manifest = try ws.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: screen.xib\n")
            let small = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest]).findings.filter {
                $0.rule == "too-small"
            }
            XCTAssertEqual(
                small.map(\.advice?.sentence),
                why.map { "enlarge it where its neighbours and superview leave room, or make it larger (\($0))" })
        }
    }

    /// Simplenote's ratings prompt: 'Left' and 'Right' are 29 pt tall (a 14 pt title and 6 pt
    /// content insets above and below) in a horizontal stack, itself below a 20.5 pt label in a
    /// vertical stack 15 pt apart, centred in its 120 pt view. 15 pt more insets, half above and
    /// half below, make them 44: the inner stack is 44 pt tall, the outer 20.5 + 15 + 44 = 79.5,
    /// centred at y (120 - 79.5) / 2 = 20.25, on the 2x pixel grid 20.5. Simplenote's note history:
    /// its 30 pt close button hugs and resists its 30 pt image content at priority 1000, so a
    /// 44 pt height constraint could not hold with it: refused as a new layout-conflict.
    func testButtonsInStackViewsGrowByTheirContentInsetsOrAreRefusedWhereTheirConstraintsConflict() throws {
        try withWorkspace { workspace in
            let fixed = try fix(
                "Automattic__simplenote-ios", "Simplenote/Classes/SPRatingsPromptView.xib", in: workspace)
            XCTAssertEqual(
                fixed.result.fixed.map(\.change).sorted(),
                [
                    "add 7.5 pt top, 7.5 pt bottom to the content insets of 'Left' (RbR-YT-ap7)",
                    "add 7.5 pt top, 7.5 pt bottom to the content insets of 'Right' (bb6-E4-QxE)",
                ], "\(fixed.result.unfixed)")
            let changed = fixed.changed.map { fixed.after[$0].trimmingCharacters(in: .whitespaces) }
            XCTAssertEqual(
                changed,
                [
                    #"<rect key="frame" x="136" y="20.5" width="142" height="79.5"/>"#,
                    #"<rect key="frame" x="0.0" y="35.5" width="142" height="44"/>"#,
                    #"<rect key="frame" x="0.0" y="0.0" width="66" height="44"/>"#,
                    #"<inset key="contentEdgeInsets" minX="16" minY="13.5" maxX="16" maxY="13.5"/>"#,
                    #"<rect key="frame" x="76" y="0.0" width="66" height="44"/>"#,
                    #"<inset key="contentEdgeInsets" minX="16" minY="13.5" maxX="16" maxY="13.5"/>"#,
                ])
            XCTAssertFalse(
                fixed.relinted.contains { ["RbR-YT-ap7", "bb6-E4-QxE"].contains($0.view) && $0.rule == "too-small" })
        }
        try withWorkspace { workspace in
            let fixed = try fix(
                "Automattic__simplenote-ios", "Simplenote/Classes/SPNoteHistoryViewController.xib", in: workspace)
            XCTAssertEqual(
                fixed.result.unfixed.first { $0.view == "obJ-JD-gy5" }?.why,
                "every larger size that would do it makes a new layout-conflict finding on 'obJ-JD-gy5'")
            XCTAssertTrue(fixed.changed.isEmpty)
        }
    }
}
