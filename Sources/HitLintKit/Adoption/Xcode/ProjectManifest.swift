import Foundation
import HitLintCore
import HitLintInput

/// The manifest `hitlint init` writes for an app's repository: it imports the storyboards, XIBs
/// and asset catalogs that the iOS targets of its Xcode projects build, and lists, commented
/// out with why, the Interface Builder files of the folder no such target builds (tvOS and watchOS
/// targets, tests, files no target copies). Without a project (a repository that generates it,
/// with XcodeGen or Tuist) it imports every Interface Builder file and asset catalog of the folder.
/// Dependency, build and test folders are not searched, and nothing outside the folder is read
/// (docs/hostile-input.md, "init").
package struct ProjectManifest: Sendable {
    /// The folder `init` writes into, which paths are relative to.
    package let folder: URL

    package init(folder: URL) { self.folder = folder }

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
        /// Folders whose Swift code makes tap targets (SwiftUI, `UIButton`), each imported as
        /// `FOLDER/**/*.swift` (docs/swiftui.md).
        package var swiftUIFolders: [String] = []
        /// What the app's code says of its classes, as comment lines.
        package var code: [String] = []
        /// What the iOS app targets show (their Info.plist files and build settings), with the
        /// targets it was read from; nil without a project.
        package var app: (support: AppSupport, targets: [String])? = nil
    }

    /// `readingCode`: also say, as comments, what the app's code says of its classes (`init`).
    package func scan(readingCode: Bool = false) -> Scan {
        let (files, refused) = Self.walk(folder)
        var scan = Scan()
        if readingCode { scan.code = AppCode.read(folders: [folder], directory: folder, root: nil).manifestComment }
        scan.problems += refused.map {
            Diagnostic("is a symbolic link or leads outside the folder; not read", file: $0)
        }
        let projects = files.filter { $0.hasSuffix(".xcodeproj/project.pbxproj") }
        let interface = files.filter {
            InputFiles.isImported(($0 as NSString).lastPathComponent) && !$0.lowercased().hasSuffix(".swift")
        }
        scan.swiftUIFolders = Self.swiftUIFolders(files.filter { $0.hasSuffix(".swift") }, in: folder)
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
        var built = Builders()
        var reading = XcodeProject.Reading(root: folder)
        var seenFiles = Set<FileIdentity>()
        for path in projects {
            let projectFolder = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            let url = folder.appendingPathComponent(path)
            // One file under several names (hard links) is read once.
            if let identity = FileIdentity(path: url.path), !seenFiles.insert(identity).inserted {
                scan.problems.append(Diagnostic("is the same file as a project read already", file: path))
                continue
            }
            do throws(InputError) {
                try readProject(at: path, in: projectFolder, reading: &reading, into: &scan, built: &built)
            } catch {
                scan.problems += error.diagnostics
            }
        }
        for file in interface {
            if built.forIOS.contains(file) {
                scan.imported.append(file)
            } else {
                scan.leftOut.append((file, built.elsewhere[file] ?? "no iOS target of the projects builds it"))
            }
        }
        let builtImages = looseImages.filter { built.forIOS.contains($0) }
        scan.catalogs = catalogs.filter { built.forIOS.contains($0) } + imageFolders(builtImages)
        return scan
    }

    /// The top-level folders whose Swift files import SwiftUI or make `UIButton`s ("" for the
    /// folder itself), read no further than each file's first 64 KB.
    static func swiftUIFolders(_ swiftFiles: [String], in folder: URL) -> [String] {
        var folders = Set<String>()
        for path in swiftFiles {
            let top = path.contains("/") ? String(path.prefix { $0 != "/" }) : ""
            guard !folders.contains(top),
                let handle = try? FileHandle(forReadingFrom: folder.appendingPathComponent(path))
            else { continue }
            defer { try? handle.close() }
            if let head = try? handle.read(upToCount: 65_536),
                case let text = String(decoding: head, as: UTF8.self),
                text.contains("import SwiftUI") || text.contains("UIButton(")
            {
                folders.insert(top)
            }
        }
        return folders.sorted()
    }

    /// The resources the targets build, by path from the folder: those an iOS target builds, and
    /// why each other one is left out.
    private struct Builders {
        var forIOS = Set<String>()
        var elsewhere: [String: String] = [:]
    }

    /// One project (`path`, in `projectFolder`): its problems, what its iOS app targets show and
    /// which resources its targets build.
    private func readProject(
        at path: String, in projectFolder: String, reading: inout XcodeProject.Reading, into scan: inout Scan,
        built: inout Builders
    ) throws(InputError) {
        let root = projectFolder.isEmpty ? "" : projectFolder + "/"
        let url = folder.appendingPathComponent(path)
        let project = try XcodeProject.read(
            url, sourceRoot: folder.appendingPathComponent(projectFolder.isEmpty ? "." : projectFolder),
            reading: &reading)
        scan.problems += project.problems.map { Diagnostic($0, file: path) }
        scan.projects.append((path as NSString).deletingLastPathComponent)
        let sourceRoot = folder.appendingPathComponent(projectFolder.isEmpty ? "." : projectFolder)
        // The app targets decide what is shown (extensions are shown inside an app).
        let apps = project.targets.filter { $0.isIOS && $0.productType == "com.apple.product-type.application" }
        for target in apps {
            let support = TargetAppSupport.support(of: target, sourceRoot: sourceRoot, root: reading.root)
            scan.app = (
                scan.app.map { $0.support.union(support) } ?? support, (scan.app?.targets ?? []) + [target.name]
            )
        }
        for target in project.targets {
            for resource in target.resources {
                let full = XcodeProject.normalized(root + resource)
                if target.isIOS {
                    built.forIOS.insert(full)
                } else if built.elsewhere[full] == nil {
                    built.elsewhere[full] =
                        target.isTest
                        ? "built by the test target '\(target.name)'"
                        : "built by the \(target.platform) target '\(target.name)'"
                }
            }
        }
    }

    /// The manifest's text.
    package func text(_ scan: Scan) -> String {
        var source =
            scan.projects.isEmpty
            ? "every storyboard, XIB and asset catalog of this folder (it holds no Xcode project)"
            : "the storyboards, XIBs and asset catalogs that the iOS targets of \(scan.projects.joined(separator: ", ")) build"
        if !scan.swiftUIFolders.isEmpty && scan.imported.isEmpty {
            source += ", and the Swift files of the folders whose code makes tap targets (SwiftUI, UIButton)"
        }
        // Folder and project names come from the disk: one line of comment, whatever they hold.
        var out = """
            # hitlint manifest, written by `hitlint init`: it imports \(YAMLText.comment(source, limit: 2_000, replacement: " ")).
            # Run `hitlint lint`. Reference: docs/manifest.md and docs/interface-builder.md in hitlint's repository.
            version: 1
            scale: 3                  # for files that name no device

            """
        if let app = scan.app, !app.support.phone.isEmpty || !app.support.pad.isEmpty {
            let targets = app.targets.map { "'\($0)'" }.joined(separator: ", ")
            out +=
                "# What the app shows, from the Info.plist and build settings of \(YAMLText.comment(targets, limit: 500, replacement: " ")):\n"
            out += "# --devices all lints only these.\n"
            out += "app:\n"
            if !app.support.phone.isEmpty {
                out += "  iPhone: [\(app.support.phone.map(\.rawValue).joined(separator: ", "))]\n"
            }
            if !app.support.pad.isEmpty {
                out += "  iPad: [\(app.support.pad.map(\.rawValue).joined(separator: ", "))]\n"
            }
        }
        if !scan.code.isEmpty {
            out += scan.code.map { "# " + YAMLText.comment($0, limit: 2_000, replacement: " ") + "\n" }.joined()
        }
        if !scan.catalogs.isEmpty {
            out += "assets:\n" + scan.catalogs.map { "  - \(YAMLText.doubleQuoted($0))\n" }.joined()
        }
        out += "screens:\n"
        out += scan.imported.map { "  - from: \(YAMLText.doubleQuoted($0))\n" }.joined()
        // A SwiftUI app's Swift folders are its screens; beside storyboards they are offered,
        // commented out: reading where every SwiftUI view is shown costs on a large app.
        let offered = !scan.imported.isEmpty
        if offered, !scan.swiftUIFolders.isEmpty {
            out += "# The tap targets this app's Swift code makes (SwiftUI, UIButtons; docs/swiftui.md):\n"
        }
        for folder in scan.swiftUIFolders {
            let pattern = folder.isEmpty ? "*.swift" : folder + "/**/*.swift"
            out +=
                offered
                ? "#  - from: \(YAMLText.doubleQuoted(pattern))\n"
                : "  - from: \(YAMLText.doubleQuoted(pattern))    # tap targets made in Swift code (docs/swiftui.md)\n"
        }
        if scan.imported.isEmpty && scan.swiftUIFolders.isEmpty { out += "  []\n" }
        if !scan.leftOut.isEmpty {
            out += "\n# Not imported:\n"
            for (path, why) in scan.leftOut {
                out +=
                    "#  - from: \(YAMLText.doubleQuoted(path))    # \(YAMLText.comment(why, limit: .max, replacement: " "))\n"
            }
        }
        return out
    }

    /// Every file below `folder` (asset catalogs as wholes, and each Xcode project's
    /// `project.pbxproj`), relative to it, sorted; dependency, build and test folders are not
    /// entered. A project that is a symbolic link, or whose `project.pbxproj` leads out of
    /// `folder`, is not read: `init` reads nothing outside the repository.
    static func walk(_ folder: URL) -> (files: [String], refused: [String]) {
        let walk = FolderWalk(skip: FolderWalk.isNotTheApps)
        let root = PathRelation.canonical(folder.path)
        var refused: [String] = []
        let files = walk.entries(in: folder).paths.compactMap { path -> String? in
            guard path.hasSuffix(".xcodeproj") else { return path }
            let project = folder.appendingPathComponent(path + "/project.pbxproj").path
            guard FileManager.default.fileExists(atPath: project) else { return nil }
            var status = stat()
            guard lstat(folder.appendingPathComponent(path).path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
                PathRelation.isInside(PathRelation.canonical(project), root: root)
            else {
                refused.append(path)
                return nil
            }
            return path + "/project.pbxproj"
        }
        return (files, refused)
    }
}
