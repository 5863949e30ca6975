import Foundation
import HitLintCore

/// The one way into hitlint's input: loads a file with the reader its name calls for
/// (`InputReaders`), with the limits, rule ids and path policy of the run.
package struct ManifestLoader: Sendable {
    package var limits: ManifestLimits
    /// Rule ids a view's `ignore` may name.
    package var knownRuleIDs: [String]
    /// Where images may be read from.
    package var paths: PathPolicy
    /// Where image paths resolve when a manifest names no `assets`; nil: the manifest's folder.
    package var defaultAssets: URL?
    /// Shared by the manifests this loader reads.
    package let imagePaths = ImageNameResolver()
    /// The app's code read once per set of folders for the manifests this loader reads (`fix`
    /// and advice load a manifest again and again).
    package let codeCache = AppCodeCache()
    /// Read the app's code (`code:`, docs/code.md); false in tests of other things and in the
    /// fuzzers.
    package var readsCode = true
    /// Imported files read from these bytes instead of the disk, by standardized path: `hitlint
    /// fix` lints a storyboard or XIB as it would write it before it writes it.
    package var replacedFiles: [String: Data] = [:]
    /// Imported screens' layouts are read for every manifest (the run solves them: `--device`);
    /// otherwise only for manifests whose `devices:` asks for more than the stored frames.
    package var readsLayouts = false
    /// The manifest `hitlint init` would write in a folder holding an Xcode project (nil: none
    /// to read): a storyboard or XIB named alone is read through it
    /// (`InterfaceBuilderFileReader`). The commands give it; input cannot read projects itself.
    package var projectManifest: ProjectManifestText? = nil

    package init(limits: ManifestLimits = ManifestLimits(), knownRuleIDs: [String], paths: PathPolicy = PathPolicy()) {
        self.limits = limits
        self.knownRuleIDs = knownRuleIDs
        self.paths = paths
    }

    package var settings: InputSettings {
        InputSettings(
            limits: limits, knownRuleIDs: knownRuleIDs, paths: paths, imagePaths: imagePaths,
            defaultAssets: defaultAssets,
            replacedFiles: replacedFiles, readsLayouts: readsLayouts, readsCode: readsCode, codeCache: codeCache,
            projectManifest: projectManifest)
    }

    /// Loads the file at `path` (as the user wrote it).
    package func load(path: String) throws(InputError) -> Manifest {
        guard let reader = InputReaders.reader(for: path) else {
            throw InputError(
                Diagnostic(
                    "hitlint does not read this kind of file (it reads YAML manifests: *.hitlint.yaml, hitlint.yaml)",
                    file: path))
        }
        return try reader.read(path: path, settings: settings)
    }

    /// Loads a YAML manifest from text; `directory` is the folder relative paths start from.
    package func load(text: String, path: String, directory: URL) throws(InputError) -> Manifest {
        try YAMLManifestReader().read(text: text, path: path, directory: directory, settings: settings)
    }
}
