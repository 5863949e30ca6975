import HitLintCore
import HitLintEngine
import HitLintInput

/// The change a finding's advice names, checked on the layouts where the finding does not hold.
///
/// Each layout settles its own findings' advice (`AdviceVerifier`), and a finding held on several
/// layouts keeps a change only when every one of them checked the same (`Linter.acrossLayouts`).
/// But the change is made once, in the manifest or the storyboard, so every layout the screen is
/// linted on gets it, also those where the finding does not hold: a button too small on the
/// iPhone SE alone is enlarged on the iPad too, where a neighbour may sit. There the change must
/// make no finding new or worse, which is what `hitlint fix` asks of it on every layout. A change
/// that does is not named: the finding gives its rule's options and says where the change harms
/// (docs/layout.md, "Findings across layouts").
package struct AdviceAcrossLayouts {
    package let linter: Linter
    package let images: ImageStore
    package let masks: MaskCache
    /// The storyboards and XIBs read again for resizes, each once.
    package let files = ImportedSizing.Files([:])

    /// A change named in advice, by the ids of its views (the remedy's indices are its own
    /// layout's).
    package struct Change: Hashable, Sendable {
        package let remedy: Remedy
        package let views: [String]
    }

    /// What a change does on one layout where its finding does not hold.
    package enum Verdict: Sendable {
        /// No finding is new or worse (or the view is not on that layout).
        case holds
        /// This finding is new, or worse (`worse`).
        case harms(Finding, worse: Bool)
        /// Not checked: the budget of the layout's screen is spent (each screen of each layout
        /// has one as large as a screen's own advice budget), or the views it names are not
        /// together in one of its screens.
        case unchecked
    }

    /// `groups`: each screen's merged reports (its own, then its scroll content's), in the
    /// order of `layouts` and `screens`.
    package func check(_ groups: [[ScreenReport]], layouts: [ScreenLayouts], screens: [(Manifest, ScreenSpec)])
        -> [[ScreenReport]]
    {
        // The changes to check, by screen and layout.
        var tasks: [(group: Int, layout: Int, changes: [Change])] = []
        var taskOf: [Int: [Int: Int]] = [:]
        for (group, reports) in groups.enumerated() {
            let names = layouts[group].layouts.map(\.name)
            guard names.count > 1 else { continue }
            for finding in reports.flatMap(\.findings) {
                guard let change = Self.change(of: finding) else { continue }
                for (layout, name) in names.enumerated() where !finding.devices.contains(name) {
                    if let task = taskOf[group]?[layout] {
                        if !tasks[task].changes.contains(change) { tasks[task].changes.append(change) }
                    } else {
                        taskOf[group, default: [:]][layout] = tasks.count
                        tasks.append((group, layout, [change]))
                    }
                }
            }
        }
        guard !tasks.isEmpty else { return groups }
        let work = tasks
        let verdicts = Parallel.map(work.count, jobs: linter.options.jobs) { n in
            judge(work[n].changes, on: layouts[work[n].group].layouts[work[n].layout], of: screens[work[n].group].0)
        }
        return groups.enumerated().map { group, reports in
            guard let byLayout = taskOf[group] else { return reports }
            let names = layouts[group].layouts.map(\.name)
            return reports.map { report in
                report.with(
                    findings: report.findings.map { finding in
                        guard let change = Self.change(of: finding) else { return finding }
                        var unchecked = false
                        for (layout, name) in names.enumerated() where !finding.devices.contains(name) {
                            switch verdicts[byLayout[layout]!][change]! {
                            case .holds: continue
                            case .unchecked: unchecked = true
                            case .harms(let harm, let worse):
                                let made =
                                    worse
                                    ? "makes \(harm.rule)'s finding on \(harm.quotedView) worse"
                                    : "makes a new \(harm.rule) finding on \(harm.quotedView)"
                                return finding.unchecked(
                                    AdviceWithheld(.refused("the change that removes it \(made) on \(name)")))
                            }
                        }
                        return unchecked ? finding.unchecked(AdviceWithheld(.noCommonChange)) : finding
                    })
            }
        }
    }

    /// The change a finding names that its layouts do not all hold: nil when it names none, or
    /// holds on every layout (each checked it).
    package static func change(of finding: Finding) -> Change? {
        guard !finding.devices.isEmpty, finding.devices != ["all"], let advice = finding.advice,
            let remedy = advice.remedy,
            advice.views.count == remedy.views.count
        else { return nil }
        return Change(remedy: remedy, views: advice.views)
    }

    /// What each change does on `layout`: applied to the screen (or scroll content screen) that
    /// holds its views, linted again around it, as a layout's own advice is checked.
    package func judge(_ changes: [Change], on layout: ScreenLayouts.Layout, of manifest: Manifest) -> [Change: Verdict]
    {
        let screens = [layout.screen] + layout.scrolled
        let numbered = screens.map(ScreenVariant.numbers(in:))
        var verifiers: [Int: AdviceVerifier] = [:]
        var result: [Change: Verdict] = [:]
        for change in changes {
            guard let screen = numbered.firstIndex(where: { index in change.views.allSatisfy { index[$0] != nil } })
            else {
                // A view a size class leaves out of this layout is not changed on it.
                let absent = !numbered.contains { $0[change.views[0]] != nil }
                result[change] = absent ? .holds : .unchecked
                continue
            }
            // A screen whose own advice check the budget cannot pay is not analysed for it either.
            guard ScreenVariant.viewSpecs(in: screens[screen]).count <= AdviceVerifier.budgetPerScreen else {
                result[change] = .unchecked
                continue
            }
            if verifiers[screen] == nil {
                let spec = screens[screen]
                let (analysis, findings) = linter.analyze(spec, of: manifest, images: images, masks: masks)
                let (linter, images, masks) = (self.linter, self.images, self.masks)
                var verifier = AdviceVerifier(
                    screen: spec, analysis: analysis, configuration: linter.options.configuration, findings: findings
                ) { copy, variant, changed in
                    linter.relint(
                        copy, of: manifest, images: images, masks: masks, variant: variant, changed: changed,
                        original: analysis)
                }
                // A resize is laid out again where it moves other views, as on the layout that named it.
                let sizes = ImportedSizing(
                    screen: spec, scene: analysis.scene,
                    maxBytes: linter.options.configuration.manifestLimits.maxXMLBytes,
                    files: files, layoutBase: screen == 0 ? layout.base : nil)
                verifier.sizing = sizes.sizing(of:)
                verifier.layoutBase = sizes.layoutBase
                verifiers[screen] = verifier
            }
            let verifier = verifiers[screen]!
            guard let remedy = change.remedy.on(change.views, numbered: numbered[screen]),
                let outcome = verifier.outcome(of: [remedy])
            else {
                result[change] = .unchecked
                continue
            }
            guard let harm = outcome.harm else {
                result[change] = .holds
                continue
            }
            let key = AdviceVerifier.FindingKey(harm)
            result[change] = .harms(harm, worse: verifier.findings.contains { AdviceVerifier.FindingKey($0) == key })
        }
        return result
    }
}
