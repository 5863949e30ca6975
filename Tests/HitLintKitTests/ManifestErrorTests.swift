import XCTest

@testable import HitLintKit

/// Every manifest error of docs/manifest.md names the file, line and column of the offending node.
final class ManifestErrorTests: XCTestCase {
    /// A valid manifest whose view lines a case replaces; line 7 is `- id: b`, keys start at column 9.
    private func manifest(
        view: String = "      - id: b\n        frame: [0, 0, 44, 44]", top: String = "version: 1\nscale: 3",
        screen: String = "  - name: S\n    size: [100, 100]"
    ) -> String {
        "\(top)\nscreens:\n\(screen)\n    views:\n\(view)\n"
    }

    /// Loads `text` and returns its diagnostics (failing when it loads).
    private func diagnostics(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [Diagnostic] {
        do {
            _ = try ManifestLoader(knownRuleIDs: RuleRegistry.standard.ids)
                .load(text: text, path: "m.hitlint.yaml", directory: URL(fileURLWithPath: "/tmp"))
            XCTFail("expected an error", file: file, line: line)
            return []
        } catch {
            return error.diagnostics
        }
    }

    private func assertError(
        _ text: String, line: Int, column: Int, contains words: String...,
        file: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        let found = diagnostics(text, file: file, line: sourceLine)
        XCTAssertEqual(found.count, 1, "\(found)", file: file, line: sourceLine)
        guard let first = found.first else { return }
        XCTAssertEqual(first.location?.file, "m.hitlint.yaml", file: file, line: sourceLine)
        XCTAssertEqual(first.location?.line, line, "\(first)", file: file, line: sourceLine)
        XCTAssertEqual(first.location?.column, column, "\(first)", file: file, line: sourceLine)
        for word in words {
            XCTAssertTrue(
                first.message.contains(word), "'\(first.message)' lacks '\(word)'", file: file, line: sourceLine)
        }
    }

    /// The UTF-8 check that stands in for `String(validating:as:)` before macOS 15 judges bytes
    /// as it does: well-formed text of one to four bytes a scalar passes; an overlong form, an
    /// encoded surrogate, a stray continuation byte, a truncated sequence and a scalar past
    /// U+10FFFF do not; and the text it gives is the same.
    func testTheUTF8CheckJudgesAsTheStandardLibrary() {
        let cases: [(bytes: [UInt8], valid: Bool)] = [
            (Array("version: 1 é 中 😀\n".utf8), true),
            ([], true),
            ([0xC0, 0xAF], false),  // "/" in two bytes
            ([0xE0, 0x80, 0xAF], false),  // "/" in three bytes
            ([0xED, 0xA0, 0x80], false),  // U+D800
            ([0x61, 0x80], false),
            ([0xE4, 0xB8], false),
            ([0xF4, 0x90, 0x80, 0x80], false),  // U+110000
            ([0xF4, 0x8F, 0xBF, 0xBF], true),  // U+10FFFF
        ]
        for (bytes, valid) in cases {
            let data = Data(bytes)
            XCTAssertEqual(TextFile.isValidUTF8(data), valid, "\(bytes)")
            XCTAssertEqual(TextFile.utf8(data) != nil, valid, "\(bytes)")
            if valid { XCTAssertEqual(TextFile.utf8(data), String(decoding: data, as: UTF8.self)) }
            if #available(macOS 15, *) {
                XCTAssertEqual(String(validating: data, as: UTF8.self) != nil, valid, "\(bytes)")
            }
        }
    }

    func testValidManifestLoads() throws {
        let m = try ManifestLoader(knownRuleIDs: RuleRegistry.standard.ids)
            .load(text: manifest(), path: "m.hitlint.yaml", directory: URL(fileURLWithPath: "/tmp"))
        XCTAssertEqual(m.screens[0].views[0].frame, Rect(x: 0, y: 0, width: 44, height: 44))
        XCTAssertEqual(m.screens[0].views[0].location, SourceLocation(file: "m.hitlint.yaml", line: 7, column: 13))
    }

