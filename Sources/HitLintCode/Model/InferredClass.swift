/// A file and line of the app's code, as messages and reports cite it (`Views/Star.swift:12`).
package struct CodeLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var file: String
    package var line: Int

    package init(file: String, line: Int) { (self.file, self.line) = (file, line) }

    package var description: String { "\(file):\(line)" }
    /// The file's name without its folders, as messages cite it.
    package var fileName: String { file.split(separator: "/").last.map(String.init) ?? file }
    package static func < (a: Self, b: Self) -> Bool { (a.file, a.line) < (b.file, b.line) }
}

/// What a class's code says about its hit area, each fact with where it was read.
package struct InferredClass: Sendable {
    package var name: String
    /// The UIKit class it descends from, through the superclasses the code declares.
    package var uikitBase: String?
    package var location: CodeLocation
    package var hitTest: InferredHitTest?
    /// Grown bounds (negative insets of the bounds in its hit test, or an enlarging setter
    /// called on itself with constants): top, right, bottom, left in points.
    package var enlarge: (edges: [Double], location: CodeLocation)?
    /// A constant `intrinsicContentSize`.
    package var intrinsicSize: (width: Double, height: Double, location: CodeLocation)?
    /// A button or control class whose code (and its superclasses' in the code) overrides no hit
    /// test: UIKit's own applies, as for a plain UIButton.
    package var plainHitTest = false
    /// Why a hit test written in its code was not read (a value set at run time, a comparison
    /// of something that is not alpha): listed, so a person can describe it under `classes:`.
    package var notRead: (why: String, location: CodeLocation)?

    package init(name: String, uikitBase: String?, location: CodeLocation) {
        (self.name, self.uikitBase, self.location) = (name, uikitBase, location)
    }

    /// Whether anything of its hit area was read.
    package var isInferred: Bool { hitTest != nil || enlarge != nil || intrinsicSize != nil || plainHitTest }
}

/// A hit test that compares the alpha at the touch point with a constant.
package struct InferredHitTest: Sendable, Equatable {
    package enum Source: String, Sendable {
        /// The view's image or background image (UIButton's, or an image view's image).
        case images = "image or background image"
        case image = "image"
        case backgroundImage = "background image"
        /// The layer rendered at the point, with everything drawn in it.
        case layer = "rendered layer"
    }

    package var source: Source
    /// As a fraction of full alpha (a byte compared with a byte constant is divided by 255).
    package var threshold: Double
    /// True for `>=`, false for `>`: when the touch hits.
    package var atLeast: Bool
    /// The `@IBInspectable` property the threshold is read from, when it is one, and the factor
    /// from its value to a fraction.
    package var attribute: String?
    package var attributeScale: Double
    package var location: CodeLocation

    package init(
        source: Source, threshold: Double, atLeast: Bool, attribute: String?, attributeScale: Double,
        location: CodeLocation
    ) {
        (self.source, self.threshold, self.atLeast) = (source, threshold, atLeast)
        (self.attribute, self.attributeScale, self.location) = (attribute, attributeScale, location)
    }

    /// A number as a manifest writes it: `20`, `0.5`.
    package static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
