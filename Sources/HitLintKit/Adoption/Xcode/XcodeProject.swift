import Foundation
import HitLintCore
import HitLintInput

/// What an Xcode project (`NAME.xcodeproj/project.pbxproj`) builds: each target's product type,
/// platform and the storyboards, XIBs and asset catalogs it copies as resources, whether listed
/// one by one (resources build phases, localized variant groups) or through folders Xcode keeps
/// in sync (`PBXFileSystemSynchronizedRootGroup`, less each target's exceptions). Paths are
/// relative to the folder that holds the `.xcodeproj` (the project's source root).
struct XcodeProject: Sendable {
    struct Target: Sendable {
        let name: String
        /// `com.apple.product-type.application`, `...app-extension`, `...framework`, ...
        let productType: String
        /// The SDK it builds with: `iphoneos`, `appletvos`, `watchos`, `macosx`.
        let platform: String
        /// Storyboards, XIBs, asset catalogs and loose images it builds.
        let resources: Set<String>
        /// Its build settings (its Release configuration's, else its first's), over the project's,
        /// over the `.xcconfig` files they are based on: `TARGETED_DEVICE_FAMILY`,
        /// `INFOPLIST_FILE`, `INFOPLIST_KEY_*`.
        var settings: [String: String] = [:]

        var isTest: Bool { productType.contains("test") }
        /// An iOS target that is no test: what hitlint lints.
        var isIOS: Bool { !isTest && platform == "iphoneos" && !productType.contains("watch") }
    }

    let targets: [Target]
    /// What was left out, and why (a synchronized folder leading out of the repository).
    var problems: [String] = []

    /// What reading the projects of one folder may cost in all, and what it has listed already:
    /// `init` reads many projects, and one folder may be synchronized into thousands of targets.
    struct Reading {
        /// The folder `init` writes into: no synchronized folder outside it is listed.
        let root: String
        /// Bytes of project and `.xcconfig` files left to read (64 MiB in all).
        var bytesLeft = 64 << 20
        /// Directory entries left to list in synchronized folders (500,000 in all).
        var entriesLeft = 500_000
        /// Files of synchronized folders left to give targets (1,000,000 in all, each target
        /// counting the files of each of its folders): 2,000 targets sharing a folder of 10,000
        /// files would otherwise cost 20 million paths.
        var memberships = 1_000_000
        /// Each synchronized folder's files, listed once however many targets share it.
        var listed: [String: [String]] = [:]
        /// Each `.xcconfig` file's settings, by canonical path, read once.
        var configFiles: [String: [String: String]] = [:]

        init(root: URL) { self.root = PathRelation.canonical(root.path) }
    }

    /// Reads the project at `url` (the `project.pbxproj` file) and looks into its synchronized
    /// folders under `sourceRoot`, within what `reading` has left.
    static func read(
        _ url: URL, sourceRoot: URL, reading: inout Reading, maxBytes: Int = 16 * 1024 * 1024
    ) throws(InputError) -> XcodeProject {
        let limit = min(maxBytes, reading.bytesLeft)
        let text = try TextFile.read(
            at: url, displayPath: url.path, maxBytes: limit,
            limitName: limit < maxBytes
                ? "what hitlint init reads of project files in all" : "the largest project file hitlint reads")
        reading.bytesLeft -= text.utf8.count
        let plist: PropertyList
        do throws(PropertyList.ParseError) {
            plist = try PropertyList.parse(text)
        } catch {
            throw InputError(Diagnostic(error.message, at: SourceLocation(file: url.path, line: error.line, column: 1)))
        }
        return XcodeProject(plist: plist, sourceRoot: sourceRoot, reading: &reading)
    }

