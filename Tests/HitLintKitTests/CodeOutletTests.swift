import Foundation
import HitLintKit
import XCTest

/// What the app's code does to a XIB's views through the File's Owner's outlets (docs/code.md):
/// a constant is applied, a value that varies makes the findings it decides notes that say where,
/// in Swift and in Objective-C alike.
final class CodeOutletTests: XCTestCase {
    /// Buttons and a cover view, outlets of SettingsViewController: `save` is hidden in code,
    /// `back` (20 x 20, too small) is hidden or shown by a flag, as is `row-1`, above `row-2` in a
    /// stack view; `close` (20 x 20) is enlarged by 12 on each side; `cover` (clear, over half of
    /// `under`) gets a tap gesture recognizer.
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SettingsViewController">
                    <connections>
                        <outlet property="saveButton" destination="save-btn"/>
                        <outlet property="backButton" destination="back-btn"/>
                        <outlet property="closeButton" destination="close-btn"/>
                        <outlet property="cover" destination="cover-view"/>
                        <outlet property="rowButton" destination="row-1"/>
                        <outlet property="view" destination="root"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" id="save-btn">
                            <rect key="frame" x="20" y="100" width="100" height="44"/>
                            <state key="normal" title="Save"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" id="back-btn">
                            <rect key="frame" x="20" y="200" width="20" height="20"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" id="close-btn">
                            <rect key="frame" x="200" y="200" width="20" height="20"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" id="under-btn">
                            <rect key="frame" x="20" y="400" width="200" height="100"/>
                        </button>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" id="stack">
                            <rect key="frame" x="250" y="600" width="20" height="44"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" id="row-1">
                                    <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" id="row-2">
                                    <rect key="frame" x="0.0" y="24" width="20" height="20"/>
                                </button>
                            </subviews>
                        </stackView>
                        <view contentMode="scaleToFill" id="cover-view">
                            <rect key="frame" x="20" y="400" width="200" height="50"/>
                        </view>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    static let swift = """
        import UIKit

        class SettingsViewController: UIViewController {
            @IBOutlet weak var saveButton: UIButton!
            @IBOutlet weak var backButton: UIButton!
            @IBOutlet weak var closeButton: UIButton!
            @IBOutlet weak var cover: UIView!
            @IBOutlet weak var rowButton: UIButton!
            var showBackButton = false

            override func viewDidLoad() {
                super.viewDidLoad()
                saveButton.isHidden = true
                backButton.isHidden = !showBackButton
                rowButton.isHidden = !showBackButton
                closeButton.setEnlargeEdge(withTop: 12, right: 12, bottom: 12, left: 12)
                cover.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
            }

            @objc func close() { dismiss(animated: true) }
        }
        """

    static let objectiveC = """
        #import "SettingsViewController.h"
        #import "UIButton+EnlargeTouchArea.h"

        @implementation SettingsViewController

        - (void)viewDidLoad {
            [super viewDidLoad];
            self.saveButton.hidden = YES;
            [self.backButton setHidden:!self.showBackButton];
            self.rowButton.hidden = !self.showBackButton;
            [self.closeButton setEnlargeEdgeWithTop:12 right:12 bottom:12 left:12];
            [self.cover addGestureRecognizer:[[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(close)]];
        }

        @end
        """

