import Foundation
import HitLintCore

/// Where a manifest may read images from. By default, only inside its lint root: the folder
/// given with `--root`, else the manifest's own folder. Absolute paths, `..` escapes and
/// symbolic links that lead outside it are refused, so a manifest in a pull request cannot
/// make hitlint read other files on the CI machine.
package struct PathPolicy: Sendable {
    /// The lint root; nil: each manifest's folder.
    package var root: URL?
    /// Turns the confinement off (`--allow-outside-root`).
    package var allowOutsideRoot: Bool
    /// The folder manifests themselves must be opened inside (`--changed`: the current folder,
    /// as its paths come from a pull request), judged on the file the system opened, so a link
    /// swapped after an earlier check of its path cannot redirect the read; nil: anywhere.
    package var manifestsConfinedTo: String?

    package init(root: URL? = nil, allowOutsideRoot: Bool = false, manifestsConfinedTo: String? = nil) {
        self.root = root
        self.allowOutsideRoot = allowOutsideRoot
        self.manifestsConfinedTo = manifestsConfinedTo
    }

    /// The folder a manifest must be opened inside, canonical; nil when manifests may be anywhere.
    package var manifestFolder: String? {
        guard !allowOutsideRoot, let folder = manifestsConfinedTo else { return nil }
        return PathRelation.canonical(folder)
    }

    /// Everything allowed (library callers that trust their input).
    package static let unconfined = PathPolicy(allowOutsideRoot: true)

    /// The root folder for a manifest in `directory`, canonical.
    package func rootFolder(forManifestIn directory: URL) -> String {
        PathRelation.canonical((root ?? directory).path)
    }

    /// Nil when `url` (written as `written`) may be read; otherwise why not.
    package func problem(with url: URL, written: String, root: String) -> String? {
        if allowOutsideRoot { return nil }
        if written.hasPrefix("/") || written.hasPrefix("~") {
            return "absolute paths are not allowed (write it relative to the manifest, or pass --allow-outside-root)"
        }
        let real = PathRelation.canonical(url.path)
        guard PathRelation.isInside(real, root: root) else {
            let how = real == PathRelation.standardized(url.path) ? "leads" : "is a symbolic link"
            return
                "\(MessageFormat.quote(written)) \(how) outside the lint root \(root); keep what hitlint reads inside it, lint with --root set to a folder that holds them, or pass --allow-outside-root"
        }
        return nil
    }
}
