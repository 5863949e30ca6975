import Foundation

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

        var isTest: Bool { productType.contains("test") }
        /// An iOS target that is no test: what hitlint lints.
        var isIOS: Bool { !isTest && platform == "iphoneos" && !productType.contains("watch") }
    }

    let targets: [Target]

    /// Reads the project at `url` (the `project.pbxproj` file) and looks into its synchronized
    /// folders under `sourceRoot`.
    static func read(_ url: URL, sourceRoot: URL, maxBytes: Int = 16 * 1024 * 1024) throws(InputError) -> XcodeProject {
        let text = try TextFile.read(
            at: url, displayPath: url.path, maxBytes: maxBytes, limitName: "the largest project file hitlint reads")
        let plist: PropertyList
        do throws(PropertyList.ParseError) {
            plist = try PropertyList.parse(text)
        } catch {
            throw InputError(Diagnostic(error.message, at: SourceLocation(file: url.path, line: error.line, column: 1)))
        }
        return XcodeProject(plist: plist, sourceRoot: sourceRoot)
    }

    init(plist: PropertyList, sourceRoot: URL) {
        let objects = plist["objects"]?.dictionary ?? [:]
        let object = { (id: PropertyList?) in id?.string.flatMap { objects[$0] } }
        // Each group's children know their parent: a file's path is its groups' paths joined.
        var parent: [String: String] = [:]
        for (id, value) in objects {
            for child in value["children"]?.array ?? [] { if let child = child.string { parent[child] = id } }
        }
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
        let project = object(plist["rootObject"])
        let projectSDK = Self.sdk(project?["buildConfigurationList"], objects) ?? "iphoneos"
        var targets: [Target] = []
        for id in project?["targets"]?.array ?? [] {
            guard let target = object(id), let targetID = id.string else { continue }
            var resources = Set<String>()
            for phase in target["buildPhases"]?.array ?? [] where object(phase)?["isa"]?.string == "PBXResourcesBuildPhase" {
                for file in object(phase)?["files"]?.array ?? [] {
                    guard let ref = object(file)?["fileRef"]?.string, let node = objects[ref] else { continue }
                    let children = node["isa"]?.string == "PBXVariantGroup" ? (node["children"]?.array.compactMap(\.string) ?? []) : [ref]
                    for child in children { resources.insert(Self.normalized(path(of: child))) }
                }
            }
            for group in target["fileSystemSynchronizedGroups"]?.array ?? [] {
                guard let groupID = group.string, let node = objects[groupID] else { continue }
                var excluded = Set<String>()
                for exception in node["exceptions"]?.array ?? [] where object(exception)?["target"]?.string == targetID {
                    excluded.formUnion((object(exception)?["membershipExceptions"]?.array ?? []).compactMap(\.string))
                }
                let folder = Self.normalized(path(of: groupID))
                for file in Self.interfaceFiles(in: sourceRoot.appendingPathComponent(folder)) where !Self.isExcluded(file, excluded) {
                    resources.insert(folder.isEmpty ? file : folder + "/" + file)
                }
            }
            let resourcesWanted = resources.filter { InputFiles.isInput(($0 as NSString).lastPathComponent) || $0.hasSuffix(".xcassets") }
            targets.append(
                Target(
                    name: target["name"]?.string ?? targetID, productType: target["productType"]?.string ?? "",
                    platform: Self.sdk(target["buildConfigurationList"], objects) ?? projectSDK, resources: resourcesWanted))
        }
        self.targets = targets.sorted { $0.name < $1.name }
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

    /// The storyboards, XIBs, asset catalogs and images below `folder`, relative to it (a
    /// catalog is not looked into).
    static func interfaceFiles(in folder: URL) -> [String] {
        FolderWalk(maxEntries: 200_000).entries(in: folder).paths.filter {
            $0.hasSuffix(".xcassets") || InputFiles.isInput(($0 as NSString).lastPathComponent)
        }
    }
}
