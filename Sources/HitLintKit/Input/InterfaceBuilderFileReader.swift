import Foundation

/// `hitlint lint Main.storyboard`: an Interface Builder file named on the command line is linted
/// as if a manifest beside it imported it (`- from: Main.storyboard`), with the asset catalogs
/// found in its folder tree (`NearbyAssets`). Findings point into the file, as for any import.
struct InterfaceBuilderFileReader: InputReader {
    func reads(fileNamed name: String) -> Bool { InputFiles.isImported(name) }

    func read(path: String, settings: InputSettings) throws(InputError) -> Manifest {
        // The manifest stands in the highest folder searched for catalogs, so that its folder, the
        // default lint root, holds them all; every path in it is relative to that folder.
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
        return manifest
    }
}
