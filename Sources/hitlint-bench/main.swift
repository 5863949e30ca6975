import Foundation

// hitlint-bench: the benchmark of issue "Fast at scale".
//   hitlint-bench generate SIZE [--screens N] [--out DIR]
//   hitlint-bench run SIZE [--screens N] [--hitlint PATH] [--work DIR] [--repeat K] [--scaling]
//   hitlint-bench interface-builder [--hitlint PATH] [--work DIR] [--repeat K]
//   hitlint-bench realapps [--hitlint PATH] [--work DIR] [--repeat K]    (../shared/realapps)
//   hitlint-bench swiftuiapps [--hitlint PATH] [--work DIR] [--repeat K] (../shared/swiftuiapps)
//   hitlint-bench layouts [--hitlint PATH] [--work DIR] [--misses N] [--broken] [--minimum PERCENT] [--reuse]
//                                         (../shared/realapps and realassets solved on their own devices)
// SIZE is small, medium or large. Build hitlint in release mode first (swift build -c release).

func option(_ name: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

func ensureCorpus(_ spec: CorpusSpec, in work: URL) throws -> URL {
    let folder = work.appendingPathComponent(spec.folderName)
    let stamp = "\(spec.name) \(spec.screens) \(spec.buttonsPerScreen) \(spec.images) \(spec.maxImageSide)\n"
    if (try? String(contentsOf: folder.appendingPathComponent("corpus.stamp"), encoding: .utf8)) == stamp {
        return folder
    }
    let start = Date()
    try CorpusGenerator(spec: spec).generate(into: folder)
    print("generated \(spec.name) in \(folder.path) (\(String(format: "%.1f", Date().timeIntervalSince(start))) s)")
    return folder
}

func mb(_ bytes: Int) -> String { String(format: "%.0f MB", Double(bytes) / 1_048_576) }

/// Runs hitlint `repeats` times; the fastest run counts (the least disturbed by the machine).
func lint(_ hitlint: String, corpus: URL, jobs: Int, repeats: Int) throws -> ProcessRun {
    var best: ProcessRun?
    for _ in 0..<repeats {
        let run = try ProcessRun.run(
            hitlint,
            [
                "lint", "--jobs", String(jobs), "--timings", "--format", "json",
                "--root", corpus.path, corpus.appendingPathComponent("Screens").path,
            ])
        guard run.status == 0 || run.status == 1 else {
            throw BenchError("hitlint failed (\(run.status)): \(run.stderr)")
        }
        if best == nil || run.seconds < best!.seconds { best = run }
    }
    return best!
}

func main() throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    switch arguments.first {
    case "realapps": return try runRealApps(arguments)
    case "swiftuiapps": return try runSwiftUIApps(arguments)
    case "layouts": return try runLayouts(arguments)
    case "interface-builder": return try runInterfaceBuilder(arguments)
    default: break
    }
    guard arguments.count >= 2, let command = arguments.first else {
        print(
            "usage: hitlint-bench generate|run small|medium|large [--screens N] [--hitlint PATH] [--work DIR] [--repeat K] [--scaling]"
        )
        exit(2)
    }
    arguments.removeFirst()
    let screens = option("--screens", in: arguments).flatMap(Int.init)
    guard let spec = CorpusSpec.named(arguments[0], screens: screens) else {
        throw BenchError("unknown size \(arguments[0])")
    }
    let work = URL(fileURLWithPath: option("--work", in: arguments) ?? ".build/bench", isDirectory: true)
    switch command {
    case "generate":
        let folder = try ensureCorpus(spec, in: option("--out", in: arguments).map { URL(fileURLWithPath: $0) } ?? work)
        print(folder.path)
    case "run":
        try runSized(spec, work: work, arguments: arguments)
    default:
        throw BenchError("unknown command \(command)")
    }
}

/// `realapps`: the apps of ../shared/realapps, linted `--repeat` times.
func runRealApps(_ arguments: [String]) throws {
    let work = URL(fileURLWithPath: option("--work", in: arguments) ?? ".build/bench", isDirectory: true)
    let source = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).deletingLastPathComponent()
        .appendingPathComponent("shared/realapps")
    try RealAppCorpus(source: source).run(
        in: work, hitlint: option("--hitlint", in: arguments) ?? ".build/release/hitlint",
        repeats: option("--repeat", in: arguments).flatMap(Int.init) ?? 3)
}

/// `swiftuiapps`: the apps of ../shared/swiftuiapps, each linted `--repeat` times.
func runSwiftUIApps(_ arguments: [String]) throws {
    let work = URL(fileURLWithPath: option("--work", in: arguments) ?? ".build/bench", isDirectory: true)
    let source = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).deletingLastPathComponent()
        .appendingPathComponent("shared/swiftuiapps")
    try SwiftUIAppCorpus(source: source).run(
        in: work, hitlint: option("--hitlint", in: arguments) ?? ".build/release/hitlint",
        repeats: option("--repeat", in: arguments).flatMap(Int.init) ?? 3)
}

