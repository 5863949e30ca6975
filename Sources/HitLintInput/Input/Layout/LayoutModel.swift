import HitLintCore

/// What an imported screen's file says about its layout (docs/layout.md), as the file writes
/// it: every view with its stored frame and sizing facts, the layout guides, the constraints and
/// the size-class variations. `Layout/` solves it for a device; nothing here is solved.
package struct LayoutModel: Sendable {
    /// The views, parents before children; index 0 is the screen's root.
    package var items: [LayoutItem] = []
    /// Layout guides by IB id.
    package var guides: [String: LayoutGuide] = [:]
    package var constraints: [LayoutConstraint] = []
    /// Interface Builder's `<device id>` and orientation the frames were stored for.
    package var fileDevice: String?
    package var fileOrientation: Orientation = .portrait
    /// Whether the root is a view controller's view (it fills the screen, below its bars) rather
    /// than a XIB's top-level view or a cell.
    package var rootIsController = false
    package var rootIsCell = false
    /// The file is a storyboard (its cells are prototypes in a table), not a XIB.
    package var isStoryboard = false
    /// Only for iPads (`true`) or only for iPhones (`false`): a document for iPad
    /// (`targetRuntime="iOS.CocoaTouch.iPad"`) or a file named with UIKit's `~ipad` or `~iphone`
    /// modifier, which UIKit loads on that idiom only; nil for any device.
    package var onlyPad: Bool?
    /// For a prototype cell, the stored width of the table view that holds it (an inset-grouped
    /// table's cells are narrower than it); nil for other roots.
    package var tableWidth: Double?
    /// The document's `toolsVersion` (Xcode's build of Interface Builder), whole part; 0 when absent.
    package var toolsVersion = 0
    /// The document uses safe-area layout guides (`useSafeAreas="YES"`), not the top and bottom
    /// layout guides of iOS 10 and earlier.
    package var usesSafeAreas = false
    /// Saved by Xcode 9 or later (or by an unknown version, taken as recent): root views and cells
    /// have the system's margins on its canvas.
    package var isModernCanvas: Bool { toolsVersion >= UIKitMetrics.systemMarginsFrom || toolsVersion == 0 }
    /// What the model cannot express, first found (the screen is then `layout-unsolved`).
    package var unsupported: String?

    /// The model with every view hidden or shown as the file stores it, not as the app's code
    /// leaves it (`LayoutItem.hiddenInFile`): what the stored frames are checked against, and what
    /// frames written back into the file are solved from.
    package var asStored: LayoutModel {
        var model = self
        for index in model.items.indices {
            if let stored = model.items[index].hiddenInFile { model.items[index].hidden = stored }
        }
        return model
    }

    /// The `element`s of controls other than buttons, as a view's kind is named (UIKit's class,
    /// lower camel case, as Interface Builder writes it: `segmentedControl`).
    package static let controlElements: Set<String> = [
        "switch", "slider", "segmentedControl", "stepper", "textField", "pageControl", "datePicker",
    ]
    /// The `element`s of tap targets: buttons and the controls.
    package static let targetElements = controlElements.union(["button"])
}

/// A view of the layout.
package struct LayoutItem: Sendable {
    package var id: String
    /// The view's kind: its UIKit class in lower camel case (`button`, `stackView`).
    package var element: String
    /// Index of the superview in `LayoutModel.items`; nil for the root.
    package var parent: Int?
    /// As stored, in the superview's coordinates.
    package var frame: Rect
    /// The autoresizing mask, for a view that translates it into constraints; nil when the file
    /// sets `translatesAutoresizingMaskIntoConstraints="NO"`.
    package var autoresizing: AutoresizingMask?
    /// `fixedFrame="YES"`: Interface Builder fixes the stored frame (its prototyping constraints).
    package var fixedFrame = false
    package var hidden = false
    /// `hidden` as the file stores it, when the app's code hides or shows the view for good (and
    /// `hidden` is the code's): the stored frames are the file's, so they are checked with this.
    package var hiddenInFile: Bool?
    /// A cell's or effect view's content view (`key="contentView"`), which its holder lays out.
    package var isContentView = false
    /// An arranged subview of its stack view (one of its `<subviews>`).
    package var isArranged = false
    /// `misplaced` or `ambiguous` in the file: its stored frame is not its layout.
    package var stale = false
    /// The size its content asks for (nil on an axis that has none).
    package var intrinsicWidth: Double?
    package var intrinsicHeight: Double?
    /// The content size is Interface Builder's placeholder for content the app sets in code (a
    /// label with no text in the file): hitlint does not know it, so it never makes a required
    /// constraint of it.
    package var placeholderContent = false
    package var hugging = (horizontal: 250.0, vertical: 250.0)
    package var compression = (horizontal: 750.0, vertical: 750.0)
    /// A label's text baselines in the system font; nil where `firstBaseline` is the top and
    /// `lastBaseline` the bottom, as for a view without text.
    package var baselines: TextBaselines?
    /// The file's layout margins (nil: UIKit's 8 pt, or the root's system margins).
    package var layoutMargins: Insets?
    package var insetsMarginsFromSafeArea = true
    package var preservesSuperviewMargins = false
    package var stack: StackArrangement?
    /// A table view's `style` (`plain`, `grouped`, `insetGrouped`); nil for other views.
    package var tableStyle: String?
    /// A static table's cell (`dataMode="static"`), which its table lays out (`staticCell`).
    package var isStaticCell = false
    /// Size classes in which the view is not installed (`<mask key="subviews">`).
    package var installed = Varying(true)
    package var location: SourceLocation
}

