import Foundation
import XCTest

@testable import HitLintKit

/// Validation messages: in the file's order, with the suggestion a user needs.
final class ValidationMessageTests: XCTestCase {
    func testMessagesAreSortedAndSuggestWhatWasMeant() throws {
        try withWorkspace { ws in
            try ws.write(
                "test.hitlint.yaml",
                """
                version: 1
                screens:
                  - name: S
                    size: [100, 100]
                    views:
                      - id: b
                        frame: [0, 0, 44, 44]
                        contentMode: aspectFit
                        compare: "=>"
                        threshold: 10%
                        enlarge: [10, 20]
                  - views: []
                    name: T
                """)
            let messages: [String]
            do {
                _ = try ws.load()
                messages = []
            } catch { messages = (error as? InputError)?.diagnostics.map(\.description) ?? [] }
            XCTAssertEqual(
                messages,
                [
                    "\(ws.url("test.hitlint.yaml").path):8:22: error: contentMode must be one of scaleToFill, scaleAspectFit, scaleAspectFill, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight, not 'aspectFit'; did you mean 'scaleAspectFit'?",
                    "\(ws.url("test.hitlint.yaml").path):9:18: error: compare must be one of >=, >, not '=>'; did you mean '>='?",
                    "\(ws.url("test.hitlint.yaml").path):10:20: error: threshold must be a number, not 10%; for 10% write 0.1",
                    "\(ws.url("test.hitlint.yaml").path):11:18: error: enlarge takes one number (every side), four numbers [top, right, bottom, left] or a mapping {top:, right:, bottom:, left:}, not a list of 2",
                    // Found after the views were read, reported in the file's order.
                    "\(ws.url("test.hitlint.yaml").path):12:5: error: screen 'T' needs a 'size: [width, height]'",
                ])
        }
    }

    func testRuleSettingsOutsideRulesSayWhereTheyGo() throws {
        try withWorkspace { ws in
            let path = try ws.write("config.yml", "too-small:\n  minWidth: 48\n")
            XCTAssertThrowsError(try ConfigurationLoader().load(path: path)) { error in
                XCTAssertEqual(
                    (error as? InputError)?.diagnostics.first?.message,
                    "unknown key 'too-small' in the configuration; rule settings go under 'rules:', indented below it")
            }
        }
    }

    func testNoSuggestionWhenNothingIsClose() {
        XCTAssertNil(Suggestion.closest(to: "zzzzzz", among: ["lint", "probe", "rules"]))
        XCTAssertEqual(
            Suggestion.closest(to: "aspectFill", among: ["scaleAspectFit", "scaleAspectFill"]), "scaleAspectFill")
        XCTAssertNil(Suggestion.closest(to: "Fit", among: ["scaleAspectFit", "scaleToFill"]))
    }
}
