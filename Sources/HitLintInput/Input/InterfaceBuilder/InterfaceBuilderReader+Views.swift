import Foundation
import HitLintCore

/// One view of a storyboard or XIB read into a `ViewSpec`: its kind, frame, images, insets,
/// fill, threshold and symbol configuration (docs/interface-builder.md, "Reading the file").
extension InterfaceBuilderReader {
    mutating func view(_ element: Int, frame: Rect, depth: Int) -> ViewSpec? {
        let a = tree[element].attributes
        let location = tree.location(of: element)
        guard let id = checkedViewID(element) else { return nil }
        let kind = InterfaceBuilderReader.kind(ofElement: tree[element].name)
        var keys = basicKeys(element, kind: kind)
        var content = ViewContent()
        if kind == .button {
            readButtonContent(element, into: &keys, content: &content)
        } else if kind == .image {
            let reference = tree.child(of: element, named: "imageReference", key: "image").map { tree[$0].attributes }
            content.imageName = a["image"] ?? reference?["image"]
            keys.image = image(
                content.imageName, system: (a["catalog"] ?? reference?["catalog"]) == "system", at: element,
                symbols: &content.symbols, configuration: symbolConfiguration(element, "preferredSymbolConfiguration"))
        } else if kind == .label {
            content.title = a["text"]
        }
        let text = InterfaceBuilderText.block(tree, element, kind: kind, title: content.title)
        keys.fill = fill(element, kind: kind, draws: keys.image != nil || keys.backgroundImage != nil || text != nil)

        let children = subviews(of: element, depth: depth + 1)
        var view = keys.view(id: id, frame: frame, children: children, location: location)
        view.colour = tree.child(of: element, named: "color", key: "backgroundColor").flatMap {
            InterfaceBuilderColour.rgb(tree[$0].attributes)
        }
        view.contentModeStated = true
        if kind == .button { view.imageLayout = content.layout }
        view.text = text
        applyImportedFacts(element, id: id, kind: kind, content: content, to: &view)
        return view
    }

    /// The element's IB id, or nil after reporting why it cannot name a view.
    private mutating func checkedViewID(_ element: Int) -> String? {
        guard let id = ibID(element), !id.isEmpty, id.count <= request.limits.maxNameLength,
            id.unicodeScalars.allSatisfy(ViewKeys.isIDCharacter)
        else {
            error(
                "an element with a frame needs an IB id of letters, digits, '_', '.' and '-' (at most \(request.limits.maxNameLength))",
                at: element)
            return nil
        }
        return id
    }

    /// The keys every kind of view reads alike: hidden, alpha, interaction, enabled, clipping and
    /// content mode.
    private mutating func basicKeys(_ element: Int, kind: ViewKind) -> ViewKeys {
        let a = tree[element].attributes
        var keys = ViewKeys(kind: kind)
        // A spinner that hides when stopped (UIKit's default) and is not animating is hidden.
        let stoppedSpinner =
            tree[element].name == "activityIndicatorView" && a["hidesWhenStopped"] != "NO" && a["animating"] != "YES"
        keys.hidden = a["hidden"] == "YES" || stoppedSpinner
        if let text = a["alpha"] {
            if let value = Double(text), value.isFinite, value >= 0, value <= 1 {
                keys.alpha = value
            } else {
                error("alpha \(MessageFormat.quote(text)) is not a number within 0...1", at: element)
            }
        }
        keys.userInteractionEnabled = a["userInteractionEnabled"] != "NO"
        keys.enabled = a["enabled"] != "NO"
        keys.clipsToBounds = a["clipsSubviews"] == "YES"
        keys.contentMode =
            a["contentMode"].flatMap { $0 == "redraw" ? .scaleToFill : ContentMode(rawValue: $0) } ?? .scaleToFill
        return keys
    }

