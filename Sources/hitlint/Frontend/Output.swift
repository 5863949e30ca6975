import ArgumentParser
import Foundation
import HitLintKit

/// Standard output and error, and the exit statuses of README.md, "Commands".
enum Output {
    /// Writes to standard output; a failure (a full disk, a closed descriptor) is an error that
    /// ends the run with status 2. (A closed pipe still ends it by SIGPIPE, as for any tool.)
    static func write(_ text: String) throws(InputError) {
        try write(bytes: Array(text.utf8))
    }

    static func write(bytes: [UInt8]) throws(InputError) {
        try OutputFile.writeAll(bytes, to: STDOUT_FILENO, path: "standard output")
    }

    /// Writes to standard error, with control characters shown escaped (names in messages come
    /// from files strangers write). A failure to write there has nowhere to be told.
    static func error(_ text: String) {
        let line = TerminalText.escaped(text.hasSuffix("\n") ? String(text.dropLast()) : text) + "\n"
        try? OutputFile.writeAll(Array(line.utf8), to: STDERR_FILENO, path: "standard error")
    }

    /// Several lines of hitlint's own (the timings), each escaped on its own.
    static func error(lines text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0) {
            error(String(line))
        }
    }

    /// Ends the process with `status` while `value` (a run's report) is still held: freeing its
    /// thousands of values on the way out would only delay the exit (docs/speed.md). Output is
    /// written unbuffered, so nothing is left to flush.
    static func exit(_ status: Int32, keeping value: LintReport) -> Never {
        withExtendedLifetime(value) { () -> Never in Foundation.exit(status) }
    }

    /// Prints the diagnostics of input hitlint cannot lint and stops with status 2.
    static func fail(_ error: InputError) -> ExitCode {
        for diagnostic in error.diagnostics { Output.error(diagnostic.description) }
        return ExitCode(2)
    }
}
