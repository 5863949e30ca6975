import Foundation

/// A file as the system knows it (device and inode), whatever name or hard link reaches it.
package struct FileIdentity: Hashable, Sendable {
    package let device: UInt64
    package let inode: UInt64

    /// The identity of the file at `path` (links followed); nil when it cannot be read.
    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        (device, inode) = (UInt64(status.st_dev), UInt64(status.st_ino))
    }
}
