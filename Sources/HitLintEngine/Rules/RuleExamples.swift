import HitLintCore

/// Two small screens that show what a rule is about: one that triggers it and one that does not.
/// In the triggering screen, `↓` stands right before each place a finding must land (a view's
/// `id` value, an element's start tag, an image name or a key), as in SwiftLint's examples; the
/// passing screen has none. A generated test per rule lints both and checks the findings land
/// exactly there (`GeneratedRuleExampleTests`), so a rule's examples cannot rot.
package struct RuleExamples: Sendable {
    /// A screen: the `views:` list of a manifest (YAML, at indentation 0) at scale 1, with the
    /// images it names drawn for it.
    package struct Screen: Sendable {
        package let size: Size
        package let views: String
        package let images: [ExampleImage]
        /// `views` is the content of an Interface Builder root view's `<subviews>` (XML), for the
        /// rules about imported files; the screen is a XIB of that root view.
        package let interfaceBuilder: Bool

        package init(size: Size = Size(width: 200, height: 200), views: String, images: [ExampleImage] = []) {
            self.size = size
            self.views = views
            self.images = images
            self.interfaceBuilder = false
        }

        /// `devices`: the manifest's `devices:` value (the layouts linted); `marksRoot`: a finding
        /// lands on the root view's start tag.
        package init(
            size: Size = Size(width: 200, height: 200), subviews: String, images: [ExampleImage] = [],
            devices: String? = nil,
            marksRoot: Bool = false
        ) {
            self.size = size
            self.views = subviews
            self.images = images
            self.interfaceBuilder = true
            self.wholeDocument = false
            self.devices = devices
            self.marksRoot = marksRoot
        }

        /// The manifest's `devices:` value, when the example lints other layouts than the stored one.
        package private(set) var devices: String? = nil
        package private(set) var marksRoot = false

        /// A whole Interface Builder document (XML), for the rules about files themselves.
        package init(document: String) {
            self.size = Size(width: 0, height: 0)
            self.views = document
            self.images = []
            self.interfaceBuilder = true
            self.wholeDocument = true
        }

        /// `views` is a whole document, not the content of a root view's `<subviews>`.
        package private(set) var wholeDocument = false

        /// The XIB of an Interface Builder example: a root view of `size` holding `views`.
        package var xib: String {
            if wholeDocument { return views }
            let indented = views.split(separator: "\n", omittingEmptySubsequences: false).map {
                "                " + $0
            }.joined(
                separator: "\n")
            return """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        \(marksRoot ? "↓" : "")<view contentMode="scaleToFill" id="root-view" userLabel="Example">
                            <rect key="frame" x="0.0" y="0.0" width="\(MessageFormat.plain(size.width))" height="\(MessageFormat.plain(size.height))"/>
                            <subviews>
                \(indented)
                            </subviews>
                        </view>
                    </objects>
                </document>
                """
        }
    }

    package let triggering: Screen
    package let passing: Screen

    package init(triggering: Screen, passing: Screen) {
        self.triggering = triggering
        self.passing = passing
    }
}

/// A PNG an example names: `width` x `height` pixels of alpha `background`, but for an `opaque`
/// rectangle of pixels (the whole image when nil) of alpha `alpha`.
package struct ExampleImage: Sendable {
    package let name: String
    package let width: Int
    package let height: Int
    package let opaque: PixelRect?
    package let alpha: UInt8
    package let background: UInt8

    package init(
        _ name: String, width: Int, height: Int, opaque: PixelRect? = nil, alpha: UInt8 = 255, background: UInt8 = 0
    ) {
        self.name = name
        self.width = width
        self.height = height
        self.opaque = opaque
        self.alpha = alpha
        self.background = background
    }

    /// The image's alpha values, row by row.
    package var alphaPlane: [UInt8] {
        var plane = [UInt8](repeating: background, count: width * height)
        let rect = opaque ?? PixelRect(columns: 0..<width, rows: 0..<height)
        for y in rect.rows.clamped(to: 0..<height) {
            for x in rect.columns.clamped(to: 0..<width) { plane[y * width + x] = alpha }
        }
        return plane
    }
}
