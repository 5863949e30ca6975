/// The custom classes of the shaped-button designs hitlint was made for, and how each hit-tests
/// (docs/interface-builder.md, "Custom classes"). A manifest's `classes` entry of the same name
/// replaces a built-in one.
package enum ShapedButtonClasses {
    package static let byteStep = 1.0 / 255

    package static let all: [String: ViewKeys] = [
        // ole/OBShapedButton: alpha of image OR background image >= 0.1, through the content mode.
        "OBShapedButton": ViewKeys(threshold: 0.1, compare: .atLeast, hitTest: .alpha),
        // jomirusergiu/R_ShapedButton: the normal image OR background, scaled by image size /
        // frame size (stretched over the bounds), alpha >= 0.1.
        "R_ShapedButton": ViewKeys(contentMode: .scaleToFill, threshold: 0.1, compare: .atLeast, hitTest: .alpha),
        // zhaozzq/ZQShapedButton: the foreground image where it is drawn; any alpha byte >= 1.
        "ZQShapedButton": ViewKeys(threshold: byteStep, compare: .atLeast, hitTest: .alpha),
        // spagosx/iOS-Shaped-Button-Swift: renders the layer at the point and compares the alpha
        // byte with its `treshold` (default 1.0) as if both were bytes: hit when byte > treshold.
        "SOXShapedTapButton": ViewKeys(
            threshold: byteStep, compare: .greaterThan, hitTest: .layer,
            thresholdAttribute: "treshold", attributeScale: byteStep),
        // vikingosegundo/ShapedButtons: the background image only, stretched over the bounds; alpha > 0.5.
        "ImageShapedButton": ViewKeys(threshold: 0.5, compare: .greaterThan, hitTest: .alpha),
        // robotmedia/RMShapedImageView: an image view hit where any alpha byte is above 0.
        "RMShapedImageView": ViewKeys(threshold: 0, compare: .greaterThan, hitTest: .alpha),
    ]
}
