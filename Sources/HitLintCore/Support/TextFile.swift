import Foundation

/// Input files as hitlint reads them (manifests, rules files, baselines), bounded in size.
package enum TextFile {
    /// Reads a UTF-8 text file, with clear errors for what is not one.
    /// `limitName` names the limit in the message when the file is too large.
    package static func read(
        at url: URL, displayPath: String, maxBytes: Int, limitName: String, confinedTo root: String? = nil
    )
        throws(InputError)
        -> String
    {
        let data = try readBytes(
            at: url, displayPath: displayPath, maxBytes: maxBytes, limitName: limitName, confinedTo: root)
        guard let text = utf8(data) else {
            let (line, column) = firstInvalidUTF8(in: data)
            throw InputError(
                Diagnostic(
                    "the file is not UTF-8 text (an invalid byte here)",
                    at: SourceLocation(file: displayPath, line: line, column: column)))
        }
        return text
    }

    /// The bytes of a regular file of at most `maxBytes`. The size is judged on the file that is
    /// opened (a symbolic link cannot hide a large file behind a small one), and no more than
    /// `maxBytes + 1` bytes are ever read, so a sparse or growing file cannot make hitlint
    /// allocate more. With `root`, the file opened must lie inside that folder as the system
    /// resolves it (open, then check: a link swapped after a check cannot redirect the read), or
    /// nothing of it is read.
    package static func readBytes(
        at url: URL, displayPath: String, maxBytes: Int, limitName: String, confinedTo root: String? = nil
    )
        throws(InputError) -> Data
    {
        // Non-blocking, so that a FIFO named like a manifest cannot stall the run; it is refused below.
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: throw InputError(Diagnostic("no such file", file: displayPath))
            case ELOOP: throw InputError(Diagnostic("a loop of symbolic links", file: displayPath))
            default:
                throw InputError(
                    Diagnostic("cannot read the file: \(String(cString: strerror(errno)))", file: displayPath))
            }
        }
        defer { close(descriptor) }
        if let root, !OpenedFilePath.isInside(descriptor, root: root) {
            throw InputError(
                Diagnostic(
                    "is a link to a file outside \(MessageFormat.quote(root)); hitlint reads nothing of it",
                    file: displayPath))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw InputError(Diagnostic("cannot read the file: \(String(cString: strerror(errno)))", file: displayPath))
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            throw InputError(Diagnostic("is a directory, not a file", file: displayPath))
        }
        if status.st_mode & S_IFMT != S_IFREG {
            throw InputError(Diagnostic("is not a regular file", file: displayPath))
        }
        let size = Int(status.st_size)
        if size > maxBytes {
            throw InputError(
                Diagnostic("the file is \(size) bytes, over the limit of \(maxBytes) (\(limitName))", file: displayPath)
            )
        }
        if size == 0 {
            throw InputError(Diagnostic("the file is empty", at: SourceLocation(file: displayPath, line: 1, column: 1)))
        }
        var data = Data(count: size + 1)
        let got = data.withUnsafeMutableBytes { buffer -> Int in
            var done = 0
            while done < buffer.count {
                let n = Foundation.read(descriptor, buffer.baseAddress! + done, buffer.count - done)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return n < 0 ? -1 : done }
                done += n
            }
            return done
        }
        guard got >= 0 else {
            throw InputError(Diagnostic("cannot read the file: \(String(cString: strerror(errno)))", file: displayPath))
        }
        if got > maxBytes {
            throw InputError(
                Diagnostic(
                    "the file grew past the limit of \(maxBytes) bytes (\(limitName)) while it was read",
                    file: displayPath))
        }
        data.count = got
        return data
    }

    /// `data` as text when it is valid UTF-8, nil otherwise. `String(validating:as:)` is in the
    /// system's Swift runtime from macOS 15; the package runs from macOS 13, where the bytes are
    /// checked by `isValidUTF8` first.
    package static func utf8(_ data: Data) -> String? {
        if #available(macOS 15, *) { return String(validating: data, as: UTF8.self) }
        return isValidUTF8(data) ? String(decoding: data, as: UTF8.self) : nil
    }

    /// Whether every byte of `data` belongs to a well-formed UTF-8 scalar (no overlong forms,
    /// surrogates or truncated sequences), as `String(validating:as:)` judges it.
    package static func isValidUTF8(_ data: Data) -> Bool { scanUTF8(data).valid }

    /// Line and column (in characters) of the first byte that is not valid UTF-8.
    package static func firstInvalidUTF8(in data: Data) -> (Int, Int) {
        let scan = scanUTF8(data)
        return (scan.line, scan.column)
    }

    /// `data` read scalar by scalar up to its end or its first byte that is not valid UTF-8:
    /// where it stopped, and whether that was the end.
    private static func scanUTF8(_ data: Data) -> (line: Int, column: Int, valid: Bool) {
        var line = 1
        var column = 1
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = data.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if Unicode.UTF8.decode(encoded) == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput: return (line, column, true)
            case .error: return (line, column, false)
            }
        }
    }
}
