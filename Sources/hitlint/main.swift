import ArgumentParser
import Foundation

// README.md, "Commands": any argument error is exit status 2, as is any input hitlint cannot lint.
do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let others = Set(HitLint.configuration.subcommands.map { $0._commandName } + ["help"]).subtracting(["lint"])
    if let (parse, paths) = PathArguments.split(arguments, otherCommands: others) {
        var command = try HitLint.parseAsRoot(parse)
        if var lint = command as? LintCommand {
            lint.paths = paths
            command = lint
        }
        try command.run()
    } else {
        var command = try HitLint.parseAsRoot(arguments)
        try command.run()
    }
} catch let code as ExitCode {
    exit(code.rawValue)
} catch {
    let status = HitLint.exitCode(for: error)
    let message = HitLint.fullMessage(for: error)
    if status == .success {
        print(message)
        exit(0)
    }
    Output.error(message)
    exit(2)
}
