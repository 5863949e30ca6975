/// `stale-frame`: Interface Builder marks an imported view's frame misplaced or ambiguous.
package struct StaleFrameRule: Rule {
    package init() {}

    package let readsHitTesting = false
    package static let description = RuleDescription(
        id: "stale-frame", name: "Stale frame",
        summary:
            "An imported view is marked misplaced or ambiguous in Interface Builder: its stored frame is not the one the app shows.",
        details: """
            By default hitlint uses the frames Interface Builder stored (with devices: or --device it \
            solves the constraints again, docs/layout.md). When Interface Builder marks a view \
            `misplaced` (its frame differs from what the \
            constraints give) or `ambiguous` (the constraints give no single frame), the app lays the \
            view out elsewhere, so every figure about it may be wrong.
            Fix: in Xcode, select the view and choose Editor > Resolve Auto Layout Issues > Update \
            Frames (misplaced), or add the missing constraints (ambiguous), then lint again.
            """,
        defaultSeverity: .warning,
        boundToTargets: true,
        examples: RuleExamples(
            triggering: .init(
                subviews: """
                    ↓<button opaque="NO" contentMode="scaleToFill" misplaced="YES" id="play-button">
                        <rect key="frame" x="20" y="20" width="60" height="60"/>
                    </button>
                    """),
            passing: .init(
                subviews: """
                    <button opaque="NO" contentMode="scaleToFill" id="play-button">
                        <rect key="frame" x="20" y="20" width="60" height="60"/>
                    </button>
                    """)))

    package func check(
        _ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void
    ) {
        // Only imported screens have what this rule reads.
        guard analysis.scene.screen.importedFrom != nil else { return }
        for view in analysis.scene.views.dropFirst() {
            guard let mark = view.imported?.staleFrame else { continue }
            // A stale frame matters where it moves a target: the view is one, or holds one.
            guard analysis.scene.views[view.index..<view.subtreeEnd].contains(where: \.isTarget) else { continue }
            let fix =
                mark == "misplaced"
                ? "in Xcode, choose Editor > Resolve Auto Layout Issues > Update Frames for it"
                : "give it the constraints it lacks in Xcode"
            emit(
                view,
                "Interface Builder marks the frame of \(view.quoted) \(mark): the app lays it out elsewhere, so hitlint's figures for it may be wrong; \(fix), then lint again",
                Evidence([.figure("mark", .text(mark))]))
        }
    }
}
