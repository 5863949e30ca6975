import Foundation
import HitLintCore

/// One input format: a reader turns a file of its format into a `Manifest`. Readers are chosen
/// by file name (`InputReaders`) behind one entry point, `ManifestLoader`, which `lint`, `probe`,
/// `--changed` and the fuzz target all call. Interface Builder files get a reader of their own.
package protocol InputReader: Sendable {
    /// Whether this reader takes a file with this name.
    func reads(fileNamed name: String) -> Bool
    func read(path: String, settings: InputSettings) throws(InputError) -> Manifest
}

/// What every reader is given: the limits, the rule ids a view may `ignore`, where images may be
/// read from, and the image path cache the manifests of one run share.
package struct InputSettings: Sendable {
    package let limits: ManifestLimits
    package let knownRuleIDs: [String]
    package let paths: PathPolicy
    package let imagePaths: ImageNameResolver
    /// Where image paths resolve when a manifest names no `assets` (the configuration's).
    package var defaultAssets: URL? = nil
    /// Imported files read from these bytes, by standardized path (`ManifestLoader.replacedFiles`).
    package var replacedFiles: [String: Data] = [:]
    /// Read imported screens' layouts whatever the manifest's `devices:` (`ManifestLoader.readsLayouts`).
    package var readsLayouts = false
    /// Read the app's code for the classes it declares (`ManifestLoader.readsCode`).
    package var readsCode = true
    package var codeCache: AppCodeCache? = nil
    /// Import only these files (standardized paths) and no hand-written screen: one file of an
    /// app linted with the app's manifest (`InterfaceBuilderFileReader`); nil: everything.
    package var onlyFiles: Set<String>? = nil
    /// `ManifestLoader.projectManifest`.
    package var projectManifest: ProjectManifestText? = nil
}

/// The text of the manifest `hitlint init` would write in a folder, or nil when the folder holds
/// no Xcode project whose iOS targets build a storyboard or XIB.
package typealias ProjectManifestText = @Sendable (URL) -> String?

/// The readers hitlint has, in the order they are asked; YAML, which takes any file, last.
package enum InputReaders {
    package static let all: [any InputReader] = [InterfaceBuilderFileReader(), YAMLManifestReader()]

    package static func reader(for path: String) -> (any InputReader)? {
        let name = URL(fileURLWithPath: path).lastPathComponent
        return all.first { $0.reads(fileNamed: name) }
    }
}
