import Foundation
import HitLintCore

/// The reader of hand-written manifests (`*.hitlint.yaml`, `hitlint.yaml`): composes the YAML and
/// validates every key (docs/manifest.md), each mistake a located diagnostic.
package struct YAMLManifestReader: InputReader {
    package static let topKeys = [
        "version", "scale", "assets", "visibleAlpha", "devices", "orientations", "app", "code", "classes", "screens",
    ]
    package static let screenKeys = ["name", "size", "scale", "launchScreen", "views"]
    package static let importKeys = ["from", "scenes", "name", "size", "scale", "overrides"]
    /// The keys that describe a view, besides `id` and `children`.
    package static let propertyKeys = [
        "kind", "frame", "image", "backgroundImage", "imageScale", "backgroundImageScale", "contentMode",
        "imageRect", "symbol", "textRect", "threshold", "compare", "hitTest", "enlarge", "hidden", "alpha",
        "userInteractionEnabled", "enabled", "clipsToBounds", "fill", "ignore", "states", "state",
    ]
    package static let viewKeys = ["id"] + propertyKeys + ["children"]
    package static let classKeys =
        propertyKeys.filter { !["frame", "states", "state", "symbol", "textRect"].contains($0) } + [
            "thresholdAttribute", "attributeScale",
        ]
    package static let stateKeys = ["image", "backgroundImage", "imageScale", "backgroundImageScale", "imageRect"]

    /// Any file: YAML is the format of last resort, so a file named on the command line with
    /// another name is still read as a manifest (readers for other formats come first).
    package func reads(fileNamed name: String) -> Bool { true }

    package func read(path: String, settings: InputSettings) throws(InputError) -> Manifest {
        let url = URL(fileURLWithPath: path)
        let text = try TextFile.read(
            at: url, displayPath: path, maxBytes: settings.limits.maxFileBytes, limitName: "limits.maxManifestBytes",
            confinedTo: settings.paths.manifestFolder)
        return try read(text: text, path: path, directory: url.deletingLastPathComponent(), settings: settings)
    }

    /// A manifest from text; `directory` is the folder relative paths start from.
    package func read(text: String, path: String, directory: URL, settings: InputSettings) throws(InputError)
        -> Manifest
    {
        let document = try YAMLDocument(text: text, file: path, maxNodes: settings.limits.maxNodes)
        let reader = NodeReader(document: document)
        let manifest = ManifestBuilder(
            reader: reader, limits: settings.limits, knownRuleIDs: settings.knownRuleIDs, paths: settings.paths,
            imagePaths: settings.imagePaths, root: settings.paths.rootFolder(forManifestIn: directory),
            path: path, directory: directory, defaultAssets: settings.defaultAssets,
            replacedFiles: settings.replacedFiles,
            readsLayouts: settings.readsLayouts, readsCode: settings.readsCode, codeCache: settings.codeCache,
            onlyFiles: settings.onlyFiles
        ).build()
        if !reader.diagnostics.isEmpty { throw InputError(reader.sortedDiagnostics) }
        guard let manifest else {
            throw InputError(Diagnostic("the manifest could not be read", file: path))
        }
        return manifest
    }
}

/// One pass over a manifest's nodes, building the model and recording diagnostics.
/// What the imports of a manifest add to it besides screens.
private struct Imports {
    /// Files read besides the manifest (`--changed` follows them).
    var inputs: [URL] = []
    var unsupported: [UnsupportedFile] = []
    var notLinted: [NotLinted] = []
}

/// What every file of one `from:` entry is read with.
private struct ImportEntry {
    let fromNode: YAMLNode
    let written: String
    /// The manifest imports more than one file: each screen is named `FILESTEM/NAME`.
    let qualify: Bool
    let assets: [URL]
    let classes: [String: ViewKeys]
    /// What the app's code says, for what it does to the views of its outlets.
    let code: AppCode?
    let readsLayouts: Bool
}

struct ManifestBuilder {
    let reader: NodeReader
    let limits: ManifestLimits
    let knownRuleIDs: [String]
    let paths: PathPolicy
    let imagePaths: ImageNameResolver
    /// The canonical lint root images must stay inside.
    let root: String
    let path: String
    let directory: URL
    let defaultAssets: URL?
    let replacedFiles: [String: Data]
    let readsLayouts: Bool
    /// Whether the app's code is read (`ManifestLoader.readsCode`).
    let readsCode: Bool
    let codeCache: AppCodeCache?
    let onlyFiles: Set<String>?
    var limiter: InputLimiter { InputLimiter(limits: limits) }

