import Dispatch
import Foundation
import HitLintCore
import HitLintEngine
import HitLintInput

/// What a lint run is asked to do.
public struct LintOptions: Sendable {
    /// Rule settings and input limits.
    public var configuration: LintConfiguration
    public var registry: RuleRegistry
    /// Overrides every manifest's scale.
    public var scale: Int?
    /// Checks every button in this state (`--state`); nil: each in its own.
    package var state: ControlState?

    /// The finger the metrics model: `tap-accuracy`'s `sigma` as configured.
    package var finger: FingerModel {
        FingerModel(
            sigma: configuration.entry(for: TapAccuracyRule.identifier)?.parameters[TapAccuracyRule.sigma]
                ?? TapAccuracyRule.sigma.defaultValue)
    }
    /// Screens linted at once; 1 is sequential.
    public var jobs: Int
    /// Where manifests may read images from.
    package var paths = PathPolicy()
    /// Render a hit map PNG per screen (`ScreenReport.hitMap`); decodes images in colour.
    package var renderHitMaps = false
    /// Only these screens (`--changed`); nil: every screen of every manifest.
    package var selection: ScreenSelection? = nil
    /// The layouts to lint (`--device`, `--devices`, `--orientation`); nil: each manifest's
    /// `devices:` and `orientations:`, else the stored frames alone.
    package var layouts: LayoutSelection? = nil
    /// Draw the legend strip below each map: `--hitmap-dir`'s PNGs stand alone; the HTML report
    /// has its legend and names each target's colour in its table, so its maps leave it out.
    package var hitMapLegends = true

    public init(
        configuration: LintConfiguration = .builtIn(), registry: RuleRegistry = .standard, scale: Int? = nil,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.configuration = configuration
        self.registry = registry
        self.scale = scale
        self.jobs = max(1, jobs)
    }

    /// The manifest `init` would write for a folder's Xcode project (the commands give it).
    package var projectManifest: ProjectManifestText? = nil

    /// The loader of this run's inputs: every command loads through it.
    package var loader: ManifestLoader {
        var loader = ManifestLoader(limits: configuration.manifestLimits, knownRuleIDs: registry.ids, paths: paths)
        loader.defaultAssets = configuration.assets.map { URL(fileURLWithPath: $0, isDirectory: true) }
        // The stored frames need the layouts too: a resize that moves other views (a stack view's
        // neighbours) is checked by solving the screen's layout again (`ResolvedResize`).
        loader.readsLayouts = true
        loader.projectManifest = projectManifest
        return loader
    }
}

/// The pipeline: manifest -> view tree -> raster -> metrics -> findings -> report.
public struct Linter: Sendable {
    package let options: LintOptions

    public init(options: LintOptions = LintOptions()) { self.options = options }

    /// Loads every manifest, then lints their screens; manifests load in parallel too. A
    /// manifest that cannot be read becomes `input-error` findings (all its problems, located)
    /// and the others are linted all the same.
    public func lint(manifestPaths: [String]) -> LintReport {
        let started = ContinuousClock.now
        let loader = options.loader
        let loaded = Parallel.map(manifestPaths.count, jobs: options.jobs) { n -> Result<Manifest, InputError> in
            do throws(InputError) { return .success(try loader.load(path: manifestPaths[n])) } catch {
                return .failure(error)
            }
        }
        var manifests: [Manifest] = []
        var problems: [Diagnostic] = []
        for result in loaded {
            switch result {
            case .success(let manifest): manifests.append(manifest)
            case .failure(let error): problems += error.diagnostics
            }
        }
        if let selection = options.selection { manifests = selection.apply(to: manifests) }
        let loading = ContinuousClock.now - started
        var report = lint(manifests).adding(inputDiagnostics: problems)
        report.timings.add(.load, loading)
        report.timings.wallSeconds += loading.seconds
        return report
    }

    /// What a run lints: the screens kept (a scroll view's content is linted in its holder's
    /// layouts where it can be), each one's layouts, and every layout's screen in order.
    private struct LintWork {
        typealias Item = (manifest: Manifest, screen: ScreenSpec, group: Int, layout: Int, base: ResolvedResize.Base?)
        let screenList: [(Manifest, ScreenSpec)]
        let chosen: [ScreenLayouts]
        /// Every layout's screen, and the screens of scroll content it pushed out, in order.
        let items: [Item]
    }

