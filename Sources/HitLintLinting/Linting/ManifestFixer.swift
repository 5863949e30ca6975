import Foundation
import HitLintCore
import HitLintEngine
import HitLintInput

/// `hitlint fix` (docs/fixes.md): for each `too-small` or `tap-accuracy` finding, the change its
/// advice names once checked (a threshold when the view's threshold is the cause, else the
/// smallest whole-point `enlarge` per side), applied screen by screen so that each fix sees the
/// ones before it; then the whole screen is linted again with every fix in, and a screen whose
/// fixes together create or worsen a finding keeps none. The edits keep every other byte of the
/// manifest.
package struct ManifestFixer: Sendable {
    package let linter: Linter

    package init(options: LintOptions) { linter = Linter(options: options) }

    package struct Fixed: Sendable, Hashable {
        package let location: SourceLocation
        package let screen: String
        package let view: String
        package let rule: String
        /// The key as written, e.g. `enlarge: [0, 4, 4, 0]`, or the change of the storyboard or XIB.
        package let change: String
        /// For a view its storyboard or XIB sizes: the growth of its frame on each side.
        package var resize: Insets? = nil
        /// For a view whose class reads its threshold from a runtime attribute: the number to write.
        package var attribute: ClassNumber? = nil
        /// The layout it was planned on, for a finding the stored frames do not have.
        package var plannedOn: String? = nil
        /// A resize of a view a stack view arranges: its neighbours move with it, and the stack
        /// lays them out otherwise on other devices.
        package var movesNeighbours = false
        /// How messages name the view (`Finding.viewName`).
        package var viewName: String? = nil

        /// The view as messages name it.
        package var quotedView: String { viewName ?? "'\(view)'" }

        package init(
            location: SourceLocation,
            screen: String,
            view: String,
            rule: String,
            change: String,
            resize: Insets? = nil,
            attribute: ClassNumber? = nil,
            plannedOn: String? = nil,
            movesNeighbours: Bool = false
        ) {
            self.location = location
            self.screen = screen
            self.view = view
            self.rule = rule
            self.change = change
            self.resize = resize
            self.attribute = attribute
            self.plannedOn = plannedOn
            self.movesNeighbours = movesNeighbours
        }
    }

    /// The findings of every screen of `manifest` on every layout the run lints
    /// (docs/layout.md), without advice (what fixes are compared by), the screens linted in parallel as `lint`
    /// does. When the run lints layouts, each finding carries its layout's name (`design` for the
    /// stored frames), and a screen left unsolved its note, under `all`.
    func findings(of manifest: Manifest) -> [Finding] {
        let images = ImageStore(decoder: PNGDecoder(limits: linter.options.configuration.pngLimits), keepColour: false)
        let masks = MaskCache()
        let linter = self.linter
        return Parallel.map(manifest.screens.count, jobs: linter.options.jobs) { n in
            let screen = manifest.screens[n]
            guard let layouts = layoutFindings(of: screen, in: manifest, images: images, masks: masks) else {
                return linter.analyze(screen, of: manifest, images: images, masks: masks).findings
            }
            return layouts.flatMap { layout in layout.findings.map { $0.on([layout.name]) } }
        }.flatMap { $0 }
    }

    /// The findings of `screen` on each layout the run lints, by layout name; nil when it lints
    /// the stored frames only. A screen left unsolved (after an edit of its file, say) is linted
    /// on its stored frames, after its `layout-unsolved` note under `all`. `solvedOnly` leaves
    /// out the stored frames.
    private func layoutFindings(
        of screen: ScreenSpec, in manifest: Manifest, images: ImageStore, masks: MaskCache, solvedOnly: Bool = false
    ) -> [(name: String, findings: [Finding])]? {
        let layouts = ScreenLayouts(
            screen: screen, selection: linter.options.layouts ?? manifest.layouts ?? .design,
            limits: linter.options.configuration.manifestLimits, app: manifest.app)
        guard layouts.asked else { return nil }
        let note = layouts.unsolved.map {
            // Its statement is why, for the reason a refused fix gives.
            (
                name: "all",
                findings: [
                    Finding(
                        rule: LayoutUnsolvedRule.identifier, severity: .note, location: screen.location,
                        screen: screen.name,
                        view: screen.importedID ?? "", message: $0)
                ]
            )
        }
        return (note.map { [$0] } ?? [])
            + layouts.layouts.filter { !solvedOnly || $0.target != nil }.map { layout in
                let screens = [layout.screen] + layout.scrolled
                return (
                    layout.name,
                    screens.flatMap { linter.analyze($0, of: manifest, images: images, masks: masks).findings }
                )
            }
    }

    /// Why the fixes of `screen` (each removing its finding on the stored frames, all together
    /// too) cannot be made: on some layout the run lints, a fixed finding remains or another is
    /// new or worse. `changed` is the screen with the fixes that the manifest holds (a view's
    /// size in its storyboard or XIB is checked once the file is edited, by `fixFiles`).
    private func layoutProblem(
        _ fixed: [Fixed], of screen: ScreenSpec, before: [(name: String, findings: [Finding])], changed: ScreenSpec,
        in manifest: Manifest, images: ImageStore, masks: MaskCache
    ) -> String? {
        // The stored frames were checked with every fix in, the frames grown too.
        guard let after = layoutFindings(of: changed, in: manifest, images: images, masks: masks, solvedOnly: true)
        else { return nil }
        let inManifest = fixed.filter { $0.resize == nil }
        let previous = Dictionary(before.map { ($0.name, $0.findings) }, uniquingKeysWith: { a, _ in a })
        for new in after {
            switch Self.together(
                fixed, checked: inManifest, before: previous[new.name] ?? [], after: new.findings, on: new.name)
            {
            case .stillReported(let finding):
                return "on \(new.name), with the fixes of screen '\(screen.name)' in, \(finding.rule) still reports it"
            case .madeOrWorse(let finding):
                return
                    "on \(new.name), the fixes of screen '\(screen.name)' together make a new \(finding.rule) finding on \(finding.quotedView)"
            case nil: continue
            }
        }
        return nil
    }

    /// What stops a screen's fixes, judged on its findings before and after them all.
    package enum Together {
        /// A fixed finding is still reported.
        case stillReported(Finding)
        /// Another finding is new, or worse by its measure.
        case madeOrWorse(Finding)
    }

    /// The first finding of `after` that stops `fixed`: one of `checked` (those whose finding
    /// this screen shows) still reported, or a finding new or worse than in `before`. A fixable
    /// rule's other findings on a fixed view are left to that view's own checks, where those ran
    /// on the layout judged (`layout`: its name, nil for the stored frames; a fix is planned on
    /// the stored frames or on one layout, `Fixed.plannedOn`). Nil: they hold.
    package static func together(
        _ fixed: [Fixed], checked: [Fixed], before: [Finding], after: [Finding], on layout: String? = nil
    )
        -> Together?
    {
        let was = Dictionary(before.map { (AdviceVerifier.FindingKey($0), $0) }, uniquingKeysWith: { a, _ in a })
        let fixedViews = Set(fixed.map(\.view))
        let checkedHere = Set(fixed.filter { $0.plannedOn == layout }.map(\.view))
        for finding in after {
            if fixedViews.contains(finding.view) && fixableRules.contains(finding.rule) {
                if checked.contains(where: { $0.view == finding.view && $0.rule == finding.rule }) {
                    return .stillReported(finding)
                }
                if checkedHere.contains(finding.view) { continue }
            }
            if was[AdviceVerifier.FindingKey(finding)].map({ worsens(finding, $0) }) ?? true {
                return .madeOrWorse(finding)
            }
        }
        return nil
    }

    /// Whether `finding` is worse than `old`, the same finding before a change, by its measure.
    package static func worsens(_ finding: Finding, _ old: Finding) -> Bool {
        guard let measure = finding.evidence.measure, let was = old.evidence.measure else { return false }
        return measure.isWorse(than: was.value)
    }

    package struct Unfixed: Sendable, Hashable {
        package let location: SourceLocation
        package let screen: String
        package let view: String
        package let rule: String
        package let why: String
        /// How messages name the view (`Finding.viewName`).
        package var viewName: String? = nil

        /// The view as messages name it.
        package var quotedView: String { viewName ?? "'\(view)'" }
    }

    package struct FileChange: Sendable {
        package let path: String
        package let before: [UInt8]
        package let edits: [TextEdit]
        package var after: [UInt8] { TextEdit.apply(edits, to: before) }
        /// The change as a unified diff (`--dry-run`).
        package var diff: String { UnifiedDiff.render(path: path, before: before, edits: edits) }
    }

    package struct Result: Sendable {
        package var fixed: [Fixed] = []
        package var unfixed: [Unfixed] = []
        package var files: [FileChange] = []
        /// Manifests that could not be read.
        package var problems: [Diagnostic] = []
    }

    /// What `fix` may spend checking changes on one screen, in views linted again (a relint of a
    /// screen of 30 views costs 30; lint's advice stops at 64): on a screen of 800 small buttons,
    /// about 310 fixes, 10 s of a release build (docs/fixes.md, "Cost").
    package static let defaultBudgetPerScreen = 500_000

    /// This run's budget per screen (tests set a small one).
    package var budgetPerScreen = ManifestFixer.defaultBudgetPerScreen

    /// Why a finding was not tried: the screen's budget is spent.
    package func overBudget(_ views: Int) -> String {
        "not tried: hitlint fix checks at most \(budgetPerScreen) views linted again per screen (this one has \(views)), and the fixes before it used them; apply these fixes and run it again"
    }

    /// The rules whose findings `fix` mends: `too-small` and `tap-accuracy`.
    package static let fixableRules = EnlargePlanner.goalRules

    package func fix(manifestPaths: [String]) -> Result {
        var result = Result()
        let loader = linter.options.loader
        for path in manifestPaths {
            do throws(InputError) {
                let manifest = try loader.load(path: path)
                let bytes = [UInt8](
                    try TextFile.readBytes(
                        at: URL(fileURLWithPath: path), displayPath: path,
                        maxBytes: linter.options.configuration.manifestLimits.maxFileBytes,
                        limitName: "limits.maxFileBytes", confinedTo: linter.options.paths.manifestFolder))
                fix(manifest, bytes: bytes, into: &result)
            } catch {
                result.problems += error.diagnostics
            }
        }
        return result
    }

    private func fix(_ manifest: Manifest, bytes: [UInt8], into result: inout Result) {
        let images = ImageStore(decoder: PNGDecoder(limits: linter.options.configuration.pngLimits), keepColour: false)
        let masks = MaskCache()
        var edits: [ViewKeyEdit] = []
        var fixedHere: [Fixed] = []
        var resized: [Resized] = []
        // Each screen's findings on the layouts the run lints, the screens in parallel.
        let linter = self.linter
        let layoutsBefore = Parallel.map(manifest.screens.count, jobs: linter.options.jobs) { n in
            layoutFindings(of: manifest.screens[n], in: manifest, images: images, masks: masks, solvedOnly: true)
        }
        for (screen, layoutsBefore) in zip(manifest.screens, layoutsBefore) {
            var screenFixer = ScreenFixer(
                fixer: self, screen: screen, layoutsBefore: layoutsBefore, manifest: manifest, images: images,
                masks: masks)
            let (fixed, unfixed, final) = screenFixer.run()
            result.unfixed += unfixed
            guard !fixed.isEmpty else { continue }
            let keys = keyEdits(from: screen, to: final)
            edits += keys
            fixedHere += fixed.filter { $0.resize == nil && $0.attribute == nil }
            resized += fixed.filter { $0.resize != nil || $0.attribute != nil }.map {
                Resized(screen: screen, fixed: $0)
            }
        }
        // The manifest's key edits, made once: the storyboard and XIB edits are checked with them in.
        let editor = edits.isEmpty ? nil : ManifestEditor(bytes: bytes)
        var changes: Swift.Result<[TextEdit], ManifestEditor.EditError>?
        if let editor {
            do throws(ManifestEditor.EditError) { changes = .success(try editor.edits(edits)) } catch {
                changes = .failure(error)
            }
        }
        let editedManifest = try? changes?.get()
        if !resized.isEmpty {
            let edited = editedManifest.map { String(decoding: TextEdit.apply($0, to: bytes), as: UTF8.self) }
            fixFiles(resized, of: manifest, editedManifest: edited, into: &result)
        }
        guard !edits.isEmpty else { return }
        guard let changes else {
            result.unfixed += fixedHere.map {
                $0.unfixed(
                    "\(manifest.path) uses YAML aliases, which hitlint fix does not edit; write \($0.change) yourself")
            }
            return
        }
        switch changes {
        case .success(let changes):
            result.fixed += fixedHere
            result.files.append(FileChange(path: manifest.path, before: bytes, edits: changes))
        case .failure:
            result.unfixed += fixedHere.map {
                $0.unfixed("hitlint could not find where the view is written in \(manifest.path)")
            }
        }
    }

    /// Why a screen's fixes cannot be made together: with all of them in, on the whole screen
    /// (`spec`) a fixed finding remains or another is new or worse; or so on some layout the run
    /// lints (`inManifest`: the fixes the manifest holds; a view's size in its storyboard or XIB
    /// is checked once the file is edited, by `fixFiles`). Nil: they hold.
    func problem(
        of fixed: [Fixed], in screen: ScreenSpec, spec: ScreenSpec, inManifest: ScreenSpec, original: [Finding],
        layoutsBefore: [(name: String, findings: [Finding])]?, manifest: Manifest, images: ImageStore, masks: MaskCache
    ) -> String? {
        let after = linter.analyze(spec, of: manifest, images: images, masks: masks).findings
        switch Self.together(fixed, checked: fixed, before: original, after: after) {
        case .stillReported(let finding):
            return "with the other fixes of screen '\(screen.name)' in, \(finding.rule) still reports it"
        case .madeOrWorse(let finding):
            return
                "the fixes of screen '\(screen.name)' together make a new \(finding.rule) finding on \(finding.quotedView)"
        case nil: break
        }
        guard let layoutsBefore else { return nil }
        return layoutProblem(
            fixed, of: screen, before: layoutsBefore, changed: inManifest, in: manifest, images: images, masks: masks)
    }

    /// The change `hitlint fix` makes for `target` on `view`, checked on `verifier`'s screen: the
    /// first of its finding's remedies on that view that holds (a growth planned, a threshold
    /// checked), else why none does.
    func choose(for target: Finding, view: SceneView, verifier: AdviceVerifier, sizes: ImportedSizing) -> (
        remedy: Remedy?, why: String?
    ) {
        let key = AdviceVerifier.FindingKey(target)
        var why: String?
        for candidate in target.evidence.advice?.remedies ?? [.grow(view: view.index)]
        where candidate.view == view.index {
            switch candidate {
            case .grow:
                switch verifier.planner(for: view.index) {
                case .failure(.refused(let reason)): why = why ?? reason
                case .success(let planner):
                    switch planner.plan(view: view.index, rule: target.rule) {
                    case .enlarge(let insets, _): return (planner.remedy(view: view.index, insets), nil)
                    case .impossible(let reason): why = why ?? reason
                    case .unchecked: break
                    }
                }
            case .threshold:
                // An imported view's threshold is its class's: the manifest cannot change the app's,
                // the file can where the class reads it from a runtime attribute.
                if sizes.sizing(of: view.index) != nil, sizes.spec(of: view.index)?.imported?.thresholdAttribute == nil
                {
                    why = why ?? "its threshold is set by its class in code; change it there"
                    continue
                }
                if let outcome = verifier.outcome(of: [candidate]), outcome.harm == nil, outcome.removed.contains(key) {
                    return (candidate, nil)
                }
            default: continue
            }
        }
        return (nil, why)
    }

    /// The record of `accepted`, the change chosen for `target` in `scene` (of `screen`): a runtime
    /// attribute or a frame its file sizes, else a key of the manifest.
    static func fixed(
        _ accepted: Remedy, for target: Finding, in screen: ScreenSpec, scene: Scene, sizes: ImportedSizing
    )
        -> Fixed
    {
        var fixed = change(accepted, for: target, in: screen, scene: scene, sizes: sizes)
        fixed.viewName = target.viewName
        return fixed
    }

    /// `fixed` before it names its view.
    private static func change(
        _ accepted: Remedy, for target: Finding, in screen: ScreenSpec, scene: Scene, sizes: ImportedSizing
    )
        -> Fixed
    {
        if case .threshold(let index, let value) = accepted, sizes.sizing(of: index) != nil,
            let facts = sizes.spec(of: index)?.imported, let key = facts.thresholdAttribute,
            let backend = FixBackends.backend(for: screen)
        {
            let number = ClassNumber(
                keyPath: key, value: value / (facts.attributeScale == 0 ? 1 : facts.attributeScale))
            let wording = type(of: backend).numberWording(number, of: scene.views[index].quoted)
            var change = Fixed(
                location: target.location, screen: screen.name, view: target.view, rule: target.rule,
                change: "\(wording) (threshold \(MessageFormat.number(value, places: 3)))")
            change.attribute = number
            return change
        }
        if case .resize(let index, let growth) = accepted, case .success(let sized)? = sizes.sizing(of: index) {
            var change = Fixed(
                location: target.location, screen: screen.name, view: target.view, rule: target.rule,
                change: sized.wording(name: scene.views[index].quoted, growing: growth))
            change.resize = growth
            change.movesNeighbours = sized.arranged
            return change
        }
        return Fixed(
            location: target.location, screen: screen.name, view: target.view, rule: target.rule,
            change: keyText(accepted))
    }
}

extension ManifestFixer.Fixed {
    /// This fix, not made after all, with why.
    package func unfixed(_ why: String) -> ManifestFixer.Unfixed {
        ManifestFixer.Unfixed(location: location, screen: screen, view: view, rule: rule, why: why, viewName: viewName)
    }
}
