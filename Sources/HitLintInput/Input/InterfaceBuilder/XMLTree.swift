import Foundation
import HitLintCore

/// An XML document as a flat tree of elements with the place of each start tag, read by
/// `StrictXMLReader` (docs/interface-builder.md). Interface Builder files carry no text that
/// matters, so character data is not kept. Hostile documents are refused: anything but UTF-8,
/// a document type declaration (the only way to declare entities, external or expanding), and
/// files over the size, element count and nesting depth limits (`limits:`).
package struct XMLTree: Sendable {
    package struct Element: Sendable {
        package var name: String
        package var attributes: [String: String]
        package var children: [Int] = []
        package var parent: Int
    }

    /// Index 0 is the document element.
    package private(set) var elements: [Element]
    package let bytes: [UInt8]
    /// Byte offset of each line's start.
    package let lineStarts: [Int]
    package let file: String
    /// Where each element's start tag begins, in document order.
    package let startTags: [(line: Int, column: Int)]

    package subscript(index: Int) -> Element { elements[index] }

    /// The children of `index` named `name`.
    package func children(of index: Int, named name: String) -> [Int] {
        elements[index].children.filter { elements[$0].name == name }
    }

    /// The first child of `index` with this name and `key` attribute.
    package func child(of index: Int, named name: String, key: String) -> Int? {
        elements[index].children.first { elements[$0].name == name && elements[$0].attributes["key"] == key }
    }

    /// The number of elements of an XML document, read as an imported file is (for `hitlint-bench`).
    package static func elementCount(parsing data: Data, file: String) throws(InputError) -> Int {
        try parse(data: data, file: file, limits: ManifestLimits()).elements.count
    }

    package static func parse(data: Data, file: String, limits: ManifestLimits) throws(InputError) -> XMLTree {
        func refuse(_ message: String, line: Int, column: Int) -> InputError {
            InputError(Diagnostic(message, at: SourceLocation(file: file, line: line, column: column)))
        }
        if data.starts(with: [0xFE, 0xFF]) || data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0, 0, 0xFE, 0xFF]) {
            throw refuse(
                "the file starts with a UTF-16 or UTF-32 byte-order mark; Interface Builder writes UTF-8, the only encoding hitlint reads",
                line: 1, column: 1)
        }
        if TextFile.utf8(data) == nil {
            let (line, column) = TextFile.firstInvalidUTF8(in: data)
            throw refuse(
                "the file is not UTF-8 text (an invalid byte here); Interface Builder writes UTF-8", line: line,
                column: column)
        }
        let bytes = [UInt8](data)
        switch StrictXMLReader.read(bytes, maxElements: limits.maxXMLElements, maxDepth: limits.maxXMLDepth) {
        case .failure(let failure):
            let (line, column) = StrictXMLReader.position(of: failure.offset, in: bytes)
            throw refuse(failure.message, line: line, column: column)
        case .success(let document):
            var starts = [0]
            bytes.withUnsafeBufferPointer { buffer in
                for i in 0..<buffer.count where buffer[i] == UInt8(ascii: "\n") { starts.append(i + 1) }
            }
            return XMLTree(
                elements: document.elements, bytes: bytes, lineStarts: starts, file: file, startTags: document.startTags
            )
        }
    }

    /// Where the start tag of `index` begins.
    package func location(of index: Int) -> SourceLocation {
        SourceLocation(file: file, line: startTags[index].line, column: startTags[index].column)
    }
}