    /// Lints loaded manifests; screens run in parallel, the report keeps manifest and screen order.
    package func lint(_ manifests: [Manifest]) -> LintReport {
        let images = ImageStore(
            decoder: PNGDecoder(limits: options.configuration.pngLimits), keepColour: options.renderHitMaps)
        let masks = MaskCache()
        let files = ImportedSizing.Files([:])
        let editors = ManifestEditors([:])
        let started = ContinuousClock.now
        let work = lintWork(manifests)
        let timings = Locked(PhaseTimings())
        let linted = Parallel.map(work.items.count, jobs: options.jobs) { n in
            var screenTimings = PhaseTimings()
            let item = work.items[n]
            let report = lintScreen(
                item.screen, of: item.manifest, images: images, masks: masks, timings: &screenTimings, files: files,
                editors: editors, layoutBase: item.base)
            timings.withLock { $0.merge(screenTimings) }
            return report
        }
        var merged = mergeLayouts(of: work, linted)
        // A change checked on the layouts a finding holds on, checked on the others too.
        let checking = ContinuousClock.now
        merged = AdviceAcrossLayouts(linter: self, images: images, masks: masks).check(
            merged, layouts: work.chosen, screens: work.screenList)
        timings.withLock { $0.add(.advice, ContinuousClock.now - checking) }
        let screens = Linter.oncePerValue(merged.flatMap { $0 }, registry: options.registry)
        var total = timings.withLock { $0 }
        total.wallSeconds = (ContinuousClock.now - started).seconds
        (total.masksBuilt, total.masksReused) = (masks.built, masks.hits)
        return report(of: manifests, screens: screens, layouts: work.chosen, timings: total).budgetNotedOnce()
    }

    /// Each screen's layouts (docs/layout.md), solved in parallel; every layout of every screen
    /// is then linted as a screen of its own.
    private func lintWork(_ manifests: [Manifest]) -> LintWork {
        let allScreens = manifests.flatMap { manifest in manifest.screens.map { (manifest, $0) } }
        let contents = ScrollContents(allScreens.map { ($0.0.path, $0.1) })
        let allChosen = Parallel.map(allScreens.count, jobs: options.jobs) { n in
            ScreenLayouts(
                screen: allScreens[n].1, selection: options.layouts ?? allScreens[n].0.layouts ?? .design,
                limits: options.configuration.manifestLimits, app: allScreens[n].0.app,
                contents: contents.held(by: allScreens[n].1, in: allScreens[n].0.path))
        }
        // A scroll view's content is linted in its holder's layouts when every one of them is
        // solved (it is placed there again); else on its own stored frames, as read.
        let claimed = contents.claimed(allScreens.map { ($0.0.path, $0.1) }, layouts: allChosen)
        let kept = allScreens.indices.filter { !claimed.contains($0) }
        let screenList = kept.map { allScreens[$0] }
        let chosen = kept.map { allChosen[$0] }
        let items = chosen.enumerated().flatMap { group, layouts in
            layouts.layouts.enumerated().flatMap { index, layout -> [LintWork.Item] in
                [(manifest: screenList[group].0, screen: layout.screen, group: group, layout: index, base: layout.base)]
                    + layout.scrolled.map {
                        (manifest: screenList[group].0, screen: $0, group: group, layout: index, base: nil)
                    }
            }
        }
        return LintWork(screenList: screenList, chosen: chosen, items: items)
    }

    /// Per screen: its layouts merged, then each scroll content screen (by name) merged over the
    /// layouts it appears in.
    private func mergeLayouts(of work: LintWork, _ linted: [ScreenReport]) -> [[ScreenReport]] {
        var merged: [[ScreenReport]] = []
        var start = 0
        for (group, layouts) in work.chosen.enumerated() {
            var end = start
            while end < work.items.count && work.items[end].group == group { end += 1 }
            let entries = (start..<end).map { (layout: work.items[$0].layout, report: linted[$0]) }
            // An entry is scroll content when the one before it is of the same layout.
            let isContent = { (offset: Int) in
                offset > 0 && work.items[start + offset - 1].layout == entries[offset].layout
            }
            let (manifest, screen) = work.screenList[group]
            let main = entries.indices.filter { !isContent($0) }.map { entries[$0] }
            var screens = [mergedLayouts(main, layouts: layouts, screen: screen, manifest: manifest)]
            var names: [String] = []
            var byName: [String: [(layout: Int, report: ScreenReport)]] = [:]
            for offset in entries.indices where isContent(offset) {
                let entry = entries[offset]
                if byName[entry.report.name] == nil { names.append(entry.report.name) }
                byName[entry.report.name, default: []].append(entry)
            }
            for name in names {
                screens.append(mergedLayouts(byName[name]!, layouts: layouts, screen: nil, manifest: manifest))
            }
            merged.append(
                Linter.onceAcrossScrolling(screens, layouts: layouts.layouts.map(\.name), registry: options.registry))
            start = end
        }
        return merged
    }

