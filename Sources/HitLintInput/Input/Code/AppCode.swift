import Foundation
import HitLintCode
import HitLintCore

/// What a manifest learned from the app's code (docs/code.md): the view classes whose hit area
/// the code states, those whose hit test it could not read (with why), and the source files it
/// did not read. The JSON report lists it; `classes` become `classes:` entries below the
/// manifest's own.
package struct AppCode: Sendable {
    /// The folders read, relative to the manifest's.
    package var folders: [String]
    package var filesRead: Int
    /// View classes with a setting read from their code, by name.
    package var inferred: [InferredClass]
    /// View classes whose hit test is written in code that hitlint did not read as a setting.
    package var notInferred: [InferredClass]
    package var unread: [UnreadSource]
    /// The code read, for what names a file (`mentions`).
    package var index: CodeBase? = nil
    /// String literals written for one idiom only (`isPad ? "Player-iPad" : "Player"`).
    package var idiomNames: [String: IdiomNames.Idiom?] = [:]
    /// View controller class -> the orientations its `supportedInterfaceOrientations` allows.
    package var orientationMasks: [String: OrientationMasks.Mask] = [:]
    /// Class -> the storyboards and XIBs (file names without extension) that make one
    /// (`customClass="..."`): made whenever the file is loaded.
    package var interfaceClasses: [String: Set<String>] = [:]
    /// Class -> member -> what the class's code sets on it, one summary per kind of fact.
    package var members: [String: [String: [MemberSummary]]] = [:]

    /// The `classes:` entries the code gives.
    package var classEntries: [String: ViewKeys] {
        Dictionary(uniqueKeysWithValues: inferred.map { ($0.name, $0.viewKeys) })
    }

    /// The lines `hitlint init` writes about the classes read (comments of the manifest): each
    /// class's settings as a `classes:` entry would say them, with where they were read.
    package var manifestComment: [String] {
        var lines: [String] = []
        let shaped = inferred.filter { $0.hitTest != nil || $0.enlarge != nil }
        if !shaped.isEmpty {
            lines.append("Classes read from the app's code (docs/code.md); a classes: entry replaces one:")
            for entry in shaped {
                var keys: [String] = []
                var places: [String] = []
                if let test = entry.hitTest {
                    keys.append("hitTest: \(test.source == .layer ? "layer" : "alpha")")
                    keys.append("threshold: \(test.threshold)")
                    keys.append("compare: \"\(test.atLeast ? ">=" : ">")\"")
                    if let attribute = test.attribute { keys.append("thresholdAttribute: \(attribute)") }
                    places.append(test.location.description)
                }
                if let (edges, location) = entry.enlarge {
                    keys.append("enlarge: [\(edges.map { InferredHitTest.number($0) }.joined(separator: ", "))]")
                    places.append(location.description)
                }
                lines.append(
                    "  \(entry.name): {\(keys.joined(separator: ", "))}    # \(places.joined(separator: ", "))")
            }
        }
        if !notInferred.isEmpty {
            lines.append(
                "Hit tests in the code hitlint did not read (describe them under classes: to check them by shape):")
            for entry in notInferred {
                guard let (why, location) = entry.notRead else { continue }
                lines.append("  \(entry.name): \(why)    # \(location)")
            }
        }
        return lines
    }

    /// Whether the code or a property list names `name` (a XIB's file name): what loads a XIB
    /// names it, or names the class it is named after.
    package func mentions(_ name: String) -> Bool {
        guard let index else { return true }
        // A view controller made without a nib name loads the nib named as its class, or as its
        // class without "Controller" (`SettingsViewController` loads `SettingsView`).
        return index.mentions(name) || index.mentions(name + "Controller")
    }

    /// Why a XIB is never shown, when nothing names it: no code, no property list (a launch
    /// screen, a main nib) names its file (`UINib(nibName:)`, `loadNibNamed`, `initWithNibName`),
    /// nor a class of its name or of its name and "Controller" (a view controller's default nib). Nil when something may load it,
    /// or the file is not a XIB (a storyboard's scenes are reached by segues).
    package func neverLoads(xib url: URL, stem: String) -> String? {
        guard url.pathExtension == "xib", filesRead > 0, index != nil else { return nil }
        // `Name~ipad.xib` is loaded as `Name`.
        let name = stem.split(separator: "~").first.map(String.init) ?? stem
        guard let index else { return nil }
        if !mentions(name) {
            return
                "its XIB is never loaded: none of the \(filesRead) source files read, nor an Info.plist, names '\(name)' (docs/code.md)"
        }
        // Named only as classes the code never creates (the XIB's name, or it and "Controller"):
        // every one that the code declares must say so, or one of them may load it.
        let owners = [name, name + "Controller"].filter { index.declaration(of: $0) != nil }
        if index.namesExactly(name) { return namedOnlyInDeadFiles(name, owners: owners, in: index) }
        guard !owners.isEmpty else { return nil }
        let reasons = owners.map { unloaded(by: $0, name: name, in: index) }
        guard reasons.allSatisfy({ $0 != nil }) else { return nil }
        return reasons.first ?? nil
    }

    /// Why the class `owner` never loads the XIB `name`, or nil: it (or a subclass without a XIB
    /// of its own) may be created. Such a XIB is loaded by its class's own name
    /// (`NSStringFromClass(self.class)`), so for that class alone.
    private func unloaded(by owner: String, name: String, in index: CodeBase) -> String? {
        let family = [owner] + descendants(of: owner, in: index)
        let listed = { (names: [String]) in
            names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", ..." : "")
        }
        // Objective-C creates a class only by naming it; Swift may by inference (`let v: V =
        // .fromNib()`), so a class Swift declares or names is taken as made.
        let mayInfer = family.filter { !isObjectiveC($0, in: index) || index.namedInSwift($0) }
        if interfaceScanComplete, !mayInfer.contains(owner) {
            let made = family.filter { mayInfer.contains($0) || isMade($0, family: family, in: index) }
            if made.isEmpty {
                let subclasses =
                    family.count > 1 ? " nor any of its subclasses (\(listed(Array(family.dropFirst()))))" : ""
                return
                    "its XIB is never loaded: no string names '\(name)', and nothing creates a \(owner)\(subclasses) (docs/code.md)"
            }
            // The subclasses made each load a XIB of their own name, never this one.
            let loaders = selfNamingMethods(of: owner, in: index)
            if !made.contains(owner), made.allSatisfy({ loadsItsOwnXIB($0, owner: owner, loaders, in: index) }) {
                return
                    "its XIB is never loaded: no string names '\(name)', and the code never creates a \(owner), only its subclasses (\(listed(made))), which have XIBs of their own (docs/code.md)"
            }
            // An Objective-C family is read in full: nothing more to say.
            if mayInfer.isEmpty { return nil }
        }
        // Swift makes a type by inference only where a file names it: one that only its own
        // dead file names (`deadClasses`) in the code of a whole app is made by nothing.
        if interfaceScanComplete, index.unread.isEmpty, index.files.contains(where: \.startsTheApp),
            let (path, type) = index.declaration(of: owner), !type.exported,
            deadClasses(in: path, index)?.contains(owner) == true,
            !index.files.contains(where: { $0.strings.contains { $0.hasSuffix("." + owner) } })
        {
            return
                "its XIB is never loaded: no string names '\(name)', and nothing creates a \(owner): no other file, Interface Builder file or string names it (docs/code.md)"
        }
        guard family.count > 1, !index.usesAsValue(owner) else { return nil }
        return
            "its XIB is never loaded: no string names '\(name)', and the code never creates a \(owner), only its subclasses (\(listed(Array(family.dropFirst())))) (docs/code.md)"
    }

    /// The methods of `owner` that name `owner` itself (`+nib` loading
    /// `NSStringFromClass([Owner class])`), which a subclass would inherit, by name and labels.
    private func selfNamingMethods(of owner: String, in index: CodeBase) -> [[String]] {
        index.members(of: owner).flatMap { $0.type.methods }.filter {
            $0.body.contains { $0.kind == .identifier && $0.text == owner }
        }.map { [$0.name] + $0.labels }
    }

    /// Whether the subclass `subclass` of `owner` loads a XIB of its own name, not `owner`'s:
    /// it has one, and it or a class between the two declares again each of `loaders`
    /// (`selfNamingMethods`), which it would otherwise inherit.
    private func loadsItsOwnXIB(_ subclass: String, owner: String, _ loaders: [[String]], in index: CodeBase) -> Bool {
        guard xibStems.contains(subclass) else { return false }
        let between = index.ancestry(of: subclass).prefix { $0 != owner }
        let declared = Set(
            between.flatMap { index.members(of: $0) }.flatMap { $0.type.methods }.map { [$0.name] + $0.labels })
        return loaders.allSatisfy(declared.contains)
    }

    /// Why the XIB `name` is never loaded though a string names it: every file whose strings
    /// name it is dead (`deadClasses`), and the classes named after it are named only there and
    /// in their own files, so they load it by their name only when a dead file makes them.
    private func namedOnlyInDeadFiles(_ name: String, owners: [String], in index: CodeBase) -> String? {
        guard interfaceScanComplete, index.unread.isEmpty,
            !index.propertyLists.contains(where: { $0.containsBytes(of: name) })
        else { return nil }
        let loaders = index.files.filter { $0.strings.contains(name) }.map(\.path)
        guard !loaders.isEmpty else { return nil }
        var dead: [String] = []
        for path in loaders {
            guard let classes = deadClasses(in: path, index) else { return nil }
            dead += classes
        }
        let inLoaders = Set(loaders)
        for owner in owners where !dead.contains(owner) {
            let own = ownFiles(of: owner, index).union(inLoaders)
            // The strings naming the XIB's own class are those the dead files hold.
            guard (interfaceClasses[owner] ?? []).subtracting([name]).isEmpty,
                owner == name || !index.namesExactly(owner),
                index.subclasses(of: owner).isEmpty,
                !index.files.contains(where: { !own.contains($0.path) && $0.identifiers.contains(owner) })
            else { return nil }
        }
        let listed = dead.prefix(3).joined(separator: ", ") + (dead.count > 3 ? ", ..." : "")
        return
            "its XIB is never loaded: only the code of \(listed) names '\(name)', and nothing creates \(dead.count > 1 ? "them" : "it"): no other file, Interface Builder file or string names \(dead.count > 1 ? "them" : "it") (docs/code.md)"
    }

    /// The classes a file declares when nothing may run its code: it declares classes only (no
    /// struct, enum, constant, free function or entry point; an extension or category extends
    /// one of them, declared in the file or its header: one of another class's anyone may call)
    /// and no other file, Interface Builder file, string or subclass names any of them, so
    /// nothing creates them. Nil otherwise.
    private func deadClasses(in path: String, _ index: CodeBase) -> [String]? {
        // An entry point runs without being named (`@main`, `UIApplicationMain`); a struct, enum
        // or Swift constant of the file may be reached from elsewhere without naming its classes
        // (an Objective-C file's `#define` and `static const` are its own).
        guard let file = index.files.first(where: { $0.path == path }), !file.types.isEmpty,
            !(file.swiftTypes?.entryPoint ?? false), !file.identifiers.contains("UIApplicationMain"),
            (file.swiftTypes?.types ?? []).isSubset(of: Set(file.types.map(\.name))),
            file.swiftTypes == nil || file.constants.isEmpty,
            !file.types.contains(where: { $0.name.isEmpty })
        else { return nil }
        let stem = (path as NSString).deletingPathExtension
        for type in file.types where type.kind != .declaration {
            guard let declared = index.declaration(of: type.name)?.path,
                (declared as NSString).deletingPathExtension == stem
            else { return nil }
        }
        let classes = Array(Set(file.types.map(\.name))).sorted()
        for name in classes {
            let own = ownFiles(of: name, index)
            // The XIB named after the class makes one only when loaded, and what loads it names
            // the class or, in a string, the XIB; or it is the default nib of the class's
            // name and "Controller", which the code names (asked last: it reads every string).
            let makers = interfaceClasses[name] ?? []
            let ownXIBs = makers.filter { $0 == name || $0.hasPrefix(name + "~") }
            guard own.contains(path), makers.count == ownXIBs.count, !index.namesExactly(name),
                index.subclasses(of: name).isEmpty,
                !index.files.contains(where: { !own.contains($0.path) && $0.identifiers.contains(name) }),
                ownXIBs.isEmpty || !index.mentions(name + "Controller")
            else { return nil }
        }
        return classes
    }

    /// The files of a class: those that declare or extend it, and their Objective-C headers.
    private func ownFiles(of name: String, _ index: CodeBase) -> Set<String> {
        let paths = index.members(of: name).map(\.path)
        return Set(paths).union(paths.map { ($0 as NSString).deletingPathExtension + ".h" })
    }

    private func isObjectiveC(_ name: String, in index: CodeBase) -> Bool {
        guard let path = index.declaration(of: name)?.path else { return false }
        return ["h", "m", "mm"].contains((path as NSString).pathExtension)
    }

    /// Whether a class of the code may act on its own taps: a file that declares or extends it or
    /// a superclass the code declares adds a target, an action or a gesture recognizer, sends
    /// actions or tracks touches. Nil (not known) for a class the code does not declare, or one
    /// whose chain of superclasses reaches a class the code does not declare before UIKit's
    /// `UIButton` or `UIControl`.
    package func actsOnOwnTaps(_ name: String) -> Bool? {
        guard let index, index.declaration(of: name) != nil else { return nil }
        let handlers: Set<String> = [
            "addTarget", "addAction", "addGestureRecognizer", "sendActions", "sendAction", "primaryAction", "menu",
            "touchesBegan", "touchesEnded", "beginTracking", "continueTracking", "endTracking",
        ]
        let chain = index.ancestry(of: name)
        // A superclass the code does not declare (a pod's button) may handle taps hitlint never reads.
        guard let base = chain.last?.split(separator: ".").last, ["UIButton", "UIControl"].contains(String(base))
        else { return nil }
        return chain.contains { index.filesOf($0, write: handlers) }
    }

    /// The XIBs below the folders read (file names without extension).
    package var xibStems: Set<String> = []
    /// Whether every storyboard and XIB below the folders read was scanned for `customClass`
    /// (none past the cap, too large or unreadable): only then is a class no file makes known
    /// not to be made by one.
    package var interfaceScanComplete = false

    /// Every class below `name`, nearest first, each once.
    private func descendants(of name: String, in index: CodeBase) -> [String] {
        var out: [String] = []
        var seen: Set<String> = [name]
        var queue = [name]
        var cursor = 0
        while cursor < queue.count {
            let next = queue[cursor]
            cursor += 1
            for subclass in index.subclasses(of: next) where seen.insert(subclass).inserted {
                out.append(subclass)
                queue.append(subclass)
            }
        }
        return out
    }

    /// Whether something may create a `name`: code outside its own files that may run uses it as
    /// a value (`Name()`, `[Name alloc]`, `Name.self`), a string names it (`NSClassFromString`),
    /// or a storyboard or XIB not named after the family makes one.
    private func isMade(_ name: String, family: [String], in index: CodeBase) -> Bool {
        let own = ownFiles(of: name, index)
        if index.namesExactly(name) { return true }
        // A use in a dead file (`deadClasses`: a class nothing creates) makes nothing.
        let users = index.valueUsers(of: name).filter { !own.contains($0) }
        if users.contains(where: { deadClasses(in: $0, index) == nil }) { return true }
        let familyFiles = Set(family.flatMap { [$0, $0.replacingOccurrences(of: "Controller", with: "")] })
        return (interfaceClasses[name] ?? []).contains { !familyFiles.contains($0) }
    }

    /// The idiom a XIB is loaded on alone, with why: its name is written only in one idiom's
    /// branch of a condition on the device's idiom, and no class or property list names it.
    package func onlyIdiom(xib url: URL, stem: String) -> (pad: Bool, why: String)? {
        guard url.pathExtension == "xib", let index else { return nil }
        let name = stem.split(separator: "~").first.map(String.init) ?? stem
        guard case .some(.some(let idiom)) = idiomNames[name], !index.mentionsOutsideStrings(name),
            !index.mentionsOutsideStrings(name + "Controller")
        else { return nil }
        return (idiom == .pad, "the code names '\(name)' only for \(idiom == .pad ? "iPad" : "iPhone")")
    }

    /// What the code says of a class it gave no settings for, for `unknown-class`'s message.
    func about(_ name: String) -> String {
        if let entry = notInferred.first(where: { $0.name == name }), let (why, location) = entry.notRead {
            return "hitlint read its code: \(why) (\(location))"
        }
        return "its code is not among the \(filesRead) source files hitlint read (\(folders.joined(separator: ", ")))"
    }

    /// Reads the code below `folders` (URLs) of a manifest in `directory`.
    /// `swiftUI`: also read where SwiftUI files show their views (a manifest that lints Swift files).
    package static func read(folders: [URL], directory: URL, root: String?, swiftUI: Bool = false) -> AppCode {
        var reader = CodeReader()
        reader.readsSwiftUI = swiftUI
        reader.jobs = min(8, max(1, ProcessInfo.processInfo.activeProcessorCount))
        var files: [CodeFile] = []
        var unread: [UnreadSource] = []
        var propertyLists: [String] = []
        var interfaceFiles: [URL] = []
        var shown: [String] = []
        let base = directory.standardizedFileURL.path
        for folder in folders {
            let relative = Self.relative(folder.standardizedFileURL.path, to: base)
            shown.append(relative)
            let (paths, interface) = CodeReader.files(in: folder)
            interfaceFiles += interface.map { folder.appendingPathComponent($0) }
            let read = reader.read(paths, in: folder, root: root)
            let prefix = relative == "." ? "" : relative + "/"
            files += read.files.map {
                var file = $0
                file.path = prefix + file.path
                return file
            }
            propertyLists += read.propertyLists
            unread += read.unread.map { UnreadSource(path: prefix + $0.path, why: $0.why) }
        }
        let code = CodeBase(
            files: files, unread: unread, propertyLists: propertyLists, readsReach: reader.readsSwiftUI)
        let classes = ClassInference.classes(in: code).values.sorted { $0.name < $1.name }
        var appCode = AppCode(
            folders: shown, filesRead: files.count, inferred: classes.filter(\.isInferred),
            notInferred: classes.filter { !$0.isInferred && $0.notRead != nil }, unread: code.unread)
        appCode.index = code
        appCode.xibStems = Set(
            interfaceFiles.filter { $0.pathExtension == "xib" }.map { $0.deletingPathExtension().lastPathComponent })
        (appCode.interfaceClasses, appCode.interfaceScanComplete) = Self.customClasses(
            in: interfaceFiles, root: root, jobs: reader.jobs)
        appCode.orientationMasks = OrientationMasks.read(code)
        appCode.idiomNames = IdiomNames.read(code)
        // A class's outlets are also set by its superclasses' code (a base view controller's).
        let facts = MemberFacts.read(code)
        var merged: [String: [String: [MemberFact]]] = [:]
        for name in facts.keys {
            for owner in code.ancestry(of: name) {
                for (member, list) in facts[owner] ?? [:] { merged[name, default: [:]][member, default: []] += list }
            }
        }
        for name in code.classNames where merged[name] == nil {
            for owner in code.ancestry(of: name).dropFirst() {
                for (member, list) in facts[owner] ?? [:] { merged[name, default: [:]][member, default: []] += list }
            }
        }
        appCode.members = merged.mapValues { members in
            members.mapValues { facts in
                MemberFact.Kind.allCases.compactMap { kind in
                    let ofKind = facts.filter { $0.kind == kind }
                    return ofKind.isEmpty ? nil : MemberSummary(kind: kind, facts: ofKind)
                }
            }
        }
        return appCode
    }

    /// Class -> the storyboards and XIBs that name it as a `customClass`, by a scan of their
    /// text (at most 5,000 files of 16 MB each; an unreadable one names nothing).
    static func customClasses(in files: [URL], root: String?, jobs: Int) -> (
        classes: [String: Set<String>], complete: Bool
    ) {
        let listed = Array(files.prefix(5_000))
        let found = Parallel.map(listed.count, jobs: jobs) { index -> Set<String>? in
            let url = listed[index]
            guard
                let data = try? TextFile.readBytes(
                    at: url, displayPath: url.lastPathComponent, maxBytes: 16 << 20, limitName: "file size",
                    confinedTo: root)
            else { return nil }
            return Self.customClassNames(in: data)
        }
        var out: [String: Set<String>] = [:]
        for (index, names) in found.enumerated() {
            // A storyboard is keyed with its extension: only XIBs are loaded by a class's name.
            let url = listed[index]
            let key = url.pathExtension == "xib" ? url.deletingPathExtension().lastPathComponent : url.lastPathComponent
            for name in names ?? [] { out[name, default: []].insert(key) }
        }
        return (out, files.count == listed.count && !found.contains { $0 == nil })
    }

    /// The values of `customClass="..."` in an Interface Builder file's bytes, but for those of
    /// a `<placeholder>` (the File's Owner): loading the file makes the objects it holds, while
    /// its owner is made by whatever loads it.
    static func customClassNames(in data: Data) -> Set<String> {
        let key = Data("customClass=\"".utf8)
        let placeholder = Data("<placeholder".utf8)
        var names: Set<String> = []
        var from = data.startIndex
        while let found = data.range(of: key, in: from..<data.endIndex) {
            let limit = min(data.endIndex, found.upperBound + 300)
            let end = data[found.upperBound..<limit].firstIndex(of: UInt8(ascii: "\"")) ?? limit
            // An attribute's value holds no `<`, so the last one before it opens its tag.
            let tag = data[from..<found.lowerBound].lastIndex(of: UInt8(ascii: "<"))
            let isPlaceholder = tag.map { start in
                let next = start + placeholder.count
                return data[start...].starts(with: placeholder) && next < data.endIndex && isXMLSpace(data[next])
            }
            if isPlaceholder != true {
                names.insert(String(decoding: data[found.upperBound..<end], as: UTF8.self))
            }
            from = end
        }
        return names
    }

    private static func isXMLSpace(_ byte: UInt8) -> Bool { [0x20, 0x09, 0x0A, 0x0D].contains(byte) }

    private static func relative(_ path: String, to base: String) -> String {
        if path == base { return "." }
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}

