import Foundation
import HitLintKit

// hitlint's libFuzzer targets in one program: `hitlint-fuzz manifest|manifest-edit|interface-builder|xml|png ARGS...`
// (manifest loading and the whole lint; hitlint fix's byte edits of manifests; storyboards and XIBs imported and linted; the XML reader in every encoding; PNG decoding). Built for fuzzing (.ci/fuzz), ARGS go to
// libFuzzer's driver with the chosen target; built normally, the program replays the files in
// ARGS through it, so the seed corpus and any crash input can be run under a debugger or in tests.

/// A target as libFuzzer calls it.
typealias FuzzTarget = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

/// The targets by name.
let fuzzTargets: [String: FuzzTarget] = [
    "manifest": { bytes, count in
        FuzzEntryPoints.manifest(bytes.map { Data(bytes: $0, count: count) } ?? Data())
        return 0
    },
    "interface-builder": { bytes, count in
        FuzzEntryPoints.interfaceBuilder(bytes.map { Data(bytes: $0, count: count) } ?? Data())
        return 0
    },
    "xml": { bytes, count in
        // A reading that breaks what the XML reader promises is a crash, for libFuzzer to record.
        if let problem = FuzzEntryPoints.xml(bytes.map { Data(bytes: $0, count: count) } ?? Data()) {
            fatalError(problem)
        }
        return 0
    },
    "manifest-edit": { bytes, count in
        // An edit that does not do exactly what `hitlint fix` means is a crash, for libFuzzer to record.
        if let problem = FuzzEntryPoints.manifestEdit(bytes.map { Data(bytes: $0, count: count) } ?? Data()) {
            fatalError(problem)
        }
        return 0
    },
    "png": { bytes, count in
        // A disagreement between the two PNG decoders is a crash, for libFuzzer to record.
        if let problem = FuzzEntryPoints.png(bytes.map { Data(bytes: $0, count: count) } ?? Data()) {
            fatalError(problem)
        }
        return 0
    },
]

func usage() -> String { "usage: hitlint-fuzz \(fuzzTargets.keys.sorted().joined(separator: "|")) ARGS...\n" }

#if HITLINT_FUZZING
    /// The target the first argument names, read once from the command line.
    let chosenTarget: FuzzTarget? = CommandLine.arguments.dropFirst().first.flatMap { fuzzTargets[$0] }

    /// What libFuzzer calls (and what its runtime, linked whole, expects to find).
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        chosenTarget!(bytes, count)
    }

    /// libFuzzer's driver (LLVM 11+), run from the entry symbol SwiftPM names this program's main.
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: FuzzTarget
    ) -> CInt

    @_cdecl("hitlint_fuzz_main")
    public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        guard chosenTarget != nil, argc >= 2, let argv else {
            FileHandle.standardError.write(Data(usage().utf8))
            return 2
        }
        // libFuzzer sees the program name and ARGS: the target's name is taken out.
        argv[1] = argv[0]
        var count = argc - 1
        var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv + 1
        return runFuzzerDriver(&count, &arguments) { fuzzOneInput($0, $1) }
    }
#else
    @main
    struct Replay {
        static func main() throws {
            let arguments = Array(CommandLine.arguments.dropFirst())
            guard let name = arguments.first, let target = fuzzTargets[name] else {
                FileHandle.standardError.write(Data(usage().utf8))
                exit(2)
            }
            let count = try FuzzEntryPoints.replay(Array(arguments.dropFirst())) { data in
                _ = data.withUnsafeBytes { target($0.bindMemory(to: UInt8.self).baseAddress, data.count) }
            }
            print("replayed \(count) inputs")
        }
    }
#endif
