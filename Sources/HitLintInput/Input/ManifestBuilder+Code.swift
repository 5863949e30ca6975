import Foundation
import HitLintCore

/// `code:`: where the app's code is read from (docs/code.md). Absent, a manifest that imports
/// storyboards or XIBs reads the code below its own folder; `false` reads none; a folder or a
/// list of folders (inside the lint root) reads those.
extension ManifestBuilder {
    func appCode(_ node: YAMLNode?, imports: Bool) -> AppCode? {
        guard let node else {
            return imports && readsCode ? readCode([directory]) : nil
        }
        if reader.tree.isPlain(node), let text = reader.tree.text(node)?.lowercased(), ["false", "true"].contains(text)
        {
            guard text == "true", readsCode else { return nil }
            return readCode([directory])
        }
        let folders = folderList(node, key: "code", what: "code must be false, or a folder path")
        guard readsCode, !folders.isEmpty else { return nil }
        return readCode(folders)
    }

    private func readCode(_ folders: [URL]) -> AppCode {
        let read = { AppCode.read(folders: folders, directory: directory, root: root) }
        guard let codeCache else { return read() }
        let key = ([directory] + folders).map(\.standardizedFileURL.path).joined(separator: "\n")
        return codeCache.code(for: key, read)
    }

    /// Whether the manifest imports storyboards or XIBs (a `from:` screen).
    func importsFiles(_ screenList: [YAMLNode]) -> Bool {
        screenList.contains { node in
            reader.kind(node) == .mapping && reader.tree.pairs(node).contains { reader.tree.text($0.key) == "from" }
        }
    }
}