    /// A button's images, title and content layout: from its `<buttonConfiguration>` where it has
    /// one, else from its `<state>` children and edge insets.
    private mutating func readButtonContent(_ element: Int, into keys: inout ViewKeys, content: inout ViewContent) {
        let a = tree[element].attributes
        let state = tree[element].children.first { tree[$0].name == "state" && tree[$0].attributes["key"] == "normal" }
        if let configuration = tree.child(of: element, named: "buttonConfiguration", key: "configuration") {
            let c = tree[configuration].attributes
            let reference = tree.child(of: configuration, named: "imageReference", key: "image").map {
                tree[$0].attributes
            }
            content.imageName = c["image"] ?? reference?["image"]
            keys.image = image(
                content.imageName, system: (c["catalog"] ?? reference?["catalog"]) == "system", at: configuration,
                symbols: &content.symbols,
                configuration: symbolConfiguration(configuration, "preferredSymbolConfigurationForImage"))
            content.title = c["title"]
            let padding = c["imagePadding"].flatMap(Double.init).flatMap { $0.isFinite && abs($0) <= 10_000 ? $0 : nil }
            content.layout = ButtonContentLayout(imagePadding: padding ?? 0)
            return
        }
        let s = state.map { tree[$0].attributes } ?? [:]
        content.imageName = s["image"]
        let system = s["catalog"] == "system"
        let configuration = state.flatMap { symbolConfiguration($0, "preferredSymbolConfiguration") }
        keys.image = image(
            s["image"], system: system, at: state ?? element, symbols: &content.symbols, configuration: configuration)
        keys.backgroundImage = image(
            s["backgroundImage"], system: system, at: state ?? element, symbols: &content.symbols)
        content.title =
            s["title"]
            ?? tree.child(of: element, named: "buttonConfiguration", key: "configuration").flatMap {
                tree[$0].attributes["title"]
            }
        readOtherStates(element, into: &keys, symbols: &content.symbols)
        content.layout = ButtonContentLayout(
            contentInsets: insets(element, "contentEdgeInsets"), imageInsets: insets(element, "imageEdgeInsets"),
            titleInsets: insets(element, "titleEdgeInsets"),
            horizontal: InterfaceBuilderReader.alignment(a["contentHorizontalAlignment"]),
            vertical: InterfaceBuilderReader.alignment(a["contentVerticalAlignment"]))
    }

    /// The other states' images; what a state leaves out is the normal state's.
    private mutating func readOtherStates(_ element: Int, into keys: inout ViewKeys, symbols: inout [String]) {
        for other in tree[element].children where tree[other].name == "state" {
            guard let key = tree[other].attributes["key"], let state = ControlState(rawValue: key), state != .normal
            else {
                continue
            }
            let o = tree[other].attributes
            let images = StateImages(
                image: image(
                    o["image"], system: o["catalog"] == "system", at: other, symbols: &symbols,
                    configuration: symbolConfiguration(other, "preferredSymbolConfiguration")),
                backgroundImage: image(
                    o["backgroundImage"], system: o["catalog"] == "system", at: other, symbols: &symbols),
                title: o["title"])
            if images.image != nil || images.backgroundImage != nil || images.title != nil {
                keys.states = (keys.states ?? [:]).merging([state: images]) { $1 }
            }
        }
    }

    /// The custom class's keys and the facts messages and overrides use: the names a person
    /// knows the view by, a stale frame, an unknown button class and the symbols it draws.
    private func applyImportedFacts(
        _ element: Int, id: String, kind: ViewKind, content: ViewContent, to view: inout ViewSpec
    ) {
        let a = tree[element].attributes
        // A class name is repeated in messages: one longer than an id is cut, as names are.
        let customClass = a["customClass"].map(request.limiter.name)
        var unknownClass = false
        var enlarges = false
        var attribute: (key: String, scale: Double)?
        if let customClass {
            if let entry = request.classes[customClass] {
                enlarges = entry.enlarge != nil
                attribute = entry.thresholdAttribute.map { ($0, entry.attributeScale ?? 1) }
                entry.apply(to: &view, runtimeThreshold: runtimeThreshold(element, entry))
            } else if kind == .button {
                unknownClass = true
            }
        }
        let accessibility = tree.child(of: element, named: "accessibility", key: "accessibilityConfiguration").map {
            tree[$0].attributes
        }
        let userLabel = a["userLabel"]
        let identifier = accessibility?["identifier"]
        // Messages name a view as a person reads the screen: its user label, accessibility
        // identifier or label, title or text, image name; the IB id only when it has none.
        let candidates = [userLabel, identifier, accessibility?["label"], content.title, content.imageName]
        let names = candidates.compactMap { $0 }.filter {
            !$0.isEmpty
        }
        view.label = names.first.map { String($0.prefix(60)) }
        let stale = a["misplaced"] == "YES" ? "misplaced" : a["ambiguous"] == "YES" ? "ambiguous" : nil
        var overrideNames = [id]
        for name in names where !overrideNames.contains(name) { overrideNames.append(name) }
        view.imported = ImportedFacts(
            customClass: customClass, staleFrame: stale, unknownClass: unknownClass, names: overrideNames,
            symbols: content.symbols)
        view.imported?.classEnlarges = enlarges
        applyCode(to: &view, id: id)
        if kind == .button {
            view.imported?.inert = inertButton(element, id: id, customClass: customClass)
            if let caveat = sharedActionCaveat(element) { view.imported?.codeCaveats.append(caveat) }
        }
        if unknownClass, let customClass, let code = request.code { view.imported?.classCode = code.about(customClass) }
        view.imported?.element = tree[element].name
        view.imported?.thresholdAttribute = attribute?.key
        view.imported?.attributeScale = attribute?.scale ?? 1
    }