    func testUnknownKeySuggestsTheClosest() {
        assertError(
            manifest(view: "      - id: b\n        frame: [0, 0, 44, 44]\n        treshold: 0.1"), line: 9, column: 9,
            contains: "unknown key 'treshold'", "did you mean 'threshold'?")
        assertError(manifest(top: "version: 1\nsclae: 2"), line: 2, column: 1, contains: "did you mean 'scale'?")
        assertError(
            manifest(screen: "  - name: S\n    size: [100, 100]\n    veiws: []"), line: 6, column: 5,
            contains: "did you mean 'views'?")
        assertError(
            manifest(view: "      - id: b\n        frame: [0, 0, 44, 44]\n        enlarge: {top: 1, rigth: 2}"),
            line: 9, column: 27,
            contains: "did you mean 'right'?")
    }

    func testWrongTypes() {
        assertError(
            manifest(view: "      - id: b\n        frame: [0, 0, 44, 44]\n        threshold: high"), line: 9,
            column: 20,
            contains: "threshold must be a number")
        assertError(
            manifest(view: "      - id: b\n        frame: [0, 0, 44, 44]\n        threshold: \"0.5\""), line: 9,
            column: 20,
            contains: "must be a number", "string")
        assertError(
            manifest(view: "      - id: b\n        frame: [0, 0, 44, 44]\n        hidden: yes"), line: 9, column: 17,
            contains: "true or false")
        assertError(
            manifest(view: "      - id: b\n        frame: 44"), line: 8, column: 16, contains: "list of 4 numbers")
        assertError(
            manifest(view: "      - id: b\n        frame: [0, 0, 44]"), line: 8, column: 16,
            contains: "list of 4 numbers")
        assertError(
            manifest(view: "      - id: b\n        frame: [0, 0, 44, 44]\n        children: {}"), line: 9, column: 19,
            contains: "children must be a list")
        assertError(
            manifest(view: "      - id: b\n        frame: [0, 0, 44, 44]\n        kind: buton"), line: 9, column: 15,
            contains: "did you mean 'button'?")
        assertError(
            manifest(view: "      - id: b\n        frame: [0, 0, 44, 44]\n        contentMode: aspectFit"), line: 9,
            column: 22,
            contains: "contentMode must be one of")
        assertError(
            manifest(view: "      - id: b\n        frame: [0, 0, 44, 44]\n        compare: \"=>\""), line: 9,
            column: 18,
            contains: "compare must be one of")
        assertError(
            manifest(top: "version: 1\nscale: 2.5"), line: 2, column: 8, contains: "scale must be a whole number")
        assertError(
            manifest(view: "      - id: b\n        frame: [0, 0, 44, 44]\n        ignore: [too-smal]"), line: 9,
            column: 18,
            contains: "unknown rule 'too-smal'", "did you mean 'too-small'?")
        assertError(
            manifest(view: "      - id: b\n        frame: [0, 0, 44, 44]\n        image: ~"), line: 9, column: 16,
            contains: "image must be a string")
    }

    func testNumbersOutOfRange() {
        assertError(
            manifest(view: "      - id: b\n        frame: [0, 0, -44, 44]"), line: 8, column: 23,
            contains: "frame width", "-44")
        assertError(
            manifest(view: "      - id: b\n        frame: [0, 0, 44, -1]"), line: 8, column: 27,
            contains: "frame height")
        assertError(
            manifest(view: "      - id: b\n        frame: [0, 0, 44, 44]\n        threshold: 1.5"), line: 9, column: 20,
            contains: "between 0 and 1")
        assertError(
            manifest(view: "      - id: b\n        frame: [0, 0, 44, 44]\n        threshold: -0.1"), line: 9,
            column: 20,
            contains: "between 0 and 1")
        assertError(
            manifest(view: "      - id: b\n        frame: [0, 0, 44, 44]\n        alpha: 2"), line: 9, column: 16,
            contains: "alpha must be between 0 and 1")
        assertError(
            manifest(view: "      - id: b\n        frame: [0, 0, 44, 44]\n        fill: -1"), line: 9, column: 15,
            contains: "fill must be between 0 and 1")
        assertError(
            manifest(view: "      - id: b\n        frame: [.nan, 0, 44, 44]"), line: 8, column: 17,
            contains: "finite number")
        assertError(
            manifest(view: "      - id: b\n        frame: [0, .inf, 44, 44]"), line: 8, column: 20,
            contains: "finite number")
        assertError(
            manifest(view: "      - id: b\n        frame: [0, 0, 1e308, 44]"), line: 8, column: 23, contains: "between")
        assertError(
            manifest(view: "      - id: b\n        frame: [0, 0, 44, 44]\n        threshold: .NaN"), line: 9,
            column: 20,
            contains: "finite number")
        assertError(
            manifest(view: "      - id: b\n        frame: [0, 0, 44, 44]\n        imageScale: 0"), line: 9, column: 21,
            contains: "imageScale must be between 0.01 and 100")
        assertError(
            manifest(screen: "  - name: S\n    size: [0, 100]"), line: 5, column: 11,
            contains: "positive width and height")
        assertError(
            manifest(top: "version: 1\nvisibleAlpha: 3"), line: 2, column: 15,
            contains: "visibleAlpha must be between 0 and 1")
        assertError(manifest(top: "version: 1\nscale: 4"), line: 2, column: 8, contains: "scale must be one of 1, 2, 3")
    }