extension InferredClass {
    /// The `classes:` entry these facts make: the hit test, the enlargement.
    package var viewKeys: ViewKeys {
        var keys = ViewKeys()
        // Numbers from the code are held to the ranges a manifest's are: a threshold in 0...1,
        // edges finite and within the coordinate limit; one outside is not used.
        if let hitTest, hitTest.threshold.isFinite, (0...1).contains(hitTest.threshold),
            hitTest.attributeScale.isFinite, hitTest.attributeScale > 0
        {
            keys.hitTest = hitTest.source == .layer ? .layer : .alpha
            keys.threshold = hitTest.threshold
            keys.compare = hitTest.atLeast ? .atLeast : .greaterThan
            if let attribute = hitTest.attribute {
                keys.thresholdAttribute = attribute
                keys.attributeScale = hitTest.attributeScale
            }
        }
        if let enlarge, enlarge.edges.count == 4,
            enlarge.edges.allSatisfy({ $0.isFinite && abs($0) <= ManifestLimits().maxCoordinate })
        {
            let e = enlarge.edges
            keys.enlarge = Insets(top: e[0], right: e[1], bottom: e[2], left: e[3])
        }
        return keys
    }
}

/// The code read for the manifests of one loader, by folders read: each set read once.
package final class AppCodeCache: Sendable {
    private let entries = Locked<[String: AppCode]>([:])

    package init() {}

    func code(for key: String, _ read: () -> AppCode) -> AppCode {
        if let known = entries.withLock({ $0[key] }) { return known }
        let code = read()
        entries.withLock { $0[key] = code }
        return code
    }
}
