import HitLintCore
import HitLintInput

/// A view of a screen with everything resolved: absolute geometry, placed images, inherited
/// opacity, clipping and hit-test eligibility. Views are kept in draw order (pre-order).
/// Immutable, so a class: rules, metrics and relints pass views around by the thousand, and a
/// copy is one reference instead of a dozen (docs/speed.md, "Copies").
package final class SceneView: Sendable {
    /// Position in draw order; 0 is the screen's root view ("nothing").
    package let index: Int
    package let id: String
    package let kind: ViewKind
    package let location: SourceLocation
    package let ignore: Set<String>
    /// How messages name an imported view besides its IB id (userLabel, title, image name).
    package let label: String?
    /// What an imported view's source says that rules read (`stale-frame`, `unknown-class`).
    package let imported: ImportedFacts?
    /// Index of the parent (0 for top-level views; the root's own parent is -1).
    package let parent: Int
    /// One past the index of the last descendant: descendants are `index + 1 ..< subtreeEnd`.
    package let subtreeEnd: Int
    package let depth: Int

    /// Absolute bounds, in points.
    package let bounds: Rect
    /// Bounds grown by `enlarge`: where `pointInside` can hold.
    package let hitRect: Rect
    package let enlarge: Insets

    package let image: PlacedImage?
    package let background: PlacedImage?
    /// The box its text (title, label) is drawn in, absolute; drawn opaque, never hit-tested by alpha.
    package let text: Rect?
    /// What the text says (drawing only).
    package let textString: String?
    package let fill: Double
    /// The background colour a file gives (drawing only).
    package let colour: ViewColour?
    /// The view's own `alpha`.
    package let alpha: Double
    /// Product of its own and its ancestors' `alpha`.
    package let opacity: Double
    package let hidden: Bool
    /// False when the view or an ancestor is hidden.
    package let drawn: Bool
    /// Absolute rect drawing is clipped to by the view's and its ancestors' `clipsToBounds`; nil when nothing clips.
    package let clip: Rect?

    package let hitTest: HitTestMode
    package let threshold: Double
    package let compare: AlphaComparison
    package let userInteractionEnabled: Bool
    package let enabled: Bool
    package let clipsToBounds: Bool
    package let contentMode: ContentMode
    package let contentModeStated: Bool
    /// Whether UIKit's hitTest reaches this view at all: it and every ancestor are visible,
    /// interactive and at least 0.01 opaque.
    package let hitEligible: Bool
    /// An enabled, reachable button: the views hitlint measures (docs/manifest.md, "Targets and metrics").
    package let isTarget: Bool

    package init(
        index: Int, id: String, kind: ViewKind, location: SourceLocation, ignore: Set<String>, label: String? = nil,
        imported: ImportedFacts? = nil, parent: Int, subtreeEnd: Int, depth: Int, bounds: Rect, hitRect: Rect,
        enlarge: Insets, image: PlacedImage?, background: PlacedImage?, text: Rect? = nil, textString: String? = nil,
        fill: Double, colour: ViewColour? = nil, alpha: Double, opacity: Double,
        hidden: Bool, drawn: Bool, clip: Rect?, hitTest: HitTestMode, threshold: Double, compare: AlphaComparison,
        userInteractionEnabled: Bool, enabled: Bool, clipsToBounds: Bool, contentMode: ContentMode,
        contentModeStated: Bool, hitEligible: Bool, isTarget: Bool
    ) {
        (self.index, self.id, self.kind, self.location, self.ignore, self.label, self.imported) = (
            index, id, kind, location, ignore, label, imported
        )
        (self.parent, self.subtreeEnd, self.depth) = (parent, subtreeEnd, depth)
        (self.bounds, self.hitRect, self.enlarge) = (bounds, hitRect, enlarge)
        (self.image, self.background, self.text, self.fill, self.alpha, self.opacity) = (
            image, background, text, fill, alpha, opacity
        )
        (self.textString, self.colour) = (textString, colour)
        (self.hidden, self.drawn, self.clip) = (hidden, drawn, clip)
        (self.hitTest, self.threshold, self.compare) = (hitTest, threshold, compare)
        (self.userInteractionEnabled, self.enabled, self.clipsToBounds) = (
            userInteractionEnabled, enabled, clipsToBounds
        )
        (self.contentMode, self.contentModeStated, self.hitEligible, self.isTarget) = (
            contentMode, contentModeStated, hitEligible, isTarget
        )
    }

    /// The rect the view may draw in: its bounds, its image's rect and its text's box.
    package var drawExtent: Rect {
        var extent = bounds
        if let image { extent = extent.union(image.rect) }
        if let text { extent = extent.union(text) }
        return extent
    }

    /// Why UIKit skips this view itself in hit-testing, or nil.
    package var hitSkipReason: String? {
        if hidden { return "hidden" }
        if !userInteractionEnabled { return "userInteractionEnabled is false" }
        if alpha < 0.01 { return "alpha \(alpha) is below 0.01" }
        return nil
    }

    /// "button 'play'" / "view 'overlay'" / "switch Bpf-N5-p1A"; "nothing" for the root.
    package var displayName: String {
        if index == 0 { return "nothing" }
        return label == nil && imported?.element != nil ? quoted : "\(kind.rawValue) \(quoted)"
    }

    /// The view as messages name it: `'play'`; `'Share' (MUN-ll-SC0)` for an imported view with
    /// a label; for one without, its element in words and its id (`segmented control Bpf-N5-p1A`).
    package var quoted: String {
        if let label { return "'\(label)' (\(id))" }
        if let element = imported?.element { return "\(MessageFormat.words(ofCamelCase: element)) \(id)" }
        return "'\(id)'"
    }
}