    func testOutletFactsAreAppliedOrHedgedInBothLanguages() throws {
        // The line that shows or hides `row-1`.
        let cases: [(String, [String: String], line: Int)] = [
            (
                "Swift",
                ["SettingsViewController.swift": Self.swift]
                    .merging(SeedSources.enlarged.swift.filter { $0.key.hasPrefix("UIButton") }) { a, _ in a }, 15
            ),
            (
                "Objective-C",
                ["SettingsViewController.m": Self.objectiveC]
                    .merging(SeedSources.enlarged.objectiveC.filter { $0.key.hasPrefix("UIButton") }) { a, _ in a }, 10
            ),
        ]
        for (language, files, line) in cases {
            try withWorkspace { ws in
                // Loaded by SettingsViewController's default nib name.
                try ws.write("SettingsViewController.xib", withActions(Self.xib))
                for (name, text) in files { try ws.write(name, text) }
                let linted = try ws.lint("version: 1\nscreens:\n  - from: SettingsViewController.xib\n")
                // Hidden in code everywhere it is set: not a target.
                XCTAssertNil(
                    linted.analysis.metrics[try XCTUnwrap(linted.analysis.scene.view(id: "save-btn")).index], language)
                // Enlarged by 12 on each side: 44 x 44 pt.
                XCTAssertEqual(linted.metrics("close-btn").hitArea, 44 * 44, language)
                // Hidden or shown by a flag: its own findings hold whenever it shows (the linter's
                // report, where findings are settled).
                let report = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [
                    ws.url("test.hitlint.yaml").path
                ])
                let back = report.findings.filter { $0.view == "back-btn" && $0.rule == "too-small" }
                XCTAssertEqual(back.map(\.severity), [.error], language)
                // Shown or hidden by a flag in a stack view, it moves the stack's other view: that
                // view's findings are notes that say where.
                let file = language == "Swift" ? "SettingsViewController.swift" : "SettingsViewController.m"
                let moved = report.findings.filter { $0.view == "row-2" }
                XCTAssertFalse(moved.isEmpty, language)
                for finding in moved {
                    XCTAssertEqual(finding.severity, .note, "\(language): \(finding.message)")
                    XCTAssertTrue(
                        finding.message.contains("row-1 is hidden or shown in code under a condition: \(file):\(line)"),
                        "\(language): \(finding.message)")
                }
                XCTAssertEqual(
                    report.findings.filter { $0.view == "row-1" && $0.rule == "too-small" }.map(\.severity), [.error])
                // Held at 20 x 20 pt by its own required constraints, row-2 is too small however
                // row-1 shows: its `too-small` stays an error.
                let fixed = withActions(Self.xib).replacingOccurrences(
                    of: #"<rect key="frame" x="0.0" y="24" width="20" height="20"/>"#,
                    with:
                        #"<rect key="frame" x="0.0" y="24" width="20" height="20"/><constraints><constraint firstAttribute="width" constant="20" id="r2w"/><constraint firstAttribute="height" constant="20" id="r2h"/></constraints>"#
                )
                XCTAssertNotEqual(fixed, withActions(Self.xib))
                try ws.write("SettingsViewController.xib", fixed)
                let held = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [ws.url("test.hitlint.yaml").path])
                XCTAssertEqual(
                    held.findings.filter { $0.view == "row-2" && $0.rule == "too-small" }.map(\.severity), [.error],
                    language)
                // A stack view spacing its views equally keeps each at its own height, and one
                // centring them at its own width: row-2 is 20 x 20 pt however row-1 shows. Aligned
                // to fill, its width is the stack's, which row-1 may change: a note; distributed
                // to fill, its height is. Made 60 pt tall, only its width is short, so the
                // alignment alone decides. Its height tied to row-1's, row-1 may change it.
                let tall = [
                    (
                        #"<rect key="frame" x="0.0" y="24" width="20" height="20"/>"#,
                        #"<rect key="frame" x="0.0" y="24" width="20" height="60"/>"#
                    ),
                    (
                        #"<rect key="frame" x="250" y="600" width="20" height="44"/>"#,
                        #"<rect key="frame" x="250" y="600" width="20" height="84"/>"#
                    ),
                ]
                let tie = [
                    (
                        "</stackView>",
                        #"<constraints><constraint firstItem="row-2" firstAttribute="height" secondItem="row-1" secondAttribute="height" id="tie"/></constraints></stackView>"#
                    )
                ]
                let equalCentred = #"distribution="equalSpacing" alignment="center""#
                for (arrangement, change, severity) in [
                    (equalCentred, [], Severity.error), (#"distribution="equalSpacing""#, [], .note),
                    (#"alignment="center""#, [], .note), (equalCentred, tall, .error),
                    (#"distribution="equalSpacing""#, tall, .note), (#"alignment="center""#, tall, .error),
                    (equalCentred, tie, .note),
                ] {
                    var spaced = withActions(Self.xib).replacingOccurrences(
                        of: #"axis="vertical" spacing="4" id="stack""#,
                        with: #"axis="vertical" \#(arrangement) spacing="4" id="stack""#)
                    for (from, to) in change {
                        XCTAssertEqual(spaced.components(separatedBy: from).count, 2)
                        spaced = spaced.replacingOccurrences(of: from, with: to)
                    }
                    XCTAssertNotEqual(spaced, withActions(Self.xib))
                    try ws.write("SettingsViewController.xib", spaced)
                    let own = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [
                        ws.url("test.hitlint.yaml").path
                    ])
                    XCTAssertEqual(
                        own.findings.filter { $0.view == "row-2" && $0.rule == "too-small" }.map(\.severity),
                        [severity],
                        "\(language), \(arrangement), \(change.map(\.1))")
                }
                try ws.write("SettingsViewController.xib", withActions(Self.xib))
                // The cover takes 10,000 pt² of 'under', and handles those taps itself.
                XCTAssertEqual(linted.takenArea("under-btn", by: "cover-view"), 10_000, language)
                let covered = report.findings.filter { $0.view == "under-btn" && $0.evidence.taker == "cover-view" }
                XCTAssertFalse(covered.isEmpty, language)
                for finding in covered {
                    XCTAssertEqual(finding.severity, .note, "\(language): \(finding.message)")
                    XCTAssertTrue(finding.message.contains("gets a gesture recognizer in code"), finding.message)
                }
            }
        }
    }

    /// A property's observers are code that runs: an outlet's `didSet` hides its button for
    /// good, and another property's `didSet` shows or hides `row-1` through optional chaining.
    func testAPropertysObserversAreReadAsCode() throws {
        let swift = """
            import UIKit

            class SettingsViewController: UIViewController {
                @IBOutlet weak var saveButton: UIButton! {
                    didSet { saveButton.isHidden = true }
                }
                @IBOutlet weak var rowButton: UIButton!
                var showsRow = false {
                    didSet {
                        rowButton?.isHidden = !showsRow
                    }
                }
            }
            """
        try withWorkspace { ws in
            try ws.write("SettingsViewController.xib", withActions(Self.xib))
            try ws.write("SettingsViewController.swift", swift)
            let linted = try ws.lint("version: 1\nscreens:\n  - from: SettingsViewController.xib\n")
            XCTAssertNil(linted.analysis.metrics[try XCTUnwrap(linted.analysis.scene.view(id: "save-btn")).index])
            let report = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [ws.url("test.hitlint.yaml").path])
            let moved = report.findings.filter { $0.view == "row-2" }
            XCTAssertFalse(moved.isEmpty)
            for finding in moved {
                XCTAssertEqual(finding.severity, .note, finding.message)
                XCTAssertTrue(
                    finding.message.contains(
                        "row-1 is hidden or shown in code under a condition: SettingsViewController.swift:10"),
                    finding.message)
            }
        }
    }

