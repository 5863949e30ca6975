import Foundation
import HitLintCore
import HitLintEngine
import HitLintInput

/// `hitlint import`: the hand-editable manifest equivalent to what `from:` reads from storyboards
/// and XIBs (docs/interface-builder.md). Every key is written out (class settings and the image
/// rect Interface Builder's insets give included), so linting the result gives the same metrics
/// as importing the files with `code: false`; each view is commented with its IB id, class and
/// line. The app's code is not read: what it does to the files' views (docs/code.md) stays with
/// `from:`, which reads it again as the code changes.
package struct ManifestImporter: Sendable {
    package var loader: ManifestLoader
    package var images: ImageStore

    package init(loader: ManifestLoader, images: ImageStore) {
        self.loader = loader
        self.images = images
    }

    /// The manifest for `files` (paths as the user gave them), images resolving against `assets`,
    /// with paths written relative to `folder` (where the manifest will be written).
    package func manifest(importing files: [String], assets: [String], scale: Int, folder: URL) throws(InputError)
        -> String
    {
        let folder = URL(fileURLWithPath: folder.standardizedFileURL.path, isDirectory: true)
        let relative = { (path: String) in PathRelation.relative(path, to: folder) }
        var source = "version: 1\nscale: \(scale)\ncode: false\n"
        if !assets.isEmpty {
            source += "assets: [\(assets.map { YAMLText.quoted(relative($0)) }.joined(separator: ", "))]\n"
        }
        source += "screens:\n" + files.map { "  - from: \(YAMLText.quoted(relative($0)))\n" }.joined()
        let manifest = try loader.load(text: source, path: "(import)", directory: folder)

        var out =
            "# Written by `hitlint import` from \(YAMLText.comment(files.joined(separator: ", "), limit: .max)).\n"
        out += "# Edit freely: this manifest no longer follows the files; `- from: FILE` does.\n"
        out += "version: 1\nscale: \(scale)\n"
        if !assets.isEmpty {
            out += "assets: [\(assets.map { YAMLText.quoted(relative($0)) }.joined(separator: ", "))]\n"
        }
        out += "screens:\n"
        let builder = SceneBuilder(images: images)
        for screen in manifest.screens {
            let scene = builder.scene(for: screen, in: manifest)
            // Each state's image rect is worked out from its own image: a scene per state in use.
            var used = Set<ControlState>()
            ManifestImporter.collectStates(screen.views, into: &used)
            let stateScenes = Dictionary(
                uniqueKeysWithValues: used.sorted { $0.rawValue < $1.rawValue }.map {
                    ($0, builder.scene(for: screen, in: manifest, state: $0))
                })
            out +=
                "  # \(YAMLText.comment(screen.importedFrom ?? "")), \(screen.importedID.map { "IB id \($0), " } ?? "")line \(screen.location.line)\n"
            out += "  - name: \(YAMLText.quoted(screen.name))\n"
            out += "    size: [\(YAMLText.number(screen.size.width)), \(YAMLText.number(screen.size.height))]\n"
            if let scale = screen.scale { out += "    scale: \(scale)\n" }
            if screen.isLaunchScreen { out += "    launchScreen: true\n" }
            out += "    views:\n"
            var index = 1
            write(screen.views, scene: scene, stateScenes: stateScenes, indent: "      ", index: &index, to: &out)
        }
        return out
    }

    static func collectStates(_ views: [ViewSpec], into states: inout Set<ControlState>) {
        for view in views {
            states.formUnion(view.states.keys)
            collectStates(view.children, into: &states)
        }
    }

    private func write(
        _ views: [ViewSpec], scene: Scene, stateScenes: [ControlState: Scene], indent: String, index: inout Int,
        to out: inout String
    ) {
        if views.isEmpty { out += "\(indent)[]\n" }
        for view in views {
            let placed = scene.views[index]
            index += 1
            var comment = [view.kind.rawValue]
            if let name = view.imported?.customClass { comment.append(name) }
            if let label = view.label { comment.append("'\(label)'") }
            comment.append("line \(view.location.line)")
            let pad = indent + "  "
            out +=
                "\(indent)- id: \(YAMLText.quoted(view.id))   # \(YAMLText.comment(comment.joined(separator: ", ")))\n"
            out += "\(pad)kind: \(view.kind.rawValue)\n"
            out +=
                "\(pad)frame: \(YAMLText.numbers([view.frame.x, view.frame.y, view.frame.width, view.frame.height]))\n"
            ManifestImporter.writeImages(of: view, pad: pad, to: &out)
            ManifestImporter.writeRects(of: view, placed: placed, pad: pad, to: &out)
            ManifestImporter.writeSettings(of: view, pad: pad, to: &out)
            if !view.states.isEmpty {
                ManifestImporter.writeStates(
                    of: view, stateScenes: stateScenes, position: index - 1, pad: pad, to: &out)
            }
            if !view.ignore.isEmpty { out += "\(pad)ignore: [\(view.ignore.sorted().joined(separator: ", "))]\n" }
            if !view.children.isEmpty {
                out += "\(pad)children:\n"
                write(
                    view.children, scene: scene, stateScenes: stateScenes, indent: pad + "  ", index: &index, to: &out)
            }
        }
    }

    /// The image and background image keys (an SF Symbol as `symbol:`, or a comment for a
    /// background symbol), each with its scale where the view states one.
    private static func writeImages(of view: ViewSpec, pad: String, to out: inout String) {
        for (key, reference, scale) in [
            ("image", view.image, view.imageScale),
            ("backgroundImage", view.backgroundImage, view.backgroundImageScale),
        ] {
            guard let reference else { continue }
            if reference.symbolSize != nil {
                // Drawn as from: draws it: an opaque rectangle over the image rect below.
                out +=
                    key == "image"
                    ? "\(pad)symbol: \(YAMLText.quoted(reference.name))\n"
                    : "\(pad)# \(key): SF Symbol '\(YAMLText.comment(reference.name))' has no file (from: draws it as an opaque rectangle)\n"
                continue
            }
            out += "\(pad)\(key): \(YAMLText.quoted(reference.name))\n"
            if let scale { out += "\(pad)\(key)Scale: \(YAMLText.number(scale))\n" }
        }
    }

    /// The content mode, and the image and text rects as `from:` placed them.
    private static func writeRects(of view: ViewSpec, placed: SceneView, pad: String, to out: inout String) {
        out += "\(pad)contentMode: \(view.contentMode.rawValue)\n"
        if let rect = view.imageRect {
            out += "\(pad)imageRect: \(YAMLText.numbers([rect.x, rect.y, rect.width, rect.height]))\n"
        } else if view.imageLayout != nil, let image = placed.image {
            // Interface Builder's insets and alignments, worked out for the file chosen at this scale.
            let rect = image.rect.offsetBy(dx: -placed.bounds.x, dy: -placed.bounds.y)
            out += "\(pad)imageRect: \(YAMLText.numbers([rect.x, rect.y, rect.width, rect.height]))\n"
        }
        if let text = placed.text {
            // The title or text as from: measured and placed it, drawn as the same opaque box.
            let rect = text.offsetBy(dx: -placed.bounds.x, dy: -placed.bounds.y)
            out += "\(pad)textRect: \(YAMLText.numbers([rect.x, rect.y, rect.width, rect.height]))\n"
        }
    }

    /// The keys of hit-testing, threshold, enlargement, visibility, interaction, fill and state.
    private static func writeSettings(of view: ViewSpec, pad: String, to out: inout String) {
        if view.kind != .control { out += "\(pad)hitTest: \(view.hitTest.rawValue)\n" }
        if let threshold = view.threshold {
            out += "\(pad)threshold: \(YAMLText.number(threshold))\n"
            out += "\(pad)compare: \"\(view.compare.rawValue)\"\n"
        }
        if !view.enlarge.isZero {
            let e = view.enlarge
            out += "\(pad)enlarge: \(YAMLText.numbers([e.top, e.right, e.bottom, e.left]))\n"
        }
        if view.hidden { out += "\(pad)hidden: true\n" }
        if view.alpha != 1 { out += "\(pad)alpha: \(YAMLText.number(view.alpha))\n" }
        out += "\(pad)userInteractionEnabled: \(view.userInteractionEnabled)\n"
        if !view.enabled { out += "\(pad)enabled: false\n" }
        if view.clipsToBounds { out += "\(pad)clipsToBounds: true\n" }
        out += "\(pad)fill: \(YAMLText.number(view.fill))\n"
        if view.state != .normal { out += "\(pad)state: \(view.state.rawValue)\n" }
    }

    /// The other states' keys, written only when some state has a key (a state that changes
    /// only its title has none); `position` is the view's index in the scenes.
    private static func writeStates(
        of view: ViewSpec, stateScenes: [ControlState: Scene], position: Int, pad: String, to out: inout String
    ) {
        var stateLines = ""
        for (state, images) in view.states.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            var keys: [String] = []
            if let image = images.image, image.symbolSize == nil {
                keys.append("image: \(YAMLText.quoted(image.name))")
            }
            if let background = images.backgroundImage, background.symbolSize == nil {
                keys.append("backgroundImage: \(YAMLText.quoted(background.name))")
            }
            // An imported button's rect for this state's own image.
            if images.image != nil, view.imageLayout != nil, let shown = stateScenes[state]?.views[position],
                let placed = shown.image
            {
                let rect = placed.rect.offsetBy(dx: -shown.bounds.x, dy: -shown.bounds.y)
                keys.append("imageRect: \(YAMLText.numbers([rect.x, rect.y, rect.width, rect.height]))")
            }
            if !keys.isEmpty { stateLines += "\(pad)  \(state.rawValue): {\(keys.joined(separator: ", "))}\n" }
        }
        if !stateLines.isEmpty { out += "\(pad)states:\n" + stateLines }
    }
}
