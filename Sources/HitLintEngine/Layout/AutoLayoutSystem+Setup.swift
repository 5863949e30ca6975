import HitLintCore
import HitLintInput

/// What a layout system starts from: the stored frames as absolute rects, the root's size on the
/// target and the safe areas of the file and of the target (docs/layout.md).
extension AutoLayoutSystem {
    /// Absolute stored frames, each item's children in order, and which items are installed in
    /// the target's size classes (an uninstalled view takes its subviews along); parents come first.
    static func storedTree(
        _ model: LayoutModel, target: LayoutTarget
    ) -> (stored: [Rect], children: [[Int]], installed: [Bool]) {
        var stored: [Rect] = []
        var children = Array(repeating: [Int](), count: model.items.count)
        var installed: [Bool] = []
        for (index, item) in model.items.enumerated() {
            var frame = item.frame
            var isInstalled = item.installed.value(for: target.device.sizeClasses(target.orientation))
            if let parent = item.parent {
                frame.x += stored[parent].x
                frame.y += stored[parent].y
                children[parent].append(index)
                isInstalled = isInstalled && installed[parent]
            } else {
                (frame.x, frame.y) = (0, 0)
            }
            stored.append(frame)
            installed.append(isInstalled)
        }
        return (stored, children, installed)
    }

    /// The root: a controller's view fills the device's screen less what it leaves in the
    /// file (a bar it is laid out below); a cell spans the width; a freeform view keeps its size.
    static func rootSize(_ model: LayoutModel, target: LayoutTarget, file: LayoutTarget, fillsScreen: Bool) -> Size {
        let root = model.items[0].frame
        let fileScreen = file.device.size(file.orientation)
        let screen = target.device.size(target.orientation)
        if target.isFile {
            return Size(width: root.width, height: root.height)
        } else if model.rootIsCell && model.items[0].element != "collectionViewCell"
            && model.items[0].element != "collectionReusableView"
        {
            // A table's cell, header or footer spans the table, as wide as the screen less what
            // it leaves in the file; a collection view's cell keeps its size.
            return Size(
                width: max(root.width / 2, screen.width - max(0, fileScreen.width - root.width)), height: root.height)
        } else if (model.rootIsController || fillsScreen) && root.width <= fileScreen.width + 0.5
            && root.height <= fileScreen.height + 0.5
        {
            return Size(
                width: screen.width - (fileScreen.width - root.width),
                height: screen.height - (fileScreen.height - root.height))
        } else if model.rootIsController && Self.scrollingElements.contains(model.items[0].element)
            && root.height > fileScreen.height
        {
            // A controller's table or scroll view drawn at a freeform size taller than the screen
            // to show all its content (KeePassium's About table, 375 x 2,000 pt on a 320 pt
            // canvas): as wide as the screen, as tall as its content, which is linted whole (it
            // scrolls into view).
            return Size(width: screen.width, height: root.height)
        } else {
            return Size(width: root.width, height: root.height)
        }
    }

    /// The file's safe area and the root's on the target.
    static func safeAreas(
        _ model: LayoutModel, target: LayoutTarget, file: LayoutTarget, stored: [Rect], indexOf: [String: Int],
        fillsScreen: Bool
    ) -> (file: Insets, root: Insets) {
        // The safe area: the device's, for a root that fills the screen, plus what bars add in
        // the file (inferred from the file's own constraints to the safe area).
        let tableFile = file.device.safeArea(file.orientation)
        let implied = Self.impliedSafeArea(model, stored: stored, indexOf: indexOf)
        let onScreen = model.rootIsController || fillsScreen
        let zero = Insets(top: 0, right: 0, bottom: 0, left: 0)
        // A XIB's freeform view (neither a controller's view nor a cell) has its notch's inset.
        let freeform = !onScreen && !model.isStoryboard && !model.rootIsCell
        let fileNotch =
            freeform
            ? Self.notchInsets(file, toolsVersion: model.toolsVersion, usesSafeAreas: model.usesSafeAreas) : zero
        let fileSafe =
            onScreen
            ? Insets(
                top: implied.top ?? tableFile.top, right: implied.right ?? tableFile.right,
                bottom: implied.bottom ?? tableFile.bottom,
                left: implied.left ?? tableFile.left)
            : Insets(
                top: implied.top ?? fileNotch.top, right: implied.right ?? fileNotch.right,
                bottom: implied.bottom ?? fileNotch.bottom,
                left: implied.left ?? fileNotch.left)
        if target.isFile { return (fileSafe, fileSafe) }
        // A freeform view's place in the app is not known: on another device it has none of
        // the insets of the file's notch, and keeps what the file adds to them.
        let device = onScreen ? target.device.safeArea(target.orientation) : zero
        let base = onScreen ? tableFile : fileNotch
        // A difference of 10 pt or more is a bar (navigation, tab, tool bar) the screen keeps;
        // less is a simulator's inset of another Xcode version.
        let bar = { (file: Double, table: Double) in file - table >= UIKitMetrics.minimumBarInset ? file - table : 0 }
        let rootSafe = Insets(
            top: device.top + bar(fileSafe.top, base.top), right: device.right + bar(fileSafe.right, base.right),
            bottom: device.bottom + bar(fileSafe.bottom, base.bottom), left: device.left + bar(fileSafe.left, base.left)
        )
        return (fileSafe, rootSafe)
    }
}
