/// A lint rule, as in SwiftLint: one self-contained value that says what it is (its static
/// description: id, default severity, typed parameters, examples) and turns a screen's analysis
/// into findings with typed evidence. Adding a rule is one file in `Rules/Catalog/` and
/// `swift run hitlint-dev generate`, which registers it (`RuleRegistry+Generated.swift`) and
/// renders what is derived from it; everything else (defaults, `rules.yaml`, reports,
/// baselines, `hitlint rules`) reads the description and the evidence.
package protocol Rule: Sendable {
    /// What the rule is; its `id` is the rule's identity (`identifier`).
    static var description: RuleDescription { get }
    init()
    /// Findings for one screen; `emit` records one with the configured severity (ignore lists are
    /// applied by the caller).
    func check(_ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void)
    /// False for a rule that reads only the manifest and the images, never the raster: a change
    /// of a view's hit-testing (enlarge, threshold, interaction) cannot change its findings, so
    /// the checks of advice skip it (docs/fixes.md, "How advice is checked").
    var readsHitTesting: Bool { get }
    /// The one finding reported for this rule's finding on several layouts (docs/layout.md),
    /// given its finding on each, in layout order (never empty). By default the worst by its
    /// measure, the first of equals or without one; a rule whose message holds numbers that no
    /// one layout gives overrides it. The linter then settles the advice (`Linter.mergedLayouts`).
    func acrossLayouts(_ findings: [Finding]) -> Finding
    /// What makes this rule's findings on several layouts of a screen one finding: by default
    /// what identifies it (`FindingIdentity`) and where it lands; a rule that reports a thing
    /// other than a view (an image) keys it by that thing, whichever view it lands on.
    func acrossLayoutsKey(_ finding: Finding) -> AcrossLayoutsKey
}

extension Rule {
    package var readsHitTesting: Bool { true }
    package func acrossLayouts(_ findings: [Finding]) -> Finding {
        var worst = findings[0]
        for finding in findings.dropFirst() {
            guard let measure = finding.evidence.measure, let was = worst.evidence.measure, measure.name == was.name
            else { continue }
            if measure.worse == .higher ? measure.value > was.value : measure.value < was.value { worst = finding }
        }
        return worst
    }
    package func acrossLayoutsKey(_ finding: Finding) -> AcrossLayoutsKey { finding.identityAndPlace }
    /// The rule's id, as configurations, reports and `ignore` lists write it.
    package static var identifier: String { description.id }
    package var identifier: String { Self.identifier }
    package var description: RuleDescription { Self.description }
}

/// What a rule is, for `hitlint rules`, the reports' rule metadata, the default rule set and
/// configuration checks.
package struct RuleDescription: Sendable {
    package let id: String
    /// Human-readable name, e.g. "Overlap conflict".
    package let name: String
    /// One line: when it fires.
    package let summary: String
    /// Why it matters and how to fix it, with an example.
    package let details: String
    package let defaultSeverity: Severity
    package let parameters: [RuleParameter]
    /// A screen that triggers the rule and one that does not (run by one test for every rule).
    package let examples: RuleExamples
    /// False for a rule a configuration cannot change (`input-error`): it is left out of the
    /// default rule set, and a rules file that names it is an error.
    package let configurable: Bool
    /// Rules whose finding on a view makes this rule's finding on it redundant: when one of them
    /// reports the view, this one does not (`tap-accuracy` defers to `too-small`).
    package let deferredTo: [any Rule.Type]
    /// The evidence figure by whose value findings are reported once per manifest (`unknown-class`:
    /// once per class): the first in report order stays, saying how many views share it.
    package let oncePer: String?
    /// A rule about what a view draws (the image rules): its finding fails a build only where
    /// it bears on a tap target, on a view that is a target, lies inside or around one, or
    /// overlaps one's hit area; elsewhere (a decorative image no target touches) it is a note
    /// (docs/rules.md, "Only what bears on a tap target fails a build").
    package let boundToTargets: Bool

    package init(
        id: String, name: String, summary: String, details: String, defaultSeverity: Severity,
        parameters: [RuleParameter] = [], deferredTo: [any Rule.Type] = [], oncePer: String? = nil,
        boundToTargets: Bool = false,
        examples: RuleExamples, configurable: Bool = true
    ) {
        self.configurable = configurable
        self.boundToTargets = boundToTargets
        self.deferredTo = deferredTo
        self.oncePer = oncePer
        self.id = id
        self.name = name
        self.summary = summary
        self.details = details
        self.defaultSeverity = defaultSeverity
        self.parameters = parameters
        self.examples = examples
    }
}
