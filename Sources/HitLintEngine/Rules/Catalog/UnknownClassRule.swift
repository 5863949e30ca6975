import HitLintCore

/// `unknown-class`: an imported button of a custom class hitlint has no settings for.
package struct UnknownClassRule: Rule {
    package init() {}

    package let readsHitTesting = false
    package static let description = RuleDescription(
        id: "unknown-class", name: "Unknown class",
        summary:
            "An imported button has a custom class hitlint has no settings for, so it is checked as a plain UIButton.",
        details: """
            A custom button class may hit-test by shape (an alpha threshold, a path). hitlint knows the \
            shaped-button classes it was made for (OBShapedButton and kin, docs/interface-builder.md); \
            for any other class it checks a plain UIButton, whose whole rectangle responds.
            Fix: describe the class under `classes:` in the manifest, e.g. \
            `MyShapedButton: {hitTest: alpha, threshold: 0.1}`, or `MyButton: {}` for a class that \
            hit-tests as UIButton does. It is reported once per class and manifest, at the first button \
            of the class, with the number of buttons that share it.
            """,
        defaultSeverity: .note,
        oncePer: "class",
        examples: RuleExamples(
            triggering: .init(
                subviews: """
                    ↓<button opaque="NO" contentMode="scaleToFill" id="star-button" customClass="StarButton">
                        <rect key="frame" x="20" y="20" width="60" height="60"/>
                    </button>
                    """),
            passing: .init(
                subviews: """
                    <button opaque="NO" contentMode="scaleToFill" id="star-button" customClass="OBShapedButton">
                        <rect key="frame" x="20" y="20" width="60" height="60"/>
                    </button>
                    """)))

    package func check(
        _ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void
    ) {
        // Only imported screens have what this rule reads.
        guard analysis.scene.screen.importedFrom != nil else { return }
        for view in analysis.scene.views.dropFirst() {
            guard let facts = view.imported, facts.unknownClass, let name = facts.customClass else { continue }
            let code = facts.classCode.map { " (\($0))" } ?? ""
            emit(
                view,
                "\(view.quoted) is \(MessageFormat.withArticle(name)), which hitlint has no settings for\(code), so it is checked as a plain UIButton; if \(name) hit-tests by shape, describe it under classes: in the manifest (e.g. \(name): {hitTest: alpha, threshold: 0.1}), or write \(name): {} to confirm UIButton's behaviour",
                Evidence([.figure("class", .text(name))]))
        }
    }
}
