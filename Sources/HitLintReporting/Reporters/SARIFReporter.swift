import Foundation
import HitLintCore
import HitLintEngine

/// SARIF 2.1.0 as GitHub code scanning reads it: every rule in `tool.driver.rules`, one result
/// per finding with a repository-relative location and line-independent fingerprints.
package struct SARIFReporter: Reporter {
    package static let identifier = "sarif"
    package static let summary = "SARIF 2.1.0 for GitHub code scanning and other SARIF viewers"
    package init() {}

    package func render(_ report: LintReport, context: ReportContext) -> String {
        String(decoding: renderBytes(report, context: context), as: UTF8.self)
    }

    package func renderBytes(_ report: LintReport, context: ReportContext) -> [UInt8] {
        let rules = context.registry.rules
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.identifier, $0) })
        let document: JSONValue = .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        (
                            "tool",
                            .object([
                                (
                                    "driver",
                                    .object([
                                        ("name", .string("hitlint")),
                                        ("version", .string(HitLintVersion.current)),
                                        ("semanticVersion", .string(HitLintVersion.current)),
                                        ("informationUri", .string(HitLintVersion.informationURI)),
                                        ("rules", ruleMetadata(context: context)),
                                    ])
                                )
                            ])
                        ),
                        ("columnKind", .string("unicodeCodePoints")),
                        (
                            "results",
                            .array(
                                report.findings.map { result(for: $0, ruleIndex: index[$0.rule] ?? 0, report: report) })
                        ),
                    ])
                ])
            ),
        ])
        return document.serializedBytes(pretty: true, lineEnd: true)
    }

    /// `tool.driver.rules`: every rule of the registry with its configured level and parameters.
    package func ruleMetadata(context: ReportContext) -> JSONValue {
        .array(context.registry.rules.map { rule(for: $0, context: context) })
    }

    private func rule(for rule: any Rule, context: ReportContext) -> JSONValue {
        let d = rule.description
        let entry = context.configuration.entry(for: d.id)
        let parameters: [(String, JSONValue)] = d.parameters.map {
            ($0.name, .number(entry?.parameters[$0] ?? $0.defaultValue))
        }
        return .object([
            ("id", .string(d.id)),
            ("name", .string(SARIFReporter.pascalCase(d.id))),
            ("shortDescription", .object([("text", .string(d.summary))])),
            ("fullDescription", .object([("text", .string(d.details))])),
            (
                "help",
                .object([
                    ("text", .string(d.details)),
                    ("markdown", .string("**\(d.name)**: \(d.summary)\n\n\(d.details)")),
                ])
            ),
            ("defaultConfiguration", .object([("level", .string(SARIFReporter.level(entry?.severity)))])),
            (
                "properties",
                .object([
                    ("tags", .array([.string("accessibility"), .string("hit-testing")])),
                    ("parameters", .object(parameters)),
                ])
            ),
        ])
    }

    private func result(for finding: Finding, ruleIndex: Int, report: LintReport) -> JSONValue {
        var properties: [(String, JSONValue)] =
            finding.view.isEmpty ? [] : [("screen", .string(finding.screen)), ("view", .string(finding.view))]
        properties += finding.evidence.jsonPairs
        // The layouts it holds on, when other layouts than the stored frames were linted.
        if !finding.devices.isEmpty { properties.append(("devices", .array(finding.devices.map { .string($0) }))) }
        return .object(
            [
                ("ruleId", .string(finding.rule)),
                ("ruleIndex", .number(Double(ruleIndex))),
                ("level", .string(SARIFReporter.level(finding.severity))),
                ("message", .object([("text", .string(finding.message))])),
                (
                    "locations",
                    .array([
                        .object(
                            [
                                (
                                    "physicalLocation",
                                    .object([
                                        (
                                            "artifactLocation",
                                            .object([("uri", .string(SARIFReporter.uri(for: finding.location.file)))])
                                        ),
                                        (
                                            "region",
                                            .object([
                                                ("startLine", .number(Double(finding.location.line))),
                                                ("startColumn", .number(Double(finding.location.column))),
                                            ])
                                        ),
                                    ])
                                )
                            ]
                                + (finding.view.isEmpty
                                    ? []
                                    : [
                                        (
                                            "logicalLocations",
                                            .array([
                                                .object([
                                                    ("name", .string(finding.view)),
                                                    (
                                                        "fullyQualifiedName",
                                                        .string("\(finding.screen)/\(finding.view)")
                                                    ),
                                                    ("kind", .string("element")),
                                                ])
                                            ])
                                        )
                                    ]))
                    ])
                ),
                (
                    "partialFingerprints",
                    .object([("hitlintFinding/v1", .string(FindingIdentity(finding).fingerprint))])
                ),
            ] + (finding.fix.map { [("fixes", .array([SARIFReporter.fix($0)]))] } ?? []) + [
                ("properties", .object(properties))
            ])
    }

    /// The edit `hitlint fix` makes for the finding, as a SARIF fix (a suggestion in code scanning).
    package static func fix(_ fix: FindingFix) -> JSONValue {
        .object([
            ("description", .object([("text", .string(fix.description))])),
            (
                "artifactChanges",
                .array([
                    .object([
                        ("artifactLocation", .object([("uri", .string(uri(for: fix.file)))])),
                        (
                            "replacements",
                            .array(
                                fix.replacements.map { replacement in
                                    .object([
                                        (
                                            "deletedRegion",
                                            .object([
                                                ("startLine", .number(Double(replacement.startLine))),
                                                ("startColumn", .number(Double(replacement.startColumn))),
                                                ("endLine", .number(Double(replacement.endLine))),
                                                ("endColumn", .number(Double(replacement.endColumn))),
                                            ])
                                        ),
                                        ("insertedContent", .object([("text", .string(replacement.text))])),
                                    ])
                                })
                        ),
                    ])
                ])
            ),
        ])
    }

    package static func level(_ severity: Severity?) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        case nil: return "none"
        }
    }

    /// `overlap-conflict` -> `OverlapConflict`.
    package static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A relative path stays relative (to the repository root, where CI runs hitlint), with
    /// URI escaping; an absolute path becomes a file URI.
    package static func uri(for path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        var relative = path
        while relative.hasPrefix("./") { relative.removeFirst(2) }
        let escaped = relative.addingPercentEncoding(withAllowedCharacters: allowed) ?? relative
        return relative.hasPrefix("/") ? "file://" + escaped : escaped
    }
}
