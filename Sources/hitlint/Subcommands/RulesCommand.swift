import ArgumentParser
import Foundation
import HitLintKit

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules, or describe one with its parameters.")

    @Argument(help: "A rule id.")
    var id: String?

    @Option(
        name: .long,
        help: ArgumentHelp("Show the settings of this rules file instead of the defaults.", valueName: "file"))
    var rules: String?

    @Flag(name: .long, help: "Print the default rule set as a rules file (the top-level rules.yaml).")
    var defaults = false

    func run() throws {
        do {
            let registry = RuleRegistry.standard
            if defaults {
                try Output.write(RuleSetDocument.render(registry))
                return
            }
            let configuration =
                try rules.map { path throws(InputError) in try ConfigurationLoader(registry: registry).load(path: path)
                }
                ?? .builtIn(registry: registry)
            let catalog = RuleCatalog(registry: registry, configuration: configuration)
            if let id {
                guard let text = catalog.describe(id) else {
                    throw InputError(
                        Diagnostic(
                            "unknown rule '\(id)'\(Suggestion.didYouMean(id, among: registry.ids)); run `hitlint rules` for the list",
                            file: nil))
                }
                try Output.write(text)
            } else {
                try Output.write(catalog.list())
            }
        } catch let error as InputError {
            throw Output.fail(error)
        }
    }
}