/// `UIView.AutoresizingMask`: which of the six lengths grow with the superview.
package struct AutoresizingMask: Hashable, Sendable {
    package var flexibleLeft = false, flexibleWidth = false, flexibleRight = false
    package var flexibleTop = false, flexibleHeight = false, flexibleBottom = false
    package init() {}
}

/// A stack view's arrangement (its arranged subviews are its `<subviews>`, in order).
package struct StackArrangement: Sendable {
    package enum Distribution: String, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    package enum Alignment: String, Sendable { case fill, leading, trailing, center, firstBaseline, lastBaseline }
    package var horizontal: Varying<Bool>
    package var distribution: Distribution
    package var alignment: Alignment
    package var spacing: Varying<Double>
    package var marginsRelative: Bool
}

/// A layout guide: its view and kind.
package struct LayoutGuide: Sendable {
    package enum Kind: Sendable { case safeArea, topLayoutGuide, bottomLayoutGuide, content, frame, keyboard }
    package var item: Int
    package var kind: Kind
}

/// One `<constraint>`: `first.attribute (relation) multiplier × second.attribute + constant`.
package struct LayoutConstraint: Sendable {
    package enum Attribute: String, Sendable, CaseIterable {
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins, firstBaseline, lastBaseline

        package var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

        /// An attribute as the file writes it (`baseline` is older files' `lastBaseline`).
        package init?(interfaceBuilder text: String) {
            if text == "baseline" { self = .lastBaseline } else { self.init(rawValue: text) }
        }
    }
    package var id: String
    /// IB ids of the items: a view's or a layout guide's; `second` is nil for a constant size.
    package var first: String
    package var firstAttribute: Attribute
    package enum Relation: String, Sendable { case lessOrEqual, equal, greaterOrEqual }
    package var relation: Relation
    package var second: String?
    package var secondAttribute: Attribute?
    package var multiplier: Double
    package var constant: Varying<Double>
    package var priority: Double
    /// Where it is installed, by size class (a variation's constraint mask).
    package var installed: Varying<Bool>
    package var location: SourceLocation
}

/// A value that size-class variations change: the base value, and the values of variations,
/// from the least specific to the most (a later matching one wins).
package struct Varying<Value: Sendable>: Sendable {
    package var base: Value
    package var variations: [(condition: SizeClassCondition, value: Value)] = []

    package init(_ base: Value) { self.base = base }

    /// The value on a device of these size classes: the last matching variation's, else the base.
    fileprivate func resolved(for classes: Device.SizeClasses) -> Value {
        variations.last { $0.condition.matches(classes) }?.value ?? base
    }
}

// The layout solver, in another target, asks for these for every constraint of every layout. A
// generic method is not specialized across targets (package access has no cross-module
// optimization), and unspecialized it cost 4 % of a `--devices all` run in generic metadata
// lookups; the layout model's two kinds get copies compiled for them here.
extension Varying where Value == Bool {
    package func value(for classes: Device.SizeClasses) -> Bool { resolved(for: classes) }
}

extension Varying where Value == Double {
    package func value(for classes: Device.SizeClasses) -> Double { resolved(for: classes) }
}

/// A variation's key: `widthClass=compact`, `heightClass=regular-widthClass=regular`, ...
package struct SizeClassCondition: Hashable, Sendable {
    /// nil: any.
    package var regularWidth: Bool?
    package var regularHeight: Bool?

    package var specificity: Int { (regularWidth == nil ? 0 : 1) + (regularHeight == nil ? 0 : 1) }

    package func matches(_ classes: Device.SizeClasses) -> Bool {
        (regularWidth.map { $0 == classes.regularWidth } ?? true)
            && (regularHeight.map { $0 == classes.regularHeight } ?? true)
    }

    /// The condition of a variation key; nil for a key that is not a size-class pair (a device
    /// variation of a watch, say). `default` is any.
    package init?(key: String) {
        if key == "default" { return }
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, ["compact", "regular"].contains(pair[1]) else { return nil }
            switch pair[0] {
            case "widthClass": regularWidth = pair[1] == "regular"
            case "heightClass": regularHeight = pair[1] == "regular"
            default: return nil
            }
        }
    }
}

/// Where the first and last baselines of a label's text lie, in the system font (`TextFont`'s
/// SF Pro metrics). A one-line label centres its line in its height; the lines of a label of
/// several lines fill it (its height is its text's), so its first baseline is an ascent below its
/// top and its last a descent above its bottom.
package struct TextBaselines: Sendable, Equatable {
    /// The offsets are from the view's vertical centre (one line) or else from its top (first)
    /// and from its bottom (last, upwards).
    package var fromCentre: Bool
    package var first: Double
    package var last: Double

    package init(font: TextFont, oneLine: Bool) {
        fromCentre = oneLine
        (first, last) =
            oneLine
            ? (font.ascent - font.lineHeight / 2, font.lineHeight / 2 - font.descent) : (font.ascent, font.descent)
    }
}
