import HitLintCore
import HitLintEngine
import HitLintInput

/// The reports of a screen's layouts merged into one (docs/layout.md, "Findings across
/// layouts"), and findings reported once across scroll content and once per value.
extension Linter {
    /// One report for the layouts of a screen (`screen`, given for the screen itself) or of a
    /// scroll content screen (nil): the first layout's views, and each finding once, with the
    /// layouts it holds on (`all` when every layout of the screen), the `layout-conflict`
    /// findings of the solved layouts and the screen's `layout-unsolved` note. The stored frames
    /// alone give their report as it is.
    package func mergedLayouts(
        _ entries: [(layout: Int, report: ScreenReport)], layouts: ScreenLayouts, screen: ScreenSpec?,
        manifest: Manifest
    ) -> ScreenReport {
        var extra: [[Finding]] = Array(repeating: [], count: entries.count)
        var note: [Finding] = []
        if let screen {
            extra = layoutConflicts(entries, layouts: layouts, screen: screen, manifest: manifest) ?? extra
            if let why = layouts.unsolvedNote,
                let severity = options.configuration.entry(for: LayoutUnsolvedRule.identifier)?.severity
            {
                let partly = layouts.unsolved == nil && layouts.layouts.contains { $0.target != nil }
                note = [
                    LayoutUnsolvedRule.finding(
                        why: why, screen: screen, severity: severity, manifest: manifest.path, partly: partly)
                ]
            }
        }
        guard let first = entries.first?.report else {
            return screen.map { ScreenReport.empty(screen: $0, manifest: manifest.path) }
                ?? ScreenReport.empty(
                    screen: ScreenSpec(
                        name: "", size: Size(width: 0, height: 0), views: [],
                        location: SourceLocation(file: manifest.path, line: 1, column: 1)), manifest: manifest.path)
        }
        if !layouts.asked {
            guard !note.isEmpty || !extra[0].isEmpty else { return first }
            return first.with(findings: Finding.inReportOrder(first.findings + extra[0] + note))
        }
        // Each finding once, by what identifies it and where it lands, with the layouts it holds on.
        var order: [AcrossLayoutsKey] = []
        var found: [AcrossLayoutsKey: (findings: [Finding], layouts: [Int])] = [:]
        for (i, entry) in entries.enumerated() {
            for finding in entry.report.findings + extra[i] {
                let key = options.registry.rule(id: finding.rule)?.acrossLayoutsKey(finding) ?? finding.identityAndPlace
                if found[key] == nil {
                    order.append(key)
                    found[key] = ([finding], [entry.layout])
                } else if found[key]!.layouts.last != entry.layout {
                    found[key]!.findings.append(finding)
                    found[key]!.layouts.append(entry.layout)
                }
            }
        }
        let names = layouts.layouts.map(\.name)
        var findings = order.map { key -> Finding in
            let (all, on) = found[key]!
            return Self.acrossLayouts(
                all, rule: options.registry.rule(id: all[0].rule), onMap: on.firstIndex(of: entries[0].layout),
                layouts: on.map { names[$0] }
            )
            .on(on.count == layouts.layouts.count ? ["all"] : on.map { names[$0] })
        }
        findings += note.map { $0.on(["all"]) }
        var report = first.with(findings: Finding.inReportOrder(findings))
        if screen != nil {
            report.layouts = layoutReports(
                entries, layouts: layouts, layoutsOfFindings: Array(found.values.map(\.layouts)))
        }
        return report
    }

