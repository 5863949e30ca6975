import Foundation
import HitLintKit
import ShapeKit

/// The Interface Builder corpus: storyboards as Xcode writes them (one line per start tag,
/// constraints, colours, fonts, states), `files` x `scenes` x `views`, with an asset catalog
/// of the button images they name, and a manifest that imports them all.
struct InterfaceBuilderCorpus {
    var files = 100
    var scenes = 10
    var views = 20

    var folderName: String { "ib-\(files)x\(scenes)x\(views)" }

    func generate(into folder: URL) throws {
        try? FileManager.default.removeItem(at: folder)
        let catalog = folder.appendingPathComponent("App/Assets.xcassets")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(
            to: catalog.appendingPathComponent("Contents.json"))
        for image in 0..<8 {
            let set = catalog.appendingPathComponent("button\(image).imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            let contents =
                #"{"images":[{"idiom":"universal","scale":"1x"},{"idiom":"universal","scale":"2x"},{"idiom":"universal","filename":"button@3x.png","scale":"3x"}],"info":{"author":"xcode","version":1}}"#
            try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
            var canvas = Canvas(width: 132, height: 132)
            canvas.fill(.star(cx: 66, cy: 66, outer: 64, inner: Double(20 + image * 4)), Colour(40, 120, 200))
            try canvas.write(to: set.appendingPathComponent("button@3x.png"))
        }
        let storyboards = folder.appendingPathComponent("App/Storyboards")
        try FileManager.default.createDirectory(at: storyboards, withIntermediateDirectories: true)
        var manifest = "version: 1\nassets: App/Assets.xcassets\nscreens:\n"
        for file in 0..<files {
            let name = String(format: "Flow%03d.storyboard", file)
            try Data(storyboard(file).utf8).write(to: storyboards.appendingPathComponent(name))
            manifest += "  - from: App/Storyboards/\(name)\n"
        }
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("app.hitlint.yaml"))
    }

