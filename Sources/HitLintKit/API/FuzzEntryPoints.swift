import Foundation

/// What the fuzz targets drive: every input must end in a value or a diagnostic, never a trap.
public enum FuzzEntryPoints {
    /// Loads `data` as a manifest and, when it loads, lints it end to end (images resolve to
    /// nothing in an empty folder, so this exercises validation, the raster and the rules).
    public static func manifest(_ data: Data) {
        guard let text = String(validating: data, as: UTF8.self) else { return }
        var limits = ManifestLimits()
        limits.maxScreenPixels = 1 << 20 // keep each run quick
        limits.maxNodes = 20_000
        let loader = ManifestLoader(limits: limits, knownRuleIDs: RuleRegistry.standard.ids)
        guard let manifest = try? loader.load(text: text, path: "fuzz.hitlint.yaml",
                                              directory: URL(fileURLWithPath: "/nonexistent-hitlint-fuzz/", isDirectory: true)) else { return }
        let report = Linter(options: LintOptions(jobs: 1)).lint([manifest])
        _ = JSONReporter().render(report, context: ReportContext())
    }

    /// Decodes `data` as a PNG, with and without colour.
    public static func png(_ data: Data) {
        var limits = PNGLimits()
        limits.maxPixels = 4_000_000
        let decoder = PNGDecoder(limits: limits)
        if case let .success(image) = decoder.decode(data: data, keepColour: true) {
            precondition(image.alpha.count == image.width * image.height)
        }
    }

    /// Runs `target` on every file named in `paths` (folders: every file in them, sorted), as
    /// the fuzz targets do when built without libFuzzer; returns how many inputs ran.
    public static func replay(_ paths: [String], into target: (Data) -> Void) throws -> Int {
        var files: [URL] = []
        for path in paths {
            let url = URL(fileURLWithPath: path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                files += try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil).sorted { $0.path < $1.path }
            } else {
                files.append(url)
            }
        }
        for file in files { target(try Data(contentsOf: file)) }
        return files.count
    }
}
