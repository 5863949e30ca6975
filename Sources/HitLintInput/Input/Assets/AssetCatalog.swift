import Foundation
import HitLintCore

/// An asset catalog (`*.xcassets`) read once: its image sets by the name `UIImage(named:)` uses,
/// with the `universal` or `iphone` slot of each scale that names a file (docs/manifest.md,
/// "Image names"). Folders whose `Contents.json` says `provides-namespace` prefix the names
/// inside them with `Folder/`; groups without a `Contents.json` are plain groups.
package struct AssetCatalog: Sendable {
    /// Name -> the files of its slots, or why the image set cannot be used.
    package private(set) var imageSets: [String: Result<[ImageVariant], ImageError>] = [:]
    /// Every `Contents.json` read (`--changed` follows them).
    package private(set) var contentsFiles: [URL] = []

    /// Deepest folder nesting walked, and most entries looked at: a catalog is a tree of small
    /// folders, and a hostile one (or a symbolic link loop) must not make the walk endless.
    package static let maxDepth = 32
    package static let maxEntries = 200_000
    package static let maxContentsBytes = 1 << 20

    /// The lint root a `Contents.json` must lie in as opened (nil: anywhere).
    private let root: String?
    /// Why the `Contents.json` files that were not read were refused, by path.
    private var refused: [URL: String] = [:]

    package init(url: URL, confinedTo root: String? = nil) {
        self.root = root
        var budget = AssetCatalog.maxEntries
        walk(url, namespace: "", depth: 0, budget: &budget)
    }

    private mutating func walk(_ folder: URL, namespace: String, depth: Int, budget: inout Int) {
        guard depth <= AssetCatalog.maxDepth,
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else {
            return
        }
        for name in names.sorted() {
            budget -= 1
            if budget < 0 { return }
            let entry = folder.appendingPathComponent(name, isDirectory: true)
            // Symbolic links are not followed inside a catalog: Xcode does not write them, and they
            // could loop. `lstat` says so without following them (one call, where URL resource
            // values took several on Linux).
            var status = stat()
            guard lstat(entry.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { continue }
            if name.hasSuffix(".imageset") {
                let setName = namespace + String(name.dropLast(".imageset".count))
                if imageSets[setName] == nil { imageSets[setName] = slots(of: entry) }
            } else if !AssetCatalog.isOtherSet(name) {
                let contents = entry.appendingPathComponent("Contents.json", isDirectory: false)
                var inner = namespace
                if let json = readContents(contents),
                    let properties = json["properties"] as? [String: Any],
                    properties["provides-namespace"] as? Bool == true
                {
                    inner += name + "/"
                }
                walk(entry, namespace: inner, depth: depth + 1, budget: &budget)
            }
        }
    }

    /// `.appiconset`, `.colorset`, `.dataset` and the like: not images `UIImage(named:)` loads.
    private static func isOtherSet(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: ".") else { return false }
        return name[name.index(after: dot)...].hasSuffix("set")
    }

    private mutating func readContents(_ url: URL) -> [String: Any]? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        contentsFiles.append(url)
        // Confined as opened: a Contents.json that is a link out of the lint root is not read.
        let data: Data
        do throws(InputError) {
            data = try TextFile.readBytes(
                at: url, displayPath: url.path, maxBytes: AssetCatalog.maxContentsBytes, limitName: "Contents.json",
                confinedTo: root)
        } catch {
            refused[url] = error.diagnostics.first?.message
            return nil
        }
        return try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    }

    /// The slots of an image set that name a file, `universal` before `iphone` at each scale.
    private mutating func slots(of imageSet: URL) -> Result<[ImageVariant], ImageError> {
        let contents = imageSet.appendingPathComponent("Contents.json", isDirectory: false)
        guard FileManager.default.fileExists(atPath: contents.path) else {
            return .failure(ImageError("the image set \(imageSet.lastPathComponent) has no Contents.json"))
        }
        guard let json = readContents(contents), let images = json["images"] as? [[String: Any]] else {
            if let why = refused[contents] {
                return .failure(ImageError("the Contents.json of \(imageSet.lastPathComponent) \(why)"))
            }
            return .failure(
                ImageError(
                    "the Contents.json of \(imageSet.lastPathComponent) is not an asset catalog's JSON (open and save the catalog in Xcode)"
                ))
        }
        var variants: [ImageVariant] = []
        for idiom in ["universal", "iphone"] {
            for slot in images where slot["idiom"] as? String == idiom {
                guard let file = slot["filename"] as? String, !file.isEmpty, !file.contains("/"), file != "..",
                    file != "."
                else {
                    continue
                }
                // No file system has a longer name (NAME_MAX); a longer one would otherwise be
                // repeated into the message of every view that uses the set.
                guard file.utf8.count <= AssetCatalog.maxFileNameBytes else {
                    return .failure(
                        ImageError(
                            "the image set \(imageSet.lastPathComponent) names a file of \(file.utf8.count) bytes, longer than any file name can be (\(AssetCatalog.maxFileNameBytes))"
                        ))
                }
                let scale = AssetCatalog.scale(of: slot["scale"] as? String)
                guard !variants.contains(where: { $0.scale == scale }) else { continue }
                variants.append(
                    ImageVariant(url: imageSet.appendingPathComponent(file, isDirectory: false), scale: scale))
            }
        }
        guard !variants.isEmpty else {
            return .failure(
                ImageError("the image set \(imageSet.lastPathComponent) has no universal or iPhone image with a file"))
        }
        return .success(variants.sorted { $0.scale < $1.scale })
    }

    /// The longest file name a slot may give, in bytes.
    package static let maxFileNameBytes = 255

    /// "2x" -> 2; a slot without a scale (a single-scale image) is 1x.
    package static func scale(of text: String?) -> Double {
        guard let text, text.hasSuffix("x"), let value = Double(text.dropLast()), value >= 1, value <= 3 else {
            return 1
        }
        return value.rounded()
    }

    /// The image set `name` names, also without a `.png` extension.
    package func imageSet(named name: String) -> Result<[ImageVariant], ImageError>? {
        if let found = imageSets[name] { return found }
        if name.hasSuffix(".png") { return imageSets[String(name.dropLast(4))] }
        return nil
    }
}
