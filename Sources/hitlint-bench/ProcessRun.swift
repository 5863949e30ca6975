import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Runs a program, its standard output to /dev/null and standard error to a file, and returns
/// its wall time, exit status and peak resident memory (from wait4's rusage).
struct ProcessRun {
    let seconds: Double
    let status: Int32
    let peakRSSBytes: Int
    let stderr: String

    static func run(_ executable: String, _ arguments: [String]) throws -> ProcessRun {
        let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("hitlint-bench-\(getpid()).err")
            .path
        // Darwin's file actions are an opaque pointer the init call fills in; glibc's a struct.
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        // The environment is passed on explicitly, built the same way on Linux and Darwin.
        let environment: [UnsafeMutablePointer<CChar>?] =
            ProcessInfo.processInfo.environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [
                nil
            ]
        defer { for argument in argv + environment { free(argument) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        let spawned = argv.withUnsafeBufferPointer { arguments in
            environment.withUnsafeBufferPointer { env in
                posix_spawn(&pid, executable, &actions, nil, arguments.baseAddress!, env.baseAddress!)
            }
        }
        guard spawned == 0 else { throw BenchError("cannot start \(executable) (error \(spawned))") }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        let elapsed = ContinuousClock.now - start
        let stderr = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(atPath: errorPath)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return ProcessRun(seconds: seconds, status: exitStatus, peakRSSBytes: peakBytes(usage), stderr: stderr)
    }
}

/// `ru_maxrss` is in bytes on Darwin and in KiB on Linux.
private func peakBytes(_ usage: rusage) -> Int {
    #if canImport(Darwin)
        return Int(usage.ru_maxrss)
    #else
        return Int(usage.ru_maxrss) * 1024
    #endif
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
