import Foundation
import XCTest

@testable import HitLintKit

/// Image names resolve as `UIImage(named:)` does (docs/manifest.md, "Image names"), in plain
/// manifests as in imported files, and `--changed` follows what they resolve to.
final class ImageNameTests: XCTestCase {
    private func scene(_ ws: TestWorkspace, scale: Int? = nil) throws -> Scene {
        let manifest = try ws.load()
        return SceneBuilder(images: ImageStore()).scene(for: manifest.screens[0], in: manifest, scale: scale)
    }

    /// A manifest of one 44 pt view showing `image` of `Assets.xcassets` at its top left.
    private func catalogManifest(showing image: String) -> String {
        """
        version: 1
        assets: [Assets.xcassets]
        screens:
          - name: S
            size: [100, 100]
            views:
              - id: a
                frame: [0, 0, 44, 44]
                image: \(image)
                contentMode: topLeft
        """
    }

    /// A manifest of one 44 pt view 'play' showing `image` at the top left of a 100 pt screen,
    /// with `keys` of that view besides.
    private func playManifest(showing image: String, _ keys: String...) -> String {
        let more = keys.map { "\n        " + $0 }.joined()
        return
            "version: 1\nscreens:\n  - name: S\n    size: [100, 100]\n    views:\n      - id: play\n        frame: [0, 0, 44, 44]\n        image: \(image)\(more)\n"
    }

    /// A name matches files with its case, as on a device (a Mac's disk opens `Play.png` for
    /// `play.png`, and the simulator too): a file that differs only in case is not used, and the
    /// error names it.
    func testANameDifferingFromItsFileOnlyInCaseIsAnErrorThatNamesTheFile() throws {
        try withWorkspace { ws in
            try ws.write("Play@2x.png", solid(20, 20))
            try ws.write("test.hitlint.yaml", playManifest(showing: "play.png"))
            let scene = try scene(ws, scale: 2)
            XCTAssertNil(scene.views[1].image)
            XCTAssertEqual(
                scene.imageProblems.map(\.error.message),
                [
                    "no such file; 'Play@2x.png' differs from it only in case, and names are matched with their case, as on a device"
                ])
            // Named with its case, it is found.
            try ws.write("test.hitlint.yaml", playManifest(showing: "Play.png"))
            XCTAssertEqual(try self.scene(ws, scale: 2).views[1].image?.reference.url.lastPathComponent, "Play@2x.png")
            // A name with its scale, and a folder whose name differs in case, are judged alike.
            try ws.write("Icons/stop@3x.png", solid(30, 30))
            for (name, near) in [
                ("play@2x.png", "Play@2x.png"), ("icons/stop.png", "Icons/stop@3x.png"),
                ("icons/Stop@3x.png", "Icons/stop@3x.png"),
            ] {
                try ws.write("test.hitlint.yaml", playManifest(showing: name))
                XCTAssertEqual(
                    try self.scene(ws, scale: 3).imageProblems.map(\.error.message),
                    [
                        "no such file; '\(near)' differs from it only in case, and names are matched with their case, as on a device"
                    ], name)
            }
            try ws.write("test.hitlint.yaml", playManifest(showing: "Icons/stop.png"))
            XCTAssertEqual(try self.scene(ws, scale: 3).views[1].image?.reference.url.lastPathComponent, "stop@3x.png")
        }
    }

    func testAPNGNameFindsTheVariantOfTheScreensScale() throws {
        try withWorkspace { ws in
            try ws.write("play.png", solid(10, 10))
            try ws.write("play@2x.png", solid(20, 20))
            try ws.write("play@3x.png", solid(30, 30))
            try ws.write(
                "test.hitlint.yaml", playManifest(showing: "play.png", "contentMode: center", "threshold: 0.5"))
            for (scale, file) in [(3, "play@3x.png"), (2, "play@2x.png"), (1, "play.png")] {
                let placed = try XCTUnwrap(try scene(ws, scale: scale).views[1].image)
                XCTAssertEqual(placed.reference.url.lastPathComponent, file)
                // Every variant is 10 x 10 pt: the same centred square.
                XCTAssertEqual(placed.rect, Rect(x: 17, y: 17, width: 10, height: 10))
            }
            // Without the 3x file, a 3x screen takes the largest there is.
            try FileManager.default.removeItem(at: ws.url("play@3x.png"))
            let fallback = try XCTUnwrap(try scene(ws).views[1].image)
            XCTAssertEqual(fallback.reference.url.lastPathComponent, "play@2x.png")
            XCTAssertEqual(fallback.pointSize, Size(width: 10, height: 10))
        }
    }

