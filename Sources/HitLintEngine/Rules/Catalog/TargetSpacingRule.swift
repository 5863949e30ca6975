import Foundation
import HitLintCore

/// `target-spacing`: WCAG 2.2 success criterion 2.5.8 (Target Size, Minimum), in points, on the
/// hit areas hitlint measured rather than on frames.
package struct TargetSpacingRule: Rule {
    package init() {}

    package static let diameter = RuleParameter(
        "diameter", "the circle each undersized target needs to itself, in pt", default: 24, range: 1...1000)

    package static let description = RuleDescription(
        id: "target-spacing", name: "Target spacing",
        summary: "A target smaller than diameter is too close to another: WCAG 2.2's spacing test (2.5.8) fails.",
        details: """
            WCAG 2.2 asks that a target be at least 24 x 24 CSS px, or, if smaller, that a circle of \
            24 px centred on it touch no other target nor the circle of another small one. hitlint \
            applies it in points to the real hit areas: a target whose hit bounds are narrower or \
            lower than diameter passes only if the circle of that diameter centred on its hit bounds \
            holds no pixel another target owns and does not meet the circle of another undersized \
            target.
            Fix: make the hit area at least diameter x diameter pt, or move the targets apart. It is \
            reported beside \(TooSmallRule.identifier) (Apple's 44 pt is the stricter bar; WCAG conformance asks for \
            this one).
            """,
        defaultSeverity: .note,
        parameters: [Self.diameter],
        deferredTo: [UnclickableRule.self],
        examples: RuleExamples(
            triggering: .init(
                views: """
                    - id: ↓minus
                      frame: [20, 20, 20, 20]
                    - id: ↓plus
                      frame: [40, 20, 20, 20]
                    """),
            passing: .init(
                views: """
                    - id: minus
                      frame: [20, 20, 20, 20]
                    - id: plus
                      frame: [46, 20, 20, 20]
                    """)))

    package func check(
        _ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void
    ) {
        let diameter = parameters[Self.diameter]
        let isUndersized = { (metrics: TargetMetrics) in
            metrics.hitBounds.map { $0.width < diameter || $0.height < diameter } ?? false
        }
        guard analysis.targets.contains(where: { $0.view.kind != .control && isUndersized($0.metrics) }) else { return }
        // Each reported target is compared with every other target.
        let targets = analysis.everyTarget.filter { $0.view.kind != .control }
        let reported = Set(analysis.targets.map(\.view.index))
        let field = Field(
            analysis: analysis, diameter: diameter, targets: targets,
            centres: targets.map { target in
                target.metrics.hitBounds.map { Point(x: $0.x + $0.width / 2, y: $0.y + $0.height / 2) }
            },
            undersized: targets.map { isUndersized($0.metrics) },
            position: Dictionary(uniqueKeysWithValues: targets.enumerated().map { ($0.element.view.index, $0.offset) }))
        for (n, target) in targets.enumerated() where field.undersized[n] && reported.contains(target.view.index) {
            guard let centre = field.centres[n] else { continue }
            guard let problem = field.firstProblem(of: n, centre: centre), let bounds = target.metrics.hitBounds else {
                continue
            }
            emit(
                target.view,
                "\(target.view.quoted) is \(MessageFormat.size(bounds.width, bounds.height)), under \(MessageFormat.size(diameter, diameter)), and too close to \(problem.other.quoted): \(problem.what) (WCAG 2.5.8); make its hit area at least \(MessageFormat.size(diameter, diameter)) or move them apart",
                Evidence([.taker(problem.other.id), .sample(centre)]))
        }
    }

    /// The targets of a screen as the spacing test compares them.
    private struct Field {
        let analysis: ScreenAnalysis
        let diameter: Double
        let targets: [(view: SceneView, metrics: TargetMetrics)]
        /// The centre of each target's hit bounds.
        let centres: [Point?]
        let undersized: [Bool]
        /// View index -> place in `targets`.
        let position: [Int: Int]

        /// The first other target too close to target `n`: undersized with overlapping circles, or
        /// owning a pixel within its circle. Only targets crossing the box around the centre can be
        /// within the diameter (in view order, as before: the first problem found is the one reported).
        func firstProblem(of n: Int, centre: Point) -> (other: SceneView, what: String)? {
            let radius = diameter / 2
            let lattice = analysis.raster.lattice
            let target = targets[n]
            let box = PixelRect(
                columns: lattice.indices(from: centre.x - radius, to: centre.x + radius),
                rows: lattice.indices(from: centre.y - radius, to: centre.y + radius))
            let band = analysis.bands.crossing(
                x: (centre.x - diameter, centre.x + diameter), y: (centre.y - diameter, centre.y + diameter))
            for m in band.compactMap({ position[$0] }) where m != n {
                let other = targets[m]
                guard let otherBounds = other.metrics.hitBounds, let otherCentre = centres[m] else { continue }
                let distance = hypot(otherCentre.x - centre.x, otherCentre.y - centre.y)
                if undersized[m], distance < diameter {
                    return (
                        other.view,
                        "the \(MessageFormat.points(diameter)) circles around the two overlap (centres \(MessageFormat.points(distance)) apart)"
                    )
                }
                let near = Rect(x: centre.x - radius, y: centre.y - radius, width: diameter, height: diameter)
                guard near.intersection(otherBounds).area > 0 else { continue }
                let inside = analysis.raster.ownedCount(by: other.view.index, in: box) { x, y in
                    hypot(x - centre.x, y - centre.y) < radius
                }
                if inside > 0 {
                    return (
                        other.view,
                        "\(MessageFormat.area(Double(inside) * lattice.pixelArea)) of its hit area lies within the \(MessageFormat.points(diameter)) circle around \(target.view.quoted)"
                    )
                }
            }
            return nil
        }
    }
}