    /// `row-1`, hidden for good in code, leaves its stack view, which closes up around it: the
    /// layout is checked against the file's stored frames with `row-1` shown, as the file stores
    /// it, so the screen is trusted and laid out on the iPhone SE too.
    func testTheStoredFramesAreCheckedAsTheFileStoresItsViews() throws {
        let button = { (id: String, y: Int) in
            """
                                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                    <rect key="frame" x="0.0" y="\(y)" width="30" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="30" id="\(id)-w"/>
                                        <constraint firstAttribute="height" constant="30" id="\(id)-h"/>
                                    </constraints>
                                </button>
            """
        }
        let xib = withActions(
            owned(
                iPhone11XIB(
                    """
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                <rect key="frame" x="20" y="100" width="30" height="64"/>
                                <subviews>
                    \(button("row-1", 0))
                    \(button("row-2", 34))
                                </subviews>
                            </stackView>
                    """,
                    constraints: """
                                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                                    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                        """
                ), by: "SettingsViewController", outlets: [("view", "root"), ("rowButton", "row-1")]))
        let swift = """
            import UIKit

            class SettingsViewController: UIViewController {
                @IBOutlet weak var rowButton: UIButton!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    rowButton.isHidden = true
                }
            }
            """
        try withWorkspace { ws in
            try ws.write("SettingsViewController.xib", xib)
            try ws.write("SettingsViewController.swift", swift)
            let manifest = try ws.write(
                "test.hitlint.yaml",
                "version: 1\ndevices: [design, iPhone SE (3rd generation)]\norientations: [portrait]\nscreens:\n  - from: SettingsViewController.xib\n"
            )
            let report = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
            XCTAssertEqual(
                report.findings.filter { $0.rule == "layout-unsolved" }.map(\.message), [])
            XCTAssertEqual(report.screens.first?.layouts.count, 2)
            let row = report.findings.filter { $0.view == "row-2" && $0.rule == "too-small" }
            XCTAssertEqual(row.map(\.severity), [.error])
        }
    }

    /// A configuration set in code makes a 30 x 30 pt button's own size (a large filled button is
    /// taller than 44 pt): its `too-small` is a note that says where, until width and height
    /// constraints of 30 pt hold it; a field of the configuration (`configuration?.title`) is no
    /// configuration of its own, nor is a custom control's own `configuration`.
    func testAConfigurationSetInCodeDecidesTheSizeTheFileDoesNotHold() throws {
        let xib = withActions(CodeOrientationTests.ownedXIB("GoViewController", outlets: [("goButton", "go")]))
        let held = xib.replacingOccurrences(
            of: "</button>",
            with:
                #"<constraints><constraint firstAttribute="width" constant="30" id="gw"/><constraint firstAttribute="height" constant="30" id="gh"/></constraints></button>"#
        )
        XCTAssertNotEqual(xib, CodeOrientationTests.ownedXIB("GoViewController"))
        XCTAssertNotEqual(held, xib)
        let swift = """
            import UIKit

            class GoViewController: UIViewController {
                @IBOutlet weak var goButton: UIButton!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    var config = UIButton.Configuration.filled()
                    config.buttonSize = .large
                    goButton.configuration = config
                }
            }
            """
        let field = swift.replacingOccurrences(
            of: "goButton.configuration = config", with: "goButton.configuration?.title = \"Go\"")
        XCTAssertNotEqual(field, swift)
        // A custom control's own `configuration` is not a button's: its size is the file's.
        let control = xib.replacingOccurrences(of: "<button ", with: #"<textField customClass="CodeField" "#)
            .replacingOccurrences(of: "</button>", with: "</textField>")
        XCTAssertNotEqual(control, xib)
        for (file, code, severity) in [
            (xib, swift, Severity.note), (held, swift, .error), (xib, field, .error),
        ] {
            try withWorkspace { ws in
                try ws.write("GoViewController.xib", file)
                try ws.write("GoViewController.swift", code)
                let manifest = try ws.write(
                    "test.hitlint.yaml", "version: 1\nscreens:\n  - from: GoViewController.xib\n")
                let report = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
                let small = report.findings.filter { $0.view == "go" && $0.rule == "too-small" }
                XCTAssertEqual(small.map(\.severity), [severity], small.map(\.message).joined())
                if severity == .note {
                    XCTAssertTrue(
                        small[0].message.hasSuffix("has its configuration set in code: GoViewController.swift:10)"),
                        small[0].message)
                }
            }
        }
        for (file, topics) in [(xib, [CodeCaveat.Topic.configuration]), (control, [])] {
            try withWorkspace { ws in
                try ws.write("GoViewController.xib", file)
                try ws.write("GoViewController.swift", swift)
                let linted = try ws.lint("version: 1\nscreens:\n  - from: GoViewController.xib\n")
                let go = try XCTUnwrap(linted.analysis.scene.view(id: "go"))
                XCTAssertEqual(go.imported?.codeCaveats.map(\.topic), topics)
            }
        }
    }
}

/// `supportedInterfaceOrientations` returning a constant mask narrows its controller's layouts.
final class CodeOrientationTests: XCTestCase {
    /// `owner`'s XIB of one button, `go`; its outlets are `view` and then `outlets`.
    static func ownedXIB(_ owner: String, outlets: [(property: String, destination: String)] = []) -> String {
        let xib = iPhone11XIB(
            """
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                        <rect key="frame" x="20" y="100" width="30" height="30"/>
                        <state key="normal" title="Go"/>
                    </button>
            """,
            constraints: """
                            <constraint firstItem="go" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                            <constraint firstItem="go" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                """
        )
        return owned(xib, by: owner, outlets: [("view", "root")] + outlets)
    }

    private func layouts(
        _ files: [String: String], owner: String, devices: String = "iPhone SE (3rd generation)"
    ) throws -> [String] {
        try withWorkspace { ws in
            try ws.write("\(owner).xib", Self.ownedXIB(owner))
            for (name, text) in files { try ws.write(name, text) }
            let manifest = try ws.write(
                "test.hitlint.yaml",
                "version: 1\ndevices: [\(devices)]\norientations: [portrait, landscape]\nscreens:\n  - from: \(owner).xib\n"
            )
            let report = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
            return report.screens.first?.layouts.map(\.name) ?? []
        }
    }

