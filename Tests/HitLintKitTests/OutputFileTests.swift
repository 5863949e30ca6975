import Foundation
import XCTest

@testable import HitLintKit

/// How hitlint replaces a file it writes back (docs/hostile-input.md, "Output"): whole or not at
/// all, keeping the file's permissions, and never over an edit made since it was read.
final class OutputFileTests: XCTestCase {
    func testAReplacedFileKeepsItsPermissions() throws {
        try withWorkspace { ws in
            let path = try ws.write("app.hitlint.yaml", "version: 1\n")
            XCTAssertEqual(chmod(path, 0o600), 0)
            try OutputFile.replace(path, with: Array("version: 1\nscale: 2\n".utf8))
            var info = stat()
            XCTAssertEqual(stat(path, &info), 0)
            XCTAssertEqual(info.st_mode & 0o7777, 0o600)
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "version: 1\nscale: 2\n")
        }
    }

    func testAFileChangedSinceItWasReadIsNotOverwritten() throws {
        try withWorkspace { ws in
            let path = try ws.write("app.hitlint.yaml", "version: 1\n# edited meanwhile\n")
            XCTAssertThrowsError(
                try OutputFile.replace(path, with: Array("version: 1\nscale: 2\n".utf8), unchangedFrom: Array("version: 1\n".utf8))
            ) { error in
                XCTAssertTrue("\(error)".contains("changed since hitlint read it"), "\(error)")
            }
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "version: 1\n# edited meanwhile\n")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: ws.folder.path).filter { $0.contains(".hitlint-") }
            XCTAssertEqual(leftovers, [], "no temporary file left behind")
            // Unchanged: written.
            try OutputFile.replace(path, with: Array("version: 2\n".utf8), unchangedFrom: Array("version: 1\n# edited meanwhile\n".utf8))
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "version: 2\n")
        }
    }
}
