import Foundation
import HitLintKit

// libFuzzer target for manifest loading. Built for fuzzing (.ci/fuzz), libFuzzer calls
// LLVMFuzzerTestOneInput; built normally, the program replays the files it is given, so the
// seed corpus and any crash input can be run under a debugger or in tests.
#if HITLINT_FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzEntryPoints.manifest(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

/// libFuzzer's driver (LLVM 11+), run from the entry symbol SwiftPM names this program's main.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

@_cdecl("hitlint_fuzz_manifest_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { fuzzOneInput($0, $1) }
}
#else
@main
struct Replay {
    static func main() throws {
        var files: [URL] = []
        for argument in CommandLine.arguments.dropFirst() {
            let url = URL(fileURLWithPath: argument)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                files += try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil).sorted { $0.path < $1.path }
            } else {
                files.append(url)
            }
        }
        for file in files { FuzzEntryPoints.manifest(try Data(contentsOf: file)) }
        print("replayed \(files.count) inputs")
    }
}
#endif
