import Foundation
import XCTest

@testable import HitLintKit

/// A button whose action a tap recognizer of a view holding it also calls needs no exact tap: a
/// tap beside it does the same (VLC's donation nag screen: "Not now" and a tap anywhere both
/// dismiss). Its `too-small` is a note that says where; a button with another action, and
/// recognizers that are not taps, not the class's own or added only under a condition, change
/// nothing.
final class SharedActionTests: XCTestCase {
    static let xib: String = {
        let button = { (id: String, x: Int) in
            """
                    <button opaque="NO" contentMode="scaleToFill" id="\(id)">
                        <rect key="frame" x="\(x)" y="100" width="30" height="30"/>
                        <state key="normal" title="\(id)"/>
                    </button>
            """
        }
        let xib = withActions(iPhone11XIB(button("stay", 20) + button("go", 200), constraints: ""))
            .replacingOccurrences(
                of: #"selector="tap:" destination="-1" eventType="touchUpInside" id="tap-go""#,
                with: #"selector="go:" destination="-1" eventType="touchUpInside" id="tap-go""#)
        return owned(xib, by: "Nag", outlets: [("view", "root")])
    }()

    func testATapBesideAButtonThatDoesTheSameMakesItsSizeANote() throws {
        XCTAssertTrue(Self.xib.contains(#"selector="go:""#))
        let objectiveC = { (selector: String, after: String) in
            """
            @implementation Nag
            - (void)viewDidLoad {
                [super viewDidLoad];
                UITapGestureRecognizer *tapRecognizer = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(\(selector))];
                [self.view addGestureRecognizer:tapRecognizer];\(after)
            }
            @end
            """
        }
        let swift = { (body: String) in
            """
            import UIKit

            class Nag: UIViewController {
                var helper: Helper!
                var flag = false

                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(body)
                }
            }
            """
        }
        let add = { (made: String) in "view.addGestureRecognizer(\(made))" }
        let tap = { (target: String, selector: String) in
            "UITapGestureRecognizer(target: \(target), action: #selector(\(selector)))"
        }
        // The note where it holds; nil where the button stays an error.
        let cases: [(file: String, code: String, stay: String?)] = [
            ("Nag.m", objectiveC("tap:", ""), "Nag.m:5"),
            ("Nag.swift", swift(add(tap("self", "tap(_:)"))), "Nag.swift:9"),
            // A bare Swift name is the method of either arity.
            ("Nag.swift", swift(add(tap("self", "self.tap"))), "Nag.swift:9"),
            // Objective-C's `tap` is not `tap:`.
            ("Nag.m", objectiveC("tap", ""), nil),
            ("Nag.m", objectiveC("tap:", "\n    tapRecognizer.numberOfTapsRequired = 2;"), nil),
            ("Nag.m", objectiveC("tap:", "\n    [self.view removeGestureRecognizer:self.old];"), nil),
            (
                "Nag.swift",
                swift(
                    "let press = UILongPressGestureRecognizer(target: self, action: #selector(tap)); " + add("press")),
                nil
            ),
            ("Nag.swift", swift("if flag { \(add(tap("self", "tap"))) }"), nil),
            ("Nag.swift", swift("let t = \(tap("helper", "Helper.tap")); " + add("t")), nil),
            ("Nag.swift", swift(add(tap("self.helper", "Helper.tap(_:)"))), nil),
        ]
        for (file, code, stay) in cases {
            try withWorkspace { ws in
                try ws.write("Nag.xib", Self.xib)
                try ws.write(file, code)
                let manifest = try ws.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: Nag.xib\n")
                let report = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
                let small = Dictionary(
                    report.findings.filter { $0.rule == "too-small" }.map { ($0.view ?? "", $0) },
                    uniquingKeysWith: { first, _ in first })
                let stayed = try XCTUnwrap(small["stay"], code)
                let went = try XCTUnwrap(small["go"], code)
                XCTAssertEqual(went.severity, .error, code)
                XCTAssertTrue(went.message.hasPrefix("the hit area of 'go' (go) is 30 x 30 pt"), went.message)
                if let stay {
                    XCTAssertEqual(stayed.severity, .note, code)
                    XCTAssertTrue(
                        stayed.message.hasSuffix(
                            "(a note: 'stay' (stay) needs no exact tap: a tap beside it calls the same tap: through the tap recognizer the code adds to 'view' (root), which holds it: \(stay))"
                        ), stayed.message)
                } else {
                    XCTAssertEqual(stayed.severity, .error, code + stayed.message)
                }
            }
        }
    }

    /// A tap that misses the button towards a neighbour lands on the neighbour: with another
    /// target inside the 44 x 44 pt box around it, its size still counts.
    func testANeighbourKeepsTheSizeAnError() throws {
        let crowded = Self.xib.replacingOccurrences(
            of: #"<rect key="frame" x="200" y="100""#, with: #"<rect key="frame" x="55" y="100""#)
        XCTAssertNotEqual(crowded, Self.xib)
        let code = """
            import UIKit

            class Nag: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tap(_:))))
                }
            }
            """
        for (xib, severity) in [(Self.xib, Severity.note), (crowded, .error)] {
            try withWorkspace { ws in
                try ws.write("Nag.xib", xib)
                try ws.write("Nag.swift", code)
                let manifest = try ws.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: Nag.xib\n")
                let report = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
                let stay = report.findings.filter { $0.rule == "too-small" && $0.view == "stay" }
                XCTAssertEqual(stay.map(\.severity), [severity], stay.map(\.message).joined())
            }
        }
    }

    /// Selectors are compared as Objective-C writes them: Swift's first label joins the name
    /// (`tap(on:)` is `tapOn:`, `close(sender:)` is `closeWithSender:`), and a piece with no
    /// label is a bare `:` (`pick(_:_:)` and `@selector(pick::)` are `pick::`).
    func testSelectorsAreComparedAsObjectiveCWritesThem() throws {
        let swift = { (selector: String) in
            """
            import UIKit

            class Nag: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(\(selector))))
                }
            }
            """
        }
        let objectiveC = """
            @implementation Nag
            - (void)viewDidLoad {
                [self.view addGestureRecognizer:[[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(pick::)]];
            }
            @end
            """
        let cases: [(file: String, code: String, selector: String, severity: Severity)] = [
            ("Nag.swift", swift("tap(on:)"), "tapOn:", .note),
            ("Nag.swift", swift("close(sender:)"), "closeWithSender:", .note),
            ("Nag.swift", swift("close(sender:)"), "close:", .error),
            ("Nag.swift", swift("pick(_:_:)"), "pick::", .note),
            ("Nag.m", objectiveC, "pick::", .note),
            ("Nag.m", objectiveC, "pick:", .error),
        ]
        for (file, code, selector, severity) in cases {
            let xib = Self.xib.replacingOccurrences(
                of: #"selector="tap:" destination="-1""#, with: "selector=\"\(selector)\" destination=\"-1\"")
            try withWorkspace { ws in
                try ws.write("Nag.xib", xib)
                try ws.write(file, code)
                let manifest = try ws.write("test.hitlint.yaml", "version: 1\nscreens:\n  - from: Nag.xib\n")
                let report = Linter(options: LintOptions(jobs: 1)).lint(manifestPaths: [manifest])
                let stay = report.findings.filter { $0.rule == "too-small" && $0.view == "stay" }
                XCTAssertEqual(stay.map(\.severity), [severity], "\(selector) \(code)")
            }
        }
    }
}
