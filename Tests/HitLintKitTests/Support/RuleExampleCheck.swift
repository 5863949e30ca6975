import Foundation
import XCTest

@testable import HitLintKit

/// Lints a rule's examples and checks where its findings land. In a triggering example, `↓`
/// stands right before each place a finding of the rule must land, as in SwiftLint's examples:
/// before a view's `id` value (`- id: ↓close`), an element's start tag (`↓<button`) or a key
/// (`↓treshold:`); the rule must report exactly there, once per marker, with its default
/// severity, on the view whose id follows the marker, and nowhere else. A passing example has no
/// marker and no finding of the rule. Each rule's test is generated (`GeneratedRuleExampleTests`).
enum RuleExampleCheck {
    static let marker: Character = "↓"

    /// Where a finding must land: line and column (1-based, in code points) and, for a marker at
    /// a view's `id` or start tag, the view's id (nil at a key: the finding is about an image or
    /// a line of the file, and its view is not checked).
    struct Place: Hashable, Comparable, CustomStringConvertible {
        let line: Int
        let column: Int
        let view: String?
        static func < (a: Place, b: Place) -> Bool { (a.line, a.column) < (b.line, b.column) }
        var description: String { "\(line):\(column)" + (view.map { " '\($0)'" } ?? "") }
    }

    static func verify(
        _ rule: any Rule.Type, registry: RuleRegistry = .standard, file: StaticString = #filePath, line: UInt = #line
    )
        throws
    {
        let id = rule.identifier
        let examples = rule.description.examples
        let (triggering, expected) = try lint(examples.triggering, registry: registry)
        let found = triggering.findings.filter { $0.rule == id }
        XCTAssertFalse(expected.isEmpty, "\(id): its triggering example marks no place with ↓", file: file, line: line)
        for finding in found {
            XCTAssertEqual(
                finding.severity, rule.description.defaultSeverity, "\(id): \(finding.message)", file: file, line: line)
            XCTAssertFalse(finding.message.isEmpty, id, file: file, line: line)
        }
        // Each expected place that names a view takes the finding's view; the others leave it out.
        let places = zip(
            found.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }, expected
        )
        .map { finding, place in
            Place(
                line: finding.location.line, column: finding.location.column, view: place.view.map { _ in finding.view }
            )
        }
        XCTAssertEqual(
            found.count, expected.count, "\(id): \(found.count) findings for \(expected.count) ↓ markers", file: file,
            line: line)
        XCTAssertEqual(
            places, Array(expected.prefix(places.count)), "\(id) lands elsewhere than its example's ↓ markers",
            file: file, line: line)
        let (passing, unexpected) = try lint(examples.passing, registry: registry)
        XCTAssertEqual(unexpected, [], "\(id): a passing example has no ↓ marker", file: file, line: line)
        XCTAssertEqual(
            passing.findings.filter { $0.rule == id }.map(\.message), [], "\(id) fires on its passing example",
            file: file, line: line)
    }

    /// The report of an example linted with the defaults of `registry`, and the places its
    /// markers name.
    static func lint(_ example: RuleExamples.Screen, registry: RuleRegistry) throws -> (LintReport, [Place]) {
        try withWorkspace { ws in
            for image in example.images {
                var pixels: [UInt8] = []
                for alpha in image.alphaPlane { pixels += [0, alpha] }
                let png = try PNGEncoder.encode(
                    width: image.width, height: image.height, pixels: pixels, layout: .grayAlpha)
                try png.write(to: ws.url(image.name))
            }
            let options = LintOptions(configuration: .builtIn(registry: registry), registry: registry, jobs: 1)
            let marked: String
            let manifest: String
            if example.interfaceBuilder {
                marked = example.xib
                let devices = example.devices.map { "devices: [\($0)]\n" } ?? ""
                manifest = try ws.write(
                    "example.hitlint.yaml", "version: 1\nscale: 1\n\(devices)screens:\n  - from: example.xib\n")
            } else {
                let views = example.views.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }
                marked = """
                    version: 1
                    scale: 1
                    screens:
                      - name: Example
                        size: [\(MessageFormat.plain(example.size.width)), \(MessageFormat.plain(example.size.height))]
                        views:
                    \(views.joined(separator: "\n"))
                    """
                manifest = ws.url("example.hitlint.yaml").path
            }
            let (text, places) = unmark(marked)
            try ws.write(example.interfaceBuilder ? "example.xib" : "example.hitlint.yaml", text)
            return (try Linter(options: options).lint(manifestPaths: [manifest]), places)
        }
    }

    /// `text` without its markers, and the place each marker names.
    static func unmark(_ text: String) -> (String, [Place]) {
        var places: [Place] = []
        var lines: [String] = []
        for (index, marked) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = ""
            var column = 1
            var rest = Substring(marked)
            while let first = rest.first {
                rest = rest.dropFirst()
                if first == marker {
                    places.append(
                        Place(
                            line: index + 1, column: column, view: viewID(after: rest.drop { $0 == marker }, in: line)))
                } else {
                    line.append(first)
                    column += first.unicodeScalars.count
                }
            }
            lines.append(line)
        }
        return (lines.joined(separator: "\n"), places.sorted())
    }

    /// The view a marker names: the id value it stands before, or the `id` attribute of the start
    /// tag it stands before; nil for a place that is no view's id (a key, an image name).
    private static func viewID(after rest: Substring, in before: String) -> String? {
        // A constraint is not a view: its finding's view is not checked.
        if rest.hasPrefix("<constraint ") { return nil }
        if rest.first == "<", let start = rest.range(of: " id=\"") {
            return String(rest[start.upperBound...].prefix { $0 != "\"" })
        }
        guard before.hasSuffix("id: ") else { return nil }
        return String(rest.prefix { $0.isLetter || $0.isNumber || "_.-".contains($0) })
    }
}