    func build() -> Manifest? {
        let root = reader.document.root
        guard let pairs = reader.mapping(root, what: "the manifest", keys: YAMLManifestReader.topKeys) else {
            return nil
        }
        let value = { (key: String) in pairs.first(where: { $0.key == key }) }
        let version = manifestVersion(value("version")?.value, root: root)
        let scale = value("scale").flatMap { reader.integer($0.value, what: "scale", in: 1...3) } ?? 3
        let assets = value("assets").map { assetList($0.value) } ?? [defaultAssets ?? directory]
        let visibleAlpha =
            value("visibleAlpha").flatMap { reader.number($0.value, what: "visibleAlpha", in: 0...1) } ?? 0.1
        let layouts = layoutSelection(devices: value("devices")?.value, orientations: value("orientations")?.value)
        let app = value("app").flatMap { appSupport($0.value) }
        // Layouts are read only when something will solve them: they cost a fifteenth of loading.
        let solves = readsLayouts || !(layouts?.isDesignOnly ?? true)
        let screenList = value("screens").flatMap { reader.sequence($0.value, what: "screens") } ?? []
        // Built in, then read from the app's code, then the manifest's own: each replaces the last.
        var classes = ShapedButtonClasses.all
        let code = appCode(
            value("code")?.value, imports: importsFiles(screenList), swiftUI: importsSwift(screenList))
        if let code { classes.merge(code.classEntries) { $1 } }
        if let (_, _, node) = value("classes") { classes.merge(classEntries(node, assets: assets)) { $1 } }

        if value("screens") == nil { reader.error("missing required key 'screens'", at: root) }
        if let problem = limiter.screens(screenList.count) {
            reader.error(problem, at: value("screens")?.keyNode ?? root)
            return nil
        }
        var imports = Imports()
        let screens = collectScreens(
            screenList, scale: scale, assets: assets, classes: classes, code: code, solves: solves, imports: &imports)
        for catalog in assets where ImageNameResolver.isCatalog(catalog) {
            imports.inputs +=
                imagePaths.catalog(at: catalog, root: paths.allowOutsideRoot ? nil : self.root).contentsFiles
        }
        var manifest = Manifest(
            path: path, version: version ?? 1, scale: scale,
            assetsDirectory: assets.first { !ImageNameResolver.isCatalog($0) } ?? directory,
            visibleAlpha: visibleAlpha, screens: screens)
        manifest.assets = assets
        manifest.layouts = layouts
        manifest.app = app
        manifest.inputs = imports.inputs
        manifest.unsupported = imports.unsupported
        manifest.notLinted = imports.notLinted
        manifest.code = code
        return manifest
    }

    /// `version:`, which must be 1; nil (and an error) when it is missing or not a number.
    private func manifestVersion(_ node: YAMLNode?, root: YAMLNode) -> Int? {
        guard let node else {
            reader.error("missing required key 'version' (write `version: 1`)", at: root)
            return nil
        }
        guard let version = reader.integer(node, what: "version", in: Int.min...Int.max) else { return nil }
        if version != 1 {
            reader.error("unsupported manifest version \(version); this hitlint reads version 1", at: node)
        }
        return version
    }

    /// The screens of `screens:`, written and imported, in the list's order; a later screen with
    /// a name already taken is an error, except that an imported one is first told apart by its IB id.
    private func collectScreens(
        _ screenList: [YAMLNode], scale: Int, assets: [URL], classes: [String: ViewKeys], code: AppCode?,
        solves: Bool, imports: inout Imports
    ) -> [ScreenSpec] {
        var screens: [ScreenSpec] = []
        var names: [String: SourceLocation] = [:]
        let expanded = importedFiles(screenList)
        let qualify = expanded.values.reduce(0) { $0 + $1.files.count } > 1
        for node in screenList {
            let isImport =
                reader.kind(node) == .mapping && reader.tree.pairs(node).contains { reader.tree.text($0.key) == "from" }
            let built =
                isImport
                ? importScreens(
                    node, files: expanded[node], qualify: qualify, scale: scale, assets: assets, classes: classes,
                    code: code, readsLayouts: solves,
                    imports: &imports)
                : onlyFiles == nil ? buildScreen(node, scale: scale, assets: assets).map { [$0] } ?? [] : []
            for var screen in built {
                if names[screen.name] != nil, screen.importedFrom != nil, let id = screen.importedID {
                    screen.name = "\(screen.name) (\(id))"
                }
                if let first = names[screen.name] {
                    reader.error(
                        "duplicate screen name '\(screen.name)' (first at \(first.file == path ? "line \(first.line)" : first.description))",
                        at: node)
                    continue
                }
                names[screen.name] = screen.location
                screens.append(screen)
            }
        }
        return screens
    }

