import HitLintCore

/// The point size UIKit gives an SF Symbol (docs/interface-builder.md, "SF Symbols"): its
/// symbol configuration's point size (a point size, or a text style's, else the body style's
/// 17 pt) times its scale (small 0.8, medium 1, large 1.3) sets the longer side at 1.2 times
/// that size; the proportions are those `<resources>` records (a fixed design size, which is
/// not the size drawn), else square. Weight is not modelled.
package enum SymbolImageSize {
    /// Longer side of a symbol per point of its configuration's size, at medium scale.
    package static let sidePerPoint = 1.2

    package static func size(design: Size?, configuration: Int?, in tree: XMLTree) -> Size {
        var pointSize = TextFont.body.pointSize
        var scale = 1.0
        if let configuration {
            let a = tree[configuration].attributes
            if let font = tree.child(of: configuration, named: "fontDescription", key: "fontDescription").flatMap({
                InterfaceBuilderText.font(tree, $0)
            }) {
                pointSize = font.pointSize
            }
            if let size = a["pointSize"].flatMap(Double.init), size.isFinite, size > 0, size <= 1000 {
                pointSize = size
            }
            switch a["scale"] {
            case "small": scale = 0.8
            case "large": scale = 1.3
            default: break
            }
        }
        let side = pointSize * scale * sidePerPoint
        guard let design, design.width > 0, design.height > 0, design.width.isFinite, design.height.isFinite else {
            return Size(width: side, height: side)
        }
        let longer = max(design.width, design.height)
        return Size(width: side * design.width / longer, height: side * design.height / longer)
    }
}
