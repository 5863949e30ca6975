import Foundation
import HitLintCore
import HitLintEngine

/// The smallest whole-point `enlarge` per side that makes a target pass `too-small` and
/// `tap-accuracy` without creating or worsening any finding (docs/fixes.md, "Enlarge"). Growth
/// goes first where the superview and the neighbouring targets leave room, so it is asymmetric
/// when one side is blocked; each candidate is checked by linting the changed screen.
package struct EnlargePlanner {
    package let verifier: AdviceVerifier
    /// For a view its storyboard or XIB sizes (and whose class does not enlarge): the frame
    /// grows instead (`.resize`), each axis only on the sides its constraints leave free.
    package var sizing: (any ViewSizing)? = nil

    package init(verifier: AdviceVerifier, sizing: (any ViewSizing)? = nil) {
        (self.verifier, self.sizing) = (verifier, sizing)
    }

    /// The change a planned growth is: an `enlarge`, or for a sized view a larger frame.
    package func remedy(view: Int, _ insets: Insets) -> Remedy {
        sizing == nil ? .enlarge(view: view, insets) : .resize(view: view, insets)
    }

    package enum Plan {
        case enlarge(Insets, AdviceVerifier.Outcome)
        /// Why no enlarge works, for the message and `hitlint fix`'s list.
        case impossible(String)
        /// The screen's budget for checking advice is spent.
        case unchecked
    }

    /// Room on one side of a target's hit area, and what ends it.
    package struct Room {
        package var points: Double
        /// What ends it: "its superview 'strip'", "the screen" or another target's quoted name.
        package var by: String
        /// Whether what ends it is the superview's or the screen's edge (not another target).
        package var isEdge = false
    }

    package static let goalRules = [TooSmallRule.identifier, TapAccuracyRule.identifier]
    /// Growth tried beyond the size deficit, per side, in points; then halved between the last
    /// failure and the first success.
    private static let extraSteps: [Double] = [0, 1, 2, 4, 8, 16]

    /// The growths a plan tries: the whole points the hit area needs on each side, plus an
    /// extra on the sides that may grow, within the room there is.
    private struct Candidates {
        let rooms: (top: Room, right: Room, bottom: Room, left: Room)
        /// The growth the size deficit needs, split between the sides.
        let base: Insets
        let growth: (horizontal: ResizeGrowth, vertical: ResizeGrowth)
        /// The view's own `enlarge`, which a manifest `enlarge` adds to (nil: its frame grows).
        let enlarged: Insets?

        /// The insets that grow each side by `base` and `extra` more where it may grow; a centred
        /// axis grows alike on both sides.
        func insets(extra: Double) -> Insets {
            let (growsTop, growsBottom) = (
                ![.atEnd, .fixed].contains(growth.vertical), ![.atStart, .fixed].contains(growth.vertical)
            )
            let (growsLeft, growsRight) = (
                ![.atEnd, .fixed].contains(growth.horizontal), ![.atStart, .fixed].contains(growth.horizontal)
            )
            var grown = Insets(
                top: min(rooms.top.points, base.top + (growsTop ? extra : 0)),
                right: min(rooms.right.points, base.right + (growsRight ? extra : 0)),
                bottom: min(rooms.bottom.points, base.bottom + (growsBottom ? extra : 0)),
                left: min(rooms.left.points, base.left + (growsLeft ? extra : 0)))
            if growth.vertical == .centred {
                (grown.top, grown.bottom) = (min(grown.top, grown.bottom), min(grown.top, grown.bottom))
            }
            if growth.horizontal == .centred {
                (grown.left, grown.right) = (min(grown.left, grown.right), min(grown.left, grown.right))
            }
            guard let own = enlarged else { return grown }
            return Insets(
                top: own.top + grown.top, right: own.right + grown.right, bottom: own.bottom + grown.bottom,
                left: own.left + grown.left)
        }
    }

    /// The plan that removes `rule`'s finding on the view. Growing past `too-small` may reveal a
    /// `tap-accuracy` finding it deferred to `too-small`: that one was there, hidden, and is not
    /// counted as harm; the message says it remains.
    package func plan(view index: Int, rule: String) -> Plan {
        switch candidates(for: index) {
        case .failure(.refused(let why)): return .impossible(why)
        case .success(let candidates): return search(view: index, rule: rule, candidates)
        }
    }

    /// Where the view may grow, or why it cannot grow enough.
    private func candidates(for index: Int) -> Result<Candidates, ResizeRefusal> {
        let analysis = verifier.analysis
        let view = analysis.scene.views[index]
        guard let metrics = analysis.metrics[index], metrics.hitPixels > 0 else {
            return .failure(.refused("it has no hit area to enlarge"))
        }
        let limit = Self.limit(of: view, in: analysis.scene)
        let hit = view.hitRect.intersection(limit.rect)
        guard hit.width > 0, hit.height > 0 else {
            return .failure(.refused("its hit area lies outside \(limit.name)"))
        }
        let sizes = verifier.configuration.entry(for: TooSmallRule.identifier)?.parameters ?? RuleParameters()
        let (minWidth, minHeight) = (sizes[TooSmallRule.minWidth], sizes[TooSmallRule.minHeight])
        var rooms = Self.rooms(
            of: view, hit: hit, limit: limit, minimum: Size(width: minWidth, height: minHeight), in: analysis)
        // A stack view makes room for an arranged view as it grows: its neighbours move.
        if sizing?.arranged ?? false {
            (rooms.top.points, rooms.bottom.points, rooms.left.points, rooms.right.points) = (
                .infinity, .infinity, .infinity, .infinity
            )
        }
        // Whole points the hit area must grow by, across and down.
        let needX = max(0, (minWidth - hit.width - 1e-9).rounded(.up))
        let needY = max(0, (minHeight - hit.height - 1e-9).rounded(.up))
        let growth = (horizontal: sizing?.horizontal.growth ?? .free, vertical: sizing?.vertical.growth ?? .free)
        if needX > 0, let why = sizing?.horizontal.refusal { return .failure(.refused(why)) }
        if needY > 0, let why = sizing?.vertical.refusal { return .failure(.refused(why)) }
        guard let (left, right) = Self.split(needX, rooms.left.points, rooms.right.points, growth.horizontal) else {
            return .failure(
                .refused(
                    Self.noRoom(
                        view, needing: minWidth, across: true, rooms.left, rooms.right, hit.width,
                        growth: growth.horizontal)))
        }
        guard let (top, bottom) = Self.split(needY, rooms.top.points, rooms.bottom.points, growth.vertical) else {
            return .failure(
                .refused(
                    Self.noRoom(
                        view, needing: minHeight, across: false, rooms.top, rooms.bottom, hit.height,
                        growth: growth.vertical))
            )
        }
        let base = Insets(top: top, right: right, bottom: bottom, left: left)
        return .success(
            Candidates(rooms: rooms, base: base, growth: growth, enlarged: sizing == nil ? view.enlarge : nil))
    }

    /// Tries growing by each of `extraSteps` more until one passes, then the smallest passing
    /// growth between the last failure and it.
    private func search(view index: Int, rule: String, _ candidates: Candidates) -> Plan {
        let view = verifier.analysis.scene.views[index]
        var cacheOfTries: [Insets: (passes: Bool, outcome: AdviceVerifier.Outcome)] = [:]
        func attempt(_ insets: Insets) -> (passes: Bool, outcome: AdviceVerifier.Outcome)? {
            if let tried = cacheOfTries[insets] { return tried }
            let exempt = { (key: AdviceVerifier.FindingKey) in key.view == view.id && Self.goalRules.contains(key.rule)
            }
            guard let outcome = verifier.outcome(of: [remedy(view: index, insets)], exempt: exempt) else { return nil }
            let passes = !outcome.after.keys.contains { $0.view == view.id && $0.rule == rule }
            cacheOfTries[insets] = (passes, outcome)
            return (passes, outcome)
        }
        var lastFailure = -1.0
        var previous = sizing == nil ? view.enlarge : .zero
        for extra in Self.extraSteps {
            let insets = candidates.insets(extra: extra)
            if insets == previous {
                // No growth: the finding as it is.
                if extra == 0 {
                    lastFailure = 0
                    continue
                }
                // Every side has met its superview or a neighbour.
                let rooms = candidates.rooms
                let blocked = Set([rooms.top, rooms.right, rooms.bottom, rooms.left].map(\.by))
                return .impossible(
                    "there is no more room around it: \(blocked.sorted().joined(separator: " and ")) \(blocked.count == 1 ? "is" : "are") in the way"
                )
            }
            previous = insets
            guard let (passes, outcome) = attempt(insets) else { return .unchecked }
            if let refusal = refusal(of: outcome) { return .impossible(refusal) }
            if passes {
                // The smallest passing growth between the last failure and this one.
                var (low, high, best) = (lastFailure, extra, (insets, outcome))
                while high - low > 1 {
                    let middle = ((low + high) / 2).rounded(.down)
                    let trial = candidates.insets(extra: middle)
                    guard let (ok, result) = attempt(trial) else { break }
                    if ok && result.harm == nil { (high, best) = (middle, (trial, result)) } else { low = middle }
                }
                return .enlarge(best.0, best.1)
            }
            lastFailure = extra
        }
        let growing = sizing == nil ? "enlarging it" : "making it larger"
        let most = MessageFormat.points(Self.extraSteps.last!)
        if rule != TapAccuracyRule.identifier {
            return .impossible("\(growing) by up to \(most) more on every side does not make it pass")
        }
        return .impossible(
            "\(growing) by up to \(most) more on every side does not lift its tap accuracy: the problem is inside its hit area"
        )
    }

    /// Why a tried growth ends the search: it harms another finding, or laid out again it cannot
    /// be solved or does not grow the view.
    private func refusal(of outcome: AdviceVerifier.Outcome) -> String? {
        if let harm = outcome.harm { return Self.harmReason(harm, resizing: sizing != nil) }
        if let why = outcome.unsolved {
            return "it is arranged by a stack view, and hitlint cannot lay out its change of size: \(why)"
        }
        if outcome.held {
            return
                "laid out again, it keeps its size: its constraints\(sizing?.arranged ?? false ? " or its stack view" : "") hold it"
        }
        return nil
    }

    /// Splits `need` points between two sides, half each where there is room; nil when the two
    /// rooms together are too small.
    package static func split(_ need: Double, _ a: Double, _ b: Double, _ growth: ResizeGrowth = .free) -> (
        Double, Double
    )? {
        guard need > 0 else { return (0, 0) }
        switch growth {
        case .free: break
        case .atEnd: return need <= b + 1e-9 ? (0, need) : nil
        case .atStart: return need <= a + 1e-9 ? (need, 0) : nil
        case .centred: return need / 2 <= min(a, b) + 1e-9 ? (need / 2, need / 2) : nil
        case .fixed: return nil
        }
        guard need <= a + b + 1e-9 else { return nil }
        var first = min(a, (need / 2).rounded(.up))
        var second = need - first
        if second > b {
            second = b
            first = need - second
        }
        return (first, second)
    }

    /// The rect a view's hit area is cut to by its superviews' hit areas and the screen, and what cuts it.
    package static func limit(of view: SceneView, in scene: Scene) -> (rect: Rect, name: String) {
        var rect = scene.views[0].bounds
        var parent = view.parent
        while parent > 0 {
            rect = rect.intersection(scene.views[parent].hitRect)
            parent = scene.views[parent].parent
        }
        let name = view.parent > 0 ? "its superview \(scene.views[view.parent].quoted)" : "the screen"
        return (rect, name)
    }

    /// How far each side may grow before it leaves its superview or meets another target. A
    /// neighbour that is itself too small in that direction will grow too: the gap between them
    /// is shared, half each, so two small icons side by side end up mirror images.
    package static func rooms(
        of view: SceneView, hit: Rect, limit: (rect: Rect, name: String), minimum: Size,
        in analysis: ScreenAnalysis
    ) -> (top: Room, right: Room, bottom: Room, left: Room) {
        let edge = limit.rect
        let superview = view.parent > 0 ? analysis.scene.views[view.parent] : nil
        func bound(_ points: Double, vertical: Bool) -> Room {
            // The screen's edge, or the superview's when it is the superview that ends the room.
            let name: String
            if let superview {
                let own = superview.hitRect
                let meets =
                    vertical
                    ? (own.y >= edge.y - 1e-9 || own.maxY <= edge.maxY + 1e-9)
                    : (own.x >= edge.x - 1e-9 || own.maxX <= edge.maxX + 1e-9)
                name = meets ? "its superview \(superview.quoted)" : "the screen"
            } else {
                name = "the screen"
            }
            return Room(points: max(0, points.rounded(.down)), by: name, isEdge: true)
        }
        var top = bound(hit.y - edge.y, vertical: true)
        var bottom = bound(edge.maxY - hit.maxY, vertical: true)
        var left = bound(hit.x - edge.x, vertical: false)
        var right = bound(edge.maxX - hit.maxX, vertical: false)
        // Only targets crossing the hit rect's column or row band can bound a room.
        let near = TargetBands.merge([
            analysis.bands.crossing(x: hit.x, hit.maxX), analysis.bands.crossing(y: hit.y, hit.maxY),
        ])
        for other in near.map({ analysis.scene.views[$0] })
        where other.isTarget && other.index != view.index
            && !analysis.isAncestor(other.index, of: view.index) && !analysis.isAncestor(view.index, of: other.index)
        {
            // Growing into the drawing of a target behind it would take that target's taps.
            let theirs = other.index < view.index ? other.hitRect.union(other.drawExtent) : other.hitRect
            let across = theirs.x < hit.maxX && hit.x < theirs.maxX
            let down = theirs.y < hit.maxY && hit.y < theirs.maxY
            let bounds = analysis.metrics[other.index]?.hitBounds
            let share = (
                vertical: (bounds?.height ?? 0) + 1e-9 < minimum.height ? 0.5 : 1,
                horizontal: (bounds?.width ?? 0) + 1e-9 < minimum.width ? 0.5 : 1
            )
            if across && theirs.maxY <= hit.y { top = closer(top, (hit.y - theirs.maxY) * share.vertical, other) }
            if across && theirs.y >= hit.maxY { bottom = closer(bottom, (theirs.y - hit.maxY) * share.vertical, other) }
            if down && theirs.maxX <= hit.x { left = closer(left, (hit.x - theirs.maxX) * share.horizontal, other) }
            if down && theirs.x >= hit.maxX { right = closer(right, (theirs.x - hit.maxX) * share.horizontal, other) }
        }
        return (top, right, bottom, left)
    }

    private static func closer(_ room: Room, _ gap: Double, _ other: SceneView) -> Room {
        let points = max(0, gap.rounded(.down))
        return points < room.points ? Room(points: points, by: other.quoted) : room
    }

    /// "'tiny' needs 44 pt of height but its superview 'strip' is 30 pt tall and clips it";
    /// `a` and `b`: the rooms before and after it (left and right, or above and below);
    /// `growth`: where its storyboard's constraints let it grow (free: as room allows).
    package static func noRoom(
        _ view: SceneView, needing size: Double, across: Bool, _ a: Room, _ b: Room, _ now: Double,
        growth: ResizeGrowth = .free
    ) -> String {
        let dimension = across ? "width" : "height"
        let needs = "\(view.quoted) needs \(MessageFormat.points(size)) of \(dimension) but"
        let free = now + a.points + b.points
        if free + 1e-9 < size, a.by == b.by, a.isEdge, b.isEdge {
            return "\(needs) \(a.by) is \(MessageFormat.points(free)) \(across ? "wide" : "tall") and clips it"
        }
        switch growth {
        case .atEnd:
            return
                "\(needs) its constraints hold its \(across ? "left" : "top") side, and only \(MessageFormat.points(b.points)) is free \(across ? "to its right" : "below it"), up to \(b.by)"
        case .atStart:
            return
                "\(needs) its constraints hold its \(across ? "right" : "bottom") side, and only \(MessageFormat.points(a.points)) is free \(across ? "to its left" : "above it"), up to \(a.by)"
        case .centred:
            // Its centre is pinned, or nothing pins the axis: it grows evenly either way.
            let (near, side) =
                a.points <= b.points
                ? (a, across ? "to its left" : "above it") : (b, across ? "to its right" : "below it")
            return
                "\(needs) it grows evenly about its centre, and only \(MessageFormat.points(near.points)) is free \(side), up to \(near.by)"
        case .free, .fixed:
            return "\(needs) only \(MessageFormat.points(free)) is free between \(a.by) and \(b.by)"
        }
    }

    package static func harmReason(_ harm: Finding, resizing: Bool = false) -> String {
        "every \(resizing ? "larger size" : "enlarge") that would do it makes a new \(harm.rule) finding on \(harm.quotedView)"
    }

    /// "enlarge it by 10 pt on every side (enlarge: 10)", counting what it is enlarged by already.
    package static func wording(name: String, from current: Insets, to insets: Insets) -> String {
        let sides = [insets.top, insets.right, insets.bottom, insets.left]
        let setting =
            Set(sides).count == 1
            ? "enlarge: \(MessageFormat.number(insets.top))"
            : "enlarge: [\(sides.map { MessageFormat.number($0) }.joined(separator: ", "))]"
        let growth = [
            insets.top - current.top, insets.right - current.right, insets.bottom - current.bottom,
            insets.left - current.left,
        ]
        let more = current.isZero ? "" : " more"
        let names = ["at the top", "on the right", "at the bottom", "on the left"]
        let how: String
        if Set(growth).count == 1 {
            how = "by \(MessageFormat.points(growth[0]))\(more) on every side"
        } else {
            let parts = zip(growth, names).filter { $0.0 != 0 }.map { "\(MessageFormat.points($0.0))\(more) \($0.1)" }
            how =
                "by "
                + (parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " and " + parts.last! : parts.joined())
        }
        return "enlarge \(name) \(how) (\(setting))"
    }
}