    /// The run's report: its screens, what the sources found of whole files (unsupported ones,
    /// with the configured severity unless turned off, and controls no screen lints) and the
    /// layouts it linted, when it was asked for some.
    private func report(
        of manifests: [Manifest], screens: [ScreenReport], layouts chosen: [ScreenLayouts], timings: PhaseTimings
    )
        -> LintReport
    {
        let severity = options.configuration.entry(for: UnsupportedFileRule.identifier)?.severity
        let fileFindings = severity.map { severity in
            manifests.flatMap { manifest in
                manifest.unsupported.map {
                    UnsupportedFileRule.finding(for: $0, severity: severity, manifest: manifest.path)
                }
            }
        }
        var report = LintReport(
            manifests: manifests.map(\.path), screens: screens, fileFindings: fileFindings ?? [],
            notLinted: (manifests.flatMap(\.notLinted) + screens.flatMap(\.notLinted)).sorted {
                $0.location < $1.location
            },
            timings: timings)
        report.code = manifests.compactMap { manifest in
            manifest.code.flatMap { $0.filesRead > 0 || !$0.unread.isEmpty ? (manifest.path, $0) : nil }
        }
        if chosen.contains(where: \.asked) {
            var names: [String] = []
            var seen = Set<String>()
            for layouts in chosen {
                for layout in layouts.layouts {
                    guard let target = layout.target, seen.insert(layout.name).inserted else { continue }
                    names.append(target.isFile ? layout.name : target.description)
                }
            }
            report.layouts = LintedLayouts(
                names: names, shows: manifests.compactMap { m in m.app.map { (m.path, $0.description) } })
        }
        return report
    }

    /// The imported buttons and controls of a scene that are not targets, with why: hidden,
    /// not interactive or transparent (themselves or through an ancestor), or disabled.
    package static func notTargets(_ scene: Scene) -> [NotLinted] {
        scene.views.compactMap { view in
            guard view.kind.isTappable, !view.isTarget, view.imported != nil else { return nil }
            var why = view.hitSkipReason
            var ancestor = view.parent
            while why == nil, ancestor > 0 {
                if let reason = scene.views[ancestor].hitSkipReason {
                    why = "its superview \(scene.views[ancestor].quoted): \(reason)"
                }
                ancestor = scene.views[ancestor].parent
            }
            if why == nil, !view.enabled { why = "disabled (enabled is false)" }
            if why == nil, let inert = view.imported?.inert { why = inert }
            return NotLinted(location: view.location, id: view.id, reason: "not a target: \(why ?? "not hit-testable")")
        }
    }

    /// The manifests of a run read as editors, by path, when a finding of one first gets a fix
    /// (nil: not YAML an editor reads, or not readable).
    package typealias ManifestEditors = Locked<[String: ManifestEditor?]>

