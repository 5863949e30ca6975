import CLibPNG
import Foundation
import XCTest

/// Tests/hitlintCLITests/BadInputs: one folder per broken or hostile input, with an `expect`
/// file giving the arguments, the exit status and the start of the first message. Every case
/// must end with exactly that status within 20 s (or its `seconds:`) and 2 GB (no crash, no hang), run under an
/// address-space limit of 2 GiB as a CI container's `ulimit -v` would set it, with a message
/// naming the file (and line and column where there is one), and change nothing outside its
/// working folder.
///
/// `expect` fields: `args:`, `status:`, `message:`; `setup:` (repeatable) prepares a copy of the
/// case before the run (`attributes FILE N` writes N attributes where the file says @ATTRIBUTES@;
/// `repeat FILE N` writes N numbered copies of what the file holds between @REPEAT@ and @END@); `env: NAME=VALUE` (repeatable); `stdout: /dev/full` (or `pipe`: a run
/// that ends with status 2 may have written to standard output before); `check:` (repeatable)
/// adds `no-injection` (no control character and no workflow command but the case's own
/// annotations in either stream), `findings N` (that many finding lines in the text output),
/// `stdout-has TEXT`, `stderr-has TEXT` or `never TEXT` (in neither stream); `seconds: N` gives a
/// case that makes a large input more than 20 s (the debug build on a loaded 2-core machine).
/// In setup arguments, `$OUTSIDE` is a folder outside the working folder, which must be the same
/// after the run as before it.
final class BadInputCorpusTests: XCTestCase {
    struct Case {
        let name: String
        let folder: URL
        var fields: [String: [String]]
        func first(_ key: String) -> String? { fields[key]?.first }
        var arguments: [String] { (first("args") ?? "").split(separator: " ").map(String.init) }
        var status: Int32 { Int32(first("status") ?? "") ?? -1 }
        var message: String { first("message") ?? "" }
    }

    static let corpus = cliProjectRoot.appendingPathComponent("Tests/hitlintCLITests/BadInputs")

