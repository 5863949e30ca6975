/// Splits one axis of a pixel rect (its columns, or its rows) into classes of indices that
/// sample alike: the same texel of every image, the same side of every edge. A view's alpha is
/// then a small table over (row class, column class) instead of a per-pixel computation, and a
/// count over a huge off-screen rect is a sum of products.
struct AxisClasses {
    let range: Range<Int>
    /// Class of each index of `range` (offset by `range.lowerBound`).
    let classOf: [Int32]
    /// How many indices each class has.
    let counts: [Int]
    /// The keys of the classes, `stride` numbers each: per layer its flags (bit 0 inside the
    /// layer's bounds, bit 1 inside its clip), image texel and background texel (-1: none),
    /// then the zone flag (inside the tested view's own bounds). With the run lengths they
    /// determine every table, so they make an exact cache key.
    let keys: [Int32]
    let stride: Int
    /// A hash of `counts` and `keys`, computed while classifying, so a cache key hashes in O(1).
    let fingerprint: UInt64

    /// What the classes of an axis depend on, as plain numbers: the range, the scale, per layer
    /// its bounds, clip (or ±infinity), image and background placement, the images' texel
    /// counts (0: none), and the zone. An interval that holds every index of the range is
    /// written as ±infinity (its flag is 1 throughout), so that the hit test and the drawing of
    /// a plain view, which differ only there, share one classification.
    struct Input: Hashable {
        let range: Range<Int>
        let scale: Double
        let geometry: [Double]
        let texels: [Int]
        let zone: [Double]

        init(range: Range<Int>, scale: Double, layers: [AlphaLayer], horizontal: Bool, zone: (Double, Double)?) {
            (self.range, self.scale) = (range, scale)
            let first = PixelLattice.centre(range.lowerBound, scale: scale), last = PixelLattice.centre(range.upperBound - 1, scale: scale)
            func interval(_ lo: Double, _ hi: Double) -> [Double] {
                !range.isEmpty && lo <= first && last < hi ? [-Double.infinity, Double.infinity] : [lo, hi]
            }
            var geometry: [Double] = []
            var texels: [Int] = []
            geometry.reserveCapacity(layers.count * 8)
            for layer in layers {
                let (lo, hi) = horizontal ? (layer.bounds.x, layer.bounds.maxX) : (layer.bounds.y, layer.bounds.maxY)
                let clip = layer.clip.map { horizontal ? ($0.x, $0.maxX) : ($0.y, $0.maxY) } ?? (-Double.infinity, Double.infinity)
                func sampling(_ placed: PlacedImage?) -> (Double, Double, Int) {
                    guard let placed else { return (0, 0, 0) }
                    return horizontal ? (placed.rect.x, placed.rect.width, placed.image.width) : (placed.rect.y, placed.rect.height, placed.image.height)
                }
                let image = sampling(layer.image), background = sampling(layer.background)
                geometry += interval(lo, hi) + interval(clip.0, clip.1) + [image.0, image.1, background.0, background.1]
                texels += [image.2, background.2]
            }
            self.geometry = geometry
            self.texels = texels
            self.zone = zone.map { interval($0.0, $0.1) } ?? [-Double.infinity, Double.infinity]
        }
    }

