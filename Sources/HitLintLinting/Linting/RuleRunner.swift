import HitLintCore
import HitLintEngine
import HitLintInput

/// Runs the configured rules over a screen and applies each view's `ignore` list.
package struct RuleRunner: Sendable {
    package let registry: RuleRegistry
    package let configuration: LintConfiguration

    package init(registry: RuleRegistry = .standard, configuration: LintConfiguration) {
        self.registry = registry
        self.configuration = configuration
    }

    /// Where a finding points: a finding about an image at the `image:` (or `backgroundImage:`)
    /// key that names it, any other at the view's `id`.
    package static func location(of evidence: Evidence, _ view: SceneView, _ analysis: ScreenAnalysis) -> SourceLocation
    {
        guard let name = evidence.image else { return view.location }
        let references =
            [view.image?.reference, view.background?.reference].compactMap { $0 }
            + analysis.scene.imageProblems.filter { $0.view == view.index }.map(\.reference)
        return references.first { $0.name == name }?.location ?? view.location
    }

    /// `findings` of `analysis` with those of a rule bound to targets (`RuleDescription.boundToTargets`)
    /// that bear on none made notes, saying so. Applied to a screen's reported findings only,
    /// after advice is checked: whether a view bears on a target depends on other views, so an
    /// advice check, which compares findings near a change, sees them as the rules give them.
    package func boundToTargets(_ findings: [Finding], of analysis: ScreenAnalysis) -> [Finding] {
        let bound = Set(registry.rules.filter(\.description.boundToTargets).map { $0.identifier })
        guard findings.contains(where: { bound.contains($0.rule) && $0.severity != .note }) else { return findings }
        return findings.map { finding in
            guard bound.contains(finding.rule), finding.severity != .note,
                let view = analysis.scene.view(id: finding.view), !Self.bearsOnTarget(view, finding.evidence, analysis)
            else { return finding }
            return finding.demotedToNote(
                analysis.scene.screen.isLaunchScreen
                    ? "(a note: a launch screen shows while the app starts and is never tapped)"
                    : "(a note: no tap target shows it, holds it or meets it)")
        }
    }

    /// Whether a target whose hit area only the root's bounds cut (no ancestor, no alpha shape)
    /// is large enough uncut.
    static func largeEnoughPastRoot(
        _ view: SceneView, _ metrics: TargetMetrics, _ evidence: Evidence, _ analysis: ScreenAnalysis
    ) -> Bool {
        guard metrics.clippedArea > 0, let minimum = evidence.undersizedMinimum, let bounds = metrics.hitBounds
        else { return false }
        let pastRoot = analysis.pastRootArea(of: view, metrics)
        let uncut = view.hitRect
        let size = analysis.scene.screen.size
        let inside = uncut.intersection(Rect(x: 0, y: 0, width: size.width, height: size.height))
        // The cut hit area is the hit rectangle inside the root: nothing else cuts or shapes it.
        guard view.hitTest == .rect, abs(pastRoot - metrics.clippedArea) < 0.01,
            abs(inside.width - bounds.width) < 0.01, abs(inside.height - bounds.height) < 0.01
        else { return false }
        return uncut.width + 1e-9 >= minimum.width && uncut.height + 1e-9 >= minimum.height
    }

    /// `findings` of `analysis` with those that rest only on a view lying past the bounds of a
    /// root the app places inside another view (`ScreenSpec.embedded`: a cell, a XIB's freeform
    /// view) made notes: the app sets that root's size where it places it (a table's row height,
    /// its container's constraints), so the file's stored size says nothing of what is outside it
    /// on screen (docs/layout.md: a cell is never "outside the screen").
    package func placedByApp(_ findings: [Finding], of analysis: ScreenAnalysis) -> [Finding] {
        guard analysis.scene.screen.embedded else { return findings }
        return findings.map { finding in
            guard finding.severity != .note else { return finding }
            let onlyPastRoot: Bool
            switch finding.rule {
            case ClippedByParentRule.identifier:
                let past = finding.evidence.numbers("pastRootArea")?.first ?? 0
                onlyPastRoot = past > 0 && abs(past - (finding.evidence.measure?.value ?? 0)) < 0.01
            case TooSmallRule.identifier:
                // Small only because the root's stored bounds cut it (a freeform XIB's view laid
                // out under IB's simulated status bar): at full size it is large enough.
                onlyPastRoot = analysis.targets.contains { view, metrics in
                    view.id == finding.view && Self.largeEnoughPastRoot(view, metrics, finding.evidence, analysis)
                }
            case UnclickableRule.identifier:
                // "its hit area lies outside the cell", or "view 'X', which holds it, lies outside the cell".
                onlyPastRoot = analysis.targets.contains { view, metrics in
                    view.id == finding.view && UnclickableRule.liesOutsideRoot(view, metrics, analysis)
                }
            default:
                onlyPastRoot = false
            }
            guard onlyPastRoot else { return finding }
            return finding.demotedToNote(
                "(a note: the app sets the size of \(analysis.rootPlace) where it places it, so what lies past its stored bounds may lie inside it on screen)"
            )
        }
    }

    /// `findings` with each `image-error` for an image not found made a note when the catalogs
    /// searched are not known to be all the app builds (`Manifest.catalogsKnown`: a file linted
    /// on its own, outside any manifest or project that imports it).
    package func catalogsUnknown(_ findings: [Finding], known: Bool) -> [Finding] {
        guard !known else { return findings }
        return findings.map { finding in
            guard finding.rule == ImageErrorRule.identifier, finding.severity != .note,
                finding.evidence.fields.contains(.figure("reason", .text("no such file")))
            else { return finding }
            return finding.demotedToNote(
                "(a note: the app may build a catalog that holds it; lint the file through the app's manifest or project to know)"
            )
        }
    }

    /// `findings` with those that say a screen's backdrop button (`ScreenAnalysis.isBackdrop`:
    /// behind the other views of the screen's root and about as large) is covered made notes:
    /// the views in front are meant to be (Kodi's full-screen button that dismisses the
    /// keyboard, its "tap anywhere to close" button). A button filling a cell or a placed view
    /// is that view's target, and what covers it is reported (element's add-item header).
    package func backdrops(_ findings: [Finding], of analysis: ScreenAnalysis) -> [Finding] {
        let screen = analysis.scene.screen
        guard !screen.cell, !screen.embedded, !screen.scrollContent else { return findings }
        let covering: Set<String> = [
            BlockedByViewRule.identifier, OverlapConflictRule.identifier, LowCoverageRule.identifier,
        ]
        return findings.map { finding in
            guard finding.severity != .note, covering.contains(finding.rule),
                let view = analysis.scene.view(id: finding.view),
                view.kind.isTappable, view.parent == 0, analysis.isBackdrop(view)
            else { return finding }
            return finding.demotedToNote(
                "(a note: it lies behind the other views of its superview and is about as large: they are meant to be in front of it)"
            )
        }
    }

    /// `findings` with those that a fact of the app's code varying at run time decides made
    /// notes that say where (docs/code.md): the view, or a view holding it, is hidden, removed,
    /// placed by a constraint or given its image or title in code, or the view taking its taps
    /// gets a gesture recognizer or target in code; and, when the code was read, those on a
    /// view hidden in its file that no code shows.
    package func decidedInCode(_ findings: [Finding], of analysis: ScreenAnalysis) -> [Finding] {
        let views = analysis.scene.views
        let codeRead = analysis.scene.screen.codeRead
        guard codeRead || views.contains(where: { !($0.imported?.codeCaveats.isEmpty ?? true) }) else {
            return findings
        }
        return findings.map { finding in
            guard finding.severity != .note, let view = analysis.scene.view(id: finding.view) else { return finding }
            if let (holder, caveat) = Self.codeCaveat(view, finding, analysis),
                holder.index == view.index || !Self.sizeFixedInFile(view, finding, analysis)
            {
                return finding.demotedToNote("(a note: \(holder.quoted) \(caveat.text))")
            }
            // Hidden in its file, and no code of its outlets shows it: never shown.
            if codeRead, !view.drawn, let holder = Self.hiddenHolder(of: view, views) {
                return finding.demotedToNote("(a note: \(holder.quoted) is hidden and the app's code never shows it)")
            }
            return finding
        }
    }

    /// Whether a `too-small` target is too small by its own size in the file, for each side it
    /// lacks, and nothing cuts it: what the code does to the views holding it, or beside it, does
    /// not change its size. A side is its own when a required constant constraint holds it (a
    /// 24 pt `width`), or when the stack view arranging it does not set that side (`stackSets`)
    /// and no constraint ties it to another view or to its other side (`height = row.height`, an
    /// aspect ratio): a view the stack shows or hides could move those.
    static func sizeFixedInFile(_ view: SceneView, _ finding: Finding, _ analysis: ScreenAnalysis) -> Bool {
        guard let (model, short) = shortSides(view, finding, analysis) else { return false }
        func tied(_ attribute: LayoutConstraint.Attribute) -> Bool {
            model.constraints.contains {
                ($0.first == view.id && $0.firstAttribute == attribute && $0.second != nil)
                    || ($0.second == view.id && $0.secondAttribute == attribute)
            }
        }
        let sets = stackSets(view, model)
        return short.allSatisfy { side in
            heldByConstant(view, side.attribute, side.size, model)
                || (!(side.attribute == .width ? sets.width : sets.height) && !tied(side.attribute))
        }
    }

    /// Whether each side a `too-small` target lacks is held by a required constant constraint,
    /// so that what its content makes of its size (a configuration set in code) leaves it so.
    static func shortSidesHeld(_ view: SceneView, _ finding: Finding, _ analysis: ScreenAnalysis) -> Bool {
        guard let (model, short) = shortSides(view, finding, analysis) else { return false }
        return short.allSatisfy { heldByConstant(view, $0.attribute, $0.size, model) }
    }

    /// The sides of a `too-small` target, uncut and hit-tested as a rectangle, under the
    /// minimum, with their sizes in the file; nil when there are none or it is not such a target.
    private static func shortSides(_ view: SceneView, _ finding: Finding, _ analysis: ScreenAnalysis)
        -> (LayoutModel, [(attribute: LayoutConstraint.Attribute, size: Double)])?
    {
        guard finding.rule == TooSmallRule.identifier, let minimum = finding.evidence.undersizedMinimum,
            let model = analysis.scene.screen.layout,
            let metrics = analysis.targets.first(where: { $0.view.index == view.index })?.metrics,
            metrics.clippedArea == 0, view.hitTest == .rect, let bounds = metrics.hitBounds
        else { return nil }
        var short: [(attribute: LayoutConstraint.Attribute, size: Double)] = []
        if bounds.width < minimum.width { short.append((.width, view.bounds.width)) }
        if bounds.height < minimum.height { short.append((.height, view.bounds.height)) }
        return short.isEmpty ? nil : (model, short)
    }

    /// Whether a required constant constraint of the file, the same in every size class, holds
    /// `view`'s `attribute` at `size`.
    private static func heldByConstant(
        _ view: SceneView, _ attribute: LayoutConstraint.Attribute, _ size: Double, _ model: LayoutModel
    ) -> Bool {
        model.constraints.contains {
            $0.first == view.id && $0.second == nil && $0.firstAttribute == attribute && $0.relation == .equal
                && $0.priority >= 1000 && $0.constant.variations.isEmpty && $0.installed.variations.isEmpty
                && $0.installed.base && abs($0.constant.base - size) < 0.5
        }
    }

    /// Which sides of `view` the stack view arranging it sets, whichever of its other views show:
    /// across its axis when it aligns them to fill, along it when its distribution fills (fill,
    /// fill equally, fill proportionally). With equal spacing or centering it pads the gaps and
    /// keeps each view at its own length; another alignment keeps its own breadth. A view no
    /// stack view arranges, or one whose axis varies by size class: both sides, as far as known.
    static func stackSets(_ view: SceneView, _ model: LayoutModel) -> (width: Bool, height: Bool) {
        guard let item = model.items.first(where: { $0.id == view.id }), item.isArranged,
            let parent = item.parent, parent < model.items.count, let stack = model.items[parent].stack,
            stack.horizontal.variations.isEmpty
        else { return (true, true) }
        let along = ![.equalSpacing, .equalCentering].contains(stack.distribution)
        let across = stack.alignment == .fill
        return stack.horizontal.base ? (along, across) : (across, along)
    }

    /// Whether another target's hit area lies within the box of the minimum size (44 x 44 pt
    /// unless the finding's rule says) centred on `view`'s: a tap that misses `view` there may
    /// land on it and do something else. Hidden and disabled controls count: code may show them.
    private static func crowded(_ view: SceneView, _ finding: Finding, _ analysis: ScreenAnalysis) -> Bool {
        let minimum = finding.evidence.undersizedMinimum ?? (width: 44, height: 44)
        let own = view.hitRect
        let (width, height) = (max(own.width, minimum.width), max(own.height, minimum.height))
        let box = Rect(
            x: own.x + own.width / 2 - width / 2, y: own.y + own.height / 2 - height / 2, width: width,
            height: height)
        return analysis.scene.views.contains {
            $0.index > 0 && $0.index != view.index && $0.kind.isTappable && $0.hitRect.intersection(box).area > 0
        }
    }

    /// The view itself, or the nearest view holding it, that is hidden.
    static func hiddenHolder(of view: SceneView, _ views: [SceneView]) -> SceneView? {
        var current = view
        while true {
            if current.hidden { return current }
            guard current.parent > 0, current.parent < views.count else { return nil }
            current = views[current.parent]
        }
    }

    /// The first caveat of the code that bears on a finding on `view`: its own (what the code
    /// puts in it: an image, a title, a constraint), a holding view's constraint, one of the other
    /// arranged views of a stack view holding it shown or hidden (which moves it), the taking
    /// view's (shown, hidden or handling the taps it takes). A view's own visibility does not bear
    /// on its own findings: they hold whenever it shows.
    static func codeCaveat(_ view: SceneView, _ finding: Finding, _ analysis: ScreenAnalysis)
        -> (SceneView, CodeCaveat)?
    {
        let views = analysis.scene.views
        // A configuration set in code makes the button's own size, unless the file holds it.
        if let own = view.imported?.codeCaveats.first(where: {
            bears($0.topic, on: finding.rule, view)
                && !($0.topic == .configuration && shortSidesHeld(view, finding, analysis))
                && !($0.topic == .sharedAction && crowded(view, finding, analysis))
        }) {
            return (view, own)
        }
        var inner = view
        var parent = view.parent
        while parent > 0, parent < views.count {
            let holder = views[parent]
            if let caveat = holder.imported?.codeCaveats.first(where: { $0.topic == .layout }) {
                return (holder, caveat)
            }
            // A stack view places its arranged views by which of them show: one hidden, shown or
            // placed in code moves the others.
            if holder.imported?.element == "stackView",
                let (sibling, caveat) = movingCaveat(amongChildrenOf: holder, besides: inner, views)
            {
                return (sibling, caveat)
            }
            inner = holder
            parent = holder.parent
        }
        if let id = finding.evidence.taker, let taker = analysis.scene.view(id: id),
            let caveat = taker.imported?.codeCaveats.first(where: {
                [.visibility, .handler, .layout].contains($0.topic)
            })
        {
            return (taker, caveat)
        }
        return nil
    }

    /// The first visibility or layout caveat of a direct child of `holder` other than `besides`
    /// (the views lie in pre-order: each child's subtree ends at its `subtreeEnd`).
    private static func movingCaveat(amongChildrenOf holder: SceneView, besides: SceneView, _ views: [SceneView])
        -> (SceneView, CodeCaveat)?
    {
        var index = holder.index + 1
        while index < min(holder.subtreeEnd, views.count) {
            let child = views[index]
            if child.index != besides.index,
                let caveat = child.imported?.codeCaveats.first(where: { [.visibility, .layout].contains($0.topic) })
            {
                return (child, caveat)
            }
            index = max(child.subtreeEnd, index + 1)
        }
        return nil
    }

    /// The rules whose findings on a view depend on its image, and on its title or text.
    static let imageRules: Set<String> = [
        ImageErrorRule.identifier, ImageResolutionRule.identifier, AspectDistortionRule.identifier,
        ImplicitScalingRule.identifier, SystemSymbolRule.identifier, LowCoverageRule.identifier,
        InvisibleTargetRule.identifier, TapAccuracyRule.identifier, OverlapConflictRule.identifier,
        BlockedByViewRule.identifier,
    ]
    static let titleRules: Set<String> = [
        LowCoverageRule.identifier, InvisibleTargetRule.identifier, TapAccuracyRule.identifier,
        OverlapConflictRule.identifier, BlockedByViewRule.identifier,
    ]
    /// The rules that read a hit area's size and place.
    static let hitAreaRules: Set<String> = [
        TooSmallRule.identifier, UnclickableRule.identifier, TargetSpacingRule.identifier,
        TapAccuracyRule.identifier, OverlapConflictRule.identifier,
    ]

    /// The rules that measure how easily a target is hit, which a tap beside it that does the
    /// same makes moot (not `target-spacing`: a neighbour takes the taps that miss towards it).
    static let sharedActionRules: Set<String> = [TooSmallRule.identifier, TapAccuracyRule.identifier]

    /// Whether what the code changes on `view` bears on its own finding of `rule`: an image also
    /// bears on the size of a view hit-tested by its alpha; whether it shows, or handles its taps,
    /// does not (its findings hold whenever it shows).
    static func bears(_ topic: CodeCaveat.Topic, on rule: String, _ view: SceneView) -> Bool {
        switch topic {
        case .visibility, .handler: return false
        case .layout: return true
        case .image: return imageRules.contains(rule) || (view.hitTest != .rect && hitAreaRules.contains(rule))
        case .title: return titleRules.contains(rule)
        case .configuration: return imageRules.contains(rule) || hitAreaRules.contains(rule)
        case .hitArea: return hitAreaRules.contains(rule)
        case .sharedAction: return sharedActionRules.contains(rule)
        }
    }

    /// Whether a finding on `view` bears on a tap target; a finding naming several views (its
    /// evidence's `views`, an image drawn by each) does when any of them does.
    package static func bearsOnTarget(_ view: SceneView, _ evidence: Evidence, _ analysis: ScreenAnalysis) -> Bool {
        if analysis.bearsOnTarget(view) { return true }
        guard let others = evidence.texts("views") else { return false }
        let ids = Set(others)
        return analysis.scene.views.contains { $0.index > 0 && ids.contains($0.id) && analysis.bearsOnTarget($0) }
    }

    /// The ids of the rules that read the raster (`Rule.readsHitTesting`).
    package var hitTestingRuleIDs: Set<String> { Set(registry.rules.filter(\.readsHitTesting).map { $0.identifier }) }

    package func findings(for analysis: ScreenAnalysis) -> [Finding] { findings(for: analysis, hitTestingOnly: false) }

    /// `hitTestingOnly`: skip the rules that read only the manifest and images (an advice check
    /// of a change to hit-testing, whose findings they cannot change).
    package func findings(for analysis: ScreenAnalysis, hitTestingOnly: Bool) -> [Finding] {
        var findings: [Finding] = []
        // A rule that defers to others runs after them and says nothing of a view they reported;
        // it is told which views those are (`alreadyReported`), so it need not even look at them.
        let ordered =
            registry.rules.filter { $0.description.deferredTo.isEmpty }
            + registry.rules.filter { !$0.description.deferredTo.isEmpty }
        var reportedBy: [String: Set<Int>] = [:]
        for rule in ordered {
            let id = rule.identifier
            guard let entry = configuration.entry(for: id), let severity = entry.severity,
                rule.readsHitTesting || !hitTestingOnly
            else {
                continue
            }
            var context = analysis
            let deferredTo = rule.description.deferredTo.map { $0.identifier }
            context.alreadyReported = deferredTo.reduce(into: Set<Int>()) { $0.formUnion(reportedBy[$1] ?? []) }
            rule.check(context, entry.parameters) { view, message, evidence in
                guard !view.ignore.contains(id), !view.ignore.contains("all"),
                    !context.alreadyReported.contains(view.index)
                else { return }
                findings.append(
                    Finding(
                        rule: id, severity: severity, location: RuleRunner.location(of: evidence, view, analysis),
                        screen: analysis.scene.screen.name, view: view.id, message: message,
                        advice: evidence.advice.map { FindingAdvice(options: $0.options) }, evidence: evidence,
                        manifest: analysis.scene.manifest.path, viewName: view.quoted))
                reportedBy[id, default: []].insert(view.index)
            }
        }
        return Finding.inReportOrder(findings)
    }
}
