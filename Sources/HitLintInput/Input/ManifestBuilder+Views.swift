import Foundation
import HitLintCore

/// The views of a manifest's screen: each view's keys read and checked, with its images, insets
/// and states (docs/manifest.md).
extension ManifestBuilder {
    /// Ids seen so far in a screen, and the number of views.
    struct ViewContext {
        var ids: [String: SourceLocation] = [:]
        var count = 0
        var reportedTooMany = false
    }

    func buildViews(_ nodes: [YAMLNode], depth: Int, context: inout ViewContext, listNode: YAMLNode, assets: [URL])
        -> [ViewSpec]
    {
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

    func buildView(_ node: YAMLNode, depth: Int, context: inout ViewContext, assets: [URL]) -> ViewSpec? {
        guard let pairs = reader.mapping(node, what: "a view", keys: YAMLManifestReader.viewKeys) else { return nil }
        let value = { (key: String) in pairs.firstIndex(where: { $0.key == key }).map { pairs[$0].value } }

        // id
        var id: String?
        var location = reader.location(node)
        if let idNode = value("id") {
            location = reader.location(idNode)
            if let text = reader.string(idNode, what: "id") {
                if text.count > limits.maxNameLength {
                    reader.error(
                        "an id may have at most \(limits.maxNameLength) characters, not \(text.count)", at: idNode)
                } else if text.isEmpty || !text.unicodeScalars.allSatisfy(ViewKeys.isIDCharacter) {
                    reader.error(
                        "id \(MessageFormat.quote(text)) may only contain letters, digits, '_', '.' and '-'", at: idNode
                    )
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
        if value("frame") == nil {
            reader.error("view '\(id ?? "?")' needs a 'frame: [x, y, width, height]'", at: node)
        }
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
    func viewKeys(_ pairs: [(key: String, keyNode: YAMLNode, value: YAMLNode)], assets: [URL]) -> ViewKeys {
        let value = { (key: String) in pairs.firstIndex(where: { $0.key == key }).map { pairs[$0].value } }
        var keys = ViewKeys()
        keys.kind = value("kind").flatMap { reader.choice($0, what: "kind", as: ViewKind.self) }
        let c = -limits.maxCoordinate...limits.maxCoordinate
        let s = 0...limits.maxCoordinate
        if let frameNode = value("frame"),
            let v = reader.numbers(
                frameNode, what: "frame", count: 4, names: ["x", "y", "width", "height"], ranges: [c, c, s, s])
        {
            keys.frame = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
        if let rectNode = value("imageRect"),
            let v = reader.numbers(
                rectNode, what: "imageRect", count: 4, names: ["x", "y", "width", "height"], ranges: [c, c, s, s])
        {
            keys.imageRect = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
        if let rectNode = value("textRect"),
            let v = reader.numbers(
                rectNode, what: "textRect", count: 4, names: ["x", "y", "width", "height"], ranges: [c, c, s, s])
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
        keys.backgroundImage = value("backgroundImage").flatMap {
            imageReference($0, what: "backgroundImage", assets: assets)
        }
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
                "a control is hit-tested as a rectangle (it draws itself); remove threshold and hitTest, or make it a button",
                at: node)
        }
        keys.enlarge = value("enlarge").flatMap { insets($0) }
        keys.hidden = value("hidden").flatMap { reader.bool($0, what: "hidden") }
        keys.alpha = value("alpha").flatMap { reader.number($0, what: "alpha", in: 0...1) }
        keys.userInteractionEnabled = value("userInteractionEnabled").flatMap {
            reader.bool($0, what: "userInteractionEnabled")
        }
        keys.enabled = value("enabled").flatMap { reader.bool($0, what: "enabled") }
        keys.clipsToBounds = value("clipsToBounds").flatMap { reader.bool($0, what: "clipsToBounds") }
        keys.fill = value("fill").flatMap { reader.number($0, what: "fill", in: 0...1) }
        keys.ignore = value("ignore").map { ruleIDs($0) }
        keys.states = value("states").map { stateImages($0, assets: assets) }
        keys.state = value("state").flatMap { reader.choice($0, what: "state", as: ControlState.self) }
        return keys
    }

    /// `states`: per control state, the keys that change (docs/manifest.md, "Control states").
    func stateImages(_ node: YAMLNode, assets: [URL]) -> [ControlState: StateImages] {
        let names = ControlState.allCases.filter { $0 != .normal }.map(\.rawValue)
        guard
            let pairs = reader.mapping(
                node, what: "states", keys: names,
                hint: { key in
                    key == "normal"
                        ? "the normal state's images are the view's own image and backgroundImage keys" : nil
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
            images.backgroundImage = field("backgroundImage").flatMap {
                imageReference($0, what: "backgroundImage", assets: assets)
            }
            images.imageScale = field("imageScale").flatMap { reader.number($0, what: "imageScale", in: 0.01...100) }
            images.backgroundImageScale = field("backgroundImageScale").flatMap {
                reader.number($0, what: "backgroundImageScale", in: 0.01...100)
            }
            if let rectNode = field("imageRect"),
                let v = reader.numbers(
                    rectNode, what: "imageRect", count: 4, names: ["x", "y", "width", "height"], ranges: [c, c, s, s])
            {
                images.imageRect = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
            }
            states[state] = images
        }
        return states
    }

    /// Pixels the views' frames and enlarged areas cover on the screen, summed over the views.
    func imageReference(_ node: YAMLNode, what: String, assets: [URL]) -> ImageReference? {
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
        return ImageReference(
            resolving: name, found, location: reader.location(node), confinement: paths.allowOutsideRoot ? nil : root)
    }

    func insets(_ node: YAMLNode) -> Insets? {
        let range = -limits.maxEnlarge...limits.maxEnlarge
        switch reader.kind(node) {
        case .scalar:
            return reader.number(node, what: "enlarge", in: range).map {
                Insets(top: $0, right: $0, bottom: $0, left: $0)
            }
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
            guard let pairs = reader.mapping(node, what: "enlarge", keys: ["top", "right", "bottom", "left"]) else {
                return nil
            }
            var sides = [String: Double]()
            for (key, _, value) in pairs {
                if let amount = reader.number(value, what: "enlarge \(key)", in: range) { sides[key] = amount }
            }
            return Insets(
                top: sides["top"] ?? 0, right: sides["right"] ?? 0, bottom: sides["bottom"] ?? 0,
                left: sides["left"] ?? 0)
        }
    }

    func ruleIDs(_ node: YAMLNode) -> Set<String> {
        let items: [YAMLNode]
        if reader.kind(node) == .scalar { items = [node] } else { items = reader.sequence(node, what: "ignore") ?? [] }
        var ids = Set<String>()
        for item in items {
            guard let id = reader.string(item, what: "a rule id in ignore") else { continue }
            if knownRuleIDs.contains(id) {
                ids.insert(id)
            } else {
                reader.error(
                    "unknown rule \(MessageFormat.quote(id)) in ignore\(Suggestion.didYouMean(id, among: knownRuleIDs))",
                    at: item)
            }
        }
        return ids
    }
}
