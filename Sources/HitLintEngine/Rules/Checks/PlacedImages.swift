extension ScreenAnalysis {
    /// The images of the screen with their views, for the image rules; `stretched` when the image
    /// is drawn over the bounds whatever its aspect ratio (scaleToFill, or a background image).
    /// SF Symbols and vector images, which have no pixels of their own here, are left out.
    package var placedImages: [(view: SceneView, image: PlacedImage, stretched: Bool)] {
        scene.views.dropFirst().flatMap { view in
            [view.image.map { (view, $0, view.contentMode == .scaleToFill) }, view.background.map { (view, $0, true) }]
                .compactMap { $0 }.filter { $0.1.reference.drawnSize == nil }
        }
    }
}
