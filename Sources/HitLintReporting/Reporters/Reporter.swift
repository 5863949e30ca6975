import HitLintEngine

/// Turns a lint report into one output format. Each format is one small type.
public protocol Reporter: Sendable {
    /// The name used with `--format` and `--report NAME=PATH`.
    static var identifier: String { get }
    /// One line for `--help`.
    static var summary: String { get }
    /// Other names it answers to, as other tools call the format (`xcode` for `text`, SwiftLint's name).
    static var aliases: [String] { get }
    init()
    func render(_ report: LintReport, context: ReportContext) -> String
    /// The rendering as UTF-8 bytes, what is written to files and standard output. Formats
    /// that are built as bytes (JSON, SARIF) return them without a detour through a String.
    func renderBytes(_ report: LintReport, context: ReportContext) -> [UInt8]
}

extension Reporter {
    public static var aliases: [String] { [] }

    public func renderBytes(_ report: LintReport, context: ReportContext) -> [UInt8] {
        Array(render(report, context: context).utf8)
    }
}

/// What reporters may need besides the report.
public struct ReportContext: Sendable {
    public var registry: RuleRegistry
    public var configuration: LintConfiguration
    public var strict: Bool
    /// Threads a reporter may render with (the JSON report's screens); the output is the same.
    public var jobs: Int
    /// Only the findings: formats for people leave out their summary (`--quiet`).
    public var quiet = false

    public init(
        registry: RuleRegistry = .standard, configuration: LintConfiguration = .builtIn(), strict: Bool = false,
        jobs: Int = 1
    ) {
        self.registry = registry
        self.configuration = configuration
        self.strict = strict
        self.jobs = max(1, jobs)
    }
}

/// Every format, by identifier (`all` is generated from the files of `Reporters/`).
public enum ReporterRegistry {
    public static func reporter(named name: String) -> (any Reporter)? {
        all.first { $0.identifier == name || $0.aliases.contains(name) }.map { $0.init() }
    }

    public static var identifiers: [String] { all.map { $0.identifier } }
}
