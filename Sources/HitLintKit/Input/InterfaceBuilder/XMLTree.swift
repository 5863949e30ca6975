import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An XML document as a flat tree of elements with the place of each start tag, read with
/// Foundation's `XMLParser` (docs/interface-builder.md). Interface Builder files carry no text
/// that matters, so character data is not kept. Hostile documents are refused before parsing:
/// a document type declaration (the only way to declare entities, external or expanding) is an
/// error, and the size, element count and nesting depth are bounded (`limits:`).
package struct XMLTree: Sendable {
    struct Element: Sendable {
        var name: String
        var attributes: [String: String]
        var children: [Int] = []
        var parent: Int
        /// Where XMLParser stood after the start tag (its last character), 1-based.
        var endLine: Int
        var endColumn: Int
    }

    /// Index 0 is the document element.
    private(set) var elements: [Element]
    let bytes: [UInt8]
    /// Byte offset of each line's start.
    let lineStarts: [Int]
    let file: String
    /// Where each element's start tag begins, in document order (one pass over the bytes, so a
    /// file written on one line costs no more than one written on many); empty when the scan
    /// does not find one start tag per element, and `location(of:)` then looks for each.
    private(set) var startTags: [(line: Int, column: Int)] = []

    subscript(index: Int) -> Element { elements[index] }

    /// The children of `index` named `name`.
    func children(of index: Int, named name: String) -> [Int] {
        elements[index].children.filter { elements[$0].name == name }
    }

    /// The first child of `index` with this name and `key` attribute.
    func child(of index: Int, named name: String, key: String) -> Int? {
        elements[index].children.first { elements[$0].name == name && elements[$0].attributes["key"] == key }
    }

    /// The number of elements of an XML document, read as an imported file is (for `hitlint-bench`).
    package static func elementCount(parsing data: Data, file: String) throws(InputError) -> Int {
        try parse(data: data, file: file, limits: ManifestLimits()).elements.count
    }

    static func parse(data: Data, file: String, limits: ManifestLimits) throws(InputError) -> XMLTree {
        // Interface Builder writes UTF-8 and says so. Anything else is refused before libxml2 sees
        // it: its switch to a declared encoding can crash on a bad byte (a fuzzer found
        // `<?xml version="1.0" encoding="UTF7"` followed by 0x90).
        if String(validating: data, as: UTF8.self) == nil {
            let (line, column) = TextFile.firstInvalidUTF8(in: data)
            throw InputError(
                Diagnostic(
                    "the file is not UTF-8 text (an invalid byte here); Interface Builder writes UTF-8",
                    at: SourceLocation(file: file, line: line, column: column)))
        }
        // A NUL byte is valid UTF-8 but never XML: where it appears, the text is UTF-16 or UTF-32
        // without a byte-order mark, which libxml2 would detect from the first bytes and read
        // (past the checks below, which look at UTF-8 bytes).
        if let nul = data.firstIndex(of: 0) {
            let (line, column) = position(of: nul - data.startIndex, in: data)
            throw InputError(
                Diagnostic(
                    "the file holds a NUL byte here, so it is not UTF-8 text (UTF-16 or UTF-32 without a byte-order mark?); Interface Builder writes UTF-8",
                    at: SourceLocation(file: file, line: line, column: column)))
        }
        if let encoding = declaredEncoding(data), !["utf-8", "utf8"].contains(encoding.lowercased()) {
            throw InputError(
                Diagnostic(
                    "the XML declaration names the encoding \(MessageFormat.quote(encoding)); Interface Builder writes UTF-8, the only encoding hitlint reads",
                    at: SourceLocation(file: file, line: 1, column: 1)))
        }
        let bytes = [UInt8](data)
        if let (offset, declaration) = firstDeclaration(in: bytes) {
            let (line, column) = position(of: offset, in: data)
            throw InputError(
                Diagnostic(
                    "the file declares a document type or entities (\(declaration)), which Interface Builder never writes; hitlint does not read such documents (they can expand without bound or read other files)",
                    at: SourceLocation(file: file, line: line, column: column)))
        }
        let builder = Builder(limits: limits)
        let parser = XMLParser(data: data)
        parser.delegate = builder
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        // FoundationXML's parse() can report success after an error it recovered from: the
        // delegate's first error decides.
        let ok = parser.parse()
        if let (message, line, column) = builder.stopped {
            throw InputError(Diagnostic(message, at: SourceLocation(file: file, line: line, column: column)))
        }
        guard ok, !builder.elements.isEmpty else {
            let line = max(1, parser.lineNumber)
            let column = max(1, parser.columnNumber)
            let code = (parser.parserError as NSError?)?.code ?? 0
            throw InputError(Diagnostic(XMLTree.malformed(code), at: SourceLocation(file: file, line: line, column: column)))
        }
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            for i in 0..<buffer.count where buffer[i] == UInt8(ascii: "\n") { starts.append(i + 1) }
        }
        var tree = XMLTree(elements: builder.elements, bytes: bytes, lineStarts: starts, file: file)
        let tags = startTagPositions(in: bytes)
        if tags.count == tree.elements.count { tree.startTags = tags }
        return tree
    }

    /// The `encoding` of a leading XML declaration (`<?xml ... encoding="X"?>`), if it names one:
    /// the whole declaration is read, however long (libxml2 honours an `encoding` anywhere in it).
    static func declaredEncoding(_ data: Data) -> String? {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard bytes.starts(with: Array("<?xml".utf8)) else { return nil }
        let end = bytes.firstIndex(of: UInt8(ascii: ">")) ?? bytes.endIndex
        let declaration = String(decoding: bytes[..<end], as: UTF8.self)
        guard let key = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return "" }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    /// The first `<!DOCTYPE` or `<!ENTITY` in the bytes, and which. One pass over the bytes
    /// (`Data.firstRange(of:)` ran at 16 MB/s, a third of the whole parse).
    static func firstDeclaration(in bytes: [UInt8]) -> (Int, String)? {
        let doctype = Array("DOCTYPE".utf8)
        let entity = Array("ENTITY".utf8)
        return bytes.withUnsafeBufferPointer { buffer -> (Int, String)? in
            var i = 0
            let end = buffer.count - 1
            while i < end {
                if buffer[i] == UInt8(ascii: "<"), buffer[i + 1] == UInt8(ascii: "!") {
                    for (word, name) in [(doctype, "<!DOCTYPE"), (entity, "<!ENTITY")] where i + 2 + word.count <= buffer.count {
                        if (0..<word.count).allSatisfy({ buffer[i + 2 + $0] == word[$0] }) { return (i, name) }
                    }
                }
                i += 1
            }
            return nil
        }
    }

    /// What an XMLParser error code (libxml2's) means, in words.
    static func malformed(_ code: Int) -> String {
        let known: [Int: String] = [
            4: "the file is empty", 5: "the XML ends before its elements are closed", 9: "an invalid character",
            38: "an attribute value without quotes", 39: "an attribute without a value", 41: "an attribute written twice",
            64: "no root element", 73: "a start tag without its closing '>'", 76: "an end tag that does not match its start tag",
        ]
        return "malformed XML: \(known[code] ?? "XMLParser error \(code)"); open the file in Xcode to repair it"
    }

    /// 1-based line and column (in characters) of a byte offset.
    static func position(of offset: Int, in data: Data) -> (Int, Int) {
        var line = 1
        var lineStart = data.startIndex
        var index = data.startIndex
        while index < offset {
            if data[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        let column = String(decoding: data[lineStart..<offset], as: UTF8.self).count + 1
        return (line, column)
    }

    /// The line and column (in Unicode scalars, 1-based) of every start tag, in document order:
    /// each `<` that begins a name, past comments, CDATA sections and processing instructions
    /// (a `<` cannot appear raw elsewhere in a well-formed document).
    static func startTagPositions(in bytes: [UInt8]) -> [(line: Int, column: Int)] {
        var found: [(line: Int, column: Int)] = []
        var (line, column) = (1, 1)
        var i = 0
        let n = bytes.count
        func skip(past terminator: [UInt8]) {
            while i < n {
                if bytes[i] == terminator[0], i + terminator.count <= n, bytes[i..<(i + terminator.count)].elementsEqual(terminator) {
                    for _ in 0..<terminator.count { advance() }
                    return
                }
                advance()
            }
        }
        func advance() {
            if bytes[i] == 0x0A {
                (line, column) = (line + 1, 1)
            } else if bytes[i] & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        while i < n {
            guard bytes[i] == 0x3C, i + 1 < n else {
                advance()
                continue
            }
            let next = bytes[i + 1]
            if next == 0x21 {  // <!-- -->, <![CDATA[ ]]>, other declarations
                if i + 3 < n, bytes[i + 2] == 0x2D, bytes[i + 3] == 0x2D {
                    skip(past: Array("-->".utf8))
                } else if i + 8 < n, bytes[(i + 2)..<(i + 9)].elementsEqual("[CDATA[".utf8) {
                    skip(past: Array("]]>".utf8))
                } else {
                    skip(past: [0x3E])
                }
                continue
            }
            if next == 0x3F {  // <? ?>
                skip(past: Array("?>".utf8))
                continue
            }
            if next != 0x2F { found.append((line, column)) }
            advance()
        }
        return found
    }

    /// Where the start tag of `index` begins: from the one pass over the bytes, else the `<name`
    /// before the place XMLParser reported (Interface Builder writes each start tag on one line;
    /// a longer one is looked for upwards).
    func location(of index: Int) -> SourceLocation {
        if index < startTags.count { return SourceLocation(file: file, line: startTags[index].line, column: startTags[index].column) }
        return searchedLocation(of: index)
    }

    /// The start tag of `index`, looked for back from where XMLParser stood after it.
    func searchedLocation(of index: Int) -> SourceLocation {
        let element = elements[index]
        let needle = Array(("<" + element.name).utf8)
        var line = element.endLine
        while line >= 1, line >= element.endLine - 50, line <= lineStarts.count {
            let start = lineStarts[line - 1]
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            // On the end line, only a tag that starts before the reported position.
            let limit = line == element.endLine ? min(end, start + max(element.endColumn, 1)) : end
            var found: Int?
            var i = start
            while i + needle.count <= limit {
                if bytes[i] == needle[0], (1..<needle.count).allSatisfy({ bytes[i + $0] == needle[$0] }) {
                    let after = i + needle.count < bytes.count ? bytes[i + needle.count] : 0
                    if after == UInt8(ascii: " ") || after == UInt8(ascii: ">") || after == UInt8(ascii: "/") || after == UInt8(ascii: "\t")
                        || after == UInt8(ascii: "\r") || after == UInt8(ascii: "\n")
                    {
                        found = i
                    }
                }
                i += 1
            }
            if let found {
                let column = String(decoding: bytes[start..<found], as: UTF8.self).count + 1
                return SourceLocation(file: file, line: line, column: column)
            }
            line -= 1
        }
        return SourceLocation(file: file, line: max(1, element.endLine), column: 1)
    }

    /// Builds the element list as XMLParser reports it, stopping at the limits.
    private final class Builder: NSObject, XMLParserDelegate {
        let limits: ManifestLimits
        var elements: [Element] = []
        var open: [Int] = []
        var stopped: (String, Int, Int)?

        init(limits: ManifestLimits) { self.limits = limits }

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            guard stopped == nil else { return }
            if elements.count >= limits.maxXMLElements {
                stop(parser, "the file has more than \(limits.maxXMLElements) XML elements (limits.maxXMLElements)")
                return
            }
            if open.count >= limits.maxXMLDepth {
                stop(parser, "XML elements are nested more than \(limits.maxXMLDepth) deep (limits.maxXMLDepth)")
                return
            }
            let index = elements.count
            let parent = open.last ?? -1
            elements.append(
                Element(
                    name: name, attributes: attributes, parent: parent,
                    endLine: parser.lineNumber, endColumn: parser.columnNumber))
            if parent >= 0 { elements[parent].children.append(index) }
            open.append(index)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard stopped == nil else { return }
            _ = open.popLast()
        }

        func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
            stop(parser, XMLTree.malformed((error as NSError).code))
        }

        func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
            stop(parser, "the file declares the entity '\(name)'; hitlint does not read documents that declare entities")
        }

        func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
            stop(parser, "the file declares the external entity '\(name)'; hitlint never loads external entities")
        }

        private func stop(_ parser: XMLParser, _ message: String) {
            if stopped == nil { stopped = (message, max(1, parser.lineNumber), max(1, parser.columnNumber)) }
            parser.abortParsing()
        }
    }
}
