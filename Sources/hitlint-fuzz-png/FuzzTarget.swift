import Foundation
import HitLintKit

// libFuzzer target for png loading. Built for fuzzing (.ci/fuzz), libFuzzer calls
// LLVMFuzzerTestOneInput; built normally, the program replays the files it is given, so the
// seed corpus and any crash input can be run under a debugger or in tests.
#if HITLINT_FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzEntryPoints.png(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

/// libFuzzer's driver (LLVM 11+), run from the entry symbol SwiftPM names this program's main.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

@_cdecl("hitlint_fuzz_png_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { fuzzOneInput($0, $1) }
}
#else
@main
struct Replay {
    static func main() throws {
        let count = try FuzzEntryPoints.replay(Array(CommandLine.arguments.dropFirst()), into: FuzzEntryPoints.png)
        print("replayed \(count) inputs")
    }
}
#endif
