import Foundation
import HitLintCore
import HitLintEngine
import HitLintInput

/// The files `hitlint fix` edits besides the manifest, while it checks them (`fixFiles`): each
/// file's bytes as read, its edits so far and the fixes they make, and the loader that reads the
/// app with the edited files in place of the originals.
struct FileFixes {
    /// One file being edited.
    struct EditedFile {
        let path: String
        let display: String
        let backend: any FixBackend
        let before: [UInt8]
        var edits: [TextEdit]
        var items: [ManifestFixer.Resized]
    }

    /// A fixed view's finding of the rule it fixed, in its file.
    private struct FixedTarget: Hashable {
        let file: String
        let view: String
        let rule: String
    }

    /// A finding as the check compares them: ids repeat across files, so by its file too.
    private struct Known: Hashable {
        let file: String
        let finding: AdviceVerifier.FindingKey
        let devices: [String]

        init(_ finding: Finding) {
            (file, self.finding, devices) = (finding.location.file, AdviceVerifier.FindingKey(finding), finding.devices)
        }
    }

    let fixer: ManifestFixer
    let manifest: Manifest
    /// The manifest as the run will leave it, with its own key edits (nil: it has none).
    let editedManifest: String?
    var loader: ManifestLoader
    private(set) var kept: [EditedFile] = []
    /// The manifest's screens with their layouts, before the edits.
    private var original: Manifest?

    init(fixer: ManifestFixer, manifest: Manifest, editedManifest: String?) {
        (self.fixer, self.manifest, self.editedManifest) = (fixer, manifest, editedManifest)
        loader = fixer.linter.options.loader
    }

    /// The manifest as the run will leave it, read by `loader`.
    private func loadEdited(_ loader: ManifestLoader) throws(InputError) -> Manifest {
        guard let editedManifest else { return try loader.load(path: manifest.path) }
        return try loader.load(
            text: editedManifest, path: manifest.path,
            directory: URL(fileURLWithPath: manifest.path).deletingLastPathComponent())
    }

    /// Reads each file the fixes edit, in path order, and plans its edits; a file that cannot be
    /// read again leaves its fixes unmade.
    mutating func read(_ resized: [ManifestFixer.Resized], into result: inout ManifestFixer.Result) {
        var byFile: [String: (display: String, backend: any FixBackend, items: [ManifestFixer.Resized])] = [:]
        for item in resized {
            guard let url = item.screen.importedURL, let backend = FixBackends.backend(for: item.screen) else {
                continue
            }
            byFile[url.path, default: (item.screen.importedFrom ?? url.lastPathComponent, backend, [])].items.append(
                item)
        }
        let limits = fixer.linter.options.configuration.manifestLimits
        for (path, entry) in byFile.sorted(by: { $0.key < $1.key }) {
            guard
                let before = try? [UInt8](
                    TextFile.readBytes(
                        at: URL(fileURLWithPath: path), displayPath: entry.display, maxBytes: limits.maxXMLBytes,
                        limitName: "limits.maxXMLBytes", confinedTo: entry.items.first?.screen.importedRoot))
            else {
                result.unfixed += entry.items.map { $0.fixed.unfixed("hitlint cannot read \(entry.display) again") }
                continue
            }
            var file = EditedFile(
                path: path, display: entry.display, backend: entry.backend, before: before, edits: [],
                items: entry.items)
            file.edits = Self.edits(making: file.items, in: file)
            loader.replacedFiles[path] = Data(TextEdit.apply(file.edits, to: before))
            kept.append(file)
        }
    }

    /// The edits that make `items` in `file`, its frames not updated yet.
    private static func edits(making items: [ManifestFixer.Resized], in file: EditedFile) -> [TextEdit] {
        let changes = items.map { ViewChange(id: $0.fixed.view, growth: $0.fixed.resize, number: $0.fixed.attribute) }
        return file.backend.edits(making: changes, in: file.before)
    }

    /// The manifest's screens with their layouts as they stand: a manifest read for layouts
    /// already holds them; else it is read again with them.
    mutating func readOriginalLayouts() {
        var originalLoader = loader
        originalLoader.readsLayouts = true
        originalLoader.replacedFiles = [:]
        original =
            manifest.screens.contains { $0.layout != nil } ? manifest : try? originalLoader.load(path: manifest.path)
    }

    /// The views the edits move get the frames their constraints now give, as the file's editor
    /// would store them (the layouts read whatever the run lints).
    mutating func updateFrames(of files: [Int]) {
        var layoutLoader = loader
        layoutLoader.readsLayouts = true
        guard let original, let edited = try? loadEdited(layoutLoader) else { return }
        for index in files {
            let file = kept[index]
            let moves = UpdatedFrames.moves(file: file.path, original: original.screens, edited: edited.screens)
            let (update, rewritten) = file.backend.frameEdits(moves, in: file.before)
            guard !update.isEmpty else { continue }
            kept[index].edits = file.edits.filter { edit in !rewritten.contains { $0.contains(edit.start) } } + update
            loader.replacedFiles[file.path] = Data(TextEdit.apply(kept[index].edits, to: file.before))
        }
    }

