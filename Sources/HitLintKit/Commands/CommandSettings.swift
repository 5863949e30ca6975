import Foundation
import HitLintCore
import HitLintEngine
import HitLintInput
import HitLintLinting

/// What `lint`, `fix`, `probe` and `import` read the same way from their shared options: the
/// configuration (`--config`, else `.hitlint.yml` discovered), the lint root and the image path
/// policy, and which manifests the paths name. One policy, so the same arguments give the same
/// errors whatever the command; each command decides only whether a problem stops it (`lint`
/// reports it and lints the rest, the others stop).
package struct CommandSettings: Sendable {
    /// `--config FILE`; nil: discovered.
    package var configurationPath: String?
    /// `--root DIR`; nil: the configuration's `root`, else each manifest's folder.
    package var root: String?
    package var allowOutsideRoot = false
    /// `--changed`: the paths are changed files, and the current folder is the lint root.
    package var changed = false
    /// The lint root when neither `root` nor the configuration names one: the current folder for
    /// `--changed` (pre-commit runs at the repository's top) and for `import`; nil: each
    /// manifest's folder.
    package var defaultRoot: String?
    package var registry = RuleRegistry.standard

    package init(
        configurationPath: String? = nil, root: String? = nil, allowOutsideRoot: Bool = false, changed: Bool = false
    ) {
        self.configurationPath = configurationPath
        self.root = root
        self.allowOutsideRoot = allowOutsideRoot
        self.changed = changed
        self.defaultRoot = changed ? "." : nil
    }

    /// The configuration to run with, and the problems of a file that could not be read (the
    /// built-in defaults are used then). Without `--config`, `.hitlint.yml` is looked for from
    /// the folder of the first linted path upward to the repository's root, as SwiftLint does,
    /// whatever the current folder (with `--changed`, from the current folder).
    package func configuration(for paths: [String] = []) -> (LintConfiguration, [Diagnostic]) {
        let builtIn = LintConfiguration.builtIn(registry: registry)
        guard
            let path = configurationPath
                ?? ConfigurationLoader.discover(from: Self.searchFolder(paths, changed: changed))
        else {
            return (builtIn, [])
        }
        // One named with --config is the user's choice; one found by looking is confined to its repository.
        let root = configurationPath == nil ? ConfigurationLoader.repository(of: path) : nil
        do throws(InputError) {
            return (try ConfigurationLoader(registry: registry).load(path: path, confinedTo: root), [])
        } catch {
            return (builtIn, error.diagnostics)
        }
    }

    /// Where the configuration is looked for: the first path's folder (the path itself when it is
    /// a folder), else the current one.
    static func searchFolder(_ paths: [String], changed: Bool) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        guard !changed, let first = paths.first else { return cwd }
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: first, isDirectory: &isFolder)
        let folder = exists && isFolder.boolValue ? first : (first as NSString).deletingLastPathComponent
        return folder.isEmpty ? cwd : folder
    }

    /// Lint options for `configuration`, with the lint root and path policy.
    package func options(_ configuration: LintConfiguration) -> LintOptions {
        var options = LintOptions(configuration: configuration, registry: registry)
        let lintRoot = root ?? configuration.root ?? defaultRoot
        options.paths = PathPolicy(
            root: lintRoot.map { URL(fileURLWithPath: $0, isDirectory: true) }, allowOutsideRoot: allowOutsideRoot,
            manifestsConfinedTo: changed ? "." : nil)
        // A storyboard or XIB named alone is read through its app's project, as `init` reads it.
        options.projectManifest = { folder in
            let project = ProjectManifest(folder: folder)
            let scan = project.scan()
            return scan.imported.isEmpty ? nil : project.text(scan)
        }
        return options
    }

    /// The manifests `paths` name: with `changed`, those the changed files affect; else the
    /// manifests found in the paths (or the configuration's `included`, else the current folder).
    package func manifests(for paths: [String], _ configuration: LintConfiguration, loader: ManifestLoader)
        -> (manifests: [String], problems: [Diagnostic])
    {
        if changed { return confined(ChangedFiles(loader: loader).manifests(for: paths)) }
        return found(paths, configuration)
    }

    /// With `--changed` the paths come from the change (a pull request's files), so a manifest
    /// among them is read only when it lies inside the current folder as the system resolves it,
    /// as folder search does: a link to a file elsewhere would quote that file's keys in errors.
    private func confined(_ manifests: [String]) -> (manifests: [String], problems: [Diagnostic]) {
        guard !allowOutsideRoot else { return (manifests, []) }
        let here = PathRelation.canonical(".")
        var kept: [String] = []
        var problems: [Diagnostic] = []
        for path in manifests {
            if PathRelation.isInside(PathRelation.canonical(path), root: here) {
                kept.append(path)
            } else {
                problems.append(
                    Diagnostic(
                        "a symbolic link to a file outside .; refused (pass --allow-outside-root to follow it)",
                        file: path))
            }
        }
        return (kept, problems)
    }

    /// The manifests to lint and, with `changed`, the screens of each that the changed files affect.
    package func selection(for paths: [String], _ configuration: LintConfiguration, loader: ManifestLoader)
        -> (manifests: [String], screens: ScreenSelection?, problems: [Diagnostic])
    {
        if changed {
            let selection = ChangedFiles(loader: loader).selection(for: paths)
            let (manifests, problems) = confined(selection.manifests)
            return (manifests, selection.screens, problems)
        }
        let (manifests, problems) = found(paths, configuration)
        return (manifests, nil, problems)
    }

    private func found(_ paths: [String], _ configuration: LintConfiguration) -> (
        manifests: [String], problems: [Diagnostic]
    ) {
        let roots = !paths.isEmpty ? paths : !configuration.included.isEmpty ? configuration.included : ["."]
        let found = ManifestDiscovery.find(in: roots, allowOutside: allowOutsideRoot, excluded: configuration.excluded)
        if found.manifests.isEmpty && found.problems.isEmpty {
            return (
                [],
                [
                    Diagnostic(
                        "no manifests (*.hitlint.yaml or hitlint.yaml) found in \(roots.joined(separator: ", "))",
                        file: nil)
                ]
            )
        }
        return found
    }
}
