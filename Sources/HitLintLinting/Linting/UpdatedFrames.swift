import HitLintEngine
import HitLintInput

/// The views an edit of a file a screen is imported from moves, as its editor would store them
/// (Interface Builder's "Update Frames"): a constraint's constant or a button's content insets changed, the file's own
/// device is solved again and each view whose frame is no longer its stored one gets the solved
/// frame (docs/fixes.md, "Frames updated"). Only a screen whose layout hitlint trusted before
/// the edit (solved on its own device, it gave back every stored frame) and whose edited
/// constraints all hold is updated; views are hidden there as the file stores them, whatever
/// the app's code does.
package enum UpdatedFrames {
    /// The moves for `file`, from its screens before (`original`) and after the edit (`edited`).
    package static func moves(file: String, original: [ScreenSpec], edited: [ScreenSpec]) -> [FrameMove] {
        let before = Dictionary(
            original.filter { $0.importedURL?.path == file }.compactMap { screen in
                screen.layout.map { (screen.name, $0) }
            },
            uniquingKeysWith: { a, _ in a })
        var moves: [FrameMove] = []
        var seen = Set<String>()
        for screen in edited where screen.importedURL?.path == file {
            guard let model = screen.layout?.asStored, let old = before[screen.name],
                ScreenLayouts.untrusted(old) == nil,
                AutoLayoutSystem.unsupported(model) == nil, let target = LayoutTarget.file(of: model),
                let solved = AutoLayoutSystem.solve(model, for: target), solved.conflicts.isEmpty,
                solved.madeConflicts.isEmpty
            else { continue }
            let stored = Dictionary(old.items.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            for (index, item) in model.items.enumerated()
            where index > 0 && !item.stale && !solved.removed.contains(item.id) {
                guard let was = stored[item.id], !was.stale, seen.insert(item.id).inserted else { continue }
                let frame = solved.relativeFrames[index]
                // A frame no file holds (a size below zero) is left to Interface Builder.
                guard [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite), frame.width >= 0,
                    frame.height >= 0
                else { continue }
                guard !LayoutReproduction.gives(frame, was.frame) else { continue }
                moves.append(FrameMove(id: item.id, stored: was.frame, frame: frame))
            }
        }
        return moves
    }
}
