import Foundation

/// The SwiftUI corpus: the three apps of ../shared/swiftuiapps, each initialised with
/// `hitlint init` in a copy and linted on its own with the default jobs (one per core), as a
/// team runs it. Prints each app's best wall time, its targets and Swift files, and the
/// slowest app against issue 52's 3 s budget.
struct SwiftUIAppCorpus {
    let source: URL
    static let budgetSeconds = 3.0

    func run(in work: URL, hitlint: String, repeats: Int) throws {
        guard FileManager.default.fileExists(atPath: source.path) else {
            print("\(source.path) is absent: no SwiftUI corpus")
            return
        }
        let apps = try initialisedApps(of: source, into: work, named: "swiftuiapps", hitlint: hitlint)
        print("hitlint benchmark, SwiftUI corpus: the apps of ../shared/swiftuiapps, default jobs, best of \(repeats)")
        var slowest = 0.0
        for (app, copy, manifest) in apps {
            var best: ProcessRun?
            for _ in 0..<repeats {
                let run = try ProcessRun.run(hitlint, ["lint", "--format", "text", manifest])
                guard run.status == 0 || run.status == 1 else {
                    throw BenchError("hitlint lint failed in \(app) (\(run.status)): \(run.stderr)")
                }
                if best == nil || run.seconds < best!.seconds { best = run }
            }
            let swiftFiles =
                FileManager.default.enumerator(atPath: copy.path)?.compactMap { $0 as? String }.filter {
                    $0.hasSuffix(".swift")
                }.count ?? 0
            print(
                "  \(app.padding(toLength: 28, withPad: " ", startingAt: 0)) \(String(format: "%7.3f", best!.seconds)) s   \(swiftFiles) Swift files   peak RSS \(mb(best!.peakRSSBytes))"
            )
            slowest = max(slowest, best!.seconds)
        }
        print(
            "  slowest app \(String(format: "%.3f", slowest)) s (budget \(String(format: "%.0f", Self.budgetSeconds)) s): \(slowest <= Self.budgetSeconds ? "within" : "OVER")"
        )
    }
}
