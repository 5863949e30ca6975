/// A parameter a rule reads from its configuration.
public struct RuleParameter: Sendable {
    public let name: String
    public let summary: String
    /// Allowed values.
    public let range: ClosedRange<Double>

    public init(_ name: String, _ summary: String, range: ClosedRange<Double> = 0...1_000_000) {
        self.name = name
        self.summary = summary
        self.range = range
    }
}

/// What a rule is, for `hitlint rules`, the reports' rule metadata and configuration checks.
public struct RuleDescription: Sendable {
    public let id: String
    /// Human-readable name, e.g. "Overlap conflict".
    public let name: String
    /// One line: when it fires.
    public let summary: String
    /// Why it matters and how to fix it, with an example.
    public let details: String
    public let parameters: [RuleParameter]
}

/// A lint rule: a value in the registry that turns a screen's analysis into findings.
public protocol Rule: Sendable {
    var description: RuleDescription { get }
    /// Findings for one screen; `emit` records one with the configured severity (ignore lists are applied by the caller).
    func check(_ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, JSONValue) -> Void)
}

/// A rule's configured parameter values.
public struct RuleParameters: Sendable {
    public var values: [String: Double]
    public init(_ values: [String: Double]) { self.values = values }
    public subscript(_ name: String) -> Double { values[name] ?? 0 }
}