    /// Lints the app as it would be, every screen of the manifest from the edited files, until no
    /// kept file shows a problem: a file whose screens show one is put back and listed (or checked
    /// again without some of its fixes); the others are checked again without it. False when the
    /// edited app does not load: then nothing is written.
    mutating func check(into result: inout ManifestFixer.Result) -> Bool {
        let before = Dictionary(fixer.findings(of: manifest).map { (Known($0), $0) }, uniquingKeysWith: { a, _ in a })
        while !kept.isEmpty {
            let after: [Finding]
            do throws(InputError) {
                after = fixer.findings(of: try loadEdited(loader))
            } catch {
                for change in kept {
                    result.unfixed += change.items.map {
                        $0.fixed.unfixed(
                            "\(change.display), once edited, does not load: \(error.diagnostics.first?.message ?? "")")
                    }
                }
                return false
            }
            let problems = self.problems(in: after, before: before)
            guard !problems.isEmpty else { break }
            backOff(from: problems, into: &result)
        }
        return true
    }

    /// The findings of the edited app that a fix should have removed, or that are new or worse.
    private func problems(in after: [Finding], before: [Known: Finding]) -> [Finding] {
        let fixedKeys = Set(
            kept.flatMap(\.items).map {
                FixedTarget(file: $0.fixed.location.file, view: $0.fixed.view, rule: $0.fixed.rule)
            })
        return after.filter { finding in
            if fixedKeys.contains(FixedTarget(file: finding.location.file, view: finding.view, rule: finding.rule)) {
                return true
            }
            guard let old = before[Known(finding)] else { return true }
            return ManifestFixer.worsens(finding, old)
        }
    }

    /// What a file that shows a problem leaves out first, in order, before it goes back whole.
    private static let leftOut: [@Sendable (ManifestFixer.Fixed) -> Bool] = [
        { $0.plannedOn != nil }, { $0.movesNeighbours },
    ]

    /// Puts back the files `problems` blame, or leaves some of their fixes out.
    private mutating func backOff(from problems: [Finding], into result: inout ManifestFixer.Result) {
        var blamed = Set(problems.map(\.location.file)).intersection(kept.map(\.display))
        // A problem outside the edited files: none of them can be trusted.
        let own = !(blamed.isEmpty || problems.contains(where: { !blamed.contains($0.location.file) }))
        if !own { blamed = Set(kept.map(\.display)) }
        // The fixes a blamed file leaves out next, where it keeps some others.
        let lighter = kept.indices.map { index -> [ManifestFixer.Resized]? in
            guard blamed.contains(kept[index].display) else { return nil }
            for leaves in Self.leftOut {
                let out = kept[index].items.filter { leaves($0.fixed) }
                if !out.isEmpty, out.count < kept[index].items.count { return out }
            }
            return nil
        }
        var putBack = Set<String>()
        var lightened: [Int] = []
        for index in kept.indices where blamed.contains(kept[index].display) {
            // A problem that may be another file's waits while some file can leave fixes out.
            if lighter[index] == nil, !own, lighter.contains(where: { $0 != nil }) { continue }
            let change = kept[index]
            let why = Self.reason(
                problems.first { $0.location.file == change.display } ?? problems[0], in: change.display)
            if let out = lighter[index] {
                result.unfixed += out.map { $0.fixed.unfixed(why) }
                kept[index].items.removeAll { item in out.contains { $0.fixed == item.fixed } }
                kept[index].edits = Self.edits(making: kept[index].items, in: kept[index])
                loader.replacedFiles[change.path] = Data(TextEdit.apply(kept[index].edits, to: change.before))
                lightened.append(index)
            } else {
                result.unfixed += change.items.map { $0.fixed.unfixed(why) }
                loader.replacedFiles[change.path] = nil
                putBack.insert(change.display)
            }
        }
        updateFrames(of: lightened)
        kept.removeAll { putBack.contains($0.display) }
    }

    /// Why the fixes of the file `display` are not made, from the problem it shows.
    private static func reason(_ problem: Finding, in display: String) -> String {
        let layout = problem.devices.first.map { " on \($0)" } ?? ""
        if problem.rule == LayoutUnsolvedRule.identifier {
            return
                "with \(display) edited, the layout of \(MessageFormat.quote(problem.screen)) is not solved for other devices (\(problem.statement)), so the change cannot be checked on every layout"
        }
        return
            "with \(display) edited, \(problem.rule) reports \(problem.quotedView)\(layout) (checked on every screen of the manifest\(layout.isEmpty ? "" : " and every layout"))"
    }
}
