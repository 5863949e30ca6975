import Foundation

/// The files hitlint writes (reports, hit maps, baselines, the files of `hitlint init`) are
/// written so that a checkout cannot redirect them and a reader never sees half of one:
///
/// - no symbolic link is followed inside the working folder: not at the final path, nor at a
///   folder on the way to it (a repository may hold planted links; folders above the working
///   folder, such as macOS's `/tmp`, are the user's own and may be links);
/// - a file is written to a new temporary file beside it and renamed over the final path, so
///   two runs writing one report leave one whole report;
/// - every failure (a read-only folder, a full disk) is an error naming the path.
///
/// docs/hostile-input.md lists this output policy.
package enum OutputFile {
    /// Writes `bytes` to `path`, replacing what is there (but not a symbolic link). A file that
    /// is replaced keeps its permissions. With `unchangedFrom`, the file must still hold those
    /// bytes when the new ones are in place to go (`hitlint fix` edits what it read, and refuses
    /// to overwrite an edit made meanwhile).
    package static func replace(_ path: String, with bytes: [UInt8], unchangedFrom original: [UInt8]? = nil)
        throws(InputError)
    {
        try checkNoLinks(path)
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let temporary = folder + "/." + url.lastPathComponent + ".hitlint-" + UUID().uuidString.prefix(8)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure("cannot write", errno, path) }
        do throws(InputError) {
            try writeAll(bytes, to: descriptor, path: path)
            var existing = stat()
            if lstat(path, &existing) == 0, existing.st_mode & 0o170000 == 0o100000 {  // a regular file
                _ = fchmod(descriptor, existing.st_mode & 0o7777)
            }
            if let original {
                let now = try? TextFile.readBytes(
                    at: url, displayPath: path, maxBytes: max(original.count, 1) * 2 + 1024, limitName: "the file read")
                guard let now, [UInt8](now) == original else {
                    throw InputError(
                        Diagnostic(
                            "changed since hitlint read it; nothing was written, run the command again", file: path))
                }
            }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard close(descriptor) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure("cannot write", code, path)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure("cannot write", code, path)
        }
    }

    /// Creates the file at `path` with `bytes`; anything already there, a dangling symbolic link
    /// included, is an error ("already exists"), so nothing is ever overwritten.
    package static func create(_ path: String, with bytes: [UInt8]) throws(InputError) {
        try checkNoLinks(path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST {
                throw InputError(Diagnostic("already exists; hitlint init overwrites nothing", file: path))
            }
            throw failure("cannot write", errno, path)
        }
        do throws(InputError) {
            try writeAll(bytes, to: descriptor, path: path)
        } catch {
            close(descriptor)
            unlink(path)
            throw error
        }
        close(descriptor)
    }

    /// Makes the folder at `path` and the missing folders above it, refusing symbolic links
    /// inside the working folder; errors name `target` (the file to be written there) when given.
    package static func makeFolder(_ path: String, for target: String? = nil) throws(InputError) {
        let shown = target ?? path
        try checkNoLinks(path, shown: shown, isFolder: true)
        for current in prefixes(of: path) {
            var status = stat()
            if lstat(current, &status) == 0 {
                // A link here lies outside the working folder (checkNoLinks): the user's own.
                guard [S_IFDIR, S_IFLNK].contains(status.st_mode & S_IFMT) else {
                    throw InputError(Diagnostic("'\(current)' is not a folder", file: shown))
                }
                continue
            }
            // mkdir creates the name itself, never through a link; a link planted in between is refused below.
            guard mkdir(current, 0o755) == 0 else {
                if errno == EEXIST {
                    try checkNoLinks(path, shown: shown, isFolder: true)
                    continue
                }
                throw failure("cannot create the folder", errno, shown)
            }
        }
    }

    /// Writes `bytes` to an open descriptor (standard output too), going on after interruptions
    /// and partial writes.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(InputError) {
        let failed: Int32? = bytes.withUnsafeBytes { raw -> Int32? in
            guard let base = raw.baseAddress else { return nil }
            var done = 0
            while done < raw.count {
                let wrote = write(descriptor, base + done, raw.count - done)
                if wrote < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                done += wrote
            }
            return nil
        }
        if let failed { throw failure("cannot write", failed, path) }
    }

    /// A symbolic link at `path`, or at any folder on the way to it inside the working folder,
    /// is an error about `shown` (the file to be written). When `path` is itself a folder on the
    /// way (`makeFolder`), it is judged as one: outside the working folder it may be a link, as
    /// any folder above a file may, so every output (reports, baselines, hit maps) follows one rule.
    package static func checkNoLinks(_ path: String, shown: String? = nil, isFolder: Bool = false) throws(InputError) {
        let shown = shown ?? path
        let all = prefixes(of: path)
        for (n, current) in all.enumerated() {
            var status = stat()
            guard lstat(current, &status) == 0 else { return }  // what does not exist yet holds no link
            let isFile = n == all.count - 1 && !isFolder
            guard status.st_mode & S_IFMT == S_IFLNK, isFile || !isOutsideWorkingFolder(current) else { continue }
            if (current.hasPrefix("./") ? String(current.dropFirst(2)) : current) == shown {
                throw InputError(Diagnostic("is a symbolic link; hitlint does not write through one", file: shown))
            }
            throw InputError(
                Diagnostic(
                    "'\(current)' is a symbolic link; hitlint does not write through links inside the working folder",
                    file: shown))
        }
    }

    /// `a`, `a/b`, `a/b/c` for `a/b/c` (from `/` for an absolute path).
    package static func prefixes(of path: String) -> [String] {
        var current = path.hasPrefix("/") ? "" : "."
        var result: [String] = []
        for part in path.split(separator: "/") {
            current += "/" + part
            result.append(current)
        }
        return result
    }

    /// Whether `path` lies outside the current folder (lexically: it is an absolute path that
    /// neither starts with the current folder's path nor is a folder above it). The current
    /// folder is as the system resolved it, so the folders above it hold no link; on macOS a path
    /// given as `/tmp/...` or `/var/...` is inside a working folder read as `/private/tmp/...` too.
    package static func isOutsideWorkingFolder(_ path: String) -> Bool {
        guard path.hasPrefix("/") else { return false }
        let here = FileManager.default.currentDirectoryPath
        let inside =
            PathRelation.isInside(path, root: here)
            || PathRelation.isInside(PathRelation.withoutPrivate(path), root: PathRelation.withoutPrivate(here))
        return !inside && !PathRelation.isInside(here, root: path)
    }

    package static func failure(_ what: String, _ code: Int32, _ path: String) -> InputError {
        InputError(Diagnostic("\(what): \(String(cString: strerror(code)))", file: path))
    }
}
