/// Which files a manifest can read besides itself: images, asset catalogs' `Contents.json`, and
/// every file type a screen source reads. `--changed` selects a manifest when one of them
/// changed; the build plugin's list is rendered from it (`hitlint-dev generate`).
package enum InputFiles {
    package static let imageTypes = ["png", "pdf", "svg"]
    package static let catalogFiles = ["Contents.json"]

    /// Every file type (extension, lowercased) a manifest can read.
    package static var fileTypes: [String] { imageTypes + ScreenSources.fileTypes }

    package static func isInput(_ name: String) -> Bool {
        catalogFiles.contains(name) || fileTypes.contains(type(of: name))
    }

    /// Whether a file of this name is read by a screen source (an import, not an image).
    package static func isImported(_ name: String) -> Bool { ScreenSources.fileTypes.contains(type(of: name)) }

    /// A file name's extension, lowercased ("" without one).
    package static func type(of name: String) -> String {
        name.lastIndex(of: ".").map { name[name.index(after: $0)...].lowercased() } ?? ""
    }
}