    /// The display path of a file named relative to the manifest: the manifest's folder as the
    /// user gave it, then the name.
    private func displayPath(of name: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty || name.hasPrefix("/") ? name : (folder as NSString).appendingPathComponent(name)
    }

    /// What each `from:` value of the screen list names (a file, a folder, a glob), by node.
    private func importedFiles(_ screenList: [YAMLNode]) -> [YAMLNode: (files: [String], problem: String?)] {
        var expanded: [YAMLNode: (files: [String], problem: String?)] = [:]
        for node in screenList where reader.kind(node) == .mapping {
            guard let from = reader.tree.pairs(node).first(where: { reader.tree.text($0.key) == "from" })?.value,
                let written = reader.tree.text(from), !written.isEmpty, written.utf8.count <= limits.maxPathBytes
            else { continue }
            expanded[node] = ImportPattern(written: written).files(in: directory) { url, folder in
                paths.problem(with: url, written: folder, root: root)
            }
        }
        return expanded
    }

    /// `- from: FILE`, a folder or a glob: the screens of the files screen sources read
    /// (storyboards and XIBs, docs/interface-builder.md), with what the entry says applied to
    /// them. `qualify`: the manifest imports more than one file, so each screen is named
    /// `FILESTEM/NAME`.
    private func importScreens(
        _ node: YAMLNode, files: (files: [String], problem: String?)?, qualify: Bool, scale: Int, assets: [URL],
        classes: [String: ViewKeys], code: AppCode?, readsLayouts: Bool, imports: inout Imports
    ) -> [ScreenSpec] {
        guard let pairs = reader.mapping(node, what: "an imported screen", keys: YAMLManifestReader.importKeys) else {
            return []
        }
        let value = { (key: String) in pairs.first(where: { $0.key == key })?.value }
        guard let fromNode = value("from"), let written = reader.string(fromNode, what: "from") else { return [] }
        guard let fileList = checkedImportFiles(files, written: written, at: fromNode) else { return [] }
        let entry = ImportEntry(
            fromNode: fromNode, written: written, qualify: qualify, assets: assets, classes: classes, code: code,
            readsLayouts: readsLayouts)
        var imported: [ImportedScreen] = []
        for file in fileList {
            imported += readImportedFile(file, entry: entry, imports: &imports)
        }
        if let scenesNode = value("scenes"), let items = reader.sequence(scenesNode, what: "scenes") {
            imported = chosenScenes(items, of: imported, written: written)
        }
        if let nameNode = value("name"), let name = reader.string(nameNode, what: "screen name") {
            rename(&imported, to: name, at: nameNode, written: written)
        }
        let side = 0.0...limits.maxScreenSide
        let size = value("size").flatMap {
            reader.numbers($0, what: "size", count: 2, names: ["width", "height"], ranges: [side, side])
        }
        if let size, size.contains(where: { $0 <= 0 }) {
            reader.error("size must have a positive width and height", at: value("size")!)
        }
        let screenScale = value("scale").flatMap { reader.integer($0, what: "scale", in: 1...3) }
        if let overridesNode = value("overrides") {
            applyOverrides(overridesNode, to: &imported, file: written, assets: assets)
        }

        var screens: [ScreenSpec] = []
        for screen in imported {
            var spec = ScreenSpec(name: screen.name, size: screen.size, views: screen.views, location: screen.location)
            if let size, size.allSatisfy({ $0 > 0 }) { spec.size = Size(width: size[0], height: size[1]) }
            spec.scale = screenScale ?? screen.scale
            spec.importedFrom = screen.file
            spec.importedURL = screen.url
            spec.importedRoot = paths.allowOutsideRoot ? nil : root
            spec.importedID = screen.ibID
            spec.layout = screen.layout
            spec.scrollContent = screen.scrollContent
            spec.cell = screen.cell
            spec.supplementary = screen.supplementary
            spec.embedded = screen.embedded
            spec.launchScreenDocument = screen.launchScreen
            spec.codeOrientations = screen.codeOrientations
            spec.codeRead = (code?.filesRead ?? 0) > 0
            spec.onlyPad = screen.onlyPad
            spec.importEntry = reader.location(fromNode)
            guard checkScreen(spec, scale: spec.scale ?? scale, at: fromNode) else { continue }
            screens.append(spec)
        }
        return screens
    }

