import XCTest

@testable import HitLintKit

/// The Cassowary solver of `Layout/`: one test per kind of constraint, priorities, and a property
/// test that every required constraint holds in the solution.
final class LinearConstraintSolverTests: XCTestCase {
    private let x = LayoutVariable(id: 1)
    private let y = LayoutVariable(id: 2)
    private let w = LayoutVariable(id: 3)

    /// `a·v + b·u + c`.
    private func expression(_ terms: [(LayoutVariable, Double)], _ constant: Double = 0) -> LinearExpression {
        LinearExpression(constant, terms)
    }

    func testARequiredEqualitySetsTheVariable() throws {
        var solver = LinearConstraintSolver()
        try solver.add(expression([(x, 1)], -16), .equal)  // x = 16
        try solver.add(expression([(w, 1), (x, -1)], -44), .equal)  // w = x + 44
        XCTAssertEqual(solver.value(of: x), 16, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: w), 60, accuracy: 1e-9)
    }

    func testInequalitiesBoundAPreferredValue() throws {
        var solver = LinearConstraintSolver()
        // x = 100, preferred
        try solver.add(expression([(x, 1)], -100), .equal, strength: .preferred(priority: 1, weight: 10))
        try solver.add(expression([(x, 1)], -40), .lessOrEqual)  // x <= 40
        XCTAssertEqual(solver.value(of: x), 40, accuracy: 1e-9)
        // y = 10, weakly
        try solver.add(expression([(y, 1)], -10), .equal, strength: .preferred(priority: 1, weight: 1))
        try solver.add(expression([(y, 1), (x, -1)], 0), .greaterOrEqual)  // y >= x
        // x's wish is ten times y's: x stays at 40 (error 60 x 10) and y rises to it (error 30),
        // rather than both at 10 (error 90 x 10).
        XCTAssertEqual(solver.value(of: x), 40, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 40, accuracy: 1e-9)
    }

    func testAHigherPriorityWinsOverLowerOnes() throws {
        var solver = LinearConstraintSolver()
        // A thousand heavy wishes for x = 0 lose against one wish for x = 50 a priority higher.
        for _ in 0..<1000 {
            try solver.add(expression([(x, 1)], 0), .equal, strength: .preferred(priority: 250, weight: 1e6))
        }
        try solver.add(expression([(x, 1)], -50), .equal, strength: .priority(251))
        XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-9)
        // Ten priorities, each wishing y further: the highest decides, whatever the order added.
        for priority in [500.0, 999, 1, 750, 250, 251, 900, 100, 300, 600] {
            try solver.add(expression([(y, 1)], -priority), .greaterOrEqual, strength: .priority(priority))
            try solver.add(expression([(y, 1)], -priority), .lessOrEqual, strength: .priority(priority))
        }
        XCTAssertEqual(solver.value(of: y), 999, accuracy: 1e-9)
        // A required constraint beats both.
        try solver.add(expression([(x, 1)], -30), .equal, strength: .priority(1000))
        XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)
        // Below the required bound y <= 600, the next priority (900) is beaten and 750 is not met either.
        try solver.add(expression([(y, 1)], -600), .lessOrEqual)
        XCTAssertEqual(solver.value(of: y), 600, accuracy: 1e-9)
    }

    func testContradictoryRequiredConstraintsAreRefused() throws {
        var solver = LinearConstraintSolver()
        try solver.add(expression([(x, 1)], -10), .equal)
        XCTAssertThrowsError(try solver.add(expression([(x, 1)], -20), .equal)) { error in
            XCTAssertEqual(error as? LinearConstraintSolver.Failure, .unsatisfiable)
        }
        XCTAssertThrowsError(try solver.add(expression([(x, 1)], -5), .lessOrEqual))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        // A refused constraint leaves nothing behind: a later one still solves.
        try solver.add(expression([(y, 1), (x, -1)], -5), .equal)
        XCTAssertEqual(solver.value(of: y), 15, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.add(expression([(x, .nan)], 0), .equal)) { error in
            XCTAssertEqual(error as? LinearConstraintSolver.Failure, .badValue)
        }
    }

    /// Random systems built around a known solution are satisfiable; every required constraint
    /// must hold in what the solver returns, whatever weak wishes pull against them.
    func testEveryRequiredConstraintHoldsInTheSolution() throws {
        var generator = SystemRandomNumberGenerator()
        for trial in 0..<200 {
            let count = Int.random(in: 2...8, using: &generator)
            let variables = (1...count).map { LayoutVariable(id: $0) }
            let truth = variables.map { _ in Double(Int.random(in: 0...400, using: &generator)) }
            var solver = LinearConstraintSolver()
            var required: [(LinearExpression, LinearRelation)] = []
            for _ in 0..<Int.random(in: 1...10, using: &generator) {
                let a = Int.random(in: 0..<count, using: &generator)
                let b = Int.random(in: 0..<count, using: &generator)
                let coefficient = [1.0, -1.0, 0.5, 2][Int.random(in: 0..<4, using: &generator)]
                // coefficient·va - vb + c, with c chosen so the truth satisfies it.
                var e = LinearExpression(0, [(variables[a], coefficient), (variables[b], -1)])
                let atTruth = (e.terms.reduce(0.0) { $0 + $1.value * truth[$1.key - 1] })
                let relation = [LinearRelation.equal, .lessOrEqual, .greaterOrEqual][
                    Int.random(in: 0..<3, using: &generator)]
                let slackness = relation == .equal ? 0 : Double(Int.random(in: 0...20, using: &generator))
                e.constant =
                    -atTruth + (relation == .lessOrEqual ? -slackness : relation == .greaterOrEqual ? slackness : 0)
                XCTAssertNoThrow(try solver.add(e, relation), "trial \(trial): a system its truth satisfies")
                required.append((e, relation))
            }
            for (n, v) in variables.enumerated() {
                try? solver.add(
                    LinearExpression(-Double(Int.random(in: 0...400, using: &generator)), [(v, 1)]), .equal,
                    strength: .preferred(priority: Double(1 + n % 3), weight: Double(1 + n)))
            }
            for (e, relation) in required {
                let value =
                    e.constant + e.terms.reduce(0.0) { $0 + $1.value * solver.value(of: LayoutVariable(id: $1.key)) }
                switch relation {
                case .equal: XCTAssertEqual(value, 0, accuracy: 1e-6, "trial \(trial)")
                case .lessOrEqual: XCTAssertLessThanOrEqual(value, 1e-6, "trial \(trial)")
                case .greaterOrEqual: XCTAssertGreaterThanOrEqual(value, -1e-6, "trial \(trial)")
                }
            }
        }
    }
}
