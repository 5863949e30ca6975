import Foundation

/// Finds the types of a folder that conform to a protocol, by reading the Swift files as text:
/// a top-level `struct`, `class` or `enum` whose inheritance clause names the protocol, one per
/// line (as `swift format` writes them). What the registries are generated from.
package struct ConformanceScanner: Sendable {
    package let protocolName: String

    package init(protocolName: String) { self.protocolName = protocolName }

    /// The conforming type names of every `.swift` file in `folder` (and, `recursive`, in the
    /// folders below it), sorted by name.
    package func types(in folder: URL, recursive: Bool = false) throws -> [String] {
        let found =
            recursive
            ? (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            : try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        let files = found.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        return try files.flatMap { try types(inSource: String(contentsOf: $0, encoding: .utf8)) }.sorted()
    }

    /// The conforming type names declared at the start of a line of `source`.
    package func types(inSource source: String) -> [String] {
        let modifiers: Set<Substring> = ["public", "package", "internal", "final"]
        var names: [String] = []
        for line in source.split(separator: "\n") {
            var words = line.split(separator: " ", omittingEmptySubsequences: true)[...]
            while let first = words.first, modifiers.contains(first) { words = words.dropFirst() }
            guard let kind = words.first, ["struct", "class", "enum"].contains(kind), words.count >= 3 else { continue }
            let nameWord = words[words.startIndex + 1]
            guard nameWord.hasSuffix(":") else { continue }
            let inherited = words.dropFirst(2).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",{ ")) }
            if inherited.contains(protocolName) { names.append(String(nameWord.dropLast())) }
        }
        return names
    }

    /// `found` in a stable order: the names of `previous` that are still found, in their order,
    /// then the new ones by name. Registries grow at the end, so `hitlint rules`, `rules.yaml` and
    /// SARIF's rule indices keep their order when a rule is added.
    package static func stableOrder(found: [String], previous: [String]) -> [String] {
        let kept = previous.filter(found.contains)
        return kept + found.filter { !kept.contains($0) }.sorted()
    }

    /// The `Name.self` entries of a generated registry, in order.
    package static func listedTypes(inGenerated source: String?) -> [String] {
        guard let source else { return [] }
        return source.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasSuffix(".self,") else { return nil }
            return String(trimmed.dropLast(".self,".count))
        }
    }
}
