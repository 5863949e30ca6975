import Foundation

/// Paths relative to a folder, so that files written by hitlint (baselines) survive a move of
/// the checkout.
package enum PathRelation {
    /// How messages name a file hitlint read for `besides` (a manifest, as the user gave it): by
    /// the path from that file's folder as given, never by the machine's absolute path unless the
    /// user gave an absolute path.
    package static func display(_ url: URL, besides file: String) -> String {
        let folder = (file as NSString).deletingLastPathComponent
        let relative = relative(url.path, to: URL(fileURLWithPath: folder.isEmpty ? "." : folder, isDirectory: true))
        return folder.isEmpty ? relative : (folder as NSString).appendingPathComponent(relative)
    }

    /// `file` relative to `folder`, with `..` where needed; both resolved against the current folder.
    package static func relative(_ file: String, to folder: URL) -> String {
        let target = (standardized(file) as NSString).pathComponents
        let base = (standardized(folder.path) as NSString).pathComponents
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        let parts = ups + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Whether the canonical path `path` is `root` or lies inside it.
    package static func isInside(_ path: String, root: String) -> Bool {
        path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// The real location of a path: absolute, standardized, symbolic links resolved.
    package static func canonical(_ path: String) -> String {
        withoutPrivate(URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path)
    }

    /// A path made absolute and standardized (`.` and `..` removed), without resolving links.
    package static func standardized(_ path: String) -> String {
        withoutPrivate(URL(fileURLWithPath: path).standardizedFileURL.path)
    }

    /// On macOS `/var`, `/tmp` and `/etc` are links into `/private`, and the working folder of a
    /// process started in a temporary folder reads `/private/var/...`. Foundation drops the
    /// `/private` only from paths that exist, so one folder would be named two ways (a missing
    /// image would seem outside its lint root): it is dropped from every path here.
    package static func withoutPrivate(_ path: String) -> String {
        #if canImport(Darwin)
            for folder in ["/private/var", "/private/tmp", "/private/etc"]
            where path == folder || path.hasPrefix(folder + "/") {
                return String(path.dropFirst("/private".count))
            }
        #endif
        return path
    }
}
