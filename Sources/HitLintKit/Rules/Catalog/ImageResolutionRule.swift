import Foundation

/// `image-resolution`: an image has fewer pixels than its drawn rect needs.
struct ImageResolutionRule: Rule {
    let readsHitTesting = false
    static let description = RuleDescription(
        id: "image-resolution", name: "Image resolution",
        summary: "An image has fewer pixels than its drawn rect needs at the screen's scale.",
        details: """
            An image drawn larger than its pixels looks blurred, and its shape is sampled coarsely: the \
            hit edge moves in steps of whole image pixels.
            Example: a 100 x 100 px star drawn over 200 x 200 pt at @3x needs 600 x 600 px.
            """,
        defaultSeverity: .warning,
        examples: RuleExamples(
            triggering: .init(
                views: """
                    - id: star
                      frame: [20, 20, 60, 60]
                      image: ↓star.png
                      contentMode: scaleToFill
                    """, images: [ExampleImage("star.png", width: 30, height: 30)]),
            passing: .init(
                views: """
                    - id: star
                      frame: [20, 20, 60, 60]
                      image: star.png
                      contentMode: scaleToFill
                    """, images: [ExampleImage("star.png", width: 60, height: 60)])))

    func check(_ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void) {
        let scale = analysis.raster.lattice.scale
        // One finding per image file and screen, at its first use, naming every view that draws
        // it too large, with the largest size it is drawn at.
        var order: [URL] = []
        var uses: [URL: [(view: SceneView, placed: PlacedImage)]] = [:]
        for (view, placed, _) in analysis.placedImages {
            // A view a layout gives no area (a negative height on a short screen) draws nothing.
            guard placed.rect.width > 0, placed.rect.height > 0 else { continue }
            let needWidth = placed.rect.width * scale
            let needHeight = placed.rect.height * scale
            guard Double(placed.image.width) < needWidth - 0.5 || Double(placed.image.height) < needHeight - 0.5 else { continue }
            if uses[placed.reference.url] == nil { order.append(placed.reference.url) }
            uses[placed.reference.url, default: []].append((view, placed))
        }
        for url in order {
            guard let all = uses[url], let (first, placed) = all.first else { continue }
            let width = all.map(\.placed.rect.width).max() ?? 0
            let height = all.map(\.placed.rect.height).max() ?? 0
            let (needWidth, needHeight) = (width * scale, height * scale)
            let need = "\(MessageFormat.number(needWidth.rounded(.up))) x \(MessageFormat.number(needHeight.rounded(.up))) px"
            var names: [String] = []
            for use in all where !names.contains("\(use.view.quoted)") { names.append("\(use.view.quoted)") }
            let who = names.count == 1 ? "\(names[0]) draws it" : "\(names.dropLast().joined(separator: ", ")) and \(names.last!) draw it"
            emit(
                first,
                "'\(placed.reference.name)' is \(placed.image.width) x \(placed.image.height) px but \(who) at up to \(MessageFormat.size(width, height)), which needs \(need) at @\(Int(scale))x; supply an image of at least \(need)",
                Evidence([
                    .image(placed.reference.name), .figure("pixels", .numbers([Double(placed.image.width), Double(placed.image.height)])),
                    .figure("needed", .numbers([MessageFormat.rounded(needWidth, 2), MessageFormat.rounded(needHeight, 2)])),
                    .figure("views", .texts(names.map { String($0.dropFirst().dropLast()) })),
                ]))
        }
    }
}
