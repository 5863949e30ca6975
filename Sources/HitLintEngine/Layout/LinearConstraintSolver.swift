/// The Cassowary linear constraint solver (Badros, Borning and Stuckey, "The Cassowary linear
/// arithmetic constraint solving algorithm", 2001), as Auto Layout uses it: linear equalities and
/// inequalities over real variables, each either required or preferred with a strength
/// (`LayoutStrength`). Required constraints hold exactly (or adding one fails); preferred ones are
/// minimised as the paper's symbolic weights are: the errors of a higher priority first, then
/// those of the next one, and so on, so that a higher priority wins over any number of lower
/// ones, exactly. Within one priority, errors count by their weights.
///
/// The tableau is kept in solved form: each basic symbol is a row of parametric symbols plus a
/// constant, every restricted symbol (slack, error) stays non-negative, and the objective (one
/// row per priority, compared from the highest) is kept optimal by the primal simplex after each
/// added constraint. Variables are values of `LayoutVariable`, numbered by whoever builds the system.
package struct LinearConstraintSolver {
    /// What a symbol of the tableau stands for.
    private enum Kind: UInt8 { case external, slack, error, dummy }

    private struct Symbol: Hashable, Comparable {
        let id: Int
        let kind: Kind
        static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
        /// Slack and error symbols must stay non-negative.
        var isRestricted: Bool { kind == .slack || kind == .error }
    }

    /// Coefficients by symbol, in one array sorted by symbol id: rows are short, and merging
    /// sorted arrays costs far less than hashing (the solver's time went to `Hasher` before).
    private struct Cells: Sequence {
        fileprivate struct Entry {
            var symbol: Symbol
            var value: Double
        }
        private var entries: [Entry] = []

        var isEmpty: Bool { entries.isEmpty }

        /// The first symbol, by id, that `predicate` accepts.
        func firstSymbol(where predicate: (Symbol) -> Bool) -> Symbol? {
            entries.first { predicate($0.symbol) }?.symbol
        }

        func allSymbols(satisfy predicate: (Symbol) -> Bool) -> Bool { entries.allSatisfy { predicate($0.symbol) } }

        private func position(_ symbol: Symbol) -> (index: Int, found: Bool) {
            // Most look-ups miss: a symbol outside the row's range of ids needs no search.
            guard let first = entries.first, let last = entries.last, symbol.id >= first.symbol.id else {
                return (0, false)
            }
            if symbol.id > last.symbol.id { return (entries.count, false) }
            var low = 0
            var high = entries.count
            while low < high {
                let mid = (low + high) / 2
                if entries[mid].symbol.id < symbol.id { low = mid + 1 } else { high = mid }
            }
            return (low, low < entries.count && entries[low].symbol.id == symbol.id)
        }

        subscript(symbol: Symbol) -> Double? {
            get {
                let (index, found) = position(symbol)
                return found ? entries[index].value : nil
            }
            set {
                let (index, found) = position(symbol)
                switch (found, newValue) {
                case (true, let value?): entries[index].value = value
                case (true, nil): entries.remove(at: index)
                case (false, let value?): entries.insert(Entry(symbol: symbol, value: value), at: index)
                case (false, nil): break
                }
            }
        }

        mutating func removeValue(forKey symbol: Symbol) -> Double? {
            let (index, found) = position(symbol)
            guard found else { return nil }
            return entries.remove(at: index).value
        }

        mutating func scale(by factor: Double) {
            for i in entries.indices { entries[i].value *= factor }
        }

        /// self + other × factor, dropping sums within epsilon of zero.
        mutating func add(_ other: Cells, times factor: Double) {
            let mine = entries
            let theirs = other.entries
            var merged: [Entry] = []
            merged.reserveCapacity(mine.count + theirs.count)
            var i = 0
            var j = 0
            while i < mine.count || j < theirs.count {
                if j == theirs.count || (i < mine.count && mine[i].symbol.id < theirs[j].symbol.id) {
                    merged.append(mine[i])
                    i += 1
                } else if i == mine.count || theirs[j].symbol.id < mine[i].symbol.id {
                    let value = theirs[j].value * factor
                    if abs(value) >= LinearConstraintSolver.epsilon {
                        merged.append(Entry(symbol: theirs[j].symbol, value: value))
                    }
                    j += 1
                } else {
                    let value = mine[i].value + theirs[j].value * factor
                    if abs(value) >= LinearConstraintSolver.epsilon {
                        merged.append(Entry(symbol: mine[i].symbol, value: value))
                    }
                    i += 1
                    j += 1
                }
            }
            entries = merged
        }

        struct Iterator: IteratorProtocol {
            fileprivate var base: IndexingIterator<[Entry]>
            mutating func next() -> (Symbol, Double)? { base.next().map { ($0.symbol, $0.value) } }
        }

        func makeIterator() -> Iterator { Iterator(base: entries.makeIterator()) }
    }

    /// `constant + Σ coefficient × symbol`.
    private struct Row {
        var constant: Double
        var cells = Cells()

        init(_ constant: Double = 0) { self.constant = constant }

        mutating func add(_ symbol: Symbol, _ coefficient: Double) {
            let sum = (cells[symbol] ?? 0) + coefficient
            if abs(sum) < LinearConstraintSolver.epsilon { cells[symbol] = nil } else { cells[symbol] = sum }
        }

        mutating func add(_ row: Row, times factor: Double) {
            constant += row.constant * factor
            cells.add(row.cells, times: factor)
        }

        /// Rewrites `row = …` so that `symbol` (in the row) is on the left: `symbol = …`.
        mutating func solve(for symbol: Symbol) {
            let coefficient = -1 / cells.removeValue(forKey: symbol)!
            constant *= coefficient
            cells.scale(by: coefficient)
        }

        /// `lhs = row`, with `rhs` in the row, rewritten as `rhs = …`.
        mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
            add(lhs, -1)
            solve(for: rhs)
        }

        /// Replaces `symbol` by `row`.
        mutating func substitute(_ symbol: Symbol, by row: Row) {
            guard let coefficient = cells.removeValue(forKey: symbol) else { return }
            add(row, times: coefficient)
        }

        var hasOnlyDummies: Bool { cells.allSymbols { $0.kind == .dummy } }
    }

    /// The rows of the basic symbols: an array, and each symbol's place in it by id (symbol ids
    /// are dense), so finding a row needs no hashing and walking them copies nothing.
    private struct BasicRows {
        private(set) var symbols: [Symbol] = []
        private var bodies: [Row] = []
        /// By symbol id: the row's index, or -1 when the symbol is not basic.
        private var place: [Int] = []

        subscript(symbol: Symbol) -> Row? { index(of: symbol).map { bodies[$0] } }

        /// The row's index for `symbol`, if basic.
        func index(of symbol: Symbol) -> Int? {
            let i = symbol.id < place.count ? place[symbol.id] : -1
            return i >= 0 ? i : nil
        }

        func constant(at index: Int) -> Double { bodies[index].constant }
        func coefficient(at index: Int, of symbol: Symbol) -> Double? { bodies[index].cells[symbol] }
        var count: Int { bodies.count }

        /// Makes `symbol` basic with `row` (it must not be basic).
        mutating func insert(_ row: Row, for symbol: Symbol) {
            if symbol.id >= place.count {
                place.append(contentsOf: repeatElement(-1, count: symbol.id - place.count + 1))
            }
            place[symbol.id] = bodies.count
            symbols.append(symbol)
            bodies.append(row)
        }

        /// Takes `symbol`'s row out (the last row moves into its place).
        mutating func remove(_ symbol: Symbol) -> Row? {
            guard let i = index(of: symbol) else { return nil }
            let row = bodies[i]
            let last = bodies.count - 1
            if i != last {
                bodies[i] = bodies[last]
                symbols[i] = symbols[last]
                place[symbols[i].id] = i
            }
            bodies.removeLast()
            symbols.removeLast()
            place[symbol.id] = -1
            return row
        }

        /// Changes every row in place.
        mutating func changeAll(_ change: (inout Row) -> Void) {
            for i in bodies.indices { change(&bodies[i]) }
        }

        /// Replaces `symbol` by `row` in every row.
        mutating func substitute(_ symbol: Symbol, by row: Row) {
            for i in bodies.indices { bodies[i].substitute(symbol, by: row) }
        }
    }

    /// A constraint added: its marker symbol.
    package struct Handle: Hashable {
        fileprivate let marker: Int
    }

    /// Why a constraint cannot be added.
    package enum Failure: Error, Equatable {
        /// A required constraint contradicts the required ones added before.
        case unsatisfiable
        /// The strength is not a number, or the expression holds one that is not.
        case badValue
    }

    package static let epsilon = 1e-9

    private var nextID = 0
    private var rows = BasicRows()
    /// The objective: one row per priority of the preferred constraints, highest first.
    private var objectives: [Row] = []
    private var priorities: [Double] = []
    private var externals: [Int: Symbol] = [:]
    /// How many constraints hold in the tableau.
    package var count: Int { added.count }
    /// Every constraint added, to build the tableau again without one that failed.
    private var added: [(LinearExpression, LinearRelation, LayoutStrength)] = []

    /// The objective row of `priority`, made when first used.
    private mutating func objectiveIndex(_ priority: Double) -> Int {
        if let index = priorities.firstIndex(of: priority) { return index }
        let index = priorities.firstIndex { $0 < priority } ?? priorities.count
        priorities.insert(priority, at: index)
        objectives.insert(Row(), at: index)
        return index
    }

    package init() {}

    private mutating func symbol(_ kind: Kind) -> Symbol {
        nextID += 1
        return Symbol(id: nextID, kind: kind)
    }

    /// The tableau symbol of variable `v`.
    private mutating func external(_ variable: LayoutVariable) -> Symbol {
        if let known = externals[variable.id] { return known }
        let made = symbol(.external)
        externals[variable.id] = made
        return made
    }

    /// Adds `expression relation 0`. A required constraint that contradicts the required ones
    /// before it throws `.unsatisfiable` and leaves the solver as it was.
    @discardableResult
    package mutating func add(
        _ expression: LinearExpression, _ relation: LinearRelation, strength: LayoutStrength = .required
    )
        throws(Failure)
        -> Handle
    {
        guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.value.isFinite }), strength.isValid else {
            throw .badValue
        }
        do {
            let handle = try insert(expression, relation, strength: strength)
            added.append((expression, relation, strength))
            return handle
        } catch {
            // Rare: the tableau is built again from the constraints that were added (cheaper
            // than keeping a copy of it before every addition).
            let log = added
            self = LinearConstraintSolver()
            for (e, r, s) in log { _ = try? insert(e, r, strength: s) }
            added = log
            throw error
        }
    }

    private mutating func insert(_ expression: LinearExpression, _ relation: LinearRelation, strength: LayoutStrength)
        throws(Failure)
        -> Handle
    {
        var row = substitutedRow(expression)
        let (marker, other) = addMarkers(to: &row, relation, strength: strength)
        if row.constant < 0 {
            row.constant = -row.constant
            row.cells.scale(by: -1)
        }
        // A subject: an external symbol, or the new row's own restricted symbol with a negative
        // coefficient; a row of dummies alone is redundant (constant zero) or contradictory.
        var subject = chooseSubject(row, marker: marker, other: other)
        if subject == nil, row.hasOnlyDummies {
            guard abs(row.constant) < 1e-7 else { throw .unsatisfiable }
            subject = marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, by: row)
            rows.insert(row, for: subject)
        } else {
            try addWithArtificialVariable(row)
        }
        try optimize()
        return Handle(marker: marker.id)
    }

    /// The row of the expression with the basic symbols substituted.
    private mutating func substitutedRow(_ expression: LinearExpression) -> Row {
        var row = Row(expression.constant)
        for (variable, coefficient) in expression.terms where abs(coefficient) >= Self.epsilon {
            let s = external(LayoutVariable(id: variable))
            if let basic = rows[s] { row.add(basic, times: coefficient) } else { row.add(s, coefficient) }
        }
        return row
    }

    /// The new row's own symbols: a slack for an inequality, a dummy for a required equation, and
    /// the error symbols of a preferred constraint, which the objective of its priority weighs.
    /// `marker` identifies the constraint; `other` is its second error symbol, if any.
    private mutating func addMarkers(
        to row: inout Row, _ relation: LinearRelation, strength: LayoutStrength
    ) -> (marker: Symbol, other: Symbol?) {
        let marker: Symbol
        var other: Symbol?
        var level = 0
        var weight = 0.0
        var preferred = false
        if case .preferred(let priority, let w) = strength {
            level = objectiveIndex(priority)
            weight = w
            preferred = true
        }
        switch relation {
        case .lessOrEqual, .greaterOrEqual:
            // expression + slack = 0 for ≤ ; expression - slack = 0 for ≥ (slack ≥ 0).
            let sign: Double = relation == .lessOrEqual ? 1 : -1
            let slack = symbol(.slack)
            marker = slack
            row.add(slack, sign)
            if preferred {
                let error = symbol(.error)
                other = error
                row.add(error, -sign)
                objectives[level].add(error, weight)
            }
        case .equal:
            if preferred {
                let plus = symbol(.error)
                let minus = symbol(.error)
                marker = plus
                other = minus
                row.add(plus, -1)
                row.add(minus, 1)
                objectives[level].add(plus, weight)
                objectives[level].add(minus, weight)
            } else {
                marker = symbol(.dummy)
                row.add(marker, 1)
            }
        }
        return (marker, other)
    }

    /// The symbol to make basic for a new row: an external symbol, else a new slack or error
    /// symbol with a negative coefficient, else a dummy marker of its own; nil when it has none.
    private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
        if let external = row.cells.firstSymbol(where: { $0.kind == .external }) { return external }
        for candidate in [marker, other].compactMap({ $0 }) where candidate.isRestricted {
            if let c = row.cells[candidate], c < 0 { return candidate }
        }
        return nil
    }

    /// Phase one: a row no symbol of which can be made basic is added through an artificial
    /// variable, which is then minimised; it must reach zero, or the constraint is unsatisfiable.
    private mutating func addWithArtificialVariable(_ row: Row) throws(Failure) {
        let artificial = symbol(.slack)
        rows.insert(row, for: artificial)
        var artificialObjective = [row]
        try optimize(&artificialObjective, phaseOne: true)
        let success = abs(artificialObjective[0].constant) < 1e-7
        if let basic = rows.remove(artificial) {
            if !basic.cells.isEmpty {
                guard let entering = basic.cells.firstSymbol(where: { $0.isRestricted }) else { throw .unsatisfiable }
                var pivoted = basic
                pivoted.solve(for: artificial, entering)
                substitute(entering, by: pivoted)
                rows.insert(pivoted, for: entering)
            }
        }
        rows.changeAll { $0.cells[artificial] = nil }
        for level in objectives.indices { objectives[level].cells[artificial] = nil }
        guard success else { throw .unsatisfiable }
    }

    /// Replaces `symbol` everywhere by `row`.
    private mutating func substitute(_ symbol: Symbol, by row: Row) {
        rows.substitute(symbol, by: row)
        for level in objectives.indices { objectives[level].substitute(symbol, by: row) }
    }

    private mutating func optimize() throws(Failure) {
        var rows: [Row] = []
        try optimize(&rows, phaseOne: false)
    }

    /// The symbol whose coefficients, read from the highest priority down, first turn negative:
    /// raising it from zero lowers the objective. The first such symbol by id (Bland's rule).
    private static func entering(_ objective: [Row]) -> Symbol? {
        var best: Symbol?
        for (level, row) in objective.enumerated() {
            for (symbol, coefficient) in row.cells where coefficient < -epsilon && symbol.kind != .dummy {
                if let b = best, b < symbol { continue }
                // Higher priorities must not rise: the symbol must be absent from them.
                if objective[..<level].contains(where: { $0.cells[symbol] != nil }) { continue }
                best = symbol
            }
        }
        return best
    }

    /// The primal simplex on the objective (phase one's artificial row, or the solver's own
    /// rows by priority): pivots in `entering`, Bland's rule against cycling, and out the row
    /// that limits it most.
    private mutating func optimize(_ phaseOneRows: inout [Row], phaseOne: Bool) throws(Failure) {
        var iterations = 0
        while true {
            iterations += 1
            guard iterations < 100_000 else { throw .unsatisfiable }
            guard let entering = Self.entering(phaseOne ? phaseOneRows : objectives) else { return }
            // The row that limits the entering symbol most: the smallest ratio.
            var leaving: Symbol?
            var best = Double.infinity
            for index in 0..<rows.count where rows.symbols[index].kind != .external {
                let basic = rows.symbols[index]
                guard let c = rows.coefficient(at: index, of: entering), c < 0 else { continue }
                let ratio = -rows.constant(at: index) / c
                // Ties (within epsilon) go to the lower id, whatever the rows' order.
                if ratio < best - Self.epsilon || (ratio <= best + Self.epsilon && leaving.map({ basic < $0 }) ?? true)
                {
                    (best, leaving) = (min(ratio, best), basic)
                }
            }
            guard let leaving else { throw .unsatisfiable }  // unbounded: the objective falls without end
            var row = rows.remove(leaving)!
            row.solve(for: leaving, entering)
            substitute(entering, by: row)
            for index in phaseOneRows.indices { phaseOneRows[index].substitute(entering, by: row) }
            rows.insert(row, for: entering)
        }
    }

    /// The value the solution gives `variable` (0 when no constraint names it).
    package func value(of variable: LayoutVariable) -> Double {
        guard let symbol = externals[variable.id] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }
}

