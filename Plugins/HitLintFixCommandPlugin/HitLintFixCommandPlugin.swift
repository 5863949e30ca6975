import Foundation
import PackagePlugin

/// `swift package hitlint-fix [ARGUMENTS]` (and Xcode's project menu): runs `hitlint fix` in the
/// package's folder (on the package's folder when no path is given). It writes the manifests, so
/// it declares the permission to write to the package directory; the lint plugin does not, so
/// that linting never asks for it.
@main
struct HitLintFixCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "hitlint")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["fix"] + (arguments.contains { !$0.hasPrefix("-") } ? arguments : arguments + ["."])
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("hitlint fix could not read the manifests (exit status \(process.terminationStatus))")
            throw HitLintFixFailed(status: process.terminationStatus)
        }
    }
}

struct HitLintFixFailed: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "hitlint fix exited with status \(status)" }
}
