/// Numbers as messages show them: areas in pt² to 0.1, lengths in pt, percentages.
enum MessageFormat {
    static func number(_ value: Double, places: Int = 1) -> String {
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        let rounded = (value * factor).rounded() / factor
        // Whole numbers without ".0"; the bound keeps Int64(...) from trapping on huge or infinite values.
        if rounded.isFinite, abs(rounded) < 1e15, rounded == rounded.rounded() { return String(Int64(rounded)) }
        return String(rounded)
    }

    static func area(_ value: Double) -> String { "\(number(value)) pt²" }
    static func points(_ value: Double) -> String { "\(number(value)) pt" }
    static func percent(_ ratio: Double) -> String { "\(number(ratio * 100, places: 0))%" }
    static func point(_ p: Point) -> String { "(\(number(p.x, places: 2)), \(number(p.y, places: 2)))" }
    static func size(_ w: Double, _ h: Double) -> String { "\(number(w)) x \(number(h)) pt" }
}
