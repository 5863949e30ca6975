import HitLintCore
import HitLintEngine
import HitLintInput

/// `hitlint fix` on one screen: its findings fixed one after the other, each chosen on the
/// screen with the fixes before it in, first on the stored frames, then on the layouts the run
/// lints (`planOnLayouts`); then every fix checked with the others (`run`).
struct ScreenFixer {
    typealias Fixed = ManifestFixer.Fixed
    typealias Unfixed = ManifestFixer.Unfixed
    /// A change made, by the ids of its views, with how their file sizes the one it resizes.
    typealias Made = (remedy: Remedy, views: [String], sizing: (any ViewSizing)?)

    /// The screen as `Linter.analyze` gives it.
    typealias Analysed = (analysis: ScreenAnalysis, findings: [Finding])

    /// The screen as it stands while the stored frames' findings are fixed: its findings by key,
    /// and those a fix may take, in order (made once per analysis, not once per finding tried).
    private struct Current {
        let analysis: ScreenAnalysis
        let findings: [Finding]
        let keyed: [AdviceVerifier.FindingKey: Finding]
        let fixable: [Finding]
    }

    /// The changes made on layouts, and their records.
    private struct LayoutPlan {
        /// The changes the layouts are not solved with: the frames grown on the stored frames,
        /// then the changes made on layouts.
        var made: [Made]
        var fixed: [Fixed] = []
        var unfixed: [Unfixed] = []
    }

    let fixer: ManifestFixer
    let screen: ScreenSpec
    /// The screen's findings on each solved layout the run lints (nil: it lints the stored
    /// frames only).
    let layoutsBefore: [(name: String, findings: [Finding])]?
    let manifest: Manifest
    let images: ImageStore
    let masks: MaskCache
    /// The screen as it was.
    let original: Analysed
    /// Resizing keeps every view's index, so the original scene names them all.
    let sizes: ImportedSizing
    /// What checking may spend on this screen, in views linted again (deterministic, unlike a
    /// clock): the screen is linted again only after a change was taken.
    let budget: AdviceVerifier.Budget
    /// The screen with the fixes so far.
    private var spec: ScreenSpec
    /// The same with only the changes the manifest holds, for the layouts the run lints.
    private var inManifest: ScreenSpec
    private var attempted = Set<AdviceVerifier.FindingKey>()
    private var fixed: [Fixed] = []
    private var unfixed: [Unfixed] = []
    /// The frames its file sizes that the fixes grow, by the ids of their views.
    private var resized: [Made] = []

    init(
        fixer: ManifestFixer, screen: ScreenSpec, layoutsBefore: [(name: String, findings: [Finding])]?,
        manifest: Manifest,
        images: ImageStore, masks: MaskCache
    ) {
        (self.fixer, self.screen, self.layoutsBefore, self.manifest) = (fixer, screen, layoutsBefore, manifest)
        (self.images, self.masks) = (images, masks)
        original = fixer.linter.analyze(screen, of: manifest, images: images, masks: masks)
        sizes = ImportedSizing(
            screen: screen, scene: original.analysis.scene,
            maxBytes: fixer.linter.options.configuration.manifestLimits.maxXMLBytes)
        budget = AdviceVerifier.Budget(fixer.budgetPerScreen)
        (spec, inManifest) = (screen, screen)
    }

    private var linter: Linter { fixer.linter }

    private func analyze(_ screen: ScreenSpec) -> Analysed {
        linter.analyze(screen, of: manifest, images: images, masks: masks)
    }

    private static func key(_ finding: Finding) -> AdviceVerifier.FindingKey {
        AdviceVerifier.FindingKey(rule: finding.rule, view: finding.view)
    }

    private func unfixed(_ target: Finding, _ why: String) -> Unfixed {
        Unfixed(
            location: target.location, screen: screen.name, view: target.view, rule: target.rule, why: why,
            viewName: target.viewName)
    }

    /// The fixes of the screen, applied one after the other, and the screen with all of them.
    mutating func run() -> (fixed: [Fixed], unfixed: [Unfixed], final: ScreenSpec) {
        fixOnStoredFrames()
        let stored = (fixed: fixed, spec: spec, inManifest: inManifest)
        // Findings of other layouts than the stored frames (a button too small on the iPhone SE
        // alone), each planned on the first layout that has it, with the fixes before it in.
        let (planned, refused) = planOnLayouts()
        unfixed += refused
        guard !stored.fixed.isEmpty || !planned.isEmpty else { return ([], unfixed, screen) }
        let problem = {
            [fixer, screen, original, layoutsBefore, manifest, images, masks]
            (fixed: [Fixed], spec: ScreenSpec, inManifest: ScreenSpec) in
            fixer.problem(
                of: fixed, in: screen, spec: spec, inManifest: inManifest, original: original.findings,
                layoutsBefore: layoutsBefore,
                manifest: manifest, images: images, masks: masks)
        }
        guard let why = problem(stored.fixed + planned, spec, inManifest) else {
            return (stored.fixed + planned, unfixed, spec)
        }
        // The fixes planned on layouts go first: those of the stored frames stand as they did
        // without them.
        guard !planned.isEmpty, !stored.fixed.isEmpty, problem(stored.fixed, stored.spec, stored.inManifest) == nil
        else {
            return ([], unfixed + (stored.fixed + planned).map { $0.unfixed(why) }, screen)
        }
        return (stored.fixed, unfixed + planned.map { $0.unfixed(why) }, stored.spec)
    }