    func testACatalogNameUsesTheSlotsScaleWhateverTheFileIsCalled() throws {
        try withWorkspace { ws in
            try ws.write(
                "Assets.xcassets/playButton.imageset/Contents.json",
                """
                {"images": [{"idiom": "universal", "scale": "1x"},
                            {"idiom": "universal", "filename": "odd-name.png", "scale": "2x"},
                            {"idiom": "universal", "scale": "3x"}],
                 "info": {"version": 1, "author": "xcode"}}
                """)
            try ws.write("Assets.xcassets/playButton.imageset/odd-name.png", solid(60, 60))
            try ws.write(
                "test.hitlint.yaml",
                """
                version: 1
                assets: [Assets.xcassets, .]
                screens:
                  - name: S
                    size: [100, 100]
                    views:
                      - id: play
                        frame: [0, 0, 44, 44]
                        image: playButton
                        contentMode: topLeft
                      - id: gone
                        frame: [50, 50, 44, 44]
                        image: nowhere
                """)
            let scene = try scene(ws)
            XCTAssertEqual(scene.views[1].image?.pointSize, Size(width: 30, height: 30), "60 px in the 2x slot")
            XCTAssertEqual(
                scene.imageProblems.map(\.error.message),
                ["no image set or file of that name in Assets.xcassets, \(ws.folder.lastPathComponent)"])
        }
    }