    /// One screen, start to end; only the report is kept, so memory does not grow with the run.
    package func lintScreen(
        _ screen: ScreenSpec, of manifest: Manifest, images: ImageStore, masks: MaskCache,
        timings: inout PhaseTimings, files: ImportedSizing.Files? = nil, editors: ManifestEditors? = nil,
        layoutBase: ResolvedResize.Base? = nil
    ) -> ScreenReport {
        var decodes = PhaseTimings()
        let sceneStart = ContinuousClock.now
        let scene = SceneBuilder(images: images).scene(
            for: screen, in: manifest, scale: options.scale, state: options.state, timings: &decodes)
        timings.merge(decodes)
        timings.add(.scene, (ContinuousClock.now - sceneStart) - .seconds(decodes.seconds[.decode] ?? 0))
        let raster = timings.measure(.raster) { HitRasterizer.rasterize(scene, cache: masks) }
        timings.screenPixels += scene.lattice.width * scene.lattice.height
        let metrics = timings.measure(.metrics) {
            MetricsCalculator.metrics(for: scene, raster: raster, finger: options.finger)
        }
        let analysis = ScreenAnalysis(scene: scene, raster: raster, metrics: metrics, finger: options.finger)
        let raw = timings.measure(.rules) {
            RuleRunner(registry: options.registry, configuration: options.configuration).findings(for: analysis)
        }
        let findings = timings.measure(.advice) {
            var verifier = AdviceVerifier(
                screen: screen, analysis: analysis, configuration: options.configuration, findings: raw
            ) {
                copy, variant, changed in
                relint(
                    copy, of: manifest, images: images, masks: masks, variant: variant, changed: changed,
                    original: analysis)
            }
            let sizes = ImportedSizing(
                screen: screen, scene: scene, maxBytes: options.configuration.manifestLimits.maxXMLBytes, files: files,
                layoutBase: layoutBase)
            verifier.sizing = sizes.sizing(of:)
            verifier.layoutBase = sizes.layoutBase
            verifier.fixing = manifestFixes(of: screen, scene: scene, in: manifest, editors: editors)
            return verifier.settle(raw)
        }
        let runner = RuleRunner(registry: options.registry, configuration: options.configuration)
        let reported = runner.decidedInCode(
            runner.catalogsUnknown(
                runner.backdrops(
                    runner.placedByApp(runner.boundToTargets(findings, of: analysis), of: analysis), of: analysis),
                known: manifest.catalogsKnown),
            of: analysis)
        let hitMap =
            options.renderHitMaps && HitMapRenderer.draws(scene.lattice)
            ? timings.measure(.report) {
                try? HitMapRenderer(analysis: analysis, findings: reported, legend: options.hitMapLegends).render()
                    .png()
            } : nil
        var report = ScreenReport(
            manifest: manifest.path, name: screen.name, scale: scene.scale, size: screen.size,
            location: screen.location, views: Linter.viewReports(analysis), findings: reported, hitMap: hitMap)
        report.notLinted = Linter.notTargets(scene)
        return report
    }

    /// The edit of the manifest a remedy is, for SARIF's `fixes` (a resize edits the file the
    /// screen is imported from, not the manifest: none). The manifest is read again only when a
    /// finding gets a fix, once per run (the layouts of every screen share it).
    private func manifestFixes(of screen: ScreenSpec, scene: Scene, in manifest: Manifest, editors: ManifestEditors?)
        -> (Finding, Remedy) -> FindingFix?
    {
        var editor: ManifestEditor??
        let limits = options.configuration.manifestLimits
        let folder = options.paths.manifestFolder
        return { _, remedy in
            guard ManifestFixer.keyValue(remedy) != nil else { return nil }
            if editor == nil { editor = editors?.withLock { $0[manifest.path] } }
            if editor == nil {
                let read =
                    (try? TextFile.readBytes(
                        at: URL(fileURLWithPath: manifest.path), displayPath: manifest.path,
                        maxBytes: limits.maxFileBytes,
                        limitName: "limits.maxFileBytes", confinedTo: folder))
                    .flatMap { ManifestEditor(bytes: [UInt8]($0)) }
                editor = read
                editors?.withLock { $0[manifest.path] = read }
            }
            return ManifestFixer.findingFix(
                remedy, view: scene.views[remedy.view], screen: screen, manifest: manifest, editor: editor ?? nil)
        }
    }

    /// The findings of a changed copy of `original`'s screen, advice unsettled, for an advice
    /// check (docs/fixes.md, "How advice is checked"). `changed`: the only views that hit-test
    /// differently, nothing else changed. Then the raster of the other views is reused, and the
    /// raster tells which targets the change touched: rules report on those, on the changed
    /// views (whose messages name their settings), and on the targets near where taps now go
    /// elsewhere (within the spacing circle, the farthest a rule compares two targets). Only
    /// the changed and touched targets, and those of which the user sees something where taps
    /// moved, are measured again; every other keeps its metrics.
    /// Without `changed` (a reorder, or several changes), the copy is linted around the targets
    /// `variant` names.
    package func relint(
        _ screen: ScreenSpec, of manifest: Manifest, images: ImageStore, masks: MaskCache, variant: ScreenVariant,
        changed: Range<Int>?, original: ScreenAnalysis
    ) -> AdviceVerifier.Relint {
        guard let changed else {
            let findings = analyze(
                screen, of: manifest, images: images, masks: masks, accuracyOf: variant.reached, only: variant.measured
            )
            .findings
            return AdviceVerifier.Relint(findings: findings, views: variant.reached, rules: nil)
        }
        let analysis = changedAnalysis(
            screen, of: manifest, images: images, masks: masks, changed: changed, original: original)
        let runner = RuleRunner(registry: options.registry, configuration: options.configuration)
        return AdviceVerifier.Relint(
            findings: runner.findings(for: analysis, hitTestingOnly: true),
            views: Set(analysis.targets.map(\.view.id)), rules: runner.hitTestingRuleIDs)
    }