    /// The files a `from:` entry names, or nil (after an error where one is due) when it names
    /// none to read; also nil when reading for other files only and the entry imports none of them.
    private func checkedImportFiles(
        _ files: (files: [String], problem: String?)?, written: String, at fromNode: YAMLNode
    ) -> [String]? {
        guard !written.isEmpty, written.utf8.count <= limits.maxPathBytes, let files else {
            reader.error("from must name a storyboard or XIB file (at most \(limits.maxPathBytes) bytes)", at: fromNode)
            return nil
        }
        if let problem = files.problem {
            reader.error("from: \(problem)", at: fromNode)
            return nil
        }
        if files.files.isEmpty {
            reader.error(
                "from: \(MessageFormat.quote(written)) names no file of \(ScreenSources.summary)", at: fromNode)
            return nil
        }
        // Read for other files only (one file of an app): an entry importing none of them is
        // left whole, its scenes and overrides unchecked.
        if let only = onlyFiles,
            !files.files.contains(where: {
                only.contains(URL(fileURLWithPath: $0, relativeTo: directory).standardizedFileURL.path)
            })
        {
            return nil
        }
        return files.files
    }

    /// The screens of one file of a `from:` entry, named `FILESTEM/NAME` when the manifest
    /// imports several files; errors and what the file adds besides screens are recorded.
    private func readImportedFile(_ file: String, entry: ImportEntry, imports: inout Imports) -> [ImportedScreen] {
        let url = URL(fileURLWithPath: file, relativeTo: directory).standardizedFileURL
        if let only = onlyFiles, !only.contains(url.path) { return [] }
        if let problem = paths.problem(with: url, written: file, root: root) {
            reader.error("from: \(problem)", at: entry.fromNode)
            return []
        }
        guard let source = ScreenSources.source(for: url) else {
            reader.error(
                "from: hitlint imports screens from \(ScreenSources.summary), not from \(MessageFormat.quote(file))",
                at: entry.fromNode)
            return []
        }
        var request = ScreenRequest(
            url: url, displayPath: displayPath(of: file), classes: entry.classes, assets: entry.assets,
            root: root, paths: paths, images: imagePaths, limiter: limiter, replacement: replacedFiles[url.path],
            readsLayout: entry.readsLayouts)
        request.code = entry.code
        imports.inputs.append(url)
        var imported: [ImportedScreen] = []
        do {
            let read = try source.screens(request)
            if let unsupported = read.unsupported {
                imports.unsupported.append(unsupported)
                return []
            }
            imports.notLinted += read.notLinted
            let stem = url.deletingPathExtension().lastPathComponent
            if let code = entry.code, let why = code.neverLoads(xib: url, stem: stem) {
                imports.notLinted += read.screens.flatMap { NotLinted.controls(in: $0.views, reason: why) }
                return []
            }
            let onlyPad = Self.onlyPad(xib: url, stem: stem, code: entry.code)
            for var screen in read.screens {
                screen.file = request.displayPath
                screen.url = url
                screen.onlyPad = onlyPad
                if entry.qualify {
                    screen.selectors += screen.selectors.map { "\(stem)/\($0)" }
                    screen.name = limiter.name("\(stem)/\(screen.name)")
                }
                imported.append(screen)
            }
        } catch {
            for diagnostic in error.diagnostics {
                if let location = diagnostic.location {
                    reader.error(diagnostic.message, at: location)
                } else {
                    reader.error("\(file): \(diagnostic.message)", at: entry.fromNode)
                }
            }
        }
        return imported
    }

    /// Whether the code loads a XIB on iPads alone or iPhones alone (UIKit's own `~ipad` and
    /// `~iphone` are the layout model's `onlyPad`).
    private static func onlyPad(xib url: URL, stem: String, code: AppCode?) -> (pad: Bool, why: String)? {
        code?.onlyIdiom(xib: url, stem: stem)
    }

