/// Runs the configured rules over a screen and applies each view's `ignore` list.
public struct RuleRunner: Sendable {
    public let registry: RuleRegistry
    public let configuration: LintConfiguration

    public init(registry: RuleRegistry = .standard, configuration: LintConfiguration) {
        self.registry = registry
        self.configuration = configuration
    }

    /// Where a finding points: a finding about an image at the `image:` (or `backgroundImage:`)
    /// key that names it, any other at the view's `id`.
    static func location(of evidence: Evidence, _ view: SceneView, _ analysis: ScreenAnalysis) -> SourceLocation {
        guard let name = evidence.image else { return view.location }
        let references = [view.image?.reference, view.background?.reference].compactMap { $0 }
            + analysis.scene.imageProblems.filter { $0.view == view.index }.map(\.reference)
        return references.first { $0.name == name }?.location ?? view.location
    }

    public func findings(for analysis: ScreenAnalysis) -> [Finding] {
        var findings: [Finding] = []
        for rule in registry.rules {
            let id = rule.description.id
            guard let entry = configuration.entry(for: id), let severity = entry.severity else { continue }
            rule.check(analysis, entry.parameters) { view, message, evidence in
                guard !view.ignore.contains(id) else { return }
                findings.append(Finding(rule: id, severity: severity, location: RuleRunner.location(of: evidence, view, analysis),
                                        screen: analysis.scene.screen.name, view: view.id, message: message, evidence: evidence,
                                        manifest: analysis.scene.manifest.path))
            }
        }
        // A rule that defers to another says nothing of a view that one reports.
        let deferring = registry.rules.filter { !$0.description.deferredTo.isEmpty }.map(\.description)
        if findings.contains(where: { finding in deferring.contains { $0.id == finding.rule } }) {
            struct Reported: Hashable { let rule: String, view: String }
            let reported = Set(findings.map { Reported(rule: $0.rule, view: $0.view) })
            findings.removeAll { finding in
                guard let rule = deferring.first(where: { $0.id == finding.rule }) else { return false }
                return rule.deferredTo.contains { reported.contains(Reported(rule: $0, view: finding.view)) }
            }
        }
        // Indices are sorted, not the findings: a finding is a large value, costly to move.
        return findings.indices.sorted { Finding.reportOrder(findings[$0], findings[$1]) }.map { findings[$0] }
    }
}
