import Foundation
import HitLintCore
import HitLintInput

/// `too-small`: a hit area narrower or lower than Apple's 44 × 44 pt.
package struct TooSmallRule: Rule {
    package init() {}

    package static let minWidth = RuleParameter("minWidth", "smallest hit width, in pt", default: 44)
    package static let minHeight = RuleParameter("minHeight", "smallest hit height, in pt", default: 44)

    package static let description = RuleDescription(
        id: "too-small", name: "Too small",
        summary: "A button's hit bounds are narrower than minWidth or lower than minHeight (Apple HIG: 44 x 44 pt).",
        details: """
            The hit bounds are the bounding box of the pixels that really reach the button, so a \
            shaped button is measured by its responding shape, and an enlarged icon by its enlarged area \
            (as far as its superview lets it through).
            Example: a 24 x 24 pt icon; `enlarge: 10` grows its hit area to 44 x 44 pt.
            """,
        defaultSeverity: .error,
        parameters: [Self.minWidth, Self.minHeight],
        examples: RuleExamples(
            triggering: .init(
                views: """
                    - id: ↓close
                      frame: [20, 20, 24, 24]
                    """),
            passing: .init(
                views: """
                    - id: close
                      frame: [20, 20, 24, 24]
                      enlarge: 10
                    """)))

    /// The change that makes a SwiftUI label respond in at least `width` x `height`: a frame
    /// and a content shape inside the label, as docs/swiftui.md shows (a test reads it back).
    package static func swiftUIAdvice(_ width: Double, _ height: Double) -> String {
        let w = MessageFormat.number(width)
        let h = MessageFormat.number(height)
        return
            "give its label `.frame(minWidth: \(w), minHeight: \(h))` and then `.contentShape(Rectangle())`, inside the label (a frame outside a Button does not grow what takes taps)"
    }

    package func check(
        _ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void
    ) {
        let (minWidth, minHeight) = (parameters[Self.minWidth], parameters[Self.minHeight])
        for (view, metrics) in analysis.targets where view.kind != .control {
            guard let bounds = metrics.hitBounds else { continue }
            let epsilon = 1e-9
            guard bounds.width + epsilon < minWidth || bounds.height + epsilon < minHeight else { continue }
            var size =
                "the hit area of \(view.quoted) is \(MessageFormat.size(bounds.width, bounds.height)), smaller than \(MessageFormat.size(minWidth, minHeight))"
            // The remedies are checked by relinting before the message names one (Advice); a
            // view read from code has one change, which makes it as large as asked by itself.
            var remedies: [Remedy] = []
            var options: [String] = []
            switch view.imported?.element {
            case ImportedFacts.swiftUIElement?:
                if let why = view.imported?.widthUnknown {
                    guard bounds.height + epsilon < minHeight else { continue }
                    size =
                        "the hit area of \(view.quoted) is \(MessageFormat.number(bounds.height)) pt high, lower than \(MessageFormat.number(minHeight)) pt (its width is not known: \(why))"
                }
                options.append(Self.swiftUIAdvice(minWidth, minHeight))
            case let element?
            where [ImportedFacts.codeConstraintsElement, ImportedFacts.codeFrameElement].contains(element):
                let what =
                    element == ImportedFacts.codeConstraintsElement
                    ? "its width and height constraints' constants" : "its frame"
                options.append(
                    "make \(what) at least \(MessageFormat.size(max(bounds.width, minWidth), max(bounds.height, minHeight)))"
                )
            default:
                if view.hitTest != .rect && view.threshold > analysis.scene.visibleAlpha {
                    remedies.append(.threshold(view: view.index, analysis.scene.visibleAlpha))
                    options.append("lower its threshold")
                }
                remedies.append(.grow(view: view.index))
                if metrics.clippedArea > 0 {
                    // The superview, unless the screen or the file's root alone cuts it.
                    let cutByAncestors = metrics.clippedArea - analysis.pastRootArea(of: view, metrics) > 0.01
                    let superview = cutByAncestors ? analysis.parentName(of: view) : nil
                    let place = superview.map { "its superview \($0)" } ?? analysis.rootPlace
                    options.append("make room for it in \(place), which cuts its hit area, or move it")
                } else {
                    options.append("enlarge it where its neighbours and superview leave room, or make it larger")
                }
            }
            emit(
                view, size,
                Evidence(
                    [.undersized(hitBounds: bounds, minWidth: minWidth, minHeight: minHeight)],
                    advice: Advice(remedies, otherwise: options.joined(separator: "; "))))
        }
    }
}
