import Foundation
import HitLintCore

/// The build settings of an `.xcconfig` file: `KEY = VALUE` lines (comments after `//` and a
/// trailing `;` dropped), and the files it `#include`s, read first (four levels at most). Keys
/// conditioned on an SDK or architecture (`KEY[sdk=iphoneos*]`) are left out: hitlint reads
/// what every build of the target has. Files outside `root` are not read, nor any once
/// `bytesLeft` (what `init` may still read in all) is spent: an include costs what it reads.
enum XcodeConfigFile {
    static let maxBytes = 1 << 20
    static let maxIncludeDepth = 4

    static func settings(at url: URL, root: String, bytesLeft: inout Int, depth: Int = 0) -> [String: String] {
        guard depth <= maxIncludeDepth, bytesLeft > 0,
            let text = try? TextFile.read(
                at: url, displayPath: url.path, maxBytes: min(maxBytes, bytesLeft),
                limitName: "the largest .xcconfig file hitlint reads",
                confinedTo: root)
        else { return [:] }
        bytesLeft -= max(1, text.utf8.count)
        var settings: [String: String] = [:]
        for rawLine in text.split(whereSeparator: \.isNewline) {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            line = Substring(line.trimmingCharacters(in: .whitespaces))
            if line.hasPrefix("#include") {
                let quoted = line.split(separator: "\"")
                guard quoted.count >= 2 else { continue }
                let included = url.deletingLastPathComponent().appendingPathComponent(String(quoted[1]))
                settings.merge(Self.settings(at: included, root: root, bytesLeft: &bytesLeft, depth: depth + 1)) { $1 }
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, !key.contains("[") else { continue }
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            settings[key] = value.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        }
        return settings
    }
}
