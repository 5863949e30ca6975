import Foundation
import HitLintCore

/// The size in points of an asset image a SwiftUI label names (`Image("play")`): its bitmap's
/// pixels over its scale, read from the PNG's header, or the size a vector image declares.
struct AssetImageSizes: Sendable {
    let request: ScreenRequest

    init(_ request: ScreenRequest) { self.request = request }

    func size(_ name: String) -> Size? {
        let resolution = request.images.resolve(
            name, assets: request.assets, root: request.root, policy: request.paths)
        if let vector = resolution.vectorSize, vector.width > 0, vector.height > 0 { return vector }
        guard resolution.problem == nil, let variant = ImageVariant.choose(resolution.variants, scale: 3),
            variant.scale > 0, let pixels = Self.pngPixels(variant.url)
        else { return nil }
        return Size(width: pixels.width / variant.scale, height: pixels.height / variant.scale)
    }

    /// Width and height from a PNG's IHDR chunk (bytes 16 to 23), without decoding it.
    static func pngPixels(_ url: URL) -> Size? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 24), head.count == 24,
            head.starts(with: [0x89, 0x50, 0x4E, 0x47]), Array(head[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        func word(_ at: Int) -> Double {
            Double(head[at..<at + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        }
        let (width, height) = (word(16), word(20))
        guard width > 0, height > 0, width <= 100_000, height <= 100_000 else { return nil }
        return Size(width: width, height: height)
    }
}
