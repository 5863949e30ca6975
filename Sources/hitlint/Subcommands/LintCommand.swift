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

    @OptionGroup var input: InputOptions
    @OptionGroup var layout: LayoutOptions
    @OptionGroup var output: ReportOptions

    func run() throws {
        var lint = LintRun()
        (lint.settings, lint.paths) = (input.settings(changed: changed), paths)
        (lint.scale, lint.state, lint.layouts) = (layout.scale, layout.controlState, layout.layoutSelection)
        let streams = StandardStreams()
        let linted: LintReport?
        do throws(InputError) { linted = try output.applied(to: lint).run(to: streams) } catch {
            throw Output.fail(error)
        }
        guard let result = linted else { return }
        Output.exit(result.exitStatus(strict: output.strict), keeping: result)
    }
}