    /// The `layout-conflict` findings of each entry's solved layout (nil: the rule is off). A
    /// conflict no target's frame depends on is a note (docs/layout.md).
    private func layoutConflicts(
        _ entries: [(layout: Int, report: ScreenReport)], layouts: ScreenLayouts, screen: ScreenSpec, manifest: Manifest
    ) -> [[Finding]]? {
        guard let severity = options.configuration.entry(for: LayoutConflictRule.identifier)?.severity else {
            return nil
        }
        let dependence = TargetDependence(screen: screen)
        let why = "(a note: no tap target's frame depends on it)"
        return entries.map { entry in
            let layout = layouts.layouts[entry.layout]
            return layout.conflicts.map {
                let finding = LayoutConflictRule.finding(
                    for: $0, screen: layout.screen, severity: severity, manifest: manifest.path)
                return dependence.bears($0) || severity == .note ? finding : finding.demotedToNote(why)
            }
                + layout.madeConflicts.map {
                    let finding = LayoutConflictRule.finding(
                        made: $0, screen: layout.screen, severity: severity, manifest: manifest.path)
                    return dependence.bears(view: $0.view) || severity == .note ? finding : finding.demotedToNote(why)
                }
        }
    }

    /// The screen's layouts for its report; those with findings of their own (that the first
    /// layout has not) keep their map. `layoutsOfFindings`: the layouts each finding holds on.
    private func layoutReports(
        _ entries: [(layout: Int, report: ScreenReport)], layouts: ScreenLayouts, layoutsOfFindings: [[Int]]
    ) -> [LayoutReport] {
        var own = Set<Int>()
        for on in layoutsOfFindings where !on.contains(entries[0].layout) { own.formUnion(on) }
        let maps = Dictionary(entries.map { ($0.layout, $0.report.hitMap) }, uniquingKeysWith: { a, _ in a })
        return layouts.layouts.enumerated().map { index, layout in
            var item = LayoutReport(
                name: layout.name, device: layout.target?.device.name, orientation: layout.target?.orientation,
                size: layout.screen.size, frames: layout.frames)
            if own.contains(index) { item.hitMap = maps[index] ?? nil }
            return item
        }
    }

