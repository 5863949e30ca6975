/// The result of simulating UIKit's hit-testing and drawing on every pixel of a screen.
public struct HitRaster: Sendable {
    public let lattice: PixelLattice
    /// View index receiving the tap at each pixel (row-major); 0 is the root: "nothing".
    public let owner: [Int32]
    /// View index the user sees at each pixel; 0 is the empty screen.
    public let seen: [Int32]
    /// Per view: pixels of the extended lattice where its own `pointInside` holds.
    public let insideCount: [Int]
    /// Per view: of those, the pixels on the screen.
    public let insideOnScreen: [Int]
    /// Per view: pixels on the screen where it and every ancestor's `pointInside` hold.
    public let domainCount: [Int]
    /// Views whose off-screen extent was too large to tabulate; their off-screen counts cover the screen only.
    public let approximated: Set<Int>

    @inline(__always)
    public func owner(_ i: Int, _ j: Int) -> Int { Int(owner[j * lattice.width + i]) }
    @inline(__always)
    public func seen(_ i: Int, _ j: Int) -> Int { Int(seen[j * lattice.width + i]) }
}

/// Builds a `HitRaster`. Each view costs the pixels it covers, not the whole screen.
public enum HitRasterizer {
    public static func rasterize(_ scene: Scene) -> HitRaster {
        let lattice = scene.lattice
        let views = scene.views
        let width = lattice.width
        let screen = lattice.screenPixels
        var owner = [Int32](repeating: 0, count: lattice.width * lattice.height)
        var insideCount = [Int](repeating: 0, count: views.count)
        var insideOnScreen = [Int](repeating: 0, count: views.count)
        var domainCount = [Int](repeating: 0, count: views.count)
        var approximated = Set<Int>()
        insideCount[0] = screen.count; insideOnScreen[0] = screen.count; domainCount[0] = screen.count

        // Masks of the ancestors of the view being painted (the root's is the whole screen).
        var stack: [(end: Int, mask: PixelMask)] = []
        var k = 1
        while k < views.count {
            let view = views[k]
            while let top = stack.last, top.end <= k { stack.removeLast() }
            guard view.hitEligible else { k = view.subtreeEnd; continue }
            let full = lattice.pixels(in: view.hitRect)
            var table = PointInside.table(for: view, in: views, over: full, lattice: lattice)
            if table == nil {
                approximated.insert(k)
                table = PointInside.table(for: view, in: views, over: full.intersection(screen), lattice: lattice)
            }
            let onScreen = full.intersection(screen)
            var mask = PixelMask(rect: onScreen)
            if let table {
                insideCount[k] = table.count(in: full)
                insideOnScreen[k] = table.count(in: onScreen)
                let parentMask = view.parent == 0 ? nil : stack.last?.mask
                var painted = 0
                for j in onScreen.rows {
                    for i in onScreen.columns where table.holds(column: i, row: j) {
                        if let parentMask, !parentMask.contains(i, j) { continue }
                        owner[j * width + i] = Int32(k)
                        mask.insert(i, j)
                        painted += 1
                    }
                }
                domainCount[k] = painted
            }
            if view.subtreeEnd > k + 1 { stack.append((view.subtreeEnd, mask)) }
            k += 1
        }
        return HitRaster(lattice: lattice, owner: owner, seen: paintSeen(scene), insideCount: insideCount,
                         insideOnScreen: insideOnScreen, domainCount: domainCount, approximated: approximated)
    }

    /// The view seen at each pixel: the last in draw order whose visual alpha reaches `visibleAlpha`.
    static func paintSeen(_ scene: Scene) -> [Int32] {
        let lattice = scene.lattice
        let views = scene.views
        var seen = [Int32](repeating: 0, count: lattice.width * lattice.height)
        let screen = lattice.screenPixels
        let visibleAlpha = scene.visibleAlpha
        var k = 1
        while k < views.count {
            let view = views[k]
            guard view.drawn else { k = view.subtreeEnd; continue }
            defer { k += 1 }
            var extent = view.drawExtent
            if let clip = view.clip { extent = extent.intersection(clip) }
            let rect = lattice.pixels(in: extent).intersection(screen)
            guard !rect.isEmpty, view.opacity > 0,
                  let table = ClassTable(rect: rect, lattice: lattice, layers: [.visual(view)],
                                         decide: { _, _, alpha in alpha() >= visibleAlpha }) else { continue }
            for j in rect.rows {
                for i in rect.columns where table.holds(column: i, row: j) {
                    seen[j * lattice.width + i] = Int32(k)
                }
            }
        }
        return seen
    }
}
