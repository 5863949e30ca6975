import Foundation
import XCTest

@testable import HitLintKit

/// Text drawn by imported views (docs/interface-builder.md, "Text"): widths from Helvetica's
/// metrics (Adobe's AFM, in thousandths of an em), lines of 1.1934 × the point size, boxes placed
/// as UILabel and UIButton place them. Every number is worked out from the AFM widths by hand.
final class TextTests: XCTestCase {
    func testWidthsAreHelveticasAdvanceWidths() {
        // C 722, a 556, n 556, c 500, e 556, l 222: 3112 thousandths of an em.
        XCTAssertEqual(TextFont(pointSize: 17).width(of: "Cancel".unicodeScalars), 52.904, accuracy: 1e-9)
        // Bold: O 778, K 722.
        XCTAssertEqual(TextFont(pointSize: 17, bold: true).width(of: "OK".unicodeScalars), 25.5, accuracy: 1e-9)
        // Latin-1: é is 556 as e; a monospaced font 0.6 em a character; an ideograph one em.
        XCTAssertEqual(TextFont(pointSize: 10).width(of: "é".unicodeScalars), 5.56, accuracy: 1e-9)
        XCTAssertEqual(TextFont(pointSize: 10, monospaced: true).width(of: "abc".unicodeScalars), 18, accuracy: 1e-9)
        XCTAssertEqual(TextFont(pointSize: 10).width(of: "取消".unicodeScalars), 20, accuracy: 1e-9)
        XCTAssertEqual(TextFont.textStyle("UICTFontTextStyleHeadline"), TextFont(pointSize: 17, bold: true))
        XCTAssertNil(TextFont.textStyle("UICTFontTextStyleNoSuchStyle"))
    }

    /// The byte search the code reader asks of every file: a needle at the start, the end and
    /// across a multi-byte character, one longer than the text, a near miss, the empty needle,
    /// and accented needles.
    func testSearchingTextByteForByte() {
        let text = "import UIKit\n// café: UIButton(type: .system)"
        XCTAssertTrue(text.containsBytes(of: "import"))
        XCTAssertTrue(text.containsBytes(of: ".system)"))
        XCTAssertTrue(text.containsBytes(of: "é: UIButton("))
        XCTAssertFalse(text.containsBytes(of: "import SwiftUI"))
        XCTAssertFalse(text.containsBytes(of: "UIButton(type: .custom)"))
        XCTAssertFalse("UIButt".containsBytes(of: "UIButton("))
        XCTAssertFalse(text.containsBytes(of: "cafe"))
        XCTAssertTrue(text.containsBytes(of: ""))
        // A needle with an accent is compared as Foundation compares: a decomposed é matches.
        XCTAssertTrue(text.containsBytes(of: "cafe\u{301}:"))
        XCTAssertFalse(text.containsBytes(of: "cafè"))
    }

    func testLinesBreakAtSpacesUpToTheLimit() {
        // 17 pt: "Sign" 2001, "in" 778, "with" 1778, "email" 2389, space 278 thousandths.
        // "Sign in with" is 86.921 pt; with " email" it would be 132.26, over 100: two lines.
        let font = TextFont(pointSize: 17)
        let line: Double = 17 * 1.1934
        let wrapping = TextBlock(text: "Sign in with email", font: font, lines: 0)
        let size = wrapping.size(width: 100, height: 100)
        XCTAssertEqual(size.width, 86.921, accuracy: 1e-9)
        XCTAssertEqual(size.height, 2 * line, accuracy: 1e-9)
        // One line allowed: cut, with an ellipsis, at the full width.
        let one = TextBlock(text: "Sign in with email", font: font, lines: 1).size(width: 100, height: 100)
        XCTAssertEqual(one.width, 100)
        XCTAssertEqual(one.height, line, accuracy: 1e-9)
        // Too low for two lines (30 pt < 40.58): one, cut.
        XCTAssertEqual(wrapping.size(width: 100, height: 30).height, line, accuracy: 1e-9)
        // A word longer than the line fills it and goes on below: "Cancel" is 52.904 wide.
        let long = TextBlock(text: "Cancel", font: font, lines: 0).size(width: 20, height: 1000)
        XCTAssertEqual(long.width, 20)
        XCTAssertEqual(long.height, 3 * line, accuracy: 1e-9)
        // Line breaks in the text start lines; nothing to draw is a zero box.
        XCTAssertEqual(
            TextBlock(text: "a\nb", font: font, lines: 0).size(width: 100, height: 100).height, 2 * line, accuracy: 1e-9
        )
        XCTAssertEqual(TextBlock(text: "   ", font: font).size(width: 100, height: 100), Size(width: 0, height: 0))
        XCTAssertEqual(wrapping.size(width: .nan, height: .infinity), Size(width: 0, height: 0))
    }

