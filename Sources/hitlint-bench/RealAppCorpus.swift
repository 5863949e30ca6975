import Foundation

/// The real-app corpus: the eight apps of ../shared/realapps (their storyboards, XIBs, catalogs
/// and Xcode projects), each initialised with `hitlint init` in a copy, then linted all at once
/// in each format that costs something different: text, JSON, HTML (hit maps drawn into the
/// page) and the PNG hit maps of `--hitmap-dir`, then the device matrix (`--device file`,
/// `--devices all`). Prints the best wall time of each and the phases of the text run (`--timings`).
struct RealAppCorpus {
    let source: URL

    func run(in work: URL, hitlint: String, repeats: Int) throws {
        guard FileManager.default.fileExists(atPath: source.path) else {
            print("\(source.path) is absent: no real-app corpus")
            return
        }
        let manifests = try initialisedApps(of: source, into: work, named: "realapps", hitlint: hitlint).map(\.manifest)
        let maps = work.appendingPathComponent("realapps-hitmaps").path
        let runs: [(String, [String])] = [
            ("text", ["--format", "text", "--timings"]), ("json", ["--format", "json"]),
            ("html", ["--format", "html"]),
            ("hit maps", ["--format", "text", "--hitmap-dir", maps]),
            // The device matrix (docs/layout.md): the file's own device solved again (one layout
            // per screen), and every device of the table in both orientations (32 per screen).
            ("device file", ["--format", "text", "--device", "file"]),
            ("devices all", ["--format", "text", "--devices", "all"]),
        ]
        var results: [(String, ProcessRun)] = []
        for (name, arguments) in runs {
            var best: ProcessRun?
            for _ in 0..<repeats {
                let run = try ProcessRun.run(hitlint, ["lint", "--jobs", "1"] + arguments + manifests)
                guard run.status == 0 || run.status == 1 else {
                    throw BenchError("hitlint lint (\(name)) failed (\(run.status)): \(run.stderr)")
                }
                if best == nil || run.seconds < best!.seconds { best = run }
            }
            results.append((name, best!))
        }
        let text = results[0].1.seconds
        print(
            "hitlint benchmark, real-app corpus: \(manifests.count) apps of ../shared/realapps, --jobs 1, best of \(repeats)"
        )
        for (name, run) in results {
            print(
                "  \(name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(String(format: "%7.3f", run.seconds)) s   \(String(format: "%.2f", run.seconds / text)) x text   peak RSS \(mb(run.peakRSSBytes))"
            )
        }
        print("phases of the text run:")
        print(results[0].1.stderr.split(separator: "\n").dropFirst().joined(separator: "\n"))
    }
}
