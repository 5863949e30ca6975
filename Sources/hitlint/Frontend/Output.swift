import ArgumentParser
import Foundation
import HitLintKit

/// Standard output and error, and the exit statuses of README.md, "Commands".
enum Output {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `bytes` to standard output without copying them (a JSON report is megabytes).
    static func write(bytes: [UInt8]) {
        withData(bytes) { FileHandle.standardOutput.write($0) }
    }

    /// `bytes` seen as Data that shares their storage, for the duration of `body`.
    static func withData<T>(_ bytes: [UInt8], _ body: (Data) throws -> T) rethrows -> T {
        try bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, raw.count > 0 else { return try body(Data()) }
            return try body(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: raw.count, deallocator: .none))
        }
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
