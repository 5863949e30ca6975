import HitLintInput

/// The screens the reader made of scroll views' content (`ScreenSpec.scrollContent`), by the
/// manifest, file and scroll view they come from, so that the screen holding a scroll view places
/// its content again on each solved layout (`ScreenLayouts.laidOut`): the content then follows
/// the device (as wide as the screen, grown with its stack views) instead of keeping the
/// canvas's frames, and the same targets are linted whatever the layouts asked for. Screens of
/// two manifests importing one file are kept apart (each with its own overrides and layouts).
package struct ScrollContents {
    /// Content screens by manifest and file, then scroll view IB id.
    private let byScrollView: [FileKey: [String: ScreenSpec]]

    /// `screens`: each with the path of its manifest.
    package init(_ screens: [(manifest: String, screen: ScreenSpec)]) {
        var byScrollView: [FileKey: [String: ScreenSpec]] = [:]
        for (manifest, screen) in screens where screen.scrollContent && screen.layout == nil {
            guard let file = screen.importedFrom, let id = screen.importedID else { continue }
            byScrollView[Self.key(manifest, file), default: [:]][id] = screen
        }
        self.byScrollView = byScrollView
    }

    /// A file imported by a manifest.
    private struct FileKey: Hashable {
        let manifest: String
        let file: String
    }

    /// A view of a file imported by a manifest.
    private struct ViewKey: Hashable {
        let file: FileKey
        let id: String
    }

    private static func key(_ manifest: String, _ file: String) -> FileKey { FileKey(manifest: manifest, file: file) }

    /// The content screens of the scroll views `screen`'s layout model holds.
    package func held(by screen: ScreenSpec, in manifest: String) -> [String: ScreenSpec] {
        guard let model = screen.layout, let file = screen.importedFrom,
            let all = byScrollView[Self.key(manifest, file)]
        else {
            return [:]
        }
        var held: [String: ScreenSpec] = [:]
        for item in model.items.dropFirst() where item.element == "scrollView" {
            if let content = all[item.id] { held[item.id] = content }
        }
        return held
    }

    /// The indices of the content screens whose holder (in `screens`, with `layouts`, in the same
    /// manifest) is linted on solved layouts only, which place the content again.
    package func claimed(_ screens: [(manifest: String, screen: ScreenSpec)], layouts: [ScreenLayouts]) -> Set<Int> {
        var placed: Set<ViewKey> = []
        for ((manifest, screen), layout) in zip(screens, layouts)
        where !layout.layouts.isEmpty && layout.layouts.allSatisfy({ $0.target != nil }) {
            guard let file = screen.importedFrom else { continue }
            for id in held(by: screen, in: manifest).keys {
                placed.insert(ViewKey(file: Self.key(manifest, file), id: id))
            }
        }
        guard !placed.isEmpty else { return [] }
        return Set(
            screens.indices.filter { n in
                let (manifest, s) = screens[n]
                guard s.scrollContent, s.layout == nil, let file = s.importedFrom, let id = s.importedID else {
                    return false
                }
                return placed.contains(ViewKey(file: Self.key(manifest, file), id: id))
            })
    }
}