    /// A catalog is walked without following symbolic links (Xcode writes none): an image set
    /// that is a link is not an image set, and a group that links back to the catalog does not
    /// make the walk endless. A group that provides a namespace prefixes its sets' names.
    func testACatalogWalkSkipsLinksAndNamesSetsByTheirNamespace() throws {
        try withWorkspace { ws in
            let set =
                #"{"images": [{"idiom": "universal", "filename": "star.png", "scale": "2x"}], "info": {"version": 1, "author": "xcode"}}"#
            try ws.write("Assets.xcassets/Icons/Contents.json", #"{"properties": {"provides-namespace": true}}"#)
            try ws.write("Assets.xcassets/Icons/star.imageset/Contents.json", set)
            try ws.write("Assets.xcassets/Icons/star.imageset/star.png", solid(20, 20))
            try ws.write("Assets.xcassets/Plain/dot.imageset/Contents.json", set)
            try ws.write("Assets.xcassets/notes.txt", "not a folder")
            let fm = FileManager.default
            try fm.createSymbolicLink(
                atPath: ws.url("Assets.xcassets/Icons/linked.imageset").path, withDestinationPath: "star.imageset")
            try fm.createSymbolicLink(atPath: ws.url("Assets.xcassets/Plain/Loop").path, withDestinationPath: "..")
            let catalog = AssetCatalog(url: ws.url("Assets.xcassets"))
            XCTAssertEqual(catalog.imageSets.keys.sorted(), ["Icons/star", "dot"])
            let star = try XCTUnwrap(catalog.imageSet(named: "Icons/star")?.get())
            XCTAssertEqual(star.map(\.url.lastPathComponent), ["star.png"])
            XCTAssertEqual(star.map(\.scale), [2])
            XCTAssertNil(catalog.imageSet(named: "Icons/linked"))
            XCTAssertNil(catalog.imageSet(named: "Plain/Loop/dot"))
        }
    }

    /// A catalog the manifest names through a symbolic link inside the lint root is read through
    /// it, on Linux as on macOS (Foundation's URL listing on Linux saw such a folder as empty).
    func testACatalogNamedThroughALinkIsRead() throws {
        try withWorkspace { ws in
            try ws.write(
                "Shared/Real.xcassets/dot.imageset/Contents.json",
                #"{"images": [{"idiom": "universal", "filename": "dot.png", "scale": "2x"}], "info": {"version": 1, "author": "xcode"}}"#
            )
            try ws.write("Shared/Real.xcassets/dot.imageset/dot.png", solid(30, 30))
            try FileManager.default.createSymbolicLink(
                atPath: ws.url("Assets.xcassets").path, withDestinationPath: "Shared/Real.xcassets")
            try ws.write("test.hitlint.yaml", catalogManifest(showing: "dot"))
            let scene = try scene(ws)
            XCTAssertEqual(scene.imageProblems.map(\.error.message), [])
            XCTAssertEqual(scene.views[1].image?.pointSize, Size(width: 15, height: 15), "30 px in the 2x slot")
        }
    }

    /// A slot's file name longer than any file system allows is refused with its length, not
    /// repeated into the message of every view that uses the set (hostile input, round three).
    func testAFileNameLongerThanAnyFileSystemAllowsIsRefused() throws {
        try withWorkspace { ws in
            let long = String(repeating: "a", count: 300) + ".png"
            try ws.write(
                "Assets.xcassets/long.imageset/Contents.json",
                #"{"images": [{"idiom": "universal", "filename": "\#(long)", "scale": "1x"}], "info": {"version": 1, "author": "xcode"}}"#
            )
            try ws.write("test.hitlint.yaml", catalogManifest(showing: "long"))
            let problems = try scene(ws).imageProblems.map(\.error.message)
            XCTAssertEqual(
                problems,
                ["the image set long.imageset names a file of 304 bytes, longer than any file name can be (255)"])
        }
    }

    func testChangedFollowsImportsVariantsAndCatalogs() throws {
        try withWorkspace { ws in
            try InterfaceBuilderTests.write(ws)
            try ws.write("other.png", solid(4, 4))
            try ws.write("icon.png", solid(4, 4))
            try ws.write(
                "plain.hitlint.yaml",
                """
                version: 1
                screens:
                  - name: S
                    size: [100, 100]
                    views:
                      - id: icon
                        frame: [0, 0, 44, 44]
                        image: icon.png
                """)
            let root = ws.folder.path
            // A loader per run, as each hitlint run has (it caches what names resolve to).
            func selected(_ files: [String]) -> [String] {
                ChangedFiles(loader: ManifestLoader(knownRuleIDs: RuleRegistry.standard.ids)).manifests(
                    for: files.map { ws.url($0).path }, searchRoot: root
                ).map { URL(fileURLWithPath: $0).lastPathComponent }
            }
            XCTAssertEqual(selected(["Everything.xib"]), ["test.hitlint.yaml"])
            XCTAssertEqual(selected(["Assets.xcassets/dot.imageset/Contents.json"]), ["test.hitlint.yaml"])
            XCTAssertEqual(selected(["Assets.xcassets/Icons/ring.imageset/ring.png"]), ["test.hitlint.yaml"])
            XCTAssertEqual(selected(["other.png"]), [])
            // A new 3x variant changes what `image: icon.png` draws on a 3x screen.
            try ws.write("icon@3x.png", solid(12, 12))
            XCTAssertEqual(selected(["icon@3x.png"]), ["plain.hitlint.yaml"])
            // A storyboard broken by the change: the manifest importing it is linted, and fails.
            try ws.write("Everything.xib", "<document")
            XCTAssertEqual(selected(["Everything.xib"]), ["test.hitlint.yaml"])
            // A manifest that is a link to a file past limits.maxFileBytes (a sparse 64 MiB file):
            // not read whole, but selected, so that lint says why it cannot be read.
            let huge = ws.url("huge.bin").path
            XCTAssertTrue(FileManager.default.createFile(atPath: huge, contents: nil))
            XCTAssertEqual(truncate(huge, 64 << 20), 0)
            try FileManager.default.createSymbolicLink(
                atPath: ws.url("big.hitlint.yaml").path, withDestinationPath: huge)
            XCTAssertEqual(selected(["Everything.xib"]), ["big.hitlint.yaml", "test.hitlint.yaml"])
        }
    }
}
