import HitLintCore

/// The result of simulating UIKit's hit-testing and drawing on every pixel of a screen, as one
/// bit mask per view: the pixels whose tap it receives and the pixels where the user sees it.
package struct HitRaster: Sendable {
    package let lattice: PixelLattice
    /// Per view index: the pixels whose tap the view receives (nil when hit-testing never reaches it).
    package let owners: [BitMask?]
    /// Per view index: the bounds of its owned pixels (nil when it owns none), known from the
    /// front-to-back pass that trims each owner to them.
    package let ownerBounds: [PixelRect?]
    /// Per view index: the pixels where the user sees the view (nil when nothing of it is drawn).
    package let seens: [BitMask?]
    /// Per view index: the bounds of those pixels (nil when there are none).
    package let seenBounds: [PixelRect?]
    /// Per view: pixels of the extended lattice where its own `pointInside` holds.
    package let insideCount: [Int]
    /// Per view: of those, the pixels on the screen.
    package let insideOnScreen: [Int]
    /// Per view: pixels on the screen where it and every ancestor's `pointInside` hold.
    package let domainCount: [Int]
    /// Per view: those pixels, before views in front took theirs; kept so that a copy of the screen
    /// with one view changed recomputes only that view's subtree (`Reuse`).
    package let domains: [HitRasterizer.PendingMask?]

    /// The view receiving the tap at each pixel (row-major; 0 is the root, "nothing"). Built from
    /// the masks on demand, for pictures, probes and tests.
    package func ownerMap() -> [Int32] { HitRaster.labels(owners, lattice) }
    /// The view the user sees at each pixel (row-major; 0 is the empty screen).
    package func seenMap() -> [Int32] { HitRaster.labels(seens, lattice) }

    /// The owner map at a coarser lattice `map`: each of its pixels takes the raster pixel at
    /// the centre of the `step` × `step` block it spans (hit maps drawn at one pixel a point).
    /// Only the map pixels of `window` (clipped to the screen; all of it when nil) are held,
    /// row-major, `window.columns.count` a row.
    package func ownerMap(sampling map: PixelLattice, step: Int, window: PixelRect? = nil) -> [Int32] {
        HitRaster.labels(owners, lattice, map, step, bounds: ownerBounds, window: window)
    }

    /// The seen map sampled the same way, of the views `keep` holds (the others read as 0).
    package func seenMap(sampling map: PixelLattice, step: Int, keep: [Bool], window: PixelRect? = nil) -> [Int32] {
        HitRaster.labels(seens, lattice, map, step, bounds: seenBounds, keep: keep, window: window)
    }

    /// The raster pixels where view `k` owns or is seen (nil: neither).
    package func extent(of k: Int) -> PixelRect? {
        let rects = [k < ownerBounds.count ? ownerBounds[k] : nil, k < seenBounds.count ? seenBounds[k] : nil]
            .compactMap { $0 }
            .filter { !$0.isEmpty }
        guard let first = rects.first else { return nil }
        return rects.dropFirst().reduce(first) { $0.union($1) }
    }

    /// Labels sampled at block centres; a mask's cost is its extent's sampled pixels only.
    /// `bounds[k]`, when given, holds every set pixel of mask `k` (the raster's tight bounds).
    package static func labels(
        _ masks: [BitMask?], _ lattice: PixelLattice, _ map: PixelLattice, _ step: Int, bounds: [PixelRect?] = [],
        keep: [Bool]? = nil,
        window: PixelRect? = nil
    ) -> [Int32] {
        let area = (window ?? map.screenPixels).intersection(map.screenPixels)
        guard !area.isEmpty else { return [] }
        let (areaWidth, left, top) = (area.columns.count, area.columns.lowerBound, area.rows.lowerBound)
        var out = [Int32](repeating: 0, count: areaWidth * area.rows.count)
        for (index, mask) in masks.enumerated() {
            guard let mask, !mask.rows.isEmpty, !mask.words.isEmpty, keep.map({ index < $0.count && $0[index] }) ?? true
            else { continue }
            // Raster rows and words that hold the samples of `area`.
            let rasterWords =
                ((area.columns.lowerBound * step) >> 6)..<((((area.columns.upperBound - 1) * step + step / 2) >> 6) + 1)
            let rasterRows = (area.rows.lowerBound * step)..<((area.rows.upperBound - 1) * step + step / 2 + 1)
            var (rows, words) = (mask.rows.clamped(to: rasterRows), mask.words.clamped(to: rasterWords))
            guard !rows.isEmpty, !words.isEmpty else { continue }
            if index < bounds.count {
                guard let tight = bounds[index], !tight.isEmpty else { continue }
                rows = rows.clamped(to: tight.rows)
                words = words.clamped(to: (tight.columns.lowerBound >> 6)..<((tight.columns.upperBound + 63) >> 6))
            }
            // The first map row or column whose sample lies at or after raster index `x`.
            func first(_ x: Int) -> Int { max(0, (x - step / 2 + step - 1) / step) }
            var row = max(first(rows.lowerBound), area.rows.lowerBound)
            while row < area.rows.upperBound, row * step + step / 2 < rows.upperBound {
                let r = row * step + step / 2
                for w in words {
                    let bits = mask.word(r, w)
                    guard bits != 0 else { continue }  // most words of a mask are empty
                    var column = max(first(w << 6), area.columns.lowerBound)
                    while column < area.columns.upperBound, case let c = column * step + step / 2, c < (w + 1) << 6 {
                        if c < lattice.width, bits >> UInt64(c & 63) & 1 == 1 {
                            out[(row - top) * areaWidth + column - left] = Int32(index)
                        }
                        column += 1
                    }
                }
                row += 1
            }
        }
        return out
    }

    package static func labels(_ masks: [BitMask?], _ lattice: PixelLattice) -> [Int32] {
        var map = [Int32](repeating: 0, count: lattice.width * lattice.height)
        for (index, mask) in masks.enumerated() {
            // swift-format-ignore: ReplaceForEachWithForLoop
            mask?.forEach { i, j in map[j * lattice.width + i] = Int32(index) }
        }
        return map
    }

    /// The view seen over most of the pixels view `k` owns (0: the empty screen); nil when it owns none.
    package func coveringView(of k: Int) -> Int? {
        guard k < owners.count, let owned = owners[k], owned.count > 0 else { return nil }
        var best: (view: Int, pixels: Int)?
        for (index, seen) in seens.enumerated() where index != k {
            guard let seen, case let pixels = seen.intersectionCount(owned), pixels > 0 else { continue }
            if best == nil || pixels > best!.pixels { best = (index, pixels) }
        }
        return best?.view ?? 0
    }

    /// The view that receives a tap at pixel `(i, j)` of the screen; 0 for nothing.
    package func owner(column i: Int, row j: Int) -> Int {
        guard i >= 0, j >= 0, i < lattice.width, j < lattice.height else { return 0 }
        for (index, mask) in owners.enumerated() {
            if let mask, mask.word(j, i >> 6) >> UInt64(i & 63) & 1 == 1 { return index }
        }
        return 0
    }

    /// The pixels of `rect` owned by view `k` whose centres `holds(x, y)` (points), counted.
    package func ownedCount(by k: Int, in rect: PixelRect, where holds: (Double, Double) -> Bool) -> Int {
        guard k < owners.count, let mask = owners[k] else { return 0 }
        var count = 0
        for j in rect.rows {
            for i in rect.columns
            where mask.word(j, i >> 6) >> UInt64(i & 63) & 1 == 1 && holds(lattice.centre(i), lattice.centre(j)) {
                count += 1
            }
        }
        return count
    }

    /// For each view, how many of the pixels of `rect` (on the screen) send it their tap.
    package func ownerCounts(in rect: PixelRect) -> [Int: Int] {
        var counts: [Int: Int] = [:]
        for (index, mask) in owners.enumerated() {
            if let mask, case let n = mask.count(in: rect), n > 0 { counts[index] = n }
        }
        // Owners are disjoint: what no view owns reaches the root.
        let nothing = rect.intersection(lattice.screenPixels).count - counts.values.reduce(0, +)
        if nothing > 0 { counts[0] = nothing }
        return counts
    }
}