    func testAConstantMaskNarrowsTheLayoutsInBothLanguages() throws {
        let both = ["iPhone SE (3rd generation), portrait", "iPhone SE (3rd generation), landscape"]
        let swift = """
            class PortraitViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            class ForwardingViewController: UINavigationController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    topViewController?.supportedInterfaceOrientations ?? .all
                }
            }
            """
        let objectiveC = """
            @implementation PortraitViewController
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                return UIInterfaceOrientationMaskPortrait;
            }
            @end
            @implementation ForwardingViewController
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                return self.topViewController.supportedInterfaceOrientations;
            }
            @end
            """
        for files in [["Controllers.swift": swift], ["Controllers.m": objectiveC]] {
            XCTAssertEqual(try layouts(files, owner: "PortraitViewController"), [both[0]], "\(files.keys)")
            XCTAssertEqual(try layouts(files, owner: "ForwardingViewController"), both, "\(files.keys)")
        }
        // Without the code, both orientations.
        XCTAssertEqual(try layouts([:], owner: "PortraitViewController"), both)
    }

    /// A mask under a condition on the idiom (element's dial pad): portrait on iPhones, and on
    /// iPads what `super` gives, which is not read (both orientations stay).
    func testAMaskForOneIdiomNarrowsThatIdiomAlone() throws {
        let devices = "iPhone SE (3rd generation), iPad (A16)"
        let swift = """
            class DialpadViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    if UIDevice.current.isPhone {
                        return .portrait
                    }
                    return super.supportedInterfaceOrientations
                }
            }
            """
        let objectiveC = """
            @implementation DialpadViewController
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) {
                    return [super supportedInterfaceOrientations];
                } else {
                    return UIInterfaceOrientationMaskPortrait;
                }
            }
            @end
            """
        let expected = [
            "iPhone SE (3rd generation), portrait", "iPad (A16), portrait", "iPad (A16), landscape",
        ]
        for files in [["Dialpad.swift": swift], ["Dialpad.m": objectiveC]] {
            XCTAssertEqual(
                try layouts(files, owner: "DialpadViewController", devices: devices).sorted(), expected.sorted(),
                "\(files.keys)")
        }
        // A condition on something else, on the idiom and something else, or a branch that may
        // fall through is not read: every layout stays.
        let other = swift.replacingOccurrences(of: "UIDevice.current.isPhone", with: "isCompact")
        let compound = swift.replacingOccurrences(
            of: "UIDevice.current.isPhone", with: "UIDevice.current.isPhone && isCompact")
        let fallsThrough = swift.replacingOccurrences(of: "return .portrait", with: "if isCompact { return .portrait }")
        for text in [other, compound, fallsThrough] {
            XCTAssertEqual(
                try layouts(["Dialpad.swift": text], owner: "DialpadViewController", devices: devices).count, 4, text)
        }
    }
}

/// A XIB that no code and no Info.plist names is never shown: its controls are listed in
/// `notLinted` with why, and its screens are not linted.
final class NeverLoadedTests: XCTestCase {
    /// A 20 pt button, the one control of each XIB.
    static let button = """
                <button opaque="NO" contentMode="scaleToFill" id="btn">
                    <rect key="frame" x="20" y="100" width="20" height="20"/>
                </button>
        """

    func testAXIBNothingNamesIsNotLinted() throws {
        let button = Self.button
        try withWorkspace { ws in
            for name in ["Used", "Orphan", "Launch", "Cell~ipad", "BaseCell", "FancyCell"] {
                try ws.write("\(name).xib", iPhone11XIB(button, constraints: ""))
            }
            // BaseCell's XIB is loaded by its class's name, for BaseCell alone, which the code
            // never creates: only its subclass FancyCell, which has its own.
            try ws.write(
                "Loader.swift",
                """
                let nib = UINib(nibName: "Used", bundle: nil)
                class Cell: UITableViewCell {}
                class BaseCell: UITableViewCell {
                    class var nib: UINib { UINib(nibName: String(describing: self), bundle: nil) }
                }
                class FancyCell: BaseCell {}
                let fancy = FancyCell.nib
                """)
            try ws.write(
                "Info.plist",
                "<plist><dict><key>UILaunchStoryboardName</key><string>Launch</string></dict></plist>")
            let manifest = try ws.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: \".\"\n")
            let report = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
            XCTAssertEqual(
                report.screens.map(\.name).sorted(),
                ["Cell~ipad/Cell~ipad", "FancyCell/FancyCell", "Launch/Launch", "Used/Used"])
            XCTAssertEqual(
                report.notLinted.first { $0.location.file.hasSuffix("BaseCell.xib") }?.reason,
                "its XIB is never loaded: no string names 'BaseCell', and the code never creates a BaseCell, only its subclasses (FancyCell) (docs/code.md)"
            )
            let orphan = report.notLinted.filter { $0.location.file.hasSuffix("Orphan.xib") }
            XCTAssertEqual(orphan.map(\.id), ["btn"])
            XCTAssertEqual(
                orphan.first?.reason,
                "its XIB is never loaded: none of the 1 source files read, nor an Info.plist, names 'Orphan' (docs/code.md)"
            )
            // Without the code, every file is linted.
            try ws.write("test.hitlint.yaml", "version: 1\ncode: false\nscreens:\n  - from: \".\"\n")
            let all = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
            XCTAssertEqual(all.screens.count, 6)
        }
    }
}