    /// An IB id: three groups, as Xcode writes them.
    private func id(_ a: Int, _ b: Int, _ c: Int) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        func group(_ n: Int, _ k: Int) -> String {
            String((0..<k).map { letters[(n / Int(pow(62.0, Double($0)))) % 62] })
        }
        return "\(group(a * 7 + 3, 3))-\(group(b * 11 + 5, 2))-\(group(c * 13 + 1, 3))"
    }

    private func storyboard(_ file: Int) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(id(file, 0, 0))">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                    <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
                <scenes>

            """
        for scene in 0..<scenes {
            out += sceneXML(file, scene)
        }
        out += """
                </scenes>
                <resources>
                    <systemColor name="linkColor"><color red="0.0" green="0.478" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
                    <systemColor name="secondarySystemBackgroundColor"><color red="0.949" green="0.949" blue="0.969" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
                    <systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
                </resources>
            </document>

            """
        return out
    }

    /// One `<scene>`: a view controller whose root view holds `views` views, each placed by two
    /// constraints.
    private func sceneXML(_ file: Int, _ scene: Int) -> String {
        let vc = id(file, scene, 0)
        let root = id(file, scene, 1)
        var out = """
                    <!--Scene \(scene)-->
                    <scene sceneID="\(id(file, scene, 2))">
                        <objects>
                            <viewController storyboardIdentifier="Flow\(file)Scene\(scene)" id="\(vc)" customClass="Scene\(scene)ViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="\(root)">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>

            """
        var constraints = ""
        for view in 0..<views {
            let vid = id(file, scene, 10 + view)
            let x = Double(16 + (view % 4) * 92)
            let y = Double(100 + (view / 4) * 130)
            out += viewXML(file, scene, view, x: x, y: y)
            constraints += """
                                            <constraint firstItem="\(vid)" firstAttribute="leading" secondItem="\(root)" secondAttribute="leading" constant="\(x)" id="\(id(file, scene, 200 + view))"/>
                                            <constraint firstItem="\(vid)" firstAttribute="top" secondItem="\(root)" secondAttribute="top" constant="\(y)" id="\(id(file, scene, 300 + view))"/>

                """
        }
        out += """
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="\(id(file, scene, 3))"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <constraints>
            \(constraints)                        </constraints>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(id(file, scene, 4))" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="\(scene * 800)" y="0.0"/>
                    </scene>

            """
        return out
    }

    /// One view of a scene at (x, y): a shaped button, a label, a switch or a card holding an image.
    private func viewXML(_ file: Int, _ scene: Int, _ view: Int, x: Double, y: Double) -> String {
        let vid = id(file, scene, 10 + view)
        switch view % 5 {
        case 0, 1:
            return """
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(vid)" customClass="OBShapedButton">
                                            <rect key="frame" x="\(x)" y="\(y)" width="80" height="80"/>
                                            <accessibility key="accessibilityConfiguration" identifier="button\(view)"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                            <inset key="imageEdgeInsets" minX="2" minY="2" maxX="2" maxY="2"/>
                                            <state key="normal" image="button\(view % 8)">
                                                <color key="titleColor" systemColor="linkColor"/>
                                            </state>
                                            <state key="highlighted" image="button\((view + 1) % 8)"/>
                                        </button>

                """
        case 2:
            return """
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label \(view)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(vid)">
                                            <rect key="frame" x="\(x)" y="\(y)" width="80" height="21"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>

                """
        case 3:
            return """
                                        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(vid)">
                                            <rect key="frame" x="\(x)" y="\(y)" width="51" height="31"/>
                                        </switch>

                """
        default:
            return """
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(vid)" userLabel="Card \(view)">
                                            <rect key="frame" x="\(x)" y="\(y)" width="80" height="100"/>
                                            <subviews>
                                                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="button\(view % 8)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id(file, scene, 100 + view))">
                                                    <rect key="frame" x="18" y="28" width="44" height="44"/>
                                                </imageView>
                                            </subviews>
                                            <color key="backgroundColor" systemColor="secondarySystemBackgroundColor"/>
                                        </view>

                """
        }
    }

    /// Parses every storyboard of the corpus `repeats` times in this process, XML only and then
    /// as imported screens (the manifest loaded), and lints the manifest with `hitlint`.
    func run(in work: URL, hitlint: String, repeats: Int) throws {
        let folder = work.appendingPathComponent(folderName)
        let stamp = folder.appendingPathComponent("corpus.stamp")
        let stampText = "\(files) \(scenes) \(views) 1\n"
        if (try? String(contentsOf: stamp, encoding: .utf8)) != stampText {
            try generate(into: folder)
            try Data(stampText.utf8).write(to: stamp)
        }
        let storyboards = try FileManager.default.contentsOfDirectory(
            at: folder.appendingPathComponent("App/Storyboards"), includingPropertiesForKeys: nil
        )
        .filter { $0.pathExtension == "storyboard" }.sorted { $0.path < $1.path }
        let data = try storyboards.map { try Data(contentsOf: $0) }
        let bytes = data.reduce(0) { $0 + $1.count }
        var parse = Double.infinity
        var load = Double.infinity
        var elements = 0
        for _ in 0..<repeats {
            let start = ContinuousClock.now
            elements = 0
            for (file, text) in zip(storyboards, data) { elements += try XMLTreeCount.count(text, file.path) }
            parse = min(parse, (ContinuousClock.now - start).seconds)
            let loader = ManifestLoader(knownRuleIDs: RuleRegistry.standard.ids)
            let loadStart = ContinuousClock.now
            let manifest = try loader.load(path: folder.appendingPathComponent("app.hitlint.yaml").path)
            load = min(load, (ContinuousClock.now - loadStart).seconds)
            guard manifest.screens.count == files * scenes else {
                throw BenchError("imported \(manifest.screens.count) screens")
            }
        }
        let lintRun = try ProcessRun.run(
            hitlint,
            ["lint", "--jobs", "1", "--format", "json", folder.appendingPathComponent("app.hitlint.yaml").path])
        guard lintRun.status == 0 || lintRun.status == 1 else {
            throw BenchError("hitlint failed (\(lintRun.status)): \(lintRun.stderr)")
        }
        let megabytes = Double(bytes) / 1_048_576
        print(
            """
            hitlint Interface Builder benchmark, \(ISO8601DateFormatter().string(from: Date()).prefix(10)), one core: \
            \(files) storyboards x \(scenes) scenes x \(views) views, \(String(format: "%.1f", megabytes)) MB of XML, \(elements) elements; best of \(repeats)
              XML parse (StrictXMLReader, tree)      \(String(format: "%7.3f", parse)) s   \(String(format: "%.0f", megabytes / parse)) MB/s
              import (manifest loaded: screens,     \(String(format: "%7.3f", load)) s   \(String(format: "%.0f", megabytes / load)) MB/s
                      views, images resolved)
              hitlint lint --jobs 1 (rasterized)     \(String(format: "%7.3f", lintRun.seconds)) s   \(files * scenes) screens
            """)
    }
}

enum XMLTreeCount {
    static func count(_ data: Data, _ file: String) throws -> Int {
        do throws(InputError) { return try XMLTree.elementCount(parsing: data, file: file) } catch {
            throw BenchError("\(error)")
        }
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
