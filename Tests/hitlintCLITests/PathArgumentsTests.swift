import Foundation
import XCTest

@testable import hitlint

/// The paths of `lint` are taken out before swift-argument-parser parses the rest.
final class PathArgumentsTests: XCTestCase {
    func testTheValueOptionsAreThoseLintsHelpShows() throws {
        let help = try run(["lint", "--help-hidden"]).stdout  // hidden ones take values too
        // "  --config, --rules <file>   ...", "  -o, --output <file>": every name before a "<value>".
        let shown = help.split(separator: "\n").flatMap { line -> [String] in
            let words = line.split(separator: " ")
            guard let value = words.firstIndex(where: { $0.hasPrefix("<") }), words.first?.hasPrefix("-") == true else {
                return []
            }
            return words[..<value].map { $0.trimmingCharacters(in: [","]) }
        }
        XCTAssertEqual(Set(shown), PathArguments.lintValueOptions)
        XCTAssertTrue(shown.contains("--reporter"))
    }

    func testPathsAreSplitFromOptionsAndTheirValues() {
        let others: Set<String> = ["probe", "rules", "init", "help"]
        let split = PathArguments.split(
            ["lint", "a.yaml", "--format", "json", "b", "--strict", "--report=x=y", "--", "--c"], otherCommands: others)
        XCTAssertEqual(split?.parse, ["lint", "--format", "json", "--strict", "--report=x=y"])
        XCTAssertEqual(split?.paths, ["a.yaml", "b", "--c"])
        XCTAssertEqual(PathArguments.split(["x.yaml", "--jobs", "2"], otherCommands: others)?.paths, ["x.yaml"])
        XCTAssertNil(PathArguments.split(["probe", "m.yaml", "1,2"], otherCommands: others))
    }

    /// 20,000 changed files (as pre-commit passes them with --all-files) parse in linear time:
    /// the run ends quickly with the exit status of a clean lint.
    func testManyPathsAreAcceptedQuickly() throws {
        let folder = try temporaryFolder()
        var names: [String] = []
        for n in 0..<20_000 { names.append("f\(n).png") }
        let started = Date()
        let result = try run(["lint", "--changed"] + names, in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "hitlint: no manifest is affected by the changed files\n")
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }
}
