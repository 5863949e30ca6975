import Foundation
import HitLintCore
import HitLintInput

/// Which screens of which manifests a run lints (`--changed`): the screens a change affects, by
/// manifest, and each imported screen once, though several manifests import its file.
package struct ScreenSelection: Sendable {
    /// Screen names by canonical manifest path; a manifest without an entry lints every screen.
    package var screens: [String: Set<String>] = [:]

    package init(screens: [String: Set<String>] = [:]) { self.screens = screens }

    /// The manifests with only the selected screens; an imported screen that an earlier manifest
    /// (in the order given) already lints is dropped from the later ones.
    package func apply(to manifests: [Manifest]) -> [Manifest] {
        struct ImportedView: Hashable {
            let path: String
            let id: String
        }
        var linted = Set<ImportedView>()
        return manifests.map { manifest in
            var copy = manifest
            let wanted = screens[PathRelation.canonical(manifest.path)]
            copy.screens = manifest.screens.filter { screen in
                if let wanted, !wanted.contains(screen.name) { return false }
                guard let url = screen.importedURL, let id = screen.importedID else { return true }
                return linted.insert(ImportedView(path: url.path, id: id)).inserted
            }
            return copy
        }
    }
}
