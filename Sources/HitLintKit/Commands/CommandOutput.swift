import Foundation
import HitLintCore

/// Where a command's output goes: its report to standard output, what people read (input
/// problems, notes, timings) to standard error. The programs write to the process's streams
/// (`StandardStreams`); tests capture them.
package protocol CommandOutput: Sendable {
    /// Standard output; a failure to write (a full disk) is an input error: the run ends with status 2.
    func write(_ bytes: [UInt8]) throws(InputError)
    /// One line for standard error, as hitlint writes it (the stream escapes it).
    func note(_ line: String)
}

extension CommandOutput {
    package func write(_ text: String) throws(InputError) { try write(Array(text.utf8)) }

    /// Several lines of hitlint's own (the timings), each escaped on its own.
    package func note(lines text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0)
        {
            note(String(line))
        }
    }

    /// The located problems of inputs hitlint cannot read, in the compiler's form.
    package func note(_ error: InputError) {
        for diagnostic in error.diagnostics { note(diagnostic.description) }
    }
}

/// The process's standard output and error. Output is unbuffered; names in messages come from
/// files strangers write, so what goes to standard error has its control characters escaped.
package struct StandardStreams: CommandOutput {
    package init() {}

    package func write(_ bytes: [UInt8]) throws(InputError) {
        try OutputFile.writeAll(bytes, to: STDOUT_FILENO, path: "standard output")
    }

    /// A failure to write to standard error has nowhere to be told.
    package func note(_ line: String) {
        let text = TerminalText.escaped(line.hasSuffix("\n") ? String(line.dropLast()) : line) + "\n"
        try? OutputFile.writeAll(Array(text.utf8), to: STDERR_FILENO, path: "standard error")
    }
}