    /// `scenes:`: the imported screens each item names by selector or name, in the items' order,
    /// each once; an item that names none is an error.
    private func chosenScenes(_ items: [YAMLNode], of imported: [ImportedScreen], written: String) -> [ImportedScreen] {
        var chosen: [ImportedScreen] = []
        for item in items {
            guard let wanted = reader.string(item, what: "a scene") else { continue }
            let matches = imported.filter { $0.selectors.contains(wanted) || $0.name == wanted }
            if matches.isEmpty {
                let known = imported.map(\.name)
                reader.error(
                    "no scene \(MessageFormat.quote(wanted)) in \(written)\(Suggestion.didYouMean(wanted, among: known))",
                    at: item)
            }
            for match in matches where !chosen.contains(where: { $0.ibID == match.ibID && $0.file == match.file }) {
                chosen.append(match)
            }
        }
        return chosen
    }

    /// `name:`: the one imported screen's new name.
    private func rename(_ imported: inout [ImportedScreen], to name: String, at nameNode: YAMLNode, written: String) {
        if imported.count != 1 {
            reader.error(
                "name may be given only when the file gives one screen; \(written) gives \(imported.count) (choose one with scenes:)",
                at: nameNode)
        } else if name.isEmpty || name.count > limits.maxNameLength {
            reader.error("a screen name must have 1 to \(limits.maxNameLength) characters", at: nameNode)
        } else {
            imported[0].name = name
        }
    }

    /// `overrides`: view keys by IB id, userLabel or accessibilityIdentifier; a key that matches
    /// no view is an error, so overrides cannot rot.
    private func applyOverrides(_ node: YAMLNode, to screens: inout [ImportedScreen], file: String, assets: [URL]) {
        guard reader.kind(node) == .mapping else {
            reader.error(
                "overrides must be a mapping of IB ids, userLabels or accessibility identifiers to view keys", at: node)
            return
        }
        for (keyNode, value) in reader.tree.pairs(node) {
            guard let name = reader.string(keyNode, what: "an override's view") else { continue }
            guard
                let pairs = reader.mapping(
                    value, what: "the override of \(MessageFormat.quote(name))", keys: YAMLManifestReader.propertyKeys)
            else { continue }
            let keys = viewKeys(pairs, assets: assets)
            // `FILESTEM/NAME` names a view of that file only.
            let wanted = { (screen: ImportedScreen) -> String in
                let stem = URL(fileURLWithPath: screen.file).deletingPathExtension().lastPathComponent
                return name.hasPrefix(stem + "/") ? String(name.dropFirst(stem.count + 1)) : name
            }
            // A name that is not an IB id and fits views of several IB ids is ambiguous.
            var ids: [String] = []
            for i in screens.indices {
                let target = wanted(screens[i])
                ManifestBuilder.forEachView(&screens[i].views) { view in
                    if view.imported?.names.contains(target) == true, !ids.contains(view.id) { ids.append(view.id) }
                }
            }
            if ids.count > 1, !ids.contains(name) {
                reader.error(
                    "\(MessageFormat.quote(name)) names \(ids.count) views of \(file) (IB ids \(ids.prefix(10).joined(separator: ", "))); write the IB id of the one to change",
                    at: keyNode)
                continue
            }
            var matched = 0
            for i in screens.indices {
                let target = wanted(screens[i])
                ManifestBuilder.forEachView(&screens[i].views) { view in
                    guard view.imported?.names.contains(target) == true else { return }
                    keys.apply(to: &view)
                    matched += 1
                }
            }
            if matched == 0 {
                var known: [String] = []
                for screen in screens { ManifestBuilder.collectNames(screen.views, into: &known) }
                reader.error(
                    "no view of \(file) is called \(MessageFormat.quote(name)) (by IB id, user label, accessibility identifier or label, title or image name)\(Suggestion.didYouMean(name, among: known))",
                    at: keyNode)
            }
        }
    }

    static func forEachView(_ views: inout [ViewSpec], _ body: (inout ViewSpec) -> Void) {
        for i in views.indices {
            body(&views[i])
            forEachView(&views[i].children, body)
        }
    }

    static func collectNames(_ views: [ViewSpec], into names: inout [String]) {
        for view in views {
            names += view.imported?.names ?? []
            collectNames(view.children, into: &names)
        }
    }

