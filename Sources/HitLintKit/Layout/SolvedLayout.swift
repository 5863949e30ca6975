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
    /// Required constraints the layout itself makes (stack views, masks, content sizes) that
    /// could not hold, described.
    package var madeConflicts: [String] = []
    /// IB ids of views not installed in the target's size classes.
    package var removed: Set<String> = []
    /// Constraints the solver held: the file's, and those the layout makes (stays included).
    package var solverConstraints = 0
    /// The root's size on the target.
    package var rootSize: Size
}
