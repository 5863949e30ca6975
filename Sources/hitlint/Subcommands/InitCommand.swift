import ArgumentParser
import Foundation
import HitLintKit

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter manifest (hitlint.yaml) and configuration (.hitlint.yml, every rule with its defaults).")

    @Option(name: .long, help: ArgumentHelp("The folder to write into (default: the current folder).", valueName: "dir"))
    var directory: String = "."

    func run() throws {
        do throws(InputError) {
            let folder = directory.hasSuffix("/") ? directory : directory + "/"
            let files = [("hitlint.yaml", StarterManifest.yaml), (".hitlint.yml", RuleSetDocument.starterConfiguration(.standard))].map {
                (folder + $0.0, $0.1)
            }
            // Checked first so that nothing is written when anything is in the way (a dangling link too).
            let existing = files.filter { path, _ in
                var status = stat()
                return lstat(path, &status) == 0
            }
            guard existing.isEmpty else {
                throw InputError(existing.map { Diagnostic("already exists; hitlint init overwrites nothing", file: $0.0) })
            }
            try OutputFile.makeFolder(directory)
            for (path, text) in files {
                try OutputFile.create(path, with: Array(text.utf8))
                try Output.write("wrote \(path)\n")
            }
            try Output.write("next: describe your screens in hitlint.yaml, then run `hitlint lint` (it reads .hitlint.yml)\n")
        } catch {
            throw Output.fail(error)
        }
    }
}
