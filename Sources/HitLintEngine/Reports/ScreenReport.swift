import Foundation
import HitLintCore
import HitLintInput

/// The outcome of one screen.
public struct ScreenReport: Sendable {
    public let manifest: String
    public let name: String
    public let scale: Int
    public let size: Size
    public let location: SourceLocation
    /// Every view in draw order.
    public let views: [ViewReport]
    /// Sorted by `Finding.reportOrder`.
    public let findings: [Finding]
    /// The hit map PNG, when hit maps were asked for.
    public let hitMap: Data?
    /// Imported buttons and controls of the screen that are not targets, with why.
    package var notLinted: [NotLinted] = []
    /// The layouts linted besides the stored frames (docs/layout.md), each with its views' frames.
    package var layouts: [LayoutReport] = []

    package init(
        manifest: String,
        name: String,
        scale: Int,
        size: Size,
        location: SourceLocation,
        views: [ViewReport],
        findings: [Finding],
        hitMap: Data?,
        notLinted: [NotLinted] = [],
        layouts: [LayoutReport] = []
    ) {
        self.manifest = manifest
        self.name = name
        self.scale = scale
        self.size = size
        self.location = location
        self.views = views
        self.findings = findings
        self.hitMap = hitMap
        self.notLinted = notLinted
        self.layouts = layouts
    }

    /// A screen with nothing linted (no layout of it could be made).
    package static func empty(screen: ScreenSpec, manifest: String) -> ScreenReport {
        ScreenReport(
            manifest: manifest, name: screen.name, scale: screen.scale ?? 3, size: screen.size,
            location: screen.location, views: [],
            findings: [], hitMap: nil)
    }

    /// The same screen with other findings (a baseline applied).
    package func with(findings: [Finding]) -> ScreenReport {
        var copy = ScreenReport(
            manifest: manifest, name: name, scale: scale, size: size, location: location, views: views,
            findings: findings, hitMap: hitMap)
        copy.notLinted = notLinted
        copy.layouts = layouts
        return copy
    }
}

/// One linted layout of a screen: what it was laid out for and where each view went.
package struct LayoutReport: Sendable {
    /// `design`, `file (iPhone 11, portrait)` or "iPhone 16, landscape".
    package var name: String
    /// The device's name; nil for the stored frames.
    package var device: String?
    package var orientation: Orientation?
    package var size: Size
    /// Absolute frames, in points, of the views laid out (nil list: the stored frames).
    package var frames: [(id: String, frame: Rect)]
    /// Its hit map, when maps are drawn and it has findings the screen's first layout has not.
    package var hitMap: Data? = nil

    package init(
        name: String,
        device: String?,
        orientation: Orientation?,
        size: Size,
        frames: [(id: String, frame: Rect)],
        hitMap: Data? = nil
    ) {
        self.name = name
        self.device = device
        self.orientation = orientation
        self.size = size
        self.frames = frames
        self.hitMap = hitMap
    }
}
