import Foundation

/// `hitlint lint --changed FILE...`: the manifests a change touches, so that a pre-commit hook
/// re-checks only what a commit can break. A manifest is selected when it is itself among the
/// changed files, when one of its views can use a changed PNG (any scale variant of an image
/// name), or when it imports a changed file of a screen source (a storyboard or XIB) or reads a
/// changed `Contents.json` (`InputFiles`).
package struct ChangedFiles: Sendable {
    package let loader: ManifestLoader

    package init(loader: ManifestLoader) { self.loader = loader }

    /// The manifests to lint, in sorted order; `searchRoot` is the folder searched for manifests.
    package func manifests(for changed: [String], searchRoot: String = ".") -> [String] {
        var selected: [String] = []
        var files = Set<String>()
        var importedNames = Set<String>()
        for path in changed {
            let name = URL(fileURLWithPath: path).lastPathComponent
            if ManifestDiscovery.isManifestName(name) {
                if FileManager.default.fileExists(atPath: path) { selected.append(path) }
            } else if InputFiles.isInput(name) {
                files.insert(PathRelation.canonical(path))
                if InputFiles.isImported(name) { importedNames.insert(name) }
            }
        }
        let already = Set(selected.map(PathRelation.canonical))
        if !files.isEmpty {
            for manifestPath in ManifestDiscovery.search(folder: searchRoot) where !already.contains(PathRelation.canonical(manifestPath)) {
                guard let manifest = try? loader.load(path: manifestPath) else {
                    // It no longer loads: when it names a changed storyboard or XIB, that may be why, and
                    // lint says so. Its text is read as lint reads it, bounded (a link to a huge file is
                    // refused at once); one that cannot be read is linted too, which says why.
                    guard !importedNames.isEmpty else { continue }
                    guard
                        let bytes = try? TextFile.readBytes(
                            at: URL(fileURLWithPath: manifestPath), displayPath: manifestPath, maxBytes: loader.limits.maxFileBytes,
                            limitName: "limits.maxFileBytes")
                    else {
                        selected.append(manifestPath)
                        continue
                    }
                    if case let text = String(decoding: bytes, as: UTF8.self), importedNames.contains(where: { text.contains($0) }) {
                        selected.append(manifestPath)
                    }
                    continue
                }
                if ChangedFiles.uses(manifest, anyOf: files) { selected.append(manifestPath) }
            }
        }
        var seen = Set<String>()
        return selected.filter { seen.insert(PathRelation.canonical($0)).inserted }.sorted()
    }

    static func uses(_ manifest: Manifest, anyOf files: Set<String>) -> Bool {
        if manifest.inputs.contains(where: { files.contains(PathRelation.canonical($0.path)) }) { return true }
        func check(_ views: [ViewSpec]) -> Bool {
            views.contains { view in
                [view.image, view.backgroundImage].contains { reference in
                    guard let reference else { return false }
                    return ([reference.url] + reference.variants.map(\.url)).contains { files.contains(PathRelation.canonical($0.path)) }
                } || check(view.children)
            }
        }
        return manifest.screens.contains { check($0.views) }
    }
}
