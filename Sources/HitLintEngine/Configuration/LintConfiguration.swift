import Foundation
import HitLintCore
import HitLintInput

/// Everything a rules file configures, in one value: each rule's severity and parameters, and the
/// input limits. The defaults come from the rules themselves (their descriptions); a user's file
/// (`ConfigurationLoader`) changes only what it names.
public struct LintConfiguration: Sendable {
    package struct Entry: Sendable {
        /// Nil when the rule is `off`.
        package var severity: Severity?
        package var parameters: RuleParameters
    }

    package internal(set) var entries: [String: Entry]
    /// Input limits, from the file's `limits:` section (defaults otherwise).
    package var manifestLimits = ManifestLimits()
    package var pngLimits = PNGLimits()
    /// From a configuration file (`.hitlint.yml`), as absolute paths: what `hitlint lint` lints
    /// when given no path, what folder searches skip, the lint root, and the folder image paths
    /// resolve against when a manifest names none.
    public internal(set) var included: [String] = []
    public internal(set) var excluded: [String] = []
    public internal(set) var root: String?
    public internal(set) var assets: String?
    /// The file these settings come from, if any.
    public internal(set) var file: String?

    /// Every rule of `registry` with its default severity and parameters.
    public static func builtIn(registry: RuleRegistry = .standard) -> LintConfiguration {
        var entries: [String: Entry] = [:]
        for rule in registry.rules {
            let d = rule.description
            entries[d.id] = Entry(
                severity: d.defaultSeverity,
                parameters: RuleParameters(
                    Dictionary(uniqueKeysWithValues: d.parameters.map { ($0.name, $0.defaultValue) })))
        }
        return LintConfiguration(entries: entries)
    }

    package func entry(for id: String) -> Entry? { entries[id] }
}

extension LintConfiguration {
    /// `target-spacing`'s circle diameter, in points, as configured: the farthest apart two
    /// targets are that a rule compares.
    package var spacingDiameter: Double {
        entry(for: TargetSpacingRule.identifier)?.parameters[TargetSpacingRule.diameter]
            ?? TargetSpacingRule.diameter.defaultValue
    }
}
