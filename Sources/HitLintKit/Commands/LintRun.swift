import Foundation
import HitLintCore
import HitLintEngine
import HitLintInput
import HitLintLinting
import HitLintReporting

/// `hitlint lint` as a library call: configuration, manifests, baseline, the lint, reports,
/// hit maps and GitHub's step summary. An input that cannot be read (configuration, baseline,
/// manifest) is reported in the chosen format and on standard error, and everything else is
/// linted all the same: CI never goes blind because one file is broken. The run then ends with
/// status 2 (`LintReport.exitStatus`).
package struct LintRun: Sendable {
    /// A report written to a file besides standard output (`--report FORMAT=PATH`).
    package struct ReportFile: Sendable {
        package let format: String
        package let path: String
        package init(format: String, path: String) { (self.format, self.path) = (format, path) }
    }

    package var settings = CommandSettings()
    /// Manifests or folders; with `settings.changed`, the changed files.
    package var paths: [String] = []
    package var format = TextReporter.identifier
    /// `-o`, `--output`: the report of `format` goes to this file instead of standard output.
    package var outputPath: String?
    package var reports: [ReportFile] = []
    package var strict = false
    /// Only the findings: no summary, no notes on standard error.
    package var quiet = false
    package var baseline: String?
    package var writeBaseline: String?
    package var hitmapDir: String?
    package var timings = false
    /// A Swift file with no code, written when the run ends (`--build-stamp`, for the build plugin).
    package var buildStamp: String?
    package var jobs: Int?
    package var scale: Int?
    package var state: ControlState?
    /// `--device`, `--devices`, `--orientation`; nil: each manifest's `devices:`.
    package var layouts: LayoutSelection?
    /// Where GitHub's step summary is appended (`GITHUB_STEP_SUMMARY`), with the github format.
    package var stepSummary: String? = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"]

    package init() {}

    /// Lints and writes the reports; nil when `--changed` found nothing to lint.
    package func run(to output: some CommandOutput) throws(InputError) -> LintReport? {
        let registry = settings.registry
        var (configuration, problems) = settings.configuration(for: paths)
        var options = settings.options(configuration)
        options.scale = scale
        options.state = state
        options.layouts = layouts
        if let jobs { options.jobs = jobs }
        options.renderHitMaps = hitmapDir != nil || ([format] + reports.map(\.format)).contains(HTMLReporter.identifier)
        options.hitMapLegends = hitmapDir != nil
        let (manifests, screens, found) = settings.selection(for: paths, configuration, loader: options.loader)
        options.selection = screens
        if settings.changed && manifests.isEmpty && found.isEmpty {
            if !quiet { try output.write("hitlint: no manifest is affected by the changed files\n") }
            return nil
        }
        problems += found
        var accepted: Baseline?
        if let baseline {
            do throws(InputError) {
                accepted = try Baseline.load(path: baseline, maxBytes: configuration.manifestLimits.maxBaselineBytes)
            } catch {
                problems += error.diagnostics
            }
        }
        var result = Linter(options: options).lint(manifestPaths: manifests).adding(inputDiagnostics: problems)
        if let accepted {
            if let warning = accepted.unmatchedWarning(in: result, path: baseline ?? ""), !quiet {
                output.note(warning)
            }
            result = accepted.apply(to: result)
        }
        // People read them on standard error, in the compiler's form, whatever the format.
        for diagnostic in result.inputDiagnostics { output.note(diagnostic.description) }
        if let writeBaseline {
            let recorded = Baseline(report: result, path: writeBaseline)
            try recorded.write(to: writeBaseline)
            if !quiet { output.note("hitlint: recorded \(result.findings.count) findings in \(writeBaseline)") }
            // Everything found is now accepted: later runs with --baseline report only what is new.
            result = recorded.apply(to: result)
        }
        // The budget note on the first finding of each screen still reported.
        if accepted != nil || writeBaseline != nil { result = result.budgetNotedOnce() }
        var context = ReportContext(
            registry: registry, configuration: configuration, strict: strict, jobs: options.jobs)
        context.quiet = quiet
        let reportStart = ContinuousClock.now
        if let hitmapDir { try writeHitMaps(result, to: hitmapDir, output) }
        for request in reports {
            try Self.write(try Self.reporter(request.format).renderBytes(result, context: context), to: request.path)
        }
        let report = try Self.reporter(format).renderBytes(result, context: context)
        if let outputPath { try Self.write(report, to: outputPath) } else { try output.write(report) }
        if timings {
            var phases = result.timings
            phases.add(.report, ContinuousClock.now - reportStart)
            output.note(lines: phases.summary(screens: result.screens.count, jobs: options.jobs))
        }
        try appendStepSummary(result, context: context)
        if let buildStamp {
            try OutputFile.replace(
                buildStamp,
                with: Array("// Written by hitlint's build-tool plugin when a lint ends; it holds no code.\n".utf8))
        }
        return result
    }

    /// A report written to a file, its folder made first.
    private static func write(_ bytes: [UInt8], to path: String) throws(InputError) {
        try OutputFile.makeFolder(URL(fileURLWithPath: path).deletingLastPathComponent().relativePath, for: path)
        try OutputFile.replace(path, with: bytes)
    }

    /// The reporter of a format name (the command line checks names before a run).
    static func reporter(_ name: String) throws(InputError) -> any Reporter {
        guard let reporter = ReporterRegistry.reporter(named: name) else {
            throw InputError(Diagnostic("unknown format '\(name)'", file: nil))
        }
        return reporter
    }

    /// With the github format, GitHub Actions also gets the Markdown summary on the job's page.
    private func appendStepSummary(_ result: LintReport, context: ReportContext) throws(InputError) {
        let usesGitHub = ([format] + reports.map(\.format)).contains(GitHubReporter.identifier)
        guard usesGitHub, let path = stepSummary, !path.isEmpty else { return }
        let summary = MarkdownReporter().render(result, context: context) + "\n"
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw InputError(
                Diagnostic("cannot write the GitHub step summary: \(String(cString: strerror(errno)))", file: path))
        }
        defer { close(descriptor) }
        try OutputFile.writeAll(Array(summary.utf8), to: descriptor, path: path)
    }

    /// One PNG per screen, named after its manifest and screen, and one per other layout with
    /// findings of its own (`NAME (LAYOUT)`): all named at once, so a layout's name cut to the
    /// same file name as a screen's gets a number instead of being dropped.
    private func writeHitMaps(_ result: LintReport, to folder: String, _ output: some CommandOutput) throws(InputError)
    {
        try OutputFile.makeFolder(folder)
        let extra = result.screens.flatMap { screen in
            screen.layouts.compactMap { layout in
                layout.hitMap.map { (screen.manifest, "\(screen.name) (\(layout.name))", $0) }
            }
        }
        let names = HitMapFileNames.names(
            for: result.screens.map { ($0.manifest, $0.name) } + extra.map { ($0.0, $0.1) })
        for (screen, name) in zip(result.screens, names) {
            guard let png = screen.hitMap else {
                if !quiet {
                    output.note(
                        "hitlint: no hit map of screen \(screen.name) of \(screen.manifest): hit maps are drawn for screens of up to \(HitMapRenderer.maxPixels) pixels"
                    )
                }
                continue
            }
            try OutputFile.replace((folder.hasSuffix("/") ? folder : folder + "/") + name, with: [UInt8](png))
        }
        for ((_, _, png), name) in zip(extra, names.dropFirst(result.screens.count)) {
            try OutputFile.replace((folder.hasSuffix("/") ? folder : folder + "/") + name, with: [UInt8](png))
        }
    }
}
