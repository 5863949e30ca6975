import HitLintCore

/// Where a UIButton imported from Interface Builder draws its image and its title
/// (docs/interface-builder.md, "Button images" and "Text"): inside the bounds inset by
/// `contentEdgeInsets`, the image and then the title side by side (`imagePadding` apart), the
/// pair placed by the content alignments, each moved by its own edge insets. Alone, the image is
/// drawn at its natural point size inside the bounds inset by the content and image insets;
/// `fill` stretches it over the available length of that axis, and an image longer than the
/// available length is shrunk to it. The rects depend on the image's point size, so they are
/// worked out when the image is placed.
package struct ButtonContentLayout: Sendable, Hashable {
    package enum Alignment: String, Sendable {
        case leading, center, trailing, fill
    }

    package var contentInsets: Insets
    package var imageInsets: Insets
    package var titleInsets: Insets
    /// Space between the image and the title (a button configuration's `imagePadding`).
    package var imagePadding: Double
    package var horizontal: Alignment
    package var vertical: Alignment

    package init(
        contentInsets: Insets = .zero, imageInsets: Insets = .zero, titleInsets: Insets = .zero,
        imagePadding: Double = 0,
        horizontal: Alignment = .center, vertical: Alignment = .center
    ) {
        (self.contentInsets, self.imageInsets, self.titleInsets, self.imagePadding) = (
            contentInsets, imageInsets, titleInsets, imagePadding
        )
        (self.horizontal, self.vertical) = (horizontal, vertical)
    }

    /// The draw rects, in the view's coordinates, of an image of `imageSize` points (nil: none)
    /// and of `title` (nil: none), in bounds of `size`.
    package func rects(bounds size: Size, imageSize: Size?, title: TextBlock?) -> (image: Rect?, title: Rect?) {
        guard let title else { return (imageSize.map { imageAlone(bounds: size, imageSize: $0) }, nil) }
        let left = contentInsets.left
        let top = contentInsets.top
        let room = Size(
            width: max(0, size.width - left - contentInsets.right),
            height: max(0, size.height - top - contentInsets.bottom))
        // The image keeps its width up to the room; the title has what is left.
        let imageWidth = imageSize.map { min($0.width, max(0, room.width - imageInsets.left - imageInsets.right)) } ?? 0
        let padding = imageSize == nil ? 0 : max(0, imagePadding)
        let titleRoom = max(0, room.width - imageWidth - padding)
        var text = title.size(width: titleRoom, height: room.height)
        if horizontal == .fill { text.width = titleRoom }
        guard text.width > 0 || imageSize != nil else { return (nil, nil) }
        let pair = imageWidth + (text.width > 0 ? padding + text.width : 0)
        let (start, _) = ButtonContentLayout.place(start: left, available: room.width, length: pair, horizontal)
        func shift(_ alignment: Alignment, _ low: Double, _ high: Double) -> Double {
            switch alignment {
            case .leading: return low
            case .trailing: return -high
            case .center, .fill: return (low - high) / 2
            }
        }
        var imageRect: Rect?
        if let imageSize {
            let (y, height) = ButtonContentLayout.place(
                start: top + imageInsets.top, available: room.height - imageInsets.top - imageInsets.bottom,
                length: imageSize.height, vertical)
            imageRect = Rect(
                x: start + shift(horizontal, imageInsets.left, imageInsets.right), y: y, width: imageWidth,
                height: height)
        }
        guard text.width > 0, text.height > 0 else { return (imageRect, nil) }
        let (y, height) = ButtonContentLayout.place(
            start: top + titleInsets.top, available: room.height - titleInsets.top - titleInsets.bottom,
            length: text.height,
            vertical == .fill ? .center : vertical)
        let x =
            start + (imageSize == nil ? 0 : imageWidth + padding)
            + shift(horizontal, titleInsets.left, titleInsets.right)
        return (imageRect, Rect(x: x, y: y, width: text.width, height: max(height, 0)))
    }

    /// The draw rect of an image alone.
    private func imageAlone(bounds size: Size, imageSize: Size) -> Rect {
        let left = contentInsets.left + imageInsets.left
        let right = contentInsets.right + imageInsets.right
        let top = contentInsets.top + imageInsets.top
        let bottom = contentInsets.bottom + imageInsets.bottom
        let (x, width) = ButtonContentLayout.place(
            start: left, available: size.width - left - right, length: imageSize.width, horizontal)
        let (y, height) = ButtonContentLayout.place(
            start: top, available: size.height - top - bottom, length: imageSize.height, vertical)
        return Rect(x: x, y: y, width: width, height: height)
    }

    private static func place(start: Double, available: Double, length: Double, _ alignment: Alignment) -> (
        Double, Double
    ) {
        let room = max(0, available)
        let drawn = alignment == .fill ? room : min(length, room)
        switch alignment {
        case .leading, .fill: return (start, drawn)
        case .center: return (start + (room - drawn) / 2, drawn)
        case .trailing: return (start + room - drawn, drawn)
        }
    }
}
