import Foundation
import HitLintCore

/// The reader of hand-written manifests (`*.hitlint.yaml`, `hitlint.yaml`): composes the YAML and
/// validates every key (docs/manifest.md), each mistake a located diagnostic.
package struct YAMLManifestReader: InputReader {
    package static let topKeys = ["version", "scale", "assets", "visibleAlpha", "devices", "orientations", "app", "classes", "screens"]
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
        propertyKeys.filter { !["frame", "states", "state", "symbol", "textRect"].contains($0) } + ["thresholdAttribute", "attributeScale"]
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
    package func read(text: String, path: String, directory: URL, settings: InputSettings) throws(InputError) -> Manifest {
        let document = try YAMLDocument(text: text, file: path, maxNodes: settings.limits.maxNodes)
        let reader = NodeReader(document: document)
        let manifest = ManifestBuilder(
            reader: reader, limits: settings.limits, knownRuleIDs: settings.knownRuleIDs, paths: settings.paths,
            imagePaths: settings.imagePaths, root: settings.paths.rootFolder(forManifestIn: directory),
            path: path, directory: directory, defaultAssets: settings.defaultAssets, replacedFiles: settings.replacedFiles,
            readsLayouts: settings.readsLayouts, onlyFiles: settings.onlyFiles
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

private struct ManifestBuilder {
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
    let onlyFiles: Set<String>?
    var limiter: InputLimiter { InputLimiter(limits: limits) }

    func build() -> Manifest? {
        let root = reader.document.root
        guard let pairs = reader.mapping(root, what: "the manifest", keys: YAMLManifestReader.topKeys) else { return nil }
        let value = { (key: String) in pairs.first(where: { $0.key == key }) }
        var version: Int?
        if let (_, _, node) = value("version") {
            if let v = reader.integer(node, what: "version", in: Int.min...Int.max) {
                if v != 1 { reader.error("unsupported manifest version \(v); this hitlint reads version 1", at: node) }
                version = v
            }
        } else {
            reader.error("missing required key 'version' (write `version: 1`)", at: root)
        }
        let scale = value("scale").flatMap { reader.integer($0.value, what: "scale", in: 1...3) } ?? 3
        let assets = value("assets").map { assetList($0.value) } ?? [defaultAssets ?? directory]
        let visibleAlpha = value("visibleAlpha").flatMap { reader.number($0.value, what: "visibleAlpha", in: 0...1) } ?? 0.1
        let layouts = layoutSelection(devices: value("devices")?.value, orientations: value("orientations")?.value)
        let app = value("app").flatMap { appSupport($0.value) }
        // Layouts are read only when something will solve them: they cost a fifteenth of loading.
        let solves = readsLayouts || !(layouts?.isDesignOnly ?? true)
        var classes = ShapedButtonClasses.all
        if let (_, _, node) = value("classes") { classes.merge(classEntries(node, assets: assets)) { $1 } }

        let screenList = value("screens").flatMap { reader.sequence($0.value, what: "screens") } ?? []
        if value("screens") == nil { reader.error("missing required key 'screens'", at: root) }
        if let problem = limiter.screens(screenList.count) {
            reader.error(problem, at: value("screens")?.keyNode ?? root)
            return nil
        }
        var screens: [ScreenSpec] = []
        var imports = Imports()
        var names: [String: SourceLocation] = [:]
        let expanded = importedFiles(screenList)
        let qualify = expanded.values.reduce(0) { $0 + $1.files.count } > 1
        for node in screenList {
            let isImport = reader.kind(node) == .mapping && reader.tree.pairs(node).contains { reader.tree.text($0.key) == "from" }
            let built =
                isImport
                ? importScreens(
                    node, files: expanded[node], qualify: qualify, scale: scale, assets: assets, classes: classes, readsLayouts: solves,
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
        for catalog in assets where ImageNameResolver.isCatalog(catalog) {
            imports.inputs += imagePaths.catalog(at: catalog, root: paths.allowOutsideRoot ? nil : self.root).contentsFiles
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
        return manifest
    }

    /// `devices:` (a name or a list: `design`, `file`, `all`, device names) and `orientations:`
    /// (`portrait`, `landscape`, or both); nil when the manifest has neither.
    private func layoutSelection(devices: YAMLNode?, orientations: YAMLNode?) -> LayoutSelection? {
        guard devices != nil || orientations != nil else { return nil }
        var selection = LayoutSelection.design
        if let devices {
            let items: [YAMLNode] = reader.kind(devices) == .sequence ? Array(reader.tree.items(devices)) : [devices]
            if items.isEmpty { reader.error("devices must name at least one layout (design, file, all or a device)", at: devices) }
            var choices: [LayoutSelection.Choice] = []
            for item in items {
                guard let name = reader.string(item, what: "devices") else { continue }
                switch LayoutSelection.choices([name]) {
                case .success(let found): choices += found.filter { !choices.contains($0) }
                case .failure(let error): reader.error(error.message, at: item)
                }
            }
            if !choices.isEmpty { selection.choices = choices }
        }
        if let orientations {
            let items: [YAMLNode] = reader.kind(orientations) == .sequence ? Array(reader.tree.items(orientations)) : [orientations]
            var found: [Orientation] = []
            for item in items {
                if let o = reader.choice(item, what: "orientations", as: Orientation.self), !found.contains(o) { found.append(o) }
            }
            if items.isEmpty { reader.error("orientations must name portrait, landscape or both", at: orientations) }
            if !found.isEmpty { selection.orientations = found }
        }
        return selection
    }

    /// `app:`: `iPhone` and `iPad`, each the orientations the app shows there (`[]`, or the key
    /// left out: not on that idiom).
    private func appSupport(_ node: YAMLNode) -> AppSupport? {
        guard let pairs = reader.mapping(node, what: "app", keys: ["iPhone", "iPad"]) else { return nil }
        var support = AppSupport(phone: [], pad: [])
        for (key, _, value) in pairs {
            let items: [YAMLNode] = reader.kind(value) == .sequence ? Array(reader.tree.items(value)) : [value]
            let found = items.compactMap { reader.choice($0, what: "app.\(key)", as: Orientation.self) }
            if key == "iPhone" { support.phone = found } else { support.pad = found }
        }
        if support.phone.isEmpty && support.pad.isEmpty { reader.error("app must name the orientations of iPhone, iPad or both", at: node) }
        return AppSupport(phone: support.phone, pad: support.pad)
    }

    /// `assets`: a folder or catalog, or a list of them, each inside the lint root.
    private func assetList(_ node: YAMLNode) -> [URL] {
        let items: [YAMLNode] = reader.kind(node) == .sequence ? Array(reader.tree.items(node)) : [node]
        if items.isEmpty { reader.error("assets must name at least one asset catalog or folder", at: node) }
        var urls: [URL] = []
        for item in items {
            guard let folder = reader.string(item, what: "assets") else { continue }
            guard folder.utf8.count <= limits.maxPathBytes, !folder.isEmpty else {
                reader.error("assets must be a path of 1 to \(limits.maxPathBytes) bytes", at: item)
                continue
            }
            let url = URL(fileURLWithPath: folder, isDirectory: true, relativeTo: directory).standardizedFileURL
            if let problem = paths.problem(with: url, written: folder, root: self.root) {
                reader.error("assets: \(problem)", at: item)
                continue
            }
            urls.append(url)
        }
        return urls.isEmpty ? [defaultAssets ?? directory] : urls
    }

    /// `classes`: custom class name -> view keys laid over what an Interface Builder file says.
    private func classEntries(_ node: YAMLNode, assets: [URL]) -> [String: ViewKeys] {
        guard reader.kind(node) == .mapping else {
            reader.error("classes must be a mapping of custom class names to view keys", at: node)
            return [:]
        }
        var entries: [String: ViewKeys] = [:]
        for (keyNode, value) in reader.tree.pairs(node) {
            guard let name = reader.string(keyNode, what: "a class name") else { continue }
            guard let pairs = reader.mapping(value, what: "class \(MessageFormat.quote(name))", keys: YAMLManifestReader.classKeys) else {
                continue
            }
            var keys = viewKeys(pairs, assets: assets)
            for (key, _, item) in pairs {
                if key == "thresholdAttribute" { keys.thresholdAttribute = reader.string(item, what: "thresholdAttribute") }
                if key == "attributeScale" { keys.attributeScale = reader.number(item, what: "attributeScale", in: 0...1000) }
            }
            entries[name] = keys
        }
        return entries
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
        classes: [String: ViewKeys], readsLayouts: Bool, imports: inout Imports
    ) -> [ScreenSpec] {
        guard let pairs = reader.mapping(node, what: "an imported screen", keys: YAMLManifestReader.importKeys) else { return [] }
        let value = { (key: String) in pairs.first(where: { $0.key == key })?.value }
        guard let fromNode = value("from"), let written = reader.string(fromNode, what: "from") else { return [] }
        guard !written.isEmpty, written.utf8.count <= limits.maxPathBytes, let files else {
            reader.error("from must name a storyboard or XIB file (at most \(limits.maxPathBytes) bytes)", at: fromNode)
            return []
        }
        if let problem = files.problem {
            reader.error("from: \(problem)", at: fromNode)
            return []
        }
        if files.files.isEmpty {
            reader.error("from: \(MessageFormat.quote(written)) names no file of \(ScreenSources.summary)", at: fromNode)
            return []
        }
        // Read for other files only (one file of an app): an entry importing none of them is
        // left whole, its scenes and overrides unchecked.
        if let only = onlyFiles,
            !files.files.contains(where: { only.contains(URL(fileURLWithPath: $0, relativeTo: directory).standardizedFileURL.path) })
        {
            return []
        }
        var imported: [ImportedScreen] = []
        for file in files.files {
            let url = URL(fileURLWithPath: file, relativeTo: directory).standardizedFileURL
            if let only = onlyFiles, !only.contains(url.path) { continue }
            if let problem = paths.problem(with: url, written: file, root: root) {
                reader.error("from: \(problem)", at: fromNode)
                continue
            }
            guard let source = ScreenSources.source(for: url) else {
                reader.error(
                    "from: hitlint imports screens from \(ScreenSources.summary), not from \(MessageFormat.quote(file))", at: fromNode)
                continue
            }
            let request = ScreenRequest(
                url: url, displayPath: displayPath(of: file), classes: classes, assets: assets,
                root: root, paths: paths, images: imagePaths, limiter: limiter, replacement: replacedFiles[url.path],
                readsLayout: readsLayouts)
            imports.inputs.append(url)
            do {
                let read = try source.screens(request)
                if let unsupported = read.unsupported {
                    imports.unsupported.append(unsupported)
                    continue
                }
                imports.notLinted += read.notLinted
                let stem = url.deletingPathExtension().lastPathComponent
                for var screen in read.screens {
                    screen.file = request.displayPath
                    screen.url = url
                    if qualify {
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
                        reader.error("\(file): \(diagnostic.message)", at: fromNode)
                    }
                }
            }
        }
        if let scenesNode = value("scenes"), let items = reader.sequence(scenesNode, what: "scenes") {
            var chosen: [ImportedScreen] = []
            for item in items {
                guard let wanted = reader.string(item, what: "a scene") else { continue }
                let matches = imported.filter { $0.selectors.contains(wanted) || $0.name == wanted }
                if matches.isEmpty {
                    let known = imported.map(\.name)
                    reader.error(
                        "no scene \(MessageFormat.quote(wanted)) in \(written)\(Suggestion.didYouMean(wanted, among: known))", at: item)
                }
                for match in matches where !chosen.contains(where: { $0.ibID == match.ibID && $0.file == match.file }) {
                    chosen.append(match)
                }
            }
            imported = chosen
        }
        if let nameNode = value("name"), let name = reader.string(nameNode, what: "screen name") {
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
        let side = 0.0...limits.maxScreenSide
        let size = value("size").flatMap { reader.numbers($0, what: "size", count: 2, names: ["width", "height"], ranges: [side, side]) }
        if let size, size.contains(where: { $0 <= 0 }) { reader.error("size must have a positive width and height", at: value("size")!) }
        let screenScale = value("scale").flatMap { reader.integer($0, what: "scale", in: 1...3) }
        if let overridesNode = value("overrides") { applyOverrides(overridesNode, to: &imported, file: written, assets: assets) }

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
            spec.embedded = screen.embedded
            spec.launchScreenDocument = screen.launchScreen
            spec.importEntry = reader.location(fromNode)
            guard checkScreen(spec, scale: spec.scale ?? scale, at: fromNode) else { continue }
            screens.append(spec)
        }
        return screens
    }

    /// `overrides`: view keys by IB id, userLabel or accessibilityIdentifier; a key that matches
    /// no view is an error, so overrides cannot rot.
    private func applyOverrides(_ node: YAMLNode, to screens: inout [ImportedScreen], file: String, assets: [URL]) {
        guard reader.kind(node) == .mapping else {
            reader.error("overrides must be a mapping of IB ids, userLabels or accessibility identifiers to view keys", at: node)
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
    private func checkScreen(_ screen: ScreenSpec, scale: Int, at node: YAMLNode, viewsAt viewsNode: YAMLNode? = nil) -> Bool {
        let (w, h) = (screen.size.width, screen.size.height)
        if w * h * Double(scale * scale) > Double(limits.maxScreenPixels) {
            let which = screen.importedFrom == nil ? "the screen" : "screen \(MessageFormat.quote(screen.name))"
            reader.error(
                "\(which) is \(Int(w * Double(scale))) x \(Int(h * Double(scale))) pixels at @\(scale)x, over the limit of \(limits.maxScreenPixels) pixels (limits.maxScreenPixels)",
                at: node)
            return false
        }
        let covered = InputLimiter.coveredPixels(screen.views, origin: Point(x: 0, y: 0), screen: screen.size, scale: scale)
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
        guard let pairs = reader.mapping(node, what: "a screen", keys: YAMLManifestReader.screenKeys) else { return nil }
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
                    reader.error("a screen name may have at most \(limits.maxNameLength) characters, not \(text.count)", at: value)
                    name = nil
                }
            case "size":
                sizeNode = value
                let side = 0.0...limits.maxScreenSide
                if let values = reader.numbers(value, what: "size", count: 2, names: ["width", "height"], ranges: [side, side]) {
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
        guard checkScreen(screen, scale: scale ?? manifestScale, at: sizeNode ?? node, viewsAt: viewsNode) else { return nil }
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

    /// Ids seen so far in a screen, and the number of views.
    struct ViewContext {
        var ids: [String: SourceLocation] = [:]
        var count = 0
        var reportedTooMany = false
    }

    private func buildViews(_ nodes: [YAMLNode], depth: Int, context: inout ViewContext, listNode: YAMLNode, assets: [URL]) -> [ViewSpec] {
        if let problem = limiter.depth(depth) {
            reader.error(problem, at: listNode)
            return []
        }
        var views: [ViewSpec] = []
        for node in nodes {
            context.count += 1
            if limiter.isOverViewLimit(context.count) {
                if let problem = limiter.views(context.count) { reader.error(problem, at: node) }
                return views
            }
            if let view = buildView(node, depth: depth, context: &context, assets: assets) { views.append(view) }
        }
        return views
    }

    private func buildView(_ node: YAMLNode, depth: Int, context: inout ViewContext, assets: [URL]) -> ViewSpec? {
        guard let pairs = reader.mapping(node, what: "a view", keys: YAMLManifestReader.viewKeys) else { return nil }
        let value = { (key: String) in pairs.firstIndex(where: { $0.key == key }).map { pairs[$0].value } }

        // id
        var id: String?
        var location = reader.location(node)
        if let idNode = value("id") {
            location = reader.location(idNode)
            if let text = reader.string(idNode, what: "id") {
                if text.count > limits.maxNameLength {
                    reader.error("an id may have at most \(limits.maxNameLength) characters, not \(text.count)", at: idNode)
                } else if text.isEmpty || !text.unicodeScalars.allSatisfy(ViewKeys.isIDCharacter) {
                    reader.error("id \(MessageFormat.quote(text)) may only contain letters, digits, '_', '.' and '-'", at: idNode)
                } else if let first = context.ids[text] {
                    reader.error("duplicate id '\(text)' in this screen (first at line \(first.line))", at: idNode)
                } else {
                    context.ids[text] = location
                    id = text
                }
            }
        } else {
            reader.error("a view needs an 'id'", at: node)
        }
        if value("frame") == nil { reader.error("view '\(id ?? "?")' needs a 'frame: [x, y, width, height]'", at: node) }
        let keys = viewKeys(pairs, assets: assets)
        let kindOK = value("kind") == nil || keys.kind != nil

        var children: [ViewSpec] = []
        if let childrenNode = value("children"), let nodes = reader.sequence(childrenNode, what: "children") {
            children = buildViews(nodes, depth: depth + 1, context: &context, listNode: childrenNode, assets: assets)
        }
        guard kindOK, let id, let frame = keys.frame else { return nil }
        return keys.view(id: id, frame: frame, children: children, location: location)
    }

    /// The view keys of a mapping (docs/manifest.md, "Views"), each checked.
    private func viewKeys(_ pairs: [(key: String, keyNode: YAMLNode, value: YAMLNode)], assets: [URL]) -> ViewKeys {
        let value = { (key: String) in pairs.firstIndex(where: { $0.key == key }).map { pairs[$0].value } }
        var keys = ViewKeys()
        keys.kind = value("kind").flatMap { reader.choice($0, what: "kind", as: ViewKind.self) }
        let c = -limits.maxCoordinate...limits.maxCoordinate
        let s = 0...limits.maxCoordinate
        if let frameNode = value("frame"),
            let v = reader.numbers(frameNode, what: "frame", count: 4, names: ["x", "y", "width", "height"], ranges: [c, c, s, s])
        {
            keys.frame = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
        if let rectNode = value("imageRect"),
            let v = reader.numbers(rectNode, what: "imageRect", count: 4, names: ["x", "y", "width", "height"], ranges: [c, c, s, s])
        {
            keys.imageRect = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
        if let rectNode = value("textRect"),
            let v = reader.numbers(rectNode, what: "textRect", count: 4, names: ["x", "y", "width", "height"], ranges: [c, c, s, s])
        {
            keys.textRect = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
        if let symbolNode = value("symbol"), let name = reader.string(symbolNode, what: "symbol") {
            if value("image") != nil {
                reader.error("symbol and image both name the view's image; give one", at: symbolNode)
            } else if name.isEmpty || name.utf8.count > limits.maxPathBytes {
                reader.error("symbol must name an SF Symbol (at most \(limits.maxPathBytes) bytes)", at: symbolNode)
            } else {
                keys.symbol = (name, reader.location(symbolNode))
            }
        }
        keys.image = value("image").flatMap { imageReference($0, what: "image", assets: assets) }
        keys.backgroundImage = value("backgroundImage").flatMap { imageReference($0, what: "backgroundImage", assets: assets) }
        // At least 0.01: a smaller scale would make an image's point size astronomical.
        keys.imageScale = value("imageScale").flatMap { reader.number($0, what: "imageScale", in: 0.01...100) }
        keys.backgroundImageScale = value("backgroundImageScale").flatMap {
            reader.number($0, what: "backgroundImageScale", in: 0.01...100)
        }
        keys.contentMode = value("contentMode").flatMap { reader.choice($0, what: "contentMode", as: ContentMode.self) }
        keys.threshold = value("threshold").flatMap { reader.number($0, what: "threshold", in: 0...1) }
        keys.compare = value("compare").flatMap { reader.choice($0, what: "compare", as: AlphaComparison.self) }
        keys.hitTest = value("hitTest").flatMap { reader.choice($0, what: "hitTest", as: HitTestMode.self) }
        if keys.hitTest == .rect, let thresholdNode = value("threshold") {
            reader.error("threshold has no effect with hitTest: rect; remove one of them", at: thresholdNode)
        }
        if keys.kind == .control, let node = value("threshold") ?? value("hitTest") {
            reader.error(
                "a control is hit-tested as a rectangle (it draws itself); remove threshold and hitTest, or make it a button", at: node)
        }
        keys.enlarge = value("enlarge").flatMap { insets($0) }
        keys.hidden = value("hidden").flatMap { reader.bool($0, what: "hidden") }
        keys.alpha = value("alpha").flatMap { reader.number($0, what: "alpha", in: 0...1) }
        keys.userInteractionEnabled = value("userInteractionEnabled").flatMap { reader.bool($0, what: "userInteractionEnabled") }
        keys.enabled = value("enabled").flatMap { reader.bool($0, what: "enabled") }
        keys.clipsToBounds = value("clipsToBounds").flatMap { reader.bool($0, what: "clipsToBounds") }
        keys.fill = value("fill").flatMap { reader.number($0, what: "fill", in: 0...1) }
        keys.ignore = value("ignore").map { ruleIDs($0) }
        keys.states = value("states").map { stateImages($0, assets: assets) }
        keys.state = value("state").flatMap { reader.choice($0, what: "state", as: ControlState.self) }
        return keys
    }

    /// `states`: per control state, the keys that change (docs/manifest.md, "Control states").
    private func stateImages(_ node: YAMLNode, assets: [URL]) -> [ControlState: StateImages] {
        let names = ControlState.allCases.filter { $0 != .normal }.map(\.rawValue)
        guard
            let pairs = reader.mapping(
                node, what: "states", keys: names,
                hint: { key in
                    key == "normal" ? "the normal state's images are the view's own image and backgroundImage keys" : nil
                })
        else { return [:] }
        var states: [ControlState: StateImages] = [:]
        let c = -limits.maxCoordinate...limits.maxCoordinate
        let s = 0...limits.maxCoordinate
        for (key, _, value) in pairs {
            guard let state = ControlState(rawValue: key),
                let fields = reader.mapping(value, what: "the \(key) state", keys: YAMLManifestReader.stateKeys)
            else { continue }
            let field = { (name: String) in fields.first(where: { $0.key == name })?.value }
            var images = StateImages()
            images.image = field("image").flatMap { imageReference($0, what: "image", assets: assets) }
            images.backgroundImage = field("backgroundImage").flatMap { imageReference($0, what: "backgroundImage", assets: assets) }
            images.imageScale = field("imageScale").flatMap { reader.number($0, what: "imageScale", in: 0.01...100) }
            images.backgroundImageScale = field("backgroundImageScale").flatMap {
                reader.number($0, what: "backgroundImageScale", in: 0.01...100)
            }
            if let rectNode = field("imageRect"),
                let v = reader.numbers(rectNode, what: "imageRect", count: 4, names: ["x", "y", "width", "height"], ranges: [c, c, s, s])
            {
                images.imageRect = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
            }
            states[state] = images
        }
        return states
    }

    /// Pixels the views' frames and enlarged areas cover on the screen, summed over the views.
    private func imageReference(_ node: YAMLNode, what: String, assets: [URL]) -> ImageReference? {
        guard let name = reader.string(node, what: what) else { return nil }
        if name.isEmpty {
            reader.error("\(what) must name a PNG file", at: node)
            return nil
        }
        if name.utf8.count > limits.maxPathBytes {
            reader.error("\(what) may have at most \(limits.maxPathBytes) bytes, not \(name.utf8.count)", at: node)
            return nil
        }
        let found = imagePaths.resolve(name, assets: assets, root: root, policy: paths)
        if let problem = found.problem {
            reader.error("\(what): \(problem)", at: node)
            return nil
        }
        return ImageReference(resolving: name, found, location: reader.location(node), confinement: paths.allowOutsideRoot ? nil : root)
    }

    private func insets(_ node: YAMLNode) -> Insets? {
        let range = -limits.maxEnlarge...limits.maxEnlarge
        switch reader.kind(node) {
        case .scalar:
            return reader.number(node, what: "enlarge", in: range).map { Insets(top: $0, right: $0, bottom: $0, left: $0) }
        case .sequence:
            guard reader.tree.items(node).count == 4 else {
                reader.error(
                    "enlarge takes one number (every side), four numbers [top, right, bottom, left] or a mapping {top:, right:, bottom:, left:}, not a list of \(reader.tree.items(node).count)",
                    at: node)
                return nil
            }
            guard
                let v = reader.numbers(
                    node, what: "enlarge", count: 4, names: ["top", "right", "bottom", "left"],
                    ranges: [range, range, range, range])
            else { return nil }
            return Insets(top: v[0], right: v[1], bottom: v[2], left: v[3])
        case .mapping:
            guard let pairs = reader.mapping(node, what: "enlarge", keys: ["top", "right", "bottom", "left"]) else { return nil }
            var sides = [String: Double]()
            for (key, _, value) in pairs {
                if let amount = reader.number(value, what: "enlarge \(key)", in: range) { sides[key] = amount }
            }
            return Insets(top: sides["top"] ?? 0, right: sides["right"] ?? 0, bottom: sides["bottom"] ?? 0, left: sides["left"] ?? 0)
        }
    }

    private func ruleIDs(_ node: YAMLNode) -> Set<String> {
        let items: [YAMLNode]
        if reader.kind(node) == .scalar { items = [node] } else { items = reader.sequence(node, what: "ignore") ?? [] }
        var ids = Set<String>()
        for item in items {
            guard let id = reader.string(item, what: "a rule id in ignore") else { continue }
            if knownRuleIDs.contains(id) {
                ids.insert(id)
            } else {
                reader.error("unknown rule \(MessageFormat.quote(id)) in ignore\(Suggestion.didYouMean(id, among: knownRuleIDs))", at: item)
            }
        }
        return ids
    }
}
