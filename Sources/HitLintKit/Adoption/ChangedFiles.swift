import Foundation
import HitLintCore
import HitLintInput
import HitLintLinting

/// `hitlint lint --changed FILE...`: the screens a change affects, so that a pre-commit hook
/// re-checks only what a commit can break (docs/ci.md, "Only what changed").
///
/// - A changed manifest: all its screens.
/// - A changed `.hitlint.yml`: every screen of every manifest in its folder tree (it sets the
///   rules they are linted with).
/// - A changed storyboard or XIB: the screens imported from it.
/// - A changed image (PNG, PDF, SVG): the screens with a view that can draw it (any scale variant).
/// - A changed `Contents.json`: the screens with a view whose image lies in its folder (an image
///   set, or a group or catalog above it); when no view's image does (a new image set, say), every
///   screen of the manifests that read it.
///
/// A screen imported by two manifests is linted once (`ScreenSelection`).
package struct ChangedFiles: Sendable {
    package let loader: ManifestLoader

    package init(loader: ManifestLoader) { self.loader = loader }

    /// What to lint: the manifests, in sorted order, and the screens of each.
    package struct Selection: Sendable {
        package var manifests: [String] = []
        package var screens = ScreenSelection()
    }

    /// The manifests to lint, in sorted order; `searchRoot` is the folder searched for manifests.
    package func manifests(for changed: [String], searchRoot: String = ".") -> [String] {
        selection(for: changed, searchRoot: searchRoot).manifests
    }

    package func selection(for changed: [String], searchRoot: String = ".") -> Selection {
        let changes = Changes(changed)
        var selection = Selection()
        var chosen: [String: Set<String>?] = [:]  // nil: every screen
        for path in changes.whole { chosen[path] = .some(nil) }
        let already = Set(changes.whole.map(PathRelation.canonical))
        if !changes.files.isEmpty || !changes.configurationFolders.isEmpty {
            for manifestPath in ManifestDiscovery.search(folder: searchRoot)
            where !already.contains(PathRelation.canonical(manifestPath)) {
                if let screens = choice(of: manifestPath, for: changes) { chosen[manifestPath] = .some(screens) }
            }
        }
        var seen = Set<String>()
        selection.manifests = chosen.keys.filter { seen.insert(PathRelation.canonical($0)).inserted }.sorted()
        for path in selection.manifests {
            if case .some(.some(let names)) = chosen[path] {
                selection.screens.screens[PathRelation.canonical(path)] = names
            }
        }
        return selection
    }

    /// The changed paths, sorted by what they change.
    private struct Changes {
        /// Manifests linted whole.
        var whole: [String] = []
        var files = Set<String>()
        /// Folders of changed Contents.json files.
        var catalogs: [String] = []
        var importedNames = Set<String>()
        var configurationFolders: [String] = []

        init(_ changed: [String]) {
            for path in changed {
                let name = URL(fileURLWithPath: path).lastPathComponent
                if ManifestDiscovery.configurationNames.contains(name) {
                    configurationFolders.append(
                        PathRelation.canonical(
                            (path as NSString).deletingLastPathComponent.isEmpty
                                ? "." : (path as NSString).deletingLastPathComponent))
                } else if ManifestDiscovery.isManifestName(name) {
                    if FileManager.default.fileExists(atPath: path) { whole.append(path) }
                } else if InputFiles.isInput(name) {
                    let canonical = PathRelation.canonical(path)
                    files.insert(canonical)
                    if InputFiles.catalogFiles.contains(name) {
                        catalogs.append((canonical as NSString).deletingLastPathComponent + "/")
                    }
                    if InputFiles.isImported(name) { importedNames.insert(name) }
                }
            }
        }
    }

    /// What of a manifest found by the search the changes call for: nil for nothing, `.some(nil)`
    /// for every screen, else the screens that use a changed file.
    private func choice(of manifestPath: String, for changes: Changes) -> Set<String>?? {
        let canonical = PathRelation.canonical(manifestPath)
        if changes.configurationFolders.contains(where: { canonical.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) {
            return .some(nil)
        }
        guard !changes.files.isEmpty else { return nil }
        guard let manifest = try? loader.load(path: manifestPath) else {
            return namesChangedFile(manifestPath, importedNames: changes.importedNames) ? .some(nil) : nil
        }
        let affected = manifest.screens.filter { Self.uses($0, anyOf: changes.files, catalogs: changes.catalogs) }
        let screens = Set(affected.map(\.name))
        if !screens.isEmpty {
            return .some(screens)
        } else if manifest.inputs.contains(where: { changes.files.contains(PathRelation.canonical($0.path)) }) {
            // A file it reads that no screen can be traced to (a catalog's new image set): all of it.
            return .some(nil)
        }
        return nil
    }

    /// A manifest that no longer loads: when it names a changed storyboard or XIB, that may be why,
    /// and lint says so. Its text is read as lint reads it, bounded (a link to a huge file is
    /// refused at once); one that cannot be read is linted too, which says why.
    private func namesChangedFile(_ manifestPath: String, importedNames: Set<String>) -> Bool {
        guard !importedNames.isEmpty else { return false }
        guard
            let bytes = try? TextFile.readBytes(
                at: URL(fileURLWithPath: manifestPath), displayPath: manifestPath, maxBytes: loader.limits.maxFileBytes,
                limitName: "limits.maxFileBytes", confinedTo: loader.paths.manifestFolder)
        else {
            return true
        }
        let text = String(decoding: bytes, as: UTF8.self)
        return importedNames.contains(where: { text.contains($0) })
    }

    /// Whether a screen is imported from one of `files`, or has a view whose image is one of them
    /// or lies in one of the `catalogs` folders.
    static func uses(_ screen: ScreenSpec, anyOf files: Set<String>, catalogs: [String]) -> Bool {
        if let url = screen.importedURL, files.contains(PathRelation.canonical(url.path)) { return true }
        func check(_ views: [ViewSpec]) -> Bool {
            views.contains { view in
                ([view.image, view.backgroundImage] + view.states.values.flatMap { [$0.image, $0.backgroundImage] })
                    .contains { reference in
                        guard let reference else { return false }
                        return ([reference.url] + reference.variants.map(\.url)).contains { url in
                            let path = PathRelation.canonical(url.path)
                            return files.contains(path) || catalogs.contains { path.hasPrefix($0) }
                        }
                    } || check(view.children)
            }
        }
        return check(screen.views)
    }
}
