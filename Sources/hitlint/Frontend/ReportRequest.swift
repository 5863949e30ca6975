import ArgumentParser
import Foundation
import HitLintKit

/// `--report FORMAT=PATH`: a report written to a file besides standard output.
struct ReportRequest: ExpressibleByArgument, Sendable {
    let format: String
    let path: String

    init?(argument: String) {
        guard let equals = argument.firstIndex(of: "=") else { return nil }
        format = String(argument[..<equals])
        path = String(argument[argument.index(after: equals)...])
        guard !format.isEmpty, !path.isEmpty else { return nil }
    }

    static var defaultCompletionKind: CompletionKind { .default }
}

/// Checks a format name, with a suggestion when misspelt.
func validateFormat(_ name: String) throws {
    guard ReporterRegistry.reporter(named: name) == nil else { return }
    throw ValidationError(
        "unknown format '\(name)'\(Suggestion.didYouMean(name, among: ReporterRegistry.identifiers)) (formats: \(ReporterRegistry.identifiers.joined(separator: ", ")))"
    )
}