/// XIBs named after a family of Objective-C classes (MatrixKit's base views): what the family's
/// own files do (`[MXKDeviceView class]` in its `+nib`) creates nothing; a class made by another
/// file, a string or another XIB's `customClass` is made.
final class NeverCreatedTests: XCTestCase {
    func testAXIBOfAClassNothingCreatesIsNotLinted() throws {
        let button = NeverLoadedTests.button
        let panel = """
                    <view contentMode="scaleToFill" id="panel" customClass="Panel">
                        <rect key="frame" x="20" y="200" width="100" height="100"/>
                    </view>
            """
        let objectiveC = """
            @interface MXKDeviceView : UIView
            @end
            @implementation MXKDeviceView
            + (UINib *)nib { return [UINib nibWithNibName:NSStringFromClass([MXKDeviceView class]) bundle:nil]; }
            @end
            @interface DeviceView : MXKDeviceView
            @end
            @interface MXKInfoView : UIView
            @end
            @implementation MXKInfoView
            + (UINib *)nib { return [UINib nibWithNibName:NSStringFromClass(MXKInfoView.class) bundle:nil]; }
            @end
            @interface InfoView : MXKInfoView
            @end
            @implementation InfoView
            + (UINib *)nib { return [UINib nibWithNibName:NSStringFromClass(self) bundle:nil]; }
            @end
            @interface BaseView : UIView
            @end
            @implementation BaseView
            + (UINib *)nib { return [UINib nibWithNibName:NSStringFromClass([BaseView class]) bundle:nil]; }
            @end
            @interface FallbackView : BaseView
            @end
            @interface Panel : UIView
            @end
            @interface Host : UIView
            @end
            @interface SettingsView : UIView
            @end
            @interface SettingsViewController : UIViewController
            @end
            """
        let users = """
            @implementation Presenter
            - (void)show {
                InfoView *info = [[InfoView alloc] init];
                FallbackView *fallback = [FallbackView new];
                SettingsViewController *settings = [[SettingsViewController alloc] init];
                [UINib nibWithNibName:@"Host" bundle:nil];
            }
            @end
            """
        try withWorkspace { ws in
            for name in ["MXKDeviceView", "DeviceView", "MXKInfoView", "InfoView", "BaseView", "Panel", "SettingsView"]
            {
                try ws.write("\(name).xib", iPhone11XIB(button, constraints: ""))
            }
            try ws.write("Host.xib", iPhone11XIB(panel, constraints: ""))
            try ws.write("MatrixKit.m", objectiveC)
            try ws.write("Presenter.m", users)
            do {
                let manifest = try ws.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: \".\"\n")
                let report = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
                let reasons = notLintedReasons(report)
                XCTAssertEqual(
                    reasons["MXKDeviceView.xib"],
                    "its XIB is never loaded: no string names 'MXKDeviceView', and nothing creates a MXKDeviceView nor any of its subclasses (DeviceView) (docs/code.md)"
                )
                XCTAssertEqual(
                    reasons["DeviceView.xib"],
                    "its XIB is never loaded: no string names 'DeviceView', and nothing creates a DeviceView (docs/code.md)"
                )
                XCTAssertEqual(
                    reasons["MXKInfoView.xib"],
                    "its XIB is never loaded: no string names 'MXKInfoView', and the code never creates a MXKInfoView, only its subclasses (InfoView), which have XIBs of their own (docs/code.md)"
                )
                // FallbackView has no XIB of its own: BaseView's may be loaded for it. Panel is
                // made by Host.xib. SettingsView.xib is the default nib of SettingsViewController,
                // which is made.
                XCTAssertEqual(
                    report.screens.map(\.name).sorted(),
                    ["BaseView/BaseView", "Host/Host", "InfoView/InfoView", "Panel/Panel", "SettingsView/SettingsView"])
            }
        }
    }
}

/// A XIB only dead code loads: the class whose code names it (`UINib(nibName: "Detail")`), or
/// uses its class as a value (`[RuleCell nib]`), is named by no other file, Interface Builder file
/// or string, so nothing creates it (Habitica's `SubscriptionViewController`, element's
/// `MXKNotificationSettingsViewController`). The same XIBs loaded by classes another file names
/// are linted.
final class DeadLoaderTests: XCTestCase {
    func testAXIBOnlyDeadCodeLoadsIsNotLinted() throws {
        let old = """
            class OldController: UIViewController {
                func load() { _ = UINib(nibName: "Detail", bundle: nil) }
            }
            """
        let new = """
            class NewController: UIViewController {
                func load() { _ = UINib(nibName: "Live", bundle: nil) }
            }
            """
        let app = """
            class AppStart {
                func start() { _ = NewController() }
            }
            """
        // Run though nothing names them: an entry point, and a struct's static method.
        let delegate = """
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func start() { _ = UIViewController(nibName: "Home", bundle: nil) }
            }
            """
        let factory = """
            struct Factory {
                static func promo() { _ = UINib(nibName: "Promo", bundle: nil) }
            }
            class Unused: UIView {}
            """
        let objectiveC = """
            @interface RuleCell : UITableViewCell
            @end
            @implementation RuleCell
            + (UINib *)nib { return [UINib nibWithNibName:NSStringFromClass([RuleCell class]) bundle:nil]; }
            @end
            @interface KeptCell : UITableViewCell
            @end
            @implementation KeptCell
            + (UINib *)nib { return [UINib nibWithNibName:NSStringFromClass([KeptCell class]) bundle:nil]; }
            @end
            """
        let oldSettings = """
            @interface OldSettings : UITableViewController
            @end
            @implementation OldSettings
            - (void)viewDidLoad { [self.tableView registerNib:[RuleCell nib] forCellReuseIdentifier:@"rule"]; }
            @end
            """
        let settings = """
            @interface Settings : UITableViewController
            @end
            @implementation Settings
            - (void)viewDidLoad { [self.tableView registerNib:[KeptCell nib] forCellReuseIdentifier:@"kept"]; }
            @end
            """
        let menu = """
            @interface Menu : UIView
            @end
            @implementation Menu
            - (void)open { [[Settings alloc] init]; }
            @end
            """
        let report = try withWorkspace { ws -> LintReport in
            for name in ["Detail", "Live", "RuleCell", "KeptCell", "Home", "Promo"] {
                try ws.write("\(name).xib", iPhone11XIB(NeverLoadedTests.button, constraints: ""))
            }
            try ws.write("OldController.swift", old)
            try ws.write("NewController.swift", new)
            try ws.write("AppStart.swift", app)
            try ws.write("AppDelegate.swift", delegate)
            try ws.write("Factory.swift", factory)
            try ws.write("Cells.m", objectiveC)
            try ws.write("OldSettings.m", oldSettings)
            try ws.write("Settings.m", settings)
            try ws.write("Menu.m", menu)
            let manifest = try ws.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: \".\"\n")
            return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
        }
        let reasons = notLintedReasons(report)
        XCTAssertEqual(
            reasons["Detail.xib"],
            "its XIB is never loaded: only the code of OldController names 'Detail', and nothing creates it: no other file, Interface Builder file or string names it (docs/code.md)"
        )
        XCTAssertEqual(
            reasons["RuleCell.xib"],
            "its XIB is never loaded: no string names 'RuleCell', and nothing creates a RuleCell (docs/code.md)")
        XCTAssertEqual(
            report.screens.map(\.name).sorted(), ["Home/Home", "KeptCell/KeptCell", "Live/Live", "Promo/Promo"])
    }
}

