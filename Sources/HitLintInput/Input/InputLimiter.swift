import HitLintCore

/// The limits every input source holds what it reads to (`ManifestLimits`), with the one
/// message each limit gives wherever it is broken: a hand-written manifest, a storyboard or a
/// XIB count screens, views and nesting the same way.
package struct InputLimiter: Sendable {
    package let limits: ManifestLimits

    package init(
        limits: ManifestLimits
    ) {
        self.limits = limits
    }

    /// A problem when `count` screens are too many.
    package func screens(_ count: Int) -> String? {
        count > limits.maxScreens ? "\(count) screens, over the limit of \(limits.maxScreens) (limits.maxScreens)" : nil
    }

    /// A problem when views nest `depth` levels deep (a screen's own views are level 1).
    package func depth(_ depth: Int) -> String? {
        depth > limits.maxDepth ? "views are nested more than \(limits.maxDepth) levels deep (limits.maxDepth)" : nil
    }

    /// A problem when a screen's `count`-th view is one too many; nil before, and after (one
    /// problem per screen).
    package func views(_ count: Int) -> String? {
        guard count == limits.maxViewsPerScreen + 1 else { return nil }
        return "the screen has more than \(limits.maxViewsPerScreen) views (limits.maxViewsPerScreen)"
    }

    /// Whether a screen's `count`-th view is past the limit (nothing more is read).
    package func isOverViewLimit(_ count: Int) -> Bool { count > limits.maxViewsPerScreen }

    /// A name (a screen's, a view's) cut to the longest a report repeats.
    package func name(_ text: String) -> String { String(text.prefix(limits.maxNameLength)) }

    /// Pixels `views` cover in all at `scale` (each frame and enlarged area, clipped to the
    /// screen, summed, children too): what rasterizing them costs in mask memory.
    package static func coveredPixels(_ views: [ViewSpec], origin: Point, screen: Size, scale: Int) -> Double {
        views.reduce(0.0) { total, view in
            let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
            let area = frame.union(frame.grown(by: view.enlarge)).intersection(
                Rect(x: 0, y: 0, width: screen.width, height: screen.height))
            return total + area.area * Double(scale * scale)
                + Self.coveredPixels(view.children, origin: Point(x: frame.x, y: frame.y), screen: screen, scale: scale)
        }
    }
}
