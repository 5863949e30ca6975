import Foundation

/// Decodes each image file once per run, however many views and screens use it, and shares the
/// result between screens linted in parallel. What it keeps is bounded by
/// `PNGLimits.maxDecodedBytes`: past it, the images used longest ago are let go (and decoded
/// again if a later screen needs them), so results never depend on what was cached.
package final class ImageStore: Sendable {
    private let decoder: PNGDecoder
    private let keepColour: Bool
    private let state = Locked(State())

    private struct State {
        var entries: [Key: Entry] = [:]
        var heldBytes = 0
        var clock = 0
        var decodes = 0
    }

    /// A file, and the folder it must lie in when opened (a file may be allowed for one
    /// manifest and not for another).
    private struct Key: Hashable {
        let url: URL
        let confinement: String?
    }

    /// A decode in progress or done; other threads asking for the same file wait on it.
    private final class Entry: Sendable {
        let result = Locked<Result<AlphaImage, ImageError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let lastUse = Locked(0)
    }

    package init(decoder: PNGDecoder = PNGDecoder(), keepColour: Bool = false) {
        self.decoder = decoder
        self.keepColour = keepColour
    }

    /// Most bytes of decoded images kept.
    package var budgetBytes: Int { decoder.limits.maxDecodedBytes }

    package func image(at url: URL, confinedTo root: String? = nil) -> Result<AlphaImage, ImageError> {
        var timings = PhaseTimings()
        return image(at: url, confinedTo: root, timings: &timings)
    }

    /// The image at `url`, refused when the file opened does not lie inside `root`; when this
    /// call decodes it, the time and pixels go to `timings`.
    package func image(at url: URL, confinedTo root: String? = nil, timings: inout PhaseTimings) -> Result<
        AlphaImage, ImageError
    > {
        let key = Key(url: url, confinement: root)
        let (entry, isNew) = state.withLock { state -> (Entry, Bool) in
            state.clock += 1
            if let existing = state.entries[key] {
                existing.lastUse.withLock { $0 = state.clock }
                return (existing, false)
            }
            let entry = Entry()
            entry.lastUse.withLock { $0 = state.clock }
            state.entries[key] = entry
            state.decodes += 1
            return (entry, true)
        }
        if isNew {
            let result = timings.measure(.decode) {
                decoder.decode(fileAt: url, keepColour: keepColour, confinedTo: root)
            }
            timings.imagesDecoded += 1
            if case .success(let image) = result { timings.imagePixels += image.width * image.height }
            entry.result.withLock { $0 = result }
            entry.done.signal()
            if case .success(let image) = result { keep(image.byteCount, except: key) }
            return result
        }
        if let ready = entry.result.withLock({ $0 }) { return ready }
        entry.done.wait()
        entry.done.signal()  // let the next waiter through too
        return entry.result.withLock { $0! }
    }

    /// Counts `bytes` as held; past the budget, lets go of the images used longest ago (never
    /// `url`, just decoded, nor an image still being decoded) down to three quarters of it, so
    /// that the sort is paid once for many decodes.
    private func keep(_ bytes: Int, except key: Key) {
        state.withLock { state in
            state.heldBytes += bytes
            guard state.heldBytes > budgetBytes else { return }
            let candidates = state.entries.compactMap { other, entry -> (Key, Int, Int)? in
                guard other != key, case .success(let image)? = entry.result.withLock({ $0 }) else { return nil }
                return (other, entry.lastUse.withLock { $0 }, image.byteCount)
            }.sorted { $0.1 < $1.1 }
            let target = budgetBytes / 4 * 3
            for (other, _, size) in candidates where state.heldBytes > target {
                state.entries[other] = nil
                state.heldBytes -= size
            }
        }
    }

    /// How many decodes this store ran (a file let go and needed again counts twice).
    package var decodedCount: Int { state.withLock { $0.decodes } }
}
