import Foundation
import HitLintDevKit

// hitlint-dev: the project's own tooling.
//   swift run hitlint-dev generate          writes every generated file (docs/architecture.md)
//   swift run hitlint-dev generate --check  exit 1 and the stale files' paths, writes nothing
//   swift run hitlint-dev font-widths REGULAR.afm BOLD.afm
//                                           writes the text width table (FontWidthsGenerator)
//
// Source files (registries, per-rule tests) come from the rule and reporter files; rendered
// files (rules.yaml, the rules table, SARIF rule metadata) from the compiled registry. When a
// source file changes, this program was built with the old registry, so it builds and runs
// itself again (`--rendering`) to render from the new one.

/// Writes a line to standard output at once (a child process writes after it).
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "font-widths", arguments.count == 3 {
    do {
        let read = { (path: String) in try String(contentsOf: URL(fileURLWithPath: path), encoding: .isoLatin1) }
        let file = try FontWidthsGenerator().file(regular: read(arguments[1]), bold: read(arguments[2]))
        try file.write(in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        say("wrote \(file.path)")
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("hitlint-dev: \(error)\n".utf8))
        exit(1)
    }
}
guard arguments.first == "generate" else {
    FileHandle.standardError.write(
        Data("usage: hitlint-dev generate [--check] | font-widths REGULAR.afm BOLD.afm\n".utf8))
    exit(2)
}
let check = arguments.contains("--check")
let rendering = arguments.contains("--rendering")
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
    FileHandle.standardError.write(Data("hitlint-dev: run it in the package root (where Package.swift is)\n".utf8))
    exit(2)
}
let generator = RepositoryGenerator(root: root)

do {
    let sources = try generator.sourceFiles()
    if check {
        let stale = (sources + (try generator.renderedFiles())).filter { !$0.isCurrent(in: root) }
        for file in stale { say("stale: \(file.path)") }
        exit(stale.isEmpty ? 0 : 1)
    }
    let written = try sources.filter { try $0.write(in: root) }
    for file in written { say("wrote \(file.path)") }
    if !written.isEmpty {
        guard !rendering else { throw GeneratorError("the generated sources changed again after a rebuild") }
        let again = Process()
        again.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        again.arguments = ["swift", "run", "hitlint-dev", "generate", "--rendering"]
        try again.run()
        again.waitUntilExit()
        exit(again.terminationStatus)
    }
    for file in try generator.renderedFiles() where try file.write(in: root) { say("wrote \(file.path)") }
    say("generated files are current")
} catch {
    FileHandle.standardError.write(Data("hitlint-dev: \(error)\n".utf8))
    exit(1)
}
