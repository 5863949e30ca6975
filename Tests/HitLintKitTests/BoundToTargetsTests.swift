import XCTest

@testable import HitLintKit

/// SPEC section 12: an image rule's finding fails a build only where it bears on a tap target.
/// Four image views whose image is missing (`image-error`, an error): one inside a button, one
/// under a button's hit area (its 10 pt `enlarge` reaches it), one in front of a button, and one
/// alone in a corner. The lone one is a note, saying why; the others stay errors.
final class BoundToTargetsTests: XCTestCase {
    func testImageFindingsOnViewsNoTargetTouchesAreNotes() throws {
        let yaml = """
            version: 1
            scale: 1
            screens:
              - name: S
                size: [300, 300]
                views:
                  - id: play
                    frame: [100, 100, 60, 60]
                    enlarge: 10
                    children:
                      - {id: inside, kind: image, frame: [10, 10, 20, 20], image: missing.png}
                  - {id: below, kind: image, frame: [165, 100, 20, 20], image: missing.png}
                  - {id: decor, kind: image, frame: [0, 250, 40, 40], image: missing.png}
                  - id: share
                    frame: [200, 200, 50, 50]
                  - {id: front, kind: image, frame: [240, 240, 30, 30], image: missing.png}
            """
        let report = try withWorkspace { ws -> LintReport in
            let path = try ws.write("test.hitlint.yaml", yaml)
            return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [path])
        }
        let errors = report.findings.filter { $0.rule == "image-error" }
        XCTAssertEqual(errors.map(\.view), ["inside", "below", "decor", "front"])
        XCTAssertEqual(errors.map(\.severity), [.error, .error, .note, .error])
        let decor = try XCTUnwrap(errors.first { $0.view == "decor" })
        XCTAssertTrue(decor.message.hasSuffix("(a note: no tap target shows it, holds it or meets it)"), decor.message)
        // Without the enlarge, 'below' (5 pt right of 'play') touches no hit area: a note too.
        let narrow = try withWorkspace { ws -> LintReport in
            let path = try ws.write(
                "test.hitlint.yaml", yaml.replacingOccurrences(of: "enlarge: 10", with: "enlarge: 0"))
            return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [path])
        }
        XCTAssertEqual(
            narrow.findings.filter { $0.rule == "image-error" }.map(\.severity), [.error, .note, .note, .error])
    }
}

