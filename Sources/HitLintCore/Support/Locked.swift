import Foundation

/// A value guarded by a pthread mutex (NSLock). Used instead of Synchronization.Mutex for the
/// state screens share, because ThreadSanitizer models pthread locks but not Mutex's futex
/// handoff, and the parallel lint is checked under ThreadSanitizer.
package final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    package init(_ value: Value) { self.value = value }

    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
