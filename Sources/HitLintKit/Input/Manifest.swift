import Foundation

/// A loaded and validated manifest (docs/manifest.md). Every value has its default applied.
public struct Manifest: Sendable {
    /// The path as the user gave it (used in every report).
    public var path: String
    public var version: Int
    /// Device scale the screens are rasterized at (1, 2 or 3).
    public var scale: Int
    /// Folder that relative image paths resolve against.
    public var assetsDirectory: URL
    /// Alpha from which a drawn pixel counts as visible.
    public var visibleAlpha: Double
    public var screens: [ScreenSpec]
}

public struct ScreenSpec: Sendable {
    public var name: String
    public var size: Size
    /// Back to front: the last view is the frontmost.
    public var views: [ViewSpec]
    public var location: SourceLocation
}

/// UIKit view kinds hitlint knows; they differ in their defaults.
public enum ViewKind: String, Sendable, CaseIterable {
    case button, view, image, label

    /// UIKit's default: UIImageView and UILabel do not take touches.
    var defaultUserInteractionEnabled: Bool { self == .button || self == .view }
}

/// How a view's own `pointInside` decides inside its bounds.
public enum HitTestMode: String, Sendable, CaseIterable {
    /// The whole rectangle hits.
    case rect
    /// The view's own images (image OR background image) against the threshold (OBShapedButton).
    case alpha
    /// The view rendered with its visible descendants against the threshold.
    case layer
}

public enum AlphaComparison: String, Sendable, CaseIterable {
    case atLeast = ">="
    case greaterThan = ">"

    @inline(__always)
    public func passes(_ alpha: Double, _ threshold: Double) -> Bool {
        self == .atLeast ? alpha >= threshold : alpha > threshold
    }
}

/// `UIView.ContentMode`, as far as placing an image goes.
public enum ContentMode: String, Sendable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
}

/// An image named in the manifest, resolved to a file.
public struct ImageReference: Sendable, Hashable {
    /// The path as written in the manifest.
    public var name: String
    public var url: URL
    /// Where the path is written.
    public var location: SourceLocation
    /// The lint root (canonical) the file that is opened must lie in; nil when it may be anywhere.
    public var confinement: String?
}

public struct ViewSpec: Sendable {
    public var id: String
    public var kind: ViewKind
    /// In the parent's coordinates.
    public var frame: Rect
    public var image: ImageReference?
    public var backgroundImage: ImageReference?
    /// Explicit image scale; nil: from the @2x/@3x suffix, else 1.
    public var imageScale: Double?
    public var contentMode: ContentMode
    /// Whether `contentMode` was written in the manifest (the `implicit-scaling` rule asks).
    public var contentModeStated: Bool
    /// Threshold for shaped hit-testing; nil with `hitTest: rect`.
    public var threshold: Double?
    public var compare: AlphaComparison
    public var hitTest: HitTestMode
    public var enlarge: Insets
    public var hidden: Bool
    public var alpha: Double
    public var userInteractionEnabled: Bool
    public var enabled: Bool
    public var clipsToBounds: Bool
    /// Alpha of the background colour.
    public var fill: Double
    /// Rule ids not reported for this view.
    public var ignore: Set<String>
    public var children: [ViewSpec]
    /// Where the view's `id` is written: every finding about the view points here.
    public var location: SourceLocation
}
