import ArgumentParser
import Foundation
import HitLintKit

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a manifest (hitlint.yaml) and a configuration (.hitlint.yml, every rule with its defaults).",
        discussion: """
            In a folder that holds an Xcode project, the manifest imports the storyboards, XIBs and asset
            catalogs that the project's iOS targets build (read from project.pbxproj), and lists the
            others in a comment with why; in a folder without a project, every storyboard, XIB and asset
            catalog under it; in a folder without any, a commented starter manifest to fill in.
            `hitlint lint` then runs with no further edit.
            """)

    @Option(
        name: .long, help: ArgumentHelp("The folder to write into (default: the current folder).", valueName: "dir"))
    var directory: String = "."

    func run() throws {
        do throws(InputError) {
            let folder = directory.hasSuffix("/") ? directory : directory + "/"
            let project = ProjectManifest(folder: URL(fileURLWithPath: directory, isDirectory: true))
            let scan = project.scan(readingCode: true)
            for problem in scan.problems { Output.error("\(problem.description) (left out)") }
            let manifest =
                scan.imported.isEmpty && scan.leftOut.isEmpty && scan.swiftUIFolders.isEmpty
                ? StarterManifest.yaml : project.text(scan)
            let files = [("hitlint.yaml", manifest), (".hitlint.yml", RuleSetDocument.starterConfiguration(.standard))]
                .map {
                    (folder + $0.0, $0.1)
                }
            // Checked first so that nothing is written when anything is in the way (a dangling link too).
            let existing = files.filter { path, _ in
                var status = stat()
                return lstat(path, &status) == 0
            }
            guard existing.isEmpty else {
                throw InputError(
                    existing.map { Diagnostic("already exists; hitlint init overwrites nothing", file: $0.0) })
            }
            try OutputFile.makeFolder(directory)
            for (path, text) in files {
                try OutputFile.create(path, with: Array(text.utf8))
                try Output.write("wrote \(path)\n")
            }
            let next =
                manifest == StarterManifest.yaml
                ? "describe your screens in hitlint.yaml, then run `hitlint lint`" : "run `hitlint lint`"
            try Output.write("next: \(next) (it reads .hitlint.yml)\n")
        } catch {
            throw Output.fail(error)
        }
    }
}
