import Foundation
import HitLintCore

/// Draws the hit map of a screen: the screen as drawn, each target's hit region tinted in its
/// own colour with its outline, stolen taps in red hatching, dead visible areas in grey
/// hatching, enlarged margins dashed, too-small targets with a thick outline, and a legend
/// strip below naming the colours. Views are drawn in their background colours, with their
/// images and their text. `pixelsPerPoint` image pixels a point: 1 for the reports (a map the
/// size of the screen in points, its legend text 13 px high), the screen's scale for `probe`;
/// below the screen's scale, each map pixel shows the raster pixel at its centre.
package struct HitMapRenderer: Sendable {
    package let analysis: ScreenAnalysis
    package let findings: [Finding]
    /// The map's lattice: the screen at `pixelsPerPoint`.
    package let lattice: PixelLattice
    /// Raster pixels a map pixel spans on each axis.
    package let step: Int

    /// Whether the legend strip is drawn below the screen.
    package let legend: Bool

    package init(analysis: ScreenAnalysis, findings: [Finding], pixelsPerPoint: Int = 1, legend: Bool = true) {
        self.analysis = analysis
        self.findings = findings
        self.legend = legend
        let full = analysis.raster.lattice
        let fullScale = analysis.scene.scale
        let scale = min(max(1, pixelsPerPoint), fullScale)
        step = fullScale % scale == 0 ? fullScale / scale : 1
        lattice = step == 1 ? full : PixelLattice(screen: analysis.scene.screen.size, scale: fullScale / step)
        self.scale = fullScale / step
    }

    /// The largest screen drawn, in pixels (four 3x iPhone screens): drawing costs every pixel
    /// several times, so larger screens get no hit map rather than a run that takes minutes.
    package static let maxPixels = 16 * 1024 * 1024

    /// Whether a screen of `lattice` gets a hit map.
    package static func draws(_ lattice: PixelLattice) -> Bool { lattice.width * lattice.height <= maxPixels }

    /// Map pixels a point.
    package let scale: Int

    package func render() -> RGBABitmap {
        let legend = self.legend ? legendEntries() : []
        let lineHeight = (PixelFont.height + 3) * textSize
        var bitmap = RGBABitmap(
            width: lattice.width,
            height: lattice.height + (legend.isEmpty ? 0 : lineHeight * legend.count + 2 * textSize),
            fill: RGBA(255, 255, 255))
        drawBackground(&bitmap)
        drawViews(&bitmap)
        drawTexts(&bitmap)
        drawHitRegions(&bitmap)
        drawMargins(&bitmap)
        drawTooSmall(&bitmap)
        drawAimCircles(&bitmap)
        drawLegend(&bitmap, legend, top: lattice.height + textSize, lineHeight: lineHeight)
        return bitmap
    }

    /// Text size in font pixels: readable at every scale.
    package var textSize: Int { max(1, scale - 1) }

    /// The targets, numbered in screen order (their tint).
    package var numberedTargets: [(number: Int, view: SceneView)] {
        analysis.scene.views.filter(\.isTarget).enumerated().map { ($0.offset, $0.element) }
    }

    package func drawBackground(_ bitmap: inout RGBABitmap) {
        let cell = 8 * scale
        // Two row patterns, the checkerboard's rows one or the other, copied row by row.
        var even = RGBABitmap(width: lattice.width, height: 1)
        var odd = RGBABitmap(width: lattice.width, height: 1)
        for i in 0..<lattice.width {
            even.set(i, 0, (i / cell) % 2 == 0 ? HitMapStyle.backgroundLight : HitMapStyle.backgroundDark)
            odd.set(i, 0, (i / cell) % 2 == 0 ? HitMapStyle.backgroundDark : HitMapStyle.backgroundLight)
        }
        let rowBytes = lattice.width * 4
        guard rowBytes > 0 else { return }
        bitmap.pixels.withUnsafeMutableBufferPointer { out in
            for j in 0..<min(lattice.height, bitmap.height) {
                let source = (j / cell) % 2 == 0 ? even.pixels : odd.pixels
                source.withUnsafeBufferPointer { row in
                    (out.baseAddress! + j * bitmap.width * 4).update(from: row.baseAddress!, count: rowBytes)
                }
            }
        }
    }

    /// Composites every drawn view in draw order: its fill, background image, then image.
    package func drawViews(_ bitmap: inout RGBABitmap) {
        let screen = lattice.screenPixels
        for view in analysis.scene.views.dropFirst() where view.drawn && view.opacity > 0 {
            var extent = view.drawExtent
            if let clip = view.clip { extent = extent.intersection(clip) }
            let rect = lattice.pixels(in: extent).intersection(screen)
            guard !rect.isEmpty else { continue }
            let bounds = lattice.pixels(in: view.bounds)
            let layers = [view.background, view.image].compactMap { $0 }
            let fill = view.colour.map { RGBA($0.red, $0.green, $0.blue) } ?? HitMapStyle.fill
            // Each pixel composites on its own, so the fill and then each layer go over the rect
            // in turn (a plain view, most of a real app's, is its fill a row at a time).
            let area = rect.intersection(bounds)
            if view.fill > 0, !area.isEmpty {
                bitmap.fill(columns: area.columns, rows: area.rows, fill, coverage: view.fill * view.opacity)
            }
            for placed in layers {
                let columns = rect.columns.map { placed.column(atX: lattice.centre($0)) }
                let rows = rect.rows.map { placed.row(atY: lattice.centre($0)) }
                let (width, imageWidth, opacity) = (bitmap.width, placed.image.width, view.opacity)
                // A colour image's pixels, or its alpha drawn in grey.
                let colours = placed.image.rgba ?? placed.image.alpha.flatMap { [90, 90, 90, $0] }
                bitmap.pixels.withUnsafeMutableBufferPointer { out in
                    colours.withUnsafeBufferPointer { image in
                        for (j, v) in zip(rect.rows, rows) where v >= 0 {
                            for (i, u) in zip(rect.columns, columns) where u >= 0 {
                                let k = (v * imageWidth + u) * 4
                                let colour = RGBA(image[k], image[k + 1], image[k + 2], image[k + 3])
                                RGBABitmap.blend(into: out, at: (j * width + i) * 4, colour, coverage: opacity)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Each view's text in the pixel font, as large as its box allows, cut at the box's right
    /// edge: a button's title in the system tint, other text near-black.
    package func drawTexts(_ bitmap: inout RGBABitmap) {
        let screen = lattice.screenPixels
        for view in analysis.scene.views.dropFirst() where view.drawn && view.opacity > 0 {
            guard let box = view.text, let string = view.textString else { continue }
            var rect = lattice.pixels(in: box).intersection(screen)
            if let clip = view.clip { rect = rect.intersection(lattice.pixels(in: clip)) }
            guard !rect.isEmpty else { continue }
            let size = max(1, rect.rows.count / (PixelFont.height + 2))
            let colour = view.kind == .button ? HitMapStyle.title : HitMapStyle.text
            let top = rect.rows.lowerBound + (rect.rows.count - PixelFont.height * size) / 2
            bitmap.draw(text: string, x: rect.columns.lowerBound, y: top, size: size, colour, within: rect)
        }
    }

    /// Tints, outlines and hatching, from the owner and seen rasters.
    package func drawHitRegions(_ bitmap: inout RGBABitmap) {
        var tintOf = [RGBA?](repeating: nil, count: analysis.scene.views.count)
        for (number, view) in numberedTargets { tintOf[view.index] = HitMapStyle.tint(forTargetNumber: number) }
        // Nothing is drawn but where a target owns pixels or is seen: the maps are read, and the
        // pixels visited, only in the map pixels that cover those raster pixels.
        var extent: PixelRect?
        for (_, view) in numberedTargets {
            guard let own = analysis.raster.extent(of: view.index) else { continue }
            extent = extent.map { $0.union(own) } ?? own
        }
        guard let extent else { return }
        let window = PixelRect(
            columns: (extent.columns.lowerBound / step)..<((extent.columns.upperBound + step - 1) / step),
            rows: (extent.rows.lowerBound / step)..<((extent.rows.upperBound + step - 1) / step)
        ).intersection(lattice.screenPixels)
        let ownerMap = analysis.raster.ownerMap(sampling: lattice, step: step, window: window)
        // Only where a target is seen is anything drawn from the seen map.
        let seenMap = analysis.raster.seenMap(
            sampling: lattice, step: step, keep: tintOf.map { $0 != nil }, window: window)
        // The maps hold the window only; past its sides no target owns anything.
        let (w, left, top) = (window.columns.count, window.columns.lowerBound, window.rows.lowerBound)
        let (right, bottom) = (window.columns.upperBound - 1, window.rows.upperBound - 1)
        let faint = tintOf.map { $0?.with(alpha: HitMapStyle.tintAlpha) }
        ownerMap.withUnsafeBufferPointer { owners in
            seenMap.withUnsafeBufferPointer { seens in
                for j in window.rows {
                    let row = (j - top) * w - left
                    for i in window.columns {
                        let owner = Int(owners[row + i])
                        let seen = Int(seens[row + i])
                        if let tint = tintOf[owner] {
                            let o = Int32(owner)
                            let edge =
                                i == left || owners[row + i - 1] != o || i == right || owners[row + i + 1] != o
                                || j == top || owners[row - w + i] != o || j == bottom || owners[row + w + i] != o
                            bitmap.blend(i, j, edge ? tint : faint[owner]!)
                        }
                        guard seen != 0, owner != seen else { continue }  // the seen map holds targets only
                        if owner == 0 || analysis.isAncestor(owner, of: seen) {
                            if HitMapStyle.onDeadStripe(i, j, scale: scale) { bitmap.set(i, j, HitMapStyle.dead) }
                        } else if HitMapStyle.onStolenStripe(i, j, scale: scale) {
                            bitmap.set(i, j, HitMapStyle.stolen)
                        }
                    }
                }
            }
        }
    }

    /// Dashed outlines of enlarged hit rects: dark and white dashes, visible on any colour
    /// (the hit region's own outline runs along the same edge).
    package func drawMargins(_ bitmap: inout RGBABitmap) {
        for (_, view) in numberedTargets where !view.enlarge.isZero {
            let rect = lattice.pixels(in: view.hitRect)
            let dash = 4 * scale
            let thickness = max(1, scale / 2)
            bitmap.stroke(rect, thickness: thickness, HitMapStyle.marginGap, within: lattice.height)
            bitmap.stroke(rect, thickness: thickness, HitMapStyle.margin, within: lattice.height) {
                ($0 / dash) % 2 == 0
            }
        }
    }

    /// Thick outlines around the hit bounds of targets that fail `too-small`.
    package func drawTooSmall(_ bitmap: inout RGBABitmap) {
        let small = Set(findings.filter { $0.evidence.undersizedBounds != nil }.map(\.view))
        for (_, view) in numberedTargets where small.contains(view.id) {
            guard let bounds = analysis.metrics[view.index]?.hitBounds else { continue }
            var rect = lattice.pixels(in: bounds)
            let t = 2 * scale
            rect = PixelRect(
                columns: (rect.columns.lowerBound - t)..<(rect.columns.upperBound + t),
                rows: (rect.rows.lowerBound - t)..<(rect.rows.upperBound + t))
            bitmap.stroke(rect, thickness: t, HitMapStyle.tooSmall, within: lattice.height)
        }
    }

    /// The findings whose measure is tap accuracy, with their aim points.
    package var inaccurate: [Point] {
        findings.compactMap { $0.evidence.measure?.name == "tapAccuracy" ? $0.evidence.sample : nil }
    }

    /// At the aim point of each target that fails `tap-accuracy`, its 1σ and 2σ circles: where
    /// 39% and 86% of the taps aimed there land.
    package func drawAimCircles(_ bitmap: inout RGBABitmap) {
        let s = Double(scale)
        for aim in inaccurate {
            for radius in [analysis.finger.sigma, 2 * analysis.finger.sigma] {
                let steps = max(16, Int((2 * Double.pi * radius * s * 2).rounded(.up)))
                for k in 0..<steps {
                    let angle = 2 * Double.pi * Double(k) / Double(steps)
                    let x = (aim.x + radius * cos(angle)) * s
                    let y = (aim.y + radius * sin(angle)) * s
                    guard x.isFinite, y.isFinite, x >= 0, y >= 0, x < Double(lattice.width), y < Double(lattice.height)
                    else { continue }
                    let (i, j) = (Int(x), Int(y))
                    for dj in 0..<max(1, scale / 2 + 1) {
                        for di in 0..<max(1, scale / 2 + 1) where i + di < lattice.width && j + dj < lattice.height {
                            bitmap.set(i + di, j + dj, HitMapStyle.aim)
                        }
                    }
                }
            }
            let (ci, cj) = (Int(aim.x * s), Int(aim.y * s))
            for d in -scale...scale
            where ci + d >= 0 && ci + d < lattice.width && cj + d >= 0 && cj + d < lattice.height {
                bitmap.set(ci + d, cj, HitMapStyle.aim)
                if cj + d >= 0, cj + d < lattice.height, ci >= 0, ci < lattice.width {
                    bitmap.set(ci, cj + d, HitMapStyle.aim)
                }
            }
        }
    }

    package enum Swatch {
        case tint(RGBA)
        case stolen, dead
        case dashed(RGBA)
        case thick, aim
    }

    package static let maxLegendTargets = 20

    package func legendEntries() -> [(Swatch, String)] {
        // At most `maxLegendTargets` lines of targets, so the strip's size does not grow with the manifest.
        let targets = numberedTargets
        var entries: [(Swatch, String)] = targets.prefix(HitMapRenderer.maxLegendTargets)
            .map { (.tint(HitMapStyle.tint(forTargetNumber: $0.number)), "hit area of \($0.view.quoted)") }
        if targets.count > HitMapRenderer.maxLegendTargets {
            entries.append(
                (.tint(RGBA(200, 200, 200)), "... and \(targets.count - HitMapRenderer.maxLegendTargets) more targets"))
        }
        entries += [(.stolen, "seen, but another view takes the tap"), (.dead, "seen, but no tap reaches it")]
        if numberedTargets.contains(where: { !$0.view.enlarge.isZero }) {
            entries.append((.dashed(HitMapStyle.margin), "enlarged hit area"))
        }
        if findings.contains(where: { $0.evidence.undersizedBounds != nil }) {
            entries.append((.thick, "too small (under the minimum size)"))
        }
        if !inaccurate.isEmpty {
            entries.append(
                (.aim, "best aim of a target that fails \(TapAccuracyRule.identifier), with 1 and 2 sigma circles"))
        }
        return entries
    }

    package func drawLegend(_ bitmap: inout RGBABitmap, _ entries: [(Swatch, String)], top: Int, lineHeight: Int) {
        let size = textSize
        let box = PixelFont.height * size
        for (n, (swatch, label)) in entries.enumerated() {
            let y = top + n * lineHeight
            let x = 2 * size
            let square = PixelRect(columns: x..<(x + box), rows: y..<(y + box))
            for j in square.rows {
                for i in square.columns {
                    switch swatch {
                    case .tint(let colour): bitmap.set(i, j, colour.with(alpha: 255))
                    case .stolen:
                        bitmap.set(
                            i, j,
                            HitMapStyle.onStolenStripe(i, j, scale: scale) ? HitMapStyle.stolen : RGBA(255, 255, 255))
                    case .dead:
                        bitmap.set(
                            i, j, HitMapStyle.onDeadStripe(i, j, scale: scale) ? HitMapStyle.dead : RGBA(255, 255, 255))
                    case .dashed(let colour):
                        let border = i - x < size || x + box - 1 - i < size || j - y < size || y + box - 1 - j < size
                        if border && ((i + j) / (2 * size)) % 2 == 0 { bitmap.set(i, j, colour) }
                    case .thick:
                        let border =
                            i - x < 2 * size || x + box - 1 - i < 2 * size || j - y < 2 * size
                            || y + box - 1 - j < 2 * size
                        if border { bitmap.set(i, j, HitMapStyle.tooSmall) }
                    case .aim:
                        let (dx, dy) = (Double(i - x) - Double(box - 1) / 2, Double(j - y) - Double(box - 1) / 2)
                        if abs((dx * dx + dy * dy).squareRoot() - Double(box) / 2.5) < Double(size) {
                            bitmap.set(i, j, HitMapStyle.aim)
                        }
                    }
                }
            }
            bitmap.draw(text: label, x: x + box + 2 * size, y: y, size: size, RGBA(30, 30, 36))
        }
    }
}
