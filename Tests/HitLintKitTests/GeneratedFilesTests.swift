import Foundation
import XCTest

@testable import HitLintDevKit
@testable import HitLintKit

/// Every file `hitlint-dev generate` writes is what it would write now (as swift-format's
/// GeneratedFilesValidityTests): a rule or reporter added without running it fails here, with
/// the command in the message.
final class GeneratedFilesTests: XCTestCase {
    /// The version the binary prints, the changelog's newest entry and the release archive's
    /// name (the Makefile reads Version.swift) agree.
    func testTheChangelogsNewestEntryIsTheVersion() throws {
        let changelog = try String(
            contentsOf: ProjectPaths.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let entries = changelog.split(separator: "\n").filter {
            $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]")
        }
        XCTAssertEqual(
            entries.first?.split(separator: "]").first.map { String($0.dropFirst(4)) }, HitLintVersion.current)
        XCTAssertTrue(entries.contains { $0.hasPrefix("## [0.1.0]") })
        let makefile = try String(contentsOf: ProjectPaths.root.appendingPathComponent("Makefile"), encoding: .utf8)
        XCTAssertTrue(makefile.contains("Sources/HitLintCore/Support/Version.swift"))
        XCTAssertTrue(makefile.contains("DIST = hitlint-$(VERSION)-$(OS)-$(ARCH)"))
    }

    func testEveryGeneratedFileIsCurrent() throws {
        let generator = RepositoryGenerator(root: ProjectPaths.root)
        for file in try generator.sourceFiles() + generator.renderedFiles() {
            XCTAssertEqual(
                file.current(in: ProjectPaths.root), file.contents,
                "\(file.path) is stale; \(GeneratedFile.regenerateHint)")
        }
    }

    func testTheScannerFindsRuleTypesAndKeepsTheRegistrysOrder() {
        let scanner = ConformanceScanner(protocolName: "Rule")
        let source = """
            /// `wide-target`: a doc comment that says struct NotARule: Rule.
            struct WideTargetRule: Rule {
                struct Helper: Sendable {}
            }
            public final class OtherRule: Sendable, Rule {}
            struct Reporterish: Reporter {}
            """
        XCTAssertEqual(scanner.types(inSource: source), ["WideTargetRule", "OtherRule"])
        // A new rule comes last, whatever its name; a removed one is dropped.
        XCTAssertEqual(
            ConformanceScanner.stableOrder(found: ["A", "B", "Z", "Y"], previous: ["Z", "Gone", "A", "B"]),
            ["Z", "A", "B", "Y"])
        let generated = """
            extension RuleRegistry {
                static let standardRuleTypes: [any Rule.Type] = [
                    UnclickableRule.self,
                    TooSmallRule.self,
                ]
            }
            """
        XCTAssertEqual(ConformanceScanner.listedTypes(inGenerated: generated), ["UnclickableRule", "TooSmallRule"])
    }

    func testTheRegistryListsEveryRuleFileInTheGeneratedOrder() throws {
        let catalog = ProjectPaths.root.appendingPathComponent("Sources/HitLintEngine/Rules/Catalog")
        let declared = try ConformanceScanner(protocolName: "Rule").types(in: catalog)
        XCTAssertEqual(RuleRegistry.standardRuleTypes.map { "\($0)" }.sorted(), declared)
        XCTAssertEqual(RuleRegistry.standard.ids.count, Set(RuleRegistry.standard.ids).count, "two rules share an id")
    }
}

/// A rule's identity is its type: its id is written in its own file only. Everything else names
/// it by `Rule.identifier` (or reads it from the registry), so a rename is one edit.
final class RuleIdentityTests: XCTestCase {
    func testNoRuleIDIsWrittenOutsideItsRulesFile() throws {
        let root = ProjectPaths.root
        let sources = ["Sources", "Plugins"].flatMap { folder -> [URL] in
            let walker = FileManager.default.enumerator(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
        }
        XCTAssertGreaterThan(sources.count, 100)
        var offences: [String] = []
        for url in sources {
            // Code and string literals count; comments do not.
            let code = try String(contentsOf: url, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false
            )
            .map { line in line.trimmingCharacters(in: .whitespaces).hasPrefix("//") ? "" : String(line) }
            for rule in RuleRegistry.standardRuleTypes where url.lastPathComponent != "\(rule).swift" {
                let pattern = try NSRegularExpression(pattern: "(?<![A-Za-z0-9-])\(rule.identifier)(?![A-Za-z0-9-])")
                for (number, line) in code.enumerated()
                where pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                    offences.append("\(url.path.dropFirst(root.path.count + 1)):\(number + 1): \(rule.identifier)")
                }
            }
        }
        XCTAssertEqual(offences, [], "write `RuleType.identifier` instead")
    }
}

/// The library's public API is what docs/library.md lists: a type made public (or no longer
/// public) without the documentation saying so fails here.
final class PublicAPITests: XCTestCase {
    func testThePublicTypesAreTheDocumentedOnes() throws {
        // HitLintKit re-exports the targets below it: their public types are its API.
        let targets = [
            "HitLintCore", "HitLintInput", "HitLintEngine", "HitLintLinting", "HitLintReporting", "HitLintKit",
        ]
        let files = targets.flatMap { target in
            let folder = ProjectPaths.root.appendingPathComponent("Sources/\(target)")
            return
                (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
                .filter { $0.pathExtension == "swift" }
        }
        let declaration = try NSRegularExpression(
            pattern: "^public (?:final )?(?:struct|enum|class|protocol|actor|typealias) (\\w+)")
        var declared = Set<String>()
        for file in files {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init) {
                if let match = declaration.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                    let range = Range(match.range(at: 1), in: line)
                {
                    declared.insert(String(line[range]))
                }
            }
        }
        let doc = try String(contentsOf: ProjectPaths.root.appendingPathComponent("docs/library.md"), encoding: .utf8)
        let list = try XCTUnwrap(
            doc.components(separatedBy: "<!-- public types -->").last?.components(separatedBy: "<!--").first)
        let bullets = list.split(separator: "\n").filter { $0.hasPrefix("- ") }.map {
            $0.split(separator: ":").first ?? ""
        }
        let documented = Set(
            bullets.flatMap {
                $0.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            })
        XCTAssertEqual(declared, documented, "update docs/library.md, or make the type package")
        XCTAssertLessThan(declared.count, 30)
    }
}
