/// The default rule set as a rules file: what the top-level `rules.yaml` holds. It is rendered
/// from the registry (a test keeps the committed file equal to it), so a rule's defaults are
/// written in one place, its own file.
public enum RuleSetDocument {
    public static func render(_ registry: RuleRegistry) -> String {
        var out = """
        # hitlint's default rule set.
        #
        # Rendered from hitlint's rule registry (`hitlint rules --defaults` prints it); hitlint
        # builds these settings in: they are what `hitlint lint` uses without --rules. To change
        # them for your project, write a rules file with only what you change and pass it with
        # `--rules FILE`; every rule you do not name keeps the settings below.
        #
        #   rules:
        #     too-small:
        #       minWidth: 48
        #       minHeight: 48
        #     implicit-scaling:
        #       severity: off
        #
        # severity: error | warning | note | off. Errors fail the run (exit status 1); warnings
        # fail it too with --strict; notes never do. A view can also skip rules with `ignore:`.
        # Areas are in square points (pt²), lengths in points, as in the manifest.

        rules:

        """
        for rule in registry.rules {
            let d = rule.description
            for line in wrap(d.summary, width: 90) { out += "  # \(line)\n" }
            out += "  \(d.id):\n    severity: \(d.defaultSeverity.rawValue)\n"
            for parameter in d.parameters {
                out += "    \(parameter.name): \(MessageFormat.plain(parameter.defaultValue))\n"
            }
            out += "\n"
        }
        out.removeLast() // one blank line between rules, none after the last
        return out
    }

    /// `text` broken into lines of at most `width` characters, at spaces.
    static func wrap(_ text: String, width: Int) -> [String] {
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
