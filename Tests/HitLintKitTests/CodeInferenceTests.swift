import Foundation
import HitLintKit
import ShapeKit
import XCTest

/// The app's code read into `classes:` settings (docs/code.md): the five seed patterns in both
/// languages give their twins' settings and the same hit areas; the real shaped-button
/// projects' classes give the built-in settings hitlint was given by hand.
final class CodeInferenceTests: XCTestCase {
    /// Reads `files` (name -> text) as an app's code and infers its classes.
    private func inferred(_ files: [String: String]) throws -> [String: InferredClass] {
        try withWorkspace { workspace in
            for (name, text) in files { try workspace.write(name, text) }
            let code = CodeReader().read(CodeReader.sourceFiles(in: workspace.folder), in: workspace.folder, root: nil)
            XCTAssertEqual(code.unread, [])
            return ClassInference.classes(in: code)
        }
    }

    func testSeedPatternsInBothLanguagesGiveTheirTwinsSettings() throws {
        for seed in SeedSources.all {
            for (language, files) in [("Swift", seed.swift), ("Objective-C", seed.objectiveC)] {
                let classes = try inferred(files)
                let found = try XCTUnwrap(classes[seed.name], "\(seed.name) in \(language)")
                XCTAssertTrue(found.isInferred, "\(seed.name) in \(language): \(String(describing: found.notRead))")
                let keys = found.viewKeys
                let want = seed.expected
                XCTAssertEqual(keys.hitTest?.rawValue, want.hitTest, "\(seed.name) in \(language)")
                XCTAssertEqual(keys.threshold, want.threshold, "\(seed.name) in \(language)")
                XCTAssertEqual(keys.compare?.rawValue, want.compare, "\(seed.name) in \(language)")
                XCTAssertEqual(
                    keys.enlarge.map { [$0.top, $0.right, $0.bottom, $0.left] }, want.enlarge,
                    "\(seed.name) in \(language)")
                XCTAssertEqual(keys.thresholdAttribute, want.attribute, "\(seed.name) in \(language)")
                XCTAssertEqual(
                    keys.attributeScale, want.attribute.map { _ in 1.0 / 255 }, "\(seed.name) in \(language)")
            }
        }
    }

    /// A 40 x 40 px image whose 5 px columns have the alpha bytes 0, 1, 2, 25, 26, 127, 128 and
    /// 255, left to right: each threshold hits a different number of 200 pt² columns at 1x.
    static func ramp() -> Canvas {
        let bytes: [UInt8] = [0, 1, 2, 25, 26, 127, 128, 255]
        var canvas = Canvas(width: 40, height: 40)
        for j in 0..<40 {
            for i in 0..<40 where bytes[i / 5] > 0 { canvas.blend(i, j, Colour(200, 40, 40), alpha: bytes[i / 5]) }
        }
        return canvas
    }

    /// The seed's view, 40 x 40 pt at (80, 80), over a 200 x 200 pt button: a button showing the
    /// ramp as its image or background image, or a container view holding an image view of it.
    static func seedXIB(_ seed: SeedSources.Seed) -> String {
        let view: String
        switch seed.name {
        case "MyGestureContainerView":
            view = """
                <view contentMode="scaleToFill" id="seed-view" customClass="MyGestureContainerView">
                    <rect key="frame" x="80" y="80" width="40" height="40"/>
                    <subviews>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="ramp" id="ramp-img">
                            <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                        </imageView>
                    </subviews>
                </view>
                """
        default:
            let key = seed.name == "NonRectButton" ? "backgroundImage" : "image"
            view = """
                <button opaque="NO" contentMode="scaleToFill" id="seed-view" customClass="\(seed.name)">
                    <rect key="frame" x="80" y="80" width="40" height="40"/>
                    <state key="normal" \(key)="ramp"/>
                </button>
                """
        }
        let under = """
            <button opaque="NO" contentMode="scaleToFill" id="under-btn">
                <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
            </button>
            """
        return withActions(iPhone11XIB(under + "\n" + view, constraints: "", safeAreas: false))
            .replacingOccurrences(
                of: "</objects>",
                with: "</objects>\n<resources><image name=\"ramp\" width=\"40\" height=\"40\"/></resources>")
    }

