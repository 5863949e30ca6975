import Foundation

/// The reader of hand-written manifests (`*.hitlint.yaml`, `hitlint.yaml`): composes the YAML and
/// validates every key (docs/manifest.md), each mistake a located diagnostic.
struct YAMLManifestReader: InputReader {
    static let topKeys = ["version", "scale", "assets", "visibleAlpha", "screens"]
    static let screenKeys = ["name", "size", "views"]
    static let viewKeys = ["id", "kind", "frame", "image", "backgroundImage", "imageScale", "contentMode",
                           "threshold", "compare", "hitTest", "enlarge", "hidden", "alpha",
                           "userInteractionEnabled", "enabled", "clipsToBounds", "fill", "ignore", "children"]

    /// Any file: YAML is the format of last resort, so a file named on the command line with
    /// another name is still read as a manifest (readers for other formats come first).
    func reads(fileNamed name: String) -> Bool { true }

    func read(path: String, settings: InputSettings) throws(InputError) -> Manifest {
        let url = URL(fileURLWithPath: path)
        let text = try TextFile.read(at: url, displayPath: path, maxBytes: settings.limits.maxFileBytes, limitName: "limits.maxManifestBytes")
        return try read(text: text, path: path, directory: url.deletingLastPathComponent(), settings: settings)
    }

    /// A manifest from text; `directory` is the folder relative paths start from.
    func read(text: String, path: String, directory: URL, settings: InputSettings) throws(InputError) -> Manifest {
        let document = try YAMLDocument(text: text, file: path, maxNodes: settings.limits.maxNodes)
        let reader = NodeReader(document: document)
        let manifest = ManifestBuilder(reader: reader, limits: settings.limits, knownRuleIDs: settings.knownRuleIDs, paths: settings.paths,
                                       imagePaths: settings.imagePaths, root: settings.paths.rootFolder(forManifestIn: directory),
                                       path: path, directory: directory, defaultAssets: settings.defaultAssets).build()
        if !reader.diagnostics.isEmpty { throw InputError(reader.sortedDiagnostics) }
        guard let manifest else {
            throw InputError(Diagnostic("the manifest could not be read", file: path))
        }
        return manifest
    }
}

/// One pass over a manifest's nodes, building the model and recording diagnostics.
private struct ManifestBuilder {
    let reader: NodeReader
    let limits: ManifestLimits
    let knownRuleIDs: [String]
    let paths: PathPolicy
    let imagePaths: ImagePathResolver
    /// The canonical lint root images must stay inside.
    let root: String
    let path: String
    let directory: URL
    let defaultAssets: URL?

    func build() -> Manifest? {
        let root = reader.document.root
        guard let pairs = reader.mapping(root, what: "the manifest", keys: YAMLManifestReader.topKeys) else { return nil }
        var version: Int?
        var scale = 3
        var assets = defaultAssets ?? directory
        var visibleAlpha = 0.1
        var screenNodes: [YAMLNode]?
        var screensKey: YAMLNode?
        for (key, keyNode, value) in pairs {
            switch key {
            case "version":
                guard let v = reader.integer(value, what: "version", in: Int.min...Int.max) else { break }
                if v != 1 { reader.error("unsupported manifest version \(v); this hitlint reads version 1", at: value) }
                version = v
            case "scale":
                scale = reader.integer(value, what: "scale", in: 1...3) ?? scale
            case "assets":
                if let folder = reader.string(value, what: "assets") {
                    assets = URL(fileURLWithPath: folder, isDirectory: true, relativeTo: directory).standardizedFileURL
                    if let problem = paths.problem(with: assets, written: folder, root: self.root) { reader.error("assets: \(problem)", at: value) }
                }
            case "visibleAlpha":
                visibleAlpha = reader.number(value, what: "visibleAlpha", in: 0...1) ?? visibleAlpha
            case "screens":
                screensKey = keyNode
                screenNodes = reader.sequence(value, what: "screens")
            default: break
            }
        }
        if version == nil, !pairs.contains(where: { $0.key == "version" }) {
            reader.error("missing required key 'version' (write `version: 1`)", at: root)
        }
        if screensKey == nil { reader.error("missing required key 'screens'", at: root) }
        let screenList = screenNodes ?? []
        if screenList.count > limits.maxScreens {
            reader.error("\(screenList.count) screens, over the limit of \(limits.maxScreens) (limits.maxScreens)", at: screensKey ?? root)
            return nil
        }
        var screens: [ScreenSpec] = []
        var names: [String: SourceLocation] = [:]
        for node in screenList {
            guard let screen = buildScreen(node, scale: scale, assets: assets) else { continue }
            if let first = names[screen.name] {
                reader.error("duplicate screen name '\(screen.name)' (first at line \(first.line))", at: node)
                continue
            }
            names[screen.name] = screen.location
            screens.append(screen)
        }
        return Manifest(path: path, version: version ?? 1, scale: scale, assetsDirectory: assets,
                        visibleAlpha: visibleAlpha, screens: screens)
    }

