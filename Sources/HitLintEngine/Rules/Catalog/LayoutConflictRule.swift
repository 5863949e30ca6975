import HitLintCore
import HitLintInput

/// `layout-conflict`: required constraints of an imported screen that cannot all hold when its
/// layout is solved for a device (docs/layout.md). As UIKit does, the layout breaks the one that
/// does not fit with those before it and is linted without it; the finding names that constraint,
/// at its element. Found by the solver, not by a check of the raster: `finding(for:)`.
package struct LayoutConflictRule: Rule {
    package init() {}

    package let readsHitTesting = false

    package static let description = RuleDescription(
        id: "layout-conflict", name: "Layout conflict",
        summary:
            "Required Auto Layout constraints of an imported screen cannot all hold on a device; UIKit breaks one of them.",
        details: """
            When hitlint solves an imported screen's constraints for the devices asked for (devices: \
            in the manifest, --device or --devices all), a required constraint (priority 1000) that \
            contradicts the required ones before it cannot hold. UIKit logs "Unable to simultaneously \
            satisfy constraints" and breaks one; hitlint breaks the same one (the constraint added \
            last, in the file's order) and lints the layout without it, so the views it placed may be \
            elsewhere than the file shows.
            Fix: lower the priority of one of the constraints (999 lets the layout give way), or \
            remove the one that is not meant; the finding names the constraint and the layouts.
            """,
        defaultSeverity: .warning,
        examples: RuleExamples(
            triggering: .init(
                subviews: """
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="play-button">
                        <rect key="frame" x="20" y="20" width="60" height="60"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="60" id="play-width"/>
                            <constraint firstAttribute="height" constant="60" id="play-height"/>
                            ↓<constraint firstAttribute="width" constant="80" id="play-wide"/>
                        </constraints>
                    </button>
                    """, devices: "file"),
            passing: .init(
                subviews: """
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="play-button">
                        <rect key="frame" x="20" y="20" width="60" height="60"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="60" id="play-width"/>
                            <constraint firstAttribute="height" constant="60" id="play-height"/>
                            <constraint firstAttribute="width" priority="750" constant="80" id="play-wide"/>
                        </constraints>
                    </button>
                    """, devices: "file")))

    /// Nothing to check in a raster: the solver finds conflicts.
    package func check(
        _ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void
    ) {}

    /// The finding of one broken constraint of `screen`.
    package static func finding(
        for constraint: LayoutConstraint, screen: ScreenSpec, severity: Severity, manifest: String
    ) -> Finding {
        let relation = constraint.relation == .equal ? "=" : constraint.relation == .lessOrEqual ? "<=" : ">="
        var formula = "\(constraint.first).\(constraint.firstAttribute.rawValue) \(relation) "
        if let second = constraint.second, let attribute = constraint.secondAttribute {
            formula += constraint.multiplier == 1 ? "" : "\(MessageFormat.plain(constraint.multiplier)) x "
            formula += "\(second).\(attribute.rawValue)"
            if constraint.constant.base != 0 {
                formula +=
                    " \(constraint.constant.base < 0 ? "-" : "+") \(MessageFormat.plain(abs(constraint.constant.base)))"
            }
        } else {
            formula += MessageFormat.plain(constraint.constant.base)
        }
        return Finding(
            rule: identifier, severity: severity, location: constraint.location, screen: screen.name,
            view: constraint.first,
            message:
                "the required constraint \(MessageFormat.quote(constraint.id)) (\(formula)) cannot hold with the others; UIKit breaks it, so the layout is linted without it",
            evidence: Evidence([.figure("constraint", .text(constraint.id))]),
            manifest: manifest == constraint.location.file ? nil : manifest)
    }

    /// The finding of a required constraint the layout makes for a view (a stack view's
    /// arrangement, a content size at priority 1000), at the view.
    package static func finding(made: MadeConstraint, screen: ScreenSpec, severity: Severity, manifest: String)
        -> Finding
    {
        Finding(
            rule: identifier, severity: severity, location: made.location, screen: screen.name, view: made.view,
            message:
                "\(made.what) of \(MessageFormat.quote(made.view)) cannot hold with the required constraints; UIKit breaks one of them, so the layout hitlint lints may differ from the app's here",
            evidence: Evidence([.figure("constraint", .text(made.what))]),
            manifest: manifest == made.location.file ? nil : manifest)
    }
}
