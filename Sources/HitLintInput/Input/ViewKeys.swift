import Foundation
import HitLintCore

/// The view keys of a manifest (docs/manifest.md, "Views") as written, each nil when absent: a
/// hand-written view is built from them, and a `classes` or `overrides` entry is laid over an
/// imported view with them.
package struct ViewKeys: Sendable {
    package var kind: ViewKind?
    package var frame: Rect?
    package var image: ImageReference?
    package var backgroundImage: ImageReference?
    package var imageScale: Double?
    package var backgroundImageScale: Double?
    package var contentMode: ContentMode?
    package var imageRect: Rect?
    /// An SF Symbol drawn as the image (`symbol:`): an opaque rectangle over `imageRect`, as an
    /// imported one is drawn; with where it is written.
    package var symbol: (name: String, location: SourceLocation)?
    /// Where the view's text is drawn (`textRect:`): an opaque box, as an imported title is.
    package var textRect: Rect?
    package var threshold: Double?
    package var compare: AlphaComparison?
    package var hitTest: HitTestMode?
    package var enlarge: Insets?
    package var hidden: Bool?
    package var alpha: Double?
    package var userInteractionEnabled: Bool?
    package var enabled: Bool?
    package var clipsToBounds: Bool?
    package var fill: Double?
    package var ignore: Set<String>?
    package var states: [ControlState: StateImages]?
    package var state: ControlState?
    /// `classes` only: the runtime attribute the threshold is read from, and its factor.
    package var thresholdAttribute: String?
    package var attributeScale: Double?

    /// A character an id may have: letters, digits, '_', '.' and '-' (Interface Builder ids are such).
    package static func isIDCharacter(_ c: Unicode.Scalar) -> Bool {
        c.isASCII
            && (("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "_" || c == "."
                || c == "-")
    }

    /// A view of these keys with every default applied (docs/manifest.md).
    package func view(id: String, frame: Rect, children: [ViewSpec], location: SourceLocation) -> ViewSpec {
        let kind = self.kind ?? .button
        let mode: HitTestMode = kind == .control ? .rect : (hitTest ?? (threshold != nil ? .alpha : .rect))
        let defaultFill = kind == .control || (kind == .button && image == nil && backgroundImage == nil) ? 1.0 : 0.0
        var view = ViewSpec(
            id: id, kind: kind, frame: frame, image: image, backgroundImage: backgroundImage,
            imageScale: imageScale, contentMode: contentMode ?? .scaleToFill,
            contentModeStated: contentMode != nil || imageRect != nil,
            threshold: mode == .rect ? nil : (threshold ?? 0.1), compare: compare ?? .atLeast, hitTest: mode,
            enlarge: enlarge ?? .zero, hidden: hidden ?? false, alpha: alpha ?? 1,
            userInteractionEnabled: userInteractionEnabled ?? kind.defaultUserInteractionEnabled,
            enabled: enabled ?? true,
            clipsToBounds: clipsToBounds ?? false, fill: fill ?? defaultFill, ignore: ignore ?? [], children: children,
            location: location)
        view.backgroundImageScale = backgroundImageScale
        view.imageRect = imageRect
        if let symbol { view.image = Self.symbolImage(symbol.name, rect: imageRect, at: symbol.location) }
        view.textBox = textRect
        view.states = states ?? [:]
        view.state = state ?? .normal
        return view
    }

    /// Lays these keys over `view` (an imported one): each key given replaces what the file said.
    /// A `contentMode` replaces the image rect Interface Builder's insets gave; a threshold turns
    /// on alpha hit-testing; `runtimeThreshold` is the view's `thresholdAttribute` value, if set.
    package func apply(to view: inout ViewSpec, runtimeThreshold: Double? = nil) {
        if let kind { view.kind = kind }
        if let frame { view.frame = frame }
        if let image { view.image = image }
        if let backgroundImage { view.backgroundImage = backgroundImage }
        if let imageScale { view.imageScale = imageScale }
        if let backgroundImageScale { view.backgroundImageScale = backgroundImageScale }
        if let contentMode {
            view.contentMode = contentMode
            view.imageRect = nil
            view.imageLayout = nil
            view.contentModeStated = true
        }
        if let imageRect { view.imageRect = imageRect }
        if let symbol { view.image = Self.symbolImage(symbol.name, rect: view.imageRect, at: symbol.location) }
        if let textRect { view.textBox = textRect }
        if let hitTest { view.hitTest = hitTest }
        if let threshold = runtimeThreshold ?? threshold {
            view.threshold = threshold
            if hitTest == nil, view.hitTest == .rect { view.hitTest = .alpha }
        }
        if let compare { view.compare = compare }
        if let enlarge { view.enlarge = enlarge }
        if let hidden { view.hidden = hidden }
        if let alpha { view.alpha = alpha }
        if let userInteractionEnabled { view.userInteractionEnabled = userInteractionEnabled }
        if let enabled { view.enabled = enabled }
        if let clipsToBounds { view.clipsToBounds = clipsToBounds }
        if let fill { view.fill = fill }
        if let ignore { view.ignore.formUnion(ignore) }
        if let states { view.states.merge(states) { $1 } }
        if let state { view.state = state }
        if view.kind == .control { view.hitTest = .rect }
        if view.hitTest == .rect { view.threshold = nil } else if view.threshold == nil { view.threshold = 0.1 }
    }

    /// An SF Symbol as Interface Builder's reader makes one: no file, drawn opaque over `rect`'s
    /// size (over the bounds without one).
    package static func symbolImage(_ name: String, rect: Rect?, at location: SourceLocation) -> ImageReference {
        let size = rect.map { Size(width: $0.width, height: $0.height) } ?? Size(width: 0, height: 0)
        return ImageReference(
            name: name, url: URL(fileURLWithPath: "/dev/null/sf-symbol/\(name)/\(size.width)x\(size.height)"),
            symbolSize: size,
            location: location, confinement: nil)
    }
}
