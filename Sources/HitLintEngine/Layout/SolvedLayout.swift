import HitLintCore
import HitLintInput

/// A screen's layout solved for one target: every view's frame, the required constraints that
/// could not hold with the others (`layout-conflict`; dropped, as UIKit breaks them), and the
/// views a size class does not install.
package struct SolvedLayout: Sendable {
    package var target: LayoutTarget
    /// Absolute frames (in the root's coordinates), by `LayoutModel.items` index.
    package var frames: [Rect]
    /// Superview-relative frames, by the same index.
    package var relativeFrames: [Rect]
    package var conflicts: [LayoutConstraint] = []
    /// Required constraints the layout itself makes (stack views, content sizes, fixed frames)
    /// that could not hold.
    package var madeConflicts: [MadeConstraint] = []
    /// IB ids of views not installed in the target's size classes.
    package var removed: Set<String> = []
    /// Constraints the solver held: the file's, and those the layout makes (stays included).
    package var solverConstraints = 0
    /// The root's size on the target.
    package var rootSize: Size
}

/// A required constraint the layout makes for a view (not one of the file's): a stack view's
/// arrangement, a content size at priority 1000, a fixed frame.
package struct MadeConstraint: Sendable, Hashable {
    /// Index in `LayoutModel.items`.
    package var item: Int
    /// "the content height (compression resistance 1000)".
    package var what: String
    package var view = ""
    package var location = SourceLocation(file: "", line: 1, column: 1)
}
