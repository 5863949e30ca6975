/// Work spread over threads with results in a fixed order, so output never depends on `--jobs`
/// nor on how many threads the system lets hitlint start.
package enum Parallel {
    /// The stack of the command's thread and of each worker. Reading, building and linting a
    /// screen recurse once per level of view nesting, and a rules file may raise `maxDepth` to
    /// 1,024 levels; a debug build takes about 40 KB a level (1,000 levels need more than 32 MiB
    /// and less than 48 MiB, measured on BadInputs 106), a release build far less. 128 MiB holds
    /// the ceiling with room to spare and keeps a run with two workers within a few hundred MB
    /// of address space (only the pages a thread touches are mapped, but the whole stack counts
    /// against `ulimit -v`).
    package static let stackSize = 128 << 20

    /// Whether the calling thread is one of these, with `stackSize` of stack (bound for the
    /// thread's whole run; false on any other thread, such as the main one).
    @TaskLocal private static var onOwnStack = false

    /// Starts `body` on a thread with `stackSize` of stack, marked as such.
    private static func start(_ body: @escaping @Sendable () -> Void) -> Result<StackThread, StackThread.Refusal> {
        StackThread.start(stackSize: stackSize) { $onOwnStack.withValue(true, operation: body) }
    }

    /// `body(0) ..< body(count)` on up to `jobs` threads, each taking the next index; the results
    /// keep the order of the indices, whatever order they finish in. The calling thread takes a
    /// share when it is one of these threads itself. A worker the system refuses is one
    /// fewer; when none can start and the caller's stack is small, the caller does the work
    /// anyway (a deep file may then exhaust its stack, but nothing waits for a thread that never
    /// started).
    package static func map<T: Sendable>(_ count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        let results = Locked<[T?]>(Array(repeating: nil, count: count))
        let next = Locked(0)
        let work: @Sendable () -> Void = {
            while true {
                let n = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard n < count else { break }
                let result = body(n)
                results.withLock { $0[n] = result }
            }
        }
        let callerWorks = onOwnStack
        let wanted = min(max(1, jobs), max(1, count)) - (callerWorks ? 1 : 0)
        var started: [StackThread] = []
        for _ in 0..<wanted {
            guard case .success(let thread) = start(work) else { break }
            started.append(thread)
        }
        if callerWorks || started.isEmpty { work() }
        for thread in started { thread.join() }
        return results.withLock { $0.map { $0! } }
    }

    /// Runs `body` on a thread with `stackSize` of stack and waits for it (the commands run there,
    /// so `fix`, `import` and `probe`, which read files on the calling thread, recurse as deep).
    /// Runs it on the calling thread when that is one of these already; fails, without
    /// running it, when the system refuses the thread.
    package static func onLargeStack(_ body: @escaping @Sendable () -> Void) -> Result<Void, StackThread.Refusal> {
        if onOwnStack {
            body()
            return .success(())
        }
        switch start(body) {
        case .success(let thread):
            thread.join()
            return .success(())
        case .failure(let refusal):
            return .failure(refusal)
        }
    }
}
