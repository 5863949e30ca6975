import Foundation
import HitLintCore

/// `image-error`: an image is missing, unreadable, not a PNG, or over the size limit.
package struct ImageErrorRule: Rule {
    package init() {}

    package let readsHitTesting = false
    package static let description = RuleDescription(
        id: "image-error", name: "Image error",
        summary: "An image is missing, unreadable, not a PNG, or over the size limit.",
        details: """
            hitlint cannot check a shape it cannot read; at run time UIKit would show no image and an \
            alpha hit test would accept the whole rectangle. The view is analysed as if the image were absent.
            Example: `image: star.png` where only `star@3x.png` exists; name the file that exists.
            """,
        defaultSeverity: .error,
        boundToTargets: true,
        examples: RuleExamples(
            triggering: .init(
                views: """
                    - id: star
                      frame: [20, 20, 60, 60]
                      image: ↓star.png
                    """),
            passing: .init(
                views: """
                    - id: star
                      frame: [20, 20, 60, 60]
                      image: star.png
                      contentMode: scaleToFill
                    """, images: [ExampleImage("star.png", width: 60, height: 60)])))

    package func check(
        _ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void
    ) {
        for problem in analysis.scene.imageProblems {
            let view = analysis.scene.views[problem.view]
            emit(
                view,
                "image '\(problem.reference.name)' of \(view.quoted) cannot be used: \(problem.error.message) (\(PathRelation.display(problem.reference.url, besides: analysis.scene.manifest.path)))",
                Evidence([.image(problem.reference.name), .figure("reason", .text(problem.error.message))]))
        }
    }
}