    init(plist: PropertyList, sourceRoot: URL, reading: inout Reading) {
        let graph = ObjectGraph(objects: plist["objects"]?.dictionary ?? [:])
        let objects = graph.objects
        let project = graph.object(plist["rootObject"])
        let projectSDK = Self.sdk(project?["buildConfigurationList"], objects) ?? "iphoneos"
        var targets: [Target] = []
        var folders = FolderProblems()
        var seenTargets = Set<String>()
        // The project's own settings, read once for all its targets.
        let projectSettings = Self.settings(
            project?["buildConfigurationList"], objects, sourceRoot: sourceRoot, reading: &reading,
            path: graph.path(of:))
        for id in project?["targets"]?.array ?? [] {
            // A target listed twice is read once.
            guard let target = graph.object(id), let targetID = id.string, seenTargets.insert(targetID).inserted else {
                continue
            }
            var resources = Self.listedResources(of: target, graph)
            Self.addSynchronizedFiles(
                of: target, targetID: targetID, graph, sourceRoot: sourceRoot, reading: &reading, to: &resources,
                folders: &folders)
            let resourcesWanted = resources.filter {
                InputFiles.isInput(($0 as NSString).lastPathComponent) || $0.hasSuffix(".xcassets")
            }
            var settings = projectSettings
            settings.merge(
                Self.settings(
                    target["buildConfigurationList"], objects, sourceRoot: sourceRoot, reading: &reading,
                    path: graph.path(of:))
            ) { $1 }
            targets.append(
                Target(
                    name: target["name"]?.string ?? targetID, productType: target["productType"]?.string ?? "",
                    platform: Self.sdk(target["buildConfigurationList"], objects) ?? projectSDK,
                    resources: resourcesWanted,
                    settings: settings))
        }
        self.targets = targets.sorted { $0.name < $1.name }
        var problems = folders.problems
        let overBudget = folders.overBudget
        if overBudget > 0 {
            problems.append(
                "\(overBudget) synchronized folder\(overBudget == 1 ? "" : "s") of targets left out: past the 1,000,000 files hitlint init gives targets in all"
            )
        }
        self.problems = problems
    }

    /// The project's objects by id, with each group's parent: a file's path is its groups' paths joined.
    private struct ObjectGraph {
        let objects: [String: PropertyList]
        var parent: [String: String] = [:]

        init(objects: [String: PropertyList]) {
            self.objects = objects
            for (id, value) in objects {
                for child in value["children"]?.array ?? [] { if let child = child.string { parent[child] = id } }
            }
        }

        func object(_ id: PropertyList?) -> PropertyList? { id?.string.flatMap { objects[$0] } }

        func path(of id: String) -> String {
            var parts: [String] = []
            var current: String? = id
            for _ in 0..<64 {
                guard let id = current, let node = objects[id] else { break }
                if let own = node["path"]?.string { parts.append(own) }
                let tree = node["sourceTree"]?.string ?? "<group>"
                if tree != "<group>" { break }
                current = parent[id]
            }
            return parts.reversed().joined(separator: "/")
        }
    }

    /// Synchronized folders left out: why (each once), and how many for want of memberships left.
    private struct FolderProblems {
        var problems: [String] = []
        var overBudget = 0
    }

    /// The files a target's resources build phases list (a localized variant group's each).
    private static func listedResources(of target: PropertyList, _ graph: ObjectGraph) -> Set<String> {
        var resources = Set<String>()
        let phases = target["buildPhases"]?.array ?? []
        for phase in phases where graph.object(phase)?["isa"]?.string == "PBXResourcesBuildPhase" {
            for file in graph.object(phase)?["files"]?.array ?? [] {
                guard let ref = graph.object(file)?["fileRef"]?.string, let node = graph.objects[ref] else { continue }
                let children =
                    node["isa"]?.string == "PBXVariantGroup"
                    ? (node["children"]?.array.compactMap(\.string) ?? []) : [ref]
                for child in children { resources.insert(Self.normalized(graph.path(of: child))) }
            }
        }
        return resources
    }

    /// The files of a target's synchronized folders, less its membership exceptions, within
    /// what `reading` has left.
    private static func addSynchronizedFiles(
        of target: PropertyList, targetID: String, _ graph: ObjectGraph, sourceRoot: URL, reading: inout Reading,
        to resources: inout Set<String>, folders: inout FolderProblems
    ) {
        for group in target["fileSystemSynchronizedGroups"]?.array ?? [] {
            guard let groupID = group.string, let node = graph.objects[groupID] else { continue }
            var excluded = Set<String>()
            let exceptions = node["exceptions"]?.array ?? []
            for exception in exceptions where graph.object(exception)?["target"]?.string == targetID {
                excluded.formUnion((graph.object(exception)?["membershipExceptions"]?.array ?? []).compactMap(\.string))
            }
            let folder = Self.normalized(graph.path(of: groupID))
            let files: [String]
            switch Self.listed(folder, sourceRoot: sourceRoot, reading: &reading) {
            case .success(let found): files = found
            case .failure(let notListed):
                let problem =
                    "the synchronized folder '\(TerminalText.escaped(String(folder.prefix(200))))' \(notListed.why); left out"
                if !folders.problems.contains(problem) { folders.problems.append(problem) }
                continue
            }
            guard files.count <= reading.memberships else {
                folders.overBudget += 1
                continue
            }
            reading.memberships -= files.count
            for file in files where !Self.isExcluded(file, excluded) {
                resources.insert(folder.isEmpty ? file : folder + "/" + file)
            }
        }
    }

