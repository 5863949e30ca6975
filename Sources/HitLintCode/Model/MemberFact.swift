/// What a class's code does to one of its properties, an outlet to a view or a constraint:
/// hides or shows it, sets its alpha, turns it off, sets its image, title or constant, adds a
/// target or gesture recognizer, removes it, grows its hit area, gives a button a configuration.
package struct MemberFact: Sendable, Equatable {
    package enum Kind: String, Sendable, CaseIterable {
        case hidden, alpha, enabled, interaction, image, title, constant, target, gesture, removed, enlarge
        /// A button's whole `configuration` (its title, image, insets and size), not one of its
        /// fields (`button.configuration?.title = ...`).
        case configuration
    }

    package var kind: Kind
    /// The value set when it is a constant (booleans as 1 and 0); nil when it comes from data.
    package var value: Double?
    /// Set under a condition (inside an `if`, `else`, `switch`, `guard`, loop or ternary).
    package var conditional: Bool
    /// The four edges of an enlarging setter's call (top, right, bottom, left).
    package var edges: [Double]?
    /// For a gesture recognizer: the action a tap recognizer with the class as its target calls,
    /// as `TapRecognizers.action(of:before:in:)` writes it (an Objective-C selector).
    package var action: String?
    package var location: CodeLocation

    package init(
        kind: Kind, value: Double?, conditional: Bool, edges: [Double]? = nil, action: String? = nil,
        location: CodeLocation
    ) {
        (self.kind, self.value, self.conditional, self.edges, self.action, self.location) = (
            kind, value, conditional, edges, action, location
        )
    }
}

/// All that a class's code sets on one member, reduced to one answer per kind.
package struct MemberSummary: Sendable, Equatable {
    package var kind: MemberFact.Kind
    /// The one constant value set everywhere it is set, unconditionally; nil when it varies.
    package var constant: Double?
    package var edges: [Double]?
    /// Where it is set; the first is the one messages cite.
    package var locations: [CodeLocation]
    /// For gesture recognizers: each action a tap recognizer calls on the class, with where it
    /// is first added.
    package var tapActions: [String: CodeLocation] = [:]

    /// The facts of one kind on one member: a constant when every site sets the same constant
    /// outside any condition, else varying.
    package init(kind: MemberFact.Kind, facts: [MemberFact]) {
        self.kind = kind
        locations = facts.map(\.location)
        // Only a recognizer added whatever happens is there for every tap.
        for fact in facts where !fact.conditional {
            if let action = fact.action, tapActions[action] == nil { tapActions[action] = fact.location }
        }
        let steady = !facts.contains(where: \.conditional) && !facts.isEmpty
        switch kind {
        case .target, .gesture, .image, .title, .configuration:
            constant = nil
        case .removed:
            constant = steady ? 1 : nil
        case .enlarge:
            let all = Set(facts.map { $0.edges ?? [] })
            edges = steady && all.count == 1 && facts[0].edges != nil ? facts[0].edges : nil
            constant = edges == nil ? nil : 1
        default:
            constant = steady && Set(facts.map(\.value)).count == 1 ? facts[0].value : nil
        }
    }
}
