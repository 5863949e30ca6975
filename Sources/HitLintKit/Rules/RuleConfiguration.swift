import Foundation

/// The configured severity and parameters of every rule: the built-in `rules.yaml`, with a
/// user's rules file laid over it (only what the user's file names changes).
public struct RuleConfiguration: Sendable {
    public struct Entry: Sendable {
        /// Nil when the rule is `off`.
        public var severity: Severity?
        public var parameters: RuleParameters
    }

    public private(set) var entries: [String: Entry]
    /// Input limits, from the file's `limits:` section (defaults otherwise).
    public private(set) var manifestLimits = ManifestLimits()
    public private(set) var pngLimits = PNGLimits()

    init(entries: [String: Entry]) { self.entries = entries }

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
        let document = try YAMLDocument(text: text, file: file, maxNodes: 100_000)
        let reader = NodeReader(document: document)
        let ids = registry.rules.map(\.description.id)
        let top = reader.mapping(document.root, what: "the rules file", keys: ["rules", "limits"])
        if let limitsNode = top?.first(where: { $0.key == "limits" })?.value { applyLimits(limitsNode, reader: reader) }
        if let top, let rulesNode = top.first(where: { $0.key == "rules" })?.value,
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
        } else if reader.diagnostics.isEmpty && requireAll {
            reader.error("the rules file needs a 'rules:' mapping of rule ids", at: document.root)
        }
        if !reader.diagnostics.isEmpty { throw InputError(reader.diagnostics) }
    }

    /// The `limits:` section: each a positive whole number, at most 16 times its default, so a
    /// configuration can raise a limit for a large app but not remove it.
    private mutating func applyLimits(_ node: YAMLNode, reader: NodeReader) {
        let defaults = ManifestLimits(), png = PNGLimits()
        let known: [(String, Double, (inout RuleConfiguration, Int) -> Void)] = [
            ("maxManifestBytes", Double(defaults.maxFileBytes), { $0.manifestLimits.maxFileBytes = $1 }),
            ("maxYAMLNodes", Double(defaults.maxNodes), { $0.manifestLimits.maxNodes = $1 }),
            ("maxDepth", Double(defaults.maxDepth), { $0.manifestLimits.maxDepth = $1 }),
            ("maxScreens", Double(defaults.maxScreens), { $0.manifestLimits.maxScreens = $1 }),
            ("maxViewsPerScreen", Double(defaults.maxViewsPerScreen), { $0.manifestLimits.maxViewsPerScreen = $1 }),
            ("maxScreenSide", defaults.maxScreenSide, { $0.manifestLimits.maxScreenSide = Double($1) }),
            ("maxScreenPixels", Double(defaults.maxScreenPixels), { $0.manifestLimits.maxScreenPixels = $1 }),
            ("maxCoveredPixels", Double(defaults.maxCoveredPixels), { $0.manifestLimits.maxCoveredPixels = $1 }),
            ("maxImageBytes", Double(png.maxFileBytes), { $0.pngLimits.maxFileBytes = $1 }),
            ("maxImagePixels", Double(png.maxPixels), { $0.pngLimits.maxPixels = $1 }),
        ]
        guard let pairs = reader.mapping(node, what: "limits", keys: known.map(\.0)) else { return }
        for (key, _, value) in pairs {
            guard let (_, standard, set) = known.first(where: { $0.0 == key }),
                  let number = reader.number(value, what: "limits.\(key)", in: 1...(standard * 16)) else { continue }
            guard number == number.rounded() else {
                reader.error("limits.\(key) must be a whole number", at: value)
                continue
            }
            set(&self, Int(number))
        }
    }
}
