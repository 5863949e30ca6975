import HitLintCore

/// The text of `hitlint rules` and `hitlint rules ID`.
package struct RuleCatalog: Sendable {
    package let registry: RuleRegistry
    package let configuration: LintConfiguration

    package init(registry: RuleRegistry, configuration: LintConfiguration) {
        self.registry = registry
        self.configuration = configuration
    }

    package func severityName(_ id: String) -> String { configuration.entry(for: id)?.severity?.rawValue ?? "off" }

    package func parameterList(_ rule: any Rule) -> String {
        rule.description.parameters.map { "\($0.name): \(MessageFormat.number(value(of: $0, in: rule), places: 3))" }
            .joined(separator: ", ")
    }

    /// The configured value of a rule's parameter.
    package func value(of parameter: RuleParameter, in rule: any Rule) -> Double {
        configuration.entry(for: rule.identifier)?.parameters[parameter] ?? parameter.defaultValue
    }

    /// One line per rule: id, severity, parameters, summary.
    package func list() -> String {
        let width = registry.ids.map(\.count).max() ?? 0
        var out = ""
        for rule in registry.rules {
            let id = rule.identifier
            let severity = severityName(id)
            let parameters = parameterList(rule)
            out +=
                id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + severity.padding(toLength: 9, withPad: " ", startingAt: 0)
                + rule.description.summary
                + (parameters.isEmpty ? "" : " [\(parameters)]") + "\n"
        }
        return out
    }

    /// The full description of one rule, or nil for an unknown id.
    package func describe(_ id: String) -> String? {
        guard let rule = registry.rule(id: id) else { return nil }
        let d = rule.description
        var out = "\(d.id): \(d.name)\n  severity: \(severityName(id))\n"
        for parameter in d.parameters {
            out +=
                "  \(parameter.name): \(MessageFormat.number(value(of: parameter, in: rule), places: 3))  (\(parameter.summary))\n"
        }
        out += "\n\(d.summary)\n\n\(d.details)\n"
        return out
    }
}
