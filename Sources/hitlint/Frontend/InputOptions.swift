import ArgumentParser
import Foundation
import HitLintKit

/// The options every command that reads manifests shares (`lint`, `fix`, `probe`, `import`):
/// where the configuration is and which folder images must stay inside. They make one
/// `CommandSettings`, so the same arguments give the same errors in every command.
struct InputOptions: ParsableArguments {
    @Option(
        name: [.customLong("config"), .customLong("rules")],
        help: ArgumentHelp(
            "Configuration file (default: .hitlint.yml here or in a folder above, up to the repository's root); --rules is its older name.",
            valueName: "file"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("The folder images must stay inside (default: each manifest's folder).", valueName: "dir"))
    var root: String?

    @Flag(name: .long, help: "Allow absolute image paths and paths leading outside the lint root.")
    var allowOutsideRoot = false

    func validate() throws {
        if let root {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--root must be an existing folder, not '\(TerminalText.escaped(root))'")
            }
        }
    }

    func settings(changed: Bool = false) -> CommandSettings {
        CommandSettings(configurationPath: config, root: root, allowOutsideRoot: allowOutsideRoot, changed: changed)
    }
}

/// How screens are laid out and drawn, for `lint` and `probe`.
struct LayoutOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Override every manifest's scale (1, 2 or 3).", valueName: "n"))
    var scale: Int?

    @Option(
        name: .long,
        help: ArgumentHelp("Check every button in this control state: normal, highlighted, selected or disabled.", valueName: "state"))
    var state: String?

    var controlState: ControlState? { state.flatMap(ControlState.init(rawValue:)) }

    func validate() throws {
        if let scale, !(1...3).contains(scale) { throw ValidationError("--scale must be 1, 2 or 3, not \(scale)") }
        if let state, ControlState(rawValue: state) == nil {
            throw ValidationError(
                "--state must be normal, highlighted, selected or disabled, not '\(TerminalText.escaped(state))'\(Suggestion.didYouMean(state, among: ControlState.allCases.map(\.rawValue)))"
            )
        }
    }
}