/// Builds a `HitRaster`. Each view costs its own pixels, decided by row and column class into
/// bit masks that are cached and placed on the screen in one front-to-back pass.
package enum HitRasterizer {
    /// The mask of `rule` over `rect` (its pixels relative to the rect), through `cache` when there is one.
    package static func mask(
        over rect: PixelRect, lattice: PixelLattice, layers: [AlphaLayer], zone: Rect?, rule: TableRule,
        cache: MaskCache?, memo: inout AxisMemo
    ) -> LocalMask? {
        let (columns, rows) = ClassTable.classes(rect: rect, lattice: lattice, layers: layers, zone: zone, memo: &memo)
        let build = { LocalMask(columns: columns, rows: rows, layers: layers, rule: rule) }
        let local =
            cache.map {
                $0.mask(for: MaskCache.key(columns: columns, rows: rows, layers: layers, rule: rule), build: build)
            } ?? build()
        return local
    }

    /// Largest extended rect whose mask is made whole (bits of pixels off the screen included):
    /// a few screens' worth. Past it a class table counts without making bits.
    package static func maxLocalPixels(_ screen: PixelRect) -> Int { 4 * max(screen.count, 1 << 20) }

    /// Rasterizes a scene; `cache` shares masks between the screens of a run.
    package static func rasterize(_ scene: Scene) -> HitRaster { rasterize(scene, cache: nil) }

    /// What a copy of a screen takes from the raster of the original: the views are the same, in
    /// the same order, and only the subtree `changed` hit-tests differently (a change of one view's
    /// enlarge, threshold or interaction; its drawing is the same).
    package struct Reuse {
        package let raster: HitRaster
        package let changed: Range<Int>

        package init(
            raster: HitRaster,
            changed: Range<Int>
        ) {
            self.raster = raster
            self.changed = changed
        }
    }

    package static func rasterize(_ scene: Scene, cache: MaskCache?, reusing reuse: Reuse? = nil) -> HitRaster {
        let lattice = scene.lattice
        let views = scene.views
        let screen = lattice.screenPixels
        var state = Domains(count: views.count, screenCount: screen.count)
        var memo = AxisMemo()

        // Domains in pre-order: a view's pointInside, within its parent's domain (docs/manifest.md, "Hit-testing").
        var k = 1
        while k < views.count {
            let view = views[k]
            if let reuse, !reuse.changed.contains(k), reuse.raster.domains.count == views.count {
                let old = reuse.raster
                (state.domains[k], state.insideCount[k], state.insideOnScreen[k], state.domainCount[k]) = (
                    old.domains[k], old.insideCount[k], old.insideOnScreen[k], old.domainCount[k]
                )
                k += 1
                continue
            }
            guard view.hitEligible else {
                k = view.subtreeEnd
                continue
            }
            addDomain(k, of: views, lattice: lattice, screen: screen, cache: cache, memo: &memo, into: &state)
            k += 1
        }
        // Owners: the later a view in pre-order, the earlier UIKit asks it.
        var domains = state.domains
        let kept = domains
        let owners =
            reuse.flatMap { $0.raster.domains.count == views.count ? frontmost(domains, changing: $0, lattice) : nil }
            ?? frontmost(&domains, into: BitMask(screenWidth: lattice.width, height: lattice.height))
        let seens =
            reuse.flatMap {
                $0.raster.seens.count == views.count ? (masks: $0.raster.seens, bounds: $0.raster.seenBounds) : nil
            }
            ?? paintSeen(scene, cache: cache, memo: &memo)
        return HitRaster(
            lattice: lattice, owners: owners.masks, ownerBounds: owners.bounds, seens: seens.masks,
            seenBounds: seens.bounds,
            insideCount: state.insideCount,
            insideOnScreen: state.insideOnScreen, domainCount: state.domainCount, domains: kept)
    }

    /// Each view's domain, pending its placement, and the counts of its pixels inside it (in the
    /// extended rect and on the screen) and in its domain; the root's are the screen's.
    private struct Domains {
        var domains: [PendingMask?]
        var insideCount: [Int]
        var insideOnScreen: [Int]
        var domainCount: [Int]

        init(count: Int, screenCount: Int) {
            insideCount = [Int](repeating: 0, count: count)
            insideOnScreen = [Int](repeating: 0, count: count)
            domainCount = [Int](repeating: 0, count: count)
            insideCount[0] = screenCount
            insideOnScreen[0] = screenCount
            domainCount[0] = screenCount
            domains = [PendingMask?](repeating: nil, count: count)
        }
    }

    /// View `k`'s domain and counts: its pointInside over its extended rect, cut to the screen and
    /// to its parent's domain. A view wholly on the screen with no parent or child to intersect
    /// keeps its local mask, placed in the front-to-back pass.
    private static func addDomain(
        _ k: Int, of views: [SceneView], lattice: PixelLattice, screen: PixelRect, cache: MaskCache?,
        memo: inout AxisMemo, into state: inout Domains
    ) {
        let view = views[k]
        let full = lattice.pixels(in: view.hitRect)
        let onScreen = full.intersection(screen)
        var domain = BitMask(covering: PixelRect(columns: 0..<0, rows: 0..<0))
        let (layers, rule) = PointInside.tableInputs(for: view, in: views)
        if full.count <= maxLocalPixels(screen),
            let local = mask(
                over: full, lattice: lattice, layers: layers, zone: view.bounds, rule: rule, cache: cache, memo: &memo)
        {
            let count = local.count
            if full == onScreen, view.parent == 0, view.subtreeEnd == k + 1 {
                // Wholly on the screen, no parent to intersect, no child to intersect with it:
                // placed in the front-to-back pass.
                (state.insideCount[k], state.insideOnScreen[k], state.domainCount[k]) = (count, count, count)
                state.domains[k] = .local(local, column: full.columns.lowerBound, row: full.rows.lowerBound)
                return
            }
            // The (possibly cached) mask of the whole extended rect gives the counts too.
            domain = BitMask(
                placing: local, atColumn: full.columns.lowerBound, row: full.rows.lowerBound,
                within: full == onScreen ? nil : screen)
            (state.insideCount[k], state.insideOnScreen[k]) = (count, full == onScreen ? count : domain.count)
        } else {
            // Far past the screen: a table over the extended rect counts; only the screen part is
            // made into bits. A table too large for the extended rect falls back to the screen
            // part, whose off-screen pixels then go uncounted in clippedArea.
            let table =
                PointInside.table(for: view, in: views, over: full, lattice: lattice)
                ?? PointInside.table(for: view, in: views, over: onScreen, lattice: lattice)
            if let table {
                state.insideCount[k] = table.count(in: full)
                state.insideOnScreen[k] = table.count(in: onScreen)
                domain = table.mask(over: onScreen)
            }
        }
        if view.parent != 0, case .bits(let parent)? = state.domains[view.parent] { domain.formIntersection(parent) }
        state.domainCount[k] = domain.count
        state.domains[k] = .bits(domain)
    }

    /// Where each view is seen: the last in draw order whose visual alpha reaches `visibleAlpha`.
    package static func paintSeen(_ scene: Scene, cache: MaskCache?, memo: inout AxisMemo) -> (
        masks: [BitMask?], bounds: [PixelRect?]
    ) {
        let lattice = scene.lattice
        let views = scene.views
        let screen = lattice.screenPixels
        let visibleAlpha = scene.visibleAlpha
        var visible = [PendingMask?](repeating: nil, count: views.count)
        var k = 1
        while k < views.count {
            let view = views[k]
            guard view.drawn else {
                k = view.subtreeEnd
                continue
            }
            defer { k += 1 }
            var extent = view.drawExtent
            if let clip = view.clip { extent = extent.intersection(clip) }
            // The whole extent when not too large, so that a view partly off the screen is still a
            // cached shape; only its screen part is kept.
            let full = lattice.pixels(in: extent)
            let rect = full.count <= maxLocalPixels(screen) ? full : full.intersection(screen)
            guard !rect.intersection(screen).isEmpty, view.opacity > 0,
                let local = mask(
                    over: rect, lattice: lattice, layers: AlphaLayer.seen(view), zone: nil,
                    rule: .visible(threshold: visibleAlpha), cache: cache, memo: &memo)
            else { continue }
            visible[k] =
                rect == rect.intersection(screen)
                ? .local(local, column: rect.columns.lowerBound, row: rect.rows.lowerBound)
                : .bits(
                    BitMask(
                        placing: local, atColumn: rect.columns.lowerBound, row: rect.rows.lowerBound, within: screen))
        }
        return frontmost(&visible, into: BitMask(screenWidth: lattice.width, height: lattice.height))
    }

    /// The owners after a change of the views `reuse.changed` alone: taps go elsewhere only where
    /// their domains were or are, so the front-to-back pass runs over that window, and outside it
    /// every view keeps the pixels it owned. Views in front of the changed subtree keep theirs
    /// too: the pass starts behind them, from what they own in the window (every pixel of a
    /// domain in front is owned by a view in front).
    package static func frontmost(_ domains: [PendingMask?], changing reuse: Reuse, _ lattice: PixelLattice) -> (
        masks: [BitMask?], bounds: [PixelRect?]
    ) {
        let old = reuse.raster
        var window: PixelRect?
        for k in reuse.changed {
            for case let extent? in [old.domains[k]?.extent, domains[k]?.extent] where !extent.isEmpty {
                window = window.map { $0.union(extent) } ?? extent
            }
        }
        guard let area = window?.intersection(lattice.screenPixels), !area.isEmpty else {
            return (old.owners, old.ownerBounds)
        }
        let (rows, words) = (area.rows, BitSpans.words(of: area.columns))
        let clip = PixelRect(columns: (words.lowerBound << 6)..<(words.upperBound << 6), rows: rows)
        let front = reuse.changed.upperBound
        var taken = BitMask(rows: rows, words: words)
        for case let owner? in old.owners.dropFirst(front) { taken.formUnion(owner) }
        var cropped = domains.enumerated().map { k, pending -> PendingMask? in
            guard k < front else { return nil }
            switch pending {
            case nil: return nil
            case .bits(let mask)?: return .bits(mask.cropped(rows: rows, words: words))
            case .local(let local, let column, let row)?:
                return .bits(BitMask(placing: local, atColumn: column, row: row, within: clip))
            }
        }
        let inside = frontmost(&cropped, into: consume taken).masks
        var (owners, bounds) = (old.owners, old.ownerBounds)
        let empty = BitMask(rows: 0..<0, words: 0..<0)
        for k in 1..<min(front, owners.count) {
            let before = old.owners[k]
            let now = inside[k]
            let meets =
                before.map {
                    !PixelRect.intersect($0.rows, rows).isEmpty && !PixelRect.intersect($0.words, words).isEmpty
                } ?? false
            guard meets || !(now?.isEmpty ?? true) else { continue }
            (owners[k], bounds[k]) = (before ?? empty).replacing(rows: rows, words: words, with: now ?? empty)
        }
        return (owners, bounds)
    }

    /// A view's mask before the front-to-back pass: its bits, or a local mask and where it goes
    /// on the screen (placed during that pass: one pass over its words instead of two).
    package enum PendingMask {
        case bits(BitMask)
        case local(LocalMask, column: Int, row: Int)

        /// The screen pixels its band spans.
        package var extent: PixelRect {
            switch self {
            case .bits(let mask):
                return PixelRect(columns: (mask.words.lowerBound << 6)..<(mask.words.upperBound << 6), rows: mask.rows)
            case .local(let local, let column, let row):
                return PixelRect(columns: column..<(column + local.width), rows: row..<(row + local.height))
            }
        }
    }

    /// From the last index to the first, each mask keeps the pixels no later mask holds (what a
    /// later view already took, or already covers), trimmed to their bounds. `pending` is emptied
    /// as it goes, so that each mask's bits have one owner and change in place. `union`, what the
    /// masks already hold, starts empty and covers every mask's band. Also gives each kept
    /// mask's bounds.
    package static func frontmost(_ pending: inout [PendingMask?], into union: consuming BitMask) -> (
        masks: [BitMask?], bounds: [PixelRect?]
    ) {
        var kept = [BitMask?](repeating: nil, count: pending.count)
        var bounds = [PixelRect?](repeating: nil, count: pending.count)
        for index in stride(from: pending.count - 1, through: 1, by: -1) {
            switch pending[index] {
            case nil: continue
            case .local(let local, let column, let row)?:
                kept[index] = BitMask(
                    placing: local, atColumn: column, row: row, claimingInto: &union, bounds: &bounds[index])
            case .bits(var mask)?:
                pending[index] = nil  // leaves `mask` the only reference: changed in place, not copied
                let box = mask.subtract(claimingInto: &union)
                kept[index] = mask.trimmed(to: box)
                bounds[index] = box
            }
        }
        return (kept, bounds)
    }
}
