import HitLintCore
import HitLintEngine
import HitLintInput

/// A resize of an imported view as the app would lay it out (docs/fixes.md, "Views in stack
/// views"): the edit its file's `ViewSizing` makes (a size constraint's constant, a button's
/// content insets, a frame) is made in the screen's layout model, which is solved again for the
/// device the screen is laid out for (the file's own for stored frames). The views the edit moves
/// get their solved frames; the others keep theirs. Growing a stack view's arranged subview moves
/// its neighbours, which growing its frame alone does not show.
package enum ResolvedResize {
    package enum Outcome {
        /// The screen's layout cannot be solved again for this change, and why (no model, a layout
        /// hitlint does not trust, a view misplaced or left out by its size class, constraints
        /// that already conflict).
        case notSolved(String)
        /// The edited constraints cannot all hold: the first of the file's the layout breaks.
        case breaks(LayoutConstraint)
        /// They cannot hold with one the layout makes (a stack view's, a content size).
        case breaksMade(MadeConstraint)
        /// The screen with the moved views in their new frames, their ids, and where they were
        /// and are (in the screen's coordinates).
        case laidOut(ScreenSpec, moved: Set<String>, zone: Rect?)
    }

    /// What a change is solved against: the layout the screen is laid out on, solved as it stands.
    package struct Base {
        package let target: LayoutTarget
        package let solved: SolvedLayout
    }

    /// `base(of:)` of one screen, worked out when first asked (an advice check tries many changes
    /// on one screen).
    package final class Memo {
        private var known: Base??
        /// `base`: the screen's solve, when the caller has it already (the layout it was laid out by).
        package init(_ base: Base? = nil) { known = base.map { .some($0) } }
        package func base(of screen: ScreenSpec) -> Base? {
            if let known { return known }
            let found = ResolvedResize.base(of: screen)
            known = .some(found)
            return found
        }
    }

    /// The layout `screen` is laid out on: the one it was solved for, or, for stored frames, the
    /// file's own when solving it gives them back. Unlike `ScreenLayouts.untrusted`, this solves
    /// views the code hides for good as hidden (the edit is solved so too), so a screen where
    /// that closes up a stack view has no base here, and its advice is not checked: withheld.
    package static func base(of screen: ScreenSpec) -> Base? {
        guard let model = screen.layout, AutoLayoutSystem.unsupported(model) == nil else { return nil }
        if let on = screen.laidOutOn {
            let target = LayoutTarget(device: on.device, orientation: on.orientation, isFile: on.isFile)
            return AutoLayoutSystem.solve(model, for: target).map { Base(target: target, solved: $0) }
        }
        guard let target = LayoutTarget.file(of: model), let solved = AutoLayoutSystem.solve(model, for: target),
            LayoutReproduction.misses(of: model, in: solved).isEmpty
        else { return nil }
        return Base(target: target, solved: solved)
    }

    /// `screen` laid out again with the view `id` grown by `growth` as `sizing` edits its file;
    /// `base`: `base(of: screen)`, when the caller has it.
    package static func apply(
        growth: Insets, to id: String, sizing: any ViewSizing, in screen: ScreenSpec, base known: Base?? = nil
    ) -> Outcome {
        guard let model = screen.layout, let base = known ?? base(of: screen),
            let item = model.items.firstIndex(where: { $0.id == id })
        else { return .notSolved("hitlint does not solve this screen's layout") }
        // On the stored frames, a view Interface Builder marks misplaced is not where its
        // constraints put it (a solved layout has put it there), and one its size class leaves
        // out has no layout.
        let keepsStored = { (index: Int) in screen.laidOutOn == nil && model.items[index].stale }
        if keepsStored(item) { return .notSolved("it is marked misplaced in Interface Builder") }
        if base.solved.removed.contains(id) { return .notSolved("its size class leaves it out of the layout") }
        let (target, before) = (base.target, base.solved)
        // Constraints that conflict already: where the edit moves views is UIKit's choice of which to break.
        guard before.conflicts.isEmpty, before.madeConflicts.isEmpty else {
            return .notSolved("the screen's required constraints conflict already")
        }
        let edited: LayoutModel
        switch Self.edit(model, item: item, growth: growth, sizing: sizing) {
        case .success(let model): edited = model
        case .failure(.refused(let why)): return .notSolved(why)
        }
        guard let after = AutoLayoutSystem.solve(edited, for: target) else {
            return .notSolved("hitlint does not solve this screen's layout")
        }
        if let broken = after.conflicts.first { return .breaks(broken) }
        if let made = after.madeConflicts.first { return .breaksMade(made) }
        let moves: Moves
        switch Self.moves(model, before: before, after: after, keepsStored: keepsStored) {
        case .success(let found): moves = found
        case .failure(.refused(let why)): return .notSolved(why)
        }
        var updated = edited
        // Stored as Interface Builder's "Update Frames" would, for the next change.
        if screen.laidOutOn == nil {
            for (index, frame) in moves.byIndex { updated.items[index].frame = frame }
        }
        var copy = screen
        copy.views = place(screen.views, moves.byID)
        copy.layout = updated
        return .laidOut(copy, moved: Set(moves.byID.keys), zone: moves.zone)
    }

    /// The views an edit moves: their solved frames (relative to their superviews) by id and by
    /// index, and where they were and are (in the screen's coordinates).
    private struct Moves {
        var byID: [String: Rect] = [:]
        var byIndex: [(Int, Rect)] = []
        var zone: Rect?
    }

    /// `model` with the view `item` grown by `growth` where `sizing` says its size comes from.
    private static func edit(_ model: LayoutModel, item: Int, growth: Insets, sizing: any ViewSizing) -> Result<
        LayoutModel, ResizeRefusal
    > {
        var edited = model
        for (axis, extra, vertical) in [
            (sizing.horizontal, growth.left + growth.right, false), (sizing.vertical, growth.top + growth.bottom, true),
        ] where extra != 0 {
            switch axis.source {
            case .constraint(let constraintID, _):
                guard let constraintID, let index = edited.constraints.firstIndex(where: { $0.id == constraintID })
                else {
                    return .failure(.refused("its size constraint is not in the layout"))
                }
                edited.constraints[index].constant.base += extra
            case .contentInsets:
                // The insets add to the content's size.
                if vertical {
                    guard let height = edited.items[item].intrinsicHeight else {
                        return .failure(.refused("its content has no size hitlint knows"))
                    }
                    edited.items[item].intrinsicHeight = height + extra
                } else {
                    guard let width = edited.items[item].intrinsicWidth else {
                        return .failure(.refused("its content has no size hitlint knows"))
                    }
                    edited.items[item].intrinsicWidth = width + extra
                }
            case .frame:
                var frame = edited.items[item].frame
                if vertical {
                    (frame.y, frame.height) = (frame.y - growth.top, frame.height + extra)
                } else {
                    (frame.x, frame.width) = (frame.x - growth.left, frame.width + extra)
                }
                edited.items[item].frame = frame
            }
        }
        return .success(edited)
    }

    /// The views whose frames differ between the layout solved `before` and `after` the edit;
    /// misplaced views keep their frames (`keepsStored`), as Interface Builder keeps them until
    /// asked to update them.
    private static func moves(
        _ model: LayoutModel, before: SolvedLayout, after: SolvedLayout, keepsStored: (Int) -> Bool
    )
        -> Result<Moves, ResizeRefusal>
    {
        var moves = Moves()
        // As a solved layout must (`ScreenLayouts.unbounded`): finite, within ±maxCoordinate.
        let bound = ManifestLimits().maxCoordinate
        for index in model.items.indices.dropFirst()
        where !after.removed.contains(model.items[index].id) && !keepsStored(index) {
            let frame = after.relativeFrames[index]
            guard [frame.x, frame.y, frame.width, frame.height].allSatisfy({ $0.isFinite && abs($0) <= bound }) else {
                return .failure(
                    .refused(
                        "the layout solved again gives a frame that is no finite number within ±\(MessageFormat.plain(bound)) pt"
                    ))
            }
            if !LayoutReproduction.gives(frame, before.relativeFrames[index]) {
                moves.byID[model.items[index].id] = frame
                moves.byIndex.append((index, frame))
                let both = before.frames[index].union(after.frames[index])
                moves.zone = moves.zone.map { $0.union(both) } ?? both
            }
        }
        return .success(moves)
    }

    /// `screen` with `remedy` made: a resize of the view `id` laid out again as `sizing` edits its
    /// file, where the layout can be solved (`base`: as `apply`); else as `ScreenVariant` makes
    /// it. Nil for a view a stack view arranges whose resize cannot be laid out again: its frame
    /// alone says nothing.
    package static func spec(
        of screen: ScreenSpec, applying remedy: Remedy, id: String?, sizing: (any ViewSizing)?, base: Base?? = nil
    ) -> ScreenSpec? {
        if case .resize(_, let growth) = remedy, let id, let sizing {
            if case .laidOut(let laid, _, _) = apply(growth: growth, to: id, sizing: sizing, in: screen, base: base) {
                return laid
            }
            if sizing.arranged { return nil }
        }
        return ScreenVariant.whole.spec(of: screen, applying: [remedy])
    }

    /// `spec(of:applying:id:sizing:)`, or the remedy made on the frames alone where the resize
    /// cannot be laid out: only to plan the next change on a layout, which every change is
    /// checked on afterwards.
    package static func planned(_ screen: ScreenSpec, applying remedy: Remedy, id: String?, sizing: (any ViewSizing)?)
        -> ScreenSpec
    {
        spec(of: screen, applying: remedy, id: id, sizing: sizing)
            ?? ScreenVariant.whole.spec(of: screen, applying: [remedy])
    }

    private static func place(_ views: [ViewSpec], _ moved: [String: Rect]) -> [ViewSpec] {
        views.map { view in
            var copy = view
            if let frame = moved[view.id] { copy.frame = frame }
            copy.children = place(view.children, moved)
            return copy
        }
    }
}
