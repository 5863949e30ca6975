import Foundation
import HitLintCore

/// Finds the manifests a `hitlint lint PATH ...` run covers.
package enum ManifestDiscovery {
    /// Whether a file name is a manifest's: `*.hitlint.yaml` or `hitlint.yaml` (also `.yml`).
    /// `.hitlint.yml` and `.hitlint.yaml` are the configuration's names, not a manifest's.
    package static func isManifestName(_ name: String) -> Bool {
        guard !configurationNames.contains(name) else { return false }
        return name == "hitlint.yaml" || name == "hitlint.yml" || name.hasSuffix(".hitlint.yaml")
            || name.hasSuffix(".hitlint.yml")
    }

    /// The names of the configuration file (`ConfigurationLoader.fileNames`).
    package static let configurationNames: Set<String> = [".hitlint.yml", ".hitlint.yaml"]

    /// Files named on the command line are taken as they are; folders are searched recursively
    /// (hidden folders, build products and bundles skipped: `search`). The result is sorted so
    /// that runs are reproducible.
    /// Manifests found through a symbolic link that leads out of the searched folder are refused
    /// unless `allowOutside`.
    /// Folder searches skip manifests inside `excluded` (absolute paths); files named are linted.
    package static func manifests(in paths: [String], allowOutside: Bool = false, excluded: [String] = [])
        throws(InputError) -> [String]
    {
        let found = find(in: paths, allowOutside: allowOutside, excluded: excluded)
        if !found.problems.isEmpty { throw InputError(found.problems) }
        return found.manifests
    }

    /// The manifests found, and the paths that could not be used (each a diagnostic).
    package static func find(in paths: [String], allowOutside: Bool = false, excluded: [String] = []) -> (
        manifests: [String], problems: [Diagnostic]
    ) {
        let skipped = excluded.map(PathRelation.canonical)
        // Each manifest's real path is resolved once (a walk of its symbolic links), then used to
        // skip excluded folders, to refuse links out of the searched folder and to drop repeats.
        var found: [String] = []
        var seen = Set<String>()
        var problems: [Diagnostic] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append(Diagnostic("no such file or folder", file: path))
                continue
            }
            // One manifest named twice (through a symbolic link, or a folder and a file in it) is linted once.
            if !isDirectory.boolValue {
                if seen.insert(PathRelation.canonical(path)).inserted { found.append(path) }
                continue
            }
            let root = PathRelation.canonical(path)
            for manifest in search(folder: path) {
                let real = PathRelation.canonical(manifest)
                guard !skipped.contains(where: { PathRelation.isInside(real, root: $0) }) else { continue }
                guard allowOutside || PathRelation.isInside(real, root: root) else {
                    problems.append(
                        Diagnostic(
                            "a symbolic link to a file outside \(path); refused (pass --allow-outside-root to follow it)",
                            file: manifest))
                    continue
                }
                if seen.insert(real).inserted { found.append(manifest) }
            }
        }
        return (found, problems)
    }

    /// Folders of these kinds are bundles (an app, a framework, a test bundle) or Xcode's own
    /// documents (projects, results, archives, data models).
    package static let bundleExtensions: Set<String> = [
        "app", "appex", "bundle", "framework", "xcframework", "xctest", "xcodeproj", "xcworkspace", "playground",
        "xcresult",
        "xcarchive", "xcdatamodeld",
    ]

    package static func search(folder: String) -> [String] {
        let base = URL(fileURLWithPath: folder, isDirectory: true)
        guard
            let enumerator = FileManager.default.enumerator(
                at: base, includingPropertiesForKeys: [.isDirectoryKey],
                options: [.skipsHiddenFiles])
        else { return [] }
        var results: [String] = []
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            // Build products and the folders Xcode and Finder show as one file are not searched, on
            // Linux as on macOS (whose `skipsPackageDescendants` only macOS's Foundation honours).
            if name == ".build" || name == "node_modules" || name == "Pods" || name == "DerivedData"
                || Self.bundleExtensions.contains(url.pathExtension.lowercased())
            {
                enumerator.skipDescendants()
                continue
            }
            guard isManifestName(name) else { continue }
            // Keep the path in the form the user gave the folder in.
            let relative = url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count)
                .drop(while: { $0 == "/" })
            results.append(folder == "." ? String(relative) : prefix + relative)
        }
        return results.sorted()
    }
}
