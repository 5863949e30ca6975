import XCTest

@testable import HitLintKit

/// The composer that turns libyaml's events into a flat tree, with its bounds.
final class YAMLComposerTests: XCTestCase {
    private struct NotComposed: Error {}

    private func composed(_ text: String, maxNodes: Int = 1000) throws -> (YAMLTree, YAMLNode) {
        guard case .composed(let tree, let root) = YAMLComposer.compose(text, file: "t.yaml", maxNodes: maxNodes) else {
            XCTFail("not composed: \(text)")
            throw NotComposed()
        }
        return (tree, root)
    }

    func testNodesKeepTheirTextsStylesPositionsAndOrder() throws {
        let (tree, root) = try composed(
            """
            a: 1
            b: "2"
            list:
              - &x [3, 4]
              - *x
            """)
        XCTAssertEqual(tree.kind(root), .mapping)
        let pairs = tree.pairs(root)
        XCTAssertEqual(pairs.compactMap { tree.text($0.key) }, ["a", "b", "list"])
        XCTAssertEqual(tree.text(pairs[0].value), "1")
        XCTAssertTrue(tree.isPlain(pairs[0].value))
        XCTAssertEqual(tree.text(pairs[1].value), "2")
        XCTAssertFalse(tree.isPlain(pairs[1].value))
        XCTAssertTrue(tree.position(pairs[1].value) == (2, 4))
        let items = Array(tree.items(pairs[2].value))
        XCTAssertEqual(items.count, 2)
        // The alias is the anchored node itself, not a copy.
        XCTAssertEqual(items[0], items[1])
        XCTAssertEqual(tree.items(items[0]).compactMap { tree.text($0) }, ["3", "4"])
        // An anchored node starts at its anchor (libyaml's start mark, as Yams reports it).
        XCTAssertTrue(tree.position(items[0]) == (4, 5))
    }

    func testExpansionBeyondTheLimitIsRefusedWhereItHappens() {
        let text = """
            a: &a [1, 2, 3]
            b: &b [*a, *a]
            c: [*b, *b]
            """
        // Expanded, a's list is 4 nodes, b's 2 x 4 + 1 = 9, c's 2 x 9 + 1 = 19: with the 3 keys,
        // the top mapping holds 35 nodes.
        if case .composed = YAMLComposer.compose(text, file: "t.yaml", maxNodes: 35) {
        } else {
            XCTFail("35 nodes fit a limit of 35")
        }
        guard case .refused(let diagnostic) = YAMLComposer.compose(text, file: "t.yaml", maxNodes: 34) else {
            return XCTFail("35 nodes pass a limit of 34")
        }
        XCTAssertTrue(diagnostic.message.contains("more than 34 YAML nodes"), diagnostic.message)
        XCTAssertEqual(diagnostic.location?.line, 3)
    }

    func testAliasesAndCollectionsAreNotKeys() {
        for (text, word) in [("a: &k x\n*k : 1\n", "aliases"), ("? [1, 2]\n: 3\n", "lists or mappings")] {
            guard case .refused(let diagnostic) = YAMLComposer.compose(text, file: "t.yaml", maxNodes: 100) else {
                return XCTFail(text)
            }
            XCTAssertEqual(diagnostic.message, "mapping keys must be plain names, not \(word)")
            XCTAssertEqual(diagnostic.location?.line, 2 - (word == "aliases" ? 0 : 1))
        }
    }

    func testWhatTheComposerDoesNotJudgeGoesToYams() throws {
        for text in ["a: [1, 2\n", "a: *nowhere\n", "a: 1\n---\nb: 2\n", "a: 1\na: 2\n"] {
            guard case .askYams = YAMLComposer.compose(text, file: "t.yaml", maxNodes: 100) else {
                return XCTFail(text)
            }
            XCTAssertThrowsError(try YAMLDocument(text: text, file: "t.yaml", maxNodes: 100), text)
        }
        if case .empty = YAMLComposer.compose("# only a comment\n", file: "t.yaml", maxNodes: 100) {
        } else {
            XCTFail("not empty")
        }
        // Yams' own message and position for a syntax error.
        do {
            _ = try YAMLDocument(text: "a: *nowhere\n", file: "t.yaml", maxNodes: 100)
            XCTFail("an undefined alias was accepted")
        } catch {
            XCTAssertEqual(error.diagnostics.first?.message, "invalid YAML: found undefined alias")
            XCTAssertEqual(error.diagnostics.first?.location?.line, 1)
            XCTAssertEqual(error.diagnostics.first?.location?.column, 4)
        }
    }
}