    /// Why a synchronized folder is not listed.
    struct NotListed: Error {
        let why: String
    }

    /// The interface files of the synchronized folder `folder` (relative to `sourceRoot`),
    /// listed once per run, only inside `reading.root` and within its entries left.
    static func listed(_ folder: String, sourceRoot: URL, reading: inout Reading) -> Result<[String], NotListed> {
        let url = sourceRoot.appendingPathComponent(folder)
        let real = PathRelation.canonical(url.path)
        if let files = reading.listed[real] { return .success(files) }
        guard PathRelation.isInside(real, root: reading.root) else {
            return .failure(NotListed(why: "leads outside the folder hitlint init reads"))
        }
        guard reading.entriesLeft > 0 else {
            return .failure(NotListed(why: "is past the 500,000 folder entries hitlint init lists in all"))
        }
        let walk = FolderWalk(maxEntries: reading.entriesLeft).entries(in: url)
        guard !walk.truncated else {
            reading.entriesLeft = 0
            return .failure(NotListed(why: "holds more than the folder entries hitlint init lists in all (500,000)"))
        }
        let files = walk.paths.filter {
            $0.hasSuffix(".xcassets") || InputFiles.isInput(($0 as NSString).lastPathComponent)
        }
        reading.entriesLeft -= walk.paths.count
        reading.listed[real] = files
        return .success(files)
    }

    /// The build settings of a configuration list's Release configuration (else its first), over
    /// those of the `.xcconfig` file it is based on. Values are strings (a list as Xcode writes
    /// it in one string).
    static func settings(
        _ list: PropertyList?, _ objects: [String: PropertyList], sourceRoot: URL, reading: inout Reading,
        path: (String) -> String
    ) -> [String: String] {
        guard let list = list?.string.flatMap({ objects[$0] }) else { return [:] }
        let configurations = (list["buildConfigurations"]?.array ?? []).compactMap { $0.string.flatMap { objects[$0] } }
        guard let chosen = configurations.first(where: { $0["name"]?.string == "Release" }) ?? configurations.first
        else { return [:] }
        var settings: [String: String] = [:]
        if let base = chosen["baseConfigurationReference"]?.string, objects[base] != nil {
            // One file many targets are based on is read once; every file read counts against
            // the bytes `init` reads in all.
            let url = sourceRoot.appendingPathComponent(Self.normalized(path(base)))
            let key = PathRelation.canonical(url.path)
            if let known = reading.configFiles[key] {
                settings = known
            } else {
                settings = XcodeConfigFile.settings(at: url, root: reading.root, bytesLeft: &reading.bytesLeft)
                reading.configFiles[key] = settings
            }
        }
        for (key, value) in chosen["buildSettings"]?.dictionary ?? [:] {
            if let text = value.string {
                settings[key] = text
            } else if !value.array.isEmpty {
                settings[key] = value.array.compactMap(\.string).joined(separator: " ")
            }
        }
        return settings
    }

    /// The SDK a configuration list builds with (its first configuration that names one).
    static func sdk(_ list: PropertyList?, _ objects: [String: PropertyList]) -> String? {
        guard let list = list?.string.flatMap({ objects[$0] }) else { return nil }
        for configuration in list["buildConfigurations"]?.array ?? [] {
            guard let settings = configuration.string.flatMap({ objects[$0] })?["buildSettings"] else { continue }
            if let sdk = settings["SDKROOT"]?.string { return sdk }
        }
        return nil
    }

    /// `path` without `.` components, and with each `..` taking away the component before it.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    /// Whether a membership exception names `file`; `/Localized/PATH` names a localized file
    /// (`PATH` with its `.lproj` folder left out).
    static func isExcluded(_ file: String, _ exceptions: Set<String>) -> Bool {
        if exceptions.contains(file) { return true }
        let unlocalized = file.split(separator: "/").filter { !$0.hasSuffix(".lproj") }.joined(separator: "/")
        return exceptions.contains("/Localized/" + unlocalized)
            || exceptions.contains { !$0.hasPrefix("/") && file.hasPrefix($0 + "/") }
    }
}