    /// Fixes the stored frames' findings one after the other until none is left or the budget
    /// is spent; the screen is analysed again after each change taken.
    private mutating func fixOnStoredFrames() {
        var current: Current?
        var next = 0
        // `spec`'s layout solved as it stands, shared by the checks of every finding tried on it.
        var layoutBase = ResolvedResize.Memo()
        while true {
            if current == nil {
                layoutBase = ResolvedResize.Memo()
                let (analysis, findings) = analyze(spec)
                budget.left -= analysis.scene.views.count
                current = Current(
                    analysis: analysis, findings: findings, keyed: AdviceVerifier.keyed(findings),
                    fixable: findings.filter { ManifestFixer.fixableRules.contains($0.rule) })
                next = 0
            }
            let now = current!
            while next < now.fixable.count, attempted.contains(Self.key(now.fixable[next])) { next += 1 }
            let open = now.fixable[next...]
            guard let target = open.first, let view = now.analysis.scene.view(id: target.view) else { break }
            let views = now.analysis.scene.views.count
            if budget.left < views {
                let left = open.filter { !attempted.contains(Self.key($0)) }
                unfixed += left.map { unfixed($0, fixer.overBudget(views)) }
                attempted.formUnion(left.map(Self.key))
                break
            }
            attempted.insert(Self.key(target))
            if take(target, view: view, on: now, layoutBase: layoutBase) { current = nil }
        }
    }

    /// Chooses the change for `target` on the screen as it stands and makes it; false when none
    /// is made (the reason is recorded).
    private mutating func take(_ target: Finding, view: SceneView, on now: Current, layoutBase: ResolvedResize.Memo)
        -> Bool
    {
        let (linter, manifest, images, masks, analysis) = (
            self.linter, self.manifest, self.images, self.masks, now.analysis
        )
        var verifier = AdviceVerifier(
            screen: spec, analysis: analysis, configuration: linter.options.configuration, findings: now.findings,
            keyedFindings: now.keyed
        ) { copy, variant, changed in
            linter.relint(
                copy, of: manifest, images: images, masks: masks, variant: variant, changed: changed, original: analysis
            )
        }
        verifier.budget = budget
        verifier.sizing = sizes.sizing(of:)
        verifier.layoutBase = layoutBase
        let (accepted, why) = fixer.choose(for: target, view: view, verifier: verifier, sizes: sizes)
        guard let accepted else {
            let views = analysis.scene.views.count
            let spent = budget.left < views ? fixer.overBudget(views) : nil
            unfixed.append(
                unfixed(
                    target, why ?? spent ?? target.evidence.advice?.options ?? "no change hitlint can make removes it"))
            return false
        }
        let sized = try? sizes.sizing(of: accepted.view)?.get()
        if let shared = ManifestFixer.sharedConstraint(accepted, sized, resized) {
            unfixed.append(unfixed(target, shared))
            return false
        }
        // Only a resize its file sizes is solved again; it is solved against `spec` as it stands.
        var base: ResolvedResize.Base?? = nil
        if case .resize = accepted, sized != nil { base = layoutBase.base(of: spec) }
        guard let next = ResolvedResize.spec(of: spec, applying: accepted, id: view.id, sizing: sized, base: base)
        else {
            unfixed.append(unfixed(target, ManifestFixer.arrangedNotLaidOut))
            return false
        }
        spec = next
        if case .resize = accepted {
            resized.append((accepted, accepted.views.map { original.analysis.scene.views[$0].id }, sized))
        } else {
            inManifest = ScreenVariant.whole.spec(of: inManifest, applying: [accepted])
        }
        fixed.append(
            ManifestFixer.fixed(accepted, for: target, in: screen, scene: original.analysis.scene, sizes: sizes))
        return true
    }

    /// Whether a finding is one a fix may still take: of a fixable rule, on a view of the stored
    /// frames (`storedIDs`), not tried yet.
    private func isOpen(_ finding: Finding, _ storedIDs: [String: Int]) -> Bool {
        ManifestFixer.fixableRules.contains(finding.rule) && storedIDs[finding.view] != nil
            && !attempted.contains(Self.key(finding))
    }