    /// Lints the seed's XIB with its code read, and with `code: false` and its twin under
    /// `classes:`: the seed view and the button under it have the same hit areas both ways, and
    /// the areas the ramp's columns give.
    func testSeedPatternsAreLintedAsTheirTwins() throws {
        // The hit area of the seed view (or, for the container, what it takes from the button
        // under it): the ramp's columns at or above each threshold, or the enlarged frame.
        let expected: [String: Double] = [
            "NonRectButton": 800, "IrregularShapedButton": 1_400, "SOXShapedTapButton": 1_200,
            "MyGestureContainerView": 400, "CloseButton": 80 * 60,
        ]
        for seed in SeedSources.all {
            for (language, files) in [("Swift", seed.swift), ("Objective-C", seed.objectiveC)] {
                try withWorkspace { ws in
                    try ws.write("Seed.xib", Self.seedXIB(seed))
                    try ws.write("ramp.png", Self.ramp())
                    for (name, text) in files { try ws.write("Sources/" + name, text) }
                    // What loads the XIB (a XIB nothing names is never shown).
                    try ws.write(
                        "Sources/Loader.m", "[[NSBundle mainBundle] loadNibNamed:@\"Seed\" owner:nil options:nil];")
                    let fromCode = try ws.lint("version: 1\nscreens:\n  - from: Seed.xib\n")
                    let twin = try ws.lint(
                        "version: 1\ncode: false\nclasses:\n  \(seed.name): \(seed.twin)\nscreens:\n  - from: Seed.xib\n"
                    )
                    // `{}`: UIKit's own hit test (SOXShapedTapButton is also a built-in class).
                    let plain = try ws.lint(
                        "version: 1\ncode: false\nclasses:\n  \(seed.name): {}\nscreens:\n  - from: Seed.xib\n")
                    let label = "\(seed.name) in \(language)"
                    for id in ["under-btn", "seed-view"]
                    where seed.name != "MyGestureContainerView" || id == "under-btn" {
                        XCTAssertEqual(fromCode.metrics(id).hitArea, twin.metrics(id).hitArea, "\(label): \(id)")
                        XCTAssertEqual(fromCode.metrics(id).hitBounds, twin.metrics(id).hitBounds, "\(label): \(id)")
                    }
                    let area =
                        seed.name == "MyGestureContainerView"
                        ? 40_000 - fromCode.metrics("under-btn").hitArea : fromCode.metrics("seed-view").hitArea
                    XCTAssertEqual(area, expected[seed.name], label)
                    // Without the code, the class is a plain view: the areas differ.
                    let plainArea =
                        seed.name == "MyGestureContainerView"
                        ? 40_000 - plain.metrics("under-btn").hitArea : plain.metrics("seed-view").hitArea
                    XCTAssertNotEqual(plainArea, area, label)
                }
            }
        }
    }

