import HitLintKit

/// The paths of `hitlint lint`, taken out of the arguments before swift-argument-parser sees
/// them: its parsing takes time quadratic in the number of positional arguments (1.8.2 removes
/// each from an array as it goes), and pre-commit passes every changed file (20,000 paths took
/// 13 s). What remains, options and their values, is parsed as usual.
enum PathArguments {
    /// Most arguments the option parser is given (paths of `lint` aside, which never reach it):
    /// ArgumentParser removes each parsed argument from an array, so its time grows with the
    /// square of their number (40,000 `--device` options took over 20 s; 1,000 take 0.3 s).
    static let maxOptionArguments = 1_000

    /// Refuses more option arguments than the parser handles in bounded time.
    static func checkOptionCount(_ arguments: [String]) throws {
        guard arguments.count > maxOptionArguments else { return }
        throw Output.fail(
            InputError(
                Diagnostic(
                    "\(arguments.count) arguments besides paths, more than the \(maxOptionArguments) hitlint reads; name each device, report or rule once",
                    file: nil)))
    }

    /// The options of `lint` that take a value (the next argument); a test keeps this list equal
    /// to what `hitlint lint --help` shows.
    static let lintValueOptions: Set<String> = [
        "--baseline", "--write-baseline", "--config", "--rules", "--format", "--reporter", "--report", "--scale",
        "--jobs",
        "--hitmap-dir", "--root", "--state", "--build-stamp", "--device", "--devices", "--orientation", "-o",
        "--output",
    ]

    /// `arguments` (without the program's name) split into what the parser reads and the paths
    /// of `lint`, or nil when the command is another one.
    /// Arguments the root command answers itself (help, version, completion scripts): with one of
    /// them, nothing is split.
    static let rootArguments: Set<String> = [
        "--help", "-h", "--version", "--generate-completion-script", "--experimental-dump-help", "help",
    ]

    static func split(_ arguments: [String], otherCommands: Set<String>) -> (parse: [String], paths: [String])? {
        guard let first = arguments.first, !otherCommands.contains(first),
            !arguments.contains(where: rootArguments.contains)
        else {
            return nil
        }
        var parse = first == "lint" ? ["lint"] : []
        var paths: [String] = []
        var index = parse.count
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                paths += arguments[index...]
                break
            }
            if argument.hasPrefix("-") && argument != "-" {
                parse.append(argument)
                if lintValueOptions.contains(argument), index < arguments.count {
                    parse.append(arguments[index])
                    index += 1
                }
            } else {
                paths.append(argument)
            }
        }
        return (parse, paths)
    }
}
