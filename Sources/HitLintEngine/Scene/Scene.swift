import HitLintCore
import HitLintInput

/// A problem with one image of a view, reported as `image-error`.
package struct ImageProblem: Sendable {
    package let view: Int
    package let reference: ImageReference
    package let error: ImageError
}

/// A screen ready to rasterize: the view tree flattened in draw order.
package struct Scene: Sendable {
    package let manifest: Manifest
    package let screen: ScreenSpec
    package let lattice: PixelLattice
    /// Index 0 is the screen's root view; the rest in draw order (pre-order).
    package let views: [SceneView]
    package let imageProblems: [ImageProblem]

    package var scale: Int { Int(lattice.scale) }
    package var visibleAlpha: Double { manifest.visibleAlpha }
    package var targets: [SceneView] { views.filter(\.isTarget) }

    package func view(id: String) -> SceneView? { views.first { $0.index > 0 && $0.id == id } }
}
