import Dispatch
import Foundation

/// Work spread over threads with results in a fixed order, so output never depends on `--jobs`.
package enum Parallel {
    /// The stack of each worker: reading, building and linting a screen recurse once per level of
    /// view nesting, and the limits let a file nest views a thousand levels deep (more than a
    /// dispatch worker's or the main thread's stack holds in a debug build). Only the pages a
    /// thread touches are ever mapped.
    package static let stackSize = 1 << 30

    /// `body(0) ..< body(count)` on up to `jobs` threads, each taking the next index; the results
    /// keep the order of the indices, whatever order they finish in.
    static func map<T: Sendable>(_ count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        let results = Locked<[T?]>(Array(repeating: nil, count: count))
        let next = Locked(0)
        let workers = min(jobs, max(1, count))
        do {
            let finished = DispatchSemaphore(value: 0)
            for _ in 0..<workers {
                let thread = Thread {
                    while true {
                        let n = next.withLock { value -> Int in
                            defer { value += 1 }
                            return value
                        }
                        guard n < count else { break }
                        let result = body(n)
                        results.withLock { $0[n] = result }
                    }
                    finished.signal()
                }
                thread.stackSize = stackSize
                thread.start()
            }
            for _ in 0..<workers { finished.wait() }
        }
        return results.withLock { $0.map { $0! } }
    }

    /// Runs `body` on a thread with `stackSize` of stack and waits for it (the commands run there,
    /// so `fix`, `import` and `probe`, which read files on the calling thread, recurse as deep).
    package static func onLargeStack(_ body: @escaping @Sendable () -> Void) {
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            finished.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        finished.wait()
    }
}
