import Foundation
import HitLintCore

/// Resolves the image names manifests and Interface Builder files write against the manifest's
/// `assets` (asset catalogs and folders, in order), as `UIImage(named:)` does (docs/manifest.md,
/// "Image names"). Catalogs are read once per run and lookups are cached: an app's screens name
/// the same few hundred images thousands of times.
package final class ImageNameResolver: Sendable {
    private let catalogs = Locked<[CatalogKey: AssetCatalog]>([:])
    private let lookups = Locked<[LookupKey: ImageResolution]>([:])
    /// The names in each folder looked in, listed once: one listing instead of a file-system
    /// lookup per candidate name.
    private let listings = Locked<[String: Set<String>]>([:])

    package init() {}

    /// A catalog read with `Contents.json` files confined to a root (nil: anywhere).
    private struct CatalogKey: Hashable {
        let path: String
        let root: String?
    }

    /// A name looked up in assets, in order, inside a root.
    private struct LookupKey: Hashable {
        let name: String
        let root: String
        let assets: [String]
    }

    package func listing(of folder: URL) -> Set<String> {
        let key = folder.standardizedFileURL.path
        if let known = listings.withLock({ $0[key] }) { return known }
        let names = Set((try? FileManager.default.contentsOfDirectory(atPath: key)) ?? [])
        listings.withLock { $0[key] = names }
        return names
    }

    /// What a name resolves to.
    package struct ImageResolution: Sendable {
        /// The files by scale; empty when the name resolves nowhere.
        package var variants: [ImageVariant] = []
        /// The path used when nothing resolves: the name in the first folder (its error says "no such file").
        package var fallback: URL
        /// Why the path may not be read (the path policy), an error at the name.
        package var problem: String?
        /// Why nothing resolves, when a catalog was searched, an image set is broken or a file
        /// differs from the name only in case.
        package var unresolved: String?
        /// For a vector image (PDF or SVG), the size it declares; zero when it declares none.
        /// Read once per name and run, as the resolution is.
        package var vectorSize: Size?
    }

    /// The catalog at `url`, its `Contents.json` files read only inside `root` (nil: anywhere).
    package func catalog(at url: URL, root: String?) -> AssetCatalog {
        let key = CatalogKey(path: url.standardizedFileURL.path, root: root)
        if let known = catalogs.withLock({ $0[key] }) { return known }
        let catalog = AssetCatalog(url: url, confinedTo: root)
        catalogs.withLock { $0[key] = catalog }
        return catalog
    }

    package static func isCatalog(_ url: URL) -> Bool { url.pathExtension == "xcassets" }

    package func resolve(_ name: String, assets: [URL], root: String, policy: PathPolicy) -> ImageResolution {
        let key = LookupKey(name: name, root: root, assets: assets.map(\.path))
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
            if answer.unresolved == nil,
                let near = ImageNameResolver.differingInCase(name, in: place, listing: listing(of:))
            {
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

    /// The names `files(named:)` looks for, in its order: with `B` the name without `.png`,
    /// `B@1x.png` or `B.png` as 1x, `B@2x.png`, `B@3x.png`, then the name itself; a name that
    /// already carries a scale suffix, or another extension, is the one file it names.
    package static func candidates(for name: String) -> [String] {
        let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let suffixed = ImageScale.scale(of: name, explicit: nil) != 1 || stem.hasSuffix("@1x")
        let hasOtherExtension = !name.hasSuffix(".png") && (name.split(separator: "/").last ?? "").contains(".")
        if suffixed || hasOtherExtension { return [name] }
        return [stem + "@1x.png", stem + ".png", stem + "@2x.png", stem + "@3x.png", name]
    }

    /// The file `relative` (a path from `folder`) names, when each of its parts is listed with
    /// that case (`exact`), or, otherwise, as its parts are listed when case does not count (the
    /// first in name order); nil when there is none.
    package static func listed(_ relative: String, in folder: URL, exact: Bool, listing: (URL) -> Set<String>) -> URL? {
        // An absolute name (allowed outside the lint root) starts at the top.
        var current =
            relative.hasPrefix("/") ? URL(fileURLWithPath: "/", isDirectory: true) : folder.standardizedFileURL
        for part in relative.split(separator: "/").map(String.init) {
            switch part {
            case ".": continue
            case "..": current = current.deletingLastPathComponent()
            default:
                let names = listing(current)
                guard
                    let found = names.contains(part)
                        ? part : exact ? nil : names.sorted().first(where: { $0.lowercased() == part.lowercased() })
                else { return nil }
                current = current.appendingPathComponent(found)
            }
        }
        return current
    }

    /// One of `name`'s files (`files(named:)`) that differs from it only in case, as written
    /// below the folder; nil when there is none.
    package static func differingInCase(_ name: String, in folder: URL, listing: (URL) -> Set<String>) -> String? {
        for candidate in candidates(for: name) {
            guard let url = listed(candidate, in: folder, exact: false, listing: listing) else { continue }
            return PathRelation.relative(url.path, to: folder)
        }
        return nil
    }

    /// The files of `name` in a folder, by scale (`candidates(for:)`): each part of the path must
    /// be listed with its case, as on a device, whatever the file system of the Mac it runs on.
    package static func files(named name: String, in folder: URL, listing: (URL) -> Set<String>) -> [ImageVariant] {
        let names = candidates(for: name)
        func file(_ candidate: String) -> URL? { listed(candidate, in: folder, exact: true, listing: listing) }
        guard names.count > 1 else {
            return file(name).map { [ImageVariant(url: $0, scale: ImageScale.scale(of: name, explicit: nil))] } ?? []
        }
        var variants: [ImageVariant] = []
        if let one = file(names[0]) ?? file(names[1]) { variants.append(ImageVariant(url: one, scale: 1)) }
        for (candidate, scale) in [(names[2], 2.0), (names[3], 3.0)] {
            if let url = file(candidate) { variants.append(ImageVariant(url: url, scale: scale)) }
        }
        if variants.isEmpty, let plain = file(name) { variants.append(ImageVariant(url: plain, scale: 1)) }
        return variants
    }
}
