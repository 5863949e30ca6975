import HitLintCore

/// The default rule set as a rules file: what the top-level `rules.yaml` holds. It is rendered
/// from the registry (a test keeps the committed file equal to it), so a rule's defaults are
/// written in one place, its own file.
package enum RuleSetDocument {
    package static func render(_ registry: RuleRegistry) -> String {
        header + "\nrules:\n" + rules(registry)
    }

    /// The starter configuration `hitlint init` writes as `.hitlint.yml`: the paths hitlint
    /// reads, commented out, then every rule with its defaults.
    package static func starterConfiguration(_ registry: RuleRegistry) -> String {
        """
        # hitlint's configuration, found by `hitlint lint` run in this folder or a folder below it
        # (up to the repository's root), as SwiftLint finds .swiftlint.yml. `--config FILE` names
        # another. Paths are relative to this file's folder.
        #
        # included: [App]             # what `hitlint lint` lints when given no path (default: .)
        # excluded: [App/Legacy]      # folders whose manifests are skipped
        # root: .                     # images must stay inside this folder (default: each manifest's)
        # assets: App/Images          # image paths resolve here when a manifest names no assets
        #
        # Every rule, with its default settings: change what you need; `severity: off` turns a
        # rule off. Errors fail the run (exit status 1); warnings fail it too with --strict.
        # Areas are in square points (pt²), lengths in points.
        #
        # limits:                     # raise an input limit for a large app (docs/hostile-input.md)
        #   maxScreens: 2000

        rules:

        """ + rules(registry)
    }

    package static let header = """
        # hitlint's default rule set.
        #
        # Rendered from hitlint's rule registry (`hitlint rules --defaults` prints it); hitlint
        # builds these settings in. To change them for your project, write a .hitlint.yml (`hitlint
        # init` writes one) with what you change; every rule you do not name keeps the settings
        # below.
        #
        #   rules:
        #     \(TooSmallRule.identifier):
        #       minWidth: 48
        #       minHeight: 48
        #     \(ImplicitScalingRule.identifier):
        #       severity: off
        #
        # severity: error | warning | note | off. Errors fail the run (exit status 1); warnings
        # fail it too with --strict; notes never do. A view can also skip rules with `ignore:`.
        # Areas are in square points (pt²), lengths in points, as in the manifest.

        """

    /// Every rule with its defaults, as the entries of `rules:`.
    package static func rules(_ registry: RuleRegistry) -> String {
        var out = ""
        for rule in registry.rules where rule.description.configurable {
            let d = rule.description
            for line in wrap(d.summary, width: 90) { out += "  # \(line)\n" }
            out += "  \(d.id):\n    severity: \(d.defaultSeverity.rawValue)\n"
            for parameter in d.parameters {
                out += "    \(parameter.name): \(MessageFormat.plain(parameter.defaultValue))\n"
            }
            out += "\n"
        }
        out.removeLast()  // one blank line between rules, none after the last
        return out
    }

    /// `text` broken into lines of at most `width` characters, at spaces.
    package static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
