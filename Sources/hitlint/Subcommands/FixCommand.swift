import ArgumentParser
import Foundation
import HitLintKit

struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract:
            "Write the checked fixes of \(ManifestFixer.fixableRules.joined(separator: " and ")) findings into the manifests.",
        discussion: """
            For each \(ManifestFixer.fixableRules.joined(separator: " or ")) finding, hitlint writes the change its advice names, once
            a relint shows it removes the finding and creates or worsens no other: a threshold when the
            view's threshold is the cause, else the smallest whole-point enlarge per side, asymmetric
            where a neighbour or the superview leaves room only on some sides. An imported Interface
            Builder view's size is changed in its storyboard or XIB, an enlarge its class reads goes
            into its screen's overrides. With --device, --devices or a manifest's devices:, a change
            must hold on every layout. Every other byte stays as it was. What cannot be fixed is
            listed with the reason.

            Exit status: 0 when hitlint could read every manifest (whether or not everything could be
            fixed; `hitlint lint` says what remains); 2 when it could not.
            """)

    @Argument(help: "Manifests, or folders to search for them (with --changed: the changed files).")
    var paths: [String] = []

    @Flag(name: .long, help: "Print the edits as a unified diff and write nothing.")
    var dryRun = false

    @Flag(
        name: .long, help: "Take the paths as changed files (as pre-commit passes them): fix the manifests they affect."
    )
    var changed = false

    @OptionGroup var input: InputOptions
    @OptionGroup var devices: DeviceOptions

    @Flag(name: .long, help: "Print only what could not be fixed.")
    var quiet = false

    func run() throws {
        var fix = FixRun()
        (fix.settings, fix.paths, fix.dryRun, fix.quiet) = (input.settings(changed: changed), paths, dryRun, quiet)
        fix.layouts = devices.layoutSelection
        do throws(InputError) { try fix.run(to: StandardStreams()) } catch { throw Output.fail(error) }
    }
}
