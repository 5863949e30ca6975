import Foundation

/// The asset catalogs an Interface Builder file's images most likely come from, when no manifest
/// names them: those in the file's folder and in each folder above it up to the repository's
/// root (at most four levels, as Xcode projects keep `App/Base.lproj/Main.storyboard` beside
/// `App/Assets.xcassets`), then those folders themselves, for loose images.
package enum NearbyAssets {
    package static let maxLevels = 4

    package static func of(_ files: [String]) -> [String] {
        var catalogs: [String] = []
        var folders: [String] = []
        for file in files {
            var folder = (file as NSString).deletingLastPathComponent
            for _ in 0..<maxLevels {
                let path = folder.isEmpty ? "." : folder
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                for entry in entries.sorted() where entry.hasSuffix(".xcassets") {
                    let catalog = (path as NSString).appendingPathComponent(entry)
                    if !catalogs.contains(catalog) { catalogs.append(catalog) }
                }
                if !folders.contains(path) { folders.append(path) }
                let repositoryRoot = FileManager.default.fileExists(
                    atPath: (path as NSString).appendingPathComponent(".git"))
                if repositoryRoot || path == "." || path == "/" { break }
                folder = (path as NSString).deletingLastPathComponent
            }
        }
        return catalogs + folders
    }
}
