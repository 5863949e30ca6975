import ArgumentParser
import Foundation
import HitLintKit

struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Write the checked fixes of \(ManifestFixer.fixableRules.joined(separator: " and ")) findings into the manifests.",
        discussion: """
            For each \(ManifestFixer.fixableRules.joined(separator: " or ")) finding, hitlint writes the change its advice names, once
            a relint shows it removes the finding and creates or worsens no other: a threshold when the
            view's threshold is the cause, else the smallest whole-point enlarge per side, asymmetric
            where a neighbour or the superview leaves room only on some sides. An imported Interface
            Builder view's change goes into its screen's overrides. Every other byte of the manifest
            stays as it was. What cannot be fixed is listed with the reason.

            Exit status: 0 when hitlint could read every manifest (whether or not everything could be
            fixed; `hitlint lint` says what remains); 2 when it could not.
            """)

    @Argument(help: "Manifests, or folders to search for them (with --changed: the changed files).")
    var paths: [String] = []

    @Flag(name: .long, help: "Print the edits as a unified diff and write nothing.")
    var dryRun = false

    @Flag(name: .long, help: "Take the paths as changed files (as pre-commit passes them): fix the manifests they affect.")
    var changed = false

    @Option(
        name: [.customLong("config"), .customLong("rules")],
        help: ArgumentHelp("Configuration file (default: .hitlint.yml here or in a folder above).", valueName: "file"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("The folder images must stay inside (default: each manifest's folder).", valueName: "dir"))
    var root: String?

    @Flag(name: .long, help: "Allow absolute image paths and paths leading outside the lint root.")
    var allowOutsideRoot = false

    @Flag(name: .long, help: "Print only what could not be fixed.")
    var quiet = false

    func run() throws {
        do throws(InputError) {
            let registry = RuleRegistry.standard
            var configuration = LintConfiguration.builtIn(registry: registry)
            if let path = config ?? ConfigurationLoader.discover() {
                configuration = try ConfigurationLoader(registry: registry).load(path: path)
            }
            var options = LintOptions(configuration: configuration, registry: registry)
            let lintRoot = root ?? configuration.root ?? (changed ? "." : nil)
            options.paths = PathPolicy(
                root: lintRoot.map { URL(fileURLWithPath: $0, isDirectory: true) }, allowOutsideRoot: allowOutsideRoot)
            let manifests: [String]
            if changed {
                manifests = ChangedFiles(loader: options.loader).manifests(for: paths)
            } else {
                let roots = !paths.isEmpty ? paths : !configuration.included.isEmpty ? configuration.included : ["."]
                let found = ManifestDiscovery.find(in: roots, allowOutside: allowOutsideRoot, excluded: configuration.excluded)
                if !found.problems.isEmpty { throw InputError(found.problems) }
                manifests = found.manifests
            }
            let result = ManifestFixer(options: options).fix(manifestPaths: manifests)
            if !result.problems.isEmpty { throw InputError(result.problems) }
            // The diff is the output of a dry run; the lists go to standard error then.
            let say: (String) throws(InputError) -> Void = { [dryRun] text throws(InputError) in
                if dryRun { Output.error(text) } else { try Output.write(text + "\n") }
            }
            for file in result.files {
                if dryRun { try Output.write(file.diff) } else { try OutputFile.replace(file.path, with: file.after) }
            }
            if !quiet {
                for fixed in result.fixed {
                    try say("\(fixed.location): \(dryRun ? "would fix" : "fixed") '\(fixed.view)' [\(fixed.rule)]: \(fixed.change)")
                }
            }
            for unfixed in result.unfixed {
                try say("\(unfixed.location): cannot fix '\(unfixed.view)' [\(unfixed.rule)]: \(unfixed.why)")
            }
            if !quiet {
                let files = Set(result.files.map(\.path)).count
                try say(
                    "hitlint fix: \(dryRun ? "would fix" : "fixed") \(MessageFormat.plural(result.fixed.count, "finding")) in \(MessageFormat.plural(files, "manifest")); \(result.unfixed.count) cannot be fixed"
                )
            }
        } catch {
            throw Output.fail(error)
        }
    }
}
