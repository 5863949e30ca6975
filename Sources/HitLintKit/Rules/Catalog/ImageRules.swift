import Foundation

/// The images of a scene with their views, for the image rules.
private func placedImages(_ analysis: ScreenAnalysis) -> [(view: SceneView, image: PlacedImage, stretched: Bool)] {
    analysis.scene.views.dropFirst().flatMap { view in
        [view.image.map { (view, $0, view.contentMode == .scaleToFill) }, view.background.map { (view, $0, true) }].compactMap { $0 }
    }
}

/// `image-error`: an image is missing, unreadable, not a PNG, or over the size limit.
struct ImageErrorRule: Rule {
    let description = RuleDescription(
        id: "image-error", name: "Image error",
        summary: "An image is missing, unreadable, not a PNG, or over the size limit.",
        details: """
        hitlint cannot check a shape it cannot read; at run time UIKit would show no image and an \
        alpha hit test would accept the whole rectangle. The view is analysed as if the image were absent.
        Example: `image: star.png` where only `star@3x.png` exists; name the file that exists.
        """,
        parameters: [])

    func check(_ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, JSONValue) -> Void) {
        for problem in analysis.scene.imageProblems {
            let view = analysis.scene.views[problem.view]
            emit(view, "image '\(problem.reference.name)' of '\(view.id)' cannot be used: \(problem.error.message) (\(problem.reference.url.path))",
                 .object([("image", .string(problem.reference.name)), ("reason", .string(problem.error.message))]))
        }
    }
}

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
        parameters: [])

    func check(_ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, JSONValue) -> Void) {
        let scale = analysis.raster.lattice.scale
        for (view, placed) in placedImages(analysis).map({ ($0.view, $0.image) }) {
            let needWidth = placed.rect.width * scale, needHeight = placed.rect.height * scale
            guard Double(placed.image.width) < needWidth - 0.5 || Double(placed.image.height) < needHeight - 0.5 else { continue }
            let need = "\(MessageFormat.number(needWidth.rounded(.up))) x \(MessageFormat.number(needHeight.rounded(.up))) px"
            emit(view, "'\(placed.reference.name)' is \(placed.image.width) x \(placed.image.height) px but '\(view.id)' draws it at \(MessageFormat.size(placed.rect.width, placed.rect.height)), which needs \(need) at @\(Int(scale))x; supply an image of at least \(need)",
                 .object([("image", .string(placed.reference.name)), ("pixels", .array([.number(Double(placed.image.width)), .number(Double(placed.image.height))])),
                          ("needed", .array([.rounded(needWidth, 2), .rounded(needHeight, 2)]))]))
        }
    }
}

/// `aspect-distortion`: scaleToFill stretches an image's aspect ratio.
struct AspectDistortionRule: Rule {
    let description = RuleDescription(
        id: "aspect-distortion", name: "Aspect distortion",
        summary: "scaleToFill (or a background image) stretches an image's aspect ratio by more than tolerance.",
        details: """
        A stretched shape is not the shape the designer drew, and its hit area is stretched with it.
        Example: a round 100 x 100 px icon in a 120 x 60 pt frame becomes an ellipse; set \
        `contentMode: scaleAspectFit` or give the frame the image's aspect ratio.
        """,
        parameters: [RuleParameter("tolerance", "largest accepted relative change of the aspect ratio")])

    func check(_ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, JSONValue) -> Void) {
        for (view, placed, stretched) in placedImages(analysis) where stretched {
            guard placed.rect.width > 0, placed.rect.height > 0 else { continue }
            let imageRatio = Double(placed.image.width) / Double(placed.image.height)
            let drawnRatio = placed.rect.width / placed.rect.height
            let distortion = max(drawnRatio / imageRatio, imageRatio / drawnRatio) - 1
            guard distortion > parameters["tolerance"] + 1e-12 else { continue }
            let fix = view.background?.reference == placed.reference && view.image?.reference != placed.reference
                ? "use a background image with the frame's aspect ratio"
                : "set contentMode: scaleAspectFit, or give the frame the image's aspect ratio"
            emit(view, "'\(placed.reference.name)' (\(placed.image.width) x \(placed.image.height) px) is stretched to \(MessageFormat.size(placed.rect.width, placed.rect.height)) in '\(view.id)', changing its aspect ratio by \(MessageFormat.percent(distortion)); \(fix)",
                 .object([("image", .string(placed.reference.name)), ("distortion", .rounded(distortion, 3))]))
        }
    }
}

/// `implicit-scaling`: an image is scaled to its frame without a stated content mode.
struct ImplicitScalingRule: Rule {
    let description = RuleDescription(
        id: "implicit-scaling", name: "Implicit scaling",
        summary: "An image's point size differs from its frame and contentMode was not stated.",
        details: """
        UIKit's default content mode, scaleToFill, silently stretches an image to its frame. Stating \
        the content mode documents whether that is meant.
        Example: a 24 x 24 pt icon in a 44 x 44 pt button; write `contentMode: center` to draw it at \
        its size, or `contentMode: scaleToFill` to keep the stretch.
        """,
        parameters: [])

    func check(_ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, JSONValue) -> Void) {
        for view in analysis.scene.views.dropFirst() where !view.contentModeStated {
            guard let placed = view.image else { continue }
            let size = placed.pointSize
            guard abs(size.width - view.bounds.width) > 0.01 || abs(size.height - view.bounds.height) > 0.01 else { continue }
            emit(view, "'\(placed.reference.name)' is \(MessageFormat.size(size.width, size.height)) but '\(view.id)' is \(MessageFormat.size(view.bounds.width, view.bounds.height)), so it is stretched to fill; state contentMode (scaleToFill to keep this, center to draw it at its size)",
                 .object([("image", .string(placed.reference.name)), ("imageSize", .array([.rounded(size.width, 2), .rounded(size.height, 2)]))]))
        }
    }
}
