import HitLintCore
import HitLintInput

/// What a finding rests on, as typed fields in the order the reports list them (JSON's `data`,
/// SARIF's `properties`). Readers ask for what they need (the taker, the image, the sample
/// point, the measure, the undersized hit bounds) and never look at a rule's id.
package struct Evidence: Sendable, Hashable {
    package enum Field: Sendable, Hashable {
        /// The view that takes the taps (`by`), nil when none does.
        case taker(String?)
        /// The kind of the view that takes the taps (`kind`).
        case takerKind(ViewKind)
        /// The image the finding is about (`image`).
        case image(String)
        /// A point where the problem shows (`sample`), in points.
        case sample(Point)
        /// The figure that says how bad the finding is.
        case measure(Measure)
        /// Hit bounds under a minimum size (`hitBounds`, `minWidth`, `minHeight`).
        case undersized(hitBounds: Rect, minWidth: Double, minHeight: Double)
        /// Any other figure, as reports show it.
        case figure(String, Figure)
    }

    /// A figure's value, already rounded as reports show it.
    package enum Figure: Sendable, Hashable {
        case text(String)
        case number(Double)
        case numbers([Double])
        case texts([String])
    }

    package let fields: [Field]
    /// The changes that could remove the finding, checked before the message names one.
    package let advice: Advice?

    package init(_ fields: [Field], advice: Advice? = nil) {
        self.fields = fields
        self.advice = advice
    }

    package static let none = Evidence([])

    /// The view that takes the taps, when one does.
    package var taker: String? {
        for case .taker(let id) in fields { return id }
        return nil
    }

    package var image: String? {
        for case .image(let name) in fields { return name }
        return nil
    }

    package var sample: Point? {
        for case .sample(let point) in fields { return point }
        return nil
    }

    /// The hit bounds of a target found smaller than a minimum size.
    package var undersizedBounds: Rect? {
        for case .undersized(let bounds, _, _) in fields { return bounds }
        return nil
    }

    /// The smallest width and height an undersized finding asked for.
    package var undersizedMinimum: (width: Double, height: Double)? {
        for case .undersized(_, let width, let height) in fields { return (width, height) }
        return nil
    }

    /// The figure a baseline compares, to notice a recorded finding that got worse.
    package var measure: Measure? {
        for field in fields {
            switch field {
            case .measure(let measure): return measure
            case .undersized(let bounds, _, _):
                let side = min(MessageFormat.rounded(bounds.width, 2), MessageFormat.rounded(bounds.height, 2))
                return Measure(name: "hitBounds", value: side, places: 2, worse: .lower, unit: "pt")
            default: continue
            }
        }
        return nil
    }

    /// What tells two findings of one rule on one view apart: the view taking the taps, else the image.
    package var detail: String { taker ?? image ?? "" }

    /// The numbers of the figure `name`, when it holds numbers.
    package func numbers(_ name: String) -> [Double]? {
        for case .figure(let key, let value) in fields where key == name {
            switch value {
            case .number(let number): return [number]
            case .numbers(let numbers): return numbers
            default: return nil
            }
        }
        return nil
    }

    /// The texts of the figure `name`, when it holds texts.
    package func texts(_ name: String) -> [String]? {
        for case .figure(let key, .texts(let texts)) in fields where key == name { return texts }
        return nil
    }

    /// The value of the figure `name`, as text (`oncePer` groups findings by it).
    package func figure(_ name: String) -> String? {
        for case .figure(let key, let value) in fields where key == name { return "\(value)" }
        return nil
    }
}

/// A finding's figure of badness: its value as reports show it (rounded to `places`) and which
/// way is worse.
package struct Measure: Sendable, Hashable {
    package enum Direction: Sendable, Hashable { case higher, lower }

    /// The key reports show it under.
    package let name: String
    package let value: Double
    package let places: Int
    package let worse: Direction
    package let unit: String

    package init(name: String, value: Double, places: Int, worse: Direction, unit: String) {
        self.name = name
        self.value = MessageFormat.rounded(value, places)
        self.places = places
        self.worse = worse
        self.unit = unit
    }

    /// Worse than `before` by more than the rounding of reports.
    package func isWorse(than before: Double) -> Bool {
        switch worse {
        case .higher: return value > before + 0.01
        case .lower: return value < before - 0.001
        }
    }
}
