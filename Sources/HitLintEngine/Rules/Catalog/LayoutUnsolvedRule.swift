import HitLintCore
import HitLintInput

/// `layout-unsolved`: an imported screen whose layout hitlint does not solve for the devices
/// asked for (docs/layout.md), with why; it is linted on its stored frames only, never on a
/// layout hitlint is unsure of. Found when the layouts are chosen: `finding(for:)`.
package struct LayoutUnsolvedRule: Rule {
    package init() {}

    package let readsHitTesting = false

    package static let description = RuleDescription(
        id: "layout-unsolved", name: "Layout not solved",
        summary:
            "An imported screen is linted on its stored frames only: its constraints use something hitlint does not model, or solving them on the file's own device does not give back the stored frames.",
        details: """
            Before it lints an imported screen on other devices, hitlint solves its constraints on \
            the file's own device and orientation and checks that every view not marked misplaced \
            or ambiguous gets the frame the file stores (to 0.01 pt). Where that fails, or the \
            screen uses something the layout model does not cover (docs/layout.md), a layout on \
            another device would be a guess: the screen is linted on its stored frames alone and \
            this note says why, naming the first view that differs.
            Fix: when Xcode shows the same frames, update the frames in Xcode (Editor > Update \
            Frames) and save; otherwise the note tells what hitlint does not model yet.
            """,
        defaultSeverity: .note,
        examples: RuleExamples(
            triggering: .init(
                subviews: """
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="play-button">
                        <rect key="frame" x="20" y="20" width="60" height="60"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="60" id="play-width"/>
                            <constraint firstAttribute="height" constant="70" id="play-height"/>
                        </constraints>
                    </button>
                    """, devices: "file", marksRoot: true),
            passing: .init(
                subviews: """
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="play-button">
                        <rect key="frame" x="20" y="20" width="60" height="60"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="60" id="play-width"/>
                            <constraint firstAttribute="height" constant="60" id="play-height"/>
                        </constraints>
                    </button>
                    """, devices: "file")))

    /// Nothing to check in a raster: the layouts are chosen before.
    package func check(
        _ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void
    ) {}

    /// The note of one screen, at its root element (its view: the screen's IB id).
    /// `partly`: some layouts were solved and are linted; only those `why` names are not.
    package static func finding(
        why: String, screen: ScreenSpec, severity: Severity, manifest: String, partly: Bool = false
    ) -> Finding {
        Finding(
            rule: identifier, severity: severity, location: screen.location, screen: screen.name,
            view: screen.importedID ?? "",
            message: partly
                ? "the layout of \(MessageFormat.quote(screen.name)) is not solved on some devices: \(why)"
                : "the layout of \(MessageFormat.quote(screen.name)) is not solved for other devices: \(why); it is linted on its stored frames only",
            manifest: manifest == screen.location.file ? nil : manifest)
    }
}
