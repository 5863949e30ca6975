import Foundation

/// The entries below a folder, relative to it and sorted: files, and the folders named as
/// `leaves` (asset catalogs, Xcode projects) as wholes. Symbolic links are not followed, hidden
/// entries and the folders `skip` refuses are not entered, and the walk stops after `maxEntries`
/// directory entries (`truncated` then says so). No recursion: nesting comes from the disk.
package struct FolderWalk: Sendable {
    // Defaults in the initializer only: other targets build it, so it is spelled out.
    package var leaves: [String]
    package var maxEntries: Int
    package var skip: @Sendable (String) -> Bool

    package init(
        leaves: [String] = [".xcassets", ".xcodeproj"],
        maxEntries: Int = 500_000,
        skip: @escaping @Sendable (String) -> Bool = { _ in false }
    ) {
        self.leaves = leaves
        self.maxEntries = maxEntries
        self.skip = skip
    }

    /// Folders that hold no app code of the repository's own: dependencies, build products,
    /// tests (`hitlint init` and the code reader skip them).
    package static let notTheAppsFolders: Set<String> = [
        "Pods", "Carthage", "vendor", "node_modules", "build", "DerivedData", "third_party", "ThirdParty",
    ]
    package static let testFolderSuffixes = ["Tests", "Specs", "Fixtures", "Mocks"]

    /// Whether a folder of this name is one `notTheAppsFolders` or `testFolderSuffixes` names.
    @Sendable package static func isNotTheApps(_ name: String) -> Bool {
        notTheAppsFolders.contains(name) || testFolderSuffixes.contains(where: name.hasSuffix)
    }

    package func entries(in folder: URL) -> (paths: [String], truncated: Bool) {
        var found: [String] = []
        var pending: [String] = [""]
        var entries = 0
        while let relative = pending.popLast() {
            let url = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { continue }
            entries += names.count
            if entries > maxEntries { return (found.sorted(), true) }
            for name in names where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(url.appendingPathComponent(name).path, &status) == 0 else { continue }
                guard status.st_mode & S_IFMT == S_IFDIR else {
                    found.append(path)
                    continue
                }
                if leaves.contains(where: name.hasSuffix) {
                    found.append(path)
                } else if !skip(name) {
                    pending.append(path)
                }
            }
        }
        return (found.sorted(), false)
    }
}
