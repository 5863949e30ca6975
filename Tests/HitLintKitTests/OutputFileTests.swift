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

/// A configuration file found by looking must lie in its repository: a planted `.hitlint.yml`
/// that links to a file elsewhere is refused before any of it is read (hostile input, round three).
final class ConfinedConfigurationTests: XCTestCase {
    func testADiscoveredConfigurationThatLinksOutsideItsRepositoryIsNotRead() throws {
        try withWorkspace { outside in
            try outside.write("secret.yml", "rules:\n  token-abc123: {}\n")
            try withWorkspace { ws in
                try FileManager.default.createDirectory(at: ws.url(".git"), withIntermediateDirectories: true)
                try ws.write("app.hitlint.yaml", "version: 1\nscreens: []\n")
                try FileManager.default.createSymbolicLink(
                    atPath: ws.url(".hitlint.yml").path, withDestinationPath: outside.url("secret.yml").path)
                let (_, problems) = CommandSettings().configuration(for: [ws.url("app.hitlint.yaml").path])
                XCTAssertEqual(problems.count, 1)
                let message = problems.first?.description ?? ""
                XCTAssertTrue(message.contains("is a link to a file outside"), message)
                XCTAssertFalse(message.contains("token-abc123"), message)
                // Named with --config, the same file is the user's choice, and is read.
                var chosen = CommandSettings()
                chosen.configurationPath = ws.url(".hitlint.yml").path
                let (_, named) = chosen.configuration(for: [])
                XCTAssertTrue(named.contains { $0.description.contains("token-abc123") }, "\(named)")
                // A link inside the repository is read.
                try ws.write("config/shared.yml", "rules:\n  too-small: {severity: warning}\n")
                try FileManager.default.removeItem(at: ws.url(".hitlint.yml"))
                try FileManager.default.createSymbolicLink(
                    atPath: ws.url(".hitlint.yml").path, withDestinationPath: ws.url("config/shared.yml").path)
                let (configuration, none) = CommandSettings().configuration(for: [ws.url("app.hitlint.yaml").path])
                XCTAssertEqual(none.count, 0, "\(none)")
                XCTAssertEqual(configuration.file.map { URL(fileURLWithPath: $0).lastPathComponent }, ".hitlint.yml")
            }
        }
    }
}
