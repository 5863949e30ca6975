import Foundation
import HitLintKit

/// What `hitlint --version` prints: the version and the commit it was built from
/// (`0.2.0 (3b28606)`, `(unknown)` outside git); with `--verbose`, a block for bug reports: the
/// Swift compiler, the platform, the Swift packages and the C libraries in use.
enum VersionText {
    static var line: String { "\(HitLintVersion.current) (\(buildCommit ?? "unknown"))" }

    static var verbose: String {
        var lines = ["hitlint \(line)"]
        lines.append("Swift: \(compiler)")
        lines.append("platform: \(platform)")
        for (name, version) in buildPackages { lines.append("\(name): \(version)") }
        for (name, version) in HitLintVersion.libraries { lines.append("\(name): \(version)") }
        return lines.joined(separator: "\n")
    }

    /// The compiler hitlint was built with, as far as `#if compiler` tells.
    static var compiler: String {
        #if compiler(>=6.4)
            return "6.4 or later"
        #elseif compiler(>=6.3)
            return "6.3"
        #elseif compiler(>=6.2)
            return "6.2"
        #elseif compiler(>=6.1)
            return "6.1"
        #else
            return "6.0"
        #endif
    }

    /// The operating system, its version and the machine.
    static var platform: String {
        var names = utsname()
        uname(&names)
        func text<T>(_ field: T) -> String {
            withUnsafeBytes(of: field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        let os = ProcessInfo.processInfo.operatingSystemVersionString
        return "\(text(names.sysname)) \(text(names.release)) \(text(names.machine)) (\(os))"
    }
}
