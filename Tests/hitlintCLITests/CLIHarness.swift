import Foundation
import XCTest

/// The project's root folder (the tests run hitlint there unless told otherwise).
let cliProjectRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// What a run of the binary printed and returned.
struct Run {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Runs the built `hitlint` binary as users do.
extension XCTestCase {

    /// The binary beside this test bundle (SwiftPM builds it: the test target depends on it).
    var binary: URL {
        var folder = Bundle(for: type(of: self)).bundleURL
        if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
        return folder.appendingPathComponent("hitlint")
    }

    /// util-linux's prlimit, where the system has it (Linux).
    static let prlimit = ["/usr/bin/prlimit", "/bin/prlimit"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// `stdout`: a file to write standard output to instead of a pipe (e.g. /dev/full).
    /// `addressSpace`: a limit on the run's address space in bytes, as `ulimit -v` sets it
    /// (through prlimit; where there is none, the run has no limit). `timeout`: seconds after
    /// which a run still going is terminated (a hang ends the test, not CI's 90 minutes).
    func run(
        _ arguments: [String], in directory: URL = cliProjectRoot, environment: [String: String] = [:],
        stdout path: String? = nil, addressSpace: Int? = nil, timeout: TimeInterval? = nil
    ) throws -> Run {
        let process = Process()
        if let addressSpace, let prlimit = Self.prlimit {
            process.executableURL = URL(fileURLWithPath: prlimit)
            process.arguments = ["--as=\(addressSpace)", "--", binary.path] + arguments
        } else {
            process.executableURL = binary
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe()
        let err = Pipe()
        let file = path.flatMap { FileHandle(forWritingAtPath: $0) }
        process.standardOutput = file ?? out
        process.standardError = err
        try process.run()
        if let timeout {
            let running = RunningProcess(process)
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { running.terminate() }
        }
        // Both pipes are drained at once, so a child filling one cannot block on it.
        let stdout = Drained()
        if file == nil {
            Thread { stdout.set(out.fileHandleForReading.readDataToEndOfFile()) }.start()
        } else {
            stdout.set(Data())
        }
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try file?.close()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdout.wait(), as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hitlint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

}

/// A child process a timer may terminate (Process is not Sendable; terminate is thread-safe).
final class RunningProcess: @unchecked Sendable {
    private let process: Process
    init(_ process: Process) { self.process = process }
    func terminate() { if process.isRunning { process.terminate() } }
}

/// What a reader thread drained from a pipe, handed over once.
final class Drained: @unchecked Sendable {
    private var data = Data()
    private let ready = DispatchSemaphore(value: 0)
    func set(_ value: Data) {
        data = value
        ready.signal()
    }
    func wait() -> Data {
        ready.wait()
        return data
    }
}
