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

    @Option(
        name: .long,
        help: ArgumentHelp("The folder images must stay inside (default: each manifest's folder).", valueName: "dir"))
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
        help: ArgumentHelp(
            "Check every button in this control state: normal, highlighted, selected or disabled.", valueName: "state"))
    var state: String?

    @OptionGroup var devices: DeviceOptions

    var controlState: ControlState? { state.flatMap(ControlState.init(rawValue:)) }

    /// The layouts the command line asks for; nil: each manifest's own choice.
    var layoutSelection: LayoutSelection? { devices.layoutSelection }

    func validate() throws {
        if let scale, !(1...3).contains(scale) { throw ValidationError("--scale must be 1, 2 or 3, not \(scale)") }
        if let state, ControlState(rawValue: state) == nil {
            throw ValidationError(
                "--state must be normal, highlighted, selected or disabled, not '\(TerminalText.escaped(state))'\(Suggestion.didYouMean(state, among: ControlState.allCases.map(\.rawValue)))"
            )
        }
    }
}

/// The layouts to lint imported screens on (docs/layout.md), for `lint`, `probe` and `fix`
/// (which checks a change on each of them).
struct DeviceOptions: ParsableArguments {
    @Option(
        name: .customLong("device"),
        help: ArgumentHelp(
            "Lay imported screens out for this device and lint each layout (repeatable): a name `hitlint devices` lists, design (the stored frames) or file (the file's own device solved again).",
            valueName: "name"))
    var devices: [String] = []

    @Option(
        name: .customLong("devices"),
        help: ArgumentHelp("all: lay imported screens out for every device `hitlint devices` lists.", valueName: "all"))
    var deviceSet: String?

    @Option(
        name: .customLong("orientation"),
        help: ArgumentHelp(
            "With --device or --devices: portrait or landscape (repeatable; default: both).", valueName: "orientation"))
    var orientations: [String] = []

    /// The layouts the command line asks for; nil: each manifest's own choice.
    var layoutSelection: LayoutSelection? {
        let names = devices + (deviceSet.map { [$0] } ?? [])
        guard !names.isEmpty || !orientations.isEmpty else { return nil }
        var selection = LayoutSelection.design
        if case .success(let choices) = LayoutSelection.choices(names), !choices.isEmpty { selection.choices = choices }
        let chosen = orientations.compactMap(Orientation.init(rawValue:))
        if !chosen.isEmpty { selection.orientations = chosen }
        return selection
    }

    func validate() throws {
        if let deviceSet, deviceSet != "all" {
            throw ValidationError(
                "--devices takes all, not \(MessageFormat.quote(deviceSet)); name one device with --device")
        }
        if case .failure(let error) = LayoutSelection.choices(devices) {
            throw ValidationError("--device: " + error.message)
        }
        for orientation in orientations where Orientation(rawValue: orientation) == nil {
            throw ValidationError(
                "--orientation must be portrait or landscape, not \(MessageFormat.quote(orientation))\(Suggestion.didYouMean(orientation, among: Orientation.allCases.map(\.rawValue)))"
            )
        }
    }
}
