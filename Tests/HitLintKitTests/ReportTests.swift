import ShapeKit
import XCTest

@testable import HitLintKit

final class ReportTests: XCTestCase {
    private let yaml = """
        version: 1
        scale: 2
        screens:
          - name: Home
            size: [300, 300]
            views:
              - id: play
                frame: [20, 100, 120, 120]
              - id: pause
                frame: [100, 100, 120, 120]
                backgroundImage: clear.png
          - name: Empty
            size: [100, 100]
        """

    private func report(jobs: Int, in ws: TestWorkspace) throws -> LintReport {
        try ws.write("clear.png", solid(240, 240, alpha: 0))
        let path = try ws.write("test.hitlint.yaml", yaml)
        return try Linter(options: LintOptions(jobs: jobs)).lint(manifestPaths: [path])
    }

    func testJSONFollowsTheSpec() throws {
        try withWorkspace { ws in
            let report = try report(jobs: 1, in: ws)
            let text = JSONReporter().render(report, context: ReportContext())
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            XCTAssertEqual(object["version"] as? Int, 1)
            XCTAssertEqual((object["tool"] as? [String: Any])?["name"] as? String, "hitlint")
            let summary = try XCTUnwrap(object["summary"] as? [String: Int])
            XCTAssertEqual(summary, ["errors": 1, "warnings": 2, "notes": 0, "screens": 2, "targets": 2])
            let screens = try XCTUnwrap(object["screens"] as? [[String: Any]])
            XCTAssertEqual(screens.map { $0["name"] as? String }, ["Home", "Empty"])
            let views = try XCTUnwrap(screens[0]["views"] as? [[String: Any]])
            let play = views[0]
            XCTAssertEqual(play["frameArea"] as? Double, 14400)
            XCTAssertEqual(play["hitArea"] as? Double, 80 * 120)
            XCTAssertEqual(play["seenArea"] as? Double, 14400)  // 'pause' is clear
            XCTAssertEqual(play["coverage"] as? Double, 0.667)
            XCTAssertEqual(play["hitBounds"] as? [Double], [20, 100, 80, 120])
            let taken = try XCTUnwrap(play["takenBy"] as? [[String: Any]])
            XCTAssertEqual(taken.count, 1)
            XCTAssertEqual(taken[0]["view"] as? String, "pause")
            XCTAssertEqual(taken[0]["area"] as? Double, 4800)
            let pause = views[1]
            XCTAssertTrue(pause["coverage"] is NSNull)  // nothing of it is seen
            let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
            XCTAssertEqual(
                findings.map { $0["rule"] as? String }, ["low-coverage", "overlap-conflict", "invisible-target"])
            let conflict = findings[1]
            XCTAssertEqual(conflict["line"] as? Int, 7)
            XCTAssertEqual(conflict["column"] as? Int, 13)
            XCTAssertEqual((conflict["data"] as? [String: Any])?["by"] as? String, "pause")
            XCTAssertEqual((conflict["data"] as? [String: Any])?["area"] as? Double, 4800)
            // Key order as in docs/formats.md, "json".
            XCTAssertTrue(text.range(of: "\"version\"")!.lowerBound < text.range(of: "\"tool\"")!.lowerBound)
            XCTAssertTrue(text.range(of: "\"summary\"")!.lowerBound < text.range(of: "\"screens\"")!.lowerBound)
        }
    }

    func testOutputIsIdenticalWhateverTheParallelism() throws {
        try withWorkspace { ws in
            let reports = try [1, 2, 8].map { try report(jobs: $0, in: ws) }
            for format in ReporterRegistry.identifiers {
                let renderer = ReporterRegistry.reporter(named: format)!
                let outputs = reports.map { renderer.render($0, context: ReportContext()) }
                XCTAssertEqual(Set(outputs).count, 1, format)
            }
            // The JSON report renders screens and runs of findings in parallel: one finding per
            // task here, so the three findings are three fragments joined in order.
            let whole = JSONReporter().render(reports[0], context: ReportContext())
            for jobs in [1, 2, 8] {
                XCTAssertEqual(
                    JSONReporter(findingsPerFragment: 1).render(reports[0], context: ReportContext(jobs: jobs)), whole)
            }
        }
    }

    func testTextUsesTheCompilerForm() throws {
        try withWorkspace { ws in
            let text = TextReporter().render(try report(jobs: 1, in: ws), context: ReportContext())
            let lines = text.split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.count, 4)
            XCTAssertTrue(
                lines[1].hasPrefix(
                    "\(ws.url("test.hitlint.yaml").path):7:13: error: button 'pause' takes 4800 pt² of what the user sees of 'play'"
                ),
                lines[1])
            XCTAssertTrue(lines[1].hasSuffix("[overlap-conflict]"))
            XCTAssertEqual(lines[3], "hitlint: 1 error, 2 warnings, 0 notes in 2 screens (2 targets)")
        }
    }

    func testJSONNumbersAndEscapes() {
        XCTAssertEqual(JSONValue.rounded(11230.404, 2).serialized(), "11230.4")
        XCTAssertEqual(JSONValue.rounded(0.98349, 3).serialized(), "0.983")
        XCTAssertEqual(JSONValue.rounded(-0.001, 2).serialized(), "0")
        XCTAssertEqual(JSONValue.string("a\"b\\c\nd\u{1}").serialized(), #""a\"b\\c\nd\u0001""#)
        XCTAssertEqual(JSONValue.object([("b", .number(1)), ("a", .null)]).serialized(), #"{"b":1,"a":null}"#)
    }

    /// Numbers are written without building Strings when they have at most three decimals;
    /// the text must be exactly what `MessageFormat.plain` (Swift's shortest form) gives.
    func testJSONNumbersMatchThePlainForm() {
        var values: [Double] = [
            0, -0.0, 1, -1, 0.5, 0.05, 0.001, -0.001, 0.0001, 1e-5, 0.1 + 0.2, 1.0 / 3, .pi,
            123.456, -5.05, 11230.4, 9_999_999_999_999.99, 9_999_999_999_999.5, 1e13, 1e13 + 0.5,
            1e15, 1e16, 123_456_789_012.345, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
        ]
        var random = SeededRandom(state: 7)
        for _ in 0..<20_000 {
            let places = random.pick([1.0, 10, 100, 1000])
            let value = (random.unit() - 0.5) * random.pick([1.0, 1e3, 1e6, 1e12, 1e14])
            values += [value, (value * places).rounded() / places]
        }
        for value in values {
            XCTAssertEqual(JSONValue.number(value).serialized(), MessageFormat.plain(value), "\(value)")
        }
        XCTAssertEqual(JSONValue.number(.nan).serialized(), "null")
        XCTAssertEqual(JSONValue.number(-.infinity).serialized(), "null")
    }

    /// The pretty layout: two spaces a level, arrays of numbers on one line, empty containers
    /// closed at once.
    func testPrettyJSONLayout() {
        let value = JSONValue.object([
            ("a", .array([.number(1), .number(2.5)])), ("b", .array([])), ("c", .object([])),
            ("d", .array([.object([("e", .string("x"))]), .null])),
        ])
        XCTAssertEqual(
            String(decoding: value.serializedBytes(pretty: true, lineEnd: true), as: UTF8.self),
            """
            {
              "a": [1, 2.5],
              "b": [],
              "c": {},
              "d": [
                {
                  "e": "x"
                },
                null
              ]
            }

            """)
        XCTAssertEqual(value.serialized(), #"{"a":[1,2.5],"b":[],"c":{},"d":[{"e":"x"},null]}"#)
    }
}
