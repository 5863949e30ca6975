import Foundation
import XCTest

/// Tests/hitlintCLITests/BadInputs: one folder per broken or hostile input, with an `expect`
/// file giving the arguments, the exit status and the start of the first message. Every case
/// must end with exactly that status (no crash, no hang) and a message naming the file
/// (and line and column where there is one).
final class BadInputCorpusTests: XCTestCase {
    struct Case {
        let name: String
        let folder: URL
        let arguments: [String]
        let setup: String?
        let status: Int32
        let message: String
    }

    static let corpus = cliProjectRoot.appendingPathComponent("Tests/hitlintCLITests/BadInputs")

    func cases() throws -> [Case] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        return try names.map { name in
            let folder = Self.corpus.appendingPathComponent(name)
            let text = try String(contentsOf: folder.appendingPathComponent("expect"), encoding: .utf8)
            var fields: [String: String] = [:]
            for line in text.split(separator: "\n") {
                guard let colon = line.firstIndex(of: ":") else { continue }
                fields[String(line[..<colon])] = String(line[line.index(colon, offsetBy: 2)...])
            }
            return Case(name: name, folder: folder, arguments: (fields["args"] ?? "").split(separator: " ").map(String.init),
                        setup: fields["setup"], status: Int32(fields["status"] ?? "") ?? -1, message: fields["message"] ?? "")
        }
    }

    func testEveryBadInputEndsWithItsStatusAndMessage() throws {
        let all = try cases()
        XCTAssertGreaterThanOrEqual(all.count, 40)
        var skipped: [String] = []
        for testCase in all {
            var folder = testCase.folder
            if let setup = testCase.setup {
                // Permission cases need a writable copy; root reads files whatever their mode.
                guard geteuid() != 0 else { skipped.append(testCase.name); continue }
                folder = try temporaryFolder().appendingPathComponent(testCase.name)
                try FileManager.default.copyItem(at: testCase.folder, to: folder)
                let parts = setup.split(separator: " ")
                XCTAssertEqual(parts.first, "chmod-000", testCase.name)
                try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: folder.appendingPathComponent(String(parts[1])).path)
            }
            let started = Date()
            let result = try run(testCase.arguments, in: folder)
            XCTAssertLessThan(Date().timeIntervalSince(started), 30, "\(testCase.name) took too long")
            XCTAssertEqual(result.status, testCase.status, "\(testCase.name): \(result.stdout) \(result.stderr)")
            let line: String
            if testCase.status == 2 {
                line = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
                XCTAssertEqual(result.stdout, "", testCase.name)
            } else {
                line = result.stdout.split(separator: "\n").first { $0.contains(": error: ") || $0.contains(": warning: ") }.map(String.init) ?? ""
            }
            XCTAssertTrue(line.hasPrefix(testCase.message), "\(testCase.name): expected '\(testCase.message)…', got '\(line)'")
        }
        if !skipped.isEmpty {
            print("BadInputCorpusTests: skipped \(skipped.joined(separator: ", ")): running as root, which reads files whatever their permissions")
        }
    }
}
