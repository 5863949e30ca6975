import ArgumentParser
import Foundation
import HitLintKit

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write the manifest equivalent to importing storyboards and XIBs with `from:` (hand-editable).",
        discussion:
            "Image names resolve against --assets; without it, against the asset catalogs (*.xcassets) beside each file and in its parent folder, and those folders themselves."
    )

    @Argument(help: ArgumentHelp("Storyboards and XIBs.", valueName: "file"))
    var files: [String]

    @Option(
        name: .long,
        help: ArgumentHelp("Write the manifest to this file instead of standard output.", valueName: "path"))
    var output: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "An asset catalog or folder image names resolve against (repeatable, searched in order).", valueName: "path"
        ))
    var assets: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp("The manifest's scale, for files that name no device (default 3).", valueName: "n"))
    var scale: Int = 3

    @OptionGroup var input: InputOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("name at least one storyboard or XIB") }
        if !(1...3).contains(scale) { throw ValidationError("--scale must be 1, 2 or 3, not \(scale)") }
    }

    func run() throws {
        do throws(InputError) {
            let folder = URL(
                fileURLWithPath: output.map { ($0 as NSString).deletingLastPathComponent } ?? ".", isDirectory: true)
            // Files must stay inside the lint root: --root, the configuration's, else the current folder.
            var settings = input.settings()
            settings.defaultRoot = "."
            let (configuration, problems) = settings.configuration(for: files)
            if !problems.isEmpty { throw InputError(problems) }
            let options = settings.options(configuration)
            let importer = ManifestImporter(loader: options.loader, images: ImageStore())
            let text = try importer.manifest(
                importing: files, assets: assets.isEmpty ? NearbyAssets.of(files) : assets,
                scale: scale, folder: folder.standardizedFileURL)
            if let output {
                try OutputFile.replace(output, with: Array(text.utf8))
                try Output.write("wrote \(output)\n")
            } else {
                try Output.write(text)
            }
        } catch {
            throw Output.fail(error)
        }
    }
}
