import Foundation
import HitLintCore

/// A loaded and validated manifest (docs/manifest.md). Every value has its default applied.
package struct Manifest: Sendable {
    /// The path as the user gave it (used in every report).
    package var path: String
    package var version: Int
    /// Device scale the screens are rasterized at (1, 2 or 3).
    package var scale: Int
    /// Folder that relative image paths resolve against (the first of `assets`).
    package var assetsDirectory: URL
    /// Asset catalogs and folders image names resolve against, in order (docs/manifest.md, "Image names").
    package var assets: [URL] = []
    /// Alpha from which a drawn pixel counts as visible.
    package var visibleAlpha: Double
    package var screens: [ScreenSpec]
    /// `devices:` and `orientations:`; nil: the run's choice (`design` unless the command line says).
    package var layouts: LayoutSelection? = nil
    /// What the app shows (`app:`); nil: every device and orientation.
    package var app: AppSupport? = nil
    /// Files the manifest reads besides itself and its images: imported Interface Builder files and
    /// the asset catalogs' `Contents.json` files (`--changed` follows them).
    package var inputs: [URL] = []
    /// Imported files that cannot be linted, each located with why (rule `unsupported-file`).
    package var unsupported: [UnsupportedFile] = []
    /// Controls of imported files that no screen lints, with why.
    package var notLinted: [NotLinted] = []
    /// The asset catalogs are the app's (its manifest's or project's); false when they are only
    /// those found near a file linted on its own, where an image not found may be in another
    /// catalog the app builds (`image-error` says so as a note).
    package var catalogsKnown: Bool
    /// What the app's code says (`code:`); nil when none was read.
    package var code: AppCode? = nil

    package init(
        path: String,
        version: Int,
        scale: Int,
        assetsDirectory: URL,
        assets: [URL] = [],
        visibleAlpha: Double,
        screens: [ScreenSpec],
        layouts: LayoutSelection? = nil,
        app: AppSupport? = nil,
        inputs: [URL] = [],
        unsupported: [UnsupportedFile] = [],
        notLinted: [NotLinted] = [],
        catalogsKnown: Bool = true
    ) {
        self.path = path
        self.version = version
        self.scale = scale
        self.assetsDirectory = assetsDirectory
        self.assets = assets
        self.visibleAlpha = visibleAlpha
        self.screens = screens
        self.layouts = layouts
        self.app = app
        self.inputs = inputs
        self.unsupported = unsupported
        self.notLinted = notLinted
        self.catalogsKnown = catalogsKnown
    }
}

/// A button or control of an imported file that is not a target of any screen, and why: the
/// JSON report lists every one, so that nothing is dropped in silence.
package struct NotLinted: Sendable, Hashable {
    package let location: SourceLocation
    /// The element's IB id.
    package let id: String
    package let reason: String

    package init(location: SourceLocation, id: String, reason: String) {
        (self.location, self.id, self.reason) = (location, id, reason)
    }

    /// Every button and control of `views` and their descendants, not linted for `reason`.
    package static func controls(in views: [ViewSpec], reason: String) -> [NotLinted] {
        var out: [NotLinted] = []
        var pending = Array(views.reversed())
        while let view = pending.popLast() {
            if view.kind.isTappable { out.append(NotLinted(location: view.location, id: view.id, reason: reason)) }
            pending += view.children.reversed()
        }
        return out
    }
}

