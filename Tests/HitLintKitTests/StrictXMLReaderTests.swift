import Foundation
import XCTest

@testable import HitLintKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `StrictXMLReader` reads what Interface Builder writes as Foundation's `XMLParser` does, and
/// refuses the rest with a located error, in time linear in the bytes (docs/hostile-input.md).
final class StrictXMLReaderTests: XCTestCase {
    func parse(_ text: String, limits: ManifestLimits = ManifestLimits()) throws(InputError) -> XMLTree {
        try XMLTree.parse(data: Data(text.utf8), file: "t.xib", limits: limits)
    }

    /// The error a document gives, as `line:column: message`.
    func failure(_ text: String, limits: ManifestLimits = ManifestLimits()) -> String {
        do {
            _ = try parse(text, limits: limits)
            return "no error"
        } catch {
            let d = error.diagnostics[0]
            return "\(d.location?.line ?? 0):\(d.location?.column ?? 0): \(d.message)"
        }
    }

    /// On every storyboard and XIB of ../shared, the same elements, names, attributes and
    /// parents as XMLParser (libxml2) reads, and each start tag's place is its `<`.
    func testReadsEveryRealFileAsXMLParserDoes() throws {
        let shared = ProjectPaths.shared
        try XCTSkipUnless(FileManager.default.fileExists(atPath: shared.path), "../shared is absent: skipped")
        var limits = ManifestLimits()
        limits.maxXMLBytes = 64 << 20
        var (files, elements) = (0, 0)
        for folder in ["realapps", "realassets"] {
            let walker = try XCTUnwrap(
                FileManager.default.enumerator(
                    at: shared.appendingPathComponent(folder), includingPropertiesForKeys: nil))
            for case let url as URL in walker where ["storyboard", "xib"].contains(url.pathExtension) {
                let data = try Data(contentsOf: url)
                let tree = try XMLTree.parse(data: data, file: url.lastPathComponent, limits: limits)
                let expected = ParserElements()
                let parser = XMLParser(data: data)
                parser.delegate = expected
                XCTAssertTrue(parser.parse(), url.path)
                XCTAssertEqual(tree.elements.count, expected.elements.count, url.path)
                for (index, element) in zip(tree.elements.indices, expected.elements) {
                    XCTAssertEqual(tree[index].name, element.name, url.path)
                    XCTAssertEqual(tree[index].attributes, element.attributes, "\(url.path) element \(index)")
                    XCTAssertEqual(tree[index].parent, element.parent, "\(url.path) element \(index)")
                    let (line, column) = tree.startTags[index]
                    let lineText = tree.bytes[tree.lineStarts[line - 1]...].prefix { $0 != 0x0A }
                    let scalars = Array(String(decoding: lineText, as: UTF8.self).unicodeScalars)
                    XCTAssertEqual(
                        String(String.UnicodeScalarView(scalars.dropFirst(column - 1).prefix(element.name.count + 1))),
                        "<" + element.name)
                }
                files += 1
                elements += tree.elements.count
            }
        }
        XCTAssertGreaterThan(files, 550)
        XCTAssertGreaterThan(elements, 55_000)
    }

