import HitLintCore

/// Frames written into a storyboard or XIB as Interface Builder's "Update Frames" writes them:
/// the `x`, `y`, `width` and `height` of a view's `<rect key="frame">` (relative to its
/// superview), every other byte kept.
package enum InterfaceBuilderFrames {
    /// The edits that give each view its new frame, and the frame tags they rewrite: an earlier
    /// edit inside one of those tags is replaced by these.
    package static func edits(_ moves: [FrameMove], in scanner: XMLTagScanner) -> (
        edits: [TextEdit], rewritten: [Range<Int>]
    ) {
        let tags = scanner.tags
        var edits: [TextEdit] = []
        var rewritten: [Range<Int>] = []
        for move in moves {
            let found = scanner.elements(withID: move.id)
            guard found.count == 1, let view = found.first, let frameTag = scanner.frameTag(of: view) else { continue }
            let tag = tags[frameTag]
            let written = ["x", "y", "width", "height"].map { scanner.value(tag, $0).flatMap(Double.init) }
            let stored = [move.stored.x, move.stored.y, move.stored.width, move.stored.height]
            // x and y are left out when 0; a width or height never is.
            let held = [written[0] ?? 0, written[1] ?? 0, written[2] ?? .nan, written[3] ?? .nan]
            guard zip(held, stored).allSatisfy({ abs($0 - $1) < 0.001 }) else { continue }
            let wanted = [move.frame.x, move.frame.y, move.frame.width, move.frame.height]
            var changed = false
            for (k, name) in ["x", "y", "width", "height"].enumerated() where abs(wanted[k] - held[k]) >= 0.001 {
                edits.append(scanner.setting(frameTag, name, to: FixBackends.number(wanted[k])))
                changed = true
            }
            if changed { rewritten.append(tag.range) }
        }
        return (edits, rewritten)
    }
}
