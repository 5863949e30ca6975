/// A number a rule reads from its configuration, with its default and the values a rules file
/// may give it. Rules read their values through it (`parameters[Self.minArea]`), never by name.
public struct RuleParameter: Sendable, Hashable {
    public let name: String
    public let summary: String
    public let defaultValue: Double
    /// Allowed values; a rules file with a value outside is a located error.
    public let range: ClosedRange<Double>

    public init(_ name: String, _ summary: String, default defaultValue: Double, range: ClosedRange<Double> = 0...1_000_000) {
        self.name = name
        self.summary = summary
        self.defaultValue = defaultValue
        self.range = range
    }
}

/// A rule's configured parameter values.
public struct RuleParameters: Sendable, Equatable {
    /// Values a configuration set, by parameter name; the others take their defaults.
    public var values: [String: Double]
    public init(_ values: [String: Double] = [:]) { self.values = values }
    public subscript(_ parameter: RuleParameter) -> Double { values[parameter.name] ?? parameter.defaultValue }
}