    /// The parts of XML Interface Builder can write, each read as XML says.
    func testReadsReferencesCommentsCDATAAndInstructions() throws {
        let tree = try parse(
            """
            \u{FEFF}<?xml version="1.0" encoding='utf-8' standalone="no"?>
            <!-- a comment with <tags> and & -->
            <?hitlint something?>
            <document a="x &lt; y &amp; &#65;&#x42;&apos;&quot;" b='say "hi"'>
              <c d="tab\there
            next"/><![CDATA[<not-an-element> & ]]>text &gt; <e>é</e>
            </document>
            <!-- after -->

            """)
        XCTAssertEqual(tree.elements.map(\.name), ["document", "c", "e"])
        XCTAssertEqual(tree[0].attributes, ["a": #"x < y & AB'""#, "b": #"say "hi""#])
        XCTAssertEqual(tree[1].attributes, ["d": "tab here next"])
        XCTAssertEqual(tree[1].parent, 0)
        XCTAssertEqual(tree[0].children, [1, 2])
        // Columns count Unicode scalars (the byte-order mark is one, on line 1).
        XCTAssertEqual(tree.startTags.map(\.line), [4, 5, 6])
        XCTAssertEqual(tree.startTags.map(\.column), [1, 3, 49])
    }

    /// A storyboard on one line: each element's column, found in the same pass.
    func testOneLineDocumentGivesEachColumn() throws {
        let tree = try parse(
            #"<?xml version="1.0"?><!-- <a> --><document><b x="1"/><c><![CDATA[<d>]]><e/></c></document>"#)
        XCTAssertEqual(tree.startTags.map(\.column), [34, 44, 54, 72])
    }

    /// What XML forbids, or Interface Builder never writes, is an error at its place.
    func testRefusesWithLocatedErrors() {
        let cases: [(String, String)] = [
            (
                "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY x \"y\">]>\n<d/>",
                "2:1: the file declares a document type or entities (<!DOCTYPE)"
            ),
            ("<d>\n<!ENTITY x \"y\">\n</d>", "2:1: the file declares a document type or entities (<!ENTITY)"),
            ("<d a=\"&x;\"/>", "1:7: malformed XML: the entity '&x;' is not one of XML's five"),
            ("<d>&nbsp;</d>", "1:4: malformed XML: the entity '&nbsp;'"),
            ("<d a=\"&#0;\"/>", "1:7: malformed XML: a character reference to no character XML allows"),
            ("<d a=\"&#99999999999;\"/>", "1:7: malformed XML: a character reference to no character XML allows"),
            ("<d a=\"&#xD800;\"/>", "1:7: malformed XML: a character reference to no character XML allows"),
            ("<d a=\"1\" a=\"2\"/>", "1:10: malformed XML: the attribute 'a' is written twice in one tag"),
            ("<d a=1/>", "1:6: malformed XML: an attribute value without quotes"),
            ("<d a/>", "1:4: malformed XML: the attribute 'a' has no value"),
            ("<d a=\"1\"b=\"2\"/>", "1:9: malformed XML: an unexpected character in the start tag of <d>"),
            ("<d a=\"<\"/>", "1:7: malformed XML: a '<' in an attribute value"),
            ("<d>\n  <e>\n</d>", "3:1: malformed XML: the end tag </d> does not match the start tag <e> of line 2"),
            ("<d>\n  <e>\n", "3:1: malformed XML: the file ends before <e> is closed"),
            ("<d/><e/>", "1:5: malformed XML: text after the root element"),
            ("hello<d/>", "1:1: malformed XML: text before the root element"),
            ("", "1:1: malformed XML: no root element"),
            ("<d>]]></d>", "1:4: malformed XML: ']]>' outside a CDATA section"),
            ("<d><!-- a -- b --></d>", "1:11: malformed XML: '--' inside a comment"),
            ("<d>\n<?xml version=\"1.0\"?></d>", "2:1: malformed XML: an XML declaration that is not at the start"),
            ("<d>a & b</d>", "1:6: malformed XML: an '&' that begins no reference"),
            ("<d>\u{1}</d>", "1:4: malformed XML: the control character U+0001 is not allowed in XML"),
            ("<d>\u{FFFE}</d>", "1:4: malformed XML: the character U+FFFE is not allowed in XML"),
            ("<d>\u{0}</d>", "1:4: the file holds a NUL byte here"),
            (
                "<?xml version=\"1.0\"\n   standalone=\"yes\" encoding=\"UTF-16\"?><d/>",
                "1:1: the XML declaration names the encoding 'UTF-16'"
            ),
            (
                "<?xml version=\"1.0\" encoding=\"UTF-8\" encoding=\"UTF-8\"?><d/>",
                "1:1: malformed XML: the XML declaration must name version, then encoding and standalone if at all, each once; it names 'version', 'encoding', 'encoding'"
            ),
            (
                "<?xml version=\"1.0\" standalone=\"yes\" encoding=\"UTF-8\"?><d/>",
                "1:1: malformed XML: the XML declaration must name version"
            ),
            (
                "<?xml version=\"1.0\"encoding=\"UTF-8\"?><d/>",
                "1:1: malformed XML: the XML declaration has no space between its attributes"
            ),
            ("<d a=\"1\"", "1:1: malformed XML: a start tag without its closing '>'"),
            ("<d></d", "1:6: malformed XML: an end tag without its closing '>'"),
            ("<d><3/></d>", "1:4: malformed XML: a '<' that begins no tag"),
        ]
        for (text, expected) in cases {
            let got = failure(text)
            XCTAssertTrue(got.hasPrefix(expected), "\(text.debugDescription): \(got)")
        }
        var limits = ManifestLimits()
        (limits.maxXMLElements, limits.maxXMLDepth) = (3, 2)
        XCTAssertEqual(
            failure("<a>\n<b/><c/>\n<d/></a>", limits: limits),
            "3:1: the file has more than 3 XML elements (limits.maxXMLElements)")
        XCTAssertEqual(
            failure("<a><b>\n  <c/></b></a>", limits: limits),
            "2:3: XML elements are nested more than 2 deep (limits.maxXMLDepth)")
    }

    /// Byte-order marks of other encodings, and bytes that are not UTF-8, are refused before reading.
    func testRefusesOtherEncodings() {
        for bytes: [UInt8] in [[0xFE, 0xFF, 0, 0x3C], [0xFF, 0xFE, 0x3C, 0], [0, 0, 0xFE, 0xFF, 0, 0, 0, 0x3C]] {
            XCTAssertThrowsError(try XMLTree.parse(data: Data(bytes), file: "t.xib", limits: ManifestLimits())) {
                error in
                XCTAssertTrue((error as? InputError)?.diagnostics[0].message.contains("byte-order mark") == true)
            }
        }
        XCTAssertTrue(failure("<d a=\"\u{E9}\"/>").hasPrefix("no error"))
    }

    /// One tag with 300,000 attributes is read in time linear in its bytes (libxml2 2.9 took
    /// 19 s, checking each attribute against all before it); so is a duplicate at the end.
    func testManyAttributesAreLinear() throws {
        let attributes = (0..<300_000).map { "a\($0)=\"1\"" }.joined(separator: " ")
        let start = Date()
        let tree = try parse("<d \(attributes)/>")
        XCTAssertEqual(tree[0].attributes.count, 300_000)
        let duplicate = failure("<d \(attributes) a7=\"2\"/>")
        XCTAssertTrue(duplicate.hasPrefix("1:3488894: malformed XML: the attribute 'a7' is written twice"), duplicate)
        XCTAssertLessThan(Date().timeIntervalSince(start), 15)
    }

    /// The `xml` fuzz target's promises hold on the project's own storyboards and XIBs (examples
    /// and the bad-input corpus): each file in every other encoding is refused, and what is read
    /// places every start tag on its `<`.
    func testXMLFuzzTargetHoldsOnTheProjectsFiles() throws {
        var count = 0
        for folder in ["Examples", "Tests"] {
            let walker = try XCTUnwrap(
                FileManager.default.enumerator(
                    at: ProjectPaths.root.appendingPathComponent(folder), includingPropertiesForKeys: nil))
            for case let url as URL in walker where ["storyboard", "xib"].contains(url.pathExtension) {
                let data = try Data(contentsOf: url)
                guard data.count < 1 << 20 else { continue }
                XCTAssertNil(FuzzEntryPoints.xml(data), url.path)
                count += 1
            }
        }
        XCTAssertGreaterThanOrEqual(count, 20)
    }

    /// Nesting is read with a stack of open elements, not recursion: 100,000 levels (past any
    /// limit a rules file can set) use no more stack than one.
    func testDeepNestingUsesNoRecursion() throws {
        var limits = ManifestLimits()
        limits.maxXMLDepth = 200_000
        let depth = 100_000
        let tree = try parse(
            String(repeating: "<v>", count: depth) + String(repeating: "</v>", count: depth), limits: limits)
        XCTAssertEqual(tree.elements.count, depth)
        XCTAssertEqual(tree[depth - 1].parent, depth - 2)
    }
}

/// The elements XMLParser reports, for comparison.
private final class ParserElements: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String], parent: Int)] = []
    var open: [Int] = []

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append((name, attributes, open.last ?? -1))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }
}
