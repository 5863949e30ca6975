#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A thread with a stack of a chosen size, started through pthread so that a refusal is seen:
/// Foundation's `Thread.start()` returns as if the thread had started when the system refuses
/// it (an address-space limit, a pids or thread quota), and whoever waits for it waits forever.
package final class StackThread {
    private let handle: pthread_t
    private init(_ handle: pthread_t) { self.handle = handle }

    /// Why the system refused a thread: pthread_create's error and the stack asked for.
    package struct Refusal: Error, Sendable, Equatable {
        package let code: Int32
        package let stackSize: Int

        package var reason: String { String(cString: strerror(code)) }

        /// "cannot start a thread with 128 MiB of stack (Resource temporarily unavailable)".
        package var description: String {
            "cannot start a thread with \(stackSize >> 20) MiB of stack (\(reason))"
        }
    }

    /// The closure a new thread runs, kept alive across pthread_create's C boundary.
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// Starts `body` on a new thread with `stackSize` bytes of stack, or says why it could not.
    /// A started thread must be joined.
    package static func start(stackSize: Int, _ body: @escaping @Sendable () -> Void) -> Result<StackThread, Refusal> {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return .failure(Refusal(code: ENOMEM, stackSize: stackSize)) }
        defer { pthread_attr_destroy(&attributes) }
        let sizeStatus = pthread_attr_setstacksize(&attributes, stackSize)
        guard sizeStatus == 0 else { return .failure(Refusal(code: sizeStatus, stackSize: stackSize)) }
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Darwin)
            var handle: pthread_t?
            let status = pthread_create(&handle, &attributes, stackThreadEntry, context)
            guard status == 0, let handle else {
                Unmanaged<Body>.fromOpaque(context).release()
                return .failure(Refusal(code: status == 0 ? EAGAIN : status, stackSize: stackSize))
            }
        #else
            var handle = pthread_t()
            let status = pthread_create(&handle, &attributes, stackThreadEntry, context)
            guard status == 0 else {
                Unmanaged<Body>.fromOpaque(context).release()
                return .failure(Refusal(code: status, stackSize: stackSize))
            }
        #endif
        return .success(StackThread(handle))
    }

    /// Waits for the thread to end: it has started, so the wait ends when its body returns.
    package func join() {
        pthread_join(handle, nil)
    }

    #if canImport(Darwin)
        fileprivate static func run(_ context: UnsafeMutableRawPointer) {
            Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
        }
    #else
        fileprivate static func run(_ context: UnsafeMutableRawPointer?) {
            guard let context else { return }
            Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
        }
    #endif
}

#if canImport(Darwin)
    private func stackThreadEntry(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        StackThread.run(context)
        return nil
    }
#else
    private func stackThreadEntry(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        StackThread.run(context)
        return nil
    }
#endif
