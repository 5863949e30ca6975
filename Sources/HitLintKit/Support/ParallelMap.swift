import Dispatch

/// Work spread over threads with results in a fixed order, so output never depends on `--jobs`.
enum Parallel {
    /// `body(0) ..< body(count)` on up to `jobs` threads, each taking the next index; the results
    /// keep the order of the indices, whatever order they finish in.
    static func map<T: Sendable>(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> T) -> [T] {
        let results = Locked<[T?]>(Array(repeating: nil, count: count))
        let next = Locked(0)
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, count))) { _ in
            while true {
                let n = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard n < count else { return }
                let result = body(n)
                results.withLock { $0[n] = result }
            }
        }
        return results.withLock { $0.map { $0! } }
    }
}
