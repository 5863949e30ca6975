import Foundation
import HitLintKit

/// The layout check of docs/layout.md on the real-app corpus: every app of ../shared/realapps
/// and ../shared/realassets, initialised with `hitlint init` in a copy and loaded, each imported
/// screen solved on its file's own device, its views compared with the frames the file stores.
/// Prints the rate (`.ci/run` shows it), why screens were not solved, what the misses are, and
/// the solver's time per 100 constraints.
struct LayoutCorpus {
    let sources: [URL]

    /// `reuse`: the copies of an earlier run are linted again as they are.
    /// `showBroken`: list the required constraints the stored frames break.
    func run(in work: URL, hitlint: String, showMisses: Int, showBroken: Bool = false, reuse: Bool = false) throws
        -> Double
    {
        var total = LayoutReproduction()
        let folder = work.appendingPathComponent("layouts")
        if !reuse { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        print("layout check: each imported screen solved on its file's own device (docs/layout.md)")
        for source in sources {
            guard FileManager.default.fileExists(atPath: source.path) else {
                print("  \(source.path) is absent: skipped")
                continue
            }
            for app in try FileManager.default.contentsOfDirectory(atPath: source.path).sorted() {
                if let checked = try check(app: app, in: source, copiesIn: folder, hitlint: hitlint, reuse: reuse) {
                    total.merge(checked)
                }
            }
        }
        LayoutCorpus.printSummary(total, showMisses: showMisses, showBroken: showBroken)
        return total.rate
    }

    /// One app copied into `folder` and initialised with `hitlint init` (unless `reuse` finds
    /// the copy), each screen of its manifest checked; nil when it is no folder or gives no manifest.
    private func check(
        app name: String, in source: URL, copiesIn folder: URL, hitlint: String, reuse: Bool
    ) throws -> LayoutReproduction? {
        var isDirectory: ObjCBool = false
        let original = source.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: original.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            return nil
        }
        let copy = folder.appendingPathComponent(name)
        let manifest = copy.appendingPathComponent("hitlint.yaml").path
        if !reuse || !FileManager.default.fileExists(atPath: copy.path) {
            try FileManager.default.copyItem(at: original, to: copy)
            let initRun = try ProcessRun.run(hitlint, ["init", "--directory", copy.path])
            guard initRun.status == 0 else { return nil }
        }
        guard FileManager.default.fileExists(atPath: manifest) else { return nil }
        var app = LayoutReproduction()
        var loader = ManifestLoader(knownRuleIDs: RuleRegistry.standard.ids)
        loader.readsLayouts = true
        do {
            for screen in try loader.load(path: manifest).screens { app.check(screen) }
        } catch {
            print("  \(copy.lastPathComponent): \(error)")
            return nil
        }
        print(
            "  \(copy.lastPathComponent.padding(toLength: 38, withPad: " ", startingAt: 0)) \(app.matched)/\(app.views) views (\(String(format: "%.1f", app.rate * 100)) %), \(app.screens - app.unsolved.values.reduce(0, +))/\(app.screens) screens solved"
        )
        return app
    }

    /// The totals: views that get their stored frames, on consistent screens, screens not
    /// solved and why, the solver's time, and with the options the misses and broken constraints.
    private static func printSummary(_ total: LayoutReproduction, showMisses: Int, showBroken: Bool) {
        print(
            "layout check: \(total.matched) of \(total.views) views get their stored frames (\(String(format: "%.2f", total.rate * 100)) %), \(total.stale) misplaced or ambiguous skipped"
        )
        let consistent = total.views - total.inconsistentViews
        let consistentMatched = total.matched - total.inconsistentMatched
        print(
            "  on the screens whose stored frames keep the file's required constraints: \(consistentMatched) of \(consistent) (\(String(format: "%.2f", consistent == 0 ? 100 : Double(consistentMatched) * 100 / Double(consistent))) %); \(total.inconsistentScreens) screens store frames that break them (\(total.inconsistentMatched) of \(total.inconsistentViews) views match there)"
        )
        print(
            "  leaving out the \(total.offTheirConstraints) views whose stored frame breaks a required constraint naming them (misplaced, unmarked): \(total.matched) of \(total.views - total.offTheirConstraints) (\(String(format: "%.2f", total.placedRate * 100)) %)"
        )
        let solvedScreens = total.screens - total.unsolved.values.reduce(0, +)
        print("  screens: \(solvedScreens) of \(total.screens) solved; not solved:")
        for (why, count) in total.unsolved.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            print("    \(count) \(why)")
        }
        if total.constraints > 0 {
            print(
                "  solver: \(solvedScreens) layouts, \(total.constraints) constraints of the files (\(total.solverConstraints) with those the layout makes) in \(String(format: "%.3f", total.seconds)) s: \(String(format: "%.3f", total.seconds * 1000 / Double(total.constraints) * 100)) ms per 100 file constraints, \(String(format: "%.3f", total.seconds * 1000 / Double(total.solverConstraints) * 100)) ms per 100 solved"
            )
        }
        if showMisses > 0 {
            for miss in total.misses.prefix(showMisses) {
                print(
                    "  miss \(miss.location.file):\(miss.location.line) \(miss.element) \(miss.view) stored \(miss.stored) solved \(miss.solved)\(miss.conflicts.isEmpty ? "" : " conflicts \(miss.conflicts)")\(miss.storedFramesBroken ? " stored-frames-broken" : "")\(miss.offItsConstraints ? " off-its-constraints" : "")"
                )
            }
        }
        if showBroken {
            for (location, constraint) in total.brokenConstraints {
                print("  broken \(location.file):\(location.line) \(constraint)")
            }
        }
    }
}

extension LayoutReproduction {
    mutating func merge(_ other: LayoutReproduction) {
        screens += other.screens
        for (k, v) in other.unsolved { unsolved[k, default: 0] += v }
        views += other.views
        matched += other.matched
        stale += other.stale
        misses += other.misses
        constraints += other.constraints
        solverConstraints += other.solverConstraints
        inconsistentViews += other.inconsistentViews
        inconsistentMatched += other.inconsistentMatched
        inconsistentScreens += other.inconsistentScreens
        brokenConstraints += other.brokenConstraints
        seconds += other.seconds
    }
}
