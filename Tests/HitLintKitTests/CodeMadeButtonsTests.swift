import Foundation
import HitLintKit
import XCTest

/// UIKit buttons made in Swift code (docs/swiftui.md, "UIKit buttons made in code"): a constant
/// size from width and height constraints or a frame is read; anything else that sizes the
/// button leaves it listed with why.
final class CodeMadeButtonsTests: XCTestCase {
    private let source = #"""
        import UIKit
        final class Cell: UITableViewCell {
            let close = UIButton(type: .system)
            private var more = UIButton(frame: CGRect(x: 0, y: 0, width: 30, height: 28))
            let play = UIButton()
            let wide = UIButton()
            func setUp(stack: UIStackView) {
                close.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    close.widthAnchor.constraint(equalToConstant: 34),
                    close.heightAnchor.constraint(equalToConstant: 34),
                    wide.widthAnchor.constraint(equalTo: contentView.widthAnchor),
                ])
                stack.addArrangedSubview(play)
                navigationItem.rightBarButtonItem = UIBarButtonItem(customView: more)
            }
        }
        """#

    func testConstantSizesAreReadAndTheRestListed() {
        let buttons = CodeMadeButtons.read(source, path: "Cell.swift")
        XCTAssertEqual(buttons.map(\.name), ["close", "more", "play", "wide"])
        XCTAssertEqual(buttons[0].size, Size(width: 34, height: 34))
        XCTAssertTrue(buttons[0].byConstraints)
        XCTAssertEqual(buttons[0].line, 3)
        XCTAssertEqual(buttons[1].size, Size(width: 30, height: 28))
        XCTAssertFalse(buttons[1].byConstraints)
        XCTAssertTrue(buttons[1].inBar)
        XCTAssertNil(buttons[2].size)
        XCTAssertEqual(buttons[2].why, "a stack view arranges it")
        XCTAssertNil(buttons[3].size)
        XCTAssertEqual(buttons[3].why, "its widthAnchor is constrained to something other than a constant")
    }

    /// Linted end to end: the 34 x 34 and 30 x 28 pt buttons are too small, with advice that
    /// names the constants; the others are in `notLinted`.
    func testTheyAreLintedAtTheirLines() throws {
        try withWorkspace { workspace in
            try workspace.write("Cell.swift", source)
            try workspace.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: \"*.swift\"\n")
            let manifest = try workspace.load()
            XCTAssertEqual(manifest.screens.map(\.views.first?.frame.width), [34, 30])
            var findings: [Finding] = []
            for screen in manifest.screens {
                let scene = SceneBuilder(images: ImageStore(keepColour: true)).scene(for: screen, in: manifest)
                findings += RuleRunner(configuration: .builtIn()).findings(for: ScreenAnalysis.analyze(scene))
            }
            let small = findings.filter { $0.rule == "too-small" }
            XCTAssertEqual(small.map(\.location.line), [3, 4])
            XCTAssertEqual(
                small.first?.message.hasSuffix("make its width and height constraints' constants at least 44 x 44 pt"),
                true, small.first?.message ?? "")
            XCTAssertEqual(manifest.notLinted.count, 2)
        }
    }
}
