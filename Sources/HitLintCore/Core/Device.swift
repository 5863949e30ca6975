/// A device a screen is laid out for (docs/layout.md): its size in points in portrait, its scale,
/// its safe-area insets in each orientation, and whether it is an iPad (regular width and height
/// in both orientations) or an iPhone (compact width in portrait; in landscape compact height and
/// a regular width on the large phones). The table and its sources are in docs/devices.md.
package struct Device: Hashable, Sendable {
    package var name: String
    /// Width and height in portrait, in points.
    package var portrait: Size
    package var scale: Int
    package var safeAreaPortrait: Insets
    package var safeAreaLandscape: Insets
    package var isPad: Bool
    /// Interface Builder's `<device id>` values for this size (the file's device).
    package var interfaceBuilderIDs: [String] = []

    package init(
        name: String,
        portrait: Size,
        scale: Int,
        safeAreaPortrait: Insets,
        safeAreaLandscape: Insets,
        isPad: Bool,
        interfaceBuilderIDs: [String] = []
    ) {
        self.name = name
        self.portrait = portrait
        self.scale = scale
        self.safeAreaPortrait = safeAreaPortrait
        self.safeAreaLandscape = safeAreaLandscape
        self.isPad = isPad
        self.interfaceBuilderIDs = interfaceBuilderIDs
    }

    /// Size classes: compact (false) or regular (true).
    package struct SizeClasses: Hashable, Sendable {
        package var regularWidth: Bool
        package var regularHeight: Bool
    }

    package func size(_ orientation: Orientation) -> Size {
        orientation == .portrait ? portrait : Size(width: portrait.height, height: portrait.width)
    }

    package func safeArea(_ orientation: Orientation) -> Insets {
        orientation == .portrait ? safeAreaPortrait : safeAreaLandscape
    }

    /// Apple's size classes for a full-screen app: an iPad is regular both ways; an iPhone is
    /// compact-width regular-height in portrait and compact-height in landscape, where the phones
    /// 414 pt wide or more (the Plus, Max and Air sizes) are regular width.
    package func sizeClasses(_ orientation: Orientation) -> SizeClasses {
        if isPad { return SizeClasses(regularWidth: true, regularHeight: true) }
        if orientation == .portrait { return SizeClasses(regularWidth: false, regularHeight: true) }
        return SizeClasses(regularWidth: portrait.width >= 414, regularHeight: false)
    }

    /// The layout margins UIKit gives a view controller's root view (its system minimum):
    /// 20 pt on iPads and on phones 414 pt wide or more, 16 pt on other phones, at the sides.
    package func rootMargin(_ orientation: Orientation) -> Double {
        isPad || portrait.width >= 414 ? 20 : 16
    }
}

package enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait, landscape
}
