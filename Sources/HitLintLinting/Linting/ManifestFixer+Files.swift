import Foundation
import HitLintCore
import HitLintEngine
import HitLintInput

/// `hitlint fix`'s second half: the resizes of views that storyboards and XIBs size, written
/// into those files and checked by loading and linting the app again; and the manifest's own
/// key edits and SARIF `fixes` (docs/fixes.md).
extension ManifestFixer {
    /// A view whose frame a fix grows, in its storyboard or XIB.
    package struct Resized {
        package let screen: ScreenSpec
        package let fixed: Fixed
    }

    /// Writes the resizes into the storyboards and XIBs, each file once, and checks them as the
    /// app would have them: the manifest, with its own key edits, is loaded again with the edited
    /// files in place of the originals and every screen of it is linted on every layout. The fixed findings must be gone, and no finding
    /// new or worse; else nothing of that file is written and its fixes are listed as not made.
    /// A file whose screens show a problem is first checked again without its fixes planned on a
    /// layout, then also without those that move a view's neighbours in a stack view (whose
    /// layout on other devices only this check sees): its other fixes stand as they do without
    /// them. It goes back whole only when it has no such fixes left to leave out.
    func fixFiles(_ resized: [Resized], of manifest: Manifest, editedManifest: String?, into result: inout Result) {
        // The manifest as the run will leave it: with its own key edits, when it has some.
        func loadEdited(_ loader: ManifestLoader) throws(InputError) -> Manifest {
            guard let editedManifest else { return try loader.load(path: manifest.path) }
            return try loader.load(
                text: editedManifest, path: manifest.path, directory: URL(fileURLWithPath: manifest.path).deletingLastPathComponent())
        }
        var byFile: [String: (display: String, items: [Resized])] = [:]
        for item in resized {
            guard let url = item.screen.importedURL else { continue }
            byFile[url.path, default: (item.screen.importedFrom ?? url.lastPathComponent, [])].items.append(item)
        }
        let limits = linter.options.configuration.manifestLimits
        var loader = linter.options.loader
        // The edits that make `items` in a file of bytes `before`, its frames not updated yet.
        func sizeEdits(_ items: [Resized], in before: [UInt8]) -> [TextEdit] {
            let scanner = XMLTagScanner(before)
            var edits: [TextEdit] = []
            for item in items {
                if let number = item.fixed.attribute {
                    edits +=
                        InterfaceBuilderAttribute.edits(
                            setting: number.keyPath, to: number.value, onViewWithID: item.fixed.view, in: scanner)
                        ?? []
                }
                guard let growth = item.fixed.resize,
                    case .success(let sized) = InterfaceBuilderSizing.of(id: item.fixed.view, name: item.fixed.view, in: scanner)
                else { continue }
                edits += sized.edits(growing: growth)
            }
            return edits
        }
        var kept: [(path: String, display: String, before: [UInt8], edits: [TextEdit], items: [Resized])] = []
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
            let edits = sizeEdits(entry.items, in: before)
            loader.replacedFiles[path] = Data(TextEdit.apply(edits, to: before))
            kept.append((path, entry.display, before, edits, entry.items))
        }
        guard !kept.isEmpty else { return }
        // The views the edits move get the frames their constraints now give, as Interface
        // Builder would store them (the layouts read whatever the run lints).
        var originalLoader = loader
        originalLoader.readsLayouts = true
        originalLoader.replacedFiles = [:]
        // A manifest read for layouts already holds them; else it is read again with them.
        let original = manifest.screens.contains { $0.layout != nil } ? manifest : try? originalLoader.load(path: manifest.path)
        func updateFrames(of files: [Int]) {
            var layoutLoader = loader
            layoutLoader.readsLayouts = true
            guard let original, let edited = try? loadEdited(layoutLoader) else { return }
            for n in files {
                let moves = UpdatedFrames.moves(file: kept[n].path, original: original.screens, edited: edited.screens)
                let (update, rewritten) = InterfaceBuilderFrames.edits(moves, in: XMLTagScanner(kept[n].before))
                guard !update.isEmpty else { continue }
                kept[n].edits = kept[n].edits.filter { edit in !rewritten.contains { $0.contains(edit.start) } } + update
                loader.replacedFiles[kept[n].path] = Data(TextEdit.apply(kept[n].edits, to: kept[n].before))
            }
        }
        updateFrames(of: Array(kept.indices))
        // IB ids repeat across files: a finding is known by its file too.
        struct Known: Hashable {
            let file: String
            let finding: AdviceVerifier.FindingKey
            let devices: [String]
        }
        func key(_ finding: Finding) -> Known {
            Known(file: finding.location.file, finding: AdviceVerifier.FindingKey(finding), devices: finding.devices)
        }
        // A fixed view's finding of the rule it fixed, in its file.
        struct FixedTarget: Hashable {
            let file: String
            let view: String
            let rule: String
        }
        let before = Dictionary(findings(of: manifest).map { (key($0), $0) }, uniquingKeysWith: { a, _ in a })
        // What a file that shows a problem leaves out first, in order, before it goes back whole.
        let leftOut: [(Fixed) -> Bool] = [{ $0.plannedOn != nil }, { $0.movesNeighbours }]
        // The app as it would be, every screen of the manifest from the edited files. A file whose
        // screens show a problem is put back and listed (or checked again without some of its
        // fixes); the others are checked again without it.
        while !kept.isEmpty {
            let after: [Finding]
            do throws(InputError) {
                after = findings(of: try loadEdited(loader))
            } catch {
                for change in kept {
                    result.unfixed += change.items.map {
                        $0.fixed.unfixed("\(change.display), once edited, does not load: \(error.diagnostics.first?.message ?? "")")
                    }
                }
                return
            }
            let fixedKeys = Set(
                kept.flatMap(\.items).map { FixedTarget(file: $0.fixed.location.file, view: $0.fixed.view, rule: $0.fixed.rule) })
            let problems = after.filter { finding in
                if fixedKeys.contains(FixedTarget(file: finding.location.file, view: finding.view, rule: finding.rule)) { return true }
                guard let old = before[key(finding)] else { return true }
                return Self.worsens(finding, old)
            }
            guard !problems.isEmpty else { break }
            var blamed = Set(problems.map(\.location.file)).intersection(kept.map(\.display))
            // A problem outside the edited files: none of them can be trusted.
            let own = !(blamed.isEmpty || problems.contains(where: { !blamed.contains($0.location.file) }))
            if !own { blamed = Set(kept.map(\.display)) }
            // The fixes a blamed file leaves out next, where it keeps some others.
            let lighter = kept.indices.map { n -> [Resized]? in
                guard blamed.contains(kept[n].display) else { return nil }
                for leaves in leftOut {
                    let out = kept[n].items.filter { leaves($0.fixed) }
                    if !out.isEmpty, out.count < kept[n].items.count { return out }
                }
                return nil
            }
            var putBack = Set<String>()
            var lightened: [Int] = []
            for n in kept.indices where blamed.contains(kept[n].display) {
                // A problem that may be another file's waits while some file can leave fixes out.
                if lighter[n] == nil, !own, lighter.contains(where: { $0 != nil }) { continue }
                let change = kept[n]
                let problem = problems.first { $0.location.file == change.display } ?? problems[0]
                let layout = problem.devices.first.map { " on \($0)" } ?? ""
                let why =
                    problem.rule == LayoutUnsolvedRule.identifier
                    ? "with \(change.display) edited, the layout of \(MessageFormat.quote(problem.screen)) is not solved for other devices (\(problem.statement)), so the change cannot be checked on every layout"
                    : "with \(change.display) edited, \(problem.rule) reports '\(problem.view)'\(layout) (checked on every screen of the manifest\(layout.isEmpty ? "" : " and every layout"))"
                if let out = lighter[n] {
                    result.unfixed += out.map { $0.fixed.unfixed(why) }
                    kept[n].items.removeAll { item in out.contains { $0.fixed == item.fixed } }
                    kept[n].edits = sizeEdits(kept[n].items, in: kept[n].before)
                    loader.replacedFiles[kept[n].path] = Data(TextEdit.apply(kept[n].edits, to: kept[n].before))
                    lightened.append(n)
                } else {
                    result.unfixed += change.items.map { $0.fixed.unfixed(why) }
                    loader.replacedFiles[change.path] = nil
                    putBack.insert(change.display)
                }
            }
            updateFrames(of: lightened)
            kept.removeAll { putBack.contains($0.display) }
        }
        for change in kept {
            result.fixed += change.items.map(\.fixed)
            result.files.append(FileChange(path: change.display, before: change.before, edits: change.edits))
        }
    }

    /// Why `remedy` cannot be made with the resizes `made` before it: it changes a constraint one
    /// of them changes already (a stack view's height, which every view it fills shares). Each
    /// edit of a file is planned from the file as it was, so two would overwrite each other.
    package static func sharedConstraint(
        _ remedy: Remedy, _ sizing: InterfaceBuilderSizing?, _ made: [(remedy: Remedy, views: [String], sizing: InterfaceBuilderSizing?)]
    ) -> String? {
        guard case .resize(_, let growth) = remedy, let sizing else { return nil }
        let mine = sizing.constraintsEdited(growing: growth)
        guard !mine.isEmpty else { return nil }
        for change in made {
            guard case .resize(_, let theirs) = change.remedy, let other = change.sizing,
                let shared = mine.first(where: other.constraintsEdited(growing: theirs).contains)
            else { continue }
            return "the constraint it would change (\(shared)) is changed by the fix of '\(change.views.first ?? "")' already"
        }
        return nil
    }

    /// `enlarge: [0, 4, 4, 0]`, `threshold: 0.1`.
    package static func keyText(_ remedy: Remedy) -> String {
        guard let (key, value) = keyValue(remedy) else { return "" }
        return "\(key): \(value)"
    }

    package static func keyValue(_ remedy: Remedy) -> (String, String)? {
        switch remedy {
        case .enlarge(_, let insets): return ("enlarge", enlargeText(insets))
        case .threshold(_, let value): return ("threshold", MessageFormat.number(value, places: 3))
        case .resize: return nil  // an edit of the storyboard or XIB, not of the manifest
        default: return nil
        }
    }

    package static func enlargeText(_ insets: Insets) -> String {
        let sides = [insets.top, insets.right, insets.bottom, insets.left]
        return Set(sides).count == 1
            ? MessageFormat.number(insets.top) : "[" + sides.map { MessageFormat.number($0) }.joined(separator: ", ") + "]"
    }

    /// Where a view's keys are written: its own mapping, or its screen's `overrides`.
    package static func place(of view: ViewSpec, in screen: ScreenSpec) -> ViewKeyEdit.Place {
        if let entry = screen.importEntry, screen.importedFrom != nil {
            return .imported(line: entry.line, column: entry.column, id: view.id)
        }
        return .written(line: view.location.line, column: view.location.column)
    }

    /// Why a fix of a view a stack view arranges is not made when its resize cannot be laid out.
    package static let arrangedNotLaidOut =
        "it is arranged by a stack view, and hitlint cannot lay out its change of size on the stored frames"

    /// A remedy of `lint`'s advice as the edit `fix` would make, for SARIF.
    package static func findingFix(_ remedy: Remedy, view: SceneView, screen: ScreenSpec, manifest: Manifest, editor: ManifestEditor?)
        -> FindingFix?
    {
        guard let editor, let (key, value) = keyValue(remedy) else { return nil }
        guard let spec = ScreenVariant.viewSpec(at: view.index, in: screen),
            let edits = try? editor.edits([ViewKeyEdit(place: place(of: spec, in: screen), keys: [(key, value)])])
        else { return nil }
        let replacements = edits.map { edit in
            let (startLine, startColumn) = editor.position(of: edit.start)
            let (endLine, endColumn) = editor.position(of: edit.end)
            return FindingFix.Replacement(
                startLine: startLine, startColumn: startColumn, endLine: endLine, endColumn: endColumn, text: edit.text)
        }
        return FindingFix(description: "set \(key): \(value) on \(view.quoted)", file: manifest.path, replacements: replacements)
    }

    /// The keys whose values differ between two versions of a screen, as edits of its manifest.
    func keyEdits(from old: ScreenSpec, to new: ScreenSpec) -> [ViewKeyEdit] {
        var edits: [ViewKeyEdit] = []
        func walk(_ a: [ViewSpec], _ b: [ViewSpec]) {
            for (x, y) in zip(a, b) {
                var keys: [(String, String)] = []
                if x.threshold != y.threshold, let value = y.threshold {
                    keys.append(("threshold", MessageFormat.number(value, places: 3)))
                }
                if x.enlarge != y.enlarge { keys.append(("enlarge", Self.enlargeText(y.enlarge))) }
                if !keys.isEmpty { edits.append(ViewKeyEdit(place: Self.place(of: y, in: old), keys: keys)) }
                walk(x.children, y.children)
            }
        }
        walk(old.views, new.views)
        return edits
    }
}
