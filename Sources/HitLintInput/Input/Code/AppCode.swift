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
        // Named only as a class the code never creates, whose subclasses it declares: the XIB is
        // loaded by that class's own name (`NSStringFromClass(self.class)`), so for it alone.
        for owner in [name, name + "Controller"] where index.declaration(of: owner) != nil {
            let subclasses = index.subclasses(of: owner)
            guard !subclasses.isEmpty, !index.namesExactly(name), !index.usesAsValue(owner) else { continue }
            let shown = subclasses.prefix(3).joined(separator: ", ") + (subclasses.count > 3 ? ", ..." : "")
            return
                "its XIB is never loaded: no string names '\(name)', and the code never creates a \(owner), only its subclasses (\(shown)) (docs/code.md)"
        }
        return nil
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
        var shown: [String] = []
        let base = directory.standardizedFileURL.path
        for folder in folders {
            let relative = Self.relative(folder.standardizedFileURL.path, to: base)
            shown.append(relative)
            let paths = CodeReader.sourceFiles(in: folder)
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
