import ArgumentParser
import Foundation
import HitLintKit

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules, or describe one with its parameters.")

    @Argument(help: "A rule id.")
    var id: String?

    @Option(name: .long, help: ArgumentHelp("Show the settings of this rules file instead of the defaults.", valueName: "file"))
    var rules: String?

    func run() throws {
        do {
            let registry = RuleRegistry.standard
            let configuration = try rules.map { path throws(InputError) in try RuleConfiguration.load(path: path, registry: registry) }
                ?? .builtIn(registry: registry)
            let catalog = RuleCatalog(registry: registry, configuration: configuration)
            if let id {
                guard let text = catalog.describe(id) else {
                    throw InputError(Diagnostic("unknown rule '\(id)'\(Suggestion.didYouMean(id, among: registry.ids)); run `hitlint rules` for the list", file: nil))
                }
                Output.write(text)
            } else {
                Output.write(catalog.list())
            }
        } catch let error as InputError {
            throw Output.fail(error)
        }
    }
}