    /// The shaped-button projects of `../shared/realassets`: each class whose hit test is in its
    /// code is read as the built-in entry hitlint was given by hand, or listed with why not.
    func testRealShapedButtonProjectsGiveTheBuiltInSettings() throws {
        guard ProjectPaths.sharedAvailable else { throw XCTSkip("../shared/realassets is absent") }
        let root = ProjectPaths.shared.appendingPathComponent("realassets")
        var read: [String: InferredClass] = [:]
        for project in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
            let folder = root.appendingPathComponent(project)
            let code = CodeReader().read(CodeReader.sourceFiles(in: folder), in: folder, root: nil)
            read.merge(ClassInference.classes(in: code)) { a, _ in a }
        }
        for name in [
            "OBShapedButton", "R_ShapedButton", "SOXShapedTapButton", "ImageShapedButton", "RMShapedImageView",
        ] {
            let keys = try XCTUnwrap(read[name], name).viewKeys
            let builtIn = try XCTUnwrap(ShapedButtonClasses.all[name])
            XCTAssertEqual(keys.hitTest, builtIn.hitTest, name)
            XCTAssertEqual(keys.threshold, builtIn.threshold, name)
            XCTAssertEqual(keys.compare, builtIn.compare, name)
            XCTAssertEqual(keys.thresholdAttribute, builtIn.thresholdAttribute, name)
        }
        // ZQShapedButton tests the alpha of a pixel tuple's fourth byte, a mode set at run time.
        XCTAssertNil(read["ZQShapedButton"]?.hitTest)
        XCTAssertEqual(read["ZQShapedButton"]?.notRead?.location.line, 46)
        XCTAssertEqual(read["OBShapedButton"]?.hitTest?.location.line, 150)
        XCTAssertEqual(read["OBShapedButton"]?.hitTest?.source, .images)
        XCTAssertEqual(read["ImageShapedButton"]?.hitTest?.source, .backgroundImage)
    }

    /// Hostile source files (too large, nested past the parser's limit, not UTF-8, not Swift)
    /// are listed with why, and the rest of the code is still read: never an error.
    func testHostileSourceFilesAreListedNotFatal() throws {
        try withWorkspace { ws in
            try ws.write("Good.swift", SeedSources.nonRect.swift["NonRectButton.swift"]!)
            try ws.write("Huge.swift", String(repeating: "// padding\n", count: 200_000))
            // A file with something only a full parse reads ("IBOutlet") goes to swift-syntax.
            try ws.write(
                "Deep.swift",
                "// IBOutlet\nlet x = " + String(repeating: "(", count: 5_000) + String(repeating: ")", count: 5_000))
            try ws.write("Deep.m", String(repeating: "{ [(", count: 50_000))
            try ws.write("Broken.swift", "class A: UIButton { @IBOutlet var b: UIButton! func f( {")
            try ws.write("Latin1.m", data: Data([0x2F, 0x2F, 0x20, 0xE9, 0x0A]))
            let code = CodeReader().read(CodeReader.sourceFiles(in: ws.folder), in: ws.folder, root: nil)
            let why = Dictionary(uniqueKeysWithValues: code.unread.map { ($0.path, $0.why) })
            XCTAssertEqual(why.keys.sorted(), ["Broken.swift", "Deep.swift", "Huge.swift", "Latin1.m"])
            XCTAssertEqual(why["Latin1.m"], "is not UTF-8 text (line 1, column 4)")
            XCTAssertEqual(why["Broken.swift"], "does not parse as Swift (line 1)")
            XCTAssertTrue(why["Deep.swift"]?.hasPrefix("does not parse as Swift") == true, why["Deep.swift"] ?? "")
            XCTAssertTrue(why["Huge.swift"]?.contains("2097152") == true, why["Huge.swift"] ?? "")
            // An unbalanced Objective-C file is read as far as it goes, and the good file fully.
            XCTAssertEqual(code.files.map(\.path), ["Deep.m", "Good.swift"])
            XCTAssertEqual(ClassInference.classes(in: code)["NonRectButton"]?.hitTest?.threshold, 0.1)
        }
    }

    /// Numbers from the code are held to a manifest's ranges: a threshold above 1 or an edge past
    /// the coordinate limit gives no setting.
    /// A property's observer runs when the property is set, not when the view is made, whatever
    /// the property's name: an enlarging call in `initialised`'s `didSet` is no initializer's.
    func testAnObserverIsNoInitializer() throws {
        let made = try XCTUnwrap(inferred(SeedSources.enlarged.swift)["CloseButton"])
        XCTAssertEqual(made.viewKeys.enlarge.map { [$0.top, $0.right, $0.bottom, $0.left] }, [10, 20, 10, 20])
        var files = SeedSources.enlarged.swift
        let observed = try XCTUnwrap(files["CloseButton.swift"]).replacingOccurrences(
            of: """
                    override func awakeFromNib() {
                        super.awakeFromNib()
                """,
            with: """
                    var initialised = false {
                        didSet {
                """
        )
        .replacingOccurrences(
            of: "setEnlargeEdge(withTop: 10, right: 20, bottom: 10, left: 20)",
            with: "setEnlargeEdge(withTop: 10, right: 20, bottom: 10, left: 20) }")
        XCTAssertNotEqual(observed, files["CloseButton.swift"])
        files["CloseButton.swift"] = observed
        XCTAssertNil(try inferred(files)["CloseButton"]?.viewKeys.enlarge)
    }

    func testOutOfRangeNumbersFromTheCodeAreNotUsed() throws {
        let classes = try inferred([
            "Huge.swift": """
            class HugeButton: UIButton {
                override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                    bounds.insetBy(dx: -1e300, dy: -4).contains(point)
                }
            }
            class FarButton: UIButton {
                override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                    let alpha = CGFloat(0.5) / 255.0
                    return alpha >= 1e400
                }
            }
            """
        ])
        XCTAssertEqual(classes["HugeButton"]?.enlarge?.edges, [4, 1e300, 4, 1e300])
        XCTAssertNil(classes["HugeButton"]?.viewKeys.enlarge)
        XCTAssertNil(classes["FarButton"]?.viewKeys.threshold)
    }
}
