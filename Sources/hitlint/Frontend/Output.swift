import ArgumentParser
import Foundation
import HitLintKit

/// Standard output and error, and the exit statuses of SPEC section 4.
enum Output {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Prints the diagnostics of input hitlint cannot lint and stops with status 2.
    static func fail(_ error: InputError) -> ExitCode {
        for diagnostic in error.diagnostics { Output.error(diagnostic.description) }
        return ExitCode(2)
    }
}
