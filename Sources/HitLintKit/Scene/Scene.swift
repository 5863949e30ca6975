/// A problem with one image of a view, reported as `image-error`.
public struct ImageProblem: Sendable {
    public let view: Int
    public let reference: ImageReference
    public let error: ImageError
}

/// A screen ready to rasterize: the view tree flattened in draw order.
public struct Scene: Sendable {
    public let manifest: Manifest
    public let screen: ScreenSpec
    public let lattice: PixelLattice
    /// Index 0 is the screen's root view; the rest in draw order (pre-order).
    public let views: [SceneView]
    public let imageProblems: [ImageProblem]

    public var scale: Int { Int(lattice.scale) }
    public var visibleAlpha: Double { manifest.visibleAlpha }
    public var targets: [SceneView] { views.filter(\.isTarget) }

    public func view(id: String) -> SceneView? { views.first { $0.index > 0 && $0.id == id } }
}