extension DeadLoaderTests {
    /// A XIB's File's Owner is made by what loads the XIB, and a XIB named after its view's class
    /// is loaded only by what names the class or the XIB: neither makes the class (element's
    /// `MXKContactDetailsViewController`, the only user of its cell; Habitica's
    /// `ChallengeDetailHeaderView`). A class another file names, or a second XIB makes, is made.
    func testNeitherItsOwnXIBNorAFilesOwnerMakesAClass() throws {
        func controller(_ name: String, cell: String) -> String {
            """
            @interface \(name) : UIViewController
            @end
            @implementation \(name)
            - (void)viewDidLoad { [self.tableView registerNib:[\(cell) nib] forCellReuseIdentifier:@"c"]; }
            @end
            """
        }
        func cell(_ name: String) -> String {
            """
            @interface \(name) : UITableViewCell
            @end
            @implementation \(name)
            + (UINib *)nib { return [UINib nibWithNibName:NSStringFromClass([\(name) class]) bundle:nil]; }
            @end
            """
        }
        func header(_ name: String) -> String {
            """
            class \(name): UIView {
                @IBAction func showMore(_ sender: Any) {}
            }
            """
        }
        let start = """
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                let banner: Banner = .fromNib()
            }
            """
        let panel = """
                    <view contentMode="scaleToFill" id="panel" customClass="Panel">
                        <rect key="frame" x="20" y="200" width="100" height="100"/>
                    </view>
            """
        let report = try withWorkspace { ws -> LintReport in
            // A XIB not named after it, whose File's Owner it is.
            try ws.write("DetailsPage.xib", owned(iPhone11XIB("", constraints: ""), by: "OldDetails", outlets: []))
            // Details is made by the storyboard-like Host.xib's object, not by its own owner.
            let host = iPhone11XIB(panel, constraints: "").replacingOccurrences(
                of: #"id="panel" customClass="Panel""#, with: #"id="panel" customClass="Details""#)
            try ws.write("Host.xib", host)
            for name in ["LabelCell", "FieldCell"] {
                try ws.write("\(name).xib", iPhone11XIB(NeverLoadedTests.button, constraints: ""))
            }
            for name in ["ChallengeHeader", "Banner"] {
                let root = iPhone11XIB(NeverLoadedTests.button, constraints: "").replacingOccurrences(
                    of: #"<view contentMode="scaleToFill" id="root">"#,
                    with: #"<view contentMode="scaleToFill" id="root" customClass="\#(name)">"#)
                try ws.write("\(name).xib", root)
                try ws.write("\(name).swift", header(name))
            }
            try ws.write("OldDetails.m", controller("OldDetails", cell: "LabelCell"))
            try ws.write("Details.m", controller("Details", cell: "FieldCell"))
            try ws.write("LabelCell.m", cell("LabelCell"))
            try ws.write("FieldCell.m", cell("FieldCell"))
            try ws.write("AppDelegate.swift", start)
            try ws.write(
                "Strings.m",
                "@implementation Strings\n- (void)load { [UINib nibWithNibName:@\"Host\" bundle:nil]; }\n@end\n")
            let manifest = try ws.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: \".\"\n")
            return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
        }
        let reasons = notLintedReasons(report)
        XCTAssertEqual(
            reasons["LabelCell.xib"],
            "its XIB is never loaded: no string names 'LabelCell', and nothing creates a LabelCell (docs/code.md)")
        XCTAssertEqual(
            reasons["ChallengeHeader.xib"],
            "its XIB is never loaded: no string names 'ChallengeHeader', and nothing creates a ChallengeHeader: no other file, Interface Builder file or string names it (docs/code.md)"
        )
        XCTAssertEqual(report.screens.map(\.name).sorted(), ["Banner/Banner", "FieldCell/FieldCell", "Host/Host"])
    }
}

extension DeadLoaderTests {
    /// What keeps a class of its own XIB alive: the XIB is the default nib of a controller the
    /// code names (`XView.xib` of `XViewController`); the class is `public` or renamed for
    /// Objective-C; the code has no start, or a file went unread (code elsewhere may name it).
    func testAClassItsOwnXIBSetsIsKeptWhereSomethingElseMayMakeIt() throws {
        let start = """
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func start() { _ = XViewController() }
            }
            """
        let root = { (name: String) in
            iPhone11XIB(NeverLoadedTests.button, constraints: "").replacingOccurrences(
                of: #"<view contentMode="scaleToFill" id="root">"#,
                with: #"<view contentMode="scaleToFill" id="root" customClass="\#(name)">"#)
        }
        let cases: [(files: [String: String], linted: [String])] = [
            (
                [
                    "XView.swift": "class XView: UIView { func load() { _ = UINib(nibName: \"Panel\", bundle: nil) } }",
                    "XViewController.swift": "class XViewController: UIViewController {}", "App.swift": start,
                ], ["Panel/Panel", "XView/XView"]
            ),
            (["XView.swift": "public class XView: UIView {}", "App.swift": start], ["XView/XView"]),
            (["XView.swift": "@objc(LegacyView) class XView: UIView {}", "App.swift": start], ["XView/XView"]),
            (["XView.swift": "class XView: UIView {}"], ["XView/XView"]),
        ]
        for (files, linted) in cases {
            let report = try withWorkspace { ws -> LintReport in
                try ws.write("XView.xib", root("XView"))
                try ws.write("Panel.xib", iPhone11XIB(NeverLoadedTests.button, constraints: ""))
                for (name, text) in files { try ws.write(name, text) }
                let manifest = try ws.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: \".\"\n")
                return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
            }
            XCTAssertEqual(
                report.screens.map(\.name).filter { linted.contains($0) }.sorted(), linted,
                files.values.joined(separator: "\n"))
        }
    }
}

extension DeadLoaderTests {
    /// An Objective-C base class nothing makes, whose subclasses Swift names (and so may make
    /// by inference), is loaded only for them: when each has a XIB of its own, the base's XIB is
    /// never loaded (element's `MXKAuthenticationViewController`); when one has none, it may be.
    func testSubclassesSwiftNamesLoadTheirOwnXIBs() throws {
        // The base's `+nib` names the base: a subclass loads its own XIB only if it declares
        // `+nib` again.
        let objectiveC = { (base: String, subclass: String, overrides: Bool) in
            """
            @interface \(base) : UIViewController
            @end
            @implementation \(base)
            + (UINib *)nib { return [UINib nibWithNibName:NSStringFromClass([\(base) class]) bundle:nil]; }
            @end
            @interface \(subclass) : \(base)
            @end
            @implementation \(subclass)
            \(overrides ? "+ (UINib *)nib { return [UINib nibWithNibName:NSStringFromClass(self) bundle:nil]; }" : "")
            @end
            """
        }
        let swift = """
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func start() {
                    _ = AuthController.authController()
                    _ = BareController.authController()
                    _ = KeptController.authController()
                }
            }
            """
        let report = try withWorkspace { ws -> LintReport in
            for name in [
                "MXKAuthController", "AuthController", "MXKBareController", "MXKKeptController", "KeptController",
            ] {
                try ws.write("\(name).xib", iPhone11XIB(NeverLoadedTests.button, constraints: ""))
            }
            try ws.write("Auth.m", objectiveC("MXKAuthController", "AuthController", true))
            try ws.write("Bare.m", objectiveC("MXKBareController", "BareController", true))
            try ws.write("Kept.m", objectiveC("MXKKeptController", "KeptController", false))
            try ws.write("AppDelegate.swift", swift)
            let manifest = try ws.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: \".\"\n")
            return Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
        }
        XCTAssertEqual(
            notLintedReasons(report)["MXKAuthController.xib"],
            "its XIB is never loaded: no string names 'MXKAuthController', and the code never creates a MXKAuthController, only its subclasses (AuthController), which have XIBs of their own (docs/code.md)"
        )
        // BareController has no XIB of its own; KeptController inherits the base's `+nib`.
        XCTAssertEqual(
            report.screens.map(\.name).sorted(),
            [
                "AuthController/AuthController", "KeptController/KeptController", "MXKBareController/MXKBareController",
                "MXKKeptController/MXKKeptController",
            ])
    }
}