    /// The `<preferredSymbolConfiguration>` child of `element` with this key.
    func symbolConfiguration(_ element: Int, _ key: String) -> Int? {
        tree.child(of: element, named: "preferredSymbolConfiguration", key: key)
    }

    package static func alignment(_ text: String?) -> ButtonContentLayout.Alignment {
        switch text {
        case "left", "leading", "top": return .leading
        case "right", "trailing", "bottom": return .trailing
        case "fill": return .fill
        default: return .center
        }
    }

    /// `<inset key=...>`: minX, minY, maxX, maxY are left, top, right, bottom.
    mutating func insets(_ element: Int, _ key: String) -> Insets {
        guard let inset = tree.child(of: element, named: "inset", key: key) else { return .zero }
        let a = tree[inset].attributes
        var sides: [Double] = []
        for side in ["minY", "maxX", "maxY", "minX"] {
            let text = a[side] ?? "0"
            guard let value = Double(text), value.isFinite, abs(value) <= request.limits.maxCoordinate else {
                error(
                    "\(key) \(side) \(MessageFormat.quote(text)) is not a number within ±\(MessageFormat.plain(request.limits.maxCoordinate))",
                    at: inset)
                return .zero
            }
            sides.append(value)
        }
        return Insets(top: sides[0], right: sides[1], bottom: sides[2], left: sides[3])
    }

    /// The background colour's alpha (docs/interface-builder.md, "Attributes"); without one, a
    /// control draws itself (1) and a button without images draws its title (1).
    /// The background colour's alpha. Without one, a control draws itself (1); so does a button
    /// with no image and no title, whose content the app sets in code; any other view nothing.
    func fill(_ element: Int, kind: ViewKind, draws: Bool) -> Double {
        guard let color = tree.child(of: element, named: "color", key: "backgroundColor") else {
            return kind == .control || (kind == .button && !draws) ? 1 : 0
        }
        let a = tree[color].attributes
        if a["cocoaTouchSystemColor"] == "clearColor" || a["systemColor"] == "clearColor" { return 0 }
        if let text = a["alpha"], let value = Double(text), value.isFinite { return min(1, max(0, value)) }
        return 1
    }

    /// The number a `thresholdAttribute` names, times `attributeScale`, where the element sets it.
    func runtimeThreshold(_ element: Int, _ entry: ViewKeys) -> Double? {
        guard let keyPath = entry.thresholdAttribute else { return nil }
        for list in tree.children(of: element, named: "userDefinedRuntimeAttributes") {
            for attribute in tree.children(of: list, named: "userDefinedRuntimeAttribute")
            where tree[attribute].attributes["keyPath"] == keyPath {
                let direct = tree[attribute].attributes["value"]
                let nested = tree[attribute].children.lazy.compactMap {
                    self.tree[$0].attributes["key"] == "value" ? self.tree[$0].attributes["value"] : nil
                }.first
                guard let text = direct ?? nested, let value = Double(text), value.isFinite else { continue }
                return min(1, max(0, value * (entry.attributeScale ?? 1)))
            }
        }
        return nil
    }

    /// An image name of the file, resolved against the manifest's assets; an SF Symbol gets the
    /// size its symbol configuration (`configuration`, the element) gives it.
    mutating func image(
        _ name: String?, system: Bool, at element: Int, symbols: inout [String], configuration: Int? = nil
    ) -> ImageReference? {
        guard let name, !name.isEmpty else { return nil }
        // `imageView:ID:image`: Interface Builder's placeholder for an image the app sets in code.
        if name.hasSuffix(":image"), name.split(separator: ":").count == 3 { return nil }
        guard name.utf8.count <= request.limits.maxPathBytes else {
            error("image name of \(name.utf8.count) bytes, over \(request.limits.maxPathBytes)", at: element)
            return nil
        }
        let location = tree.location(of: element)
        let confinement = request.paths.allowOutsideRoot ? nil : request.root
        if system {
            symbols.append(name)
            let size = SymbolImageSize.size(design: symbolSizes[name], configuration: configuration, in: tree)
            return ImageReference(
                name: name, url: URL(fileURLWithPath: "/dev/null/sf-symbol/\(name)/\(size.width)x\(size.height)"),
                symbolSize: size, location: location, confinement: confinement)
        }
        let found = request.images.resolve(name, assets: request.assets, root: request.root, policy: request.paths)
        if let problem = found.problem {
            error("image \(MessageFormat.quote(name)): \(problem)", at: element)
            return nil
        }
        return ImageReference(resolving: name, found, location: location, confinement: confinement)
    }
}

/// What a view's content gives the facts read after it: the title, image name and button
/// layout, and the SF Symbols its images name.
private struct ViewContent {
    var symbols: [String] = []
    var title: String?
    var imageName: String?
    var layout: ButtonContentLayout?
}
