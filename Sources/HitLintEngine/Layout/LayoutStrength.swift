/// How strongly a constraint holds: required (Auto Layout's priority 1000), or preferred at a
/// priority below it, where a higher priority wins over any number of lower ones and, within one
/// priority, errors count by their weights.
package enum LayoutStrength: Hashable {
    case required
    case preferred(priority: Double, weight: Double = 1)

    /// Auto Layout's priority `value` (1000 and above are required).
    package static func priority(_ value: Double) -> LayoutStrength {
        value >= 1000 ? .required : .preferred(priority: value)
    }

    package var isValid: Bool {
        guard case .preferred(let priority, let weight) = self else { return true }
        return priority.isFinite && weight.isFinite && weight > 0
    }
}