package struct ScreenSpec: Sendable {
    package var name: String
    package var size: Size
    /// The screen's own scale; nil: the manifest's.
    package var scale: Int? = nil
    /// The Interface Builder file the screen was imported from; nil for a hand-written screen.
    package var importedFrom: String? = nil
    /// Where that file is, to read it again (`hitlint fix` edits it).
    package var importedURL: URL? = nil
    /// The folder that file had to be opened inside (the lint root), which reading it again keeps
    /// to; nil with `--allow-outside-root`.
    package var importedRoot: String? = nil
    /// The IB id of the imported screen's view controller (storyboard) or view (XIB).
    package var importedID: String? = nil
    /// Where the `from` value of the manifest's screen entry is (`hitlint fix` writes an imported
    /// view's keys into that entry's `overrides`).
    package var importEntry: SourceLocation? = nil
    /// Back to front: the last view is the frontmost.
    package var views: [ViewSpec]
    package var location: SourceLocation
    /// An imported screen's constraints and sizing, as its file writes them (`Layout/` solves them).
    package var layout: LayoutModel? = nil
    /// The device and orientation a copy of an imported screen has its frames solved for (and
    /// whether that is the file's own, solved again); nil: the frames as the file stores them.
    package var laidOutOn: (device: Device, orientation: Orientation, isFile: Bool)? = nil
    /// A scroll view's content, linted as a screen of its own: its layout is solved (when it is)
    /// as part of the screen that holds the scroll view, never on its own (the content of a root
    /// that is itself a scroll view is not solved).
    package var scrollContent = false
    /// A table or collection view's cell, header or footer (docs/interface-builder.md, "Cells"):
    /// laid out by its table, at the size of its frame.
    package var cell = false
    /// A header or footer (`cell` too): no row to select, so only what meets its buttons bears
    /// on a target.
    package var supplementary = false
    /// A cell whose row is tapped as a whole: every view in it may bear on a tap target (its
    /// image findings; its layout conflicts only through its buttons, `TargetDependence`).
    package var rowTapped: Bool { cell && !supplementary }

    /// Whether the app's code adds a gesture recognizer or a target to one of its views (a
    /// header tapped to fold its section): taps are handled where the file declares no control.
    package var handlesTapsInCode: Bool {
        var pending = views
        while let view = pending.popLast() {
            if view.imported?.codeCaveats.contains(where: { $0.topic == .handler }) ?? false { return true }
            pending += view.children
        }
        return false
    }
    /// The root is a view the app places inside another (a cell, or a XIB's freeform view): the
    /// file's stored size of it is not the size it has on screen (docs/layout.md), so what lies
    /// past its bounds is not "outside the screen" (`RuleRunner.placedByApp`).
    package var embedded = false

    /// A size-class variation leaves a button or control of the file out of this layout: when
    /// none is left, its targets are the file's, none here, not ones code adds as on a file that
    /// declares no control (`ScreenAnalysis.bearsOnTarget`).
    package var leavesOutControls = false

    /// Its document says it is a launch screen (`launchScreen="YES"`).
    package var launchScreenDocument = false
    /// The app's code was read for it (`code:`): a view hidden in its file that the code does not
    /// show is never shown.
    package var codeRead = false
    /// The orientations its view controller's code allows; nil: what the app shows.
    package var codeOrientations: CodeOrientations? = nil
    /// Shown on iPads alone (true) or iPhones alone (false), with why; nil: both.
    package var onlyPad: (pad: Bool, why: String)? = nil

    package init(
        name: String,
        size: Size,
        scale: Int? = nil,
        importedFrom: String? = nil,
        importedURL: URL? = nil,
        importedRoot: String? = nil,
        importedID: String? = nil,
        importEntry: SourceLocation? = nil,
        views: [ViewSpec],
        location: SourceLocation,
        layout: LayoutModel? = nil,
        laidOutOn: (device: Device, orientation: Orientation, isFile: Bool)? = nil,
        scrollContent: Bool = false,
        cell: Bool = false,
        embedded: Bool = false,
        launchScreenDocument: Bool = false
    ) {
        self.name = name
        self.size = size
        self.scale = scale
        self.importedFrom = importedFrom
        self.importedURL = importedURL
        self.importedRoot = importedRoot
        self.importedID = importedID
        self.importEntry = importEntry
        self.views = views
        self.location = location
        self.layout = layout
        self.laidOutOn = laidOutOn
        self.scrollContent = scrollContent
        self.cell = cell
        self.embedded = embedded
        self.launchScreenDocument = launchScreenDocument
    }

    /// Imported from the app's launch screen (`LaunchScreen.storyboard`, `Launch Screen.xib`: the
    /// names every real app's `UILaunchStoryboardName` gives), shown while the app starts and
    /// never tapped: nothing in it bears on a tap target.
    package var isLaunchScreen: Bool {
        if launchScreenDocument { return true }
        guard let file = importedFrom else { return false }
        let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        return stem.lowercased().replacingOccurrences(of: " ", with: "") == "launchscreen"
    }
}

/// `UIControl.State`, as far as choosing images goes.
package enum ControlState: String, Sendable, CaseIterable, Hashable {
    case normal, highlighted, selected, disabled
}

