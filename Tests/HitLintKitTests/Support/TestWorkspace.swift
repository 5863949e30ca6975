import Foundation
import ShapeKit
import XCTest

@testable import HitLintKit

/// A temporary folder holding a manifest and the PNGs a test draws for it.
struct TestWorkspace {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hitlint-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let url = url(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func write(_ name: String, _ canvas: Canvas) throws {
        try canvas.write(to: url(name))
    }

    func write(_ name: String, data: Data) throws {
        try data.write(to: url(name))
    }

    /// `Assets.xcassets` holding one image set `name` with `canvas` as its only (1x) file.
    func writeCatalog(_ name: String, _ canvas: Canvas) throws {
        let oneX =
            #"{"images": [{"idiom": "universal", "filename": "\#(name).png", "scale": "1x"}], "info": {"version": 1, "author": "xcode"}}"#
        try write("Assets.xcassets/Contents.json", #"{"info": {"version": 1, "author": "xcode"}}"#)
        try write("Assets.xcassets/\(name).imageset/Contents.json", oneX)
        try write("Assets.xcassets/\(name).imageset/\(name).png", canvas)
    }

    func load(_ name: String = "test.hitlint.yaml", paths: PathPolicy = PathPolicy()) throws -> Manifest {
        try ManifestLoader(knownRuleIDs: RuleRegistry.standard.ids, paths: paths).load(path: url(name).path)
    }
}

/// The analysis and findings of the first screen of a manifest written from `yaml`.
struct Linted {
    let analysis: ScreenAnalysis
    let findings: [Finding]

    /// Metrics of a target by id (fails the test when it is not a target).
    func metrics(_ id: String, file: StaticString = #filePath, line: UInt = #line) -> TargetMetrics {
        guard let view = analysis.scene.view(id: id), let metrics = analysis.metrics[view.index] else {
            XCTFail("'\(id)' is not a target", file: file, line: line)
            return TargetMetrics(
                view: 0, frameArea: 0, hitPixels: 0, hitArea: -1, seenPixels: 0, seenArea: -1, coveredPixels: 0,
                coverage: nil, takenBy: [], hitBounds: nil, clippedArea: -1, clippedOffScreenArea: -1, insidePixels: 0)
        }
        return metrics
    }

    func takenArea(_ target: String, by taker: String?) -> Double? {
        let views = analysis.scene.views
        return metrics(target).takenBy.first { taken in
            taker == nil ? taken.view == 0 : (taken.view != 0 && views[taken.view].id == taker)
        }?.area
    }

    func rules(for view: String) -> [String] { findings.filter { $0.view == view }.map(\.rule).sorted() }
}

extension TestWorkspace {
    /// Writes `images`, then `yaml` as the manifest, and analyses its first screen.
    func lint(
        _ yaml: String, images: [String: Canvas] = [:], rules: LintConfiguration = .builtIn(),
        paths: PathPolicy = PathPolicy()
    ) throws -> Linted {
        for (name, canvas) in images { try write(name, canvas) }
        try write("test.hitlint.yaml", yaml)
        let manifest = try load(paths: paths)
        let scene = SceneBuilder(images: ImageStore(keepColour: true)).scene(for: manifest.screens[0], in: manifest)
        let analysis = ScreenAnalysis.analyze(scene)
        return Linted(analysis: analysis, findings: RuleRunner(configuration: rules).findings(for: analysis))
    }
}

/// Runs `body` with a fresh workspace, removed afterwards.
func withWorkspace<T>(_ body: (TestWorkspace) throws -> T) throws -> T {
    let workspace = try TestWorkspace()
    defer { workspace.remove() }
    return try body(workspace)
}

/// A canvas of one colour everywhere (alpha `a`).
func solid(_ width: Int, _ height: Int, alpha: UInt8 = 255) -> Canvas {
    var canvas = Canvas(width: width, height: height)
    for j in 0..<height { for i in 0..<width { canvas.blend(i, j, Colour(10, 20, 30), alpha: alpha) } }
    return canvas
}

/// The project's root folder and the shared folder beside it.
enum ProjectPaths {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let shared = root.deletingLastPathComponent().appendingPathComponent("shared")
    static var sharedAvailable: Bool {
        FileManager.default.fileExists(atPath: shared.appendingPathComponent("realassets").path)
    }
}
