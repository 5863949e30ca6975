import HitLintCore

/// The colour of an Interface Builder `<color>` element, for drawing (hit maps, the HTML report):
/// its `red`/`green`/`blue` or `white` components, or a system colour's light-appearance value.
/// A named catalog colour, or a system colour not listed, is nil (drawn in the neutral grey).
package enum InterfaceBuilderColour {
    package static func rgb(_ a: [String: String]) -> ViewColour? {
        func component(_ key: String) -> Double? { a[key].flatMap(Double.init) }
        if let r = component("red"), let g = component("green"), let b = component("blue") {
            return ViewColour(ViewColour.byte(r), ViewColour.byte(g), ViewColour.byte(b))
        }
        if let w = component("white") {
            let v = ViewColour.byte(w)
            return ViewColour(v, v, v)
        }
        for key in ["systemColor", "cocoaTouchSystemColor"] {
            if let name = a[key], let colour = system[name] { return colour }
        }
        return nil
    }

    /// UIKit's system colours in the light appearance.
    package static let system: [String: ViewColour] = [
        "systemBackgroundColor": ViewColour(255, 255, 255), "whiteColor": ViewColour(255, 255, 255),
        "secondarySystemBackgroundColor": ViewColour(242, 242, 247),
        "tertiarySystemBackgroundColor": ViewColour(255, 255, 255),
        "systemGroupedBackgroundColor": ViewColour(242, 242, 247),
        "groupTableViewBackgroundColor": ViewColour(242, 242, 247),
        "secondarySystemGroupedBackgroundColor": ViewColour(255, 255, 255),
        "tertiarySystemGroupedBackgroundColor": ViewColour(242, 242, 247),
        "systemFillColor": ViewColour(228, 228, 233), "secondarySystemFillColor": ViewColour(233, 233, 235),
        "labelColor": ViewColour(0, 0, 0), "blackColor": ViewColour(0, 0, 0), "darkTextColor": ViewColour(0, 0, 0),
        "secondaryLabelColor": ViewColour(138, 138, 142), "lightTextColor": ViewColour(255, 255, 255),
        "systemGrayColor": ViewColour(142, 142, 147), "systemGray2Color": ViewColour(174, 174, 178),
        "systemGray3Color": ViewColour(199, 199, 204), "systemGray4Color": ViewColour(209, 209, 214),
        "systemGray5Color": ViewColour(229, 229, 234), "systemGray6Color": ViewColour(242, 242, 247),
        "systemRedColor": ViewColour(255, 59, 48), "systemOrangeColor": ViewColour(255, 149, 0),
        "systemYellowColor": ViewColour(255, 204, 0), "systemGreenColor": ViewColour(52, 199, 89),
        "systemTealColor": ViewColour(48, 176, 199), "systemBlueColor": ViewColour(0, 122, 255),
        "systemIndigoColor": ViewColour(88, 86, 214), "systemPurpleColor": ViewColour(175, 82, 222),
        "systemPinkColor": ViewColour(255, 45, 85), "separatorColor": ViewColour(198, 198, 200),
        "opaqueSeparatorColor": ViewColour(198, 198, 200), "tintColor": ViewColour(0, 122, 255),
        "lightGrayColor": ViewColour(170, 170, 170), "darkGrayColor": ViewColour(85, 85, 85),
        "grayColor": ViewColour(128, 128, 128),
    ]
}
