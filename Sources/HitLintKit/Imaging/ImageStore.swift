import Foundation

/// Decodes each image file at most once per run, however many views and screens use it,
/// and shares the result between screens linted in parallel.
public final class ImageStore: Sendable {
    private let decoder: PNGDecoder
    private let keepColour: Bool
    private let entries = Locked<[URL: Entry]>([:])

    /// A decode in progress or done; other threads asking for the same file wait on it.
    private final class Entry: Sendable {
        let result = Locked<Result<AlphaImage, ImageError>?>(nil)
        let done = DispatchSemaphore(value: 0)
    }

    public init(decoder: PNGDecoder = PNGDecoder(), keepColour: Bool = false) {
        self.decoder = decoder
        self.keepColour = keepColour
    }

    public func image(at url: URL) -> Result<AlphaImage, ImageError> {
        var timings = PhaseTimings()
        return image(at: url, timings: &timings)
    }

    /// The image at `url`; when this call decodes it, the time and pixels go to `timings`.
    public func image(at url: URL, timings: inout PhaseTimings) -> Result<AlphaImage, ImageError> {
        let (entry, isNew) = entries.withLock { map -> (Entry, Bool) in
            if let existing = map[url] { return (existing, false) }
            let entry = Entry()
            map[url] = entry
            return (entry, true)
        }
        if isNew {
            let result = timings.measure(.decode) { decoder.decode(fileAt: url, keepColour: keepColour) }
            timings.imagesDecoded += 1
            if case let .success(image) = result { timings.imagePixels += image.width * image.height }
            entry.result.withLock { $0 = result }
            entry.done.signal()
            return result
        }
        if let ready = entry.result.withLock({ $0 }) { return ready }
        entry.done.wait()
        entry.done.signal() // let the next waiter through too
        return entry.result.withLock { $0! }
    }

    /// How many distinct files were decoded (for tests and timings).
    public var decodedCount: Int { entries.withLock { $0.count } }
}