/// What a control state changes: its images, their scales and where the image is drawn. A key
/// that is nil falls back to the plain (normal) one, as UIKit's `image(for:)` does.
package struct StateImages: Sendable, Hashable {
    package var image: ImageReference?
    package var backgroundImage: ImageReference?
    package var imageScale: Double?
    package var backgroundImageScale: Double?
    package var imageRect: Rect?
    /// An imported button's title in this state.
    package var title: String?

    package init(
        image: ImageReference? = nil, backgroundImage: ImageReference? = nil, imageScale: Double? = nil,
        backgroundImageScale: Double? = nil, imageRect: Rect? = nil, title: String? = nil
    ) {
        self.title = title
        self.image = image
        self.backgroundImage = backgroundImage
        self.imageScale = imageScale
        self.backgroundImageScale = backgroundImageScale
        self.imageRect = imageRect
    }
}

extension ViewSpec {
    /// The state the view is checked in: `forced` (`--state`, for buttons), else `disabled` when it
    /// is not enabled, else its `state`.
    package func effectiveState(forced: ControlState?) -> ControlState {
        if let forced, kind == .button { return forced }
        return enabled ? state : .disabled
    }

    /// The view with the images of `state` in its plain keys (each missing one falling back).
    package func showing(_ state: ControlState) -> ViewSpec {
        guard state != .normal, let images = states[state] else { return self }
        var view = self
        // Every key the state does not give is the plain one's; an imported button's image rect
        // is worked out again from the state's own image.
        view.image = images.image ?? image
        view.backgroundImage = images.backgroundImage ?? backgroundImage
        view.imageScale = images.imageScale ?? imageScale
        view.backgroundImageScale = images.backgroundImageScale ?? backgroundImageScale
        view.imageRect = images.imageRect ?? imageRect
        if let title = images.title { view.text?.text = title }
        return view
    }
}

/// UIKit view kinds hitlint knows; they differ in their defaults.
public enum ViewKind: String, Sendable, CaseIterable {
    case button, control, view, image, label

    /// UIKit's default: UIImageView and UILabel do not take touches.
    package var defaultUserInteractionEnabled: Bool { self != .image && self != .label }

    /// A button or a system control: the kinds that are targets (docs/manifest.md, "Targets and metrics").
    package var isTappable: Bool { self == .button || self == .control }
}

/// How a view's own `pointInside` decides inside its bounds.
package enum HitTestMode: String, Sendable, CaseIterable {
    /// The whole rectangle hits.
    case rect
    /// The view's own images (image OR background image) against the threshold (OBShapedButton).
    case alpha
    /// The view rendered with its visible descendants against the threshold.
    case layer
}

package enum AlphaComparison: String, Sendable, CaseIterable {
    case atLeast = ">="
    case greaterThan = ">"

    @inline(__always)
    package func passes(_ alpha: Double, _ threshold: Double) -> Bool {
        self == .atLeast ? alpha >= threshold : alpha > threshold
    }
}

/// `UIView.ContentMode`, as far as placing an image goes.
package enum ContentMode: String, Sendable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
}

/// An image named in the manifest, resolved to a file.
package struct ImageReference: Sendable, Hashable {
    /// The path or asset name as written in the manifest (or the Interface Builder file).
    package var name: String
    /// The file chosen for the screen's scale.
    package var url: URL
    /// The chosen file's scale (an asset catalog slot's, else the `@2x` / `@3x` suffix); nil: from the name.
    package var fileScale: Double? = nil
    /// Every file the name resolves to, by scale, so `--scale` can choose again.
    package var variants: [ImageVariant] = []
    /// Why the name resolves to no file, when it does not.
    package var unresolved: String? = nil
    /// An SF Symbol (no file): drawn fully opaque over this size in points.
    package var symbolSize: Size? = nil
    /// A vector image (PDF or SVG): drawn fully opaque over the size it declares, in points (an
    /// approximation: hitlint renders no vector image).
    package var vectorSize: Size? = nil
    /// Drawn as an opaque rectangle of a stated size rather than from pixels.
    package var drawnSize: Size? { symbolSize ?? vectorSize }
    /// Where the path is written.
    package var location: SourceLocation
    /// The lint root (canonical) the file that is opened must lie in; nil when it may be anywhere.
    package var confinement: String?

    /// This reference with the file chosen for `scale` among its variants.
    package func chosen(forScale scale: Int) -> ImageReference {
        guard let variant = ImageVariant.choose(variants, scale: scale) else { return self }
        var copy = self
        copy.url = variant.url
        copy.fileScale = variant.scale
        return copy
    }
}

