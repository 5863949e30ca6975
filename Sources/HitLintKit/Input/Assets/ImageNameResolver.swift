import Foundation

/// Resolves the image names manifests and Interface Builder files write against the manifest's
/// `assets` (asset catalogs and folders, in order), as `UIImage(named:)` does (docs/manifest.md,
/// "Image names"). Catalogs are read once per run and lookups are cached: an app's screens name
/// the same few hundred images thousands of times.
final class ImageNameResolver: Sendable {
    private let catalogs = Locked<[String: AssetCatalog]>([:])
    private let lookups = Locked<[String: ImageResolution]>([:])
    /// The names in each folder looked in, listed once: one listing instead of a file-system
    /// lookup per candidate name.
    private let listings = Locked<[String: Set<String>]>([:])

    func listing(of folder: URL) -> Set<String> {
        let key = folder.standardizedFileURL.path
        if let known = listings.withLock({ $0[key] }) { return known }
        let names = Set((try? FileManager.default.contentsOfDirectory(atPath: key)) ?? [])
        listings.withLock { $0[key] = names }
        return names
    }

    /// What a name resolves to.
    struct ImageResolution: Sendable {
        /// The files by scale; empty when the name resolves nowhere.
        var variants: [ImageVariant] = []
        /// The path used when nothing resolves: the name in the first folder (its error says "no such file").
        var fallback: URL
        /// Why the path may not be read (the path policy), an error at the name.
        var problem: String?
        /// Why nothing resolves, when a catalog was searched or an image set is broken.
        var unresolved: String?
        /// For a vector image (PDF or SVG), the size it declares; zero when it declares none.
        /// Read once per name and run, as the resolution is.
        var vectorSize: Size?
    }

    /// The catalog at `url`, its `Contents.json` files read only inside `root` (nil: anywhere).
    func catalog(at url: URL, root: String?) -> AssetCatalog {
        let key = url.standardizedFileURL.path + "\u{0}" + (root ?? "")
        if let known = catalogs.withLock({ $0[key] }) { return known }
        let catalog = AssetCatalog(url: url, confinedTo: root)
        catalogs.withLock { $0[key] = catalog }
        return catalog
    }

    static func isCatalog(_ url: URL) -> Bool { url.pathExtension == "xcassets" }

    func resolve(_ name: String, assets: [URL], root: String, policy: PathPolicy) -> ImageResolution {
        let key = ([name, root] + assets.map(\.path)).joined(separator: "\u{0}")
        if let known = lookups.withLock({ $0[key] }) { return known }
        var answer = lookUp(name, assets: assets, root: root, policy: policy)
        let file = ImageVariant.choose(answer.variants, scale: 3)?.url ?? answer.fallback
        if VectorImageSize.isVector(file), answer.problem == nil {
            // Only a file inside the lint root is read (its real path, links resolved); one
            // outside is drawn over the bounds, as one that declares no size.
            let inside = policy.allowOutsideRoot || PathRelation.isInside(PathRelation.canonical(file.path), root: root)
            answer.vectorSize = (inside ? VectorImageSize.size(of: file) : nil) ?? Size(width: 0, height: 0)
        }
        lookups.withLock { $0[key] = answer }
        return answer
    }

    private func lookUp(_ name: String, assets: [URL], root: String, policy: PathPolicy) -> ImageResolution {
        let folders = assets.filter { !ImageNameResolver.isCatalog($0) }
        let first = folders.first ?? assets.first ?? URL(fileURLWithPath: ".")
        var answer = ImageResolution(fallback: URL(fileURLWithPath: name, relativeTo: first).standardizedFileURL)
        if let problem = policy.problem(with: answer.fallback, written: name, root: root) {
            answer.problem = problem
            return answer
        }
        for place in assets {
            if ImageNameResolver.isCatalog(place) {
                switch catalog(at: place, root: policy.allowOutsideRoot ? nil : root).imageSet(named: name) {
                case .success(let variants)?:
                    answer.variants = variants
                    return answer
                case .failure(let error)?:
                    answer.unresolved = error.message
                    return answer
                case nil: continue
                }
            }
            // The written name passed the policy above; a variant beside it that is a link leading
            // out is refused when it is opened (images are confined to the root as opened).
            let variants = ImageNameResolver.files(named: name, in: place, listing: listing(of:))
            if !variants.isEmpty {
                answer.variants = variants
                return answer
            }
            // Names are matched with their case, as on a device (a Mac's disk would open the
            // file anyway, the simulator too): a file that differs only in case is named.
            if answer.unresolved == nil, let near = ImageNameResolver.differingInCase(name, in: place, listing: listing(of:)) {
                answer.unresolved =
                    "no such file; \(MessageFormat.quote(near)) differs from it only in case, and names are matched with their case, as on a device"
            }
        }
        if assets.contains(where: ImageNameResolver.isCatalog), answer.unresolved == nil {
            let searched = assets.map(\.lastPathComponent).joined(separator: ", ")
            answer.unresolved = "no image set or file of that name in \(searched)"
        }
        return answer
    }

    /// The first file, in name order, of a folder that one of `name`'s files (`files(named:)`)
    /// would be if case did not count.
    static func differingInCase(_ name: String, in folder: URL, listing: (URL) -> Set<String>) -> String? {
        let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let wanted = Set([name, stem + ".png", stem + "@1x.png", stem + "@2x.png", stem + "@3x.png"].map { $0.lowercased() })
        let url = URL(fileURLWithPath: name, relativeTo: folder).standardizedFileURL
        let inFolder = (name as NSString).deletingLastPathComponent
        let near = listing(url.deletingLastPathComponent()).sorted().first { file in
            wanted.contains((inFolder.isEmpty ? file : inFolder + "/" + file).lowercased())
        }
        return near.map { inFolder.isEmpty ? $0 : inFolder + "/" + $0 }
    }

    /// The files of `name` in a folder, by scale: with `B` the name without `.png`, `B@1x.png` or
    /// `B.png` as 1x, `B@2x.png`, `B@3x.png`; a name that already carries a scale suffix, or
    /// another extension, is the one file it names.
    static func files(named name: String, in folder: URL, listing: (URL) -> Set<String>) -> [ImageVariant] {
        func file(_ candidate: String) -> URL? {
            let url = URL(fileURLWithPath: candidate, relativeTo: folder).standardizedFileURL
            return listing(url.deletingLastPathComponent()).contains(url.lastPathComponent) ? url : nil
        }
        let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let suffixed = ImageScale.scale(of: name, explicit: nil) != 1 || stem.hasSuffix("@1x")
        let hasOtherExtension = !name.hasSuffix(".png") && (name.split(separator: "/").last ?? "").contains(".")
        if suffixed || hasOtherExtension {
            return file(name).map { [ImageVariant(url: $0, scale: ImageScale.scale(of: name, explicit: nil))] } ?? []
        }
        var variants: [ImageVariant] = []
        if let one = file(stem + "@1x.png") ?? file(stem + ".png") { variants.append(ImageVariant(url: one, scale: 1)) }
        for scale in [2, 3] {
            if let url = file("\(stem)@\(scale)x.png") { variants.append(ImageVariant(url: url, scale: Double(scale))) }
        }
        if variants.isEmpty, let plain = file(name) { variants.append(ImageVariant(url: plain, scale: 1)) }
        return variants
    }
}
