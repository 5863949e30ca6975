import Foundation

/// Findings accepted on the day a team adopts hitlint: a run with `--baseline` reports only
/// findings that are not recorded, or whose figures got worse. Entries are keyed by the manifest
/// path relative to the baseline file, the screen, the view, the rule and what distinguishes two
/// findings of one rule on one view (never by line), so moving lines keeps the baseline valid.
public struct Baseline: Sendable {
    public struct Entry: Sendable, Hashable {
        public let manifest: String
        public let screen: String
        public let view: String
        public let rule: String
        public let detail: String
        /// The finding's figure (stolen area, coverage, ...), to notice when it gets worse.
        public let measure: Double?
    }

    public private(set) var entries: [Entry]
    /// The folder the manifest paths are relative to.
    public let folder: URL

    public init(entries: [Entry], folder: URL) {
        self.entries = entries
        self.folder = folder
    }

    /// The baseline of a report's findings, for a file at `path`.
    public init(report: LintReport, path: String) {
        folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        entries = report.findings.map { Baseline.entry(for: $0, folder: URL(fileURLWithPath: path).deletingLastPathComponent()) }
    }

    static func entry(for finding: Finding, folder: URL) -> Entry {
        let identity = FindingIdentity(finding)
        return Entry(manifest: PathRelation.relative(identity.manifest, to: folder), screen: identity.screen, view: identity.view,
                     rule: identity.rule, detail: identity.detail, measure: finding.evidence.measure?.value)
    }

    private struct Key: Hashable {
        let manifest, screen, view, rule, detail: String
        init(_ e: Entry) { (manifest, screen, view, rule, detail) = (e.manifest, e.screen, e.view, e.rule, e.detail) }
    }

    /// The report without the recorded findings. A recorded finding whose figure got worse stays,
    /// its message saying what the baseline had.
    public func apply(to report: LintReport) -> LintReport {
        var recorded: [Key: [Entry]] = [:]
        for entry in entries { recorded[Key(entry), default: []].append(entry) }
        var hidden = 0
        let screens = report.screens.map { screen in
            let kept = screen.findings.compactMap { finding -> Finding? in
                let entry = Baseline.entry(for: finding, folder: folder)
                guard let matches = recorded[Key(entry)], !matches.isEmpty else { return finding }
                guard let measure = finding.evidence.measure, let before = matches.compactMap(\.measure).first,
                      measure.isWorse(than: before) else {
                    hidden += 1
                    return nil
                }
                return finding.with(message: finding.message + " (worse than the baseline: \(MessageFormat.number(before, places: 3)) \(measure.unit))")
            }
            return screen.with(findings: kept)
        }
        return LintReport(manifests: report.manifests, screens: screens, suppressedCount: report.suppressedCount + hidden, timings: report.timings)
    }

    // MARK: File

    public func write(to path: String) throws {
        let sorted = entries.sorted { ($0.manifest, $0.screen, $0.view, $0.rule, $0.detail) < ($1.manifest, $1.screen, $1.view, $1.rule, $1.detail) }
        let document: JSONValue = .object([
            ("version", .number(1)),
            ("tool", .string("hitlint")),
            ("findings", .array(sorted.map { entry in
                .object([("manifest", .string(entry.manifest)), ("screen", .string(entry.screen)), ("view", .string(entry.view)),
                         ("rule", .string(entry.rule)), ("detail", .string(entry.detail)),
                         ("measure", entry.measure.map { .rounded($0, 3) } ?? .null)])
            })),
        ])
        try Data((document.serialized(pretty: true) + "\n").utf8).write(to: URL(fileURLWithPath: path))
    }

    public static func load(path: String) throws(InputError) -> Baseline {
        let url = URL(fileURLWithPath: path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw InputError(Diagnostic("cannot read the baseline file", file: path))
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              object["version"] as? Int == 1, let findings = object["findings"] as? [[String: Any]] else {
            throw InputError(Diagnostic("not a hitlint baseline (expected JSON with \"version\": 1 and \"findings\"); write one with --write-baseline", file: path))
        }
        var entries: [Entry] = []
        for (n, item) in findings.enumerated() {
            guard let manifest = item["manifest"] as? String, let screen = item["screen"] as? String,
                  let view = item["view"] as? String, let rule = item["rule"] as? String else {
                throw InputError(Diagnostic("baseline entry \(n + 1) lacks manifest, screen, view or rule", file: path))
            }
            let measure = (item["measure"] as? NSNumber)?.doubleValue
            entries.append(Entry(manifest: manifest, screen: screen, view: view, rule: rule,
                                 detail: item["detail"] as? String ?? "", measure: measure.flatMap { $0.isFinite ? $0 : nil }))
        }
        return Baseline(entries: entries, folder: url.deletingLastPathComponent())
    }
}