/// A variable of a layout (a view's edge, a guide's size), numbered by whoever builds the system.
package struct LayoutVariable: Hashable, Comparable {
    package let id: Int

    package init(
        id: Int
    ) {
        self.id = id
    }
    package static func < (a: LayoutVariable, b: LayoutVariable) -> Bool { a.id < b.id }
}

/// `constant + Σ coefficient × variable`.
package struct LinearExpression {
    package var constant: Double
    /// Coefficients by variable id, sorted by id, one per variable (an expression has a few:
    /// an array costs less than hashing).
    package private(set) var terms: [(key: Int, value: Double)] = []

    package init(_ constant: Double = 0, _ terms: [(LayoutVariable, Double)] = []) {
        self.constant = constant
        for (variable, coefficient) in terms { add(coefficient, to: variable.id) }
    }

    /// Adds `coefficient` to the coefficient of variable `id`.
    package mutating func add(_ coefficient: Double, to id: Int) {
        var index = terms.count
        while index > 0 && terms[index - 1].key >= id { index -= 1 }
        if index < terms.count && terms[index].key == id {
            terms[index].value += coefficient
        } else {
            terms.insert((id, 0 + coefficient), at: index)
        }
    }

    /// Every coefficient times `factor`.
    package mutating func scale(by factor: Double) {
        for index in terms.indices { terms[index].value *= factor }
    }
}

package enum LinearRelation { case lessOrEqual, equal, greaterOrEqual }
