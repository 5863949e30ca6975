import Foundation
import Yams

/// The configured severity and parameters of every rule: the built-in `rules.yaml`, with a
/// user's rules file laid over it (only what the user's file names changes).
public struct RuleConfiguration: Sendable {
    public struct Entry: Sendable {
        /// Nil when the rule is `off`.
        public var severity: Severity?
        public var parameters: RuleParameters
    }

    public private(set) var entries: [String: Entry]

    /// The defaults, from the copy of `rules.yaml` built into hitlint.
    public static func builtIn(registry: RuleRegistry = .standard) -> RuleConfiguration {
        var configuration = RuleConfiguration(entries: [:])
        do {
            try configuration.apply(text: DefaultRules.yaml, file: "rules.yaml (built in)", registry: registry, requireAll: true)
        } catch {
            preconditionFailure("the built-in rules.yaml is invalid: \(error)")
        }
        return configuration
    }

    /// The defaults with the file at `path` applied.
    public static func load(path: String, registry: RuleRegistry = .standard) throws(InputError) -> RuleConfiguration {
        var configuration = builtIn(registry: registry)
        let text = try ManifestLoader.readText(at: URL(fileURLWithPath: path), displayPath: path, maxBytes: 1024 * 1024)
        try configuration.apply(text: text, file: path, registry: registry, requireAll: false)
        return configuration
    }

    public func entry(for id: String) -> Entry? { entries[id] }

    /// Lays a rules file over the current entries.
    mutating func apply(text: String, file: String, registry: RuleRegistry, requireAll: Bool) throws(InputError) {
        let document = try YAMLDocument(text: text, file: file)
        let reader = NodeReader(document: document, maxNodes: 100_000)
        let ids = registry.rules.map(\.description.id)
        if let top = reader.mapping(document.root, what: "the rules file", keys: ["rules"]),
           let rulesNode = top.first(where: { $0.key == "rules" })?.value,
           let pairs = reader.mapping(rulesNode, what: "rules", keys: ids) {
            for (id, _, node) in pairs {
                guard let rule = registry.rule(id: id) else { continue }
                let parameterNames = rule.description.parameters.map(\.name)
                guard let settings = reader.mapping(node, what: "rule '\(id)'", keys: ["severity"] + parameterNames) else { continue }
                var entry = entries[id] ?? Entry(severity: nil, parameters: RuleParameters([:]))
                for (key, _, value) in settings {
                    if key == "severity" {
                        if let word = reader.string(value, what: "severity") {
                            if word == "off" {
                                entry.severity = nil
                            } else if let severity = Severity(rawValue: word) {
                                entry.severity = severity
                            } else {
                                let choices = Severity.allCases.map(\.rawValue).reversed() + ["off"]
                                reader.error("severity must be one of \(choices.joined(separator: ", ")), not '\(word)'\(Suggestion.didYouMean(word, among: choices))", at: value)
                            }
                        }
                    } else if let parameter = rule.description.parameters.first(where: { $0.name == key }),
                              let number = reader.number(value, what: "\(id).\(key)", in: parameter.range) {
                        entry.parameters.values[key] = number
                    }
                }
                if requireAll {
                    for name in parameterNames where entry.parameters.values[name] == nil {
                        reader.error("rule '\(id)' needs a value for '\(name)'", at: node)
                    }
                    if !settings.contains(where: { $0.key == "severity" }) { reader.error("rule '\(id)' needs a severity", at: node) }
                }
                entries[id] = entry
            }
            if requireAll {
                for id in ids where !pairs.contains(where: { $0.key == id }) {
                    reader.error("rule '\(id)' is missing", at: rulesNode)
                }
            }
        } else if reader.diagnostics.isEmpty {
            reader.error("the rules file needs a 'rules:' mapping of rule ids", at: document.root)
        }
        if !reader.diagnostics.isEmpty { throw InputError(reader.diagnostics) }
    }
}