    /// One finding for a finding on several layouts, in layout order: the rule's choice
    /// (`Rule.acrossLayouts`), with its advice when every layout gave the same (each checked that
    /// change on its own layout, so it holds on all of them) or when none names a change. A change
    /// named on some layouts and not the same on others was checked on those only: the rule's
    /// options are given instead, which name none.
    /// `onMap`: which of `findings` is on the layout whose map the report shows (nil: none); the
    /// chosen one's sample point is drawn only if it is that one.
    /// Advice is compared by `FindingAdvice.key`, never by its sentence. `layouts`: the names of the findings'
    /// layouts, when known: the first that names no change and says why gives its reason.
    package static func acrossLayouts(_ findings: [Finding], rule: (any Rule)?, onMap: Int?, layouts: [String] = [])
        -> Finding
    {
        var chosen = rule?.acrossLayouts(findings) ?? findings[0]
        let sample = chosen.evidence.sample
        if onMap.map({ sample == nil || findings[$0].evidence.sample != sample || !findings[$0].sampleOnMap }) ?? true {
            chosen = chosen.offMap()
        }
        guard findings.contains(where: { $0.advice?.key != findings[0].advice?.key }),
            findings.contains(where: { $0.remedy != nil })
        else {
            return chosen
        }
        // Unchecked, a layout's advice is its rule's options, then why no change holds there. A
        // finding merged across layouts before (a screen's, then its scroll content's) says on
        // which already, and is passed on as it is. A change refused is told before one the
        // budget left unchecked, and both before a merge that checked no one change.
        let reasons = zip(findings, layouts).compactMap { finding, layout -> AdviceWithheld? in
            guard finding.remedy == nil, let withheld = finding.advice?.withheld else { return nil }
            return withheld.layout != nil || withheld.reason == .noCommonChange
                ? withheld : AdviceWithheld(withheld.reason, on: layout)
        }
        let first = reasons.enumerated().min { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
        return chosen.unchecked(first?.element ?? AdviceWithheld(.noCommonChange))
    }

    /// A view whose scroll view's content fits on some layouts and scrolls on others is in the
    /// screen on the first and in the content's own screen on the others: its finding is
    /// reported once, in the first screen that has it, with the layouts of both, its figures and
    /// advice settled as across layouts (`acrossLayouts`).
    package static func onceAcrossScrolling(_ screens: [ScreenReport], layouts: [String], registry: RuleRegistry)
        -> [ScreenReport]
    {
        guard screens.count > 1 else { return screens }
        let key = PlacedFindingKey.init
        var devices: [PlacedFindingKey: Set<String>] = [:]
        var owner: [PlacedFindingKey: Int] = [:]
        var held: [PlacedFindingKey: [Finding]] = [:]
        for (index, screen) in screens.enumerated() {
            for finding in screen.findings where !finding.devices.isEmpty {
                let k = key(finding)
                if owner[k] == nil { owner[k] = index }
                held[k, default: []].append(finding)
                devices[k, default: []].formUnion(finding.devices == ["all"] ? layouts : finding.devices)
            }
        }
        guard owner.count < screens.reduce(0, { $0 + $1.findings.filter { !$0.devices.isEmpty }.count }) else {
            return screens
        }
        return screens.enumerated().map { index, screen in
            screen.with(
                findings: screen.findings.compactMap { finding in
                    guard !finding.devices.isEmpty else { return finding }
                    let k = key(finding)
                    guard owner[k] == index, let all = held[k] else { return nil }
                    let on = layouts.filter { devices[k]!.contains($0) }
                    // Each merged finding stands for the layouts it held on, named as a report
                    // lists them, so a change refused on some of them says where.
                    let labels = all.map { ($0.devices == ["all"] ? layouts : $0.devices).joined(separator: "; ") }
                    let settled =
                        all.count == 1
                        ? finding
                        : acrossLayouts(
                            all, rule: registry.rule(id: finding.rule), onMap: finding.sampleOnMap ? 0 : nil,
                            layouts: labels
                        )
                        .inScreen(finding.screen)
                    return settled.on(on.count == layouts.count ? ["all"] : on)
                })
        }
    }

    /// The findings of rules reported once per value of an evidence figure (`oncePer`): in each
    /// manifest, the first in report order stays, annotated with how many views share the value,
    /// and the others go.
    package static func oncePerValue(_ screens: [ScreenReport], registry: RuleRegistry) -> [ScreenReport] {
        var keys: [String: String] = [:]
        for rule in registry.rules { if let figure = rule.description.oncePer { keys[rule.identifier] = figure } }
        guard !keys.isEmpty else { return screens }
        struct Shared: Hashable {
            let manifest: String
            let rule: String
            let value: String
        }
        let key = { (manifest: String, finding: Finding) -> Shared? in
            guard let figure = keys[finding.rule], let value = finding.evidence.figure(figure) else { return nil }
            return Shared(manifest: manifest, rule: finding.rule, value: value)
        }
        var counts: [Shared: Int] = [:]
        var first: [Shared: Finding] = [:]
        for screen in screens {
            for finding in screen.findings {
                guard let k = key(screen.manifest, finding) else { continue }
                counts[k, default: 0] += 1
                if first[k].map({ Finding.reportOrder(finding, $0) }) ?? true { first[k] = finding }
            }
        }
        guard counts.values.contains(where: { $0 > 1 }) else { return screens }
        return screens.map { screen in
            screen.with(
                findings: screen.findings.compactMap { finding in
                    guard let k = key(screen.manifest, finding), let count = counts[k] else { return finding }
                    guard count > 1 else { return finding }
                    return first[k] == finding ? finding.annotated("(\(count) views share it)") : nil
                })
        }
    }
}

/// A finding's rule, view, subject and place: the same finding in a screen and in its scroll
/// view's content screen (`Linter.onceAcrossScrolling`).
private struct PlacedFindingKey: Hashable {
    let finding: AdviceVerifier.FindingKey
    let location: SourceLocation

    init(_ finding: Finding) { (self.finding, location) = (AdviceVerifier.FindingKey(finding), finding.location) }
}
