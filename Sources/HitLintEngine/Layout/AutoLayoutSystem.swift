import HitLintCore
import HitLintInput

/// A screen's `LayoutModel` as linear constraints for one `LayoutTarget`, solved (docs/layout.md,
/// docs/layout.md). Each view has four variables, its absolute x, y, width and height. Required
/// constraints are the root's size, autoresizing masks, the file's required constraints and the
/// stack views' arrangements; preferred ones are the file's other constraints and the content
/// sizes (hugging and compression resistance), at their priorities; below every priority, each
/// view keeps the frame the file stores (relative to its superview) as far as nothing else moves it.
package struct AutoLayoutSystem {
    package let model: LayoutModel
    package let target: LayoutTarget
    /// The size classes of the target, for variations.
    package let classes: Device.SizeClasses
    /// Absolute stored frames, by item.
    package let stored: [Rect]
    /// Children of each item, in order.
    package let children: [[Int]]
    /// Items installed in the target's size classes (an uninstalled view takes its subviews along).
    package let installed: [Bool]
    package let rootSize: Size
    /// Items by IB id.
    package let indexOf: [String: Int]
    package let rootSafeArea: Insets
    /// The root's safe area in the file, from what its constraints pin to it.
    package let fileSafeArea: Insets
    private var solver = LinearConstraintSolver()
    private var conflicts: [LayoutConstraint] = []
    /// Required constraints the layout makes (stack views, masks, content sizes) that could not hold.
    private var madeConflicts: [MadeConstraint] = []
    /// Variables of scroll content guides, by item.
    private var contentGuides: [Int: Int] = [:]
    private var nextVariable: Int

    /// Why the model cannot be solved for `target`, or nil.
    /// The most constraints and views of a screen solved (the largest screen of the real apps has
    /// 138 constraints and 51 views): the solver's time grows with their square, and a file is
    /// not trusted to be small.
    package static let maxConstraints = 400
    package static let maxViews = 200

    package static func unsupported(_ model: LayoutModel) -> String? {
        if let why = model.unsupported { return why }
        guard !model.items.isEmpty else { return "the screen has no root view" }
        guard model.constraints.count <= maxConstraints, model.items.count <= maxViews else {
            return
                "it has \(model.constraints.count) constraints and \(model.items.count) views; hitlint solves screens of up to \(maxConstraints) and \(maxViews)"
        }
        if let id = model.fileDevice, DeviceTable.interfaceBuilder(id) == nil {
            return "the file's device \(MessageFormat.quote(id)) is not in the device table"
        }
        return nil
    }

    /// The layout of `model` on `target`; nil when `unsupported(model)` says why not.
    package static func solve(_ model: LayoutModel, for target: LayoutTarget) -> SolvedLayout? {
        guard unsupported(model) == nil, let file = LayoutTarget.file(of: model) else { return nil }
        var system = AutoLayoutSystem(model: model, target: target, file: file)
        return system.solve()
    }

    /// The file's required constraints its own stored frames break (by more than a pixel): the
    /// frames were not laid out from these constraints, so solving cannot give them back (the
    /// layout check counts such screens apart). Constraints on a scroll view's content are not judged.
    package static func brokenByStoredFrames(_ model: LayoutModel) -> [LayoutConstraint] {
        guard unsupported(model) == nil, let file = LayoutTarget.file(of: model) else { return [] }
        var system = AutoLayoutSystem(model: model, target: file, file: file)
        let known = 4 * model.items.count
        let tolerance = 1 / Double(file.device.scale) + 0.01
        var broken: [LayoutConstraint] = []
        for c in model.constraints where c.priority >= 1000 && c.installed.value(for: system.classes) {
            guard let e = system.expression(of: c), e.terms.allSatisfy({ $0.key <= known }) else { continue }
            var value = e.constant
            for (id, coefficient) in e.terms {
                let item = (id - 1) / 4
                let f = system.stored[item]
                value += coefficient * [f.x, f.y, f.width, f.height][(id - 1) % 4]
            }
            let holds: Bool
            switch c.relation {
            case .equal: holds = abs(value) <= tolerance
            case .lessOrEqual: holds = value <= tolerance
            case .greaterOrEqual: holds = value >= -tolerance
            }
            if !holds { broken.append(c) }
        }
        return broken
    }

    private init(model: LayoutModel, target: LayoutTarget, file: LayoutTarget) {
        self.model = model
        self.target = target
        classes = target.device.sizeClasses(target.orientation)
        let tree = Self.storedTree(model, target: target)
        self.stored = tree.stored
        self.children = tree.children
        self.installed = tree.installed
        var indexOf: [String: Int] = [:]
        for (index, item) in model.items.enumerated() where indexOf[item.id] == nil { indexOf[item.id] = index }
        self.indexOf = indexOf
        nextVariable = 4 * model.items.count + 1
        let root = model.items[0].frame
        let fileScreen = file.device.size(file.orientation)
        let fillsScreen = abs(root.width - fileScreen.width) < 0.5 && abs(root.height - fileScreen.height) < 0.5
        rootSize = Self.rootSize(model, target: target, file: file, fillsScreen: fillsScreen)
        let safeAreas = Self.safeAreas(
            model, target: target, file: file, stored: tree.stored, indexOf: indexOf, fillsScreen: fillsScreen)
        fileSafeArea = safeAreas.file
        rootSafeArea = safeAreas.root
    }

    /// The safe-area insets Interface Builder gives a XIB's freeform view, laid out at the top of
    /// its phone's screen with no status bar: a notch's (or Dynamic Island's) on a phone that has
    /// one, above it in portrait, at both sides in landscape; none on other phones and iPads.
    /// Xcode 12 to 13.2 made the iPhone 11's 44 pt, taken as the table's 48 later
    /// (`UIKitMetrics.shorterNotchInset`, with the files that show it). Only the file's own layout has
    /// them (`init`): the same phone asked for by name lays the view out with none. A document
    /// without safe-area guides (`useSafeAreas` absent) has the whole screen's insets, the home
    /// indicator's below too: SwiftMessages' card view of Xcode 12, 160 pt high on an iPhone 11,
    /// stores its card between the root's margins 44 pt from the top and 34 from the bottom.
    package static func notchInsets(_ target: LayoutTarget, toolsVersion: Int, usesSafeAreas: Bool) -> Insets {
        let portraitTop = target.device.safeArea(.portrait).top
        guard !target.device.isPad, portraitTop > UIKitMetrics.statusBarInset else {
            return Insets(top: 0, right: 0, bottom: 0, left: 0)
        }
        let shorterNotch = toolsVersion > 0 && toolsVersion < UIKitMetrics.tableNotchFrom
        let notch = { (inset: Double) in
            shorterNotch && inset == UIKitMetrics.tableNotchInset ? UIKitMetrics.shorterNotchInset : inset
        }
        if target.orientation == .landscape {
            let side = notch(target.device.safeArea(.landscape).left)
            return Insets(
                top: 0, right: side, bottom: usesSafeAreas ? 0 : target.device.safeArea(.landscape).bottom, left: side)
        }
        return Insets(
            top: notch(portraitTop), right: 0, bottom: usesSafeAreas ? 0 : target.device.safeArea(.portrait).bottom,
            left: 0)
    }

    /// The root's safe-area insets its file implies: for each edge, the first equality with
    /// multiplier 1 between the edge of a root safe-area guide (or top or bottom layout guide)
    /// and the same edge of a view whose frame is not stale; required constraints first, then
    /// preferred ones, which the stored frames keep where nothing fights them (VLC's collection
    /// picker pins its button to the safe area's bottom at 750, 68 pt up an iPhone 11).
    package static func impliedSafeArea(_ model: LayoutModel, stored: [Rect], indexOf: [String: Int]) -> (
        top: Double?, right: Double?, bottom: Double?, left: Double?
    ) {
        var result: (top: Double?, right: Double?, bottom: Double?, left: Double?) = (nil, nil, nil, nil)
        let root = stored[0]
        let root0 = model.items[0]
        let rootMarginsAreSafeArea =
            model.rootIsController && model.isModernCanvas && root0.layoutMargins == nil
            && root0.insetsMarginsFromSafeArea
        let requiredFirst =
            model.constraints.filter { $0.priority >= 1000 } + model.constraints.filter { $0.priority < 1000 }
        for c in requiredFirst where c.multiplier == 1 && c.relation == .equal {
            guard let second = c.second, let secondAttribute = c.secondAttribute else { continue }
            let pairs = [
                (c.first, c.firstAttribute, second, secondAttribute, 1.0),
                (second, secondAttribute, c.first, c.firstAttribute, -1.0),
            ]
            for (guideID, guideAttribute, viewID, viewAttribute, sign) in pairs {
                // The root's own top and bottom margins are its safe area's edges where it is a
                // controller's view of Xcode 9 or later with no margins of its own, inset by the
                // safe area: KeePassium's crash report sits 16 pt below the top margin of a
                // 5.8-inch phone whose status bar Xcode 16 makes 50 pt, not the table's 44.
                var kind = model.guides[guideID].flatMap { $0.item == 0 ? $0.kind : nil }
                var attribute: LayoutConstraint.Attribute? = guideAttribute
                if guideID == root0.id, viewID != root0.id, rootMarginsAreSafeArea {
                    kind = .safeArea
                    // Its other edges are its own, not the safe area's.
                    attribute = [.topMargin: .top, .bottomMargin: .bottom][guideAttribute]
                }
                // Most constraints name no guide of the root: no view to look up.
                guard kind != nil, let view = indexOf[viewID], !model.items[view].stale else { continue }
                let frame = stored[view]
                // guide.attribute = view.attribute + sign × … : first = second + constant.
                let offset = sign > 0 ? c.constant.base : -c.constant.base
                switch (kind, attribute, viewAttribute) {
                case (.safeArea, .top, .top), (.topLayoutGuide, .bottom, .top):
                    if result.top == nil { result.top = frame.y + offset }
                case (.safeArea, .bottom, .bottom), (.bottomLayoutGuide, .top, .bottom):
                    if result.bottom == nil { result.bottom = root.height - (frame.maxY + offset) }
                case (.safeArea, .leading, .leading), (.safeArea, .left, .left):
                    if result.left == nil { result.left = frame.x + offset }
                case (.safeArea, .trailing, .trailing), (.safeArea, .right, .right):
                    if result.right == nil { result.right = root.width - (frame.maxX + offset) }
                default: break
                }
            }
        }
        // Insets are never negative; one out of range is not trusted.
        let valid = { (v: Double?) -> Double? in v.flatMap { $0 >= 0 && $0 <= 200 ? $0 : nil } }
        return (valid(result.top), valid(result.right), valid(result.bottom), valid(result.left))
    }

    // MARK: Variables and expressions

    /// Variable `k` of view `item`: 0 its x, 1 its y, 2 its width, 3 its height.
    package func variable(_ item: Int, _ k: Int) -> LayoutVariable { LayoutVariable(id: 4 * item + k + 1) }

    /// x, y, width and height of a rectangle, as expressions.
    package struct Box {
        package var x: LinearExpression
        package var y: LinearExpression
        package var width: LinearExpression
        package var height: LinearExpression
    }

    func box(_ item: Int) -> Box {
        Box(
            x: LinearExpression(0, [(variable(item, 0), 1)]), y: LinearExpression(0, [(variable(item, 1), 1)]),
            width: LinearExpression(0, [(variable(item, 2), 1)]), height: LinearExpression(0, [(variable(item, 3), 1)]))
    }

    private func inset(_ b: Box, _ i: Insets) -> Box {
        Box(
            x: b.x.plus(i.left), y: b.y.plus(i.top), width: b.width.plus(-i.left - i.right),
            height: b.height.plus(-i.top - i.bottom))
    }

    /// How far a view's alignment rectangle, which constraints and stack views bind, lies inside
    /// its frame, as read off stored frames (`UIKitMetrics`, with the files that show them): up to
    /// Xcode 16 a slider's is 2 pt in at each side and 1 pt above its bottom, and a switch's ends
    /// 2 pt inside its frame on the right; from Xcode 26 both are their frames. A segmented
    /// control's ends 1 pt above its frame's bottom in every version; other views' are their frames.
    package func alignmentInsets(of item: Int) -> Insets {
        let older = model.toolsVersion < UIKitMetrics.frameAlignmentFrom
        if model.items[item].element == "switch" && older { return UIKitMetrics.switchAlignmentInsets }
        if model.items[item].element == "segmentedControl" { return UIKitMetrics.segmentedControlAlignmentInsets }
        return model.items[item].element == "slider" && older
            ? UIKitMetrics.sliderAlignmentInsets : Insets(top: 0, right: 0, bottom: 0, left: 0)
    }

    /// The part of the root's safe area insets a view overlaps, as stored (docs/layout.md).
    package func safeArea(of item: Int) -> Insets {
        if item == 0 { return rootSafeArea }
        let f = stored[item]
        let root = stored[0]
        let t = rootSafeArea
        let s = fileSafeArea
        return Insets(
            top: f.y < s.top - 0.001 ? max(0, t.top - f.y) : 0,
            right: root.width - f.maxX < s.right - 0.001 ? max(0, t.right - (root.width - f.maxX)) : 0,
            bottom: root.height - f.maxY < s.bottom - 0.001 ? max(0, t.bottom - (root.height - f.maxY)) : 0,
            left: f.x < s.left - 0.001 ? max(0, t.left - f.x) : 0)
    }

    /// The system's side margin (`UIKitMetrics`, with the files that show each): 20 pt on an iPad
    /// or from 393 pt wide, else 16; wide as the root is, except for a cell that is a XIB's root:
    /// Xcode 11 gave such a cell 15 pt whatever its width, later versions those of the device,
    /// Xcode 10 those of the cell's own width. Prototype cells in a storyboard follow their
    /// table's width. Before Xcode 9 only a view controller's view had them: 16 pt on Xcode 7's
    /// 600 pt square canvas (a file of no device) whatever its width.
    package var systemSideMargin: Double {
        if target.device.isPad { return UIKitMetrics.wideSideMargin }
        if !model.isModernCanvas && target.isFile && model.fileDevice == nil { return UIKitMetrics.compactSideMargin }
        var width = rootSize.width
        if model.rootIsCell && model.isStoryboard, let table = model.tableWidth {
            width = max(width, table - model.items[0].frame.width + rootSize.width)
        }
        if model.rootIsCell && !model.isStoryboard {
            let version = model.toolsVersion
            if version >= UIKitMetrics.fixedCellMarginFrom && version < UIKitMetrics.deviceCellMarginsFrom {
                return UIKitMetrics.xibCellSideMargin
            }
            if version >= UIKitMetrics.deviceCellMarginsFrom || version == 0 { width = target.device.portrait.width }
        }
        return width >= UIKitMetrics.wideSideMarginWidth ? UIKitMetrics.wideSideMargin : UIKitMetrics.compactSideMargin
    }

    /// A view's layout margins: the file's, or the root's system margins, or UIKit's 8 pt; plus
    /// its safe area where it insets its margins from it.
    package func margins(of item: Int) -> Insets {
        let view = model.items[item]
        let side = systemSideMargin
        // Interface Builder files of Xcode 8 and earlier lay every view out with 8 pt margins.
        let modern = model.isModernCanvas
        var m: Insets
        if item == 0 && !model.rootIsCell && (modern || model.rootIsController) {
            // A root view: the system minimum margins, nothing above and below but the safe area
            // (before Xcode 9, only a view controller's view).
            m = view.layoutMargins ?? Insets(top: 0, right: side, bottom: 0, left: side)
        } else if view.element == "tableViewCellContentView" && modern {
            // The cell's margins (11 pt above and below), seen from its content view: one stored
            // shorter than the cell (above the separator of older Xcode versions) has that much
            // less below; one narrower than the cell, beside an accessory, keeps 8 pt before it.
            let cell = model.items[item].parent.map { model.items[$0].frame }
            let below =
                cell.map { c -> Double in
                    let gap = c.height - view.frame.maxY
                    return gap > 0 && gap <= UIKitMetrics.separatorGap ? gap : 0
                } ?? 0
            let besideAccessory = cell.map { $0.width - view.frame.maxX > 1 } ?? false
            let system = Insets(
                top: UIKitMetrics.cellVerticalMargin, right: besideAccessory ? UIKitMetrics.accessoryMargin : side,
                bottom: UIKitMetrics.cellVerticalMargin - below, left: side)
            if let set = view.layoutMargins {
                m =
                    view.preservesSuperviewMargins
                    ? Insets(
                        top: max(set.top, system.top), right: max(set.right, system.right),
                        bottom: max(set.bottom, system.bottom),
                        left: max(set.left, system.left))
                    : set
            } else {
                m = system
            }
        } else {
            let d = UIKitMetrics.defaultMargin
            m = view.layoutMargins ?? Insets(top: d, right: d, bottom: d, left: d)
        }
        if view.insetsMarginsFromSafeArea {
            let s = safeArea(of: item)
            m = Insets(top: m.top + s.top, right: m.right + s.right, bottom: m.bottom + s.bottom, left: m.left + s.left)
        }
        return m
    }

    /// The box and margins a constraint's item names: a view, or a layout guide.
    mutating func reference(_ id: String) -> (Box, Insets)? {
        let zero = Insets(top: 0, right: 0, bottom: 0, left: 0)
        if let index = indexOf[id] {
            guard installed[index] else { return nil }
            return (inset(box(index), alignmentInsets(of: index)), margins(of: index))
        }
        guard let guide = model.guides[id], installed[guide.item] else { return nil }
        let b = box(guide.item)
        switch guide.kind {
        case .safeArea: return (inset(b, safeArea(of: guide.item)), zero)
        case .frame: return (b, zero)
        case .topLayoutGuide:
            return (Box(x: b.x, y: b.y, width: b.width, height: LinearExpression(rootSafeArea.top)), zero)
        case .keyboard:
            // Hidden: a guide of no height at the bottom of the safe area.
            return (
                Box(
                    x: b.x, y: b.y.adding(b.height).plus(-rootSafeArea.bottom), width: b.width,
                    height: LinearExpression(rootSafeArea.bottom)), zero
            )
        case .bottomLayoutGuide:
            return (
                Box(
                    x: b.x, y: b.y.adding(b.height).plus(-rootSafeArea.bottom), width: b.width,
                    height: LinearExpression(rootSafeArea.bottom)), zero
            )
        case .content:
            let first = contentGuide(guide.item)
            return (
                Box(
                    x: b.x, y: b.y, width: LinearExpression(0, [(LayoutVariable(id: first), 1)]),
                    height: LinearExpression(0, [(LayoutVariable(id: first + 1), 1)])), zero
            )
        }
    }

    /// The width and height variables of a scroll view's content guide, made when first named;
    /// below every priority they keep the extent of the scroll view's stored subviews.
    mutating func contentGuide(_ item: Int) -> Int {
        if let known = contentGuides[item] { return known }
        let first = nextVariable
        nextVariable += 2
        contentGuides[item] = first
        var extent = Size(width: stored[item].width, height: stored[item].height)
        for child in children[item] {
            extent = Size(
                width: max(extent.width, model.items[child].frame.maxX),
                height: max(extent.height, model.items[child].frame.maxY))
        }
        stay(LinearExpression(-extent.width, [(LayoutVariable(id: first), 1)]))
        stay(LinearExpression(-extent.height, [(LayoutVariable(id: first + 1), 1)]))
        return first
    }

    package func expression(
        _ attribute: LayoutConstraint.Attribute, of b: Box, margins m: Insets, baselines: TextBaselines? = nil
    )
        -> LinearExpression
    {
        switch attribute {
        case .left, .leading: return b.x
        case .right, .trailing: return b.x.adding(b.width)
        case .firstBaseline:
            guard let t = baselines else { return b.y }
            return t.fromCentre ? b.y.adding(b.height.times(0.5)).plus(t.first) : b.y.plus(t.first)
        case .lastBaseline:
            guard let t = baselines else { return b.y.adding(b.height) }
            return t.fromCentre ? b.y.adding(b.height.times(0.5)).plus(t.last) : b.y.adding(b.height).plus(-t.last)
        case .top: return b.y
        case .bottom: return b.y.adding(b.height)
        case .width: return b.width
        case .height: return b.height
        case .centerX: return b.x.adding(b.width.times(0.5))
        case .centerY: return b.y.adding(b.height.times(0.5))
        case .leftMargin, .leadingMargin: return b.x.plus(m.left)
        case .rightMargin, .trailingMargin: return b.x.adding(b.width).plus(-m.right)
        case .topMargin: return b.y.plus(m.top)
        case .bottomMargin: return b.y.adding(b.height).plus(-m.bottom)
        case .centerXWithinMargins: return b.x.plus(m.left).adding(b.width.plus(-m.left - m.right).times(0.5))
        case .centerYWithinMargins: return b.y.plus(m.top).adding(b.height.plus(-m.top - m.bottom).times(0.5))
        }
    }

    // MARK: Solving

    /// Adds a required constraint; one that contradicts those before it is a conflict: the
    /// file's `constraint`, or one the layout makes (`made`).
    package mutating func require(
        _ e: LinearExpression, _ relation: LinearRelation, of constraint: LayoutConstraint? = nil,
        made: @autoclosure () -> MadeConstraint? = nil
    ) {
        do {
            try solver.add(e, relation)
        } catch {
            if let constraint { conflicts.append(constraint) } else if let made = made() { madeConflicts.append(made) }
        }
    }

    package mutating func prefer(
        _ e: LinearExpression, _ relation: LinearRelation, priority: Double, weight: Double = 1
    ) {
        _ = try? solver.add(e, relation, strength: .preferred(priority: priority, weight: weight))
    }

    /// Below every priority: keep a stored value.
    private mutating func stay(_ e: LinearExpression) { prefer(e, .equal, priority: 0) }

    private mutating func solve() -> SolvedLayout {
        addAllConstraints()
        let (frames, relative, removed) = placedFrames()
        return SolvedLayout(
            target: target, frames: frames, relativeFrames: relative, conflicts: conflicts,
            madeConflicts: madeConflicts.map { made in
                var m = made
                m.view = model.items[made.item].id
                m.location = model.items[made.item].location
                return m
            }, removed: removed,
            solverConstraints: solver.count,
            rootSize: rootSize)
    }

    /// Every constraint of the screen, strongest first: the root, masks and fixed frames, stack
    /// views, the file's required then preferred constraints, content sizes, and below
    /// everything the stored frames.
    private mutating func addAllConstraints() {
        let count = model.items.count
        // The root.
        require(LinearExpression(0, [(variable(0, 0), 1)]), .equal)
        require(LinearExpression(0, [(variable(0, 1), 1)]), .equal)
        require(LinearExpression(-rootSize.width, [(variable(0, 2), 1)]), .equal)
        require(LinearExpression(-rootSize.height, [(variable(0, 3), 1)]), .equal)
        for index in 1..<max(1, count) where installed[index] {
            if model.items[index].isStaticCell {
                addStaticCell(index)
            } else if model.items[index].autoresizing != nil {
                addAutoresizing(index)
            }
            if model.items[index].fixedFrame { addFixedFrame(index) }
        }
        for index in 0..<count where installed[index] && model.items[index].stack != nil { addStack(index) }
        var preferred: [LayoutConstraint] = []
        for c in model.constraints where c.installed.value(for: classes) {
            if c.priority >= 1000 { add(c) } else { preferred.append(c) }
        }
        for c in preferred { add(c) }
        for index in 1..<max(1, count) where installed[index] { addContentSize(index) }
        // Below everything: the stored frames, relative to the superview.
        for index in 1..<max(1, count) where installed[index] {
            let parent = model.items[index].parent ?? 0
            let f = model.items[index].frame
            stay(LinearExpression(-f.x, [(variable(index, 0), 1), (variable(parent, 0), -1)]))
            stay(LinearExpression(-f.y, [(variable(index, 1), 1), (variable(parent, 1), -1)]))
            stay(LinearExpression(-f.width, [(variable(index, 2), 1)]))
            stay(LinearExpression(-f.height, [(variable(index, 3), 1)]))
        }
    }

    /// The solved frames, absolute and relative to the superview, on the screen's pixel grid as
    /// UIKit places them; and the ids of the views not installed.
    private func placedFrames() -> (frames: [Rect], relative: [Rect], removed: Set<String>) {
        let count = model.items.count
        var frames: [Rect] = []
        var relative: [Rect] = []
        var removed = Set<String>()
        // UIKit puts each edge on the pixel grid of the screen, rounding halves up (towards
        // +infinity, also below zero: the views of element's attachment cells hung above the cell).
        let scale = Double(target.device.scale)
        let pixel = { (value: Double) in Self.roundingHalvesUp(value, scale: scale) }
        for index in 0..<count {
            let v = (0..<4).map { solver.value(of: variable(index, $0)) }
            // A view placed by its mask or a fixed frame is not rounded by Auto Layout.
            let item = model.items[index]
            let rounds = item.autoresizing == nil && !item.fixedFrame
            let (minX, minY) = rounds ? (pixel(v[0]), pixel(v[1])) : (v[0], v[1])
            // Interface Builder of Xcode 9 and earlier stored origins on whole points (but for
            // halves, `oldCanvasOrigin`) and the sizes as laid out (its canvas), whatever the scale.
            let oldCanvas =
                target.isFile && model.toolsVersion > 0 && model.toolsVersion < UIKitMetrics.wholePointFramesBefore
            let placedByMask =
                item.autoresizing != nil ? item.parent.flatMap { autoresizedFrame(index, in: frames[$0]) } : nil
            let frame =
                !rounds
                ? placedByMask ?? Rect(x: v[0], y: v[1], width: v[2], height: v[3])
                : oldCanvas
                    ? Rect(x: oldCanvasOrigin(v[0]), y: oldCanvasOrigin(v[1]), width: v[2], height: v[3])
                    : Rect(x: minX, y: minY, width: pixel(v[0] + v[2]) - minX, height: pixel(v[1] + v[3]) - minY)
            frames.append(frame)
            let parent = model.items[index].parent.map { frames[$0] } ?? Rect(x: 0, y: 0, width: 0, height: 0)
            relative.append(
                Rect(x: frame.x - parent.x, y: frame.y - parent.y, width: frame.width, height: frame.height))
            if !installed[index] { removed.insert(model.items[index].id) }
        }
        return (frames, relative, removed)
    }

    /// An origin as Interface Builder of Xcode 9 and earlier stored it: on whole points, except
    /// that from `UIKitMetrics.halfOriginsKeptFrom` an exact half stayed (where the files' constraints
    /// give one).
    private func oldCanvasOrigin(_ value: Double) -> Double {
        let isHalf = abs(abs(value - value.rounded(.down)) - 0.5) < 0.001
        return isHalf && model.toolsVersion >= UIKitMetrics.halfOriginsKeptFrom
            ? value.rounded(.down) + 0.5 : Self.roundingHalvesUp(value, scale: 1)
    }

    /// `value` on a grid of `scale` steps a point, a half going up (towards +infinity). A value
    /// within float noise of a half is a half: Habitica's launch logo, 250.67 pt wide and centred
    /// on a 3x phone, has its left edge at 62.1666…, which times 3 falls a hair below 186.5.
    package static func roundingHalvesUp(_ value: Double, scale: Double) -> Double {
        (value * scale + 0.5 + 1e-7).rounded(.down) / scale
    }

    package static let scrollingElements: Set<String> = ["tableView", "scrollView", "collectionView", "textView"]
}

extension LinearExpression {
    package func plus(_ c: Double) -> LinearExpression {
        var e = self
        e.constant += c
        return e
    }

    package func adding(_ other: LinearExpression) -> LinearExpression {
        var e = self
        e.constant += other.constant
        for (k, v) in other.terms { e.add(v, to: k) }
        return e
    }

    package func times(_ factor: Double) -> LinearExpression {
        var e = self
        e.constant *= factor
        e.scale(by: factor)
        return e
    }
}
