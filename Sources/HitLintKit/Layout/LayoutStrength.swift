/// Auto Layout's priorities as solver strengths. 1000 is required. Below it, a higher priority
/// wins over any number of lower ones: the priorities a layout uses are ranked, and each rank
/// weighs `ratio` times the one below, so up to `maxLevels` distinct priorities stay exact for
/// the errors of a screen (points, at most a few thousand each, a few hundred constraints).
enum LayoutStrength {
    static let required: Double? = nil
    static let ratio = 1e4
    /// Beyond this many distinct priorities the weights leave double precision.
    static let maxLevels = 3

    /// The strength of each priority in `priorities` (1000 and above are required: nil).
    static func strengths(for priorities: Set<Double>) -> [Double: Double?] {
        let preferred = priorities.filter { $0 < 1000 }.sorted()
        var result: [Double: Double?] = [:]
        for priority in priorities where priority >= 1000 { result[priority] = .some(nil) }
        for (rank, priority) in preferred.enumerated() {
            var weight = 1.0
            for _ in 0..<rank { weight *= ratio }
            result[priority] = weight
        }
        return result
    }
}
