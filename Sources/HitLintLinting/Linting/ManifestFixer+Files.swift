import Foundation
import HitLintCore
import HitLintEngine
import HitLintInput

/// `hitlint fix`'s second half: the changes of views that the files their screens are imported
/// from size, written into those files through their `FixBackend` and checked by loading and
/// linting the app again; and the manifest's own key edits and SARIF `fixes` (docs/fixes.md).
extension ManifestFixer {
    /// A view whose frame (or a number its class reads) a fix changes in its file.
    package struct Resized {
        package let screen: ScreenSpec
        package let fixed: Fixed
    }

    /// Writes the changes into the files, each once, and checks them as the app would have them:
    /// the manifest, with its own key edits, is loaded again with the edited files in place of the
    /// originals and every screen of it is linted on every layout. The fixed findings must be
    /// gone, and no finding new or worse; else nothing of that file is written and its fixes are
    /// listed as not made. A file whose screens show a problem is first checked again without its
    /// fixes planned on a layout, then also without those that move a view's neighbours in a stack
    /// view (whose layout on other devices only this check sees): its other fixes stand as they do
    /// without them. It goes back whole only when it has no such fixes left to leave out.
    func fixFiles(_ resized: [Resized], of manifest: Manifest, editedManifest: String?, into result: inout Result) {
        var files = FileFixes(fixer: self, manifest: manifest, editedManifest: editedManifest)
        files.read(resized, into: &result)
        guard !files.kept.isEmpty else { return }
        files.readOriginalLayouts()
        files.updateFrames(of: Array(files.kept.indices))
        guard files.check(into: &result) else { return }
        for change in files.kept {
            result.fixed += change.items.map(\.fixed)
            result.files.append(FileChange(path: change.display, before: change.before, edits: change.edits))
        }
    }

    /// Why `remedy` cannot be made with the resizes `made` before it: it changes a constraint one
    /// of them changes already (a stack view's height, which every view it fills shares). Each
    /// edit of a file is planned from the file as it was, so two would overwrite each other.
    package static func sharedConstraint(
        _ remedy: Remedy, _ sizing: (any ViewSizing)?,
        _ made: [(remedy: Remedy, views: [String], sizing: (any ViewSizing)?)]
    ) -> String? {
        guard case .resize(_, let growth) = remedy, let sizing else { return nil }
        let mine = sizing.constraintsEdited(growing: growth)
        guard !mine.isEmpty else { return nil }
        for change in made {
            guard case .resize(_, let theirs) = change.remedy, let other = change.sizing,
                let shared = mine.first(where: other.constraintsEdited(growing: theirs).contains)
            else { continue }
            return
                "the constraint it would change (\(shared)) is changed by the fix of '\(change.views.first ?? "")' already"
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
            ? MessageFormat.number(insets.top)
            : "[" + sides.map { MessageFormat.number($0) }.joined(separator: ", ") + "]"
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
    package static func findingFix(
        _ remedy: Remedy, view: SceneView, screen: ScreenSpec, manifest: Manifest, editor: ManifestEditor?
    )
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
        return FindingFix(
            description: "set \(key): \(value) on \(view.quoted)", file: manifest.path, replacements: replacements)
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
