import Foundation
import HitLintCore
import HitLintEngine
import HitLintInput
import HitLintReporting

/// Findings accepted on the day a team adopts hitlint: a run with `--baseline` reports only
/// findings that are not recorded, or whose figures got worse. Entries are keyed by the manifest
/// path relative to the baseline file, the screen, the view, the rule and what distinguishes two
/// findings of one rule on one view (never by line), so moving lines keeps the baseline valid.
package struct Baseline: Sendable {
    package struct Entry: Sendable, Hashable {
        package let manifest: String
        package let screen: String
        package let view: String
        package let rule: String
        package let detail: String
        /// The finding's figure (stolen area, coverage, ...), to notice when it gets worse.
        package let measure: Double?
    }

    package private(set) var entries: [Entry]
    /// The folder the manifest paths are relative to.
    package let folder: URL

    package init(entries: [Entry], folder: URL) {
        self.entries = entries
        self.folder = folder
    }

    /// The baseline of a report's findings, for a file at `path`.
    package init(report: LintReport, path: String) {
        folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        // Inputs that could not be read are never accepted: they are mended, not recorded.
        entries = report.findings.filter { !RuleRegistry.isInputError($0) }
            .map { Baseline.entry(for: $0, folder: URL(fileURLWithPath: path).deletingLastPathComponent()) }
    }

    static func entry(for finding: Finding, folder: URL) -> Entry {
        let identity = FindingIdentity(finding)
        return Entry(
            manifest: PathRelation.relative(identity.manifest, to: folder), screen: identity.screen,
            view: identity.view,
            rule: identity.rule, detail: identity.detail, measure: finding.evidence.measure?.value)
    }

    private struct Key: Hashable {
        let manifest, screen, view, rule, detail: String
        init(_ e: Entry) { (manifest, screen, view, rule, detail) = (e.manifest, e.screen, e.view, e.rule, e.detail) }
    }

    /// The report without the recorded findings. A recorded finding whose figure got worse stays,
    /// its message saying what the baseline had.
    package func apply(to report: LintReport) -> LintReport {
        var recorded: [Key: [Entry]] = [:]
        for entry in entries { recorded[Key(entry), default: []].append(entry) }
        var hidden = 0
        let keep = { (findings: [Finding]) in
            findings.compactMap { finding -> Finding? in
                let entry = Baseline.entry(for: finding, folder: folder)
                guard let matches = recorded[Key(entry)], !matches.isEmpty else { return finding }
                guard let measure = finding.evidence.measure, let before = matches.compactMap(\.measure).first,
                    measure.isWorse(than: before)
                else {
                    hidden += 1
                    return nil
                }
                // Both figures at the precision the finding's data has.
                let was = MessageFormat.number(before, places: measure.places)
                let now = MessageFormat.number(measure.value, places: measure.places)
                return finding.annotated("(worse than the baseline: \(was) -> \(now) \(measure.unit))")
            }
        }
        let screens = report.screens.map { $0.with(findings: keep($0.findings)) }
        var kept = LintReport(
            manifests: report.manifests, screens: screens, fileFindings: keep(report.fileFindings),
            notLinted: report.notLinted,
            inputDiagnostics: report.inputDiagnostics, suppressedCount: report.suppressedCount + hidden,
            timings: report.timings)
        kept.layouts = report.layouts
        kept.code = report.code
        return kept
    }

    /// How many entries match a finding of `report` (worse or not); 0 for a baseline written for
    /// other paths (moved away from the manifests, or the manifests renamed).
    package func matchedEntries(in report: LintReport) -> Int {
        let found = Set(
            report.findings.filter { !RuleRegistry.isInputError($0) }.map {
                Key(Baseline.entry(for: $0, folder: folder))
            })
        return entries.count { found.contains(Key($0)) }
    }

    /// What to tell a user whose baseline matched nothing, or nil.
    package func unmatchedWarning(in report: LintReport, path: String) -> String? {
        guard !entries.isEmpty, matchedEntries(in: report) == 0 else { return nil }
        return
            "\(path): warning: the baseline matched none of its \(entries.count == 1 ? "1 entry" : "\(entries.count) entries"): its manifest paths are relative to its own folder (\(folder.path)); was it moved, or were the manifests renamed? Write it again with --write-baseline"
    }

    // MARK: File

    package func write(to path: String) throws(InputError) {
        let sorted = entries.sorted {
            ($0.manifest, $0.screen, $0.view, $0.rule, $0.detail) < (
                $1.manifest, $1.screen, $1.view, $1.rule, $1.detail
            )
        }
        let document: JSONValue = .object([
            ("version", .number(1)),
            ("tool", .string("hitlint")),
            (
                "findings",
                .array(
                    sorted.map { entry in
                        .object([
                            ("manifest", .string(entry.manifest)), ("screen", .string(entry.screen)),
                            ("view", .string(entry.view)),
                            ("rule", .string(entry.rule)), ("detail", .string(entry.detail)),
                            ("measure", entry.measure.map { .rounded($0, 3) } ?? .null),
                        ])
                    })
            ),
        ])
        try OutputFile.replace(path, with: document.serializedBytes(pretty: true, lineEnd: true))
    }

    /// The file as written by `write(to:)`: checked strictly, so that a value of the wrong type
    /// (`"version": true`, a number where a name belongs) is an error rather than read as
    /// something else.
    private struct File: Decodable {
        struct Item: Decodable {
            let manifest: String
            let screen: String
            let view: String
            let rule: String
            let detail: String?
            let measure: Double?
        }

        let version: Int
        let findings: [Item]
    }

    /// `findings[3].rule`: where in the file a decoding error is.
    private static func location(_ context: DecodingError.Context, _ key: (any CodingKey)? = nil) -> String {
        let path = context.codingPath + (key.map { [$0] } ?? [])
        let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return text.hasPrefix(".") ? String(text.dropFirst()) : (text.isEmpty ? "the document" : text)
    }

    package static func load(path: String, maxBytes: Int = ManifestLimits().maxBaselineBytes) throws(InputError)
        -> Baseline
    {
        let url = URL(fileURLWithPath: path)
        let data = try TextFile.readBytes(
            at: url, displayPath: path, maxBytes: maxBytes, limitName: "limits.maxBaselineBytes")
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw InputError(
                Diagnostic(
                    "not a hitlint baseline: \(location(context)) has the wrong type; write one with --write-baseline",
                    file: path))
        } catch let DecodingError.keyNotFound(key, context) {
            throw InputError(
                Diagnostic(
                    "not a hitlint baseline: \(location(context, key)) is missing; write one with --write-baseline",
                    file: path))
        } catch {
            throw InputError(
                Diagnostic(
                    "not a hitlint baseline (expected JSON with \"version\": 1 and \"findings\"); write one with --write-baseline",
                    file: path))
        }
        guard file.version == 1 else {
            throw InputError(
                Diagnostic(
                    "unsupported baseline version \(file.version); this hitlint writes and reads version 1", file: path)
            )
        }
        let entries = file.findings.map { item in
            Entry(
                manifest: item.manifest, screen: item.screen, view: item.view, rule: item.rule,
                detail: item.detail ?? "", measure: item.measure.flatMap { $0.isFinite ? $0 : nil })
        }
        return Baseline(entries: entries, folder: url.deletingLastPathComponent())
    }
}
