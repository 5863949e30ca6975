import HitLintCore
import HitLintInput
import HitLintLinting

/// `hitlint fix` as a library call: the checked fixes of the manifests the paths name, written
/// back or, with `dryRun`, printed as a unified diff (the lists then go to standard error).
/// Unlike `lint`, any input it cannot read stops it: it writes nothing then.
package struct FixRun: Sendable {
    package var settings = CommandSettings()
    package var paths: [String] = []
    package var dryRun = false
    /// Print only what could not be fixed.
    package var quiet = false
    /// `--device`, `--devices`, `--orientation`: the layouts a change is checked on; nil: each
    /// manifest's `devices:`.
    package var layouts: LayoutSelection?

    package init() {}

    package func run(to output: some CommandOutput) throws(InputError) {
        let (configuration, problems) = settings.configuration(for: paths)
        if !problems.isEmpty { throw InputError(problems) }
        var options = settings.options(configuration)
        options.layouts = layouts
        let (manifests, found) = settings.manifests(for: paths, configuration, loader: options.loader)
        if !found.isEmpty { throw InputError(found) }
        let result = ManifestFixer(options: options).fix(manifestPaths: manifests)
        if !result.problems.isEmpty { throw InputError(result.problems) }
        let say: (String) throws(InputError) -> Void = { [dryRun] text throws(InputError) in
            if dryRun { output.note(text) } else { try output.write(text + "\n") }
        }
        for file in result.files {
            if dryRun {
                try output.write(file.diff)
            } else {
                try OutputFile.replace(file.path, with: file.after, unchangedFrom: file.before)
            }
        }
        let verb = dryRun ? "would fix" : "fixed"
        if !quiet {
            for fixed in result.fixed {
                try say("\(fixed.location): \(verb) \(fixed.quotedView) [\(fixed.rule)]: \(fixed.change)")
            }
        }
        for unfixed in result.unfixed {
            try say("\(unfixed.location): cannot fix \(unfixed.quotedView) [\(unfixed.rule)]: \(unfixed.why)")
        }
        if !quiet {
            let files = Set(result.files.map(\.path)).count
            try say(
                "hitlint fix: \(verb) \(MessageFormat.plural(result.fixed.count, "finding")) in \(MessageFormat.plural(files, "file")); \(result.unfixed.count) cannot be fixed"
            )
        }
    }
}
