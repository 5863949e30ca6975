import ArgumentParser
import Foundation
import HitLintKit

/// What `lint` writes: the format, more reports, baselines, hit maps, timings.
struct ReportOptions: ParsableArguments {
    @Option(
        name: .long, help: ArgumentHelp("Do not report the findings recorded in this baseline file.", valueName: "file")
    )
    var baseline: String?

    @Option(name: .long, help: ArgumentHelp("Record the current findings in this baseline file.", valueName: "file"))
    var writeBaseline: String?

    @Option(
        name: [.customLong("format"), .customLong("reporter")],
        help: ArgumentHelp(
            "Output format: \(ReporterRegistry.identifiers.joined(separator: ", ")) (--reporter is the same).",
            valueName: "format"))
    var format: String = "text"

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp("Write the report of --format to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(name: .long, help: "Print only the findings: no summary line, no notes on standard error.")
    var quiet = false

    @Option(
        name: .long,
        help: ArgumentHelp("Also write a report, e.g. json=hitlint.json (repeatable).", valueName: "format=path"))
    var report: [ReportRequest] = []

    @Flag(name: .long, help: "Warnings fail the run too.")
    var strict = false

    @Option(
        name: .long, help: ArgumentHelp("Screens linted in parallel (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Option(name: .long, help: ArgumentHelp("Write a PNG hit map per screen into this folder.", valueName: "dir"))
    var hitmapDir: String?

    @Flag(name: .long, help: "Print the time spent in each phase to standard error.")
    var timings = false

    /// For the build-tool plugin: a Swift file with no code written when the run ends, the output
    /// the build system tracks (any other kind of file would be copied into the app's resources).
    @Option(name: .long, help: .hidden)
    var buildStamp: String?

    func validate() throws {
        try validateFormat(format)
        for request in report { try validateFormat(request.format) }
        if let jobs, !(1...256).contains(jobs) {
            throw ValidationError("--jobs must be between 1 and 256, not \(jobs)")
        }
    }

    /// `run` with these options set.
    func applied(to run: LintRun) -> LintRun {
        var run = run
        (run.format, run.quiet, run.strict, run.jobs, run.timings) = (format, quiet, strict, jobs, timings)
        (run.baseline, run.writeBaseline, run.hitmapDir, run.buildStamp) = (
            baseline, writeBaseline, hitmapDir, buildStamp
        )
        run.outputPath = output
        run.reports = report.map { LintRun.ReportFile(format: $0.format, path: $0.path) }
        return run
    }
}
