import HitLintCore

/// A view's `pointInside` (docs/manifest.md, "Hit-testing") as a class table over the pixels of its enlarged bounds.
package enum PointInside {
    /// The layers whose alpha decides inside the bounds; empty when the whole rectangle hits.
    package static func layers(of view: SceneView, in views: [SceneView]) -> [AlphaLayer] {
        switch view.hitTest {
        case .rect: return []
        case .alpha: return view.image == nil && view.background == nil ? [] : [.ownImages(view)]
        case .layer: return AlphaLayer.rendered(view, in: views)
        }
    }

    /// Whether the whole bounds hit without looking at alpha.
    package static func isRectangular(_ view: SceneView) -> Bool {
        view.hitTest == .rect || (view.hitTest == .alpha && view.image == nil && view.background == nil)
    }

    /// The layers and the rule of `pointInside(view)`.
    package static func tableInputs(for view: SceneView, in views: [SceneView]) -> (
        layers: [AlphaLayer], rule: TableRule
    ) {
        let rectangular = isRectangular(view)
        return (
            rectangular ? [] : layers(of: view, in: views),
            .pointInside(rectangular: rectangular, compare: view.compare, threshold: view.threshold)
        )
    }

    /// The table of `pointInside(view)` over `rect` (pixels of its enlarged bounds), or nil when too large.
    package static func table(for view: SceneView, in views: [SceneView], over rect: PixelRect, lattice: PixelLattice)
        -> ClassTable?
    {
        let (layers, rule) = tableInputs(for: view, in: views)
        return ClassTable(rect: rect, lattice: lattice, layers: layers, zone: view.bounds, rule: rule)
    }

    /// `pointInside(view, p)` at one absolute point, straight from docs/manifest.md, "Hit-testing", with the reason.
    package static func evaluate(_ view: SceneView, in views: [SceneView], at p: Point) -> (
        inside: Bool, reason: String
    ) {
        guard view.hitRect.contains(p) else {
            return (false, view.enlarge.isZero ? "outside its bounds" : "outside its enlarged bounds")
        }
        guard view.bounds.contains(p) else { return (true, "in its enlarged margin") }
        if isRectangular(view) { return (true, "inside its bounds") }
        let alpha = AlphaLayer.composite(layers(of: view, in: views), at: p)
        let passes = view.compare.passes(alpha, view.threshold)
        let what = view.hitTest == .layer ? "rendered alpha" : "image alpha"
        let relation = passes ? view.compare.rawValue : (view.compare == .atLeast ? "<" : "<=")
        return (
            passes,
            "\(what) \(MessageFormat.number(alpha, places: 3)) \(relation) threshold \(MessageFormat.number(view.threshold, places: 3))"
        )
    }
}
