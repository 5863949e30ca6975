/// The stable machine format of SPEC section 5.
public struct JSONReporter: Reporter {
    public static let identifier = "json"
    public static let summary = "the documented JSON report (SPEC section 5)"
    public init() {}

    public func render(_ report: LintReport, context: ReportContext) -> String {
        String(decoding: renderBytes(report, context: context), as: UTF8.self)
    }

    public func renderBytes(_ report: LintReport, context: ReportContext) -> [UInt8] {
        JSONReporter.document(report).serializedBytes(pretty: true, lineEnd: true)
    }

    public static func document(_ report: LintReport) -> JSONValue {
        .object([
            ("version", .number(1)),
            ("tool", .object([("name", .string("hitlint")), ("version", .string(HitLintVersion.current))])),
            ("summary", .object([
                ("errors", .number(Double(report.count(.error)))),
                ("warnings", .number(Double(report.count(.warning)))),
                ("notes", .number(Double(report.count(.note)))),
                ("screens", .number(Double(report.screens.count))),
                ("targets", .number(Double(report.targetCount))),
            ])),
            ("screens", .array(report.screens.map(screen))),
            ("findings", .array(report.findings.map(finding))),
        ])
    }

    static func screen(_ screen: ScreenReport) -> JSONValue {
        .object([
            ("manifest", .string(screen.manifest)), ("name", .string(screen.name)), ("scale", .number(Double(screen.scale))),
            ("views", .array(screen.views.map(view))),
        ])
    }

    static func view(_ view: ViewReport) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("id", .string(view.id)), ("kind", .string(view.kind.rawValue)), ("target", .bool(view.isTarget))]
        guard let m = view.metrics else { return .object(pairs) }
        pairs += [
            ("frameArea", .rounded(m.frameArea, 2)), ("hitArea", .rounded(m.hitArea, 2)), ("seenArea", .rounded(m.seenArea, 2)),
            ("coverage", m.coverage.map { .rounded($0, 3) } ?? .null),
            ("hitBounds", m.hitBounds.map(JSONValue.rect) ?? .null),
            ("clippedArea", .rounded(m.clippedArea, 2)),
            ("takenBy", .array(view.takenBy.map { taker in
                .object([("view", taker.id.map { .string($0) } ?? .null), ("kind", taker.kind.map { .string($0.rawValue) } ?? .null),
                         ("area", .rounded(taker.area, 2)), ("sample", .point(taker.sample))])
            })),
        ]
        return .object(pairs)
    }

    static func finding(_ finding: Finding) -> JSONValue {
        .object([
            ("rule", .string(finding.rule)), ("severity", .string(finding.severity.rawValue)),
            ("file", .string(finding.location.file)), ("line", .number(Double(finding.location.line))),
            ("column", .number(Double(finding.location.column))), ("screen", .string(finding.screen)),
            ("view", .string(finding.view)), ("message", .string(finding.message)), ("data", finding.data),
        ])
    }
}
