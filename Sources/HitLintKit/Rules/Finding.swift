/// One reported problem (docs/rules.md).
public struct Finding: Sendable, Hashable {
    public let rule: String
    public let severity: Severity
    /// Where the view's `id` is written.
    public let location: SourceLocation
    public let screen: String
    public let view: String
    public let message: String
    /// What the finding rests on; reports derive their `data` from it.
    public let evidence: Evidence

    public init(rule: String, severity: Severity, location: SourceLocation, screen: String, view: String,
                message: String, evidence: Evidence = .none) {
        self.rule = rule
        self.severity = severity
        self.location = location
        self.screen = screen
        self.view = view
        self.message = message
        self.evidence = evidence
    }

    public func with(message: String) -> Finding {
        Finding(rule: rule, severity: severity, location: location, screen: screen, view: view, message: message, evidence: evidence)
    }

    /// The order of every report: by place, then rule, then message.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.location != b.location { return a.location < b.location }
        return (a.screen, a.rule, a.view, a.message) < (b.screen, b.rule, b.view, b.message)
    }
}