/// One file an image name can resolve to, and its scale.
package struct ImageVariant: Sendable, Hashable {
    package var url: URL
    package var scale: Double

    /// UIKit's choice (docs/manifest.md, "Image names"): the screen's scale, else the nearest
    /// larger, else the largest.
    package static func choose(_ variants: [ImageVariant], scale: Int) -> ImageVariant? {
        let s = Double(scale)
        if let exact = variants.first(where: { $0.scale == s }) { return exact }
        if let larger = variants.filter({ $0.scale > s }).min(by: { $0.scale < $1.scale }) { return larger }
        return variants.max(by: { $0.scale < $1.scale })
    }
}

package struct ViewSpec: Sendable {
    package var id: String
    package var kind: ViewKind
    /// In the parent's coordinates.
    package var frame: Rect
    package var image: ImageReference?
    package var backgroundImage: ImageReference?
    /// Explicit image scale; nil: from the file chosen (asset slot, @2x/@3x suffix), else 1.
    package var imageScale: Double?
    /// The same for `backgroundImage`.
    package var backgroundImageScale: Double? = nil
    /// Where `image` is drawn, in the view's coordinates; overrides `contentMode`.
    package var imageRect: Rect? = nil
    /// An imported button's image and title placement (insets and alignments); used when `imageRect` is nil.
    package var imageLayout: ButtonContentLayout? = nil
    /// What an imported view draws as text: a button's title, a label's text, a text field's text
    /// or placeholder. Drawn as an opaque box of its measured size (docs/interface-builder.md, "Text").
    package var text: TextBlock? = nil
    /// Where a manifest view draws its text (`textRect:`, in its own coordinates), an opaque box
    /// as an imported title is drawn; `hitlint import` writes it for the text it measured.
    package var textBox: Rect? = nil
    /// Images per control state (docs/manifest.md, "Control states"); the plain keys are `normal`'s.
    package var states: [ControlState: StateImages] = [:]
    /// The state the view is checked in.
    package var state: ControlState = .normal
    package var contentMode: ContentMode
    /// Whether `contentMode` was written in the manifest (the `implicit-scaling` rule asks).
    package var contentModeStated: Bool
    /// Threshold for shaped hit-testing; nil with `hitTest: rect`.
    package var threshold: Double?
    package var compare: AlphaComparison
    package var hitTest: HitTestMode
    package var enlarge: Insets
    package var hidden: Bool
    package var alpha: Double
    package var userInteractionEnabled: Bool
    package var enabled: Bool
    package var clipsToBounds: Bool
    /// Alpha of the background colour.
    package var fill: Double
    /// The background colour an imported file gives (drawing only); nil: hit maps' neutral grey.
    package var colour: ViewColour? = nil
    /// Rule ids not reported for this view.
    package var ignore: Set<String>
    package var children: [ViewSpec]
    /// Where the view's `id` is written: every finding about the view points here.
    package var location: SourceLocation
    /// How messages name the view when its id is an Interface Builder id (its userLabel, ...).
    package var label: String? = nil
    /// What Interface Builder says of an imported view; nil for a hand-written one.
    package var imported: ImportedFacts? = nil

    /// The views this spec and its descendants make on a screen: one each.
    package var viewCount: Int { children.reduce(1) { $0 + $1.viewCount } }
}

