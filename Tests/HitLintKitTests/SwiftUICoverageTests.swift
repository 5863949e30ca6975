import Foundation
import HitLintKit
import SwiftParser
import SwiftSyntax
import XCTest

/// Issue 52's measure on the SwiftUI apps of `../shared/swiftuiapps` and the SwiftUI code of
/// `../shared/realapps`: the tap-target declarations counted by a syntax walk of this test's
/// own are all targets or listed with a reason, and most get a hit area (ours, or the one the
/// system gives a row, a bar item or a menu item). Skipped when `../shared` is absent.
final class SwiftUICoverageTests: XCTestCase {
    /// Calls that declare a tap target, counted independently of `SwiftUIReader`.
    private final class DeclarationCounter: SyntaxVisitor {
        var count = 0
        /// Names the file declares a type of its own by (a model's `struct Link`): calls of
        /// them make that type, not SwiftUI's view.
        var ownTypes: Set<String> = []
        static let initializers: Set<String> = [
            "Button", "Toggle", "Link", "NavigationLink", "Menu", "Stepper", "Picker", "ShareLink", "TapGesture",
        ]
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee =
                node.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? node.calledExpression
            if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.initializers.contains(name),
                !ownTypes.contains(name)
            {
                count += 1
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
                member.declName.baseName.text == "onTapGesture"
            {
                count += 1
            }
            return .visitChildren
        }
    }

    private struct Tally {
        var declared = 0
        var accounted = 0
        var sized = 0
        var linted = 0
        /// Declarations that are not the iOS app's tap targets: in previews, in code built for
        /// another platform, in watchOS files.
        var notApp = 0
    }

    private func tally(_ folder: URL) -> Tally {
        var tally = Tally()
        let paths = CodeReader.sourceFiles(in: folder).filter { $0.hasSuffix(".swift") }
        var reader = CodeReader()
        reader.readsSwiftUI = true
        let code = reader.read(paths, in: folder, root: nil)
        for path in paths {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8),
                text.contains("import SwiftUI")
            else { continue }
            let counter = DeclarationCounter(viewMode: .sourceAccurate)
            counter.ownTypes = DeclarationCounter.initializers.filter { name in
                ["struct", "class", "enum"].contains {
                    text.contains("\($0) \(name) ") || text.contains("\($0) \(name):")
                }
            }
            counter.walk(Parser.parse(source: text))
            tally.declared += counter.count
            let file = SwiftUIReader.read(text, path: path)
            for target in file.targets {
                if SwiftUISource.isWatchFile(path, text) || [.preview, .otherPlatform].contains(target.placement) {
                    (tally.accounted, tally.notApp) = (tally.accounted + 1, tally.notApp + 1)
                    continue
                }
                switch SwiftUISource.settle(target, code: code) {
                case .success:
                    (tally.accounted, tally.sized, tally.linted) = (
                        tally.accounted + 1, tally.sized + 1, tally.linted + 1
                    )
                case .failure(let why):
                    tally.accounted += 1
                    if why.systemGiven { tally.sized += 1 }
                }
            }
        }
        return tally
    }

    func testTapTargetsOfTheSwiftUIAppsAreReadOrListed() throws {
        let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared")
        guard FileManager.default.fileExists(atPath: shared.appendingPathComponent("swiftuiapps").path) else {
            throw XCTSkip("../shared/swiftuiapps is absent")
        }
        var total = Tally()
        for group in ["swiftuiapps", "realapps"] {
            let apps =
                (try? FileManager.default.contentsOfDirectory(atPath: shared.appendingPathComponent(group).path))
                ?? []
            for app in apps.sorted() {
                let folder = shared.appendingPathComponent(group).appendingPathComponent(app)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue
                else { continue }
                let found = tally(folder)
                print(
                    "swiftui coverage \(group)/\(app): \(found.declared) declared, \(found.accounted) read or listed, \(found.sized) with a hit area, \(found.linted) linted"
                )
                total.declared += found.declared
                total.accounted += found.accounted
                total.sized += found.sized
                total.linted += found.linted
                total.notApp += found.notApp
            }
        }
        let app = total.declared - total.notApp
        print(
            "swiftui coverage total: \(total.declared) declared, \(total.accounted) read or listed, \(total.notApp) in previews, other platforms' code or watchOS files; of the \(app) in iOS app code \(total.sized) (\(100 * total.sized / max(1, app)) %) with a hit area, \(total.linted) linted by hitlint"
        )
        XCTAssertGreaterThan(total.declared, 1000)
        XCTAssertEqual(total.accounted, total.declared, "every declaration is a target or listed")
        // The share is of the iOS app's own tap targets: a preview's button or a macOS-only one
        // is not one a user of the iOS app meets.
        XCTAssertGreaterThanOrEqual(Double(total.sized), 0.6 * Double(app), "60 % get a hit area")
    }
}
