/// One reported problem (SPEC section 3).
public struct Finding: Sendable, Hashable {
    public let rule: String
    public let severity: Severity
    /// Where the view's `id` is written.
    public let location: SourceLocation
    public let screen: String
    public let view: String
    public let message: String
    /// Rule-specific figures (e.g. `by`, `area`, `sample`), in a fixed key order.
    public let data: JSONValue

    public init(rule: String, severity: Severity, location: SourceLocation, screen: String, view: String,
                message: String, data: JSONValue = .object([])) {
        self.rule = rule
        self.severity = severity
        self.location = location
        self.screen = screen
        self.view = view
        self.message = message
        self.data = data
    }

    public func with(message: String) -> Finding {
        Finding(rule: rule, severity: severity, location: location, screen: screen, view: view, message: message, data: data)
    }

    /// The order of every report: by place, then rule, then message.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.location != b.location { return a.location < b.location }
        return (a.screen, a.rule, a.view, a.message) < (b.screen, b.rule, b.view, b.message)
    }
}
