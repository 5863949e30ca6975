import ArgumentParser
import Foundation
import HitLintKit

/// Standard output and error, and the exit statuses of README.md, "Commands".
enum Output {
    static let streams = StandardStreams()

    /// Writes to standard output; a failure (a full disk, a closed descriptor) is an error that
    /// ends the run with status 2. (A closed pipe still ends it by SIGPIPE, as for any tool.)
    static func write(_ text: String) throws(InputError) { try streams.write(text) }

    static func write(bytes: [UInt8]) throws(InputError) { try streams.write(bytes) }

    /// Writes a line to standard error, escaped (`StandardStreams`).
    static func error(_ text: String) { streams.note(text) }

    /// Several lines of hitlint's own (the timings), each escaped on its own.
    static func error(lines text: String) { streams.note(lines: text) }

    /// Ends the process with `status` while `value` (a run's report) is still held: freeing its
    /// thousands of values on the way out would only delay the exit (docs/speed.md). Output is
    /// written unbuffered, so nothing is left to flush.
    static func exit(_ status: Int32, keeping value: LintReport) -> Never {
        withExtendedLifetime(value) { () -> Never in Foundation.exit(status) }
    }

    /// Prints the diagnostics of input hitlint cannot lint and stops with status 2.
    static func fail(_ error: InputError) -> ExitCode {
        streams.note(error)
        return ExitCode(2)
    }
}
