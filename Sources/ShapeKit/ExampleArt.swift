/// The images of `Examples/`, drawn by code so that their areas can be worked out by hand.
/// `swift run hitlint-examples Examples` writes them; a test checks the committed files match.
public enum ExampleArt {
    public struct Item: Sendable {
        /// Path under `Examples/`.
        public let path: String
        public let draw: @Sendable () -> Canvas
    }

    static let gold = Colour(242, 181, 29)
    static let ink = Colour(40, 44, 52)
    static let teal = Colour(22, 160, 160)
    static let paper = Colour(250, 248, 240)

    public static let items: [Item] = [
        // A five-pointed star filling a 600 px square: stretched as a background over 200 x 200 pt at @3x.
        Item(path: "star/star-background@3x.png") {
            var canvas = Canvas(width: 600, height: 600)
            canvas.fill(.star(cx: 300, cy: 315, outer: 290, inner: 120), gold)
            return canvas
        },
        // A round 44 pt info button (132 px at @3x).
        Item(path: "star/info@3x.png") {
            var canvas = Canvas(width: 132, height: 132)
            canvas.fill(.circle(cx: 66, cy: 66, radius: 64), teal)
            return canvas
        },
        // A speech bubble for the coach-mark overlay: 310 x 160 pt at @3x.
        Item(path: "layer-overlay/bubble@3x.png") {
            var canvas = Canvas(width: 930, height: 480)
            canvas.fill(.rect(x: 0, y: 0, width: 930, height: 420), paper)
            canvas.fill(.polygon([(420, 419), (510, 419), (465, 480)]), paper)
            return canvas
        },
        // A 24 pt search glyph (72 px at @3x): a ring and a handle.
        Item(path: "enlarged-icon/search@3x.png") {
            var canvas = Canvas(width: 72, height: 72)
            canvas.fill(.ring(cx: 30, cy: 30, outer: 24, inner: 16), ink)
            canvas.fill(.polygon([(44, 50), (50, 44), (70, 64), (64, 70)]), ink)
            return canvas
        },
        // A large clock face, 300 pt at @3x, with a 2 pt antialiased rim.
        Item(path: "clock/clock-face@3x.png") {
            var canvas = Canvas(width: 900, height: 900)
            canvas.fillSoftDisc(cx: 450, cy: 450, radius: 450, feather: 6, paper)
            return canvas
        },
        // A small clock face, 60 pt at @3x, whose soft rim fades over its outer 10 pt.
        Item(path: "clock/small-face@3x.png") {
            var canvas = Canvas(width: 180, height: 180)
            canvas.fillSoftDisc(cx: 90, cy: 90, radius: 90, feather: 30, teal)
            return canvas
        },
        // A diamond, 94 pt wide in a 100 pt square (300 px at @3x), as in OBShapedButton's demo.
        Item(path: "diamonds/diamond@3x.png") {
            var canvas = Canvas(width: 300, height: 300)
            canvas.fill(.diamond(cx: 150, cy: 150, halfWidth: 141, halfHeight: 141), teal)
            return canvas
        },
        // A toggle's normal image: a 60 pt disc (180 px at @3x).
        Item(path: "states/toggle-off@3x.png") {
            var canvas = Canvas(width: 180, height: 180)
            canvas.fill(.circle(cx: 90, cy: 90, radius: 90), teal)
            return canvas
        },
        // Its selected image: the same disc as a ring 4 pt (12 px) thick.
        Item(path: "states/toggle-on@3x.png") {
            var canvas = Canvas(width: 180, height: 180)
            canvas.fill(.ring(cx: 90, cy: 90, outer: 90, inner: 78), teal)
            return canvas
        },
        // The storyboard app's play button: a 64 pt disc (192 px in the catalog's 3x slot).
        Item(path: "InterfaceBuilder/PlayerApp/Assets.xcassets/play.imageset/play@3x.png") {
            var canvas = Canvas(width: 192, height: 192)
            canvas.fill(.circle(cx: 96, cy: 96, radius: 96), teal)
            return canvas
        },
        // Its favourite button: a 44 pt star (132 px), in the catalog's `Icons` namespace.
        Item(path: "InterfaceBuilder/PlayerApp/Assets.xcassets/Icons/star.imageset/star@3x.png") {
            var canvas = Canvas(width: 132, height: 132)
            canvas.fill(.star(cx: 66, cy: 69, outer: 64, inner: 27), gold)
            return canvas
        },
    ]
}