/// What Interface Builder says of an imported view that hitlint's own keys do not.
package struct ImportedFacts: Sendable, Hashable {
    package var customClass: String?
    /// "misplaced" or "ambiguous" when Interface Builder marks the frame so.
    package var staleFrame: String?
    /// A button whose custom class hitlint has no settings for.
    package var unknownClass: Bool
    /// For such a class, what its code says when the code was read: why its hit test was not
    /// read (with where), or that the code read does not declare it.
    package var classCode: String? = nil
    /// The names `overrides` may use for it: IB id, userLabel, accessibilityIdentifier.
    package var names: [String]
    /// The SF Symbols it draws (no file: drawn as opaque rectangles).
    package var symbols: [String]
    /// Whether its class's `classes` entry sets `enlarge`: the class grows its hit area, so an
    /// `enlarge` override is a change the app can make (else `fix` changes the file's sizes).
    package var classEnlarges = false
    /// The runtime attribute its class reads its threshold from (`thresholdAttribute`), and the
    /// factor from the attribute's number to the threshold (`attributeScale`).
    package var thresholdAttribute: String? = nil
    package var attributeScale = 1.0
    /// What the app's code does to the view that varies at run time, or that hitlint cannot
    /// model (docs/code.md): findings it affects are notes that say so.
    package var codeCaveats: [CodeCaveat] = []
    /// Why nothing acts on a button's taps (docs/code.md, "Buttons nothing acts on"): it takes
    /// touches, but is not a target.
    package var inert: String? = nil
    /// Hidden (true) or shown (false) by the app's code for good: also so in solved layouts.
    package var hiddenInCode: Bool? = nil
    /// Left out of the file's own canvas by a size-class variation (`<exclude>`): hidden on the
    /// stored frames, and never in the view hierarchy there, so no code shows it: no target.
    package var leftOutOnCanvas = false
    /// The file's element for the view (`switch`, `imageView`): with its id, what messages call
    /// a view that has no label ("switch Bpf-N5-p1A", not a bare id).
    package var element: String? = nil
    /// `element` of a SwiftUI target (docs/swiftui.md): its advice names SwiftUI modifiers.
    package static let swiftUIElement = "SwiftUI"
    /// `element` of a `UIButton` made in code and sized by constant width and height
    /// constraints, or by a constant frame: its advice names the constants to change.
    package static let codeConstraintsElement = "UIButtonSizedByConstraints"
    package static let codeFrameElement = "UIButtonSizedByFrame"
    /// A SwiftUI target whose height is known and width is not (docs/swiftui.md): why. Its
    /// frame is given the minimum width, so rules judge its height alone.
    package var widthUnknown: String? = nil

    package init(customClass: String?, staleFrame: String?, unknownClass: Bool, names: [String], symbols: [String] = [])
    {
        (self.customClass, self.staleFrame, self.unknownClass) = (customClass, staleFrame, unknownClass)
        (self.names, self.symbols) = (names, symbols)
    }
}

/// A fact of the app's code about an imported view that varies at run time: the findings it
/// affects are notes that say so ("'Save' is hidden or shown in code under a condition: F:L").
package struct CodeCaveat: Sendable, Hashable {
    package enum Scope: Sendable, Hashable {
        /// Findings on the view and on every view inside it (hidden, removed, a constraint).
        case subtree
        /// Findings on the view itself (its image or title).
        case view
        /// Findings where the view takes taps from another (it gets a gesture or target in code).
        case asTaker
    }

    /// What the code changes, which decides the findings it bears on.
    package enum Topic: Sendable, Hashable {
        /// Whether the view shows and takes taps (hidden, alpha, interaction, removal): what it
        /// does to others (the taps it takes, its stack view's other arranged views), not its own
        /// findings, which hold whenever it shows.
        case visibility
        /// Where it is (a constraint's constant): every finding on it and inside it.
        case layout
        /// That it handles taps itself (a gesture recognizer or target): the taps it takes.
        case handler
        /// Its image: what reads the image (and the hit area of a shaped view).
        case image
        /// Its title or text: what reads what is drawn.
        case title
        /// A button's configuration: what reads what is drawn, and its size where the file does
        /// not hold it (the configuration's insets and size make the button's own size).
        case configuration
        /// Its hit area's enlargement: what reads the hit area.
        case hitArea
        /// A tap beside it does what it does (a tap recognizer of a view holding it calls its
        /// action): what measures how easily it is hit (its size, its accuracy, its spacing).
        case sharedAction
    }

    package var scope: Scope
    package var topic: Topic
    /// What the code does, with where: "is hidden or shown in code under a condition: F:L".
    package var text: String

    package init(scope: Scope, topic: Topic, text: String) {
        (self.scope, self.topic, self.text) = (scope, topic, text)
    }
}

/// An imported file hitlint cannot lint (rule `unsupported-file`): where and why, and how many
/// controls it holds (buttons, switches, sliders, ...): a file with none bears on no tap target,
/// and its finding is a note (docs/layout.md).
package struct UnsupportedFile: Sendable {
    package var diagnostic: Diagnostic
    package var controls: Int

    package init(_ diagnostic: Diagnostic, controls: Int) { (self.diagnostic, self.controls) = (diagnostic, controls) }
}
