import Foundation
import HitLintCore

/// One kind of file a manifest's `- from: FILE` entry brings screens in from: storyboards and
/// XIBs today, each further kind one type (docs/architecture.md, "Add an input source").
/// Sources are chosen by file type (`ScreenSources`, generated from the conforming types), say
/// which files they read (`--changed`, the hooks and the build plugin follow them) and hold what
/// they read to one `InputLimiter`. The manifest reader applies what the entry says (`scenes`,
/// `name`, `size`, `scale`, `overrides`) to whatever a source returns.
package protocol ScreenSource: Sendable {
    /// The file name extensions it reads, lowercased, without the dot.
    static var fileTypes: [String] { get }
    /// What the files are, for messages ("storyboards and XIBs").
    static var summary: String { get }
    init()
    /// The file's screens, or why it cannot be linted; a located error for a file that is
    /// broken (malformed, over a limit).
    func screens(_ request: ScreenRequest) throws(InputError) -> SourceScreens
}

/// What a source read from one file.
package struct SourceScreens: Sendable {
    package var screens: [ImportedScreen] = []
    /// Why the file cannot be linted at all (a legacy XIB, a WatchKit storyboard): the rule
    /// `unsupported-file` reports it where the file says so, and the rest of the manifest is
    /// linted (docs/interface-builder.md).
    package var unsupported: UnsupportedFile?
    /// Controls of the file that no screen lints, with why (JSON `notLinted`).
    package var notLinted: [NotLinted] = []

    package init(screens: [ImportedScreen] = [], unsupported: UnsupportedFile? = nil, notLinted: [NotLinted] = []) {
        (self.screens, self.unsupported, self.notLinted) = (screens, unsupported, notLinted)
    }
}

/// What a manifest asks of a source for one file.
package struct ScreenRequest: Sendable {
    package var url: URL
    /// The file as reports name it.
    package var displayPath: String
    /// `classes` of the manifest laid over the built-in ones.
    package var classes: [String: ViewKeys]
    package var assets: [URL]
    /// The canonical lint root files must stay inside.
    package var root: String
    package var paths: PathPolicy
    package var images: ImageNameResolver
    package var limiter: InputLimiter
    /// The file's bytes when they are not to be read from the disk (`ManifestLoader.replacedFiles`).
    package var replacement: Data? = nil
    /// Read each screen's layout model (`LayoutModel`), for a run that solves layouts.
    package var readsLayout = false
    /// What the app's code says (`Manifest.code`): why a class's hit test was not read, and what
    /// the code does to the views of its outlets.
    package var code: AppCode? = nil

    package init(
        url: URL,
        displayPath: String,
        classes: [String: ViewKeys],
        assets: [URL],
        root: String,
        paths: PathPolicy,
        images: ImageNameResolver,
        limiter: InputLimiter,
        replacement: Data? = nil,
        readsLayout: Bool = false
    ) {
        self.url = url
        self.displayPath = displayPath
        self.classes = classes
        self.assets = assets
        self.root = root
        self.paths = paths
        self.images = images
        self.limiter = limiter
        self.replacement = replacement
        self.readsLayout = readsLayout
    }
    package var limits: ManifestLimits { limiter.limits }
}

/// One screen a source read from a file.
package struct ImportedScreen: Sendable {
    package var name: String
    /// The file's own id of the screen (a view controller's or a view's IB id).
    package var ibID: String
    /// What `scenes:` may select it by (a storyboard identifier, a title, IB ids).
    package var selectors: [String]
    package var size: Size
    /// From the file's device; nil when it names none.
    package var scale: Int?
    package var views: [ViewSpec]
    package var location: SourceLocation
    /// The file as reports name it (the manifest reader sets it).
    package var file = ""
    /// The file's standardized path, to read it again (`hitlint fix` edits it).
    package var url: URL? = nil
    /// What the file says about the screen's layout, to solve it for other devices.
    package var layout: LayoutModel? = nil
    /// A scroll view's content, linted as a screen of its own: it has no layout of its own.
    package var scrollContent = false
    /// A table or collection view's cell, header or footer, linted as a screen of its own; a
    /// cell's row is tapped whatever its views are (a header's or footer's is not: `supplementary`).
    package var cell = false
    /// A header or footer of a table or collection view (`cell` too): no row the user taps.
    package var supplementary = false
    /// The root is a view the app places inside another (a cell, header or footer, or a XIB's
    /// freeform view smaller or larger than its canvas's screen): its size on screen is set
    /// where it is placed, not by the file.
    package var embedded = false
    /// The document is a launch screen (`launchScreen="YES"`).
    package var launchScreen = false
    /// The orientations its view controller's code allows (`supportedInterfaceOrientations`).
    package var codeOrientations: CodeOrientations? = nil
    /// Shown on iPads alone (true) or iPhones alone (false): a `~ipad` / `~iphone` XIB, or one
    /// the code loads for one idiom only; with why.
    package var onlyPad: (pad: Bool, why: String)? = nil
}

/// The orientations a screen's view controller allows in its code, with where it says so: the
/// screen is laid out in those alone (docs/code.md, "Where the app shows a screen").
package struct CodeOrientations: Sendable, Hashable {
    /// On iPhones; nil where the code leaves them to the app (`super` on that idiom).
    package var phone: [Orientation]?
    /// On iPads; nil as for `phone`.
    package var pad: [Orientation]?
    /// "SettingsViewController.swift:40".
    package var source: String

    package init(phone: [Orientation]?, pad: [Orientation]?, source: String) {
        (self.phone, self.pad, self.source) = (phone, pad, source)
    }
}

/// The screen sources, by file type.
package enum ScreenSources {
    /// The source that reads files like `url`, or nil.
    package static func source(for url: URL) -> (any ScreenSource)? {
        let type = url.pathExtension.lowercased()
        return all.first { $0.fileTypes.contains(type) }.map { $0.init() }
    }

    /// Every file type some source reads.
    package static var fileTypes: [String] { all.flatMap { $0.fileTypes } }

    /// "storyboards and XIBs (.storyboard, .xib)", for messages.
    package static var summary: String {
        // "storyboards and XIBs", "storyboards and XIBs or Swift files", "a, b or c".
        let names = all.map { $0.summary }
        let listed = names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
        return listed + " (" + fileTypes.map { "." + $0 }.joined(separator: ", ") + ")"
    }
}
