import XCTest

@testable import HitLintKit

/// `TargetBands` gives every target a query's band or box can touch (a superset, in view order,
/// each once), so rules that use it find what a walk over every target finds.
final class TargetBandsTests: XCTestCase {
    func testQueriesHoldEveryTargetTheyCanTouchInViewOrder() {
        var random = SystemRandomNumberGenerator()
        for trial in 0..<20 {
            let screen = Rect(x: 0, y: 0, width: 400, height: 800)
            // Small buttons, a few wide bars (past 64 bands at a 32 pt band: the "wide" lists) and
            // some off the screen.
            let rects: [(index: Int, rect: Rect)] = (0..<300).map { n in
                let wide = n % 37 == 0
                let x = Double.random(in: -200...600, using: &random)
                let y = Double.random(in: -200...1000, using: &random)
                return (
                    n + 1,
                    Rect(
                        x: x, y: y, width: wide ? 3000 : Double.random(in: 0...60, using: &random),
                        height: wide ? 4 : 30)
                )
            }
            let bands = TargetBands(rects, screen: screen)
            for _ in 0..<50 {
                let (a, b) = (Double.random(in: -300...700, using: &random), Double.random(in: 0...100, using: &random))
                let (c, d) = (
                    Double.random(in: -300...1100, using: &random), Double.random(in: 0...100, using: &random)
                )
                let across = bands.crossing(x: a, a + b)
                let down = bands.crossing(y: c, c + d)
                let box = bands.crossing(x: (a, a + b), y: (c, c + d))
                for list in [across, down, box] { XCTAssertEqual(list, Array(Set(list)).sorted(), "trial \(trial)") }
                let mustAcross = rects.filter { $0.rect.x <= a + b && a <= $0.rect.maxX }.map(\.index)
                let mustDown = rects.filter { $0.rect.y <= c + d && c <= $0.rect.maxY }.map(\.index)
                XCTAssertTrue(Set(mustAcross).isSubset(of: across), "trial \(trial)")
                XCTAssertTrue(Set(mustDown).isSubset(of: down), "trial \(trial)")
                XCTAssertTrue(Set(mustAcross).intersection(mustDown).isSubset(of: box), "trial \(trial)")
                // And it narrows: a 100 pt band of a 400 pt wide screen holds well under all 300.
                XCTAssertLessThan(box.count, 300)
            }
        }
        XCTAssertEqual(TargetBands.merge([[1, 4, 9], [], [2, 4, 10], [9]]), [1, 2, 4, 9, 10])
        // A solved layout can give a cell a negative size (LoopKit's, with --devices all): one
        // band, every target in it, no crash.
        let squeezed = TargetBands(
            [(1, Rect(x: 5, y: 5, width: -20, height: 10)), (2, Rect(x: 0, y: 0, width: 0, height: 0))],
            screen: Rect(x: 0, y: 0, width: -40, height: -8))
        XCTAssertEqual(squeezed.crossing(x: (-100, 100), y: (-100, 100)), [1, 2])
    }
}
