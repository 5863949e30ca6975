import Foundation
import HitLintCore
import HitLintInput

/// Reads a configuration file (`.hitlint.yml`, found from the current folder up to the
/// repository's root, or named with `--config`; `--rules` is the older name) and lays it over
/// the built-in defaults: `rules:` settings by rule id, `limits:`, and `included`, `excluded`,
/// `root` and `assets` paths relative to the file's folder. Every mistake is a located
/// diagnostic: an unknown rule or parameter (with the closest known name), a severity that is
/// not one, a number out of its range.
public struct ConfigurationLoader: Sendable {
    package let registry: RuleRegistry
    /// The largest rules file read.
    package static let maxFileBytes = 1024 * 1024

    public init(registry: RuleRegistry = .standard) { self.registry = registry }

    /// The names a configuration file is found by.
    public static let fileNames = [".hitlint.yml", ".hitlint.yaml"]

    /// The configuration file that applies in `folder`: the first of `fileNames` in it or a folder
    /// above it, stopping at the repository's root (the folder holding `.git`).
    public static func discover(from folder: String = FileManager.default.currentDirectoryPath) -> String? {
        // The folder and the working folder standardized alike (on macOS both drop /private).
        var url = URL(fileURLWithPath: PathRelation.standardized(folder), isDirectory: true)
        let here = PathRelation.standardized(FileManager.default.currentDirectoryPath)
        while true {
            for name in fileNames {
                let candidate = url.appendingPathComponent(name).path
                if FileManager.default.fileExists(atPath: candidate) {
                    return candidate.hasPrefix(here + "/") ? String(candidate.dropFirst(here.count + 1)) : candidate
                }
            }
            if FileManager.default.fileExists(atPath: url.appendingPathComponent(".git").path) { return nil }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// The repository a discovered configuration file belongs to: the folder above it that holds
    /// `.git`, else its own folder. A discovered file must lie inside it (a planted link to a
    /// file elsewhere is refused, so no key of that file reaches an error message).
    public static func repository(of path: String) -> String {
        let folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
        var url = folder
        while true {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent(".git").path) { return url.path }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return folder.path }
            url = parent
        }
    }

    /// The defaults with the file at `path` applied; with `root`, the file must lie inside it.
    public func load(path: String, confinedTo root: String? = nil) throws(InputError) -> LintConfiguration {
        var configuration = LintConfiguration.builtIn(registry: registry)
        configuration.file = path
        let text = try TextFile.read(
            at: URL(fileURLWithPath: path), displayPath: path, maxBytes: ConfigurationLoader.maxFileBytes,
            limitName: "the largest rules file hitlint reads", confinedTo: root)
        try apply(text: text, file: path, to: &configuration)
        return configuration
    }

    /// Lays a rules file over `configuration`.
    package func apply(text: String, file: String, to configuration: inout LintConfiguration) throws(InputError) {
        let document = try YAMLDocument(text: text, file: file, maxNodes: 100_000)
        let reader = NodeReader(document: document)
        let ids = registry.ids
        let top = reader.mapping(
            document.root, what: "the configuration",
            keys: ["rules", "limits", "included", "excluded", "root", "assets"]
        ) { key in
            if ids.contains(key) { return "rule settings go under 'rules:', indented below it" }
            // A manifest named like the configuration: the leading dot made it one.
            if ["version", "screens", "scale", "classes"].contains(key) {
                let name = URL(fileURLWithPath: file).lastPathComponent
                return
                    "\(MessageFormat.quote(name)) is read as hitlint's configuration because of its name; a manifest is named hitlint.yaml or NAME.hitlint.yaml (without the leading dot)"
            }
            return nil
        }
        if let limitsNode = top?.first(where: { $0.key == "limits" })?.value {
            ConfigurationLoader.applyLimits(limitsNode, reader: reader, to: &configuration)
        }
        ConfigurationLoader.applyPaths(top, file: file, reader: reader, to: &configuration)
        if let top, let rulesNode = top.first(where: { $0.key == "rules" })?.value,
            let pairs = reader.mapping(rulesNode, what: "rules", keys: registry.ids)
        {
            for (id, keyNode, node) in pairs {
                applyRule(id, keyNode: keyNode, node: node, reader: reader, to: &configuration)
            }
        }
        if !reader.diagnostics.isEmpty { throw InputError(reader.sortedDiagnostics) }
    }

    /// The paths the file names (`included`, `excluded`, `root`, `assets`), relative to its own
    /// folder; it may name folders inside that folder only.
    private static func applyPaths(
        _ top: [(key: String, keyNode: YAMLNode, value: YAMLNode)]?, file: String, reader: NodeReader,
        to configuration: inout LintConfiguration
    ) {
        // Paths are relative to the file's own folder, wherever hitlint runs.
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        func absolute(_ path: String) -> String {
            URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL.path
        }
        func paths(_ key: String) -> [String]? {
            guard let node = top?.first(where: { $0.key == key })?.value else { return nil }
            if reader.kind(node) == .scalar { return reader.string(node, what: key).map { [absolute($0)] } }
            return reader.sequence(node, what: key)?.compactMap { reader.string($0, what: key).map(absolute) }
        }
        // Like `root`: the file may name folders to lint inside its own folder, not elsewhere on
        // the machine (a pull request's `included: [/]` would lint, and quote, files outside).
        if let included = paths("included"), let node = top?.first(where: { $0.key == "included" })?.value {
            let inside = PathRelation.canonical(folder.path)
            let outside = included.filter { !PathRelation.isInside(PathRelation.canonical($0), root: inside) }
            if let first = outside.first {
                reader.error(
                    "included must name the configuration file's folder or folders inside it, not \(MessageFormat.quote(first)) (name other folders on the command line)",
                    at: node)
            } else {
                configuration.included = included
            }
        }
        if let excluded = paths("excluded") { configuration.excluded = excluded }
        if let root = paths("root")?.first, let node = top?.first(where: { $0.key == "root" })?.value {
            // The file is as untrusted as the manifests: it may narrow the root, not widen it.
            if PathRelation.isInside(PathRelation.canonical(root), root: PathRelation.canonical(folder.path)) {
                configuration.root = root
            } else {
                reader.error(
                    "root must be the configuration file's folder or a folder inside it (pass --root to lint with another)",
                    at: node)
            }
        }
        if let assets = paths("assets") { configuration.assets = assets.first }
    }

