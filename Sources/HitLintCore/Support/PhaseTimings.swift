/// Where a lint run spends its time, phase by phase. Phase times are summed over the worker
/// threads (so with several jobs they can add up to more than the wall time).
package struct PhaseTimings: Sendable {
    package enum Phase: String, Sendable, CaseIterable {
        case load, decode, scene, raster, metrics, rules, advice, report
    }

    package private(set) var seconds: [Phase: Double] = [:]
    /// Distinct images decoded, and their pixels.
    package var imagesDecoded = 0
    package var imagePixels = 0
    /// Screen pixels rasterized.
    package var screenPixels = 0
    /// Masks built, and masks reused from the cache.
    package var masksBuilt = 0
    package var masksReused = 0
    package var wallSeconds = 0.0

    package init() {}

    package mutating func add(_ phase: Phase, _ duration: Duration) {
        seconds[phase, default: 0] += duration.seconds
    }

    package mutating func merge(_ other: PhaseTimings) {
        for (phase, value) in other.seconds { seconds[phase, default: 0] += value }
        imagesDecoded += other.imagesDecoded
        imagePixels += other.imagePixels
        screenPixels += other.screenPixels
    }

    /// Runs `body`, adding its duration to `phase`.
    package mutating func measure<T>(_ phase: Phase, _ body: () throws -> T) rethrows -> T {
        let start = ContinuousClock.now
        defer { add(phase, ContinuousClock.now - start) }
        return try body()
    }

    /// The lines `hitlint lint --timings` prints.
    package func summary(screens: Int, jobs: Int) -> String {
        func ms(_ s: Double) -> String {
            let text = MessageFormat.number(s * 1000, places: 1)
            return String(repeating: " ", count: max(0, 9 - text.count)) + text + " ms"
        }
        var out = "hitlint timings (\(screens) screens, \(jobs) jobs; phases summed over threads):\n"
        for phase in Phase.allCases {
            let s = seconds[phase] ?? 0
            var detail = ""
            switch phase {
            case .decode:
                let mp = Double(imagePixels) / 1e6
                detail =
                    "  \(imagesDecoded) images, \(MessageFormat.number(mp, places: 2)) MP"
                    + (s > 0 ? ", \(MessageFormat.number(mp / s, places: 0)) MP/s" : "")
            case .raster:
                let mp = Double(screenPixels) / 1e6
                detail =
                    "  \(MessageFormat.number(mp, places: 1)) MP of screens"
                    + (s > 0 ? ", \(MessageFormat.number(mp / s, places: 0)) MP/s" : "")
                    + "; \(masksBuilt) masks built, \(masksReused) reused"
            default: break
            }
            out += "  \(phase.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(ms(s))\(detail)\n"
        }
        out += "  wall     \(ms(wallSeconds))\n"
        return out
    }
}

extension Duration {
    /// The duration in seconds, as a Double.
    package var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
