import Foundation
import PackagePlugin

/// Lints the hitlint manifests (`*.hitlint.yaml`, `hitlint.yaml`) of the target it is applied
/// to, as part of the build, the way SwiftLint's build-tool plugin lints Swift files: findings
/// are printed in the compiler's form, so Xcode and `swift build` show them at their lines, and
/// an error fails the build. The command reruns when a manifest or a PNG of the target changes.
@main
struct HitLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let files = module.sourceFiles.map(\.url)
        // The protocol has no directoryURL before tools version 6.1; its two kinds do.
        let folder =
            (module as? SwiftSourceModuleTarget)?.directoryURL ?? (module as? ClangSourceModuleTarget)?.directoryURL
            ?? context.package.directoryURL
        return try LintCommandMaker(
            tool: context.tool(named: "hitlint").url, files: files, root: folder,
            configurationFolder: context.package.directoryURL, workDirectory: context.pluginWorkDirectoryURL,
            name: target.name, swiftTarget: module is SwiftSourceModuleTarget
        ).commands()
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension HitLintBuildToolPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try LintCommandMaker(
                tool: context.tool(named: "hitlint").url, files: target.inputFiles.map(\.url),
                root: context.xcodeProject.directoryURL, configurationFolder: context.xcodeProject.directoryURL,
                workDirectory: context.pluginWorkDirectoryURL, name: target.displayName
            ).commands()
        }
    }
#endif

/// The one build command: `hitlint lint` over the target's manifests, its images as inputs and
/// a JSON report as the output the build system tracks.
struct LintCommandMaker {
    let tool: URL
    let files: [URL]
    /// Images must stay inside this folder.
    let root: URL
    /// Where a `.hitlint.yml` is looked for.
    let configurationFolder: URL
    let workDirectory: URL
    let name: String
    /// Whether the target compiles Swift: its tracked output is then an empty Swift file, and the
    /// JSON report stays in the plugin's folder. SwiftPM copies any other output into the target's
    /// resources (swiftlang/swift-package-manager#7116), which would ship the report in the app.
    var swiftTarget = true

    /// `ManifestDiscovery.isManifestName` (a plugin cannot import HitLintKit): `.hitlint.yml` and
    /// `.hitlint.yaml` are the configuration, not manifests.
    static func isManifest(_ name: String) -> Bool {
        guard name != ".hitlint.yml", name != ".hitlint.yaml" else { return false }
        return name == "hitlint.yaml" || name == "hitlint.yml" || name.hasSuffix(".hitlint.yaml")
            || name.hasSuffix(".hitlint.yml")
    }

    func commands() -> [Command] {
        let manifests = files.filter { Self.isManifest($0.lastPathComponent) }.sorted { $0.path < $1.path }
        guard !manifests.isEmpty else { return [] }
        // What manifests read: images, imported storyboards and XIBs, asset catalogs' Contents.json.
        let images = files.filter {
            InputFiles.fileTypes.contains($0.pathExtension.lowercased())
                || InputFiles.fileNames.contains($0.lastPathComponent)
        }
        let report = workDirectory.appendingPathComponent("hitlint-\(name).json")
        let stamp = workDirectory.appendingPathComponent("hitlint-\(name)-stamp.swift")
        var arguments = ["lint", "--root", root.path, "--report", "json=\(report.path)"]
        if swiftTarget { arguments += ["--build-stamp", stamp.path] }
        var inputs = manifests + images
        for file in [".hitlint.yml", ".hitlint.yaml"] {
            let configuration = configurationFolder.appendingPathComponent(file)
            if FileManager.default.fileExists(atPath: configuration.path) {
                arguments += ["--config", configuration.path]
                inputs.append(configuration)
                break
            }
        }
        return [
            .buildCommand(
                displayName: "hitlint: tappable areas of \(name) (\(manifests.count) manifests)",
                executable: tool,
                arguments: arguments + manifests.map(\.path),
                inputFiles: inputs,
                outputFiles: [swiftTarget ? stamp : report])
        ]
    }
}