    func testMessageNumbersNeverTrap() {
        XCTAssertEqual(MessageFormat.number(.infinity), "inf")
        XCTAssertEqual(MessageFormat.number(1e300), "1e+300")
        XCTAssertEqual(MessageFormat.number(.nan), "nan")
        XCTAssertEqual(MessageFormat.number(44), "44")
        XCTAssertEqual(MessageFormat.number(0.5), "0.5")
    }

    /// Messages printed "for an label" and "is a AvatarButton" on real apps.
    func testArticlesAreThoseTheWordIsSpokenWith() {
        XCTAssertEqual(
            ["label", "image", "view", "AvatarButton", "UIButton", "OBShapedButton", "UnitButton", "IconButton", ""]
                .map(
                    MessageFormat.withArticle),
            [
                "a label", "an image", "a view", "an AvatarButton", "a UIButton", "an OBShapedButton", "a UnitButton",
                "an IconButton", "",
            ])
    }

    func testDuplicates() {
        assertError(
            manifest(
                view: "      - id: b\n        frame: [0, 0, 44, 44]\n      - id: b\n        frame: [0, 0, 44, 44]"),
            line: 9,
            column: 13, contains: "duplicate id 'b'", "line 7")
        assertError(
            manifest(
                view:
                    "      - id: b\n        frame: [0, 0, 44, 44]\n        children:\n          - id: b\n            frame: [0, 0, 1, 1]"
            ),
            line: 10, column: 17, contains: "duplicate id 'b'")
        let twoScreens = "version: 1\nscreens:\n  - name: S\n    size: [10, 10]\n  - name: S\n    size: [10, 10]\n"
        assertError(twoScreens, line: 5, column: 5, contains: "duplicate screen name 'S'")
        assertError(
            manifest(view: "      - id: b\n        frame: [0, 0, 44, 44]\n        hidden: true\n        hidden: false"),
            line: 9, column: 9,
            contains: "duplicate key 'hidden'")
    }

    func testMissingAndInvalidRequiredValues() {
        assertError(
            manifest(top: "version: 2\nscale: 3"), line: 1, column: 10, contains: "unsupported manifest version 2")
        assertError("scale: 3\nscreens: []\n", line: 1, column: 1, contains: "missing required key 'version'")
        assertError(manifest(view: "      - frame: [0, 0, 44, 44]"), line: 7, column: 9, contains: "needs an 'id'")
        assertError(manifest(view: "      - id: b"), line: 7, column: 9, contains: "needs a 'frame")
        assertError(
            manifest(view: "      - id: a b\n        frame: [0, 0, 44, 44]"), line: 7, column: 13,
            contains: "may only contain")
        assertError(
            manifest(
                view: "      - id: b\n        frame: [0, 0, 44, 44]\n        hitTest: rect\n        threshold: 0.2"),
            line: 10,
            column: 20, contains: "no effect with hitTest: rect")
        assertError("", line: 1, column: 1, contains: "empty")
    }

    func testYAMLSyntaxErrorIsLocated() {
        assertError(
            manifest(view: "      - id: b\n        frame: [0, 0, 44, 44\n"), line: 10, column: 1,
            contains: "invalid YAML",
            "did not find expected ',' or ']'")
        assertError(
            "version: 1\nscreens:\n  - name: S\n   size: [1, 1]\n", line: 4, column: 4, contains: "invalid YAML")
    }

