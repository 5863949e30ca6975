import ArgumentParser
import Foundation

// README.md, "Commands": any argument error is exit status 2, as is any input hitlint cannot lint.
do {
    var command = try HitLint.parseAsRoot()
    try command.run()
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
