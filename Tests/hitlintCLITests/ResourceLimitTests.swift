import Foundation
import XCTest

/// hitlint under the limits a CI container sets: an address space of 1 or 2 GiB (`ulimit -v`),
/// and threads the system refuses (a thread quota). Each run must give the output it gives
/// without the limit, or end with status 2 and a message, never wait for a thread that did not
/// start (docs/hostile-input.md, "Threads and stacks").
final class ResourceLimitTests: XCTestCase {
    /// Every example, as JSON (the report .ci/run checks), with two workers.
    private let lintExamples = ["lint", "Examples", "--format", "json", "--jobs", "2"]

    func testExamplesLintTheSameUnderAddressSpaceLimits() throws {
        guard Self.prlimit != nil else { throw XCTSkip("prlimit is not on this system (util-linux)") }
        let free = try run(lintExamples)
        XCTAssertEqual(free.status, 1, free.stderr)
        XCTAssertTrue(free.stdout.contains("\"findings\""))
        for gibibytes in [1, 2] {
            let limited = try run(lintExamples, addressSpace: gibibytes << 30)
            XCTAssertEqual(limited.status, 1, "\(gibibytes) GiB: \(limited.stderr.prefix(2000))")
            XCTAssertEqual(limited.stdout, free.stdout, "\(gibibytes) GiB")
        }
    }

    /// Views nested 1,000 levels deep (the limits at their ceiling) recurse within the stacks
    /// hitlint asks for, whatever the limit lets it map.
    func testDeepestNestingRunsUnderOneGibibyte() throws {
        guard Self.prlimit != nil else { throw XCTSkip("prlimit is not on this system (util-linux)") }
        let folder = cliProjectRoot.appendingPathComponent(
            "Tests/hitlintCLITests/BadInputs/106-xib-views-nested-1000-deep")
        for command in [["lint", "--jobs", "2"], ["lint", "--devices", "all", "--jobs", "2"], ["fix", "--dry-run"]] {
            let result = try run(command + ["case.hitlint.yaml"], in: folder, addressSpace: 1 << 30)
            XCTAssertEqual(result.status, command[0] == "fix" ? 0 : 1, "\(command): \(result.stderr.prefix(2000))")
            XCTAssertTrue((result.stdout + result.stderr).contains("button deepest"), "\(command)")
        }
    }

    func testRefusedThreadsEndTheRunOrLeaveFewerWorkers() throws {
        let shim = try refusingShim()
        let free = try run(lintExamples)
        // No thread at all: not even the command's; said at once, status 2.
        let started = Date()
        let none = try run(lintExamples, environment: ["LD_PRELOAD": shim.path, "HITLINT_SHIM_THREADS": "0"])
        XCTAssertLessThan(Date().timeIntervalSince(started), 20)
        XCTAssertEqual(none.status, 2)
        XCTAssertEqual(none.stdout, "")
        XCTAssertTrue(
            none.stderr.hasPrefix(
                "hitlint: error: cannot start a thread with 128 MiB of stack (Resource temporarily unavailable)"),
            none.stderr)
        // The command's thread only, then one worker: fewer workers, the same report.
        for allowed in ["1", "2"] {
            let few = try run(lintExamples, environment: ["LD_PRELOAD": shim.path, "HITLINT_SHIM_THREADS": allowed])
            XCTAssertEqual(few.status, 1, "\(allowed): \(few.stderr)")
            XCTAssertEqual(few.stdout, free.stdout, "\(allowed) threads")
        }
    }

    /// Tests/Shims/refuse-threads.c built as a library to preload (Linux, with a C compiler).
    private func refusingShim() throws -> URL {
        #if os(Linux)
            guard
                let compiler = ["/usr/bin/cc", "/usr/bin/gcc", "/usr/bin/clang"].first(
                    where: FileManager.default.isExecutableFile)
            else { throw XCTSkip("no C compiler to build the thread-refusing shim") }
            let library = try temporaryFolder().appendingPathComponent("refuse-threads.so")
            let source = cliProjectRoot.appendingPathComponent("Tests/Shims/refuse-threads.c")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: compiler)
            process.arguments = ["-shared", "-fPIC", "-O2", "-o", library.path, source.path, "-ldl"]
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "the shim did not build")
            return library
        #else
            throw XCTSkip("preloading a pthread_create that refuses is tested on Linux only")
        #endif
    }
}

/// Arguments come from scripts that take them from pull requests: a device name with a line
/// break cannot start a line of its own, a huge value is cut, and many options end at once.
final class HostileArgumentTests: XCTestCase {
    func testDeviceNamesAreEscapedCutAndCounted() throws {
        let manifest = "Examples/clock/clock.hitlint.yaml"
        let injected = try run(["lint", "--device", "iPhone\n::error file=x::pwn\u{202E}", manifest])
        XCTAssertEqual(injected.status, 2)
        XCTAssertTrue(
            injected.stderr.contains("unknown device 'iPhone\\n::error file=x::pwn\\u{202E}'"), injected.stderr)
        XCTAssertFalse((injected.stdout + injected.stderr).split(separator: "\n").contains { $0.hasPrefix("::") })
        let huge = try run(["lint", "--devices", String(repeating: "x", count: 100_000), manifest])
        XCTAssertEqual(huge.status, 2)
        XCTAssertTrue(
            huge.stderr.contains(
                "--devices takes all, not '\(String(repeating: "x", count: 60))…' (100000 characters)"), huge.stderr)
        XCTAssertLessThan(huge.stderr.utf8.count, 1_000)
        let started = Date()
        let many = try run(
            ["lint"] + Array(repeating: ["--device", "design"], count: 20_000).flatMap { $0 } + [manifest])
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        XCTAssertEqual(many.status, 2)
        XCTAssertEqual(
            many.stderr,
            "error: 40001 arguments besides paths, more than the 1000 hitlint reads; name each device, report or rule once\n"
        )
    }
}