    private func buildScreen(_ node: YAMLNode, scale: Int, assets: URL) -> ScreenSpec? {
        guard let pairs = reader.mapping(node, what: "a screen", keys: YAMLManifestReader.screenKeys) else { return nil }
        var name: String?
        var nameNode: YAMLNode?
        var size: Size?
        var viewNodes: [YAMLNode] = []
        var viewsNode: YAMLNode?
        for (key, _, value) in pairs {
            switch key {
            case "name":
                name = reader.string(value, what: "screen name")
                nameNode = value
                if name?.isEmpty == true { reader.error("screen name must not be empty", at: value); name = nil }
                if let text = name, text.count > limits.maxNameLength {
                    reader.error("a screen name may have at most \(limits.maxNameLength) characters, not \(text.count)", at: value)
                    name = nil
                }
            case "size":
                let side = 0.0...limits.maxScreenSide
                if let values = reader.numbers(value, what: "size", count: 2, names: ["width", "height"], ranges: [side, side]) {
                    if values.contains(where: { $0 <= 0 }) {
                        reader.error("size must have a positive width and height", at: value)
                    } else if values[0] * values[1] * Double(scale * scale) > Double(limits.maxScreenPixels) {
                        reader.error("the screen is \(Int(values[0] * Double(scale))) x \(Int(values[1] * Double(scale))) pixels at @\(scale)x, over the limit of \(limits.maxScreenPixels) pixels (limits.maxScreenPixels)", at: value)
                    } else {
                        size = Size(width: values[0], height: values[1])
                    }
                }
            case "views":
                viewsNode = value
                viewNodes = reader.sequence(value, what: "views") ?? []
            default: break
            }
        }
        if !pairs.contains(where: { $0.key == "name" }) { reader.error("a screen needs a 'name'", at: node) }
        if !pairs.contains(where: { $0.key == "size" }) { reader.error("screen '\(name ?? "?")' needs a 'size: [width, height]'", at: node) }
        var context = ViewContext()
        let views = buildViews(viewNodes, depth: 1, context: &context, listNode: viewsNode ?? node, assets: assets)
        guard let name, let size else { return nil }
        let covered = ManifestBuilder.coveredPixels(views, origin: Point(x: 0, y: 0), screen: size, scale: scale)
        if covered > Double(limits.maxCoveredPixels) {
            reader.error("the views of screen '\(name)' cover \(MessageFormat.plain(covered.rounded())) pixels in all at @\(scale)x, over the limit of \(limits.maxCoveredPixels) (limits.maxCoveredPixels)", at: viewsNode ?? node)
            return nil
        }
        if let (count, container) = ManifestBuilder.layerElements(views, limit: limits.maxLayerElements) {
            reader.error("with '\(container.id)', the hitTest: layer views of screen \(MessageFormat.quote(name)) composite \(count) views (each itself and all its descendants), over the limit of \(limits.maxLayerElements) (limits.maxLayerElements); nest fewer layer containers", at: container.location)
            return nil
        }
        return ScreenSpec(name: name, size: size, views: views, location: reader.location(nameNode ?? node))
    }

