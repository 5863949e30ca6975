import Foundation

/// `hitlint lint --changed FILE...`: the manifests a change touches, so that a pre-commit hook
/// re-checks only what a commit can break. A manifest is selected when it is itself among the
/// changed files, or when one of its views uses a changed PNG.
public struct ChangedFiles: Sendable {
    public let loader: ManifestLoader

    public init(loader: ManifestLoader) { self.loader = loader }

    /// The manifests to lint, in sorted order; `searchRoot` is the folder searched for manifests.
    public func manifests(for changed: [String], searchRoot: String = ".") -> [String] {
        var selected: [String] = []
        var images = Set<String>()
        for path in changed {
            let name = URL(fileURLWithPath: path).lastPathComponent
            if ManifestDiscovery.isManifestName(name) {
                if FileManager.default.fileExists(atPath: path) { selected.append(path) }
            } else if name.lowercased().hasSuffix(".png") {
                images.insert(PathRelation.canonical(path))
            }
        }
        let already = Set(selected.map(PathRelation.canonical))
        if !images.isEmpty {
            for manifestPath in ManifestDiscovery.search(folder: searchRoot) where !already.contains(PathRelation.canonical(manifestPath)) {
                // A manifest that does not load cannot be shown to use the image; it is left to a full lint.
                guard let manifest = try? loader.load(path: manifestPath) else { continue }
                if ChangedFiles.uses(manifest, anyOf: images) { selected.append(manifestPath) }
            }
        }
        var seen = Set<String>()
        return selected.filter { seen.insert(PathRelation.canonical($0)).inserted }.sorted()
    }

    static func uses(_ manifest: Manifest, anyOf images: Set<String>) -> Bool {
        func check(_ views: [ViewSpec]) -> Bool {
            views.contains { view in
                [view.image, view.backgroundImage].contains { $0.map { images.contains(PathRelation.canonical($0.url.path)) } ?? false }
                    || check(view.children)
            }
        }
        return manifest.screens.contains { check($0.views) }
    }
}
