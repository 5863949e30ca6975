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
        return CorpusSpec(
            name: "\(name)-\(screens)", screens: screens, buttonsPerScreen: base.buttonsPerScreen,
            images: base.images, maxImageSide: base.maxImageSide)
    }

    /// A name for the folder the corpus is generated into.
    var folderName: String { "bench-\(name)" }
}
