import Foundation
import HitLintCore

/// `implicit-scaling`: an image is scaled to its frame without a stated content mode.
package struct ImplicitScalingRule: Rule {
    package init() {}

    package let readsHitTesting = false
    package static let description = RuleDescription(
        id: "implicit-scaling", name: "Implicit scaling",
        summary: "An image's point size differs from its frame and contentMode was not stated.",
        details: """
            UIKit's default content mode, scaleToFill, silently stretches an image to its frame. Stating \
            the content mode documents whether that is meant.
            Example: a 24 x 24 pt icon in a 44 x 44 pt button; write `contentMode: center` to draw it at \
            its size, or `contentMode: scaleToFill` to keep the stretch.
            """,
        defaultSeverity: .note,
        boundToTargets: true,
        examples: RuleExamples(
            triggering: .init(
                views: """
                    - id: search
                      frame: [20, 20, 44, 44]
                      image: ↓search.png
                    """, images: [ExampleImage("search.png", width: 24, height: 24)]),
            passing: .init(
                views: """
                    - id: search
                      frame: [20, 20, 44, 44]
                      image: search.png
                      contentMode: center
                    """, images: [ExampleImage("search.png", width: 24, height: 24)])))

    package func check(
        _ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void
    ) {
        for view in analysis.scene.views.dropFirst() where !view.contentModeStated {
            guard let placed = view.image else { continue }
            let size = placed.pointSize
            guard abs(size.width - view.bounds.width) > 0.01 || abs(size.height - view.bounds.height) > 0.01 else {
                continue
            }
            emit(
                view,
                "'\(placed.reference.name)' is \(MessageFormat.size(size.width, size.height)) but \(view.quoted) is \(MessageFormat.size(view.bounds.width, view.bounds.height)), so it is stretched to fill; state contentMode (scaleToFill to keep this, center to draw it at its size)",
                Evidence([
                    .image(placed.reference.name),
                    .figure(
                        "imageSize",
                        .numbers([MessageFormat.rounded(size.width, 2), MessageFormat.rounded(size.height, 2)])),
                ]))
        }
    }
}