    func testAButtonPlacesItsImageAndTitleSideBySide() {
        // "OK" at 15 pt: O 778, K 667 = 21.675 pt wide, 17.901 pt high. With a 20 x 20 image the
        // pair is 41.675 wide, centred in 100: from 29.1625.
        let layout = ButtonContentLayout()
        let title = TextBlock(text: "OK", font: TextFont(pointSize: 15), alignment: .center)
        let rects = layout.rects(
            bounds: Size(width: 100, height: 44), imageSize: Size(width: 20, height: 20), title: title)
        XCTAssertEqual(rects.image, Rect(x: 29.1625, y: 12, width: 20, height: 20))
        let text = try? XCTUnwrap(rects.title)
        XCTAssertEqual(text?.x ?? 0, 49.1625, accuracy: 1e-9)
        XCTAssertEqual(text?.width ?? 0, 21.675, accuracy: 1e-9)
        let lineHeight: Double = 15 * 1.1934
        XCTAssertEqual(text?.y ?? 0, (44 - lineHeight) / 2, accuracy: 1e-9)
        // Left-aligned with 8 pt of padding and a title inset of 4 on the left: image at 0, title at 28 + 4.
        let left = ButtonContentLayout(
            titleInsets: Insets(top: 0, right: 0, bottom: 0, left: 4), imagePadding: 8, horizontal: .leading)
        let placed = left.rects(
            bounds: Size(width: 100, height: 44), imageSize: Size(width: 20, height: 20), title: title)
        XCTAssertEqual(placed.image?.x, 0)
        XCTAssertEqual(placed.title?.x, 32)
        // No title: the image alone, as before titles were drawn.
        XCTAssertEqual(
            layout.rects(bounds: Size(width: 100, height: 44), imageSize: Size(width: 20, height: 20), title: nil)
                .image,
            Rect(x: 40, y: 12, width: 20, height: 20))
    }

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="roo-tv-iew" userLabel="Texts">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="can-ce-lbt">
                            <rect key="frame" x="0.0" y="0.0" width="120" height="44"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <state key="normal" title="Cancel"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="emp-ty-btn">
                            <rect key="frame" x="0.0" y="100" width="120" height="44"/>
                        </button>
                        <view contentMode="scaleToFill" id="red-vi-ew1">
                            <rect key="frame" x="150" y="100" width="20" height="20"/>
                            <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Sign in with email" numberOfLines="0" textAlignment="center" id="lab-el-001">
                            <rect key="frame" x="0.0" y="150" width="100" height="50"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    func testATitleOnlyButtonIsSeenAndNotInvisible() throws {
        try withWorkspace { ws in
            try ws.write("Texts.xib", Self.xib)
            let linted = try ws.lint(
                """
                version: 1
                scale: 1
                screens:
                  - from: Texts.xib
                """)
            // "Cancel" is 52.904 x 20.2878 pt, centred in 120 x 44: x from 33.548, y from 11.8561.
            // Pixel centres inside: columns 34 ... 85 (52), rows 12 ... 31 (20).
            XCTAssertEqual(linted.metrics("can-ce-lbt").seenArea, 52 * 20)
            XCTAssertEqual(linted.metrics("can-ce-lbt").hitArea, 120 * 44)
            XCTAssertFalse(linted.rules(for: "can-ce-lbt").contains("invisible-target"))
            // A button with no title, no image and no colour gets its content in code: taken as
            // filled (docs/interface-builder.md, "Attributes"), so seen over its frame.
            XCTAssertEqual(linted.metrics("emp-ty-btn").seenArea, 120 * 44)
            XCTAssertEqual(linted.rules(for: "emp-ty-btn"), [])
            // The label: two lines (86.921 wide), centred: x from 6.5395, y from 150 + 4.7122.
            let label = try XCTUnwrap(linted.analysis.scene.view(id: "lab-el-001")?.text)
            XCTAssertEqual(label.x, (100 - 86.921) / 2, accuracy: 1e-9)
            let twoLines: Double = 2 * 17 * 1.1934
            XCTAssertEqual(label.y, 150 + (50 - twoLines) / 2, accuracy: 1e-9)
            XCTAssertEqual(label.width, 86.921, accuracy: 1e-9)

            // The hit map draws the file's colour and the text. The label's box holds pixel
            // columns 7 ... 92 and rows 155 ... 194: the font at twice its size (40 rows / 15),
            // 26 rows high from row 162; 12 px a character, so "Sign in " fits (the rest is cut).
            let map = HitMapRenderer(analysis: linted.analysis, findings: linted.findings).render()
            XCTAssertEqual(map.colour(160, 110), RGBA(255, 0, 0))
            var drawn = 0
            for j in 150..<200 { for i in 0..<100 where map.colour(i, j) == HitMapStyle.text { drawn += 1 } }
            let glyphs = "Sign in ".reduce(0) { sum, character in
                sum
                    + (0..<PixelFont.height).reduce(0) { row, y in
                        row + (0..<PixelFont.width).filter { PixelFont.isSet(character, x: $0, y: y) }.count
                    }
            }
            XCTAssertGreaterThan(glyphs, 50)
            XCTAssertEqual(drawn, glyphs * 4)
            XCTAssertEqual(map.colour(7 + 2 * 6, 161), map.colour(7 + 2 * 6, 150), "nothing drawn above the text")
            // The HTML report names targets as messages do, with their IB ids.
            let report = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [ws.url("test.hitlint.yaml").path])
            let html = HTMLReporter().render(report, context: ReportContext())
            XCTAssertTrue(html.contains("Cancel <code class=\"id\">can-ce-lbt</code>"))
        }
    }
}
