import Dispatch
import Foundation

/// What a lint run is asked to do.
public struct LintOptions: Sendable {
    public var rules: RuleConfiguration
    public var registry: RuleRegistry
    /// Overrides every manifest's scale.
    public var scale: Int?
    /// Screens linted at once; 1 is sequential.
    public var jobs: Int
    public var manifestLimits: ManifestLimits
    public var pngLimits: PNGLimits
    /// Where manifests may read images from.
    public var paths = PathPolicy()
    /// Render a hit map PNG per screen (`ScreenReport.hitMap`); decodes images in colour.
    public var renderHitMaps = false

    public init(rules: RuleConfiguration = .builtIn(), registry: RuleRegistry = .standard, scale: Int? = nil,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                manifestLimits: ManifestLimits = ManifestLimits(), pngLimits: PNGLimits = PNGLimits()) {
        self.rules = rules
        self.registry = registry
        self.scale = scale
        self.jobs = max(1, jobs)
        self.manifestLimits = manifestLimits
        self.pngLimits = pngLimits
    }
}

/// The pipeline: manifest -> view tree -> raster -> metrics -> findings -> report.
public struct Linter: Sendable {
    public let options: LintOptions

    public init(options: LintOptions = LintOptions()) { self.options = options }

    /// Loads every manifest (all their errors together), then lints their screens.
    public func lint(manifestPaths: [String]) throws(InputError) -> LintReport {
        let loader = ManifestLoader(limits: options.manifestLimits, knownRuleIDs: options.registry.ids, paths: options.paths)
        var manifests: [Manifest] = []
        var diagnostics: [Diagnostic] = []
        for path in manifestPaths {
            do { manifests.append(try loader.load(path: path)) } catch { diagnostics += error.diagnostics }
        }
        if !diagnostics.isEmpty { throw InputError(diagnostics) }
        return lint(manifests)
    }

    /// Lints loaded manifests; screens run in parallel, the report keeps manifest and screen order.
    public func lint(_ manifests: [Manifest]) -> LintReport {
        let images = ImageStore(decoder: PNGDecoder(limits: options.pngLimits), keepColour: options.renderHitMaps)
        let masks = MaskCache()
        let work = manifests.flatMap { manifest in manifest.screens.map { (manifest, $0) } }
        let started = ContinuousClock.now
        let results = Locked<[ScreenReport?]>(Array(repeating: nil, count: work.count))
        let timings = Locked(PhaseTimings())
        let next = Locked(0)
        let workers = min(options.jobs, max(1, work.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let n = next.withLock { value -> Int in defer { value += 1 }; return value }
                guard n < work.count else { return }
                var screenTimings = PhaseTimings()
                let report = lintScreen(work[n].1, of: work[n].0, images: images, masks: masks, timings: &screenTimings)
                results.withLock { $0[n] = report }
                timings.withLock { $0.merge(screenTimings) }
            }
        }
        var total = timings.withLock { $0 }
        total.wallSeconds = (ContinuousClock.now - started).seconds
        (total.masksBuilt, total.masksReused) = (masks.built, masks.hits)
        return LintReport(manifests: manifests.map(\.path), screens: results.withLock { $0.compactMap { $0 } }, timings: total)
    }

    /// One screen, start to end; only the report is kept, so memory does not grow with the run.
    func lintScreen(_ screen: ScreenSpec, of manifest: Manifest, images: ImageStore, masks: MaskCache,
                    timings: inout PhaseTimings) -> ScreenReport {
        var decodes = PhaseTimings()
        let sceneStart = ContinuousClock.now
        let scene = SceneBuilder(images: images).scene(for: screen, in: manifest, scale: options.scale, timings: &decodes)
        timings.merge(decodes)
        timings.add(.scene, (ContinuousClock.now - sceneStart) - .seconds(decodes.seconds[.decode] ?? 0))
        let raster = timings.measure(.raster) { HitRasterizer.rasterize(scene, cache: masks) }
        timings.screenPixels += scene.lattice.width * scene.lattice.height
        let metrics = timings.measure(.metrics) { MetricsCalculator.metrics(for: scene, raster: raster) }
        let analysis = ScreenAnalysis(scene: scene, raster: raster, metrics: metrics)
        let findings = timings.measure(.rules) { RuleRunner(registry: options.registry, configuration: options.rules).findings(for: analysis) }
        let hitMap = options.renderHitMaps ? timings.measure(.report) { try? HitMapRenderer(analysis: analysis, findings: findings).render().png() } : nil
        return ScreenReport(manifest: manifest.path, name: screen.name, scale: scene.scale, size: screen.size,
                            location: screen.location, views: Linter.viewReports(analysis), findings: findings, hitMap: hitMap)
    }

    static func viewReports(_ analysis: ScreenAnalysis) -> [ViewReport] {
        let views = analysis.scene.views
        return views.dropFirst().map { view in
            let metrics = analysis.metrics[view.index]
            let takers = (metrics?.takenBy ?? []).map { taken in
                ViewReport.Taker(id: taken.view == 0 ? nil : views[taken.view].id,
                                 kind: taken.view == 0 ? nil : views[taken.view].kind,
                                 area: taken.area, sample: taken.sample)
            }
            return ViewReport(id: view.id, kind: view.kind, location: view.location, bounds: view.bounds, metrics: metrics, takenBy: takers)
        }
    }
}
