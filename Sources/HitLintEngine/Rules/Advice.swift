import HitLintCore

/// What a finding proposes to change, before it is checked (docs/fixes.md). A rule states its
/// finding without advice and attaches the concrete changes that could remove it; the linter
/// applies each to a copy of the screen and lints it again (`AdviceVerifier`), and the message
/// names the first change that removes the finding without creating or worsening another. When
/// none does, the message gives `options`: what could help, without numbers.
package struct Advice: Sendable, Hashable {
    /// Candidate changes, tried in order.
    package var remedies: [Remedy]
    /// What the message says when no remedy holds.
    package var options: String

    package init(_ remedies: [Remedy], otherwise options: String) {
        self.remedies = remedies
        self.options = options
    }
}

/// One concrete change to a screen, on views named by their index in the scene.
package enum Remedy: Sendable, Hashable {
    /// Set the view's threshold.
    case threshold(view: Int, Double)
    /// The smallest whole-point `enlarge` per side that removes the finding (planned, then checked).
    case grow(view: Int)
    /// Set the view's `enlarge` (what `.grow` was planned to).
    case enlarge(view: Int, Insets)
    /// Make the view's frame larger by these points on each side (what `.grow` was planned to
    /// for a view whose size its storyboard or XIB sets, and whose class does not enlarge).
    case resize(view: Int, Insets)
    /// Move the view after its sibling, so that it is drawn and hit-tested in front of it.
    case moveAfter(view: Int, sibling: Int)
    /// Set `userInteractionEnabled: false` on the view.
    case noInteraction(view: Int)

    /// The view the change is written on.
    package var view: Int {
        switch self {
        case .threshold(let view, _), .grow(let view), .enlarge(let view, _), .resize(let view, _),
            .moveAfter(let view, _),
            .noInteraction(let view):
            return view
        }
    }

    /// The views it names: the view it is written on, then the sibling of a reorder.
    package var views: [Int] {
        if case .moveAfter(let view, let sibling) = self { return [view, sibling] }
        return [view]
    }

    /// The same change on the views numbered `indices` in another copy of the screen (another
    /// layout's), in the order of `views`.
    package func on(_ indices: [Int]) -> Remedy {
        switch self {
        case .threshold(_, let value): return .threshold(view: indices[0], value)
        case .grow: return .grow(view: indices[0])
        case .enlarge(_, let insets): return .enlarge(view: indices[0], insets)
        case .resize(_, let growth): return .resize(view: indices[0], growth)
        case .moveAfter: return .moveAfter(view: indices[0], sibling: indices[1])
        case .noInteraction: return .noInteraction(view: indices[0])
        }
    }
}
