import HitLintCore

/// UIKit's and Interface Builder's numbers that the layout model and its solver (`Layout/`) rely
/// on, in one place, each with where it comes from (docs/layout.md, "UIKit's metrics", lists them
/// as a table). The devices' screen sizes, scales and safe areas are a table of their own:
/// `DeviceTable` (docs/devices.md). Interface Builder's `toolsVersion` is its build number, whole
/// part; 0 (absent) is taken as recent.
package enum UIKitMetrics {
    // MARK: Interface Builder's tools versions

    /// From here Interface Builder's old canvas (`toolsVersion` below `wholePointFramesBefore`) kept
    /// an origin that is an exact half: read off the real apps' files: element's and Habitica's
    /// Xcode 9 files keep 57.5, 22.5, 200.5, Xcode 8.3's (11762) round them up, -5.5 to -5.
    package static let halfOriginsKeptFrom = 12000
    /// Xcode 9: from here (and in a file of no version, taken as recent) Interface Builder's canvas
    /// gives root views and cells the system's margins (`LayoutModel.isModernCanvas`); before, only
    /// a view controller's view had them, and every other view `defaultMargin`, as UIKit then did.
    /// Xcode version behaviour.
    package static let systemMarginsFrom = 13000
    /// Xcode 10: below it (Xcode 9 and earlier) Interface Builder stored origins on whole points
    /// (halves aside: `halfOriginsKeptFrom`) and sizes as laid out on its canvas, whatever the
    /// scale; from it, the edges as UIKit places them on the screen's pixel grid. Xcode version
    /// behaviour.
    package static let wholePointFramesBefore = 14000
    /// Xcode 11: from here to `deviceCellMarginsFrom` (15000 to 16999) a cell that is a XIB's root
    /// has `xibCellSideMargin` whatever its width. Read off the real apps' files: Loop's 416 pt and
    /// element's 600 pt cells on a 375 pt phone.
    package static let fixedCellMarginFrom = 15000
    /// Xcode 12: from here a cell that is a XIB's root has the system side margins of the
    /// device's width (element's 600 pt cells show 16); before Xcode 11, those of the cell's own
    /// width (the same cells show 20). Read off the real apps' files.
    package static let deviceCellMarginsFrom = 17000
    /// After Xcode 13.2: from here a freeform view's notch inset is the device table's; below it
    /// (Xcode 12 to 13.2) the iPhone 11's is `shorterNotchInset`. Read off the real apps' files
    /// (of that phone, 17506 to 19529 show 44; no later file shows it either way).
    package static let tableNotchFrom = 20000
    /// Xcode 26: from here a switch's and a slider's alignment rectangles are their frames (below
    /// it: `switchAlignmentInsets`, `sliderAlignmentInsets`). Read off the real apps' files: VLC's
    /// five sliders in a stack; Xcode 26's switch, of another shape, is in no file here and is
    /// taken as its frame, as its slider is.
    package static let frameAlignmentFrom = 24000
    /// The start of the placeholder `toolsVersion` Xcode 15 wrote (32700.99.1234), with its own
    /// build in the Cocoa Touch plug-in's version (22684, 22685), which stands for it. Read off
    /// the real apps' files.
    package static let placeholderToolsVersionPrefix = "32700.99."

    // MARK: Safe areas and bars

    /// The portrait safe-area top of a phone with a status bar and no notch (the device table's
    /// 20 pt); a phone whose top is larger has a notch or Dynamic Island. `DeviceTable`.
    package static let statusBarInset = 20.0
    /// The iPhone 11's notch inset as the device table has it (48 pt; `DeviceTable`), which
    /// `shorterNotchInset` replaces in a freeform view of Xcode 12 to 13.2.
    package static let tableNotchInset = 48.0
    /// The iPhone 11's notch inset that Xcode 12 to 13.2 (`toolsVersion` below `tableNotchFrom`)
    /// gave a XIB's freeform view. Read off the real apps' files: element's, VLC's and
    /// Simplenote's freeform views of Xcode 12 on that phone sit 44 pt below the top where they
    /// are pinned to the safe area or the root's top margin, Simplenote's notice arranges its label
    /// within margins 16 pt below it, and element's live location banner of Xcode 13 (19529)
    /// centres its icon in a safe area 44 pt below its top.
    package static let shorterNotchInset = 44.0
    /// hitlint's threshold, not UIKit's: a file's safe-area inset at least this far above the
    /// device table's is a bar the screen keeps (navigation, tab, tool bar); less is a
    /// simulator's inset of another Xcode version, and the table's is used.
    package static let minimumBarInset = 10.0

    // MARK: Layout margins

    /// UIKit's system side margin of a root view on an iPhone narrower than `wideSideMarginWidth`;
    /// also what Xcode 7's 600 pt square canvas (a file of no device, before Xcode 9) gave a
    /// controller's view whatever its width. Apple documents only that a controller's root view has
    /// the system minimum margins; the value is read off the real apps' files (the iPhone 16e's,
    /// 390 pt wide, show 16).
    package static let compactSideMargin = 16.0
    /// UIKit's system side margin of a root view on an iPad, or on an iPhone from
    /// `wideSideMarginWidth` wide. Read off the real apps' files: the iPhone 16's (18 views);
    /// KeePassium's prototype cells on a 414 pt phone, an inset-grouped table's 374 pt cells among them.
    package static let wideSideMargin = 20.0
    /// The width from which a root's system side margin is `wideSideMargin`, not
    /// `compactSideMargin`. Read off the real apps' files: the iPhone 16's (393 pt) show 20, the
    /// iPhone 16e's (390 pt) 16, and none is 391 or 392 pt wide; UIKit's rule is not documented.
    package static let wideSideMarginWidth = 393.0
    /// The side margin Xcode 11 (`fixedCellMarginFrom` to `deviceCellMarginsFrom`) gave a cell
    /// that is a XIB's root, whatever its width. Read off the real apps' files: Loop's and
    /// element's cells.
    package static let xibCellSideMargin = 15.0
    /// UIKit's default layout margins of a view that is not a root or a cell's content view, on
    /// each side (Apple's documentation of `directionalLayoutMargins`: "for most views, the default
    /// layout margins are 8 points on each side"); Interface Builder of Xcode 8 and earlier lays
    /// every view out with them.
    package static let defaultMargin = 8.0
    /// A table cell's margins above and below, seen from its content view. Read off the real apps'
    /// cells (15 views; docs/layout.md, "Checked against the file").
    package static let cellVerticalMargin = 11.0
    /// A cell content view's trailing margin where it is narrower than its cell, beside an
    /// accessory (a disclosure indicator): UIKit's default margin kept before the accessory. Read
    /// off the real apps' cells (4 views; docs/layout.md, "Checked against the file").
    package static let accessoryMargin = 8.0
    /// The most a cell's content view is stored shorter than its cell, above the separator (0.5 or
    /// 1 pt, as Xcode 10 and earlier stored it): its bottom margin is that much less. Xcode version
    /// behaviour.
    package static let separatorGap = 1.0

    // MARK: Alignment rectangles

    /// How far a slider's alignment rectangle lies inside its frame up to Xcode 16 (`toolsVersion`
    /// below `frameAlignmentFrom`): 2 pt at each side, 1 pt above its bottom. Read off the real
    /// apps' files: a 31 pt slider arranged 24 pt above a button ends 23 pt above it (Simplenote,
    /// SwiftMessages, KeePassium, VLC).
    package static let sliderAlignmentInsets = Insets(top: 0, right: 2, bottom: 1, left: 2)
    /// How far a switch's alignment rectangle lies inside its 51 pt frame up to Xcode 16: 2 pt on
    /// the right. Read off the real apps' files (their 13 switches, Xcode 8 to 15): one pinned 20 pt
    /// from a 414 pt root's edge is stored at x 345; one pinned at both sides between views 49 pt
    /// apart is stored 51 wide.
    package static let switchAlignmentInsets = Insets(top: 0, right: 2, bottom: 0, left: 0)
    /// How far a segmented control's alignment rectangle lies inside its frame: 1 pt above its
    /// bottom. Read off the real apps' files (their 13, Xcode 8 to 26): one pinned at top and
    /// bottom 30 pt apart is stored 31 high; a view 8 pt below one stored 31 high at y 0 is at 38.
    package static let segmentedControlAlignmentInsets = Insets(top: 0, right: 0, bottom: 1, left: 0)

    // MARK: Stack views

    /// The priority at which a hidden arranged subview shrinks to nothing along its stack's axis.
    /// Read off the real apps' files: stronger than a 250 height of its content, weaker than a
    /// label's compression resistance (750) inside it, which element's hidden name bar keeps.
    package static let hiddenArrangedPriority = 500.0

    // MARK: Devices

    /// The 9.7-inch iPad's portrait width (`DeviceTable.older`): a file that names no device and
    /// fills no screen of the table is laid out on a device of its root's size, an iPad from this
    /// wide.
    package static let oldestPadWidth = 768.0
}
