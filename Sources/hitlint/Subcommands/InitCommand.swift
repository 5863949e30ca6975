import ArgumentParser
import Foundation
import HitLintKit

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter manifest (hitlint.yaml) and a copy of the default rules.yaml.")

    @Option(name: .long, help: ArgumentHelp("The folder to write into (default: the current folder).", valueName: "dir"))
    var directory: String = "."

    func run() throws {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        let files = [("hitlint.yaml", StarterManifest.yaml), ("rules.yaml", RuleSetDocument.render(.standard))]
        let existing = files.map { folder.appendingPathComponent($0.0) }.filter { FileManager.default.fileExists(atPath: $0.path) }
        guard existing.isEmpty else {
            throw Output.fail(InputError(existing.map { Diagnostic("already exists; hitlint init overwrites nothing", file: $0.path) }))
        }
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            do {
                try Data(text.utf8).write(to: url)
            } catch {
                throw Output.fail(InputError(Diagnostic("cannot write: \(error.localizedDescription)", file: url.path)))
            }
            Output.write("wrote \(url.path)\n")
        }
        Output.write("next: describe your screens in hitlint.yaml, then run `hitlint lint --rules rules.yaml`\n")
    }
}
