/// The result of simulating UIKit's hit-testing and drawing on every pixel of a screen, as one
/// bit mask per view: the pixels whose tap it receives and the pixels where the user sees it.
public struct HitRaster: Sendable {
    public let lattice: PixelLattice
    /// Per view index: the pixels whose tap the view receives (nil when hit-testing never reaches it).
    let owners: [BitMask?]
    /// Per view index: the pixels where the user sees the view (nil when nothing of it is drawn).
    let seens: [BitMask?]
    /// The pixels whose tap some view receives; the others reach the root: "nothing".
    let claimed: BitMask
    /// Per view: pixels of the extended lattice where its own `pointInside` holds.
    public let insideCount: [Int]
    /// Per view: of those, the pixels on the screen.
    public let insideOnScreen: [Int]
    /// Per view: pixels on the screen where it and every ancestor's `pointInside` hold.
    public let domainCount: [Int]

    /// The view receiving the tap at each pixel (row-major; 0 is the root, "nothing"). Built from
    /// the masks on demand, for pictures, probes and tests.
    public func ownerMap() -> [Int32] { HitRaster.labels(owners, lattice) }
    /// The view the user sees at each pixel (row-major; 0 is the empty screen).
    public func seenMap() -> [Int32] { HitRaster.labels(seens, lattice) }

    static func labels(_ masks: [BitMask?], _ lattice: PixelLattice) -> [Int32] {
        var map = [Int32](repeating: 0, count: lattice.width * lattice.height)
        for (index, mask) in masks.enumerated() {
            mask?.forEach { i, j in map[j * lattice.width + i] = Int32(index) }
        }
        return map
    }

    /// For each view, how many of the pixels of `rect` (on the screen) send it their tap.
    public func ownerCounts(in rect: PixelRect) -> [Int: Int] {
        var area = BitMask(covering: rect)
        for j in rect.rows { area.insert(columns: rect.columns, row: j) }
        var counts: [Int: Int] = [:]
        for (index, mask) in owners.enumerated() {
            if let mask, case let n = area.intersectionCount(mask), n > 0 { counts[index] = n }
        }
        let nothing = area.subtractingCount(claimed)
        if nothing > 0 { counts[0] = nothing }
        return counts
    }
}

/// Builds a `HitRaster`. Each view costs its own pixels, tabulated by class and written as
/// bit spans: rows of one class are copied, rectangles filled word by word.
public enum HitRasterizer {
    /// The mask of `rule` over `rect` (on the screen), through `cache` when there is one, and its pixel count.
    static func mask(over rect: PixelRect, lattice: PixelLattice, layers: [AlphaLayer], zone: Rect?, rule: TableRule,
                     cache: MaskCache?) -> (mask: BitMask, count: Int)? {
        let (columns, rows) = ClassTable.classes(rect: rect, lattice: lattice, layers: layers, zone: zone)
        let build = { ClassTable(columns: columns, rows: rows, layers: layers, rule: rule).map { LocalMask($0) } }
        let local = cache.map { $0.mask(for: MaskCache.key(columns: columns, rows: rows, layers: layers, rule: rule), build: build) } ?? build()
        guard let local else { return nil }
        return (BitMask(placing: local, atColumn: rect.columns.lowerBound, row: rect.rows.lowerBound), local.count)
    }

    /// Rasterizes a scene; `cache` shares masks between the screens of a run.
    public static func rasterize(_ scene: Scene) -> HitRaster { rasterize(scene, cache: nil) }

    static func rasterize(_ scene: Scene, cache: MaskCache?) -> HitRaster {
        let lattice = scene.lattice
        let views = scene.views
        let screen = lattice.screenPixels
        var insideCount = [Int](repeating: 0, count: views.count)
        var insideOnScreen = [Int](repeating: 0, count: views.count)
        var domainCount = [Int](repeating: 0, count: views.count)
        insideCount[0] = screen.count; insideOnScreen[0] = screen.count; domainCount[0] = screen.count

        // Domains in pre-order: a view's pointInside, within its parent's domain (SPEC 2.4).
        var domains = [BitMask?](repeating: nil, count: views.count)
        var k = 1
        while k < views.count {
            let view = views[k]
            guard view.hitEligible else { k = view.subtreeEnd; continue }
            let full = lattice.pixels(in: view.hitRect)
            let onScreen = full.intersection(screen)
            var domain = BitMask(covering: onScreen)
            let (layers, rule) = PointInside.tableInputs(for: view, in: views)
            if full == onScreen, let (mask, count) = mask(over: full, lattice: lattice, layers: layers, zone: view.bounds, rule: rule, cache: cache) {
                // On the screen as a whole: the (possibly cached) mask gives the counts too.
                (domain, insideCount[k], insideOnScreen[k]) = (mask, count, count)
            } else {
                // A table too large for the whole extended extent falls back to the screen part:
                // its off-screen pixels then go uncounted in clippedArea.
                let table = PointInside.table(for: view, in: views, over: full, lattice: lattice)
                    ?? PointInside.table(for: view, in: views, over: onScreen, lattice: lattice)
                if let table {
                    insideCount[k] = table.count(in: full)
                    insideOnScreen[k] = table.count(in: onScreen)
                    domain = table.mask(over: onScreen)
                }
            }
            if view.parent != 0, let parent = domains[view.parent] { domain.formIntersection(parent) }
            domainCount[k] = domain.count
            domains[k] = domain
            k += 1
        }
        // Owners: the later a view in pre-order, the earlier UIKit asks it; each keeps what no later view took.
        var claimed = BitMask(screenWidth: lattice.width, height: lattice.height)
        var owners = [BitMask?](repeating: nil, count: views.count)
        for index in stride(from: views.count - 1, through: 1, by: -1) {
            guard let domain = domains[index] else { continue }
            var owner = domain
            owner.subtract(claimed) // what later views already took
            claimed.formUnion(domain)
            owners[index] = owner
        }
        return HitRaster(lattice: lattice, owners: owners, seens: paintSeen(scene, cache: cache), claimed: claimed, insideCount: insideCount,
                         insideOnScreen: insideOnScreen, domainCount: domainCount)
    }

    /// Where each view is seen: the last in draw order whose visual alpha reaches `visibleAlpha`.
    static func paintSeen(_ scene: Scene, cache: MaskCache?) -> [BitMask?] {
        let lattice = scene.lattice
        let views = scene.views
        let screen = lattice.screenPixels
        let visibleAlpha = scene.visibleAlpha
        var visible = [BitMask?](repeating: nil, count: views.count)
        var k = 1
        while k < views.count {
            let view = views[k]
            guard view.drawn else { k = view.subtreeEnd; continue }
            defer { k += 1 }
            var extent = view.drawExtent
            if let clip = view.clip { extent = extent.intersection(clip) }
            let rect = lattice.pixels(in: extent).intersection(screen)
            guard !rect.isEmpty, view.opacity > 0,
                  let (mask, _) = mask(over: rect, lattice: lattice, layers: [.visual(view)], zone: nil,
                                       rule: .visible(threshold: visibleAlpha), cache: cache) else { continue }
            visible[k] = mask
        }
        var covered = BitMask(screenWidth: lattice.width, height: lattice.height)
        var seens = [BitMask?](repeating: nil, count: views.count)
        for index in stride(from: views.count - 1, through: 1, by: -1) {
            guard let mask = visible[index] else { continue }
            var seen = mask
            seen.subtract(covered)
            covered.formUnion(mask)
            seens[index] = seen
        }
        return seens
    }
}
