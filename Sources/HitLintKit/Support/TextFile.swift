import Foundation

/// UTF-8 text files as hitlint reads them (manifests, rules files).
enum TextFile {
    /// Reads a UTF-8 text file, with clear errors for what is not one.
    /// `limitName` names the limit in the message when the file is too large.
    static func read(at url: URL, displayPath: String, maxBytes: Int, limitName: String) throws(InputError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw InputError(Diagnostic("no such file", file: displayPath))
        }
        if isDirectory.boolValue { throw InputError(Diagnostic("is a directory, not a file", file: displayPath)) }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0
        if size > maxBytes {
            throw InputError(Diagnostic("the file is \(size) bytes, over the limit of \(maxBytes) (\(limitName))", file: displayPath))
        }
        // An empty file is answered here: Foundation's reader leaks its buffer on one (LeakSanitizer).
        if size == 0 { throw InputError(Diagnostic("the file is empty", at: SourceLocation(file: displayPath, line: 1, column: 1))) }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw InputError(Diagnostic("cannot read the file (permissions?)", file: displayPath))
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            let (line, column) = firstInvalidUTF8(in: data)
            throw InputError(Diagnostic("the file is not UTF-8 text (an invalid byte here)",
                                        at: SourceLocation(file: displayPath, line: line, column: column)))
        }
        return text
    }

    /// Line and column (in characters) of the first byte that is not valid UTF-8.
    static func firstInvalidUTF8(in data: Data) -> (Int, Int) {
        var line = 1, column = 1
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = data.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(encoded):
                if Unicode.UTF8.decode(encoded) == "\n" { line += 1; column = 1 } else { column += 1 }
            case .error, .emptyInput:
                return (line, column)
            }
        }
    }
}