/// `layouts`: the layout check of ../shared/realapps and realassets, solved on their own devices;
/// under `--minimum` percent it exits with 1.
func runLayouts(_ arguments: [String]) throws {
    let work = URL(fileURLWithPath: option("--work", in: arguments) ?? ".build/bench", isDirectory: true)
    let shared = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).deletingLastPathComponent()
        .appendingPathComponent("shared")
    let rate = try LayoutCorpus(sources: ["realapps", "realassets"].map { shared.appendingPathComponent($0) }).run(
        in: work, hitlint: option("--hitlint", in: arguments) ?? ".build/release/hitlint",
        showMisses: option("--misses", in: arguments).flatMap(Int.init) ?? 0,
        showBroken: arguments.contains("--broken"),
        reuse: arguments.contains("--reuse"))
    if let minimum = option("--minimum", in: arguments).flatMap(Double.init), rate * 100 < minimum {
        print("layout check: under the minimum of \(minimum) %")
        exit(1)
    }
}

/// `interface-builder`: the storyboard corpus parsed, loaded and linted.
func runInterfaceBuilder(_ arguments: [String]) throws {
    let work = URL(fileURLWithPath: option("--work", in: arguments) ?? ".build/bench", isDirectory: true)
    try InterfaceBuilderCorpus().run(
        in: work, hitlint: option("--hitlint", in: arguments) ?? ".build/release/hitlint",
        repeats: option("--repeat", in: arguments).flatMap(Int.init) ?? 3)
}

/// `run SIZE`: the decode floor, then hitlint with one job and with all cores (and with
/// `--scaling`, half the screens with one job).
func runSized(_ spec: CorpusSpec, work: URL, arguments: [String]) throws {
    let hitlint = option("--hitlint", in: arguments) ?? ".build/release/hitlint"
    let repeats = option("--repeat", in: arguments).flatMap(Int.init) ?? 3
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let corpus = try ensureCorpus(spec, in: work)
    let pngs = try FileManager.default.contentsOfDirectory(
        at: corpus.appendingPathComponent("Assets"), includingPropertiesForKeys: nil
    )
    .filter { $0.pathExtension == "png" }.sorted { $0.path < $1.path }
    var floor = (seconds: Double.infinity, pixels: 0)
    for _ in 0..<repeats {
        let run = try DecodeFloor.measure(pngs)
        if run.seconds < floor.seconds { floor = run }
    }
    let sequential = try lint(hitlint, corpus: corpus, jobs: 1, repeats: repeats)
    let parallel = try lint(hitlint, corpus: corpus, jobs: cores, repeats: repeats)
    let date = ISO8601DateFormatter().string(from: Date()).prefix(10)
    print(
        """
        hitlint benchmark, \(date), \(cores) cores, corpus '\(spec.name)': \(spec.screens) screens of 430 x 932 pt @3x, \
        \(spec.buttonsPerScreen) buttons each, \(pngs.count) images (\(String(format: "%.1f", Double(floor.pixels) / 1e6)) MP); best of \(repeats)
          (a) decode floor, libpng to RGBA      \(String(format: "%7.3f", floor.seconds)) s   \(String(format: "%.0f", Double(floor.pixels) / 1e6 / floor.seconds)) MP/s
          (b) hitlint lint --jobs 1            \(String(format: "%7.3f", sequential.seconds)) s   b/a = \(String(format: "%.2f", sequential.seconds / floor.seconds))   peak RSS \(mb(sequential.peakRSSBytes))
          (c) hitlint lint --jobs \(cores)            \(String(format: "%7.3f", parallel.seconds)) s   c/a = \(String(format: "%.2f", parallel.seconds / floor.seconds))   peak RSS \(mb(parallel.peakRSSBytes))
        phases of (b):
        \(sequential.stderr.split(separator: "\n").dropFirst().joined(separator: "\n"))
        """)
    if arguments.contains("--scaling"),
        let half = CorpusSpec.named(
            spec.name.split(separator: "-").first.map(String.init) ?? spec.name, screens: spec.screens / 2)
    {
        let halfCorpus = try ensureCorpus(half, in: work)
        let halfRun = try lint(hitlint, corpus: halfCorpus, jobs: 1, repeats: repeats)
        print(
            "scaling: \(half.screens) screens \(String(format: "%.3f", halfRun.seconds)) s, \(spec.screens) screens \(String(format: "%.3f", sequential.seconds)) s: doubling the screens takes \(String(format: "%.2f", sequential.seconds / halfRun.seconds)) x the time"
        )
    }
}

do {
    try main()
} catch {
    FileHandle.standardError.write(Data("hitlint-bench: \(error)\n".utf8))
    exit(1)
}
