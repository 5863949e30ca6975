import Foundation

/// `image-resolution`: an image has fewer pixels than its drawn rect needs.
struct ImageResolutionRule: Rule {
    let description = RuleDescription(
        id: "image-resolution", name: "Image resolution",
        summary: "An image has fewer pixels than its drawn rect needs at the screen's scale.",
        details: """
        An image drawn larger than its pixels looks blurred, and its shape is sampled coarsely: the \
        hit edge moves in steps of whole image pixels.
        Example: a 100 x 100 px star drawn over 200 x 200 pt at @3x needs 600 x 600 px.
        """,
        defaultSeverity: .warning,
        examples: RuleExamples(
            triggering: .init(views: """
            - id: star
              frame: [20, 20, 60, 60]
              image: star.png
              contentMode: scaleToFill
            """, images: [ExampleImage("star.png", width: 30, height: 30)]),
            passing: .init(views: """
            - id: star
              frame: [20, 20, 60, 60]
              image: star.png
              contentMode: scaleToFill
            """, images: [ExampleImage("star.png", width: 60, height: 60)])))

    func check(_ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void) {
        let scale = analysis.raster.lattice.scale
        for (view, placed) in analysis.placedImages.map({ ($0.view, $0.image) }) {
            let needWidth = placed.rect.width * scale, needHeight = placed.rect.height * scale
            guard Double(placed.image.width) < needWidth - 0.5 || Double(placed.image.height) < needHeight - 0.5 else { continue }
            let need = "\(MessageFormat.number(needWidth.rounded(.up))) x \(MessageFormat.number(needHeight.rounded(.up))) px"
            emit(view, "'\(placed.reference.name)' is \(placed.image.width) x \(placed.image.height) px but '\(view.id)' draws it at \(MessageFormat.size(placed.rect.width, placed.rect.height)), which needs \(need) at @\(Int(scale))x; supply an image of at least \(need)",
                 Evidence([.image(placed.reference.name), .figure("pixels", .numbers([Double(placed.image.width), Double(placed.image.height)])),
                           .figure("needed", .numbers([MessageFormat.rounded(needWidth, 2), MessageFormat.rounded(needHeight, 2)]))]))
        }
    }
}
