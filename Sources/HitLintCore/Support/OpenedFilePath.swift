import Foundation

/// Where an open file really is: the path the system resolved when it was opened, so that a
/// decision about a file (is it inside the lint root?) is made on the file that is read, not on
/// a path that a symbolic link may have re-pointed since it was checked.
package enum OpenedFilePath {
    /// The real path of the file open at `descriptor`, nil when the system cannot tell.
    package static func of(_ descriptor: Int32) -> String? {
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
            guard count > 0 else { return nil }
            return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #elseif canImport(Darwin)
            var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN))
            guard fcntl(descriptor, F_GETPATH, &buffer) != -1 else { return nil }
            return String(cString: buffer)
        #else
            return nil
        #endif
    }

    /// Whether the file open at `descriptor` lies inside `root` (a canonical folder path), both
    /// compared as the system resolves them.
    package static func isInside(_ descriptor: Int32, root: String) -> Bool {
        guard let path = of(descriptor) else { return false }
        var resolved = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let realRoot = realpath(root, &resolved).map { String(cString: $0) } ?? root
        return PathRelation.isInside(path, root: realRoot) || PathRelation.isInside(path, root: root)
    }
}
