import ArgumentParser
import Foundation
import HitLintKit

// README.md, "Commands": any argument error is exit status 2, as is any input hitlint cannot lint.
// The command runs on a thread with a large stack: files may nest views a thousand levels deep.
// When the system refuses that thread (an address-space limit, a thread quota), hitlint says so
// and ends with status 2 rather than wait for a thread that never started.
let started = Parallel.onLargeStack {
    do {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // `--version` (and `version`): the version and commit; with `--verbose`, the bug-report block.
        if arguments.first == "--version" || arguments.first == "version",
            arguments.allSatisfy({ ["--version", "version", "--verbose"].contains($0) })
        {
            print(arguments.contains("--verbose") ? VersionText.verbose : VersionText.line)
            exit(0)
        }
        let commands = HitLint.configuration.subcommands.compactMap { $0.configuration.commandName }
        let others = Set(commands + ["help"]).subtracting(["lint"])
        // `hitlint lnt`: a first word that is neither a command nor a file, but close to a command.
        if let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first), first != "help",
            !FileManager.default.fileExists(atPath: first), let command = Suggestion.closest(to: first, among: commands)
        {
            throw Output.fail(
                InputError(
                    Diagnostic(
                        "unknown command '\(first)'; did you mean '\(command)'? (and no file or folder has that name)",
                        file: nil)))
        }
        if let (parse, paths) = PathArguments.split(arguments, otherCommands: others) {
            try PathArguments.checkOptionCount(parse)
            var command = try HitLint.parseAsRoot(parse)
            if var lint = command as? LintCommand {
                lint.paths = paths
                command = lint
            }
            try command.run()
        } else {
            try PathArguments.checkOptionCount(arguments)
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
        Output.error(lines: message)
        exit(2)
    }
}
if case .failure(let refusal) = started {
    Output.error(
        "hitlint: error: \(refusal.description): the system refused it (an address-space limit such as ulimit -v, "
            + "or a limit on threads); hitlint needs one such thread to run, and more for --jobs")
    exit(2)
}
