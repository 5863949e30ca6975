import HitLintCore

/// Reads the XML that Interface Builder writes, and refuses the rest: UTF-8 (a UTF-8 byte-order
/// mark at most, an `encoding` declaration of UTF-8 or none), no document type declaration, the
/// five predefined entities and character references, comments, processing instructions and
/// CDATA sections. One pass over the bytes, with no recursion: elements, their attributes (a
/// duplicate found by hashing, so a tag with 300,000 attributes costs no more than its bytes)
/// and each start tag's line and column. Why hitlint reads XML itself rather than through
/// Foundation's `XMLParser` (libxml2): docs/hostile-input.md, "Interface Builder XML".
package struct StrictXMLReader {
    package struct Document {
        /// Attributes with references replaced and white space normalised as XML says (a tab or
        /// line break in a value reads as a space).
        package var elements: [XMLTree.Element]
        /// Where each element's start tag begins (its `<`), 1-based, columns in Unicode scalars.
        package var startTags: [(line: Int, column: Int)]
    }

    /// Where a read stopped, and why.
    package struct Failure: Error {
        package var message: String
        package var offset: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let maxElements: Int
    private let maxDepth: Int
    /// What the tree may take in memory, estimated as it grows (`treeBytes`): within the raised
    /// limits, 12 million elements with an attribute each would take 3 GB, and end the run in an
    /// abort rather than an error.
    package static let maxTreeBytes = 1 << 30
    /// Estimated memory per element and per attribute (measured: 3 million elements of one
    /// attribute took 743 MB, 6 million without any 585 MB).
    package static let elementBytes = 112
    package static let attributeBytes = 144
    private var treeBytes = 0
    private var i = 0
    private var elements: [XMLTree.Element] = []
    private var startTags: [(line: Int, column: Int)] = []
    private var open: [Int] = []
    private var counter = PositionCounter()

    /// Reads `bytes`; a failure gives its message and the byte it is about.
    package static func read(_ bytes: [UInt8], maxElements: Int, maxDepth: Int) -> Result<Document, Failure> {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = StrictXMLReader(bytes: buffer, maxElements: maxElements, maxDepth: maxDepth)
            do throws(Failure) {
                try reader.readDocument()
                return .success(Document(elements: reader.elements, startTags: reader.startTags))
            } catch {
                return .failure(error)
            }
        }
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    package static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        bytes.withUnsafeBufferPointer { buffer in
            var counter = PositionCounter()
            counter.advance(to: min(max(offset, 0), buffer.count), in: buffer)
            return (counter.line, counter.column)
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, maxElements: Int, maxDepth: Int) {
        (self.bytes, self.maxElements, self.maxDepth) = (bytes, maxElements, maxDepth)
    }

    // MARK: The document

    private mutating func readDocument() throws(Failure) {
        try checkCharacters()
        if starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        if starts(with: Self.xmlDeclaration), i + 5 < bytes.count, Self.isSpace(bytes[i + 5]) { try readDeclaration() }
        // Before the document element: white space, comments and processing instructions.
        try readMiscellany()
        guard i < bytes.count else { throw fail("malformed XML: no root element", at: i) }
        guard bytes[i] == .lessThan, i + 1 < bytes.count, Self.isNameStart(bytes[i + 1]) else {
            throw fail("malformed XML: text before the root element", at: i)
        }
        try readContent()
        try readMiscellany()
        if i < bytes.count { throw fail("malformed XML: text after the root element", at: i) }
    }

    /// Comments, processing instructions and white space, outside the document element.
    private mutating func readMiscellany() throws(Failure) {
        while i < bytes.count {
            if Self.isSpace(bytes[i]) {
                i += 1
            } else if starts(with: Self.commentOpen) {
                try readComment()
            } else if starts(with: Self.processingOpen) {
                try readProcessingInstruction()
            } else if starts(with: Self.markupOpen) {
                throw declaration(at: i)
            } else {
                return
            }
        }
    }

    /// The document element and everything inside it, with a stack of open elements (no
    /// recursion, however deep the nesting).
    private mutating func readContent() throws(Failure) {
        repeat {
            guard i < bytes.count else {
                let name = open.last.map { elements[$0].name } ?? ""
                throw fail("malformed XML: the file ends before <\(name)> is closed", at: i)
            }
            let byte = bytes[i]
            if byte == .ampersand {
                _ = try readReference()
            } else if byte != .lessThan {
                if byte == .closeBracket, starts(with: Self.cdataClose) {
                    throw fail("malformed XML: ']]>' outside a CDATA section", at: i)
                }
                i += 1
            } else if i + 1 < bytes.count, Self.isNameStart(bytes[i + 1]) {
                try readStartTag()
            } else if starts(with: Self.endTagOpen) {
                try readEndTag()
            } else if starts(with: Self.commentOpen) {
                try readComment()
            } else if starts(with: Self.cdataOpen) {
                i += Self.cdataOpen.count
                guard let end = find(Self.cdataClose) else {
                    throw fail("malformed XML: a CDATA section that is never closed", at: i)
                }
                i = end + Self.cdataClose.count
            } else if starts(with: Self.processingOpen) {
                try readProcessingInstruction()
            } else if starts(with: Self.markupOpen) {
                throw declaration(at: i)
            } else {
                throw fail("malformed XML: a '<' that begins no tag (write it as &lt;)", at: i)
            }
        } while !open.isEmpty
    }

    private mutating func readStartTag() throws(Failure) {
        let tagStart = i
        if elements.count >= maxElements {
            throw fail("the file has more than \(maxElements) XML elements (limits.maxXMLElements)", at: tagStart)
        }
        if open.count >= maxDepth {
            throw fail("XML elements are nested more than \(maxDepth) deep (limits.maxXMLDepth)", at: tagStart)
        }
        treeBytes += Self.elementBytes
        if treeBytes > Self.maxTreeBytes { throw overMemory(at: tagStart) }
        i += 1
        let name = readName()
        var attributes: [String: String] = [:]
        while true {
            let spaced = skipSpace()
            guard i < bytes.count else {
                throw fail("malformed XML: a start tag without its closing '>'", at: tagStart)
            }
            if bytes[i] == .greaterThan || starts(with: Self.emptyTagClose) { break }
            guard spaced, Self.isNameStart(bytes[i]) else {
                throw fail("malformed XML: an unexpected character in the start tag of <\(Self.cut(name))>", at: i)
            }
            let attributeStart = i
            let key = readName()
            skipSpace()
            guard i < bytes.count, bytes[i] == .equals else {
                throw fail("malformed XML: the attribute \(MessageFormat.quote(key)) has no value", at: attributeStart)
            }
            i += 1
            skipSpace()
            let value = try readAttributeValue()
            treeBytes += Self.attributeBytes
            if treeBytes > Self.maxTreeBytes { throw overMemory(at: attributeStart) }
            if attributes.updateValue(value, forKey: key) != nil {
                throw fail(
                    "malformed XML: the attribute \(MessageFormat.quote(key)) is written twice in one tag",
                    at: attributeStart)
            }
        }
        let index = elements.count
        let parent = open.last ?? -1
        elements.append(XMLTree.Element(name: name, attributes: attributes, parent: parent))
        counter.advance(to: tagStart, in: bytes)
        startTags.append((counter.line, counter.column))
        if parent >= 0 { elements[parent].children.append(index) }
        if bytes[i] == .greaterThan {
            i += 1
            open.append(index)
        } else {
            i += Self.emptyTagClose.count
        }
    }

    private mutating func readEndTag() throws(Failure) {
        let tagStart = i
        i += Self.endTagOpen.count
        let nameStart = i
        let name = i < bytes.count && Self.isNameStart(bytes[i]) ? readName() : ""
        skipSpace()
        guard i < bytes.count, bytes[i] == .greaterThan, !name.isEmpty else {
            throw fail("malformed XML: an end tag without its closing '>'", at: nameStart)
        }
        i += 1
        guard let top = open.last else { throw fail("malformed XML: an end tag with no start tag", at: tagStart) }
        guard elements[top].name == name else {
            let (line, _) = startTags[top]
            throw fail(
                "malformed XML: the end tag </\(Self.cut(name))> does not match the start tag <\(Self.cut(elements[top].name))> of line \(line)",
                at: tagStart)
        }
        open.removeLast()
    }

    // MARK: Names, values and references

    /// A name: bytes up to white space or a character that ends it. Non-ASCII bytes are taken as
    /// name characters (the file was checked to be UTF-8).
    private mutating func readName() -> String {
        let start = i
        while i < bytes.count, Self.isNameByte(bytes[i]) { i += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
    }

    private mutating func readAttributeValue() throws(Failure) -> String {
        guard i < bytes.count, bytes[i] == .doubleQuote || bytes[i] == .singleQuote else {
            throw fail("malformed XML: an attribute value without quotes", at: i)
        }
        let quote = bytes[i]
        i += 1
        let start = i
        var plain = true
        while i < bytes.count, bytes[i] != quote {
            let byte = bytes[i]
            if byte == .lessThan { throw fail("malformed XML: a '<' in an attribute value (write it as &lt;)", at: i) }
            if byte == .ampersand || byte == .tab || byte == .lineFeed || byte == .carriageReturn { plain = false }
            i += 1
        }
        guard i < bytes.count else {
            throw fail("malformed XML: an attribute value that is never closed", at: start - 1)
        }
        let end = i
        i += 1
        if plain { return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) }
        // References replaced; a tab or line break (CR LF counts as one) reads as a space.
        var value: [UInt8] = []
        value.reserveCapacity(end - start)
        i = start
        while i < end {
            let byte = bytes[i]
            if byte == .ampersand {
                value.append(contentsOf: try readReference())
                continue
            }
            if byte == .carriageReturn, i + 1 < end, bytes[i + 1] == .lineFeed { i += 1 }
            value.append(byte == .tab || byte == .lineFeed || byte == .carriageReturn ? .space : byte)
            i += 1
        }
        i = end + 1
        return String(decoding: value, as: UTF8.self)
    }

    /// `&lt;`, `&gt;`, `&amp;`, `&apos;`, `&quot;`, `&#N;` or `&#xN;`, as UTF-8 bytes. Any other
    /// entity would need a declaration, and documents with one are not read.
    private mutating func readReference() throws(Failure) -> [UInt8] {
        let start = i
        i += 1
        var end = i
        while end < bytes.count, end - i < 32, bytes[end] != .semicolon, !Self.isSpace(bytes[end]),
            bytes[end] != .lessThan
        { end += 1 }
        guard end < bytes.count, bytes[end] == .semicolon, end > i else {
            throw fail("malformed XML: an '&' that begins no reference (write it as &amp;)", at: start)
        }
        let body = Array(bytes[i..<end])
        i = end + 1
        switch body {
        case Array("lt".utf8): return [.lessThan]
        case Array("gt".utf8): return [.greaterThan]
        case Array("amp".utf8): return [.ampersand]
        case Array("apos".utf8): return [.singleQuote]
        case Array("quot".utf8): return [.doubleQuote]
        default: break
        }
        guard body.first == UInt8(ascii: "#") else {
            let name = String(decoding: body, as: UTF8.self)
            throw fail(
                "malformed XML: the entity \(MessageFormat.quote("&" + name + ";")) is not one of XML's five (&lt; &gt; &amp; &apos; &quot;), and hitlint reads no declared entities",
                at: start)
        }
        let hex = body.count > 1 && body[1] == UInt8(ascii: "x")
        let digits = body.dropFirst(hex ? 2 : 1)
        // Past 0x10FFFF the value is no character: stop there, before it could overflow.
        var code: UInt32 = 0
        for digit in digits {
            guard let value = Self.digitValue(digit, hex: hex), code <= 0x10FFFF else {
                code = 0xFFFF_FFFF
                break
            }
            code = code * (hex ? 16 : 10) + value
        }
        guard !digits.isEmpty, Self.isXMLCharacter(code), let scalar = Unicode.Scalar(code) else {
            throw fail("malformed XML: a character reference to no character XML allows", at: start)
        }
        return Array(String(Character(scalar)).utf8)
    }

    // MARK: Declarations, comments and instructions

    /// `<?xml ...?>`, as XML 1.0 writes it: `version`, then `encoding` and `standalone` if
    /// present, each once and in that order; its `encoding`, if it names one, must be UTF-8. A
    /// declaration naming two encodings is refused, not read for the first one.
    private mutating func readDeclaration() throws(Failure) {
        let start = i
        guard let end = find(Self.processingClose) else {
            throw fail("malformed XML: the XML declaration is never closed", at: start)
        }
        let text = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[(start + Self.xmlDeclaration.count)..<end]), as: UTF8.self)
        let pairs: [(name: String, value: String)]
        switch Self.pseudoAttributes(text) {
        case .success(let found): pairs = found
        case .failure(let problem): throw fail("malformed XML: the XML declaration \(problem.text)", at: start)
        }
        // Any encoding but UTF-8 named is the problem to tell first, wherever it stands.
        if let encoding = pairs.first(where: {
            $0.name == "encoding" && !["utf-8", "utf8"].contains($0.value.lowercased())
        })?.value {
            throw fail(
                "the XML declaration names the encoding \(MessageFormat.quote(encoding)); Interface Builder writes UTF-8, the only encoding hitlint reads",
                at: start)
        }
        let order = ["version", "encoding", "standalone"]
        let names = pairs.map(\.name)
        guard names.first == "version", names.allSatisfy(order.contains), Set(names).count == names.count,
            names == order.filter(names.contains)
        else {
            throw fail(
                "malformed XML: the XML declaration must name version, then encoding and standalone if at all, each once; it names \(names.map(MessageFormat.quote).joined(separator: ", "))",
                at: start)
        }
        i = end + Self.processingClose.count
    }

    private mutating func readProcessingInstruction() throws(Failure) {
        let start = i
        i += Self.processingOpen.count
        let target = readName()
        if target.lowercased() == "xml" {
            throw fail("malformed XML: an XML declaration that is not at the start of the file", at: start)
        }
        guard !target.isEmpty, let end = find(Self.processingClose) else {
            throw fail("malformed XML: a processing instruction that is never closed", at: start)
        }
        i = end + Self.processingClose.count
    }

    private mutating func readComment() throws(Failure) {
        let start = i
        i += Self.commentOpen.count
        guard let end = find(Self.doubleHyphen) else {
            throw fail("malformed XML: a comment that is never closed", at: start)
        }
        guard end + 2 < bytes.count, bytes[end + 2] == .greaterThan else {
            throw fail("malformed XML: '--' inside a comment", at: end)
        }
        i = end + 3
    }

    private func overMemory(at offset: Int) -> Failure {
        fail(
            "the file's \(elements.count) XML elements and their attributes would take more than \(MessageFormat.bytes(Self.maxTreeBytes)) of memory here; hitlint reads no larger Interface Builder file",
            at: offset)
    }

    private func declaration(at offset: Int) -> Failure {
        let word = Self.declarationWords.first { starts(with: Array($0.utf8), at: offset) } ?? "<!"
        return Failure(
            message:
                "the file declares a document type or entities (\(word)), which Interface Builder never writes; hitlint does not read such documents (they can expand without bound or read other files)",
            offset: offset)
    }

    // MARK: Characters

    /// Every character must be one XML allows: no NUL or other control character but tab and
    /// line breaks, no U+FFFE or U+FFFF (the bytes were checked to be UTF-8 before).
    private func checkCharacters() throws(Failure) {
        for k in 0..<bytes.count {
            let byte = bytes[k]
            if byte < 0x20, byte != .tab, byte != .lineFeed, byte != .carriageReturn {
                if byte == 0 {
                    throw fail(
                        "the file holds a NUL byte here, so it is not UTF-8 text (UTF-16 or UTF-32 without a byte-order mark?); Interface Builder writes UTF-8",
                        at: k)
                }
                throw fail("malformed XML: the control character U+\(Self.hex(byte)) is not allowed in XML", at: k)
            }
            if byte == 0xEF, k + 2 < bytes.count, bytes[k + 1] == 0xBF, bytes[k + 2] >= 0xBE {
                throw fail(
                    "malformed XML: the character U+FFF\(bytes[k + 2] == 0xBE ? "E" : "F") is not allowed in XML", at: k
                )
            }
        }
    }

    // MARK: Helpers

    private func fail(_ message: String, at offset: Int) -> Failure { Failure(message: message, offset: offset) }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = i
        while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
        return i > start
    }

    private func starts(with prefix: [UInt8], at offset: Int? = nil) -> Bool {
        let at = offset ?? i
        guard at + prefix.count <= bytes.count else { return false }
        for k in 0..<prefix.count where bytes[at + k] != prefix[k] { return false }
        return true
    }

    /// The offset of the next `needle` from `i`, in one pass.
    private func find(_ needle: [UInt8]) -> Int? {
        var k = i
        while k + needle.count <= bytes.count {
            if bytes[k] == needle[0], starts(with: needle, at: k) { return k }
            k += 1
        }
        return nil
    }

    /// The value of `name="..."` in an XML declaration's text.
    /// The `name="value"` pairs of an XML declaration's text, in order; or what is wrong with it.
    package static func pseudoAttributes(_ text: String) -> Result<[(name: String, value: String)], DeclarationProblem>
    {
        var pairs: [(name: String, value: String)] = []
        var rest = Substring(text)
        let space: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        while true {
            let trimmed = rest.drop(while: space)
            if trimmed.isEmpty { return .success(pairs) }
            guard trimmed.count < rest.count || pairs.isEmpty else {
                return .failure(DeclarationProblem("has no space between its attributes"))
            }
            rest = trimmed
            let name = rest.prefix { $0.isLetter }
            rest = rest.dropFirst(name.count).drop(while: space)
            guard !name.isEmpty, rest.first == "=" else {
                return .failure(DeclarationProblem("has an attribute without a value"))
            }
            rest = rest.dropFirst().drop(while: space)
            guard let quote = rest.first, quote == "\"" || quote == "'" else {
                return .failure(DeclarationProblem("has a value that is not quoted"))
            }
            rest = rest.dropFirst()
            guard let close = rest.firstIndex(of: quote) else {
                return .failure(DeclarationProblem("has a value that is never closed"))
            }
            pairs.append((String(name), String(rest[..<close])))
            rest = rest[rest.index(after: close)...]
        }
    }

    /// What makes an XML declaration malformed, said after "the XML declaration".
    package struct DeclarationProblem: Error {
        package let text: String
        package init(_ text: String) { self.text = text }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == .space || byte == .tab || byte == .lineFeed || byte == .carriageReturn
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x3A || byte >= 0x80
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x61...0x66 where hex: UInt32(byte - 0x61 + 10)
        case 0x41...0x46 where hex: UInt32(byte - 0x41 + 10)
        default: nil
        }
    }

    /// XML 1.0's `Char`.
    private static func isXMLCharacter(_ code: UInt32) -> Bool {
        code == 0x9 || code == 0xA || code == 0xD || (0x20...0xD7FF).contains(code) || (0xE000...0xFFFD).contains(code)
            || (0x10000...0x10FFFF).contains(code)
    }

    private static func hex(_ byte: UInt8) -> String {
        let text = String(byte, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - text.count) + text
    }

    private static func cut(_ name: String) -> String { name.count > 60 ? String(name.prefix(60)) + "..." : name }

    private static let xmlDeclaration = Array("<?xml".utf8)
    private static let processingOpen = Array("<?".utf8)
    private static let processingClose = Array("?>".utf8)
    private static let commentOpen = Array("<!--".utf8)
    private static let doubleHyphen = Array("--".utf8)
    private static let cdataOpen = Array("<![CDATA[".utf8)
    private static let cdataClose = Array("]]>".utf8)
    private static let markupOpen = Array("<!".utf8)
    private static let endTagOpen = Array("</".utf8)
    private static let emptyTagClose = Array("/>".utf8)
    private static let declarationWords = ["<!DOCTYPE", "<!ENTITY", "<!ELEMENT", "<!ATTLIST", "<!NOTATION"]
}

/// Counts lines and columns up to an offset, going forward only: positions asked in document
/// order cost one pass in all.
private struct PositionCounter {
    var offset = 0
    var line = 1
    var column = 1

    mutating func advance(to target: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        if target < offset { self = PositionCounter() }
        while offset < target {
            if bytes[offset] == .lineFeed {
                (line, column) = (line + 1, 1)
            } else if bytes[offset] & 0xC0 != 0x80 {
                column += 1
            }
            offset += 1
        }
    }
}

extension UInt8 {
    fileprivate static let tab: UInt8 = 0x09
    fileprivate static let lineFeed: UInt8 = 0x0A
    fileprivate static let carriageReturn: UInt8 = 0x0D
    fileprivate static let space: UInt8 = 0x20
    fileprivate static let doubleQuote: UInt8 = 0x22
    fileprivate static let ampersand: UInt8 = 0x26
    fileprivate static let singleQuote: UInt8 = 0x27
    fileprivate static let semicolon: UInt8 = 0x3B
    fileprivate static let lessThan: UInt8 = 0x3C
    fileprivate static let equals: UInt8 = 0x3D
    fileprivate static let greaterThan: UInt8 = 0x3E
    fileprivate static let closeBracket: UInt8 = 0x5D
}
