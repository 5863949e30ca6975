import HitLintCore

/// Splits one axis of a pixel rect (its columns, or its rows) into classes of indices that
/// sample alike: the same texel of every image, the same side of every edge. A view's alpha is
/// then a small table over (row class, column class) instead of a per-pixel computation, and a
/// count over a huge off-screen rect is a sum of products.
package struct AxisClasses {
    package let range: Range<Int>
    /// Class of each index of `range` (offset by `range.lowerBound`).
    package let classOf: [Int32]
    /// How many indices each class has.
    package let counts: [Int]
    /// The keys of the classes, `stride` numbers each: per layer its flags (bit 0 inside the
    /// layer's bounds, bit 1 inside its clip), image texel and background texel (-1: none),
    /// then the zone flag (inside the tested view's own bounds). With the run lengths they
    /// determine every table, so they make an exact cache key.
    package let keys: [Int32]
    package let stride: Int
    /// A hash of `counts` and `keys`, computed while classifying, so a cache key hashes in O(1).
    package let fingerprint: UInt64

    /// What the classes of an axis depend on, as plain numbers: the range, the scale, per layer
    /// its bounds, clip (or ±infinity), image and background placement, the images' texel
    /// counts (0: none), and the zone. An interval that holds every index of the range is
    /// written as ±infinity (its flag is 1 throughout), so that the hit test and the drawing of
    /// a plain view, which differ only there, share one classification.
    package struct Input: Hashable {
        package let range: Range<Int>
        package let scale: Double
        package let geometry: [Double]
        package let texels: [Int]
        package let zone: [Double]

        package init(range: Range<Int>, scale: Double, layers: [AlphaLayer], horizontal: Bool, zone: (Double, Double)?)
        {
            (self.range, self.scale) = (range, scale)
            let first = PixelLattice.centre(range.lowerBound, scale: scale)
            let last = PixelLattice.centre(range.upperBound - 1, scale: scale)
            func interval(_ lo: Double, _ hi: Double) -> [Double] {
                !range.isEmpty && lo <= first && last < hi ? [-Double.infinity, Double.infinity] : [lo, hi]
            }
            var geometry: [Double] = []
            var texels: [Int] = []
            geometry.reserveCapacity(layers.count * 8)
            for layer in layers {
                let (lo, hi) = horizontal ? (layer.bounds.x, layer.bounds.maxX) : (layer.bounds.y, layer.bounds.maxY)
                let clip =
                    layer.clip.map { horizontal ? ($0.x, $0.maxX) : ($0.y, $0.maxY) } ?? (
                        -Double.infinity, Double.infinity
                    )
                func sampling(_ placed: PlacedImage?) -> (Double, Double, Int) {
                    guard let placed else { return (0, 0, 0) }
                    return horizontal
                        ? (placed.rect.x, placed.rect.width, placed.image.width)
                        : (placed.rect.y, placed.rect.height, placed.image.height)
                }
                let image = sampling(layer.image)
                let background = sampling(layer.background)
                geometry +=
                    interval(lo, hi) + interval(clip.0, clip.1) + [image.0, image.1, background.0, background.1]
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
    package init(_ input: Input) {
        let range = input.range
        let scale = input.scale
        self.range = range
        let layers = input.texels.count / 2
        let stride = layers * 3 + 1
        self.stride = stride
        let length = range.count
        var runs = ClassRuns(stride: stride, expected: min(length, 1024))
        let classOf = [Int32](unsafeUninitializedCapacity: length) { classOf, initialized in
            input.geometry.withUnsafeBufferPointer { g in
                input.texels.withUnsafeBufferPointer { t in
                    let sampler = KeySampler(geometry: g, texels: t, zone: (input.zone[0], input.zone[1]))
                    let centre = { (i: Int) in PixelLattice.centre(range.lowerBound + i, scale: scale) }
                    if t.allSatisfy({ $0 == 0 }) {
                        // No image: keys change only where a centre crosses an interval's end.
                        let inside = sampler.intervals.map {
                            AxisClasses.indices(length, centre, from: $0.0, below: $0.1)
                        }
                        let cuts = Set([0, length] + inside.flatMap { [$0.lowerBound, $0.upperBound] }).sorted()
                        for (start, end) in zip(cuts, cuts.dropFirst()) where start < end {
                            sampler.key(at: centre(start), into: runs.next)
                            let cls = runs.add(count: end - start)
                            (classOf.baseAddress! + start).initialize(repeating: cls, count: end - start)
                        }
                    } else {
                        for i in 0..<length {
                            sampler.key(at: centre(i), into: runs.next)
                            classOf[i] = runs.add(count: 1)
                        }
                    }
                }
            }
            initialized = length
        }
        self.classOf = classOf
        (counts, keys, fingerprint) = runs.finish()
    }

    /// The indices `0 ..< length` whose centre `c` has `lo <= c < hi`, found by bisection: the
    /// centre grows with the index, so each test holds from some index on (NaN bounds hold
    /// nowhere, as in the per-index test).
    package static func indices(_ length: Int, _ centre: (Int) -> Double, from lo: Double, below hi: Double) -> Range<
        Int
    > {
        func first(where holds: (Double) -> Bool) -> Int {
            var (low, high) = (0, length)
            while low < high {
                let middle = (low + high) / 2
                if holds(centre(middle)) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        let start = first { lo <= $0 }
        let end = first { !($0 < hi) }
        return start..<max(start, end)
    }

    package var classCount: Int { counts.count }

    @inline(__always)
    package func cls(_ index: Int) -> Int { Int(classOf[index - range.lowerBound]) }

    /// Bit 0: class `cls` lies inside layer `layer`'s bounds; bit 1: inside its clip.
    @inline(__always)
    package func flags(_ cls: Int, layer: Int) -> UInt8 { UInt8(truncatingIfNeeded: keys[cls * stride + layer * 3]) }

    /// The image texel class `cls` samples in layer `layer`, or -1.
    @inline(__always)
    package func imageTexel(_ cls: Int, layer: Int) -> Int { Int(keys[cls * stride + layer * 3 + 1]) }

    /// The background image texel, or -1.
    @inline(__always)
    package func backgroundTexel(_ cls: Int, layer: Int) -> Int { Int(keys[cls * stride + layer * 3 + 2]) }

    /// Whether class `cls` lies inside the zone.
    @inline(__always)
    package func inZone(_ cls: Int) -> Bool { keys[cls * stride + stride - 1] != 0 }
}

/// Computes the key of a centre: per layer its flags and texels, then the zone flag.
private struct KeySampler {
    /// Per layer 8 numbers: bounds, clip, image origin and extent, background origin and extent.
    let geometry: UnsafeBufferPointer<Double>
    /// Per layer the image's and the background's texel counts (0: none).
    let texels: UnsafeBufferPointer<Int>
    let zone: (Double, Double)

    var layers: Int { texels.count / 2 }

    /// Every interval whose flag is in the key: per layer its bounds and clip, and the zone.
    var intervals: [(Double, Double)] {
        var intervals: [(Double, Double)] = []
        for l in 0..<layers {
            intervals.append((geometry[l * 8], geometry[l * 8 + 1]))
            intervals.append((geometry[l * 8 + 2], geometry[l * 8 + 3]))
        }
        return intervals + [zone]
    }

    @inline(__always)
    func key(at c: Double, into key: UnsafeMutablePointer<Int32>) {
        for l in 0..<layers {
            let a = geometry.baseAddress! + l * 8
            var flags: Int32 = (a[0] <= c && c < a[1]) ? 1 : 0
            if a[2] <= c && c < a[3] { flags |= 2 }
            key[l * 3] = flags
            key[l * 3 + 1] =
                texels[l * 2] > 0 ? Int32(PlacedImage.texel(c, origin: a[4], extent: a[5], count: texels[l * 2])) : -1
            key[l * 3 + 2] =
                texels[l * 2 + 1] > 0
                ? Int32(PlacedImage.texel(c, origin: a[6], extent: a[7], count: texels[l * 2 + 1])) : -1
        }
        key[layers * 3] = zone.0 <= c && c < zone.1 ? 1 : 0
    }
}

/// The classes of an axis as they are found: keys and run lengths written in place into
/// storage that doubles when full, so that it grows with the classes, not with indices x
/// layers. The key at hand is written to `next`, the slot after the last class, and becomes a
/// class when it differs from the one before.
private struct ClassRuns {
    let stride: Int
    private var capacity: Int
    private var keys: UnsafeMutablePointer<Int32>
    private var runs: UnsafeMutablePointer<Int>
    private var classes = 0
    private var hash = Fingerprint()

    init(stride: Int, expected: Int) {
        self.stride = stride
        capacity = max(1, expected)
        keys = .allocate(capacity: capacity * stride)
        runs = .allocate(capacity: capacity)
    }

    /// Where the next key is written.
    var next: UnsafeMutablePointer<Int32> { keys + classes * stride }

    /// Adds `count` indices with the key at `next`; returns their class.
    @inline(__always)
    mutating func add(count: Int) -> Int32 {
        let key = next
        if classes > 0 {
            let previous = key - stride
            var same = true
            for s in 0..<stride where key[s] != previous[s] {
                same = false
                break
            }
            if same {
                runs[classes - 1] += count
                return Int32(classes - 1)
            }
        }
        for s in 0..<stride { hash.add(Int(key[s])) }
        runs[classes] = count
        classes += 1
        if classes == capacity { grow() }
        return Int32(classes - 1)
    }

    /// Doubles the storage, keeping room for the next key.
    private mutating func grow() {
        let grown = 2 * capacity
        let (keysGrown, runsGrown) = (
            UnsafeMutablePointer<Int32>.allocate(capacity: grown * stride),
            UnsafeMutablePointer<Int>.allocate(capacity: grown)
        )
        keysGrown.moveInitialize(from: keys, count: classes * stride)
        runsGrown.moveInitialize(from: runs, count: classes)
        keys.deallocate()
        runs.deallocate()
        (keys, runs, capacity) = (keysGrown, runsGrown, grown)
    }

    /// The run lengths, the keys and their fingerprint; frees the storage.
    mutating func finish() -> (counts: [Int], keys: [Int32], fingerprint: UInt64) {
        let counts = Array(UnsafeBufferPointer(start: runs, count: classes))
        for run in counts { hash.add(run) }
        let result = (counts, Array(UnsafeBufferPointer(start: keys, count: classes * stride)), hash.value)
        keys.deallocate()
        runs.deallocate()
        return result
    }
}

/// FNV-1a over 64-bit words: a cheap, deterministic hash built up while classifying.
package struct Fingerprint {
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    @inline(__always)
    package mutating func add(_ word: Int) {
        value = (value ^ UInt64(bitPattern: Int64(word))) &* 0x0000_0100_0000_01b3
    }
}

/// The axes classified for one screen, by input: the hit test and the drawing of a plain view
/// classify the same axes, and classifying costs a division or two per pixel row and column.
package struct AxisMemo {
    private var known: [AxisClasses.Input: AxisClasses] = [:]

    package mutating func classes(_ input: AxisClasses.Input) -> AxisClasses {
        if let known = known[input] { return known }
        let made = AxisClasses(input)
        known[input] = made
        return made
    }
}