/// A button with no action, segue, gesture or menu in its file, whose class handles no taps and
/// whose outlets the code only styles, is not a target (an indicator, a placeholder).
final class InertButtonTests: XCTestCase {
    func testAButtonNothingActsOnIsNotATarget() throws {
        func button(_ id: String, x: Int, customClass: String? = nil, tag: Int? = nil, action: Bool = false) -> String {
            let attributes = (customClass.map { " customClass=\"\($0)\"" } ?? "") + (tag.map { " tag=\"\($0)\"" } ?? "")
            let connections =
                action
                ? "<connections><action selector=\"tap:\" destination=\"-1\" eventType=\"touchUpInside\" id=\"a-\(id)\"/></connections>"
                : ""
            return """
                        <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" id="\(id)"\(attributes)>
                            <rect key="frame" x="\(x)" y="100" width="20" height="20"/>
                            <state key="normal" title="\(id)"/>
                            \(connections)
                        </button>
                """
        }
        let subviews = [
            button("styled", x: 10), button("acted", x: 40), button("bare", x: 70),
            button("withAction", x: 100, action: true),
            button("tagged", x: 130, tag: 3), button("custom", x: 160, customClass: "CheckBox"),
            button("plain", x: 190, customClass: "RoundButton"), button("pod", x: 220, customClass: "PodRadio"),
            button("radio", x: 250), button("probed", x: 280),
        ].joined(separator: "\n")
        let outlets =
            ["styled", "acted", "tagged", "probed"].map {
                "<outlet property=\"\($0)Button\" destination=\"\($0)\" id=\"o-\($0)\"/>"
            }.joined() + "<outlet property=\"radio\" destination=\"radio\" id=\"o-radio\"/>"
        let xib = iPhone11XIB(subviews, constraints: "").replacingOccurrences(
            of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#,
            with: """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PanelView">
                    <connections>\(outlets)</connections>
                </placeholder>
                """)
        let panel = """
            class PanelView: UIView {
                @IBOutlet weak var styledButton: UIButton!
                @IBOutlet weak var actedButton: UIButton!
                @IBOutlet weak var taggedButton: UIButton!
                @IBOutlet weak var radio: UIButton!
                @IBOutlet weak var probedButton: UIButton!
                init() {
                    styledButton.tintColor = .red
                    styledButton?.setTitle("Go", for: .normal)
                    // Moved, as a pan recognizer of its container drags it: no handler.
                    styledButton.transform = CGAffineTransform(translationX: 4, y: 0)
                    styledButton.center.x += 2
                    // Its frame read to test a touch by hand: it may act on taps.
                    _ = probedButton.frame.contains(.zero)
                    taggedButton.tag = 3
                }
            }
            class RoundButton: UIButton {
                override func layoutSubviews() { layer.cornerRadius = 4 }
            }
            // A pod's button, whose code is not read, may handle its own taps.
            class PodRadio: DLRadioButton {}
            extension PanelView {
                func style(radio: UIButton) { self.radio.tintColor = .red }
            }
            """
        // Another file, with no outlet of its own (read lexically), gives one a target.
        let presenter = """
            final class Presenter {
                init(panel: PanelView) {
                    panel.actedButton.addTarget(self, action: #selector(go), for: .touchUpInside)
                    let found = panel.viewWithTag(3)
                    let nib = UINib(nibName: "Panel", bundle: nil)
                }
            }
            class CheckBox: UIButton {
                override init(frame: CGRect) { super.init(frame: frame); addTarget(self, action: #selector(toggle), for: .touchUpInside) }
            }
            """
        try withWorkspace { ws in
            try ws.write("Panel.xib", xib)
            try ws.write("PanelView.swift", panel)
            try ws.write("Presenter.swift", presenter)
            let manifest = try ws.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: Panel.xib\n")
            let report = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
            XCTAssertEqual(report.inputErrors.map(\.message), [])
            let targets = report.screens.flatMap(\.views).filter(\.isTarget).map(\.id).sorted()
            // `radio` is only styled, but only outlets named like buttons are followed.
            XCTAssertEqual(targets, ["acted", "custom", "pod", "probed", "radio", "tagged", "withAction"])
            let reasons = Dictionary(report.notLinted.map { ($0.id, $0.reason) }, uniquingKeysWith: { a, _ in a })
            XCTAssertEqual(
                reasons["styled"],
                "not a target: nothing acts on its taps: no action, segue, gesture or menu in the file, and the code only styles its outlet (styledButton) (docs/code.md)"
            )
            XCTAssertEqual(
                reasons["bare"],
                "not a target: nothing acts on its taps: no action, segue, gesture or menu in the file, and no outlet points at it (docs/code.md)"
            )
            XCTAssertNotNil(reasons["plain"])
            // Without the code, every button is a target.
            try ws.write("test.hitlint.yaml", "version: 1\ncode: false\nscreens:\n  - from: Panel.xib\n")
            let all = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
            XCTAssertEqual(all.screens.flatMap(\.views).filter(\.isTarget).count, 10)
        }
    }
}

