import HitLintCore

/// One drawn element for alpha evaluation: a view's fill over its bounds, its background
/// image and its image, taken at their maximum, times an opacity, cut by a clip rect.
/// `max(fill, backgroundImage, image) × alpha` is the visual alpha of docs/manifest.md, "What the user sees", and the layer element of "Hit-testing".
package struct AlphaLayer: Sendable {
    package var bounds: Rect
    package var fill: Double
    package var image: PlacedImage?
    package var background: PlacedImage?
    package var opacity: Double
    package var clip: Rect?

    /// The layer of a view as the user sees it (inherited opacity and clipping).
    package static func visual(_ view: SceneView) -> AlphaLayer {
        AlphaLayer(
            bounds: view.bounds, fill: view.fill, image: view.image, background: view.background,
            opacity: view.opacity, clip: view.clip)
    }

    /// What the user sees of a view: its layer and then its text, an opaque box drawn over it
    /// (docs/interface-builder.md, "Text").
    package static func seen(_ view: SceneView) -> [AlphaLayer] {
        let layer = visual(view)
        guard let text = view.text else { return [layer] }
        return [
            layer,
            AlphaLayer(bounds: text, fill: 1, image: nil, background: nil, opacity: view.opacity, clip: view.clip),
        ]
    }

    /// The view's own images only, raw: OBShapedButton's "image OR background image".
    package static func ownImages(_ view: SceneView) -> AlphaLayer {
        AlphaLayer(bounds: view.bounds, fill: 0, image: view.image, background: view.background, opacity: 1, clip: nil)
    }

    /// The view rendered with its visible descendants (`hitTest: layer`), back to front; those
    /// that draw nothing (see `isTransparent`) are left out.
    package static func rendered(_ view: SceneView, in views: [SceneView]) -> [AlphaLayer] {
        var layers: [AlphaLayer] = []
        // Opacity and clip relative to `view`, by index, for the descendants walked so far.
        var state: [Int: (opacity: Double, clip: Rect?)] = [:]
        var index = view.index
        while index < view.subtreeEnd {
            let element = views[index]
            let inherited = index == view.index ? (opacity: 1.0, clip: Rect?.none) : state[element.parent]!
            if element.hidden {
                index = element.subtreeEnd  // a hidden view hides its subtree
                continue
            }
            var clip = inherited.clip
            if element.clipsToBounds, index != view.index {
                clip = clip.map { $0.intersection(element.bounds) } ?? element.bounds
            }
            let opacity = inherited.opacity * element.alpha
            state[index] = (opacity, clip)
            let layer = AlphaLayer(
                bounds: element.bounds, fill: element.fill, image: element.image,
                background: element.background, opacity: opacity, clip: clip)
            if !layer.isTransparent { layers.append(layer) }  // drawing nothing, it changes no composite
            if let text = element.text, opacity > 0 {
                layers.append(
                    AlphaLayer(bounds: text, fill: 1, image: nil, background: nil, opacity: opacity, clip: clip))
            }
            index += 1
        }
        return layers
    }

    /// Whether the layer's alpha is 0 everywhere: compositing it changes nothing, exactly
    /// (`0 + a * (1 - 0) == a`), so tables may leave it out.
    package var isTransparent: Bool { opacity == 0 || (image == nil && background == nil && fill == 0) }

    /// Alpha at an absolute point, straight from the definition (used by probe and as the test oracle).
    package func value(at p: Point) -> Double {
        if let clip, !clip.contains(p) { return 0 }
        var value = bounds.contains(p) ? fill : 0
        if let background { value = max(value, background.alpha(at: p)) }
        if let image { value = max(value, image.alpha(at: p)) }
        return value * opacity
    }

    /// Back-to-front compositing: `a = a_front + a_back * (1 - a_front)`.
    package static func composite(_ layers: [AlphaLayer], at p: Point) -> Double {
        layers.reduce(0.0) { back, layer in
            let front = layer.value(at: p)
            return front + back * (1 - front)
        }
    }
}