    /// The analysis of a copy of `original`'s screen in which only the views `changed` hit-test
    /// differently (`relint`): every target has its metrics (measured again or kept; no sample
    /// points), and rules are to report on the targets it focuses on.
    package func changedAnalysis(
        _ screen: ScreenSpec, of manifest: Manifest, images: ImageStore, masks: MaskCache, changed: Range<Int>,
        original: ScreenAnalysis
    ) -> ScreenAnalysis {
        let scene = SceneBuilder(images: images).scene(
            for: screen, in: manifest, scale: options.scale, state: options.state)
        let raster = HitRasterizer.rasterize(
            scene, cache: masks, reusing: HitRasterizer.Reuse(raster: original.raster, changed: changed))
        let change = RasterChange(from: original.raster, to: raster)
        let reach = options.configuration.spacingDiameter
        let zone = change.rect?.grown(by: Insets(top: reach, right: reach, bottom: reach, left: reach))
        let touched = Set(change.touched)
        // Measured: what the user sees of them may now send taps elsewhere. Focused: those, and
        // the targets a spacing circle compares with them.
        let measure = Set(
            scene.views.filter { view in
                view.isTarget
                    && (changed.contains(view.index) || touched.contains(view.index)
                        || change.pixels.map { moved in
                            raster.seenBounds[view.index].map { !$0.intersection(moved).isEmpty } ?? false
                        }
                            ?? false)
            }.map(\.index))
        let focus = measure.union(
            scene.views.filter { view in view.isTarget && zone.map { ScreenVariant.extent(view).meets($0) } ?? false }
                .map(\.index))
        let carried = MetricsCalculator.Carried(metrics: original.metrics, measure: measure, accuracy: touched)
        let metrics = MetricsCalculator.metrics(
            for: scene, raster: raster, finger: options.finger, accuracyOf: nil, only: nil, samples: false,
            carrying: carried)
        return ScreenAnalysis(scene: scene, raster: raster, metrics: metrics, finger: options.finger, focus: focus)
    }

    /// A screen's analysis and findings, advice unsettled; sample points only for a report.
    package func analyze(
        _ screen: ScreenSpec, of manifest: Manifest, images: ImageStore, masks: MaskCache,
        accuracyOf reached: Set<String>? = nil,
        only measured: Set<String>? = nil, samples: Bool = false
    ) -> (analysis: ScreenAnalysis, findings: [Finding]) {
        let scene = SceneBuilder(images: images).scene(
            for: screen, in: manifest, scale: options.scale, state: options.state)
        let raster = HitRasterizer.rasterize(scene, cache: masks)
        let metrics = MetricsCalculator.metrics(
            for: scene, raster: raster, finger: options.finger, accuracyOf: reached, only: measured, samples: samples)
        let analysis = ScreenAnalysis(scene: scene, raster: raster, metrics: metrics, finger: options.finger)
        return (
            analysis,
            RuleRunner(registry: options.registry, configuration: options.configuration).findings(for: analysis)
        )
    }

    package static func viewReports(_ analysis: ScreenAnalysis) -> [ViewReport] {
        let views = analysis.scene.views
        return views.dropFirst().map { view in
            let metrics = analysis.metrics[view.index]
            let takers = (metrics?.takenBy ?? []).map { taken in
                ViewReport.Taker(
                    id: taken.view == 0 ? nil : views[taken.view].id,
                    kind: taken.view == 0 ? nil : views[taken.view].kind,
                    area: taken.area, sample: taken.sample)
            }
            var report = ViewReport(
                id: view.id, kind: view.kind, location: view.location, bounds: view.bounds, metrics: metrics,
                takenBy: takers)
            report.name = view.label
            if let metrics, metrics.seenPixels == 0, metrics.hitPixels > 0,
                let cover = analysis.raster.coveringView(of: view.index),
                cover > 0
            {
                report.coveredBy = views[cover].label ?? views[cover].id
            }
            report.approximate = [view.image, view.background].contains { $0?.reference.vectorSize != nil }
            return report
        }
    }
}
