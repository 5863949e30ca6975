import Foundation

/// The manifest `hitlint init` writes for an app's repository: it imports the storyboards, XIBs
/// and asset catalogs that the iOS targets of its Xcode projects build, and lists, commented
/// out with why, the Interface Builder files of the folder no such target builds (tvOS and watchOS
/// targets, tests, files no target copies). Without a project (a repository that generates it,
/// with XcodeGen or Tuist) it imports every Interface Builder file and asset catalog of the folder.
/// Dependency, build and test folders are not searched.
package struct ProjectManifest: Sendable {
    /// The folder `init` writes into, which paths are relative to.
    package let folder: URL

    package init(folder: URL) { self.folder = folder }

    /// Folders never searched: dependencies, build products, version control.
    static let skippedFolders: Set<String> = [
        "Pods", "Carthage", "vendor", "node_modules", "build", "DerivedData", "third_party", "ThirdParty",
    ]
    static let testSuffixes = ["Tests", "Specs", "Fixtures", "Mocks"]

    package struct Scan: Sendable {
        /// The projects read, relative to the folder.
        package var projects: [String] = []
        package var imported: [String] = []
        /// Asset catalogs, then folders of loose images: the manifest's `assets`.
        package var catalogs: [String] = []
        /// Interface Builder files left out, with why.
        package var leftOut: [(path: String, why: String)] = []
        /// Projects that could not be read.
        package var problems: [Diagnostic] = []
    }

    package func scan() -> Scan {
        let files = Self.walk(folder)
        var scan = Scan()
        let projects = files.filter { $0.hasSuffix(".xcodeproj/project.pbxproj") }
        let interface = files.filter { InputFiles.isImported(($0 as NSString).lastPathComponent) }
        let catalogs = files.filter { $0.hasSuffix(".xcassets") }
        // Loose images: UIImage(named:) finds them in the app's bundle, where Xcode copies them
        // flat, so each folder that holds one is searched after the catalogs.
        let imageFolders = { (images: [String]) in
            Array(Set(images.map { ($0 as NSString).deletingLastPathComponent })).sorted().map { $0.isEmpty ? "." : $0 }
        }
        let looseImages = files.filter { $0.lowercased().hasSuffix(".png") && !$0.contains(".xcassets/") }
        guard !projects.isEmpty else {
            (scan.imported, scan.catalogs) = (interface, catalogs + imageFolders(looseImages))
            return scan
        }
        var builtForIOS = Set<String>()
        var builtElsewhere: [String: String] = [:]
        for path in projects {
            let projectFolder = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            let root = projectFolder.isEmpty ? "" : projectFolder + "/"
            do throws(InputError) {
                let project = try XcodeProject.read(
                    folder.appendingPathComponent(path),
                    sourceRoot: folder.appendingPathComponent(projectFolder.isEmpty ? "." : projectFolder))
                scan.projects.append((path as NSString).deletingLastPathComponent)
                for target in project.targets {
                    for resource in target.resources {
                        let full = XcodeProject.normalized(root + resource)
                        if target.isIOS {
                            builtForIOS.insert(full)
                        } else if builtElsewhere[full] == nil {
                            builtElsewhere[full] =
                                target.isTest
                                ? "built by the test target '\(target.name)'" : "built by the \(target.platform) target '\(target.name)'"
                        }
                    }
                }
            } catch {
                scan.problems += error.diagnostics
            }
        }
        for file in interface {
            if builtForIOS.contains(file) {
                scan.imported.append(file)
            } else {
                scan.leftOut.append((file, builtElsewhere[file] ?? "no iOS target of the projects builds it"))
            }
        }
        scan.catalogs = catalogs.filter { builtForIOS.contains($0) } + imageFolders(looseImages.filter { builtForIOS.contains($0) })
        return scan
    }

    /// The manifest's text.
    package func text(_ scan: Scan) -> String {
        let source =
            scan.projects.isEmpty
            ? "every storyboard, XIB and asset catalog of this folder (it holds no Xcode project)"
            : "the storyboards, XIBs and asset catalogs that the iOS targets of \(scan.projects.joined(separator: ", ")) build"
        var out = """
            # hitlint manifest, written by `hitlint init`: it imports \(source).
            # Run `hitlint lint`. Reference: docs/manifest.md and docs/interface-builder.md in hitlint's repository.
            version: 1
            scale: 3                  # for files that name no device

            """
        if !scan.catalogs.isEmpty {
            out += "assets:\n" + scan.catalogs.map { "  - \(YAMLText.doubleQuoted($0))\n" }.joined()
        }
        out += "screens:\n"
        out += scan.imported.map { "  - from: \(YAMLText.doubleQuoted($0))\n" }.joined()
        if scan.imported.isEmpty { out += "  []\n" }
        if !scan.leftOut.isEmpty {
            out += "\n# Not imported:\n"
            for (path, why) in scan.leftOut {
                out += "#  - from: \(YAMLText.doubleQuoted(path))    # \(YAMLText.comment(why, limit: .max, replacement: " "))\n"
            }
        }
        return out
    }

    /// Every file below `folder` (asset catalogs as wholes, and each Xcode project's
    /// `project.pbxproj`), relative to it, sorted; dependency, build and test folders are not
    /// entered.
    static func walk(_ folder: URL) -> [String] {
        let walk = FolderWalk(skip: { name in skippedFolders.contains(name) || testSuffixes.contains(where: name.hasSuffix) })
        return walk.entries(in: folder).paths.compactMap { path in
            guard path.hasSuffix(".xcodeproj") else { return path }
            let project = path + "/project.pbxproj"
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(project).path) ? project : nil
        }
    }
}
