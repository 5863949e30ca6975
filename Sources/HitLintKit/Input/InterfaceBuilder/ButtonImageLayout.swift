/// Where a UIButton imported from Interface Builder draws its image (docs/interface-builder.md,
/// "Button images"): at its natural point size inside the bounds inset by `contentEdgeInsets`
/// and then `imageEdgeInsets`, placed by the content alignments; `fill` stretches it over the
/// available length of that axis, and an image longer than the available length is shrunk to it.
/// The rect depends on the image's point size, so it is worked out when the image is placed.
package struct ButtonImageLayout: Sendable, Hashable {
    package enum Alignment: String, Sendable {
        case leading, center, trailing, fill
    }

    package var contentInsets: Insets
    package var imageInsets: Insets
    package var horizontal: Alignment
    package var vertical: Alignment

    package init(contentInsets: Insets = .zero, imageInsets: Insets = .zero, horizontal: Alignment = .center, vertical: Alignment = .center)
    {
        self.contentInsets = contentInsets
        self.imageInsets = imageInsets
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The draw rect for an image of `imageSize` points in bounds of `size`, in the view's coordinates.
    package func rect(bounds size: Size, imageSize: Size) -> Rect {
        let left = contentInsets.left + imageInsets.left
        let right = contentInsets.right + imageInsets.right
        let top = contentInsets.top + imageInsets.top
        let bottom = contentInsets.bottom + imageInsets.bottom
        let (x, width) = ButtonImageLayout.place(start: left, available: size.width - left - right, length: imageSize.width, horizontal)
        let (y, height) = ButtonImageLayout.place(start: top, available: size.height - top - bottom, length: imageSize.height, vertical)
        return Rect(x: x, y: y, width: width, height: height)
    }

    private static func place(start: Double, available: Double, length: Double, _ alignment: Alignment) -> (Double, Double) {
        let room = max(0, available)
        let drawn = alignment == .fill ? room : min(length, room)
        switch alignment {
        case .leading, .fill: return (start, drawn)
        case .center: return (start + (room - drawn) / 2, drawn)
        case .trailing: return (start + room - drawn, drawn)
        }
    }
}
