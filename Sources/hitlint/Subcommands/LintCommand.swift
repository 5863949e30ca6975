import ArgumentParser
import Foundation
import HitLintKit

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint manifests, or folders searched for *.hitlint.yaml and hitlint.yaml.",
        discussion: """
            Settings come from .hitlint.yml in the current folder or a folder above it (up to the
            repository's root), or from --config FILE: rule severities and parameters, limits, and
            included, excluded, root and assets paths. Without paths, hitlint lints the included
            paths, else the current folder.

            Formats: \(ReporterRegistry.all.map { "\($0.identifier) (\($0.summary))" }.joined(separator: "; ")).

            Exit status: 0 when no error is found (warnings too with --strict); 1 when there are
            errors; 2 when hitlint could not lint (an unreadable or invalid manifest, configuration
            or baseline, a bad argument, a report that could not be written).
            """)

    @Argument(help: "Manifests, or folders to search for them (with --changed: the changed files).")
    var paths: [String] = []

    @Flag(
        name: .long,
        help:
            "Take the paths as changed files (as pre-commit passes them): lint the manifests among them and those under the current folder that use a changed PNG."
    )
    var changed = false

    @Option(name: .long, help: ArgumentHelp("Do not report the findings recorded in this baseline file.", valueName: "file"))
    var baseline: String?

    @Option(name: .long, help: ArgumentHelp("Record the current findings in this baseline file.", valueName: "file"))
    var writeBaseline: String?

    @Option(
        name: [.customLong("config"), .customLong("rules")],
        help: ArgumentHelp(
            "Configuration file (default: .hitlint.yml here or in a folder above, up to the repository's root); --rules is its older name.",
            valueName: "file"))
    var config: String?

    @Option(
        name: [.customLong("format"), .customLong("reporter")],
        help: ArgumentHelp(
            "Output format: \(ReporterRegistry.identifiers.joined(separator: ", ")) (--reporter is the same).", valueName: "format"))
    var format: String = "text"

    @Flag(name: .long, help: "Print only the findings: no summary line, no notes on standard error.")
    var quiet = false

    @Option(name: .long, help: ArgumentHelp("Also write a report, e.g. json=hitlint.json (repeatable).", valueName: "format=path"))
    var report: [ReportRequest] = []

    @Flag(name: .long, help: "Warnings fail the run too.")
    var strict = false

    @Option(name: .long, help: ArgumentHelp("Override every manifest's scale (1, 2 or 3).", valueName: "n"))
    var scale: Int?

    @Option(
        name: .long,
        help: ArgumentHelp("Check every button in this control state: normal, highlighted, selected or disabled.", valueName: "state"))
    var state: String?

    @Option(name: .long, help: ArgumentHelp("Screens linted in parallel (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Option(name: .long, help: ArgumentHelp("Write a PNG hit map per screen into this folder.", valueName: "dir"))
    var hitmapDir: String?

    @Option(name: .long, help: ArgumentHelp("The folder images must stay inside (default: each manifest's folder).", valueName: "dir"))
    var root: String?

    @Flag(name: .long, help: "Allow absolute image paths and paths leading outside the lint root.")
    var allowOutsideRoot = false

    @Flag(name: .long, help: "Print the time spent in each phase to standard error.")
    var timings = false

    func validate() throws {
        if let root {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--root must be an existing folder, not '\(root)'")
            }
        }
        try validateFormat(format)
        for request in report { try validateFormat(request.format) }
        if let scale, !(1...3).contains(scale) { throw ValidationError("--scale must be 1, 2 or 3, not \(scale)") }
        if let state, ControlState(rawValue: state) == nil {
            throw ValidationError(
                "--state must be normal, highlighted, selected or disabled, not '\(TerminalText.escaped(state))'\(Suggestion.didYouMean(state, among: ControlState.allCases.map(\.rawValue)))"
            )
        }
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be between 1 and 256, not \(jobs)") }
    }

    func run() throws {
        let linted: LintReport?
        do throws(InputError) { linted = try lintAndReport() } catch { throw Output.fail(error) }
        guard let result = linted else { return }
        Output.exit(result.exitStatus(strict: strict), keeping: result)
    }

    /// Lints and writes the reports; nil when there was nothing to lint.
    private func lintAndReport() throws(InputError) -> LintReport? {
        let registry = RuleRegistry.standard
        // An input that cannot be read (configuration, baseline, manifest) is reported in the
        // chosen format and on standard error, and everything else is linted all the same:
        // CI never goes blind because one file is broken. The run then ends with status 2.
        var problems: [Diagnostic] = []
        var configuration = LintConfiguration.builtIn(registry: registry)
        if let path = config ?? ConfigurationLoader.discover() {
            do throws(InputError) {
                configuration = try ConfigurationLoader(registry: registry).load(path: path)
            } catch {
                problems += error.diagnostics
            }
        }
        var options = LintOptions(configuration: configuration, registry: registry, scale: scale)
        options.state = state.flatMap(ControlState.init(rawValue:))
        // With --changed the manifests are searched under the current folder, which is then
        // also the lint root (pre-commit runs at the repository's top).
        let lintRoot = root ?? configuration.root ?? (changed ? "." : nil)
        options.paths = PathPolicy(root: lintRoot.map { URL(fileURLWithPath: $0, isDirectory: true) }, allowOutsideRoot: allowOutsideRoot)
        if let jobs { options.jobs = jobs }
        options.renderHitMaps = hitmapDir != nil || format == "html" || report.contains { $0.format == "html" }
        let manifests: [String]
        if changed {
            manifests = ChangedFiles(loader: options.loader).manifests(for: paths)
            if manifests.isEmpty {
                if !quiet { try Output.write("hitlint: no manifest is affected by the changed files\n") }
                return nil
            }
        } else {
            let roots = !paths.isEmpty ? paths : !configuration.included.isEmpty ? configuration.included : ["."]
            let found = ManifestDiscovery.find(in: roots, allowOutside: allowOutsideRoot, excluded: configuration.excluded)
            manifests = found.manifests
            problems += found.problems
            if manifests.isEmpty && problems.isEmpty {
                problems.append(
                    Diagnostic("no manifests (*.hitlint.yaml or hitlint.yaml) found in \(roots.joined(separator: ", "))", file: nil))
            }
        }
        var accepted: Baseline?
        if let baseline {
            do throws(InputError) {
                accepted = try Baseline.load(path: baseline, maxBytes: configuration.manifestLimits.maxBaselineBytes)
            } catch {
                problems += error.diagnostics
            }
        }
        var result = Linter(options: options).lint(manifestPaths: manifests)
        if !problems.isEmpty { result = result.adding(inputDiagnostics: problems) }
        if let accepted {
            if let warning = accepted.unmatchedWarning(in: result, path: baseline ?? ""), !quiet { Output.error(warning) }
            result = accepted.apply(to: result)
        }
        // People read them on standard error, in the compiler's form, whatever the format.
        for diagnostic in result.inputDiagnostics { Output.error(diagnostic.description) }
        if let writeBaseline {
            let recorded = Baseline(report: result, path: writeBaseline)
            try recorded.write(to: writeBaseline)
            if !quiet { Output.error("hitlint: recorded \(result.findings.count) findings in \(writeBaseline)") }
            // Everything found is now accepted: later runs with --baseline report only what is new.
            result = recorded.apply(to: result)
        }
        var context = ReportContext(registry: registry, configuration: configuration, strict: strict, jobs: options.jobs)
        context.quiet = quiet
        let reportStart = ContinuousClock.now
        if let hitmapDir { try writeHitMaps(result, to: hitmapDir) }
        for request in report {
            let bytes = ReporterRegistry.reporter(named: request.format)!.renderBytes(result, context: context)
            try OutputFile.makeFolder(URL(fileURLWithPath: request.path).deletingLastPathComponent().relativePath, for: request.path)
            try OutputFile.replace(request.path, with: bytes)
        }
        try Output.write(bytes: ReporterRegistry.reporter(named: format)!.renderBytes(result, context: context))
        if timings {
            var phases = result.timings
            phases.add(.report, ContinuousClock.now - reportStart)
            Output.error(lines: phases.summary(screens: result.screens.count, jobs: options.jobs))
        }
        try appendGitHubStepSummary(result, context: context)
        return result
    }

    /// With the github format, GitHub Actions also gets the Markdown summary on the job's page.
    private func appendGitHubStepSummary(_ result: LintReport, context: ReportContext) throws(InputError) {
        let usesGitHub = format == GitHubReporter.identifier || report.contains { $0.format == GitHubReporter.identifier }
        guard usesGitHub, let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
        let summary = MarkdownReporter().render(result, context: context) + "\n"
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw InputError(Diagnostic("cannot write the GitHub step summary: \(String(cString: strerror(errno)))", file: path))
        }
        defer { close(descriptor) }
        try OutputFile.writeAll(Array(summary.utf8), to: descriptor, path: path)
    }

    /// One PNG per screen, named after its manifest and screen.
    private func writeHitMaps(_ result: LintReport, to folder: String) throws(InputError) {
        try OutputFile.makeFolder(folder)
        let names = HitMapFileNames.names(for: result.screens.map { ($0.manifest, $0.name) })
        for (screen, name) in zip(result.screens, names) {
            guard let png = screen.hitMap else {
                if !quiet {
                    Output.error(
                        "hitlint: no hit map of screen \(screen.name) of \(screen.manifest): hit maps are drawn for screens of up to \(HitMapRenderer.maxPixels) pixels"
                    )
                }
                continue
            }
            try OutputFile.replace((folder.hasSuffix("/") ? folder : folder + "/") + name, with: [UInt8](png))
        }
    }
}