    /// One rule's settings (`severity` and its parameters) laid over its entry.
    private func applyRule(
        _ id: String, keyNode: YAMLNode, node: YAMLNode, reader: NodeReader, to configuration: inout LintConfiguration
    ) {
        guard let rule = registry.rule(id: id) else { return }
        guard rule.description.configurable else {
            reader.error("'\(id)' cannot be configured: hitlint cannot lint what it cannot read", at: keyNode)
            return
        }
        let parameters = rule.description.parameters
        guard let settings = reader.mapping(node, what: "rule '\(id)'", keys: ["severity"] + parameters.map(\.name))
        else {
            return
        }
        var entry = configuration.entries[id] ?? LintConfiguration.Entry(severity: nil, parameters: RuleParameters())
        for (key, _, value) in settings {
            if key == "severity" {
                if let word = reader.string(value, what: "severity") {
                    ConfigurationLoader.applySeverity(word, at: value, reader: reader, to: &entry)
                }
            } else if let parameter = parameters.first(where: { $0.name == key }),
                let number = reader.number(value, what: "\(id).\(key)", in: parameter.range)
            {
                entry.parameters.values[key] = number
            }
        }
        configuration.entries[id] = entry
    }

    /// `severity:`: a severity or `off`.
    private static func applySeverity(
        _ word: String, at value: YAMLNode, reader: NodeReader, to entry: inout LintConfiguration.Entry
    ) {
        if word == "off" {
            entry.severity = nil
        } else if let severity = Severity(rawValue: word) {
            entry.severity = severity
        } else {
            let choices = Severity.allCases.map(\.rawValue).reversed() + ["off"]
            reader.error(
                "severity must be one of \(choices.joined(separator: ", ")), not \(MessageFormat.quote(word))\(Suggestion.didYouMean(word, among: choices))",
                at: value)
        }
    }

    /// The `limits:` section: each a positive whole number, at most 16 times its default, so a
    /// configuration can raise a limit for a large app but not remove it.
    private static func applyLimits(_ node: YAMLNode, reader: NodeReader, to configuration: inout LintConfiguration) {
        let defaults = ManifestLimits()
        let png = PNGLimits()
        let known: [(String, Double, (inout LintConfiguration, Int) -> Void)] = [
            ("maxManifestBytes", Double(defaults.maxFileBytes), { $0.manifestLimits.maxFileBytes = $1 }),
            ("maxYAMLNodes", Double(defaults.maxNodes), { $0.manifestLimits.maxNodes = $1 }),
            ("maxDepth", Double(defaults.maxDepth), { $0.manifestLimits.maxDepth = $1 }),
            ("maxScreens", Double(defaults.maxScreens), { $0.manifestLimits.maxScreens = $1 }),
            ("maxViewsPerScreen", Double(defaults.maxViewsPerScreen), { $0.manifestLimits.maxViewsPerScreen = $1 }),
            ("maxScreenSide", defaults.maxScreenSide, { $0.manifestLimits.maxScreenSide = Double($1) }),
            ("maxScreenPixels", Double(defaults.maxScreenPixels), { $0.manifestLimits.maxScreenPixels = $1 }),
            ("maxCoveredPixels", Double(defaults.maxCoveredPixels), { $0.manifestLimits.maxCoveredPixels = $1 }),
            ("maxLayerElements", Double(defaults.maxLayerElements), { $0.manifestLimits.maxLayerElements = $1 }),
            ("maxXMLBytes", Double(defaults.maxXMLBytes), { $0.manifestLimits.maxXMLBytes = $1 }),
            ("maxXMLElements", Double(defaults.maxXMLElements), { $0.manifestLimits.maxXMLElements = $1 }),
            ("maxXMLDepth", Double(defaults.maxXMLDepth), { $0.manifestLimits.maxXMLDepth = $1 }),
            ("maxBaselineBytes", Double(defaults.maxBaselineBytes), { $0.manifestLimits.maxBaselineBytes = $1 }),
            ("maxImageBytes", Double(png.maxFileBytes), { $0.pngLimits.maxFileBytes = $1 }),
            ("maxImagePixels", Double(png.maxPixels), { $0.pngLimits.maxPixels = $1 }),
            ("maxDecodedImageBytes", Double(png.maxDecodedBytes), { $0.pngLimits.maxDecodedBytes = $1 }),
        ]
        guard let pairs = reader.mapping(node, what: "limits", keys: known.map(\.0)) else { return }
        for (key, _, value) in pairs {
            guard let (_, standard, set) = known.first(where: { $0.0 == key }),
                let number = reader.number(value, what: "limits.\(key)", in: 1...(standard * 16))
            else { continue }
            guard number == number.rounded() else {
                reader.error("limits.\(key) must be a whole number", at: value)
                continue
            }
            set(&configuration, Int(number))
        }
    }
}
