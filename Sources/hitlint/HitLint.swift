import ArgumentParser
import HitLintKit

/// The root command: `hitlint lint`, `hitlint probe`, `hitlint rules`.
struct HitLint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hitlint",
        abstract: "Lint the tappable areas of iOS buttons without running the app.",
        version: VersionText.line,
        subcommands: [
            LintCommand.self, FixCommand.self, ProbeCommand.self, ImportCommand.self, RulesCommand.self,
            DevicesCommand.self,
            InitCommand.self, VersionCommand.self,
        ],
        defaultSubcommand: LintCommand.self)
}
