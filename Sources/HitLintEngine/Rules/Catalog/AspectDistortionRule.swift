import Foundation
import HitLintCore

/// `aspect-distortion`: scaleToFill stretches an image's aspect ratio.
package struct AspectDistortionRule: Rule {
    package init() {}

    package let readsHitTesting = false
    package static let tolerance = RuleParameter(
        "tolerance", "largest accepted relative change of the aspect ratio", default: 0.02)

    package static let description = RuleDescription(
        id: "aspect-distortion", name: "Aspect distortion",
        summary: "scaleToFill (or a background image) stretches an image's aspect ratio by more than tolerance.",
        details: """
            A stretched shape is not the shape the designer drew, and its hit area is stretched with it.
            Example: a round 100 x 100 px icon in a 120 x 60 pt frame becomes an ellipse; set \
            `contentMode: scaleAspectFit` or give the frame the image's aspect ratio.
            """,
        defaultSeverity: .warning,
        parameters: [Self.tolerance],
        boundToTargets: true,
        examples: RuleExamples(
            triggering: .init(
                views: """
                    - id: badge
                      frame: [20, 20, 120, 60]
                      image: ↓badge.png
                      contentMode: scaleToFill
                    """, images: [ExampleImage("badge.png", width: 100, height: 100)]),
            passing: .init(
                views: """
                    - id: badge
                      frame: [20, 20, 120, 60]
                      image: badge.png
                      contentMode: scaleAspectFit
                    """, images: [ExampleImage("badge.png", width: 100, height: 100)])))

    package func check(
        _ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void
    ) {
        for (view, placed, stretched) in analysis.placedImages where stretched {
            guard placed.rect.width > 0, placed.rect.height > 0 else { continue }
            let imageRatio = Double(placed.image.width) / Double(placed.image.height)
            let drawnRatio = placed.rect.width / placed.rect.height
            let distortion = max(drawnRatio / imageRatio, imageRatio / drawnRatio) - 1
            guard distortion > parameters[Self.tolerance] + 1e-12 else { continue }
            let fix =
                view.background?.reference == placed.reference && view.image?.reference != placed.reference
                ? "use a background image with the frame's aspect ratio"
                : "set contentMode: scaleAspectFit, or give the frame the image's aspect ratio"
            emit(
                view,
                "'\(placed.reference.name)' (\(placed.image.width) x \(placed.image.height) px) is stretched to \(MessageFormat.size(placed.rect.width, placed.rect.height)) in \(view.quoted), changing its aspect ratio by \(MessageFormat.percent(distortion)); \(fix)",
                Evidence([
                    .image(placed.reference.name),
                    .measure(
                        Measure(name: "distortion", value: distortion, places: 3, worse: .higher, unit: "distortion")),
                ]))
        }
    }
}
