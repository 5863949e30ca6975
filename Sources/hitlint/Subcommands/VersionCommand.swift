import ArgumentParser
import HitLintKit

/// `hitlint version`, as `swiftlint version` (and `hitlint --version`).
struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "version", abstract: "Print hitlint's version.")

    func run() throws {
        do {
            try Output.write(VersionText.line + "\n")
        } catch {
            throw Output.fail(error)
        }
    }
}