    func cases() throws -> [Case] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        return try names.map { name in
            let folder = Self.corpus.appendingPathComponent(name)
            let text = try String(contentsOf: folder.appendingPathComponent("expect"), encoding: .utf8)
            var fields: [String: [String]] = [:]
            for line in text.split(separator: "\n") {
                guard let colon = line.firstIndex(of: ":") else { continue }
                fields[String(line[..<colon]), default: []].append(String(line[line.index(colon, offsetBy: 2)...]))
            }
            return Case(name: name, folder: folder, fields: fields)
        }
    }

    func testEveryBadInputEndsWithItsStatusAndMessage() throws {
        let all = try cases()
        XCTAssertGreaterThanOrEqual(all.count, 88)
        var skipped: [String] = []
        for testCase in all {
            var folder = testCase.folder
            let outside = try temporaryFolder()
            if let setup = testCase.fields["setup"] {
                folder = try temporaryFolder().appendingPathComponent(testCase.name)
                try FileManager.default.copyItem(at: testCase.folder, to: folder)
                var skip = false
                for line in setup {
                    let parts = line.replacingOccurrences(of: "$OUTSIDE", with: outside.path).split(separator: " ").map(
                        String.init)
                    skip = try prepare(parts, in: folder) || skip
                }
                if skip {
                    skipped.append(testCase.name)
                    continue
                }
            }
            let before = try snapshot(outside)
            var environment: [String: String] = [:]
            for pair in testCase.fields["env"] ?? [] {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                environment[parts[0]] = parts.count > 1 ? parts[1] : ""
            }
            let budget = try testCase.first("seconds").map { try XCTUnwrap(Double($0), testCase.name) } ?? 20
            let started = Date()
            // Past its budget the run is terminated, so a hang fails this case and the others still run.
            let result = try run(
                testCase.arguments, in: folder, environment: environment,
                stdout: testCase.first("stdout").flatMap { $0.hasPrefix("/") ? $0 : nil }, addressSpace: 2 << 30,
                timeout: budget)
            XCTAssertLessThan(Date().timeIntervalSince(started), budget, "\(testCase.name) took too long")
            XCTAssertLessThan(Self.peakChildMemory(), 2 << 30, "\(testCase.name): a run took 2 GB or more")
            XCTAssertEqual(try snapshot(outside), before, "\(testCase.name) changed something outside its folder")
            XCTAssertEqual(
                result.status, testCase.status,
                "\(testCase.name): \(result.stdout.prefix(2000)) \(result.stderr.prefix(2000))")
            let line: String
            if testCase.status == 2 {
                line = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
                // What could not be read is told on standard error, not repeated in the text report.
                if testCase.first("stdout") == nil && !testCase.arguments.contains("--format") {
                    XCTAssertFalse(result.stdout.contains(line), "\(testCase.name): \(result.stdout)")
                }
            } else {
                line =
                    result.stdout.split(separator: "\n").first {
                        $0.contains(": error: ") || $0.contains(": warning: ") || $0.hasPrefix("::")
                    }.map(String.init) ?? (result.stdout + result.stderr).split(separator: "\n").first.map(String.init)
                    ?? ""
            }
            XCTAssertTrue(
                line.hasPrefix(testCase.message),
                "\(testCase.name): expected '\(testCase.message)…', got '\(line.prefix(500))'")
            for check in testCase.fields["check"] ?? [] {
                let words = check.split(separator: " ")
                switch words.first {
                case "no-injection":
                    for (stream, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
                        XCTAssertFalse(
                            text.unicodeScalars.contains {
                                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
                            },
                            "\(testCase.name): a control character reached \(stream)")
                        for line in text.split(separator: "\n") where line.hasPrefix("::") {
                            XCTAssertTrue(
                                line.contains(" file=case.hitlint.yaml,"),
                                "\(testCase.name): a workflow command of its own in \(stream): \(line.prefix(200))")
                        }
                    }
                case "findings":
                    let count = result.stdout.split(separator: "\n").count {
                        $0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": note: ")
                    }
                    XCTAssertEqual(count, Int(words[1]), "\(testCase.name): \(result.stdout)")
                case "stdout-has":
                    let needle = String(check.dropFirst("stdout-has ".count))
                    XCTAssertTrue(
                        result.stdout.contains(needle),
                        "\(testCase.name): standard output lacks '\(needle)': \(result.stdout.prefix(2000))"
                    )
                case "stderr-has":
                    let needle = String(check.dropFirst("stderr-has ".count))
                    XCTAssertTrue(
                        result.stderr.contains(needle),
                        "\(testCase.name): standard error lacks '\(needle)': \(result.stderr.prefix(2000))"
                    )
                case "never":
                    // Text of a file outside the case's folder: neither stream may show it.
                    let needle = String(check.dropFirst("never ".count))
                    XCTAssertFalse(
                        (result.stdout + result.stderr).contains(needle), "\(testCase.name): '\(needle)' was printed")
                default:
                    XCTFail("\(testCase.name): unknown check '\(check)'")
                }
            }
        }
        if !skipped.isEmpty {
            print(
                "BadInputCorpusTests: skipped \(skipped.joined(separator: ", ")): running as root, which reads files whatever their permissions, or /dev/full is not the character device"
            )
        }
    }

    /// Carries out one setup line; true when the case cannot run here.
    private func prepare(_ parts: [String], in folder: URL) throws -> Bool {
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        switch parts[0] {
        case "chmod-000":
            // Root reads files whatever their mode.
            guard geteuid() != 0 else { return true }
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path(parts[1]))
        case "symlink":
            try FileManager.default.createDirectory(
                atPath: (path(parts[1]) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: path(parts[1]), withDestinationPath: parts[2])
        case "sparse":
            // A file of that size that holds no data on disk.
            guard FileManager.default.createFile(atPath: path(parts[1]), contents: nil),
                let handle = FileHandle(forWritingAtPath: path(parts[1]))
            else {
                throw CocoaError(.fileWriteUnknown)
            }
            try handle.truncate(atOffset: UInt64(parts[2])!)
            try handle.close()
        case "outside":
            try Data("a file hitlint must not touch\n".utf8).write(to: URL(fileURLWithPath: parts[1]))
        case "fill":
            // Replaces @FILL@ in a file with that many copies of a character.
            let text = try String(contentsOfFile: path(parts[1]), encoding: .utf8)
            try Data(
                text.replacingOccurrences(of: "@FILL@", with: String(repeating: parts[3], count: Int(parts[2])!)).utf8
            )
            .write(to: URL(fileURLWithPath: path(parts[1])))
        case "attributes":
            // Replaces @ATTRIBUTES@ in a file with that many attributes, a0="1" a1="1" ...
            let text = try String(contentsOfFile: path(parts[1]), encoding: .utf8)
            let attributes = (0..<Int(parts[2])!).map { "a\($0)=\"1\"" }.joined(separator: " ")
            try Data(text.replacingOccurrences(of: "@ATTRIBUTES@", with: attributes).utf8).write(
                to: URL(fileURLWithPath: path(parts[1])))
        case "repeat":
            // Replaces each @REPEAT@…@END@ in a file with that many copies of what lies between,
            // each with @N@ replaced by its number (distinct IB ids for many views), @X@ and @Y@ by
            // a place in a grid 30 columns wide (13 pt by 10 pt cells).
            var text = try String(contentsOfFile: path(parts[1]), encoding: .utf8)
            while let start = text.range(of: "@REPEAT@") {
                guard let end = text.range(of: "@END@", range: start.upperBound..<text.endIndex) else {
                    throw CocoaError(.fileReadCorruptFile)
                }
                let unit = String(text[start.upperBound..<end.lowerBound])
                let copies = (0..<Int(parts[2])!).map { n in
                    unit.replacingOccurrences(of: "@N@", with: String(n)).replacingOccurrences(
                        of: "@X@", with: String(n % 30 * 13)
                    )
                    .replacingOccurrences(of: "@Y@", with: String(n / 30 * 10))
                }
                text = String(text[..<start.lowerBound]) + copies.joined() + String(text[end.upperBound...])
            }
            try Data(text.utf8).write(to: URL(fileURLWithPath: path(parts[1])))
        case "copies":
            // N-NAME beside the file, in its own folder.
            let (folder, name) = (
                (parts[1] as NSString).deletingLastPathComponent, (parts[1] as NSString).lastPathComponent
            )
            for n in 1...Int(parts[2])! {
                try FileManager.default.copyItem(
                    atPath: path(parts[1]), toPath: path((folder as NSString).appendingPathComponent("\(n)-\(name)")))
            }
        case "text-chunk-png":
            try Self.textChunkPNG(count: Int(parts[2])!).write(to: URL(fileURLWithPath: path(parts[1])))
        case "large-png":
            try Self.largePNG(side: Int(parts[2])!).write(to: URL(fileURLWithPath: path(parts[1])))
        case "needs-dev-full":
            // The device, not a file of that name (a run that wrote to a missing /dev/full made one).
            var status = stat()
            return stat("/dev/full", &status) != 0 || status.st_mode & S_IFMT != S_IFCHR
        default:
            XCTFail("unknown setup '\(parts[0])'")
        }
        return false
    }

    /// Every file below `folder` with its bytes (symbolic links as their targets).
    private func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted() {
            let url = folder.appendingPathComponent(name)
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) {
                files[name] = Data(("-> " + target).utf8)
            } else {
                var isDirectory: ObjCBool = false
                FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
                files[name] = isDirectory.boolValue ? Data() : try Data(contentsOf: url)
            }
        }
        return files
    }

    /// The largest resident size of the runs so far, in bytes.
    static func peakChildMemory() -> Int {
        var usage = rusage()
        #if os(Linux)
            getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
            return Int(usage.ru_maxrss) * 1024
        #else
            getrusage(RUSAGE_CHILDREN, &usage)
            return Int(usage.ru_maxrss)
        #endif
    }

    static func chunk(_ name: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(name.utf8) + data
        let crc = body.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }

    static func zlib(_ bytes: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: Int(compressBound(uLong(bytes.count))))
        var size = uLongf(out.count)
        _ = compress2(&out, &size, bytes, uLong(bytes.count), 9)
        return Array(out.prefix(Int(size)))
    }

    /// A 1 x 1 RGBA PNG with `count` zTXt chunks, each inflating to 8 MB, half before the image
    /// data and half after it.
    static func textChunkPNG(count: Int) -> Data {
        let header = bigEndian(1) + bigEndian(1) + [8, 6, 0, 0, 0]
        let bomb = zlib([UInt8](repeating: 0, count: 8_000_000))
        let text = (0..<count / 2).flatMap { chunk("zTXt", Array("k\($0)".utf8) + [0, 0] + bomb) }
        return Data(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + text
                + chunk("IDAT", zlib([0, 255, 0, 0, 255])) + text + chunk("IEND", []))
    }

    /// An opaque grey `side` x `side` PNG (each within the per-image limit, large when decoded).
    static func largePNG(side: Int) -> Data {
        let header = bigEndian(UInt32(side)) + bigEndian(UInt32(side)) + [8, 0, 0, 0, 0]
        var rows = [UInt8](repeating: 200, count: (side + 1) * side)
        for y in 0..<side { rows[y * (side + 1)] = 0 }
        return Data(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib(rows))
                + chunk("IEND", []))
    }
}
