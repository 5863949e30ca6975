import HitLintCore
import HitLintInput

/// The check of docs/layout.md: solved on the file's own device and orientation, every view
/// not marked misplaced or ambiguous must get the frame the file stores (relative to its
/// superview, to within 0.01 pt). Counts views, and keeps those that miss with both frames.
package struct LayoutReproduction: Sendable {
    package struct Miss: Sendable {
        package var screen: String
        package var view: String
        package var element: String
        package var stored: Rect
        package var solved: Rect
        package var location: SourceLocation
        /// Required constraints of the screen that could not hold.
        package var conflicts: [String]
        package var storedFramesBroken: Bool
        /// The view's stored frame breaks a required constraint that names it.
        package var offItsConstraints: Bool
    }

    package static let tolerance = 0.01

    /// Whether a solved frame gives back a stored one: each of its four numbers within `tolerance`.
    package static func gives(_ solved: Rect, _ stored: Rect) -> Bool {
        abs(solved.x - stored.x) <= tolerance && abs(solved.y - stored.y) <= tolerance
            && abs(solved.width - stored.width) <= tolerance && abs(solved.height - stored.height) <= tolerance
    }

    /// The views `solved` does not give their stored frames, by index in `model.items`: of those
    /// the check compares (not the root, not marked misplaced or ambiguous, installed).
    package static func misses(of model: LayoutModel, in solved: SolvedLayout) -> [Int] {
        model.items.indices.filter { index in
            let item = model.items[index]
            return index > 0 && !item.stale && !solved.removed.contains(item.id)
                && !gives(solved.relativeFrames[index], item.frame)
        }
    }

    package var screens = 0
    /// Screens that were not solved, by why.
    package var unsolved: [String: Int] = [:]
    package var views = 0
    package var matched = 0
    /// Views skipped as their file marks them misplaced or ambiguous.
    package var stale = 0
    package var misses: [Miss] = []
    /// Of the views compared, those on screens whose stored frames break the file's own required
    /// constraints (`AutoLayoutSystem.brokenByStoredFrames`), and how many of them match.
    package var inconsistentViews = 0
    package var inconsistentMatched = 0
    package var inconsistentScreens = 0
    /// Of the misses, views whose own stored frame breaks a required constraint of the file that
    /// names them (by more than a pixel): misplaced in fact, though the file does not mark them
    /// (Xcode marks a view misplaced when its frame is not where its constraints put it).
    package var offTheirConstraints: Int { misses.count { $0.offItsConstraints } }
    /// The required constraints stored frames break, where they are (`hitlint-bench layouts --broken`).
    package var brokenConstraints: [(location: SourceLocation, constraint: String)] = []
    /// Constraints solved and the time it took, for the speed figure.
    package var constraints = 0
    package var solverConstraints = 0
    package var seconds = 0.0

    package init() {}

    package var rate: Double { views == 0 ? 1 : Double(matched) / Double(views) }

    /// The rate over the views whose stored frames keep the file's required constraints that
    /// name them: the views Xcode would not show as misplaced.
    package var placedRate: Double {
        views - offTheirConstraints == 0 ? 1 : Double(matched) / Double(views - offTheirConstraints)
    }

    /// Solves `screen` on its file's device and compares.
    package mutating func check(_ screen: ScreenSpec) {
        // The stored frames are the file's: its views hidden as it stores them.
        guard let model = screen.layout?.asStored else { return }
        screens += 1
        if let why = AutoLayoutSystem.unsupported(model) {
            unsolved[Self.category(why), default: 0] += 1
            return
        }
        guard let target = LayoutTarget.file(of: model) else { return }
        let start = ContinuousClock.now
        guard let solved = AutoLayoutSystem.solve(model, for: target) else { return }
        let elapsed = ContinuousClock.now - start
        seconds += Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let brokenConstraints = AutoLayoutSystem.brokenByStoredFrames(model)
        let broken = !brokenConstraints.isEmpty
        if broken { inconsistentScreens += 1 }
        self.brokenConstraints += brokenConstraints.map { ($0.location, Self.describe($0)) }
        let namedByBroken = Set(brokenConstraints.flatMap { [$0.first] + ($0.second.map { [$0] } ?? []) })
        constraints += model.constraints.count
        solverConstraints += solved.solverConstraints
        for (index, item) in model.items.enumerated() where index > 0 {
            // A view its size class does not install has no layout to compare.
            if solved.removed.contains(item.id) { continue }
            if item.stale {
                stale += 1
                continue
            }
            views += 1
            if broken { inconsistentViews += 1 }
            let s = solved.relativeFrames[index]
            let f = item.frame
            if Self.gives(s, f) {
                matched += 1
                if broken { inconsistentMatched += 1 }
            } else {
                misses.append(
                    Miss(
                        screen: screen.name, view: item.id, element: item.element, stored: f, solved: s,
                        location: item.location,
                        conflicts: solved.conflicts.map(\.id) + solved.madeConflicts.map { "\($0.what) of \($0.view)" },
                        storedFramesBroken: broken, offItsConstraints: namedByBroken.contains(item.id)))
            }
        }
    }

    /// A constraint as `id: first.attribute relation second.attribute x multiplier + constant`.
    package static func describe(_ c: LayoutConstraint) -> String {
        let second = c.second.map { " \($0).\(c.secondAttribute?.rawValue ?? "")" } ?? ""
        return
            "\(c.id): \(c.first).\(c.firstAttribute.rawValue) \(c.relation.rawValue)\(second) x \(c.multiplier) + \(c.constant.base)"
    }

    /// A reason without the names in it, to count alike ones together.
    package static func category(_ why: String) -> String {
        var result = ""
        var inQuote = false
        for character in why {
            if character == "'" {
                if !inQuote { result += "…" }
                inQuote.toggle()
            } else if !inQuote {
                result.append(character)
            }
        }
        return result
    }
}
