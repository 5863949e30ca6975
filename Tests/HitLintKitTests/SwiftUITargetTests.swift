import Foundation
import HitLintKit
import XCTest

/// SwiftUI tap targets read from code (docs/swiftui.md), with hit areas worked out by hand
/// from the documented rules: an SF Symbol's side is 1.2 times its font's point size (body
/// 17 pt: 20.4 pt) times its scale; a label responds only where it draws, so padding and a
/// frame count only under a `.contentShape`; a frame outside a Button does not grow it.
final class SwiftUITargetTests: XCTestCase {
    /// The targets of `body` written as the body of a view in a file of its own.
    private func targets(_ body: String, extra: String = "") -> [SwiftUITarget] {
        let text = "import SwiftUI\n\nstruct Screen: View {\n    var body: some View {\n\(body)\n    }\n}\n\(extra)"
        return SwiftUIReader.read(text, path: "Screen.swift").targets
    }

    private func only(_ body: String, file: StaticString = #filePath, line: UInt = #line) -> SwiftUITarget? {
        let found = targets(body)
        XCTAssertEqual(found.count, 1, "targets: \(found.map(\.name))", file: file, line: line)
        return found.first
    }

    private func assertArea(
        _ target: SwiftUITarget?, _ width: Double, _ height: Double, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let area = target?.hitArea else {
            return XCTFail("no hit area: \(target?.why ?? "no target")", file: file, line: line)
        }
        XCTAssertEqual(area.width, width, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(area.height, height, accuracy: 1e-9, file: file, line: line)
    }

    /// Every finding of the built-in rules on a manifest's screens.
    private func lint(_ manifest: Manifest) -> [Finding] {
        manifest.screens.flatMap { screen in
            let scene = SceneBuilder(images: ImageStore(keepColour: true)).scene(for: screen, in: manifest)
            return RuleRunner(configuration: .builtIn()).findings(for: ScreenAnalysis.analyze(scene))
        }
    }

    func testASymbolButtonIsAsLargeAsItsGlyph() {
        let target = only(#"Button { close() } label: { Image(systemName: "xmark") }"#)
        assertArea(target, 20.4, 20.4)
        XCTAssertEqual(target?.placement, .free)
        XCTAssertEqual(target?.name, "Button (systemName: xmark)")
        XCTAssertEqual(target?.line, 5)
        XCTAssertEqual(target?.column, 1)
    }

    func testFontsAndScalesSizeTheSymbol() {
        // .title is 28 pt: 33.6; large scale 1.3 at body: 26.52; a font outside the Button
        // reaches its label through the environment.
        assertArea(only(#"Button { } label: { Image(systemName: "gear").font(.title) }"#), 33.6, 33.6)
        assertArea(only(#"Button { } label: { Image(systemName: "gear").imageScale(.large) }"#), 26.52, 26.52)
        assertArea(
            only(#"HStack(spacing: 0) { Button { } label: { Image(systemName: "gear") } }.font(.system(size: 30))"#),
            36, 36)
    }

    func testAFrameCountsOnlyUnderAContentShape() {
        // Transparent frame: the glyph alone responds.
        assertArea(only(#"Button { } label: { Image(systemName: "xmark").frame(width: 44, height: 44) }"#), 20.4, 20.4)
        // The documented fix: the whole 44 x 44 frame responds (not reported).
        assertArea(
            only(
                #"Button { } label: { Image(systemName: "xmark").frame(width: 44, height: 44).contentShape(Rectangle()) }"#
            ), 44, 44)
        // 20.4 + 2 x 12 = 44.4.
        assertArea(
            only(#"Button { } label: { Image(systemName: "xmark").padding(12).contentShape(Rectangle()) }"#), 44.4,
            44.4)
        // A frame outside the Button does not grow what takes taps.
        assertArea(
            only(
                #"Button { } label: { Image(systemName: "xmark") }.frame(width: 44, height: 44).contentShape(Rectangle())"#
            ),
            20.4, 20.4)
        // A drawn background covers the padded frame: 20.4 + 2 x 8 = 36.4.
        assertArea(
            only(#"Button { } label: { Image(systemName: "xmark").padding(8).background(Color.red) }"#), 36.4, 36.4)
    }

    func testATextLabelIsItsLine() {
        // "Save" at 17 pt: S 0.667, a 0.556, v 0.5, e 0.556 em (Helvetica) = 2.279 em = 38.743 pt;
        // one line is 17 x 1.1934 = 20.2878 pt.
        let target = only(#"Button("Save") { save() }"#)
        assertArea(target, 2.279 * 17, 17 * 1.1934)
        XCTAssertEqual(target?.name, #"Button "Save""#)
        // A localization key shows its translation, which hitlint does not read: one line high,
        // of a width not known.
        let key = only(#"Button("menu.settings") { }"#)
        XCTAssertEqual(key?.hitArea?.height ?? 0, 17 * 1.1934, accuracy: 1e-9)
        XCTAssertEqual(key?.widthUnknown?.contains("localization key"), true)
        // So does a text from a value, a title or a `Text` (footnote, 13 pt: 15.5142 pt high).
        let title = only(#"Button(L10n.skip) { }"#)
        XCTAssertEqual(title?.hitArea?.height ?? 0, 17 * 1.1934, accuracy: 1e-9)
        XCTAssertEqual(title?.widthUnknown?.contains("`L10n.skip`"), true)
        let text = only(#"Button { } label: { Text(item.title).font(.footnote) }"#)
        XCTAssertEqual(text?.hitArea?.height ?? 0, 13 * 1.1934, accuracy: 1e-9)
        // Padded and made whole, it is 15.5142 + 2 x 16 high: not too small by height, and
        // with its width not known it is listed.
        let padded = only(#"Button { } label: { Text(name).padding(16).contentShape(Rectangle()) }"#)
        XCTAssertNil(padded?.hitArea)
        XCTAssertEqual(padded?.why.contains("comes from a value"), true)
    }

    func testStacksWithStatedSpacingAreSized() {
        // Two glyphs and 8 pt between them: 20.4 + 8 + 20.4 = 48.8 wide, 20.4 high.
        assertArea(
            only(
                #"Button { } label: { HStack(spacing: 8) { Image(systemName: "a"); Image(systemName: "b") } }"#), 48.8,
            20.4)
        // No spacing: SwiftUI's default is not documented, so the width is not guessed; the
        // height is known (20.4 pt, reported alone), the width stands at its lower bound.
        let unknown = only(#"Button { } label: { HStack { Image(systemName: "a"); Image(systemName: "b") } }"#)
        XCTAssertEqual(unknown?.hitArea, Size(width: 40.8, height: 20.4))
        XCTAssertEqual(unknown?.widthUnknown?.contains("spacing"), true)
        // A VStack without spacing is not sized at all.
        let column = only(#"Button { } label: { VStack { Image(systemName: "a"); Image(systemName: "b") } }"#)
        XCTAssertNil(column?.hitArea)
        XCTAssertEqual(column?.why.contains("spacing"), true)
    }

    func testTapGesturesRespondWhereTheirViewDraws() {
        // .caption is 12 pt: one line 14.3208 pt high.
        let target = only(#"Text("More").font(.caption).onTapGesture { more() }"#)
        XCTAssertEqual(target?.kind, .tapGesture)
        XCTAssertEqual(target?.hitArea?.height ?? 0, 12 * 1.1934, accuracy: 1e-9)
        XCTAssertEqual(target?.name, #"onTapGesture on "More""#)
        let gesture = only(#"Image(systemName: "star").gesture(TapGesture().onEnded { star() })"#)
        XCTAssertEqual(gesture?.kind, .gesture)
        assertArea(gesture, 20.4, 20.4)
    }

    func testTheSystemPlacesBarRowAndMenuTargets() {
        let found = targets(
            #"""
            List {
                Button("Row") { }
                Button { } label: { Image(systemName: "trash") }.buttonStyle(.plain)
            }
            .toolbar { ToolbarItem { Button { } label: { Image(systemName: "plus") } } }
            .swipeActions { Button("Delete") { } }
            .contextMenu { Button("Copy") { } }
            """#)
        XCTAssertEqual(found.map(\.placement), [.listRow, .listRow, .toolbar, .swipeAction, .contextMenu])
        // A row's plain button answers for its label alone; the others have the system's areas.
        let settled = found.map { SwiftUISource.settle($0, code: nil) }
        let linted = settled.compactMap { try? $0.get() }
        XCTAssertEqual(linted, [Size(width: 20.4, height: 20.4)])
        let system = settled.filter { if case .failure(let why) = $0 { return why.systemGiven } else { return false } }
        XCTAssertEqual(system.count, 4)
    }

    func testControlsHaveTheSystemsSizes() {
        assertArea(only(#"Toggle("Wi-Fi", isOn: $on)"#), 51, 31)
        assertArea(only(#"Stepper("Count", value: $count)"#), 94, 32)
    }

    func testHelperPropertiesTakeThePlaceTheyAreUsedIn() {
        let found = targets(
            #"""
            NavigationStack { Text("x").toolbar { closeButton } }
            """#,
            extra: #"""
                extension Screen {
                    var closeButton: some View { Button { } label: { Image(systemName: "xmark") } }
                }
                """#)
        XCTAssertEqual(found.map(\.placement), [.toolbar])
    }

    func testPreviewsAreNotTheAppsUI() {
        let text = #"""
            import SwiftUI
            #Preview { Button { } label: { Image(systemName: "xmark") } }
            struct Row_Previews: PreviewProvider {
                static var previews: some View { Button { } label: { Image(systemName: "xmark") } }
            }
            """#
        XCTAssertEqual(SwiftUIReader.read(text, path: "P.swift").targets.map(\.placement), [.preview, .preview])
    }

    func testDisableCommentsWorkAsSwiftLintsDo() {
        let found = targets(
            #"""
            // hitlint:disable:next too-small
            Button { } label: { Image(systemName: "a") }
            Button { } label: { Image(systemName: "b") }
            // hitlint:disable all
            Button { } label: { Image(systemName: "c") }
            // hitlint:enable all
            Button { } label: { Image(systemName: "d") } // hitlint:disable:this target-spacing
            """#)
        XCTAssertEqual(found.map(\.disabled), [["too-small"], [], ["all"], ["target-spacing"]])
    }

    func testAViewShownOnlyInAnotherFilesListIsARow() throws {
        try withWorkspace { workspace in
            try workspace.write(
                "Row.swift",
                "import SwiftUI\nstruct Row: View {\n    var body: some View { Button(\"Open\") { } }\n}\n")
            try workspace.write(
                "Screen.swift", "import SwiftUI\nstruct Screen: View {\n    var body: some View { List { Row() } }\n}\n"
            )
            var reader = CodeReader()
            reader.readsSwiftUI = true
            let code = reader.read(CodeReader.sourceFiles(in: workspace.folder), in: workspace.folder, root: nil)
            let text = try String(contentsOf: workspace.url("Row.swift"), encoding: .utf8)
            let target = try XCTUnwrap(SwiftUIReader.read(text, path: "Row.swift").targets.first)
            XCTAssertTrue(target.placedByOwner)
            guard case .failure(let why) = SwiftUISource.settle(target, code: code) else {
                return XCTFail("a row's button is not linted at its label's size")
            }
            XCTAssertTrue(why.systemGiven, why.text)
            // Without the other file, the button is where its own file puts it: free.
            XCTAssertNotNil(try? SwiftUISource.settle(target, code: nil).get())
        }
    }

    func testTheAdviceGivenRemovesTheFinding() {
        // The too-small advice, applied to the label, gives at least 44 x 44 pt.
        let advice = TooSmallRule.swiftUIAdvice(44, 44)
        XCTAssertTrue(advice.contains("`.frame(minWidth: 44, minHeight: 44)`"), advice)
        assertArea(
            only(
                #"Button { } label: { Image(systemName: "xmark").frame(minWidth: 44, minHeight: 44).contentShape(Rectangle()) }"#
            ), 44, 44)
        // A text wider than 44 pt keeps its width and grows to 44 pt high.
        let text = only(
            #"Button { } label: { Text("Close all tabs").frame(minWidth: 44, minHeight: 44).contentShape(Rectangle()) }"#
        )
        XCTAssertEqual(text?.hitArea?.height, 44)
        XCTAssertGreaterThan(text?.hitArea?.width ?? 0, 44)
    }

    /// A Swift file linted end to end: one too-small finding at the Button's line, with the
    /// SwiftUI advice; the fixed button and the suppressed one are not reported.
    func testASwiftFileIsLintedAtItsLines() throws {
        try withWorkspace { workspace in
            try workspace.write(
                "Screen.swift",
                #"""
                import SwiftUI
                struct Screen: View {
                    var body: some View {
                        VStack(spacing: 20) {
                            Button { } label: { Image(systemName: "xmark") }
                            Button { } label: { Image(systemName: "gear").frame(width: 44, height: 44).contentShape(Rectangle()) }
                            // hitlint:disable:next too-small
                            Button { } label: { Image(systemName: "info") }
                        }
                    }
                }
                """#)
            try workspace.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: \"*.swift\"\n")
            let manifest = try workspace.load()
            // Side by side in a stack of stated spacing: one screen of three targets.
            XCTAssertEqual(manifest.screens.map(\.views.count), [3])
            let findings = lint(manifest)
            let small = findings.filter { $0.rule == "too-small" }
            XCTAssertEqual(small.map(\.location.line), [5])
            XCTAssertEqual(small.first?.location.file.hasSuffix("/Screen.swift"), true)
            XCTAssertEqual(small.first?.location.column, 13)
            // 20.4 pt at 3x is 61.2 px: the raster counts 61 whole pixels, 20.3 pt.
            XCTAssertEqual(small.first?.message.contains("20.3 x 20.3 pt"), true, small.first?.message ?? "")
            XCTAssertEqual(small.first?.message.contains("`.contentShape(Rectangle())`"), true)
        }
    }

    func testCodeBuiltForOtherPlatformsIsNotLinted() {
        let text = #"""
            import SwiftUI
            #if os(macOS)
            struct Bar: View { var body: some View { Button { } label: { Image(systemName: "a") } } }
            #endif
            struct Screen: View {
                #if os(iOS)
                var one: some View { Button { } label: { Image(systemName: "b") } }
                #else
                var one: some View { Button { } label: { Image(systemName: "c") } }
                #endif
                var body: some View {
                    #if !os(macOS)
                    Button { } label: { Image(systemName: "d") }
                    #endif
                    one
                }
            }
            """#
        let found = SwiftUIReader.read(text, path: "P.swift").targets
        XCTAssertEqual(found.map(\.placement), [.otherPlatform, .free, .otherPlatform, .free])
    }

    func testHelpersTakeTheStylesOfWhereTheyAreShown() {
        let found = targets(
            "panel.buttonStyle(.bordered)",
            extra: #"""
                extension Screen {
                    var panel: some View { Button { } label: { Image(systemName: "a") } }
                }
                """#)
        XCTAssertNil(found.first?.hitArea)
        XCTAssertEqual(found.first?.why.contains(".bordered"), true, found.first?.why ?? "")
        let represented = targets(#"Text("x").accessibilityRepresentation { Button("Open") { } }"#)
        XCTAssertEqual(represented.map(\.placement), [.accessibility])
    }

    func testDeepAndLongCodeEndsInAReasonNotACrash() {
        let nested =
            "import SwiftUI\nstruct A: View {\n var body: some View {\n"
            + String(repeating: "HStack(spacing: 0) {\n", count: 5_000) + "Button(\"x\") { }\n"
            + String(repeating: "}\n", count: 5_000) + "}\n}\n"
        let deep = SwiftUIReader.read(nested, path: "Deep.swift")
        XCTAssertEqual(deep.targets, [])
        XCTAssertEqual(deep.unread?.contains("does not parse"), true)
        let chain =
            "import SwiftUI\nstruct A: View {\n var body: some View {\n Button(\"Go\") { }"
            + String(repeating: ".padding(1)", count: 20_000) + "\n }\n}\n"
        let long = SwiftUIReader.read(chain, path: "Long.swift")
        XCTAssertTrue(long.unread != nil || long.targets.count == 1)
    }

    /// A hit area from code is a number from a file: past limits.maxScreenSide it is listed,
    /// not rasterized (9,000 x 9,000 pt at 3x would be 729 million pixels).
    func testAHugeHitAreaIsListedNotRasterized() throws {
        try withWorkspace { workspace in
            try workspace.write(
                "Big.swift",
                #"""
                import SwiftUI
                struct Big: View {
                    var body: some View {
                        Button { } label: { Color.red.frame(width: 9000, height: 9000) }
                    }
                }
                """#)
            try workspace.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: \"*.swift\"\n")
            let manifest = try workspace.load()
            XCTAssertEqual(manifest.screens.count, 0)
            XCTAssertEqual(manifest.notLinted.map(\.location.line), [4])
            XCTAssertEqual(manifest.notLinted.first?.reason.contains("9000 x 9000 pt"), true)
        }
    }

    /// The rows of `body`'s stacks: each member's hit box, in the row's coordinates.
    /// (Rounded to a millionth of a point: 17 x 1.2 is not exact in binary.)
    private func rows(_ body: String) -> [[Rect]] {
        let text = "import SwiftUI\n\nstruct Screen: View {\n    var body: some View {\n\(body)\n    }\n}\n"
        let round = { (value: Double) in (value * 1e6).rounded() / 1e6 }
        return SwiftUIReader.read(text, path: "Screen.swift").rows.map {
            $0.members.map {
                Rect(x: round($0.hit.x), y: round($0.hit.y), width: round($0.hit.width), height: round($0.hit.height))
            }
        }
    }

    func testTargetsSideBySideArePlacedAsTheirStackSays() {
        let plus = #"Button { } label: { Image(systemName: "plus") }"#
        let minus = #"Button { } label: { Image(systemName: "minus") }"#
        // 20.4 wide, 2 apart, then 1 of the second's own padding: it starts at 23.4.
        XCTAssertEqual(
            rows("HStack(spacing: 2) {\n\(plus)\n\(minus).padding(.leading, 1)\n}"),
            [[Rect(x: 0, y: 0, width: 20.4, height: 20.4), Rect(x: 23.4, y: 0, width: 20.4, height: 20.4)]])
        // Above a 44-pt frame made whole by its content shape, centred: the column is 44 wide,
        // so the glyph sits (44 - 20.4) / 2 = 11.8 in; the frame starts 20.4 + 8 = 28.4 down.
        let framed =
            #"Button { } label: { Image(systemName: "gear").font(.title3).frame(width: 44, height: 44).contentShape(Rectangle()) }"#
        let found = rows("VStack(spacing: 8) {\n\(plus)\n\(framed)\n}")
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?[0], Rect(x: 11.8, y: 0, width: 20.4, height: 20.4))
        XCTAssertEqual(found.first?[1], Rect(x: 0, y: 28.4, width: 44, height: 44))
        // Nothing is guessed: a Spacer between, a stack without `spacing:`, a frame that fills,
        // an `if` between.
        XCTAssertEqual(rows("HStack(spacing: 2) {\n\(plus)\nSpacer()\n\(minus)\n}").count, 0)
        XCTAssertEqual(rows("HStack {\n\(plus)\n\(minus)\n}").count, 0)
        XCTAssertEqual(rows("HStack(spacing: 2) {\n\(plus)\n\(minus).frame(maxWidth: .infinity)\n}").count, 0)
        XCTAssertEqual(rows("HStack(spacing: 2) {\n\(plus)\nif on { Text(\"a\") }\n\(minus)\n}").count, 0)
    }

    /// WCAG 2.5.8 on a row: two 20.4-pt glyphs whose centres are 22.4 pt apart have 24-pt
    /// circles that overlap; 6 pt apart (26.4) they do not.
    func testTargetSpacingComparesTargetsSideBySide() throws {
        for (spacing, expected) in [(2, 2), (6, 0)] {
            try withWorkspace { workspace in
                try workspace.write(
                    "Pair.swift",
                    """
                    import SwiftUI
                    struct Pair: View {
                        var body: some View {
                            HStack(spacing: \(spacing)) {
                                Button { } label: { Image(systemName: "plus") }
                                Button { } label: { Image(systemName: "minus") }
                            }
                        }
                    }
                    """)
                try workspace.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: \"*.swift\"\n")
                let manifest = try workspace.load()
                XCTAssertEqual(manifest.screens.map(\.views.count), [2])
                let findings = lint(manifest)
                let spaced = findings.filter { $0.rule == "target-spacing" }
                XCTAssertEqual(spaced.map(\.location.line), expected == 2 ? [5, 6] : [], "spacing \(spacing)")
                XCTAssertEqual(findings.filter { $0.rule == "too-small" }.count, 2)
            }
        }
    }

    /// A view nothing the app runs names, nor anything that names it, is never shown: the
    /// app starts at `@main`, Objective-C classes (a storyboard may make them) and what they
    /// name; a coordinator nothing makes does not reach the screen it makes.
    func testViewsNothingReachesAreKnown() {
        let files = [
            ("App.swift", "@main struct MyApp: App { var body: some Scene { WindowGroup { Home() } } }"),
            ("Home.swift", "struct Home: View { var body: some View { Text(\"a\") } }"),
            ("Coordinator.swift", "protocol Coordinator { func start() }"),
            (
                "TemplateCoordinator.swift",
                "final class TemplateCoordinator: Coordinator { func start() { _ = TemplateScreen() } }"
            ),
            ("TemplateScreen.swift", "struct TemplateScreen: View { var body: some View { Text(\"b\") } }"),
            ("Host.swift", "final class HostController: UIHostingController<Hosted> { }"),
            ("Hosted.swift", "struct Hosted: View { var body: some View { Banner() } }"),
            ("Banner.swift", "struct Banner: View { var body: some View { Text(\"c\") } }"),
            // Reached through a member of `View` that anyone may call.
            (
                "Closable.swift",
                "struct CloseModifier: ViewModifier { func body(content: Content) -> some View { content.overlay { CloseBadge() } } }\nextension View { func closable() -> some View { modifier(CloseModifier()) } }"
            ),
            ("CloseBadge.swift", "struct CloseBadge: View { var body: some View { Text(\"x\") } }"),
        ]
        let code = CodeBase(files: files.map { SwiftLexicalReader.read($0.1, path: $0.0) }, readsReach: true)
        XCTAssertTrue(code.reaches("Home"))
        XCTAssertTrue(code.reaches("HostController"))
        XCTAssertTrue(code.reaches("Hosted"))
        XCTAssertTrue(code.reaches("Banner"))
        XCTAssertFalse(code.reaches("TemplateCoordinator"))
        XCTAssertFalse(code.reaches("TemplateScreen"))
        XCTAssertTrue(code.reaches("CloseModifier"))
        XCTAssertTrue(code.reaches("CloseBadge"))
        // A name the code does not declare is taken as reached.
        XCTAssertTrue(code.reaches("SomethingElse"))
        // A macro's `@main` does not start an app: a package of views reaches everything.
        let package = CodeBase(
            files: [
                SwiftLexicalReader.read("@main struct Plugin: CompilerPlugin { }", path: "Plugin.swift"),
                SwiftLexicalReader.read(
                    "struct Lone: View { var body: some View { Text(\"d\") } }", path: "Lone.swift"),
            ], readsReach: true)
        XCTAssertTrue(package.reaches("Lone"))
    }

    /// What was judged false (docs/judged/swiftui-2026-11-28.md): a style given as a closure
    /// (SwiftUIX) is the app's own; a model's own `Link` type is not SwiftUI's; a tree's node
    /// shown inside itself is where its outer use is (a List row).
    func testAppStylesOwnTypesAndTreeNodesAreReadAsTheAppMeansThem() throws {
        // `Button(configuration)` in a style shows each caller's label.
        let configured = only("Button(configuration)")
        XCTAssertNil(configured?.hitArea)
        XCTAssertEqual(configured?.why.contains("configuration"), true)
        let styled = only(
            #"Button { } label: { Text("Add") }.buttonStyle { configuration in configuration.label.frame(height: 48) }"#
        )
        XCTAssertNil(styled?.hitArea)
        XCTAssertEqual(styled?.why.contains("closure"), true)
        let model = """
            import SwiftUI
            struct Parsed {
                struct Link { let url: String; init(_ url: String, display: String) { self.url = url } }
                func read() -> [Link] { [Link("a", display: "b")] }
            }
            struct Screen: View { var body: some View { Link("Site", destination: url) } }
            """
        XCTAssertEqual(SwiftUIReader.read(model, path: "Parsed.swift").targets.map(\.line), [6])
        try withWorkspace { workspace in
            try workspace.write(
                "Outline.swift",
                #"""
                import SwiftUI
                struct Outline: View {
                    var body: some View {
                        List(items) { item in Node(item: item) }
                    }
                }
                struct Node: View {
                    let item: Item
                    var body: some View {
                        DisclosureGroup {
                            ForEach(item.children) { child in Node(item: child) }
                        } label: {
                            Button(item.text) { }
                        }
                    }
                }
                """#)
            var reader = CodeReader()
            reader.readsSwiftUI = true
            let code = reader.read(CodeReader.sourceFiles(in: workspace.folder), in: workspace.folder, root: nil)
            let text = try String(contentsOf: workspace.url("Outline.swift"), encoding: .utf8)
            let target = try XCTUnwrap(SwiftUIReader.read(text, path: "Outline.swift").targets.first)
            XCTAssertEqual(target.line, 13)
            guard case .failure(let why) = SwiftUISource.settle(target, code: code) else {
                return XCTFail("a node shown only in a List is a row")
            }
            XCTAssertTrue(why.text.contains("List row"), why.text)
        }
    }

    /// A target in another's `.overlay` is in front of it, placed by the overlay's alignment:
    /// a 20.4-pt glyph at the top trailing corner of a 60-pt button sits at x = 60 - 20.4.
    /// Its 24-pt circle holds part of the button's hit area, so `target-spacing` reports it.
    func testATargetInAnOverlayIsInFrontOfItsBase() throws {
        let body = #"""
            Button { } label: { Image(systemName: "person").frame(width: 60, height: 60).contentShape(Rectangle()) }
                .overlay(alignment: .topTrailing) { Button { } label: { Image(systemName: "xmark.circle.fill") } }
            """#
        XCTAssertEqual(
            rows(body), [[Rect(x: 0, y: 0, width: 60, height: 60), Rect(x: 39.6, y: 0, width: 20.4, height: 20.4)]])
        // An overlay of a view that is not a target, or of two views, is not followed.
        XCTAssertEqual(rows(#"Button { } label: { Image(systemName: "a") }.overlay { Text("b") }"#).count, 0)
        try withWorkspace { workspace in
            try workspace.write(
                "Badge.swift", "import SwiftUI\nstruct Badge: View {\n    var body: some View {\n\(body)\n    }\n}\n")
            try workspace.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: \"*.swift\"\n")
            let manifest = try workspace.load()
            XCTAssertEqual(manifest.screens.map(\.views.count), [2])
            let findings = lint(manifest)
            XCTAssertEqual(findings.filter { $0.rule == "too-small" }.map(\.location.line), [5])
            XCTAssertEqual(findings.filter { $0.rule == "target-spacing" }.map(\.location.line), [5])
        }
    }

}
