/// The sizes of the synthetic app the benchmark lints (issue: small, medium, large).
struct CorpusSpec: Sendable {
    let name: String
    let screens: Int
    let buttonsPerScreen: Int
    let images: Int
    /// Largest image side, in pixels.
    let maxImageSide: Int

    static func named(_ name: String, screens: Int? = nil) -> CorpusSpec? {
        let base: CorpusSpec
        switch name {
        case "small": base = CorpusSpec(name: name, screens: 5, buttonsPerScreen: 10, images: 20, maxImageSide: 300)
        case "medium": base = CorpusSpec(name: name, screens: 50, buttonsPerScreen: 20, images: 200, maxImageSide: 450)
        case "large": base = CorpusSpec(name: name, screens: 200, buttonsPerScreen: 30, images: 600, maxImageSide: 600)
        default: return nil
        }
        guard let screens else { return base }
        return CorpusSpec(name: "\(name)-\(screens)", screens: screens, buttonsPerScreen: base.buttonsPerScreen,
                          images: base.images, maxImageSide: base.maxImageSide)
    }

    /// A name for the folder the corpus is generated into.
    var folderName: String { "bench-\(name)" }
}

/// SplitMix64: the same corpus on every machine.
struct SeededRandom {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func chance(_ p: Double) -> Bool { unit() < p }
}