    /// Classifies the axis of `input`.
    /// Classes are runs of consecutive indices with equal keys: sampling is monotonic along an
    /// axis, so equal keys rarely recur apart, and a recurrence only costs one more class.
    /// Index `i` stands for the point `(i + 0.5) / scale` (`PixelLattice.centre`).
    init(_ input: Input) {
        let range = input.range, scale = input.scale, geometry = input.geometry, texels = input.texels
        self.range = range
        let n = texels.count / 2
        let stride = n * 3 + 1
        self.stride = stride
        let (zoneLo, zoneHi) = (input.zone[0], input.zone[1])
        let length = range.count
        var hash = Fingerprint()
        // Keys and run lengths are written in place into storage that doubles when full: it grows
        // with the classes, not with indices x layers. The key of the index at hand goes to the
        // slot after the last class and becomes a class when it differs from the one before.
        var capacity = max(1, min(length, 1024))
        var keyStore = UnsafeMutablePointer<Int32>.allocate(capacity: capacity * stride)
        var runStore = UnsafeMutablePointer<Int>.allocate(capacity: capacity)
        defer { keyStore.deallocate(); runStore.deallocate() }
        var classes = 0
        let classOf = [Int32](unsafeUninitializedCapacity: length) { classOf, initialized in
            geometry.withUnsafeBufferPointer { g in texels.withUnsafeBufferPointer { t in
                for i in 0..<length {
                    if classes == capacity {
                        let grown = min(2 * capacity, length)
                        let (keysGrown, runsGrown) = (UnsafeMutablePointer<Int32>.allocate(capacity: grown * stride), UnsafeMutablePointer<Int>.allocate(capacity: grown))
                        keysGrown.moveInitialize(from: keyStore, count: classes * stride)
                        runsGrown.moveInitialize(from: runStore, count: classes)
                        keyStore.deallocate(); runStore.deallocate()
                        (keyStore, runStore, capacity) = (keysGrown, runsGrown, grown)
                    }
                    let c = PixelLattice.centre(range.lowerBound + i, scale: scale)
                    let key = keyStore + classes * stride
                    for l in 0..<n {
                        let a = g.baseAddress! + l * 8
                        var flags: Int32 = (a[0] <= c && c < a[1]) ? 1 : 0
                        if a[2] <= c && c < a[3] { flags |= 2 }
                        key[l * 3] = flags
                        key[l * 3 + 1] = t[l * 2] > 0 ? Int32(PlacedImage.texel(c, origin: a[4], extent: a[5], count: t[l * 2])) : -1
                        key[l * 3 + 2] = t[l * 2 + 1] > 0 ? Int32(PlacedImage.texel(c, origin: a[6], extent: a[7], count: t[l * 2 + 1])) : -1
                    }
                    key[stride - 1] = zoneLo <= c && c < zoneHi ? 1 : 0
                    var same = classes > 0
                    if same {
                        let previous = key - stride
                        for s in 0..<stride where key[s] != previous[s] { same = false; break }
                    }
                    if same {
                        runStore[classes - 1] += 1
                    } else {
                        for s in 0..<stride { hash.add(Int(key[s])) }
                        runStore[classes] = 1
                        classes += 1
                    }
                    classOf[i] = Int32(classes - 1)
                }
            } }
            initialized = length
        }
        let counts = Array(UnsafeBufferPointer(start: runStore, count: classes))
        for run in counts { hash.add(run) }
        self.classOf = classOf
        self.counts = counts
        self.keys = Array(UnsafeBufferPointer(start: keyStore, count: classes * stride))
        fingerprint = hash.value
    }

    var classCount: Int { counts.count }

    @inline(__always)
    func cls(_ index: Int) -> Int { Int(classOf[index - range.lowerBound]) }

    /// Bit 0: class `cls` lies inside layer `layer`'s bounds; bit 1: inside its clip.
    @inline(__always)
    func flags(_ cls: Int, layer: Int) -> UInt8 { UInt8(truncatingIfNeeded: keys[cls * stride + layer * 3]) }

    /// The image texel class `cls` samples in layer `layer`, or -1.
    @inline(__always)
    func imageTexel(_ cls: Int, layer: Int) -> Int { Int(keys[cls * stride + layer * 3 + 1]) }

    /// The background image texel, or -1.
    @inline(__always)
    func backgroundTexel(_ cls: Int, layer: Int) -> Int { Int(keys[cls * stride + layer * 3 + 2]) }

    /// Whether class `cls` lies inside the zone.
    @inline(__always)
    func inZone(_ cls: Int) -> Bool { keys[cls * stride + stride - 1] != 0 }
}

/// FNV-1a over 64-bit words: a cheap, deterministic hash built up while classifying.
struct Fingerprint {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    @inline(__always)
    mutating func add(_ word: Int) {
        value = (value ^ UInt64(bitPattern: Int64(word))) &* 0x0000_0100_0000_01b3
    }
}

/// The axes classified for one screen, by input: the hit test and the drawing of a plain view
/// classify the same axes, and classifying costs a division or two per pixel row and column.
struct AxisMemo {
    private var known: [AxisClasses.Input: AxisClasses] = [:]

    mutating func classes(_ input: AxisClasses.Input) -> AxisClasses {
        if let known = known[input] { return known }
        let made = AxisClasses(input)
        known[input] = made
        return made
    }
}
