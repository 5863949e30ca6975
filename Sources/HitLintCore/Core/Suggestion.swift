/// "Did you mean" suggestions for misspelt keys, rule ids and names.
package enum Suggestion {
    /// The candidate closest to `word` by edit distance, when it is close enough to be a likely typo.
    /// Words longer than `maxWordLength` get none: no known name is that long, and the distance
    /// costs the product of the lengths.
    package static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        guard word.utf8.count <= maxWordLength else { return nil }
        let lowered = word.lowercased()
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            // Ties go to the candidate of the word's own length (`=>` is `>=` swapped, not `>` with a typo).
            if best == nil || distance < best!.1
                || (distance == best!.1
                    && (abs(candidate.count - word.count), candidate) < (abs(best!.0.count - word.count), best!.0))
            {
                best = (candidate, distance)
            }
        }
        guard let (candidate, distance) = best else { return nil }
        let allowed = max(1, min(3, candidate.count / 3))
        if distance <= allowed { return candidate }
        // A word that one candidate alone ends with, or contains (`aspectFit` for `scaleAspectFit`).
        guard lowered.count >= 4 else { return nil }
        let containing = Array(candidates).filter { $0.lowercased().contains(lowered) }
        return containing.count == 1 ? containing[0] : nil
    }

    /// `; did you mean 'x'?` or an empty string.
    package static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    package static let maxWordLength = 64

    /// Damerau-Levenshtein distance (optimal string alignment): a swap of neighbours costs 1.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
