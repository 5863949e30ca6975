import Foundation
import HitLintCode
import HitLintCore

/// Reads the screens of a storyboard or XIB (Interface Builder's document format 3.0) into views
/// of the manifest's model (docs/interface-builder.md). Every element with a frame becomes a
/// view, known or not, so nothing that takes taps is dropped; every view and every error keeps
/// the line and column of its element's start tag.
package struct InterfaceBuilderReader {
    package typealias Request = ScreenRequest

    package let tree: XMLTree
    package let request: Request
    private var diagnostics: [Diagnostic] = []
    private var viewCount = 0
    /// Controls no screen of the file lints, with why.
    package private(set) var notLinted: [NotLinted] = []
    /// The elements read as views of some screen.
    private var read = Set<Int>()
    /// Scroll views of the screen being read whose content becomes a screen of its own.
    private var scrolling: [(element: Int, size: Size)] = []
    /// The `<rect key="frame">` elements already reported as bad.
    private var reportedFrames = Set<Int>()
    /// Roots not read as screens, with why.
    private var skippedRoots: [Int: String] = [:]
    /// SF Symbol sizes from `<resources>`.
    var symbolSizes: [String: Size] = [:]
    /// What the app's code does to the file's views through their outlets, and to the views its
    /// constraints tie; nil when the code sets nothing on them.
    var codeFacts: (outlets: OutletFacts, constraints: [String: [MemberSummary]])?
    /// With the app's code read: view id -> the properties of the outlets that point at it
    /// ("" for an outlet collection, whose members the code may reach in a loop).
    var outletProperties: [String: [String]] = [:]
    /// Made for the file's first screen: it reads the file's size-class masks once.
    private var layoutReader: LayoutModelReader?

    package static func read(_ request: Request) throws(InputError) -> SourceScreens {
        if let replacement = request.replacement { return try screens(in: replacement, request) }
        // Confined as opened (its real path), not only as written: a link swapped after the
        // manifest's paths were checked cannot redirect the read.
        let data = try TextFile.readBytes(
            at: request.url, displayPath: request.displayPath, maxBytes: request.limits.maxXMLBytes,
            limitName: "limits.maxXMLBytes", confinedTo: request.paths.allowOutsideRoot ? nil : request.root)
        return try screens(in: data, request)
    }

    /// The screens of a document's bytes (the fuzz target's way in; `read` reads the file first).
    package static func screens(in data: Data, _ request: Request) throws(InputError) -> SourceScreens {
        guard data.count <= request.limits.maxXMLBytes else {
            throw InputError(
                Diagnostic(
                    "the file is \(data.count) bytes, over the limit of \(request.limits.maxXMLBytes) (limits.maxXMLBytes)",
                    file: request.displayPath))
        }
        let tree = try XMLTree.parse(data: data, file: request.displayPath, limits: request.limits)
        var reader = InterfaceBuilderReader(tree: tree, request: request)
        if let why = reader.unsupported() {
            return SourceScreens(
                unsupported: UnsupportedFile(Diagnostic(why, at: tree.location(of: 0)), controls: reader.controlCount())
            )
        }
        let screens = try reader.screens()
        if !reader.diagnostics.isEmpty { throw InputError(reader.diagnostics) }
        return SourceScreens(screens: screens, notLinted: reader.notLinted)
    }

    private init(tree: XMLTree, request: Request) {
        self.tree = tree
        self.request = request
        if let code = request.code, !code.members.isEmpty {
            let outlets = OutletFacts(tree: tree, code: code)
            if !outlets.isEmpty { codeFacts = (outlets, outlets.constraintChanges()) }
        }
        if let code = request.code, code.filesRead > 0 {
            for element in tree.elements where ["outlet", "outletCollection"].contains(element.name) {
                guard let destination = element.attributes["destination"] else { continue }
                let property = element.name == "outlet" ? element.attributes["property"] ?? "" : ""
                outletProperties[destination, default: []].append(property)
            }
        }
    }

    mutating func error(_ message: String, at element: Int) {
        if diagnostics.count < 50 { diagnostics.append(Diagnostic(message, at: tree.location(of: element))) }
    }

    /// The UIKit document types: iPhone and universal storyboards and XIBs, and the iPad-only
    /// documents of older projects.
    package static let storyboardTypes: Set<String> = [
        "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB",
        "com.apple.InterfaceBuilder3.CocoaTouch.iPad.Storyboard",
    ]
    package static let xibTypes: Set<String> = [
        "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB",
    ]

    /// Why the document cannot be linted, when it is an Interface Builder file of another kind
    /// (rule `unsupported-file`); nil for a UIKit document of format 3.0.
    package func unsupported() -> String? {
        let document = tree[0]
        let type = document.attributes["type"] ?? ""
        if document.name == "archive" {
            return
                "a legacy XIB (the <archive> format of Xcode 4 and earlier) is not linted: open it in a current Xcode and save it to have it checked"
        }
        guard document.name == "document" else { return nil }
        if Self.storyboardTypes.contains(type) || Self.xibTypes.contains(type) {
            guard let version = document.attributes["version"], version != "3.0" else { return nil }
            return
                "document format version \(MessageFormat.quote(version)), not 3.0, is not linted: open the file in a current Xcode and save it"
        }
        if type.contains(".AppleTV.") {
            return "a tvOS document is not linted: tvOS apps are used through focus, not taps"
        }
        if type.contains(".WatchKit.") {
            return "a WatchKit storyboard is not linted: hitlint lints UIKit (CocoaTouch) documents"
        }
        if type.contains(".Cocoa.") {
            return "a macOS (AppKit) document is not linted: hitlint lints UIKit (CocoaTouch) documents"
        }
        return
            "an Interface Builder document of type \(MessageFormat.quote(type)) is not linted: hitlint lints UIKit (CocoaTouch) documents"
    }

    /// The controls an unsupported file holds: buttons and the elements of UIKit's other
    /// controls, or the objects of a legacy archive of their classes (`IBUIButton`).
    package func controlCount() -> Int {
        let names = Self.controlElements.union(["button"])
        let classes = Set(names.map { "IBUI" + $0.prefix(1).uppercased() + $0.dropFirst() })
        return tree.elements.count { element in
            names.contains(element.name)
                || (element.name == "object" && classes.contains(element.attributes["class"] ?? ""))
        }
    }

    private mutating func screens() throws(InputError) -> [ImportedScreen] {
        try checkUniqueIDs()
        let document = tree[0]
        guard document.name == "document" else {
            throw InputError(
                Diagnostic(
                    "not an Interface Builder document (its root element is <\(document.name)>); hitlint reads the document format of Xcode 5 and later",
                    at: tree.location(of: 0)))
        }
        let isStoryboard = Self.storyboardTypes.contains(document.attributes["type"] ?? "")
        readResources()
        let scale = tree.children(of: 0, named: "device").first.flatMap {
            InterfaceBuilderReader.scale(ofDevice: tree[$0].attributes["id"] ?? "")
        }
        var screens = isStoryboard ? storyboardScreens(scale: scale) : documentScreens(scale: scale)
        // Names that clash become "NAME (IBID)".
        var counts: [String: Int] = [:]
        for screen in screens { counts[screen.name, default: 0] += 1 }
        for i in screens.indices where counts[screens[i].name, default: 0] > 1 {
            screens[i].name = "\(screens[i].name) (\(screens[i].ibID))"
        }
        // A file may give no screen (a storyboard of navigation and hosting controllers): its
        // controls, if any, are listed as not linted.
        account()
        if let problem = request.limiter.screens(screens.count) {
            throw InputError(Diagnostic(problem, at: tree.location(of: 0)))
        }
        return screens
    }

    /// Interface Builder gives every element its own id; a repeated one would make overrides,
    /// constraints and `fix` name two views at once.
    private mutating func checkUniqueIDs() throws(InputError) {
        var firstUse: [String: Int] = [:]
        for index in tree.elements.indices {
            guard let id = tree[index].attributes["id"] else { continue }
            if let first = firstUse[id] {
                error(
                    "the id \(MessageFormat.quote(id)) is used again (first at line \(tree.location(of: first).line)); Interface Builder gives every element its own id",
                    at: index)
            } else {
                firstUse[id] = index
            }
        }
        if !diagnostics.isEmpty { throw InputError(diagnostics) }
    }

    /// A storyboard's screens: each view controller's root view, then the cells inside it.
    private mutating func storyboardScreens(scale: Int?) -> [ImportedScreen] {
        var screens: [ImportedScreen] = []
        for scenes in tree.children(of: 0, named: "scenes") {
            for scene in tree.children(of: scenes, named: "scene") {
                for objects in tree.children(of: scene, named: "objects") {
                    for controller in tree[objects].children
                    where tree[controller].attributes["sceneMemberID"] == "viewController" {
                        guard
                            let root = tree[controller].children.first(where: {
                                tree[$0].attributes["key"] == "view" && frame(of: $0) != nil
                            })
                        else { continue }
                        let a = tree[controller].attributes
                        let id = a["id"] ?? ""
                        let name =
                            [a["storyboardIdentifier"], a["title"], a["customClass"]].compactMap { $0 }.first {
                                !$0.isEmpty
                            } ?? id
                        let selectors = [
                            a["storyboardIdentifier"], a["title"], a["id"], tree[scene].attributes["sceneID"], name,
                        ]
                        .compactMap { $0 }
                        let shown = codeOrientations(of: a["customClass"])
                        screens += self.screens(root: root, name: name, ibID: id, selectors: selectors, scale: scale)
                            .map {
                                var screen = $0
                                screen.codeOrientations = shown
                                return screen
                            }
                        screens += cellScreens(in: root, scene: name, scale: scale)
                    }
                }
            }
        }
        return screens
    }

    /// A XIB's screens: each top-level view or view controller's root view, then the cells inside it.
    private mutating func documentScreens(scale: Int?) -> [ImportedScreen] {
        var screens: [ImportedScreen] = []
        for objects in tree.children(of: 0, named: "objects") {
            for top in tree[objects].children where tree[top].name != "placeholder" {
                // A top-level view, or a view controller's root view.
                let root =
                    frame(of: top) != nil
                    ? top : tree[top].children.first { tree[$0].attributes["key"] == "view" && frame(of: $0) != nil }
                guard let root else { continue }
                let a = tree[top].attributes
                let id = a["id"] ?? ""
                // Without a label or class, a XIB's view is named after its file.
                let stem = request.url.deletingPathExtension().lastPathComponent
                let name = [a["userLabel"], a["customClass"], stem].compactMap { $0 }.first { !$0.isEmpty } ?? id
                // A cell XIB's top-level cell is a row the user taps, as a storyboard's prototype cell.
                let isCell = Self.cellElements.contains(tree[top].name)
                // A top-level view (not a controller's) that does not fill its canvas's
                // screen is placed by the app inside another view, which sets its size.
                let embedded = isCell || (root == top && !isOwnersView(root) && !fillsCanvas(frame(of: root)))
                // The File's Owner's view: its class (a view controller's) decides the orientations.
                let owner = isOwnersView(root) ? filesOwnerClass : nil
                let shown = codeOrientations(of: owner)
                screens += self.screens(root: root, name: name, ibID: id, selectors: [name, id], scale: scale).map {
                    var screen = $0
                    screen.codeOrientations = shown
                    screen.cell = isCell
                    screen.supplementary = tree[top].name == "collectionReusableView"
                    screen.embedded = embedded && !screen.scrollContent
                    return screen
                }
                screens += cellScreens(in: root, scene: name, scale: scale)
            }
        }
        return screens
    }

    package static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]
    package static let tableHeaderKeys: Set<String> = ["tableHeaderView", "tableFooterView"]

    /// The screens of the cells (prototype and reusable cells, and table header and footer views)
    /// below `root`: table and collection views lay them out in code, so each is linted on its
    /// own, named `SCENE/CELLID` (its reuse identifier, else its user label, else its IB id), at
    /// the size of its frame. A static table's cells are laid out in the table instead.
    private mutating func cellScreens(in root: Int, scene: String, scale: Int?) -> [ImportedScreen] {
        var screens: [ImportedScreen] = []
        var pending = [root]
        while let element = pending.popLast() {
            pending += tree[element].children.reversed()
            let e = tree[element]
            let isCell = Self.cellElements.contains(e.name) && !isStaticCell(element)
            let isHeader =
                Self.tableHeaderKeys.contains(e.attributes["key"] ?? "") && tree.elements.indices.contains(e.parent)
                && tree[e.parent].name == "tableView"
            guard element != root, isCell || isHeader, frame(of: element) != nil else { continue }
            let a = e.attributes
            let id = a["id"] ?? ""
            let cell = [a["reuseIdentifier"], a["userLabel"]].compactMap { $0 }.first { !$0.isEmpty } ?? id
            let name = "\(scene)/\(cell)"
            screens += self.screens(root: element, name: name, ibID: id, selectors: [name, cell, id], scale: scale).map
            {
                var screen = $0
                screen.cell = true
                screen.supplementary = isHeader || e.name == "collectionReusableView"
                screen.embedded = !screen.scrollContent
                return screen
            }
        }
        return screens
    }

    /// Whether a cell is a static table's (laid out in its table, not on its own).
    private func isStaticCell(_ element: Int) -> Bool {
        var current = tree[element].parent
        for _ in 0..<4 {
            guard current >= 0, current < tree.elements.count else { return false }
            if tree[current].name == "tableView" { return tree[current].attributes["dataMode"] == "static" }
            current = tree[current].parent
        }
        return false
    }

    /// Lists every button and control element no screen read, with why (`notLinted`).
    private mutating func account() {
        for element in tree.elements.indices
        where tree[element].name == "button" || Self.controlElements.contains(tree[element].name) {
            guard !read.contains(element) else { continue }
            notLinted.append(
                NotLinted(
                    location: tree.location(of: element), id: tree[element].attributes["id"] ?? "",
                    reason: whyNotRead(element)))
        }
    }

    private func whyNotRead(_ element: Int) -> String {
        if tree.child(of: element, named: "rect", key: "frame") == nil { return "it has no frame in the file" }
        var current = tree[element].parent
        for _ in 0..<512 {
            guard current > 0, current < tree.elements.count else { break }
            if let why = skippedRoots[current] { return why }
            if ["tableView", "collectionView"].contains(tree[current].name) {
                return "it is inside a table or collection view outside any cell, which lays it out in code"
            }
            if tree[current].attributes["key"] == "titleView" {
                return "it is a navigation item's title view, which the navigation bar lays out"
            }
            current = tree[current].parent
        }
        return "it is not in a screen's view hierarchy (no view controller's root view or top-level view holds it)"
    }

    /// Whether `element` is the view of the file's owner (its `view` outlet): a view
    /// controller's view, shown as a screen.
    /// The File's Owner's class, when the XIB names one.
    private var filesOwnerClass: String? {
        for objects in tree.children(of: 0, named: "objects") {
            for top in tree[objects].children where tree[top].attributes["placeholderIdentifier"] == "IBFilesOwner" {
                return tree[top].attributes["customClass"]
            }
        }
        return nil
    }

    private func isOwnersView(_ element: Int) -> Bool {
        guard let id = tree[element].attributes["id"] else { return false }
        for objects in tree.children(of: 0, named: "objects") {
            for top in tree[objects].children where tree[top].attributes["placeholderIdentifier"] == "IBFilesOwner" {
                for connections in tree.children(of: top, named: "connections") {
                    for outlet in tree.children(of: connections, named: "outlet") {
                        let a = tree[outlet].attributes
                        if a["property"] == "view", a["destination"] == id { return true }
                    }
                }
            }
        }
        return false
    }

    /// Whether `frame` is the size of the document's canvas screen (`<device>`), in either
    /// orientation; without a known device, any frame is taken as a screen.
    private func fillsCanvas(_ frame: Rect?) -> Bool {
        guard let frame, let element = tree.children(of: 0, named: "device").first,
            let device = DeviceTable.interfaceBuilder(tree[element].attributes["id"] ?? "")
        else { return true }
        return [Orientation.portrait, .landscape].contains { orientation in
            let size = device.size(orientation)
            return abs(size.width - frame.width) < 0.5 && abs(size.height - frame.height) < 0.5
        }
    }

    /// Scale for a `<device id>`: iPads and the 2x iPhones 2, every other retina iPhone 3.
    package static func scale(ofDevice id: String) -> Int? {
        if id.hasPrefix("ipad") { return 2 }
        if ["retina3_5", "retina4_0", "retina4_7", "retina6_1"].contains(id) { return 2 }
        if id.hasPrefix("retina") { return 3 }
        return nil
    }

    private mutating func readResources() {
        for resources in tree.children(of: 0, named: "resources") {
            for image in tree.children(of: resources, named: "image") {
                let a = tree[image].attributes
                guard let name = a["name"], let w = a["width"].flatMap(Double.init),
                    let h = a["height"].flatMap(Double.init),
                    w.isFinite, h.isFinite, w > 0, h > 0, w <= request.limits.maxCoordinate,
                    h <= request.limits.maxCoordinate
                else { continue }
                symbolSizes[name] = Size(width: w, height: h)
            }
        }
    }

    /// The `<rect key="frame">` of an element, checked; nil when it has none (or a bad one, reported).
    private mutating func frame(of element: Int) -> Rect? {
        guard let rect = tree.child(of: element, named: "rect", key: "frame") else { return nil }
        let a = tree[rect].attributes
        let limit = request.limits.maxCoordinate
        var values: [Double] = []
        for (key, lowest) in [("x", -limit), ("y", -limit), ("width", 0.0), ("height", 0.0)] {
            guard let text = a[key] else {
                values.append(0)
                continue
            }
            guard let value = Double(text), value.isFinite, value >= lowest, value <= limit else {
                // An element's frame is read more than once (to find roots, cells and scroll
                // content, then as a view): a bad one is reported once.
                if reportedFrames.insert(rect).inserted {
                    error(
                        "the frame's \(key) \(MessageFormat.quote(text)) is not a number within \(MessageFormat.plain(lowest))...\(MessageFormat.plain(limit))",
                        at: rect)
                }
                return nil
            }
            values.append(value)
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// The screen of `root`, and after it the screens of the scroll views in it whose content
    /// reaches past their bounds (`scrollContent`).
    private mutating func screens(root: Int, name: String, ibID: String, selectors: [String], scale: Int?)
        -> [ImportedScreen]
    {
        var screens: [ImportedScreen] = []
        // A root that is itself a scroll view is linted over its content.
        let rootSize =
            tree[root].name == "scrollView" ? frame(of: root).flatMap { scrollContent(root, bounds: $0) } : nil
        var pending = [(root: root, name: name, ibID: ibID, selectors: selectors, size: rootSize)]
        while !pending.isEmpty {
            let next = pending.removeFirst()
            scrolling = []
            if let screen = screen(
                root: next.root, name: next.name, ibID: next.ibID, selectors: next.selectors, scale: scale,
                size: next.size)
            {
                screens.append(screen)
            }
            for (element, size) in scrolling where screens.count + pending.count < request.limits.maxScreens {
                let a = tree[element].attributes
                let label =
                    [a["userLabel"], a["accessibilityIdentifier"]].compactMap { $0 }.first { !$0.isEmpty } ?? a["id"]
                    ?? ""
                let scrollName = "\(next.name)/\(label)"
                pending.append((element, scrollName, a["id"] ?? "", [scrollName, label], size))
            }
        }
        return screens
    }

    /// The size of a scroll view's content, when its subviews reach past its bounds: they can be
    /// scrolled into view, so they are linted as a screen of that size rather than clipped
    /// (docs/interface-builder.md, "Scroll views"). Nil when the content fits.
    private mutating func scrollContent(_ element: Int, bounds: Rect) -> Size? {
        guard tree[element].name == "scrollView" else { return nil }
        var extent = Size(width: bounds.width, height: bounds.height)
        for list in tree.children(of: element, named: "subviews") {
            for child in tree[list].children {
                guard let frame = frame(of: child) else { continue }
                extent = Size(width: max(extent.width, frame.maxX), height: max(extent.height, frame.maxY))
            }
        }
        let grows = extent.width > bounds.width + 0.5 || extent.height > bounds.height + 0.5
        return grows && extent.width <= request.limits.maxScreenSide && extent.height <= request.limits.maxScreenSide
            ? extent : nil
    }

    private mutating func screen(
        root: Int, name: String, ibID: String, selectors: [String], scale: Int?, size: Size? = nil
    )
        -> ImportedScreen?
    {
        guard var frame = frame(of: root) else { return nil }
        if let size { (frame.width, frame.height) = (size.width, size.height) }
        guard frame.width > 0, frame.height > 0 else {
            // A cell or view sized in code (a height of 0 in the file): nothing to lint as stored.
            skippedRoots[root] =
                "its root view \(MessageFormat.quote(name)) is \(MessageFormat.size(frame.width, frame.height)) in the file: it is sized in code"
            return nil
        }
        guard frame.width <= request.limits.maxScreenSide, frame.height <= request.limits.maxScreenSide else {
            error(
                "the root view is \(MessageFormat.size(frame.width, frame.height)); a screen needs a positive size of at most \(MessageFormat.plain(request.limits.maxScreenSide)) pt (limits.maxScreenSide)",
                at: root)
            return nil
        }
        viewCount = 0
        let views = subviews(of: root, depth: 1, scrolledAs: size != nil)
        var screen = ImportedScreen(
            name: request.limiter.name(name), ibID: ibID, selectors: selectors,
            size: Size(width: frame.width, height: frame.height), scale: scale, views: views,
            location: tree.location(of: root))
        screen.scrollContent = size != nil
        screen.launchScreen = tree[0].attributes["launchScreen"] == "YES"
        // A scroll view's content, linted as a screen of its own, has no layout of its own to solve.
        if size == nil && request.readsLayout {
            if layoutReader == nil {
                layoutReader = LayoutModelReader(tree: tree, maxCoordinate: request.limits.maxCoordinate)
            }
            let parent = tree[root].parent
            let controller =
                tree[root].attributes["key"] == "view" && tree.elements.indices.contains(parent) && parent > 0
                    && tree[parent].name.hasSuffix("Controller") ? parent : nil
            let isCell =
                Self.cellElements.contains(tree[root].name)
                || Self.tableHeaderKeys.contains(tree[root].attributes["key"] ?? "")
            screen.layout = layoutReader?.model(root: root, controller: controller, isCell: isCell)
            // Views hidden or shown in code for good are so in every layout solved (a stack view
            // closes up around a hidden arranged view).
            if codeFacts != nil, var model = screen.layout {
                var hidden: [String: Bool] = [:]
                var pending = screen.views
                while let view = pending.popLast() {
                    if let set = view.imported?.hiddenInCode { hidden[view.id] = set }
                    pending += view.children
                }
                for index in model.items.indices {
                    guard let shown = hidden[model.items[index].id], shown != model.items[index].hidden else {
                        continue
                    }
                    model.items[index].hiddenInFile = model.items[index].hidden
                    model.items[index].hidden = shown
                }
                screen.layout = model
            }
        }
        return screen
    }

    /// Keys of the views a view holds besides its `<subviews>`, read like them and behind them: a
    /// cell's or a visual effect view's content view.
    package static let contentKeys: Set<String> = ["contentView"]

    /// `scrolledAs`: `element` is the root of its own scroll content screen, so its content is read.
    mutating func subviews(of element: Int, depth: Int, scrolledAs: Bool = false) -> [ViewSpec] {
        if !scrolledAs, tree[element].name == "scrollView", let frame = frame(of: element),
            let content = scrollContent(element, bounds: frame)
        {
            scrolling.append((element, content))
            return []
        }
        // Table and collection views lay out their cells in code: their cells become screens of
        // their own (`cellScreens`), but a static table's cells are laid out as the file stores them.
        if ["tableView", "collectionView"].contains(tree[element].name) {
            guard tree[element].attributes["dataMode"] == "static" else { return [] }
        }
        var lists: [[Int]] = [
            tree[element].children.filter { Self.contentKeys.contains(tree[$0].attributes["key"] ?? "") }
        ]
        lists += tree.children(of: element, named: "subviews").map { tree[$0].children }
        if tree[element].name == "tableView" {
            for sections in tree.children(of: element, named: "sections") {
                for section in tree.children(of: sections, named: "tableViewSection") {
                    lists += tree.children(of: section, named: "cells").map { tree[$0].children }
                }
            }
        }
        var views: [ViewSpec] = []
        for list in lists where !list.isEmpty {
            if let problem = request.limiter.depth(depth) {
                error(problem, at: list[0])
                return views
            }
            for child in list {
                guard let frame = frame(of: child) else { continue }
                viewCount += 1
                if request.limiter.isOverViewLimit(viewCount) {
                    if let problem = request.limiter.views(viewCount) { error(problem, at: child) }
                    return views
                }
                if let view = view(child, frame: frame, depth: depth) {
                    views.append(view)
                    read.insert(child)
                }
            }
        }
        return views
    }

    package static let controlElements = LayoutModel.controlElements

    package static func kind(ofElement name: String) -> ViewKind {
        if name == "button" { return .button }
        if controlElements.contains(name) { return .control }
        if name == "imageView" { return .image }
        if name == "label" { return .label }
        return .view
    }

    /// An element's IB id; a content view Xcode writes without one (a collection view cell's)
    /// is named after its holder: `HOLDERID.contentView`.
    func ibID(_ element: Int) -> String? { Self.ibID(tree, element) }

    package static func ibID(_ tree: XMLTree, _ element: Int) -> String? {
        let a = tree[element].attributes
        if let id = a["id"] { return id }
        let parent = tree[element].parent
        guard let key = a["key"], Self.contentKeys.contains(key), tree.elements.indices.contains(parent),
            let holder = tree[parent].attributes["id"]
        else { return nil }
        return "\(holder).\(key)"
    }
}

extension ImageReference {
    /// A reference to what the resolver found for `name` (its file at 3x until a scale chooses).
    package init(
        resolving name: String, _ found: ImageNameResolver.ImageResolution, location: SourceLocation,
        confinement: String?
    ) {
        self.init(name: name, url: found.fallback, location: location, confinement: confinement)
        variants = found.variants
        unresolved = found.variants.isEmpty ? found.unresolved : nil
        if let chosen = ImageVariant.choose(variants, scale: 3) {
            url = chosen.url
            fileScale = chosen.scale
        }
        // A vector image set is drawn at the size its file declares; one that declares none is
        // drawn over its view's bounds (a size of 0 makes it fill them).
        vectorSize = found.vectorSize
    }
}