/// A XIB the code loads for one idiom alone, or a `~ipad` one, is laid out on that idiom alone.
final class IdiomOnlyTests: XCTestCase {
    func testAXIBLoadedForOneIdiomIsLaidOutThereAlone() throws {
        let button = """
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                        <rect key="frame" x="20" y="100" width="44" height="44"/>
                    </button>
            """
        let constraints = """
                        <constraint firstItem="btn" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="btn" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
            """
        let swift = """
            func playerNib() -> UINib {
                let name = UIDevice.current.userInterfaceIdiom == .pad ? "Player-iPad" : "Player"
                return UINib(nibName: name, bundle: nil)
            }
            """
        let objectiveC = """
            @implementation Loader
            - (UINib *)headerNib {
                if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) {
                    return [UINib nibWithNibName:@"Player-iPad" bundle:nil];
                } else {
                    return [UINib nibWithNibName:@"Player" bundle:nil];
                }
            }
            - (UINib *)plain { return [UINib nibWithNibName:@"Header" bundle:nil]; }
            @end
            """
        let phone = "iPhone SE (3rd generation), portrait"
        let pad = "iPad (A16), portrait"
        for files in [
            ["Loader.swift": swift + "\nlet header = UINib(nibName: \"Header\", bundle: nil)\n"],
            ["Loader.m": objectiveC],
        ] {
            try withWorkspace { ws in
                for name in ["Player", "Player-iPad", "Header", "Header~ipad"] {
                    try ws.write("\(name).xib", iPhone11XIB(button, constraints: constraints))
                }
                for (name, text) in files { try ws.write(name, text) }
                let manifest = try ws.write(
                    "test.hitlint.yaml",
                    "version: 1\ndevices: [iPhone SE (3rd generation), iPad (A16)]\norientations: [portrait]\nscreens:\n  - from: \".\"\n"
                )
                let report = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
                let layouts = Dictionary(
                    uniqueKeysWithValues: report.screens.map { ($0.name, $0.layouts.map(\.name)) })
                XCTAssertEqual(layouts["Player/Player"], [phone], "\(files.keys)")
                XCTAssertEqual(layouts["Player-iPad/Player-iPad"], [pad], "\(files.keys)")
                XCTAssertEqual(layouts["Header/Header"], [phone, pad], "\(files.keys)")
                // UIKit's own modifier, read from the name as before.
                XCTAssertEqual(layouts["Header~ipad/Header~ipad"], [pad], "\(files.keys)")
            }
        }
    }
}

/// Why each file's first control is not linted, by file name.
private func notLintedReasons(_ report: LintReport) -> [String: String] {
    Dictionary(
        report.notLinted.map { (($0.location.file as NSString).lastPathComponent, $0.reason) },
        uniquingKeysWith: { first, _ in first })
}
