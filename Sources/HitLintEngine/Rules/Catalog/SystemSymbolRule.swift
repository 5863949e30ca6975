import HitLintCore

/// `system-symbol`: an SF Symbol, which has no file, is approximated by an opaque rectangle.
package struct SystemSymbolRule: Rule {
    package init() {}

    package let readsHitTesting = false
    package static let description = RuleDescription(
        id: "system-symbol", name: "System symbol",
        summary:
            "An imported view draws an SF Symbol, which has no file: hitlint draws it as an opaque rectangle of the size UIKit gives it.",
        details: """
            SF Symbols come with the system, not the app, so hitlint cannot read their shapes. It draws \
            each as fully opaque over the size its symbol configuration gives it (the body style's \
            17 pt without one; docs/interface-builder.md, "SF Symbols"), which is right for a \
            rectangular hit test and approximate for a shaped one.
            To check the real shape, export the symbol as a PNG into the app's assets and use it.
            """,
        defaultSeverity: .note,
        examples: RuleExamples(
            triggering: .init(
                subviews: """
                    <button opaque="NO" contentMode="scaleToFill" id="star-button">
                        <rect key="frame" x="20" y="20" width="60" height="60"/>
                        ↓<state key="normal" image="star.fill" catalog="system"/>
                    </button>
                    """),
            passing: .init(
                subviews: """
                    <button opaque="NO" contentMode="scaleToFill" id="star-button">
                        <rect key="frame" x="20" y="20" width="60" height="60"/>
                    </button>
                    """)))

    package func check(
        _ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void
    ) {
        // Only imported screens have what this rule reads.
        guard analysis.scene.screen.importedFrom != nil else { return }
        for view in analysis.scene.views.dropFirst() {
            for placed in [view.image, view.background].compactMap({ $0 }) {
                guard let size = placed.reference.symbolSize else { continue }
                emit(
                    view,
                    "\(view.quoted) draws the SF Symbol '\(placed.reference.name)', which has no file; hitlint draws it as an opaque \(MessageFormat.size(size.width, size.height)) rectangle",
                    Evidence([.image(placed.reference.name)]))
            }
        }
    }
}
