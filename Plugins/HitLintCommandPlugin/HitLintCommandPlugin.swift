import Foundation
import PackagePlugin

/// `swift package hitlint [ARGUMENTS]`: runs hitlint in the package's folder with the arguments
/// given (`lint` on the package's folder when there are none), as `swift package plugin swiftlint`.
/// It declares no permission to write: `init` and reports written into the package need the
/// sandbox off; `hitlint fix` is the plugin `hitlint-fix`, which declares it.
@main
struct HitLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "hitlint")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["lint", "."] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return
        case 1: Diagnostics.error("hitlint found errors")
        default: Diagnostics.error("hitlint could not lint (exit status \(process.terminationStatus))")
        }
        throw HitLintFailed(status: process.terminationStatus)
    }
}

struct HitLintFailed: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "hitlint exited with status \(status)" }
}
