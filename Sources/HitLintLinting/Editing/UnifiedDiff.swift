import HitLintCore

/// The unified diff (`diff -u`, as `git apply` and `patch -p1` read it) of edits to one file,
/// with three lines of context; edits near each other share a hunk.
package enum UnifiedDiff {
    package static func render(path: String, before bytes: [UInt8], edits: [TextEdit]) -> String {
        guard !edits.isEmpty else { return "" }
        // Byte offset of the start of each line, and one past the end.
        var starts = [0]
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") && i + 1 < bytes.count {
            starts.append(i + 1)
        }
        func line(of offset: Int) -> Int {
            var low = 0
            var high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return low
        }
        func lineEnd(_ line: Int) -> Int { line + 1 < starts.count ? starts[line + 1] : bytes.count }
        let sorted = edits.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(
            \.element)
        // Groups of edits whose changed lines are within 2 x 3 lines of each other.
        var groups: [(first: Int, last: Int, edits: [TextEdit])] = []
        for edit in sorted {
            let first = line(of: edit.start)
            let last = line(of: max(edit.start, edit.end - 1))
            if let previous = groups.last, first <= previous.last + 6 {
                groups[groups.count - 1].last = max(previous.last, last)
                groups[groups.count - 1].edits.append(edit)
            } else {
                groups.append((first, last, [edit]))
            }
        }
        // `a/` and `b/` before a relative path, as git writes them (`git apply`, `patch -p1`).
        let (old, new) = path.hasPrefix("/") ? (path, path) : ("a/" + path, "b/" + path)
        var out = "--- \(old)\n+++ \(new)\n"
        for group in groups {
            let from = max(0, group.first - 3)
            let to = min(starts.count - 1, group.last + 3)
            let span = Array(bytes[starts[from]..<lineEnd(to)])
            let shifted = group.edits.map {
                TextEdit(start: $0.start - starts[from], end: $0.end - starts[from], text: $0.text)
            }
            let oldLines = lines(span)
            let newLines = lines(TextEdit.apply(shifted, to: span))
            out += "@@ -\(from + 1),\(oldLines.count) +\(from + 1),\(newLines.count) @@\n"
            for (mark, text) in compare(oldLines, newLines) { out += mark + text }
        }
        return out
    }

    /// The lines of a hunk as kept (" "), removed ("-") and added ("+"): a longest common
    /// subsequence of two short lists (a hunk spans its edits and their context).
    private static func compare(_ a: [String], _ b: [String]) -> [(String, String)] {
        var common = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var result: [(String, String)] = []
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                result.append((" ", a[i]))
                i += 1
                j += 1
            } else if j < b.count, i == a.count || common[i][j + 1] >= common[i + 1][j] {
                result.append(("+", b[j]))
                j += 1
            } else {
                result.append(("-", a[i]))
                i += 1
            }
        }
        // Removals before additions within a run of changes, as diff prints them.
        var ordered: [(String, String)] = []
        var run: [(String, String)] = []
        func flush() {
            ordered += run.filter { $0.0 == "-" } + run.filter { $0.0 == "+" }
            run = []
        }
        for entry in result {
            if entry.0 == " " {
                flush()
                ordered.append(entry)
            } else {
                run.append(entry)
            }
        }
        flush()
        return ordered
    }

    /// Lines with their breaks; a last line without one is marked as diff marks it. A diff is
    /// read in terminals and CI logs, and its lines come from files strangers write: what a
    /// terminal must not be given raw (controls, NEL, line separators, bidirectional overrides)
    /// is shown escaped, as everywhere hitlint prints text (`TerminalText`), tabs and the line's
    /// own CR LF aside. `git apply` then refuses such a hunk rather than apply what the reader
    /// could not see.
    private static func lines(_ bytes: [UInt8]) -> [String] {
        var result: [String] = []
        var start = 0
        func shown(_ slice: ArraySlice<UInt8>) -> String {
            var text = String(decoding: slice, as: UTF8.self)
            var ending = ""
            for end in ["\r\n", "\n"] where text.hasSuffix(end) {
                ending = end
                text.removeLast()  // "\r\n" is one Character
                break
            }
            return TerminalText.escaped(text, keeping: ["\t"]) + ending
        }
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            result.append(shown(bytes[start...i]))
            start = i + 1
        }
        if start < bytes.count { result.append(shown(bytes[start...]) + "\n\\ No newline at end of file\n") }
        return result
    }
}