    /// The fixes of the findings that the stored frames do not have and the layouts the run lints
    /// do (docs/layout.md; a button too small on the iPhone SE alone). `layoutsBefore` holds each
    /// solved layout's findings of the screen as it was: a layout with a fixable finding on a view
    /// not tried yet is laid out with the fixes so far in (those the manifest holds solved in,
    /// those made after them applied by view id, as its views are numbered otherwise), and its
    /// findings are planned there as on the stored frames, layout after layout. The change is made
    /// to the screen (`spec`, and `inManifest` unless it is a frame its file sizes); every fix is
    /// then checked on every layout with the others (`layoutProblem`). Refusals name the layout.
    private mutating func planOnLayouts() -> (fixed: [Fixed], unfixed: [Unfixed]) {
        let before = layoutsBefore ?? []
        let selection = linter.options.layouts ?? manifest.layouts ?? .design
        let storedIDs = ScreenVariant.numbers(in: screen)
        guard before.contains(where: { layout in layout.findings.contains { isOpen($0, storedIDs) } }) else {
            return ([], [])
        }
        let layouts = ScreenLayouts(
            screen: inManifest, selection: selection, limits: linter.options.configuration.manifestLimits,
            app: manifest.app)
        guard layouts.unsolved == nil else { return ([], []) }
        let had = Dictionary(before.map { ($0.name, $0.findings) }, uniquingKeysWith: { a, _ in a })
        var layoutPlan = LayoutPlan(made: resized)
        for layout in layouts.layouts where layout.target != nil {
            guard had[layout.name]?.contains(where: { isOpen($0, storedIDs) }) ?? false else { continue }
            for screenOfLayout in [layout.screen] + layout.scrolled {
                planLayout(layout.name, screenOfLayout, storedIDs: storedIDs, into: &layoutPlan)
            }
        }
        return (layoutPlan.fixed, layoutPlan.unfixed)
    }

    /// Plans the open findings of one screen of the layout `name`, laid out with the changes so far.
    private mutating func planLayout(
        _ name: String, _ screenOfLayout: ScreenSpec, storedIDs: [String: Int], into plan: inout LayoutPlan
    ) {
        let numbered = ScreenVariant.numbers(in: screenOfLayout)
        var laid = screenOfLayout
        for change in plan.made {
            if let remedy = change.remedy.on(change.views, numbered: numbered) {
                laid = ResolvedResize.planned(laid, applying: remedy, id: change.views.first, sizing: change.sizing)
            }
        }
        var analysed = analyze(laid)
        while let target = analysed.findings.first(where: { isOpen($0, storedIDs) }),
            let view = analysed.analysis.scene.view(id: target.view)
        {
            attempted.insert(Self.key(target))
            if let why = planOne(target, view: view, on: name, laid: &laid, analysed: analysed, into: &plan) {
                plan.unfixed.append(unfixed(target, "on \(name): \(why)"))
            } else {
                analysed = analyze(laid)
            }
        }
    }

    /// Chooses the change for `target` on a layout and makes it on the screen (`laid` too); why
    /// not, or nil when it is made.
    private mutating func planOne(
        _ target: Finding, view: SceneView, on name: String, laid: inout ScreenSpec, analysed: Analysed,
        into plan: inout LayoutPlan
    ) -> String? {
        let scene = analysed.analysis.scene
        guard budget.left >= scene.views.count else { return fixer.overBudget(scene.views.count) }
        let sizes = ImportedSizing(
            screen: laid, scene: scene, maxBytes: linter.options.configuration.manifestLimits.maxXMLBytes)
        let (linter, manifest, images, masks, analysis) = (
            self.linter, self.manifest, self.images, self.masks, analysed.analysis
        )
        var verifier = AdviceVerifier(
            screen: laid, analysis: analysis, configuration: linter.options.configuration, findings: analysed.findings
        ) { copy, variant, changed in
            linter.relint(
                copy, of: manifest, images: images, masks: masks, variant: variant, changed: changed, original: analysis
            )
        }
        verifier.budget = budget
        verifier.sizing = sizes.sizing(of:)
        verifier.layoutBase = sizes.layoutBase
        let (accepted, why) = fixer.choose(for: target, view: view, verifier: verifier, sizes: sizes)
        guard let accepted else {
            let spent = budget.left < scene.views.count ? fixer.overBudget(scene.views.count) : nil
            return why ?? spent ?? target.evidence.advice?.options ?? "no change hitlint can make removes it"
        }
        // The same change on the stored frames, whose views are numbered otherwise.
        let ids = accepted.views.map { scene.views[$0].id }
        guard let onStored = accepted.on(ids, numbered: ScreenVariant.numbers(in: spec)) else {
            return "the view it changes is not on the stored frames"
        }
        let sized = try? sizes.sizing(of: accepted.view)?.get()
        if let shared = ManifestFixer.sharedConstraint(accepted, sized, plan.made) { return shared }
        guard let next = ResolvedResize.spec(of: spec, applying: onStored, id: ids.first, sizing: sized) else {
            return ManifestFixer.arrangedNotLaidOut
        }
        spec = next
        if case .resize = accepted {
        } else {
            inManifest = ScreenVariant.whole.spec(of: inManifest, applying: [onStored])
        }
        plan.made.append((accepted, ids, sized))
        laid = ResolvedResize.planned(laid, applying: accepted, id: ids.first, sizing: sized)
        budget.left -= scene.views.count
        var change = ManifestFixer.fixed(accepted, for: target, in: screen, scene: scene, sizes: sizes)
        change.plannedOn = name
        plan.fixed.append(change)
        return nil
    }
}
