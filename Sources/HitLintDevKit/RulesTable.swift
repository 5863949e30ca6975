import HitLintKit

/// The table of docs/rules.md: one row per rule with its default severity, parameters and
/// summary, as the registry declares them.
enum RulesTable {
    static func render(_ registry: RuleRegistry) -> String {
        var out = "| id | default | parameters | fires when |\n|---|---|---|---|\n"
        for rule in registry.rules {
            let d = rule.description
            let parameters = d.parameters.map { "`\($0.name): \(MessageFormat.plain($0.defaultValue))`" }.joined(
                separator: ", ")
            let summary = d.summary.replacingOccurrences(of: "|", with: "\\|")
            let configurable = d.configurable ? "" : " It cannot be configured."
            out += "| `\(d.id)` | \(d.defaultSeverity.rawValue) | \(parameters) | \(summary)\(configurable) |\n"
        }
        return out
    }
}
