import Foundation
import HitLintCore

/// `code:`: where the app's code is read from (docs/code.md). Absent, a manifest that imports
/// storyboards or XIBs reads the code below its own folder; `false` reads none; a folder or a
/// list of folders (inside the lint root) reads those.
extension ManifestBuilder {
    /// `swiftUI`: the manifest imports Swift files, whose views other files show.
    func appCode(_ node: YAMLNode?, imports: Bool, swiftUI: Bool = false) -> AppCode? {
        guard let node else {
            return imports && readsCode ? readCode([directory], swiftUI: swiftUI) : nil
        }
        if reader.tree.isPlain(node), let text = reader.tree.text(node)?.lowercased(), ["false", "true"].contains(text)
        {
            guard text == "true", readsCode else { return nil }
            return readCode([directory], swiftUI: swiftUI)
        }
        let folders = folderList(node, key: "code", what: "code must be false, or a folder path")
        guard readsCode, !folders.isEmpty else { return nil }
        return readCode(folders, swiftUI: swiftUI)
    }

    private func readCode(_ folders: [URL], swiftUI: Bool) -> AppCode {
        let read = { AppCode.read(folders: folders, directory: directory, root: root, swiftUI: swiftUI) }
        guard let codeCache else { return read() }
        let key =
            (swiftUI ? "swiftui\n" : "")
            + ([directory] + folders).map(\.standardizedFileURL.path).joined(separator: "\n")
        return codeCache.code(for: key, read)
    }

    /// Whether a `from:` entry names Swift files (`App/**/*.swift`).
    func importsSwift(_ screenList: [YAMLNode]) -> Bool {
        screenList.contains { node in
            reader.kind(node) == .mapping
                && reader.tree.pairs(node).contains {
                    reader.tree.text($0.key) == "from"
                        && (reader.tree.text($0.value)?.lowercased().hasSuffix(".swift") ?? false)
                }
        }
    }

    /// Whether the manifest imports storyboards or XIBs (a `from:` screen).
    func importsFiles(_ screenList: [YAMLNode]) -> Bool {
        screenList.contains { node in
            reader.kind(node) == .mapping && reader.tree.pairs(node).contains { reader.tree.text($0.key) == "from" }
        }
    }
}
