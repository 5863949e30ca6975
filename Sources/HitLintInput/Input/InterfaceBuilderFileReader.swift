import Foundation
import HitLintCore

/// `hitlint lint Main.storyboard`: an Interface Builder file named on the command line is linted
/// as the app lints it (docs/layout.md). Its folder and those above it (up to the current
/// folder, or the repository's root for a path outside it) are searched for the app:
/// - a `hitlint.yaml` that imports the file: the file is read through it, with its catalogs,
///   `app:`, `devices:`, classes and overrides (only that file's screens);
/// - else a folder holding an Xcode project whose iOS targets build the file: the manifest
///   `hitlint init` would write there, read for that file alone;
/// - else a manifest beside the file imports it, with the asset catalogs found in its folder
///   tree (`NearbyAssets`); those may not be all the app builds, so an image not found in them
///   is a note (`Manifest.catalogsKnown`).
/// Findings point into the file, as for any import.
package struct InterfaceBuilderFileReader: InputReader {
    /// How many folders above the file are searched for the app.
    package static let maxLevels = 8

    package func reads(fileNamed name: String) -> Bool { InputFiles.isImported(name) }

    package func read(path: String, settings: InputSettings) throws(InputError) -> Manifest {
        let file = URL(fileURLWithPath: path).standardizedFileURL.path
        var only = settings
        only.onlyFiles = [file]
        for folder in Self.folders(above: path, root: settings.paths.allowOutsideRoot ? nil : settings.paths.root) {
            let manifest = folder == "." ? "hitlint.yaml" : (folder as NSString).appendingPathComponent("hitlint.yaml")
            if FileManager.default.fileExists(atPath: manifest),
                let read = try? YAMLManifestReader().read(path: manifest, settings: only), !read.screens.isEmpty
            {
                return read
            }
            if let project = settings.projectManifest, Self.holdsProject(folder),
                let read = Self.projectManifest(in: folder, text: project, settings: only), !read.screens.isEmpty
            {
                return read
            }
        }
        return try nearby(path, settings: settings)
    }

    /// The file's folder and those above it, nearest first: up to the current folder for a
    /// relative path, else up to a repository's root (a folder holding `.git`), at most `maxLevels`,
    /// and never above the lint root (`--root`) when there is one.
    package static func folders(above path: String, root: URL? = nil) -> [String] {
        let rootPath = root.map { $0.standardizedFileURL.path }
        var folders: [String] = []
        var folder = (path as NSString).deletingLastPathComponent
        for _ in 0...maxLevels {
            let current = folder.isEmpty ? "." : folder
            if let rootPath {
                let absolute = URL(fileURLWithPath: current, isDirectory: true).standardizedFileURL.path
                guard absolute == rootPath || absolute.hasPrefix(rootPath.hasSuffix("/") ? rootPath : rootPath + "/")
                else { break }
            }
            folders.append(current)
            let repositoryRoot = FileManager.default.fileExists(
                atPath: (current as NSString).appendingPathComponent(".git"))
            if repositoryRoot || current == "." || current == "/" { break }
            folder = (current as NSString).deletingLastPathComponent
        }
        return folders
    }

    private static func holdsProject(_ folder: String) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return entries.contains { $0.hasSuffix(".xcodeproj") }
    }

    /// The manifest `hitlint init` would write in `folder`, read for the settings' files.
    private static func projectManifest(in folder: String, text: ProjectManifestText, settings: InputSettings)
        -> Manifest?
    {
        let url = URL(fileURLWithPath: folder, isDirectory: true)
        guard let manifest = text(url) else { return nil }
        let standIn = folder == "." ? "hitlint.yaml" : (folder as NSString).appendingPathComponent("hitlint.yaml")
        return try? YAMLManifestReader().read(text: manifest, path: standIn, directory: url, settings: settings)
    }

    /// A manifest beside the file (in the highest folder searched for catalogs, so that its
    /// folder, the default lint root, holds them all) that imports it with the catalogs near it.
    private func nearby(_ path: String, settings: InputSettings) throws(InputError) -> Manifest {
        let searched = NearbyAssets.of([path])
        let top = searched.last ?? "."
        let topURL = URL(fileURLWithPath: top, isDirectory: true)
        let relative = { (file: String) in PathRelation.relative(file, to: topURL) }
        let quote = YAMLText.doubleQuoted
        let text = """
            version: 1
            assets: [\(searched.map { quote(relative($0)) }.joined(separator: ", "))]
            screens:
              - from: \(quote(relative(path)))

            """
        let standIn = top == "." ? "hitlint.yaml" : (top as NSString).appendingPathComponent("hitlint.yaml")
        var manifest = try YAMLManifestReader().read(text: text, path: standIn, directory: topURL, settings: settings)
        manifest.path = path
        manifest.catalogsKnown = false
        return manifest
    }
}
