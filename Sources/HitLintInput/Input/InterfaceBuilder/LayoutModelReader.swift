import Foundation
import HitLintCore

/// Reads the layout of one screen of a storyboard or XIB into a `LayoutModel`: the views below
/// the screen's root (as `InterfaceBuilderReader` walks them, with the views of scroll content
/// too, whose constraints may tie them to the screen), their guides and constraints, and the
/// size-class variations of the file. A number it cannot use makes the model unsupported (the
/// screen is then `layout-unsolved`), never an error: the screen still lints on its stored frames.
package struct LayoutModelReader {
    package let tree: XMLTree
    package let maxCoordinate: Double
    /// Size-class masks of the file: per referenced IB id, the variations that include or exclude it.
    private var masks: [String: [(condition: SizeClassCondition, installed: Bool)]] = [:]
    /// What every screen of the document shares (its device and orientation, Xcode version, use
    /// of safe areas, kind and idiom), read once.
    private var document = LayoutModel()

    package init(tree: XMLTree, maxCoordinate: Double) {
        self.tree = tree
        self.maxCoordinate = maxCoordinate
        if let device = tree.children(of: 0, named: "device").first {
            document.fileDevice = tree[device].attributes["id"]
            document.fileOrientation = tree[device].attributes["orientation"] == "landscape" ? .landscape : .portrait
        }
        document.toolsVersion = toolsVersion()
        document.usesSafeAreas = tree[0].attributes["useSafeAreas"] == "YES"
        document.isStoryboard = tree[0].attributes["type"]?.hasSuffix(".Storyboard.XIB") ?? false
        document.onlyPad = Self.onlyPad(runtime: tree[0].attributes["targetRuntime"], file: tree.file)
        for index in tree.elements.indices where tree[index].name == "variation" {
            guard let key = tree[index].attributes["key"], let condition = SizeClassCondition(key: key) else {
                continue
            }
            for mask in tree.children(of: index, named: "mask") {
                for reference in tree[mask].children {
                    guard let id = tree[reference].attributes["reference"] else { continue }
                    let include = tree[reference].name == "include"
                    guard include || tree[reference].name == "exclude" else { continue }
                    masks[id, default: []].append((condition, include))
                }
            }
        }
        for key in masks.keys { masks[key]!.sort { $0.condition.specificity < $1.condition.specificity } }
    }

    /// Views of these elements have a size of their own from their content (docs/layout.md,
    /// "intrinsic content sizes"); the file's stored size stands for it.
    package static let intrinsicBoth: Set<String> = [
        "label", "button", "textField", "switch", "stepper", "segmentedControl", "pageControl", "activityIndicatorView",
        "datePicker",
    ]
    package static let intrinsicHeightOnly: Set<String> = ["progressView", "slider"]

    /// The model of the screen whose root view is `root`.
    package func model(root: Int, controller: Int?, isCell: Bool) -> LayoutModel {
        var model = document
        model.rootIsController = controller != nil
        model.rootIsCell = isCell
        if isCell { model.tableWidth = tableWidth(holding: root) }
        let indexOf = collectItems(root: root, into: &model)
        var ids: [String: Int] = [:]
        for (index, item) in model.items.enumerated() { ids[item.id] = index }
        addGuides(indexOf, controller: controller, into: &model)
        addConstraints(indexOf, ids: ids, root: root, into: &model)
        markPrototypingFrames(&model)
        return model
    }

    /// The views below `root`, breadth first, parents before children; by element, each one's index.
    private func collectItems(root: Int, into model: inout LayoutModel) -> [Int: Int] {
        var indexOf: [Int: Int] = [:]
        // Breadth first, parents before children (a queue read by index, not emptied from the front).
        var pending: [(element: Int, parent: Int?)] = [(root, nil)]
        var next = 0
        while next < pending.count {
            let (element, parent) = pending[next]
            next += 1
            guard let item = item(element, parent: parent, into: &model) else { continue }
            let index = model.items.count
            model.items.append(item)
            indexOf[element] = index
            for child in childViews(of: element) { pending.append((child, index)) }
        }
        return indexOf
    }

    /// Guides: the safe area and scroll guides of any view, a controller's top and bottom guides.
    private func addGuides(_ indexOf: [Int: Int], controller: Int?, into model: inout LayoutModel) {
        for (element, index) in indexOf {
            // The keyboard's guide, with the keyboard hidden: below the safe area.
            for child in tree[element].children where tree[child].name == "keyboardLayoutGuide" {
                if let id = tree[child].attributes["id"] {
                    model.guides[id] = LayoutGuide(item: index, kind: .keyboard)
                }
            }
            for child in tree[element].children where tree[child].name == "viewLayoutGuide" {
                guard let id = tree[child].attributes["id"] else { continue }
                switch tree[child].attributes["key"] {
                case "safeArea": model.guides[id] = LayoutGuide(item: index, kind: .safeArea)
                case "contentLayoutGuide": model.guides[id] = LayoutGuide(item: index, kind: .content)
                case "frameLayoutGuide": model.guides[id] = LayoutGuide(item: index, kind: .frame)
                default: break
                }
            }
        }
        if let controller {
            for list in tree.children(of: controller, named: "layoutGuides") {
                for guide in tree.children(of: list, named: "viewControllerLayoutGuide") {
                    guard let id = tree[guide].attributes["id"] else { continue }
                    let type = tree[guide].attributes["type"]
                    model.guides[id] = LayoutGuide(
                        item: 0, kind: type == "bottom" ? .bottomLayoutGuide : .topLayoutGuide)
                }
            }
        }
    }

    /// The constraints the views hold, in element order: one naming a view outside this screen is
    /// left out; one naming something inside it that is not modelled (or not readable) makes the
    /// model unsupported.
    private func addConstraints(_ indexOf: [Int: Int], ids: [String: Int], root: Int, into model: inout LayoutModel) {
        // The ids of every element under the root (its own views and what it holds besides),
        // gathered the first time a constraint names something not modelled.
        var within: Set<String>?
        func isWithin(_ id: String) -> Bool {
            if within == nil { within = idsBelow(root) }
            return within?.contains(id) ?? false
        }
        for (element, index) in indexOf.sorted(by: { $0.key < $1.key }) {
            for list in tree.children(of: element, named: "constraints") {
                for c in tree.children(of: list, named: "constraint") {
                    guard tree[c].attributes["placeholder"] != "YES" else { continue }
                    switch constraint(c, holder: model.items[index].id) {
                    case .success(let constraint):
                        // A constraint to a view outside this screen (inside a cell, say) binds nothing
                        // here; one to something inside it that is not modelled makes it unsolved.
                        let unknown = [constraint.first, constraint.second].compactMap { $0 }.filter {
                            !(ids[$0] != nil || model.guides[$0] != nil)
                        }
                        if let inside = unknown.first(where: isWithin) {
                            if model.unsupported == nil {
                                model.unsupported =
                                    "the constraint \(MessageFormat.quote(constraint.id)) names \(MessageFormat.quote(inside)), an element that is not modelled"
                            }
                            continue
                        }
                        guard unknown.isEmpty else { continue }
                        model.constraints.append(constraint)
                    case .failure(let why):
                        if model.unsupported == nil { model.unsupported = why }
                    }
                }
            }
        }
    }

    /// A view that opts out of its autoresizing mask but that no constraint names gets
    /// Interface Builder's prototyping constraints at build time: its frame as stored.
    private func markPrototypingFrames(_ model: inout LayoutModel) {
        var named = Set<String>()
        for c in model.constraints {
            named.insert(c.first)
            if let second = c.second { named.insert(second) }
        }
        for index in model.items.indices.dropFirst() {
            let item = model.items[index]
            if item.autoresizing == nil, !item.isArranged, !item.isContentView, !named.contains(item.id) {
                model.items[index].fixedFrame = true
            }
        }
    }

    /// The ids of `element` and of every element below it.
    private func idsBelow(_ element: Int) -> Set<String> {
        var ids = Set<String>()
        var stack = [element]
        while let element = stack.popLast() {
            if let id = tree[element].attributes["id"] { ids.insert(id) }
            stack += tree[element].children
        }
        return ids
    }

    /// The views `element` holds, back to front, as the view reader walks them: content views,
    /// subviews and a static table's cells; a table or collection view's dynamic content is laid
    /// out in code and is not walked.
    private func childViews(of element: Int) -> [Int] {
        let name = tree[element].name
        if ["tableView", "collectionView"].contains(name), tree[element].attributes["dataMode"] != "static" {
            return []
        }
        var children = tree[element].children.filter {
            InterfaceBuilderReader.contentKeys.contains(tree[$0].attributes["key"] ?? "")
        }
        for list in tree.children(of: element, named: "subviews") { children += tree[list].children }
        if name == "tableView" {
            for sections in tree.children(of: element, named: "sections") {
                for section in tree.children(of: sections, named: "tableViewSection") {
                    for cells in tree.children(of: section, named: "cells") { children += tree[cells].children }
                }
            }
        }
        return children.filter { tree.child(of: $0, named: "rect", key: "frame") != nil }
    }

    private func number(_ text: String?, _ fallback: Double) -> Double? {
        guard let text else { return fallback }
        guard let value = Double(text), value.isFinite, abs(value) <= maxCoordinate else { return nil }
        return value
    }

    /// Whether a document is only for iPads (`true`) or only for iPhones (`false`), from its
    /// target runtime and UIKit's device modifiers in its name (`Detail~ipad.xib`); nil for any.
    package static func onlyPad(runtime: String?, file: String) -> Bool? {
        if runtime == "iOS.CocoaTouch.iPad" { return true }
        // UIKit's lookup of the modifiers is case-sensitive on the device.
        let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        if stem.hasSuffix("~ipad") { return true }
        if stem.hasSuffix("~iphone") { return false }
        return nil
    }

    /// The document's `toolsVersion`, whole part. Xcode 15 wrote the placeholder 32700.99.1234 there
    /// and its own build in the Cocoa Touch plug-in's version (22684, 22685), which stands for it.
    private func toolsVersion() -> Int {
        func whole(_ text: String?) -> Int? { text.flatMap { Int($0.prefix { $0.isNumber }.prefix(9)) } }
        let stated = whole(tree[0].attributes["toolsVersion"]) ?? 0
        guard tree[0].attributes["toolsVersion"]?.hasPrefix(UIKitMetrics.placeholderToolsVersionPrefix) ?? false else {
            return stated
        }
        for dependencies in tree.children(of: 0, named: "dependencies") {
            for plugIn in tree.children(of: dependencies, named: "plugIn")
            where tree[plugIn].attributes["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" {
                if let version = whole(tree[plugIn].attributes["version"]) { return version }
            }
        }
        return stated
    }

    /// A label's baselines when it is set in the system font (a text style or a system font of
    /// a size; a named font's metrics are not known, nor an attributed text's fonts).
    private func labelBaselines(_ element: Int) -> TextBaselines? {
        guard tree.child(of: element, named: "attributedString", key: "attributedText") == nil else { return nil }
        let lines = tree[element].attributes["numberOfLines"].flatMap { Int($0) } ?? 1
        guard let d = tree.child(of: element, named: "fontDescription", key: "fontDescription") else {
            return TextBaselines(font: TextFont(pointSize: 17), oneLine: lines == 1)  // UILabel's default font
        }
        guard tree[d].attributes["name"] == nil, tree[d].attributes["family"] == nil,
            let font = InterfaceBuilderText.font(tree, d)
        else { return nil }
        return TextBaselines(font: font, oneLine: lines == 1)
    }

    /// The stored width of the nearest table view around `cell`, if any.
    private func tableWidth(holding cell: Int) -> Double? {
        var current = tree[cell].parent
        // A parent comes before its children, so the walk only goes down in index and ends.
        var below = cell
        while current > 0, current < below {
            below = current
            if tree[current].name == "collectionView" { return nil }
            if tree[current].name == "tableView" {
                guard let rect = tree.child(of: current, named: "rect", key: "frame"),
                    let width = number(tree[rect].attributes["width"], 0), width > 0
                else { return nil }
                return width
            }
            current = tree[current].parent
        }
        return nil
    }

    private func item(_ element: Int, parent: Int?, into model: inout LayoutModel) -> LayoutItem? {
        let e = tree[element]
        let a = e.attributes
        guard let id = InterfaceBuilderReader.ibID(tree, element),
            let rect = tree.child(of: element, named: "rect", key: "frame")
        else {
            return nil
        }
        let r = tree[rect].attributes
        guard let x = number(r["x"], 0), let y = number(r["y"], 0), let w = number(r["width"], 0),
            let h = number(r["height"], 0),
            w >= 0, h >= 0
        else { return nil }
        var item = LayoutItem(
            id: id, element: e.name, parent: parent, frame: Rect(x: x, y: y, width: w, height: h),
            location: tree.location(of: element))
        item.hidden = a["hidden"] == "YES"
        item.isContentView = InterfaceBuilderReader.contentKeys.contains(a["key"] ?? "")
        item.isArranged = parent.map { model.items[$0].stack != nil } ?? false && !item.isContentView
        item.stale = a["misplaced"] == "YES" || a["ambiguous"] == "YES"
        item.fixedFrame = a["fixedFrame"] == "YES" && a["translatesAutoresizingMaskIntoConstraints"] == "NO"
        if e.name == "tableView" { item.tableStyle = a["style"] ?? "plain" }
        item.isStaticCell = e.name == "tableViewCell" && parent.map { model.items[$0].tableStyle != nil } ?? false
        // A fixed frame is Interface Builder's "autoresizing mask" layout: the app's view
        // translates its mask into constraints, so it moves and grows with its superview as the
        // mask says (Kodi's dismiss button, flexible on the left, stays 4 pt from the right edge).
        let fixedByMask =
            item.fixedFrame && tree.child(of: element, named: "autoresizingMask", key: "autoresizingMask") != nil
        if fixedByMask { item.fixedFrame = false }
        if a["translatesAutoresizingMaskIntoConstraints"] != "NO" || fixedByMask {
            item.autoresizing = autoresizingMask(element)
        }
        readContentSize(element, width: w, height: h, into: &item)
        readPrioritiesAndMargins(element, into: &item)
        item.insetsMarginsFromSafeArea = a["insetsLayoutMarginsFromSafeArea"] != "NO"
        item.preservesSuperviewMargins = a["preservesSuperviewLayoutMargins"] == "YES"
        if e.name == "stackView" { item.stack = stackArrangement(element, id: id, model: &model) }
        item.installed = installed(id)
        return item
    }

    /// The autoresizing mask of a view that translates it into constraints; none written is a
    /// mask of no flexible sides.
    private func autoresizingMask(_ element: Int) -> AutoresizingMask {
        var mask = AutoresizingMask()
        if let m = tree.child(of: element, named: "autoresizingMask", key: "autoresizingMask").map({
            tree[$0].attributes
        }) {
            mask.flexibleLeft = m["flexibleMinX"] == "YES"
            mask.flexibleWidth = m["widthSizable"] == "YES"
            mask.flexibleRight = m["flexibleMaxX"] == "YES"
            mask.flexibleTop = m["flexibleMinY"] == "YES"
            mask.flexibleHeight = m["heightSizable"] == "YES"
            mask.flexibleBottom = m["flexibleMaxY"] == "YES"
        }
        return mask
    }

    /// A view's intrinsic content size (the stored size stands for it where its content gives it
    /// one), Interface Builder's placeholder size, and a label's placeholder text and baselines;
    /// `width` and `height` are the stored size.
    private func readContentSize(_ element: Int, width: Double, height: Double, into item: inout LayoutItem) {
        let e = tree[element]
        let a = e.attributes
        let hasImage = a["image"] != nil || tree.child(of: element, named: "imageReference", key: "image") != nil
        if Self.intrinsicBoth.contains(e.name) || (e.name == "imageView" && hasImage)
            || (e.name == "textView" && a["scrollEnabled"] == "NO")
        {
            (item.intrinsicWidth, item.intrinsicHeight) = (width, height)
            item.placeholderContent = e.name == "label" && !InterfaceBuilderText.labelHasText(tree, element)
            if e.name == "label" && !item.placeholderContent { item.baselines = labelBaselines(element) }
        } else if Self.intrinsicHeightOnly.contains(e.name) {
            item.intrinsicHeight = height
        } else if a["customClass"] != nil {
            // A custom view whose priorities the file sets has a content size of its own (its
            // class says it in code); on that axis the stored size stands for it.
            if a["horizontalHuggingPriority"] != nil || a["horizontalCompressionResistancePriority"] != nil {
                item.intrinsicWidth = width
            }
            if a["verticalHuggingPriority"] != nil || a["verticalCompressionResistancePriority"] != nil {
                item.intrinsicHeight = height
            }
        }
        // Interface Builder's placeholder content size ("infinite": none on that axis).
        if let text = a["placeholderIntrinsicWidth"] {
            item.intrinsicWidth = text == "infinite" ? nil : number(text, 0).map { max(0, $0) }
        }
        if let text = a["placeholderIntrinsicHeight"] {
            item.intrinsicHeight = text == "infinite" ? nil : number(text, 0).map { max(0, $0) }
        }
    }

    /// A view's content hugging and compression resistance priorities and its layout margins.
    private func readPrioritiesAndMargins(_ element: Int, into item: inout LayoutItem) {
        let a = tree[element].attributes
        let priority = { (key: String, fallback: Double) -> Double in
            a[key].flatMap(Double.init).flatMap { $0.isFinite ? min(1000, max(1, $0)) : nil } ?? fallback
        }
        item.hugging = (priority("horizontalHuggingPriority", 250), priority("verticalHuggingPriority", 250))
        item.compression = (
            priority("horizontalCompressionResistancePriority", 750),
            priority("verticalCompressionResistancePriority", 750)
        )
        if let m = tree.child(of: element, named: "edgeInsets", key: "layoutMargins").map({ tree[$0].attributes }) {
            item.layoutMargins = Insets(
                top: number(m["top"], 0) ?? 0, right: number(m["right"], 0) ?? 0, bottom: number(m["bottom"], 0) ?? 0,
                left: number(m["left"], 0) ?? 0)
        } else if let m = tree.child(of: element, named: "directionalEdgeInsets", key: "directionalLayoutMargins").map({
            tree[$0].attributes
        }) {
            item.layoutMargins = Insets(
                top: number(m["top"], 0) ?? 0, right: number(m["trailing"], 0) ?? 0,
                bottom: number(m["bottom"], 0) ?? 0,
                left: number(m["leading"], 0) ?? 0)
        }
    }

    /// A stack view's axis, distribution, alignment, spacing (with their size-class variations)
    /// and margins; one arranging by text baselines makes the model unsupported.
    private func stackArrangement(_ element: Int, id: String, model: inout LayoutModel) -> StackArrangement {
        let a = tree[element].attributes
        var horizontal = Varying(a["axis"] != "vertical")
        var spacing = Varying(number(a["spacing"], 0) ?? 0)
        for variation in tree.children(of: element, named: "variation") {
            guard let key = tree[variation].attributes["key"], let condition = SizeClassCondition(key: key) else {
                continue
            }
            let v = tree[variation].attributes
            if let axis = v["axis"] { horizontal.variations.append((condition, axis != "vertical")) }
            if let value = v["spacing"].flatMap({ number($0, 0) }) { spacing.variations.append((condition, value)) }
        }
        horizontal.variations.sort { $0.condition.specificity < $1.condition.specificity }
        spacing.variations.sort { $0.condition.specificity < $1.condition.specificity }
        let arrangement = StackArrangement(
            horizontal: horizontal,
            distribution: StackArrangement.Distribution(rawValue: a["distribution"] ?? "fill") ?? .fill,
            alignment: StackArrangement.Alignment(
                rawValue: ["top": "leading", "bottom": "trailing"][a["alignment"] ?? ""] ?? a["alignment"] ?? "fill")
                ?? .fill,
            spacing: spacing,
            marginsRelative: a["layoutMarginsRelativeArrangement"] == "YES")
        let byBaseline = a["baselineRelativeArrangement"] == "YES" || (a["alignment"] ?? "").hasSuffix("Baseline")
        if byBaseline, model.unsupported == nil {
            model.unsupported =
                "the stack view \(MessageFormat.quote(id)) arranges by text baselines, which need font metrics"
        }
        return arrangement
    }

    private func installed(_ id: String) -> Varying<Bool> {
        var result = Varying(true)
        for (condition, include) in masks[id] ?? [] {
            if condition.specificity == 0 {
                result.base = include
            } else {
                result.variations.append((condition, include))
            }
        }
        return result
    }

    private enum Parsed {
        case success(LayoutConstraint)
        case failure(String)
    }

    private func constraint(_ element: Int, holder: String) -> Parsed {
        let a = tree[element].attributes
        let id = a["id"] ?? ""
        var name: String { "the constraint \(MessageFormat.quote(id))" }  // only for refusals
        guard let firstText = a["firstAttribute"],
            let firstAttribute = LayoutConstraint.Attribute(interfaceBuilder: firstText)
        else {
            return .failure(
                "\(name) has the attribute \(MessageFormat.quote(a["firstAttribute"] ?? "")), which is not modelled")
        }
        var secondAttribute: LayoutConstraint.Attribute?
        if let text = a["secondAttribute"] {
            guard let attribute = LayoutConstraint.Attribute(interfaceBuilder: text) else {
                return .failure("\(name) has the attribute \(MessageFormat.quote(text)), which is not modelled")
            }
            secondAttribute = attribute
        }
        let relation: LayoutConstraint.Relation
        switch a["relation"] {
        case nil: relation = .equal
        case "greaterThanOrEqual": relation = .greaterOrEqual
        case "lessThanOrEqual": relation = .lessOrEqual
        case let other?:
            return .failure("\(name) has the relation \(MessageFormat.quote(other)), which is not modelled")
        }
        var multiplier = 1.0
        if let text = a["multiplier"] {
            let parts = text.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "/" }.map {
                Double(String($0))
            }
            let value: Double? =
                parts.count == 1 ? parts[0] : parts.count == 2 ? parts[0].flatMap { n in parts[1].map { n / $0 } } : nil
            guard let value, value.isFinite, abs(value) <= 10_000 else {
                return .failure("\(name) has the multiplier \(MessageFormat.quote(text)), which is not a number")
            }
            multiplier = value
        }
        guard let constantValue = number(a["constant"], 0) else {
            return .failure(
                "\(name) has the constant \(MessageFormat.quote(a["constant"] ?? "")), which is not a number in range")
        }
        var constant = Varying(constantValue)
        for variation in tree.children(of: element, named: "variation") {
            guard let key = tree[variation].attributes["key"], let condition = SizeClassCondition(key: key),
                let value = tree[variation].attributes["constant"].flatMap({ number($0, 0) })
            else { continue }
            constant.variations.append((condition, value))
        }
        constant.variations.sort { $0.condition.specificity < $1.condition.specificity }
        guard let priority = number(a["priority"], 1000), priority > 0 else {
            return .failure(
                "\(name) has the priority \(MessageFormat.quote(a["priority"] ?? "")), which is not a number in range")
        }
        var second = a["secondItem"]
        if second == nil, secondAttribute != nil { second = holder }
        if second != nil, secondAttribute == nil { secondAttribute = firstAttribute }
        return .success(
            LayoutConstraint(
                id: id, first: a["firstItem"] ?? holder, firstAttribute: firstAttribute, relation: relation,
                second: second,
                secondAttribute: secondAttribute, multiplier: multiplier, constant: constant,
                priority: min(1000, priority),
                installed: installed(id), location: tree.location(of: element)))
    }
}