    /// When the `hitTest: layer` views of a tree composite more than `limit` views in all (each
    /// its whole subtree: nested layer containers composite their shared descendants again), the
    /// count so far and the container that crossed the limit.
    static func layerElements(_ views: [ViewSpec], limit: Int) -> (Int, ViewSpec)? {
        var total = 0
        func size(_ view: ViewSpec) -> Int { 1 + view.children.reduce(0) { $0 + size($1) } }
        func walk(_ views: [ViewSpec]) -> (Int, ViewSpec)? {
            for view in views {
                if view.hitTest == .layer {
                    total += size(view)
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

    private func buildViews(_ nodes: [YAMLNode], depth: Int, context: inout ViewContext, listNode: YAMLNode, assets: URL) -> [ViewSpec] {
        if depth > limits.maxDepth {
            reader.error("views are nested more than \(limits.maxDepth) levels deep (limits.maxDepth)", at: listNode)
            return []
        }
        var views: [ViewSpec] = []
        for node in nodes {
            context.count += 1
            if context.count > limits.maxViewsPerScreen {
                if !context.reportedTooMany {
                    reader.error("the screen has more than \(limits.maxViewsPerScreen) views (limits.maxViewsPerScreen)", at: node)
                    context.reportedTooMany = true
                }
                return views
            }
            if let view = buildView(node, depth: depth, context: &context, assets: assets) { views.append(view) }
        }
        return views
    }

    private func buildView(_ node: YAMLNode, depth: Int, context: inout ViewContext, assets: URL) -> ViewSpec? {
        guard let pairs = reader.mapping(node, what: "a view", keys: YAMLManifestReader.viewKeys) else { return nil }
        let value = { (key: String) in pairs.firstIndex(where: { $0.key == key }).map { pairs[$0].value } }
        var ok = true

        // id
        var id: String?
        var location = reader.location(node)
        if let idNode = value("id") {
            location = reader.location(idNode)
            if let text = reader.string(idNode, what: "id") {
                if text.count > limits.maxNameLength {
                    reader.error("an id may have at most \(limits.maxNameLength) characters, not \(text.count)", at: idNode)
                } else if text.isEmpty || !text.unicodeScalars.allSatisfy(ManifestBuilder.isIDCharacter) {
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

        let kind = value("kind").map { reader.choice($0, what: "kind", as: ViewKind.self) } ?? .button
        if kind == nil { ok = false }

        // frame
        var frame: Rect?
        if let frameNode = value("frame") {
            let c = -limits.maxCoordinate...limits.maxCoordinate, s = 0...limits.maxCoordinate
            if let v = reader.numbers(frameNode, what: "frame", count: 4, names: ["x", "y", "width", "height"], ranges: [c, c, s, s]) {
                frame = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
            }
        } else {
            reader.error("view '\(id ?? "?")' needs a 'frame: [x, y, width, height]'", at: node)
        }

        let image = value("image").flatMap { imageReference($0, what: "image", assets: assets) }
        let backgroundImage = value("backgroundImage").flatMap { imageReference($0, what: "backgroundImage", assets: assets) }
        let imageScale = value("imageScale").flatMap { node -> Double? in
            // At least 0.01: a smaller scale would make an image's point size astronomical.
            reader.number(node, what: "imageScale", in: 0.01...100)
        }
        let contentMode = value("contentMode").flatMap { reader.choice($0, what: "contentMode", as: ContentMode.self) }
        let threshold = value("threshold").flatMap { reader.number($0, what: "threshold", in: 0...1) }
        let compare = value("compare").flatMap { reader.choice($0, what: "compare", as: AlphaComparison.self) }
        let hitTest = value("hitTest").flatMap { reader.choice($0, what: "hitTest", as: HitTestMode.self) }
        if hitTest == .rect, let thresholdNode = value("threshold") {
            reader.error("threshold has no effect with hitTest: rect; remove one of them", at: thresholdNode)
        }
        let enlarge = value("enlarge").flatMap { insets($0) } ?? .zero
        let hidden = value("hidden").flatMap { reader.bool($0, what: "hidden") } ?? false
        let alpha = value("alpha").flatMap { reader.number($0, what: "alpha", in: 0...1) } ?? 1
        let resolvedKind = kind ?? .button
        let interactive = value("userInteractionEnabled").flatMap { reader.bool($0, what: "userInteractionEnabled") }
            ?? resolvedKind.defaultUserInteractionEnabled
        let enabled = value("enabled").flatMap { reader.bool($0, what: "enabled") } ?? true
        let clips = value("clipsToBounds").flatMap { reader.bool($0, what: "clipsToBounds") } ?? false
        let defaultFill = resolvedKind == .button && value("image") == nil && value("backgroundImage") == nil ? 1.0 : 0.0
        let fill = value("fill").flatMap { reader.number($0, what: "fill", in: 0...1) } ?? defaultFill
        let ignore = value("ignore").map { ruleIDs($0) } ?? []

        var children: [ViewSpec] = []
        if let childrenNode = value("children"), let nodes = reader.sequence(childrenNode, what: "children") {
            children = buildViews(nodes, depth: depth + 1, context: &context, listNode: childrenNode, assets: assets)
        }
        guard ok, let id, let frame else { return nil }
        let mode: HitTestMode = hitTest ?? (threshold != nil ? .alpha : .rect)
        return ViewSpec(
            id: id, kind: resolvedKind, frame: frame, image: image, backgroundImage: backgroundImage,
            imageScale: imageScale, contentMode: contentMode ?? .scaleToFill, contentModeStated: value("contentMode") != nil,
            threshold: mode == .rect ? nil : (threshold ?? 0.1), compare: compare ?? .atLeast, hitTest: mode,
            enlarge: enlarge, hidden: hidden, alpha: alpha, userInteractionEnabled: interactive, enabled: enabled,
            clipsToBounds: clips, fill: fill, ignore: ignore, children: children, location: location)
    }

    /// Pixels the views' frames and enlarged areas cover on the screen, summed over the views.
    static func coveredPixels(_ views: [ViewSpec], origin: Point, screen: Size, scale: Int) -> Double {
        views.reduce(0.0) { total, view in
            let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
            let area = frame.union(frame.grown(by: view.enlarge)).intersection(Rect(x: 0, y: 0, width: screen.width, height: screen.height))
            return total + area.area * Double(scale * scale)
                + coveredPixels(view.children, origin: Point(x: frame.x, y: frame.y), screen: screen, scale: scale)
        }
    }

    static func isIDCharacter(_ c: Unicode.Scalar) -> Bool {
        c.isASCII && (("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "_" || c == "." || c == "-")
    }

    private func imageReference(_ node: YAMLNode, what: String, assets: URL) -> ImageReference? {
        guard let name = reader.string(node, what: what) else { return nil }
        if name.isEmpty { reader.error("\(what) must name a PNG file", at: node); return nil }
        if name.utf8.count > limits.maxPathBytes {
            reader.error("\(what) may have at most \(limits.maxPathBytes) bytes, not \(name.utf8.count)", at: node)
            return nil
        }
        let (url, problem) = imagePaths.resolve(name, assets: assets, root: root, policy: paths)
        if let problem {
            reader.error("\(what): \(problem)", at: node)
            return nil
        }
        return ImageReference(name: name, url: url, location: reader.location(node), confinement: paths.allowOutsideRoot ? nil : root)
    }

    private func insets(_ node: YAMLNode) -> Insets? {
        let range = -limits.maxEnlarge...limits.maxEnlarge
        switch reader.kind(node) {
        case .scalar:
            return reader.number(node, what: "enlarge", in: range).map { Insets(top: $0, right: $0, bottom: $0, left: $0) }
        case .sequence:
            guard reader.tree.items(node).count == 4 else {
                reader.error("enlarge takes one number (every side), four numbers [top, right, bottom, left] or a mapping {top:, right:, bottom:, left:}, not a list of \(reader.tree.items(node).count)", at: node)
                return nil
            }
            guard let v = reader.numbers(node, what: "enlarge", count: 4, names: ["top", "right", "bottom", "left"],
                                         ranges: [range, range, range, range]) else { return nil }
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
