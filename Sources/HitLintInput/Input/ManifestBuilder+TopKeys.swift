import Foundation
import HitLintCore

/// The manifest's top-level keys besides `version`, `scale` and `screens`: `devices:`,
/// `orientations:`, `app:`, `assets:` and `classes:` (docs/manifest.md).
extension ManifestBuilder {
    /// `devices:` (a name or a list: `design`, `file`, `all`, device names) and `orientations:`
    /// (`portrait`, `landscape`, or both); nil when the manifest has neither.
    func layoutSelection(devices: YAMLNode?, orientations: YAMLNode?) -> LayoutSelection? {
        guard devices != nil || orientations != nil else { return nil }
        var selection = LayoutSelection.design
        if let devices {
            let items: [YAMLNode] = reader.kind(devices) == .sequence ? Array(reader.tree.items(devices)) : [devices]
            if items.isEmpty {
                reader.error("devices must name at least one layout (design, file, all or a device)", at: devices)
            }
            var choices: [LayoutSelection.Choice] = []
            for item in items {
                guard let name = reader.string(item, what: "devices") else { continue }
                switch LayoutSelection.choices([name]) {
                case .success(let found): choices += found.filter { !choices.contains($0) }
                case .failure(let error): reader.error(error.message, at: item)
                }
            }
            if !choices.isEmpty { selection.choices = choices }
        }
        if let orientations {
            let items: [YAMLNode] =
                reader.kind(orientations) == .sequence ? Array(reader.tree.items(orientations)) : [orientations]
            var found: [Orientation] = []
            for item in items {
                if let o = reader.choice(item, what: "orientations", as: Orientation.self), !found.contains(o) {
                    found.append(o)
                }
            }
            if items.isEmpty { reader.error("orientations must name portrait, landscape or both", at: orientations) }
            if !found.isEmpty { selection.orientations = found }
        }
        return selection
    }

    /// `app:`: `iPhone` and `iPad`, each the orientations the app shows there (`[]`, or the key
    /// left out: not on that idiom).
    func appSupport(_ node: YAMLNode) -> AppSupport? {
        guard let pairs = reader.mapping(node, what: "app", keys: ["iPhone", "iPad"]) else { return nil }
        var support = AppSupport(phone: [], pad: [])
        for (key, _, value) in pairs {
            let items: [YAMLNode] = reader.kind(value) == .sequence ? Array(reader.tree.items(value)) : [value]
            let found = items.compactMap { reader.choice($0, what: "app.\(key)", as: Orientation.self) }
            if key == "iPhone" { support.phone = found } else { support.pad = found }
        }
        if support.phone.isEmpty && support.pad.isEmpty {
            reader.error("app must name the orientations of iPhone, iPad or both", at: node)
        }
        return AppSupport(phone: support.phone, pad: support.pad)
    }

    /// `assets`: a folder or catalog, or a list of them, each inside the lint root.
    func assetList(_ node: YAMLNode) -> [URL] {
        let urls = folderList(node, key: "assets", what: "assets must be a path")
        return urls.isEmpty ? [defaultAssets ?? directory] : urls
    }

    /// A folder, or a list of them, each a path inside the lint root, relative to the manifest's
    /// folder; `what` begins the error for an empty or overlong one.
    func folderList(_ node: YAMLNode, key: String, what: String) -> [URL] {
        let items: [YAMLNode] = reader.kind(node) == .sequence ? Array(reader.tree.items(node)) : [node]
        if items.isEmpty { reader.error("\(key) must name at least one folder", at: node) }
        var urls: [URL] = []
        for item in items {
            guard let folder = reader.string(item, what: key) else { continue }
            guard folder.utf8.count <= limits.maxPathBytes, !folder.isEmpty else {
                reader.error("\(what) of 1 to \(limits.maxPathBytes) bytes", at: item)
                continue
            }
            let url = URL(fileURLWithPath: folder, isDirectory: true, relativeTo: directory).standardizedFileURL
            if let problem = paths.problem(with: url, written: folder, root: self.root) {
                reader.error("\(key): \(problem)", at: item)
                continue
            }
            urls.append(url)
        }
        return urls
    }

    /// `classes`: custom class name -> view keys laid over what an Interface Builder file says.
    func classEntries(_ node: YAMLNode, assets: [URL]) -> [String: ViewKeys] {
        guard reader.kind(node) == .mapping else {
            reader.error("classes must be a mapping of custom class names to view keys", at: node)
            return [:]
        }
        var entries: [String: ViewKeys] = [:]
        for (keyNode, value) in reader.tree.pairs(node) {
            guard let name = reader.string(keyNode, what: "a class name") else { continue }
            guard
                let pairs = reader.mapping(
                    value, what: "class \(MessageFormat.quote(name))", keys: YAMLManifestReader.classKeys)
            else {
                continue
            }
            var keys = viewKeys(pairs, assets: assets)
            for (key, _, item) in pairs {
                if key == "thresholdAttribute" {
                    keys.thresholdAttribute = reader.string(item, what: "thresholdAttribute")
                }
                if key == "attributeScale" {
                    keys.attributeScale = reader.number(item, what: "attributeScale", in: 0...1000)
                }
            }
            entries[name] = keys
        }
        return entries
    }
}
