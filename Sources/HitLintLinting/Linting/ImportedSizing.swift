import Foundation
import HitLintCore
import HitLintEngine
import HitLintInput

/// How the file a screen is imported from sizes its views (through its `FixBackend`), for
/// advice and `hitlint fix`: the file is read again once, when a view first asks. Views of
/// hand-written screens, and views whose class enlarges its hit area, get nil: for them an
/// `enlarge` in the manifest is the change the app makes.
package final class ImportedSizing {
    /// The scanned files of a run, by path: the screens of one storyboard share it.
    package typealias Files = Locked<[String: Result<any SizedFile, ResizeRefusal>]>

    package let screen: ScreenSpec
    package let files: Files?
    package let scene: Scene
    package let maxBytes: Int
    /// The bytes as `fix` would write them, when it has edited the file already.
    private var bytes: Result<any SizedFile, ResizeRefusal>?
    private var found: [Int: Result<any ViewSizing, ResizeRefusal>] = [:]
    /// The backend of the screen's file (nil: a screen written in the manifest).
    private let backend: (any FixBackend)?
    /// The screen's view specs by scene index less one, made when a view first asks.
    private lazy var specs = ScreenVariant.viewSpecs(in: screen)
    /// The screen's layout solved as it stands, when first asked; an advice check of the same
    /// screen shares it (`AdviceVerifier.layoutBase`) rather than solving it again.
    package let layoutBase: ResolvedResize.Memo
    /// Whether a resize can be checked by solving the layout again.
    private var solvable: Bool { layoutBase.base(of: screen) != nil }

    /// `layoutBase`: `screen`'s layout solved as it stands, when the caller has it.
    package init(
        screen: ScreenSpec, scene: Scene, maxBytes: Int, files: Files? = nil, layoutBase: ResolvedResize.Base? = nil
    ) {
        (self.screen, self.scene, self.maxBytes, self.files) = (screen, scene, maxBytes, files)
        self.layoutBase = ResolvedResize.Memo(layoutBase)
        backend = FixBackends.backend(for: screen)
    }

    /// The spec of the view the scene numbers `index`.
    package func spec(of index: Int) -> ViewSpec? { specs.indices.contains(index - 1) ? specs[index - 1] : nil }

    package func sizing(of index: Int) -> Result<any ViewSizing, ResizeRefusal>? {
        guard let backend, let url = screen.importedURL, let spec = spec(of: index), let facts = spec.imported,
            !facts.classEnlarges
        else { return nil }
        if let known = found[index] { return known }
        if bytes == nil, let shared = files?.withLock({ $0[url.path] }) { bytes = shared }
        if bytes == nil {
            do throws(InputError) {
                let data = try TextFile.readBytes(
                    at: url, displayPath: screen.importedFrom ?? url.lastPathComponent, maxBytes: maxBytes,
                    limitName: "limits.maxXMLBytes",
                    confinedTo: screen.importedRoot)
                bytes = .success(backend.scan([UInt8](data)))
            } catch {
                bytes = .failure(.refused("hitlint cannot read \(screen.importedFrom ?? url.lastPathComponent) again"))
            }
            let read = bytes!
            files?.withLock { $0[url.path] = read }
        }
        var result: Result<any ViewSizing, ResizeRefusal>
        switch bytes! {
        case .success(let file): result = file.sizing(ofViewWithID: spec.id, name: scene.views[index].quoted)
        case .failure(let why): result = .failure(why)
        }
        // Growing an arranged view moves its neighbours: only the layout solved again shows where.
        if case .success(let sized) = result, sized.arranged,
            [sized.horizontal, sized.vertical].contains(where: { $0.refusal == nil }),
            !solvable
        {
            let solves =
                screen.scrollContent
                ? "does not solve a scroll view's content on its own" : "does not solve this screen's layout"
            let why =
                "\(scene.views[index].quoted) is arranged by a stack view, and hitlint \(solves) to see where its neighbours go: change its size in \(type(of: backend).editorName)"
            result = .failure(.refused(why))
        }
        found[index] = result
        return result
    }
}