    func testEveryProblemOfAFileIsReported() {
        let text = manifest(
            view:
                "      - id: b\n        frame: [0, 0, 44, 44]\n        treshold: 0.1\n        alpha: 7\n      - id: b\n        frame: [0, 0, 1, 1]"
        )
        let found = diagnostics(text)
        XCTAssertEqual(found.map { $0.location!.line }, [9, 10, 11])
    }

    func testDefaultsAndForms() throws {
        let text = manifest(
            view: """
                      - id: a
                        frame: [0, 0, 10, 10]
                      - id: img
                        kind: image
                        frame: [0, 0, 10, 10]
                        image: x@2x.png
                        enlarge: 4
                      - id: e
                        frame: [0, 0, 10, 10]
                        hitTest: alpha
                        enlarge: [1, 2, 3, 4]
                      - id: m
                        frame: [0, 0, 10, 10]
                        threshold: 0.3
                        enlarge: {left: 5}
                """)
        let views = try ManifestLoader(knownRuleIDs: RuleRegistry.standard.ids)
            .load(text: text, path: "m.hitlint.yaml", directory: URL(fileURLWithPath: "/tmp")).screens[0].views
        XCTAssertEqual(views[0].kind, .button)
        XCTAssertEqual(views[0].fill, 1)  // a button without images
        XCTAssertEqual(views[0].hitTest, .rect)
        XCTAssertTrue(views[0].userInteractionEnabled)
        XCTAssertEqual(views[1].fill, 0)
        XCTAssertFalse(views[1].userInteractionEnabled)  // UIImageView's default
        XCTAssertEqual(views[1].enlarge, Insets(top: 4, right: 4, bottom: 4, left: 4))
        XCTAssertEqual(views[1].image?.url.path, "/tmp/x@2x.png")
        XCTAssertEqual(views[2].hitTest, .alpha)
        XCTAssertEqual(views[2].threshold, 0.1)  // alpha without a threshold: 0.1
        XCTAssertEqual(views[2].enlarge, Insets(top: 1, right: 2, bottom: 3, left: 4))
        XCTAssertEqual(views[3].hitTest, .alpha)  // a threshold turns on shaped hit-testing
        XCTAssertEqual(views[3].compare, .atLeast)
        XCTAssertEqual(views[3].enlarge, Insets(top: 0, right: 0, bottom: 0, left: 5))
    }

    func testAssetsFolderResolvesImages() throws {
        let text =
            "version: 1\nassets: Art/Icons\nscreens:\n  - name: S\n    size: [10, 10]\n    views:\n      - id: a\n        frame: [0, 0, 1, 1]\n        image: x.png\n"
        let m = try ManifestLoader(knownRuleIDs: []).load(
            text: text, path: "m.hitlint.yaml", directory: URL(fileURLWithPath: "/proj/", isDirectory: true))
        XCTAssertEqual(m.screens[0].views[0].image?.url.path, "/proj/Art/Icons/x.png")
    }

    func testAliasExpansionIsBounded() {
        var text = "version: 1\na: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for level in 0..<8 {
            let name = "l\(level)"
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = name
        }
        text += "screens: []\n"
        let found = diagnostics(text)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].message.contains("expands to more than 1000000 YAML nodes"), found[0].message)
        XCTAssertEqual(found[0].location?.line, 7)  // where the running total first passes the limit
    }

    func testAliasOfAHugeTreeUsedAsAKeyIsRefusedQuickly() {
        // Yams would hash the whole expanded tree to check for duplicate keys.
        var text = "version: 1\na: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for level in 0..<4 {  // 100,000 nodes: under the expansion limit, so the key is what is refused
            text +=
                "l\(level): &l\(level) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = "l\(level)"
        }
        text += "k: {*\(previous) : 1}\nscreens: []\n"
        let started = Date()
        let found = diagnostics(text)
        XCTAssertLessThan(Date().timeIntervalSince(started), 1)
        XCTAssertEqual(found.first?.message, "mapping keys must be plain names, not aliases")
        XCTAssertEqual(found.first?.location?.line, 7)
        XCTAssertEqual(found.first?.location?.column, 5)
    }
}
