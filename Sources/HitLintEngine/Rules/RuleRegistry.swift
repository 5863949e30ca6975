import HitLintCore

/// Every rule hitlint has, in the order `hitlint rules` lists them: the source of truth for the
/// built-in defaults and for the top-level `rules.yaml` (`RuleSetDocument`).
public struct RuleRegistry: Sendable {
    package let rules: [any Rule]

    package init(rules: [any Rule]) { self.rules = rules }

    /// Every rule of `Rules/Catalog/` (`standardRuleTypes`, generated), in the order they were
    /// added.
    public static let standard = RuleRegistry(rules: standardRuleTypes.map { $0.init() })

    /// The findings of inputs hitlint could not read (rule `input-error`).
    package static func inputErrorFindings(_ error: InputError) -> [Finding] {
        error.diagnostics.map(InputErrorRule.finding(for:))
    }

    /// Whether a finding says an input could not be read (the run then ends with status 2).
    package static func isInputError(_ finding: Finding) -> Bool { finding.rule == InputErrorRule.identifier }

    /// The same rules and `extra` after them (a project's own rules, or a test's).
    package func adding(_ extra: [any Rule]) -> RuleRegistry { RuleRegistry(rules: rules + extra) }

    package func rule(id: String) -> (any Rule)? { rules.first { $0.identifier == id } }
    public var ids: [String] { rules.map { $0.identifier } }
}
