/// A number a rule reads from its configuration, with its default and the values a rules file
/// may give it. Rules read their values through it (`parameters[Self.minArea]`), never by name.
package struct RuleParameter: Sendable, Hashable {
    package let name: String
    package let summary: String
    package let defaultValue: Double
    /// Allowed values; a rules file with a value outside is a located error.
    package let range: ClosedRange<Double>

    package init(
        _ name: String, _ summary: String, default defaultValue: Double, range: ClosedRange<Double> = 0...1_000_000
    ) {
        self.name = name
        self.summary = summary
        self.defaultValue = defaultValue
        self.range = range
    }
}

/// A rule's configured parameter values.
package struct RuleParameters: Sendable, Equatable {
    /// Values a configuration set, by parameter name; the others take their defaults.
    package var values: [String: Double]
    package init(_ values: [String: Double] = [:]) { self.values = values }
    package subscript(_ parameter: RuleParameter) -> Double { values[parameter.name] ?? parameter.defaultValue }
}
