import HitLintCore

/// The layouts a run lints each imported screen on (docs/layout.md): the frames as stored
/// (`design`, the default), the file's own device solved again (`file`), or devices of the table
/// (by name, or `all`) in the orientations asked for. A hand-written screen has one layout, its own.
package struct LayoutSelection: Sendable, Hashable {
    package enum Choice: Sendable, Hashable {
        case design, file
        case device(Device)
    }

    package var choices: [Choice]
    package var orientations: [Orientation]

    package static let design = LayoutSelection(choices: [.design], orientations: Orientation.allCases)

    package init(choices: [Choice], orientations: [Orientation]) {
        self.choices = choices
        self.orientations = orientations
    }

    /// Whether only the stored frames are linted (nothing is solved).
    package var isDesignOnly: Bool { choices == [.design] }

    /// The choices `names` spell (`design`, `file`, `all`, device names without case); or why not.
    package static func choices(_ names: [String]) -> Result<[Choice], LayoutSelectionError> {
        var result: [Choice] = []
        for name in names {
            let found: [Choice]
            switch name.lowercased() {
            case "design": found = [.design]
            case "file": found = [.file]
            case "all": found = DeviceTable.current.map { .device($0) }
            default:
                guard let device = DeviceTable.named(name) else {
                    let names = DeviceTable.current.map(\.name) + ["design", "file", "all"]
                    return .failure(
                        LayoutSelectionError(name: name, suggestion: Suggestion.closest(to: name, among: names)))
                }
                found = [.device(device)]
            }
            for choice in found where !result.contains(choice) { result.append(choice) }
        }
        return .success(result)
    }
}

/// A device name the table does not hold, or (with `reason`) a screen that cannot be laid out.
package struct LayoutSelectionError: Error, Sendable {
    package var name: String
    package var suggestion: String?
    package var reason: String? = nil

    package init(
        name: String,
        suggestion: String?,
        reason: String? = nil
    ) {
        self.name = name
        self.suggestion = suggestion
        self.reason = reason
    }

    package var message: String {
        if let reason {
            return "screen \(MessageFormat.quote(name)) cannot be laid out for the device asked for: \(reason)"
        }
        return
            "unknown device \(MessageFormat.quote(name))\(suggestion.map { " (did you mean \(MessageFormat.quote($0))?)" } ?? ""); devices are design, file, all or a name of `hitlint devices`"
    }
}
