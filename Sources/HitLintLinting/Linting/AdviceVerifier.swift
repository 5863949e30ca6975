import HitLintCore
import HitLintEngine
import HitLintInput

/// Checks the remedies a screen's findings propose and writes the ones that hold into their
/// messages (docs/fixes.md). A remedy holds for a finding when, applied to a copy of the screen
/// that is linted again, the finding is gone and no finding is new or worse; a `.grow` is
/// planned first (`EnlargePlanner`). One change that removes several findings of a view says so
/// in each.
package struct AdviceVerifier {
    package let screen: ScreenSpec
    package let analysis: ScreenAnalysis
    package let configuration: LintConfiguration
    /// The screen's own findings, advice unsettled.
    package let findings: [Finding]
    /// Lints a copy of the screen, findings without settled advice, around the targets the
    /// variant names. A range: only the views of that range of indices hit-test differently (the
    /// rest of the raster, and the metrics of targets the change does not reach, are reused).
    package let lint: (ScreenSpec, ScreenVariant, Range<Int>?) -> Relint
    /// The screen's own findings by key (what every change is compared with).
    private let before: [FindingKey: Finding]
    /// The screen's layout as it stands, for resizes laid out again (`ImportedSizing.layoutBase`
    /// of the same screen, where the caller has one).
    package var layoutBase = ResolvedResize.Memo()
    /// Nil: no limit (`hitlint fix`).
    package var budget: Budget? = Budget(AdviceVerifier.budgetPerScreen)
    /// The edit of the manifest that a chosen remedy is, for a finding `hitlint fix` fixes.
    package var fixing: ((Finding, Remedy) -> FindingFix?)? = nil
    /// How the file a screen is imported from sizes a view whose class does not enlarge (nil for
    /// the others: they are enlarged in the manifest); a refusal says why hitlint cannot size it.
    package var sizing: ((Int) -> Result<any ViewSizing, ResizeRefusal>?)? = nil

    /// The planner of a view's growth: an `enlarge`, a frame its file sizes, or why neither.
    package func planner(for view: Int) -> Result<EnlargePlanner, ResizeRefusal> {
        switch sizing?(view) {
        case .none: return .success(EnlargePlanner(verifier: self))
        case .success(let sized): return .success(EnlargePlanner(verifier: self, sizing: sized))
        case .failure(let why): return .failure(why)
        }
    }

    /// How far a change reaches: 4 sigma of the finger (a tap's chance beyond it is under 0.0001)
    /// and the spacing circle.
    package var margin: Double {
        max(4 * analysis.finger.sigma, configuration.spacingDiameter).rounded(.up)
    }

    /// `keyedFindings`: `findings` by key, when the caller has them already (`hitlint fix` checks
    /// one finding after another against the same analysis: keying them each time was quadratic).
    package init(
        screen: ScreenSpec, analysis: ScreenAnalysis, configuration: LintConfiguration, findings: [Finding],
        keyedFindings: [FindingKey: Finding]? = nil, lint: @escaping (ScreenSpec, ScreenVariant, Range<Int>?) -> Relint
    ) {
        (self.screen, self.analysis, self.configuration, self.findings, self.lint) = (
            screen, analysis, configuration, findings, lint
        )
        before = keyedFindings ?? Self.keyed(findings)
    }

    /// The findings of a changed copy of the screen, and what they cover: a finding of the
    /// original outside it is neither removed nor kept by the change.
    package struct Relint {
        package var findings: [Finding]
        /// The views (ids) whose findings were computed in full; nil: every view.
        package var views: Set<String>?
        /// The rules that ran; nil: every rule.
        package var rules: Set<String>?

        package func covers(_ key: FindingKey) -> Bool {
            (views?.contains(key.view) ?? true) && (rules?.contains(key.rule) ?? true)
        }
    }

    /// What a change does to the findings near it.
    package struct Outcome {
        /// Findings the change removes.
        package var removed: Set<FindingKey>
        /// Findings after the change, by key.
        package var after: [FindingKey: Finding]
        /// The first finding the change creates or worsens, if any.
        package var harm: Finding?
        /// A resize laid out again left the view its size: its constraints or its stack view hold it.
        package var held = false
        /// Why a resize of a view a stack view arranges cannot be laid out again, so not checked.
        package var unsolved: String? = nil
    }

    /// Findings compared across a change: rule, view and what tells two apart (not the message,
    /// whose sample points may move).
    package struct FindingKey: Hashable {
        package let rule: String
        package let view: String
        package let detail: String
        package init(_ finding: Finding) {
            (rule, view, detail) = (finding.rule, finding.view, finding.evidence.detail)
        }
        package init(rule: String, view: String, detail: String = "") {
            (self.rule, self.view, self.detail) = (rule, view, detail)
        }
    }

    /// What a screen's advice checks may cost, in views relinted (a relint of a screen of 30
    /// views costs 30): a screen dense with findings gets its first findings' advice checked, and
    /// the rest give their options and say that not every change was checked (docs/fixes.md, "Cost").
    package static let budgetPerScreen = 64

    /// What checking advice may still spend on this screen, in views relinted.
    package final class Budget {
        package var left: Int
        /// What it started with.
        package let total: Int
        package init(_ left: Int) { (self.left, self.total) = (left, left) }
    }

    /// Lints the variant around `remedies` without and with them; nil when the budget cannot pay.
    /// `exempt`: findings that are the change's goal, not harm (a planner's own rules on its view).
    package func outcome(of remedies: [Remedy], exempt: (FindingKey) -> Bool = { _ in false }) -> Outcome? {
        let cost = analysis.scene.views.count - 1
        if let budget {
            guard budget.left >= cost else { return nil }
            budget.left -= cost
        }
        // One view's hit-testing changed: the relint finds what it touched from the raster.
        var changed = changedViews(remedies)
        var variant = changed == nil ? ScreenVariant.around(remedies, in: analysis.scene, margin: margin) : .whole
        var spec = variant.spec(of: screen, applying: remedies)
        // A resize that moves other views than its own (a stack view's neighbours) is linted as
        // the layout solved again gives it, around where the moved views were and are.
        if remedies.count == 1, case .resize(let view, let growth) = remedies[0],
            case .success(let sized)? = sizing?(view)
        {
            switch ResolvedResize.apply(
                growth: growth, to: analysis.scene.views[view].id, sizing: sized, in: screen,
                base: layoutBase.base(of: screen))
            {
            case .notSolved(let why):
                if sized.arranged {
                    return Outcome(removed: [], after: before, harm: nil, unsolved: why)
                }
            case .breaks(let constraint):
                return Outcome(removed: [], after: before, harm: conflict(constraint, nil))
            case .breaksMade(let made):
                return Outcome(removed: [], after: before, harm: conflict(nil, made))
            case .laidOut(let laid, let moved, let zone):
                if !moved.contains(analysis.scene.views[view].id) {
                    return Outcome(removed: [], after: before, harm: nil, held: true)
                }
                let grown = ScreenVariant.viewSpecs(in: spec).map(\.frame)
                let solved = ScreenVariant.viewSpecs(in: laid).map(\.frame)
                if grown.count != solved.count
                    || zip(grown, solved).contains(where: { !LayoutReproduction.gives($0, $1) })
                {
                    // Linted around where the moved views were and are.
                    let around = zone.map { ScreenVariant.around($0, in: analysis.scene, margin: margin) } ?? .whole
                    (spec, variant, changed) = (laid, around, nil)
                }
            }
        }
        let relint = lint(spec, variant, changed)
        let after = Self.keyed(relint.findings)
        var harm: Finding?
        for key in after.keys.sorted(by: { ($0.view, $0.rule, $0.detail) < ($1.view, $1.rule, $1.detail) }) {
            let finding = after[key]!
            if exempt(key) { continue }
            guard let old = before[key] else {
                harm = finding
                break
            }
            if let measure = finding.evidence.measure, let was = old.evidence.measure, measure.isWorse(than: was.value)
            {
                harm = finding
                break
            }
        }
        return Outcome(
            removed: Set(before.keys.filter(relint.covers)).subtracting(after.keys), after: after, harm: harm)
    }

    /// The `layout-conflict` finding a change makes: a constraint the edited layout breaks.
    private func conflict(_ constraint: LayoutConstraint?, _ made: MadeConstraint?) -> Finding? {
        let severity = configuration.entry(for: LayoutConflictRule.identifier)?.severity ?? .warning
        if let constraint {
            return LayoutConflictRule.finding(
                for: constraint, screen: screen, severity: severity, manifest: screen.location.file)
        }
        return made.map {
            LayoutConflictRule.finding(made: $0, screen: screen, severity: severity, manifest: screen.location.file)
        }
    }

    /// The views whose hit-testing alone a change alters: one view's subtree; nil for a reorder,
    /// which redraws.
    private func changedViews(_ remedies: [Remedy]) -> Range<Int>? {
        guard remedies.count == 1, let remedy = remedies.first else { return nil }
        if case .moveAfter = remedy { return nil }
        return remedy.view..<analysis.scene.views[remedy.view].subtreeEnd
    }

    package static func keyed(_ findings: [Finding]) -> [FindingKey: Finding] {
        var keyed: [FindingKey: Finding] = [:]
        for finding in findings { keyed[FindingKey(finding)] = keyed[FindingKey(finding)] ?? finding }
        return keyed
    }

    /// The findings with their advice settled: the first remedy that holds, else the options, with
    /// why none holds, or that the budget left some change unchecked.
    package func settle(_ findings: [Finding]) -> [Finding] {
        guard findings.contains(where: { !($0.evidence.advice?.remedies.isEmpty ?? true) }) else { return findings }
        var outcomes: [Remedy: (remedy: Remedy, outcome: Outcome?)] = [:]
        struct PlanKey: Hashable {
            let view: Int
            let rule: String
        }
        var plans: [PlanKey: EnlargePlanner.Plan] = [:]
        // The changes the budget could not pay to check.
        var unpaid = Set<Remedy>()
        return findings.map { finding in
            guard let advice = finding.evidence.advice, !advice.remedies.isEmpty else { return finding }
            let key = FindingKey(finding)
            var why: AdviceWithheld.Reason?
            var spent = false
            for candidate in advice.remedies {
                if case .grow(let view) = candidate {
                    let planKey = PlanKey(view: view, rule: finding.rule)
                    let planner = planner(for: view)
                    let plan: EnlargePlanner.Plan
                    switch planner {
                    case .success(let planner): plan = plans[planKey] ?? planner.plan(view: view, rule: finding.rule)
                    case .failure(.refused(let reason)): plan = .impossible(reason)
                    }
                    plans[planKey] = plan
                    switch plan {
                    case .impossible(let reason): why = why ?? .refused(reason)
                    case .unchecked: spent = true
                    case .enlarge(let insets, let outcome):
                        let remedy = (try? planner.get())?.remedy(view: view, insets) ?? .enlarge(view: view, insets)
                        let still = outcome.after.keys.first {
                            $0.view == key.view && $0.rule != key.rule && EnlargePlanner.goalRules.contains($0.rule)
                        }
                        return fixed(
                            finding,
                            self.advice(remedy, removing: outcome.removed, besides: key, stillReportedBy: still?.rule))
                    }
                    continue
                }
                if outcomes[candidate] == nil, !plausible(candidate) { outcomes[candidate] = (candidate, nil) }
                if outcomes[candidate] == nil {
                    let outcome = outcome(of: [candidate])
                    if outcome == nil { unpaid.insert(candidate) }
                    outcomes[candidate] = (candidate, outcome.flatMap { $0.harm == nil ? $0 : nil })
                }
                if unpaid.contains(candidate) { spent = true }
                guard let (remedy, outcome) = outcomes[candidate], let outcome, outcome.removed.contains(key) else {
                    continue
                }
                return fixed(finding, self.advice(remedy, removing: outcome.removed, besides: key))
            }
            // Nothing refused, something not checked: say so, rather than give the options as if
            // none could help.
            if why == nil, spent, let budget { why = .budget(total: budget.total) }
            return why.map { finding.advised(FindingAdvice(options: advice.options, withheld: AdviceWithheld($0))) }
                ?? finding
        }
    }

    /// The finding with its checked advice, and its fix when the remedy is one `hitlint fix`
    /// makes for it: a key of its own view.
    private func fixed(_ finding: Finding, _ advice: FindingAdvice) -> Finding {
        var advice = advice
        advice.views = advice.remedy?.views.map { analysis.scene.views[$0].id } ?? []
        var copy = finding.advised(advice)
        guard let remedy = advice.remedy, let fixing, ManifestFixer.fixableRules.contains(finding.rule),
            analysis.scene.views[remedy.view].id == finding.view
        else {
            return copy
        }
        copy.fix = fixing(copy, remedy)
        return copy
    }

    /// False for a change that would plainly create another finding, so it is not linted: a view
    /// brought in front of a sibling button whose drawing its hit area overlaps takes that
    /// button's taps.
    package func plausible(_ remedy: Remedy) -> Bool {
        guard case .moveAfter(let view, let sibling) = remedy else { return true }
        let views = analysis.scene.views
        for other in sibling..<views[sibling].subtreeEnd where views[other].isTarget {
            if views[view].hitRect.intersection(views[other].drawExtent).area >= 1 { return false }
        }
        return true
    }

    /// "lower its threshold to 0.1 (threshold: 0.1), which also removes its low-coverage finding".
    package func advice(
        _ remedy: Remedy, removing removed: Set<FindingKey>, besides key: FindingKey,
        stillReportedBy still: String? = nil
    ) -> FindingAdvice {
        let views = analysis.scene.views
        let subject = views[remedy.view]
        let own = subject.id == key.view
        let name = own ? "it" : subject.quoted
        let change: String
        var settings: [ResizeSetting] = []
        switch remedy {
        case .threshold(let view, let value) where ScreenVariant.viewSpec(at: view, in: screen)?.imported != nil:
            // An imported view's threshold is its class's: set where the class reads it, or in its code.
            let facts = ScreenVariant.viewSpec(at: view, in: screen)!.imported!
            let threshold = MessageFormat.number(value, places: 3)
            if let key = facts.thresholdAttribute, let backend = FixBackends.backend(for: screen) {
                let number = ClassNumber(
                    keyPath: key, value: value / (facts.attributeScale == 0 ? 1 : facts.attributeScale))
                change = "\(type(of: backend).numberWording(number, of: subject.quoted)) (threshold \(threshold))"
            } else {
                change =
                    "lower the threshold of \(facts.customClass.map { "its class '\($0)'" } ?? "its class") to \(threshold), in the class's code (threshold: \(threshold) in its classes entry says so to hitlint)"
            }
        case .threshold(_, let value):
            change =
                "lower \(own ? "its" : "the") threshold\(own ? "" : " of \(subject.quoted)") to \(MessageFormat.number(value, places: 3)) (threshold: \(MessageFormat.number(value, places: 3)))"
        case .enlarge(_, let insets):
            change = EnlargePlanner.wording(name: name, from: subject.enlarge, to: insets)
        case .resize(let view, let growth):
            if case .success(let sized)? = sizing?(view) {
                change = sized.wording(name: subject.quoted, growing: growth)
                settings = sized.settings(growing: growth)
            } else {
                change = "make \(subject.quoted) larger"
            }
        case .moveAfter(_, let sibling):
            change = "move \(subject.quoted) after \(views[sibling].quoted) in the views list"
        case .noInteraction:
            change = "set userInteractionEnabled: false on \(subject.quoted)"
        case .grow:
            change = "enlarge \(name)"
        }
        let others = Set(removed.filter { $0 != key && $0.view == key.view }.map(\.rule)).sorted()
        return FindingAdvice(
            change: change, remedy: remedy, settings: settings, alsoRemoves: others, stillReportedBy: still)
    }
}