    /// The limits every screen is held to once its views are known; false (and an error) when it breaks one.
    private func checkScreen(_ screen: ScreenSpec, scale: Int, at node: YAMLNode, viewsAt viewsNode: YAMLNode? = nil)
        -> Bool
    {
        let (w, h) = (screen.size.width, screen.size.height)
        if w * h * Double(scale * scale) > Double(limits.maxScreenPixels) {
            let which = screen.importedFrom == nil ? "the screen" : "screen \(MessageFormat.quote(screen.name))"
            reader.error(
                "\(which) is \(Int(w * Double(scale))) x \(Int(h * Double(scale))) pixels at @\(scale)x, over the limit of \(limits.maxScreenPixels) pixels (limits.maxScreenPixels)",
                at: node)
            return false
        }
        let covered = InputLimiter.coveredPixels(
            screen.views, origin: Point(x: 0, y: 0), screen: screen.size, scale: scale)
        if covered > Double(limits.maxCoveredPixels) {
            reader.error(
                "the views of screen \(MessageFormat.quote(screen.name)) cover \(MessageFormat.plain(covered.rounded())) pixels in all at @\(scale)x, over the limit of \(limits.maxCoveredPixels) (limits.maxCoveredPixels)",
                at: viewsNode ?? node)
            return false
        }
        if let (count, container) = ManifestBuilder.layerElements(screen.views, limit: limits.maxLayerElements) {
            reader.error(
                "with '\(container.id)', the hitTest: layer views of screen \(MessageFormat.quote(screen.name)) composite \(count) views (each itself and all its descendants), over the limit of \(limits.maxLayerElements) (limits.maxLayerElements); nest fewer layer containers",
                at: container.location)
            return false
        }
        return true
    }

    private func buildScreen(_ node: YAMLNode, scale manifestScale: Int, assets: [URL]) -> ScreenSpec? {
        guard let pairs = reader.mapping(node, what: "a screen", keys: YAMLManifestReader.screenKeys) else {
            return nil
        }
        var name: String?
        var nameNode: YAMLNode?
        var size: Size?
        var sizeNode: YAMLNode?
        var scale: Int?
        var viewNodes: [YAMLNode] = []
        var viewsNode: YAMLNode?
        var launchScreen = false
        for (key, _, value) in pairs {
            switch key {
            case "name":
                name = reader.string(value, what: "screen name")
                nameNode = value
                if name?.isEmpty == true {
                    reader.error("screen name must not be empty", at: value)
                    name = nil
                }
                if let text = name, text.count > limits.maxNameLength {
                    reader.error(
                        "a screen name may have at most \(limits.maxNameLength) characters, not \(text.count)",
                        at: value)
                    name = nil
                }
            case "size":
                sizeNode = value
                let side = 0.0...limits.maxScreenSide
                if let values = reader.numbers(
                    value, what: "size", count: 2, names: ["width", "height"], ranges: [side, side])
                {
                    if values.contains(where: { $0 <= 0 }) {
                        reader.error("size must have a positive width and height", at: value)
                    } else {
                        size = Size(width: values[0], height: values[1])
                    }
                }
            case "scale":
                scale = reader.integer(value, what: "scale", in: 1...3)
            case "launchScreen":
                launchScreen = reader.bool(value, what: "launchScreen") ?? false
            case "views":
                viewsNode = value
                viewNodes = reader.sequence(value, what: "views") ?? []
            default: break
            }
        }
        if !pairs.contains(where: { $0.key == "name" }) { reader.error("a screen needs a 'name'", at: node) }
        if !pairs.contains(where: { $0.key == "size" }) {
            reader.error("screen '\(name ?? "?")' needs a 'size: [width, height]'", at: node)
        }
        var context = ViewContext()
        let views = buildViews(viewNodes, depth: 1, context: &context, listNode: viewsNode ?? node, assets: assets)
        guard let name, let size else { return nil }
        var screen = ScreenSpec(name: name, size: size, views: views, location: reader.location(nameNode ?? node))
        screen.scale = scale
        screen.launchScreenDocument = launchScreen
        guard checkScreen(screen, scale: scale ?? manifestScale, at: sizeNode ?? node, viewsAt: viewsNode) else {
            return nil
        }
        return screen
    }

    /// When the `hitTest: layer` views of a tree composite more than `limit` views in all (each
    /// its whole subtree: nested layer containers composite their shared descendants again), the
    /// count so far and the container that crossed the limit.
    static func layerElements(_ views: [ViewSpec], limit: Int) -> (Int, ViewSpec)? {
        var total = 0
        func walk(_ views: [ViewSpec]) -> (Int, ViewSpec)? {
            for view in views {
                if view.hitTest == .layer {
                    total += view.viewCount
                    if total > limit { return (total, view) }
                }
                if let found = walk(view.children) { return found }
            }
            return nil
        }
        return walk(views)
    }
}