/// A backdrop (docs/rules.md, "Only what bears on a tap target fails a build"): an image view
/// behind everything that holds a button and covering at least 90 % of the screen is the screen's
/// decoration, not a target's picture. `sky` is 60 x 20 px at 1x, stretched to 414 x 896 pt: an
/// `aspect-distortion` (2.95 against 0.46, far past the 2 % tolerance) wherever it is drawn so.
final class BackdropTests: XCTestCase {
    private func lint(_ files: [String: String]) throws -> [String] {
        let report = try withWorkspace { ws -> LintReport in
            try ws.writeCatalog("sky", solid(60, 20))
            var manifest = "version: 1\nassets: Assets.xcassets\nscreens:\n"
            for (name, text) in files.sorted(by: { $0.key < $1.key }) {
                _ = try ws.write(name, text)
                if name.hasSuffix(".xib") { manifest += "  - from: \(name)\n" }
            }
            let path = try ws.write("test.hitlint.yaml", manifest)
            return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [path])
        }
        XCTAssertEqual(report.inputErrors.map(\.message), [])
        return report.findings.filter { $0.rule != "stale-frame" }.map { "\($0.rule) \($0.view) \($0.severity)" }
    }

    private func image(_ id: String, _ frame: String, interactive: Bool = false) -> String {
        """
                <imageView \(interactive ? "" : #"userInteractionEnabled="NO" "#)contentMode="scaleToFill" fixedFrame="YES" image="sky" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" \(frame)/>
                </imageView>
        """
    }

    private func button(_ id: String, _ frame: String) -> String {
        """
                <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" \(frame)/>
                    <state key="normal" title="Go"/>
                </button>
        """
    }

    /// Interactive or not, alone, or inside a container as large as the screen, a backdrop
    /// image's finding is a note. A full-screen untitled button in front of such images only and
    /// behind a panel is a backdrop too: what the panel covers of it is meant. A card's image
    /// under the card's 20 pt button is that button's picture: still a warning.
    func testABackdropIsDecorationWhereverItLies() throws {
        let full = #"x="0.0" y="0.0" width="414" height="896""#
        let info = iPhone11XIB(
            image("glow", full, interactive: true)
                + """
                        <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="close">
                            <rect key="frame" \(full)/>
                        </button>
                        <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                            <rect key="frame" x="20" y="500" width="374" height="300"/>
                        </view>
                """, constraints: "")
        let holder = iPhone11XIB(
            """
                    <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="mask">
                        <rect key="frame" \(full)/>
                        <subviews>
            \(image("under", full))
            \(button("go", #"x="20" y="300" width="30" height="30""#))
                        </subviews>
                    </view>
            """, constraints: "")
        let alone = iPhone11XIB(image("alone", full), constraints: "")
        let card = iPhone11XIB(
            """
                    <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                        <rect key="frame" x="20" y="100" width="200" height="100"/>
                        <subviews>
            \(image("picture", #"x="0.0" y="0.0" width="200" height="100""#))
            \(button("tiny", #"x="10" y="10" width="20" height="20""#))
                        </subviews>
                    </view>
            """, constraints: "")
        // Drawn over a button (the button lies before its container): no backdrop.
        let over = iPhone11XIB(
            """
            \(button("skip", #"x="20" y="40" width="30" height="30""#))
                    <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sheet">
                        <rect key="frame" \(full)/>
                        <subviews>
            \(image("cover", full))
                        </subviews>
                    </view>
            """, constraints: "")
        let found = try lint([
            "Alone.xib": alone, "Card.xib": card, "Holder.xib": holder, "Info.xib": info, "Over.xib": over,
        ])
        XCTAssertTrue(found.contains("aspect-distortion cover warning"), found.joined(separator: "; "))
        for expected in [
            "aspect-distortion glow note", "blocked-by-view close note", "aspect-distortion under note",
            "too-small go error", "aspect-distortion alone note", "aspect-distortion picture warning",
            "too-small tiny error",
        ] {
            XCTAssertTrue(found.contains(expected), "\(expected) not in: \(found.joined(separator: "; "))")
        }
    }

    /// A collection view's header is no row the user selects: its image, which meets none of
    /// its buttons, bears on no target (a note), nor without a button at all (its table places
    /// it, and nothing in it is tapped); in a cell, whose row the user taps, the same image is a
    /// warning.
    func testAHeaderIsNoRowTheUserTaps() throws {
        func document(_ element: String, button: Bool = true) -> String {
            let content = """
                <rect key="frame" x="0.0" y="0.0" width="414" height="60"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                \(image("banner", #"x="0.0" y="0.0" width="300" height="60""#))
                \(button ? self.button("more", #"x="340" y="8" width="60" height="44""#) : "")
                </subviews>
                """
            let body =
                element == "collectionViewCell"
                ? """
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Row" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="60"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="content">
                \(content)
                    </view>
                </collectionViewCell>
                """
                : """
                <collectionReusableView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="root">
                \(content)
                </collectionReusableView>
                """
            return iPhone11Document(body)
        }
        let header = try lint(["Header.xib": document("collectionReusableView")])
        XCTAssertTrue(header.contains("aspect-distortion banner note"), header.joined(separator: "; "))
        let bare = try lint(["Header.xib": document("collectionReusableView", button: false)])
        XCTAssertTrue(bare.contains("aspect-distortion banner note"), bare.joined(separator: "; "))
        let cell = try lint(["Cell.xib": document("collectionViewCell")])
        XCTAssertTrue(cell.contains("aspect-distortion banner warning"), cell.joined(separator: "; "))
    }

    /// A header whose code handles taps on its title (no button): the title is its target, so
    /// the badge drawn over the title bears on it (a warning), the sparkle apart from it does not
    /// (a note).
    func testInAHeaderOnlyWhatMeetsAViewItsCodeTapsBears() throws {
        let xib = Self.foldingHeaderXIB(
            subviews: """
                <label opaque="NO" contentMode="left" fixedFrame="YES" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="20" y="10" width="200" height="40"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                \(image("badge", #"x="190" y="15" width="30" height="30""#))
                \(image("sparkle", #"x="360" y="15" width="30" height="30""#))
                """)
        let found = try lint(["FoldingHeader.xib": xib, "FoldingHeader.swift": Self.foldingHeader])
        XCTAssertTrue(found.contains("aspect-distortion badge warning"), found.joined(separator: "; "))
        XCTAssertTrue(found.contains("aspect-distortion sparkle note"), found.joined(separator: "; "))
    }

    /// A 414 x 60 pt collection view header of class `FoldingHeader` holding `subviews` and
    /// `constraints`, its outlet `titleLabel` the view `title`.
    static func foldingHeaderXIB(subviews: String, constraints: String = "") -> String {
        iPhone11Document(
            """
            <collectionReusableView opaque="NO" contentMode="center" reuseIdentifier="Header" customClass="FoldingHeader" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="60"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    \(subviews)
                </subviews>
                <constraints>
                    \(constraints)
                </constraints>
                <connections>
                    <outlet property="titleLabel" destination="title" id="o1"/>
                </connections>
            </collectionReusableView>
            """)
    }

    /// A header's class that folds its section when its title is tapped.
    static let foldingHeader = """
        import UIKit

        class FoldingHeader: UICollectionReusableView {
            @IBOutlet weak var titleLabel: UILabel!

            override func awakeFromNib() {
                super.awakeFromNib()
                titleLabel.isUserInteractionEnabled = true
                titleLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(fold)))
            }

            @objc func fold() {}
        }
        """

    /// A header tapped to fold its section: no button, but its code gives its title a tap
    /// gesture recognizer, so the title's contradicting widths (60 and 90 pt) may move what the
    /// user taps. Without that code nothing in the header bears on a target.
    func testAHeaderItsCodeTapsKeepsItsConflicts() throws {
        let xib = Self.foldingHeaderXIB(
            subviews: conflictingTitleXML(y: 20),
            constraints: """
                <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                """)
        func bears(tappedInCode: Bool) throws -> Bool {
            try withWorkspace { ws in
                try ws.write("FoldingHeader.xib", xib)
                if tappedInCode { try ws.write("FoldingHeader.swift", Self.foldingHeader) }
                try ws.write(
                    "test.hitlint.yaml", "version: 1\ndevices: [file]\nscreens:\n  - from: FoldingHeader.xib\n")
                let screen = try XCTUnwrap(try ws.load().screens.first)
                XCTAssertTrue(screen.supplementary)
                XCTAssertEqual(screen.handlesTapsInCode, tappedInCode)
                let wide = try XCTUnwrap(screen.layout?.constraints.first { $0.id == "wide" })
                return TargetDependence(screen: screen).bears(wide)
            }
        }
        XCTAssertTrue(try bears(tappedInCode: true))
        XCTAssertFalse(try bears(tappedInCode: false))
    }
}
