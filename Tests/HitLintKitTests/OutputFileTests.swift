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

    /// One rule for every output outside the working folder: a folder on the way may be a
    /// link (the user's own, as macOS's /tmp is), the file itself may not. A report's folder,
    /// a baseline's and a hit map folder are judged alike (the report's used to be refused).
    func testOutputsOutsideTheWorkingFolderFollowOneLinkRule() throws {
        try withWorkspace { ws in
            let real = ws.url("real").path
            let link = ws.url("link").path
            try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
            XCTAssertTrue(OutputFile.isOutsideWorkingFolder(link))
            try OutputFile.makeFolder(link, for: link + "/report.json")  // --report json=LINK/report.json
            try OutputFile.replace(link + "/report.json", with: Array("{}".utf8))
            try OutputFile.replace(link + "/baseline.json", with: Array("{}".utf8))  // --write-baseline
            try OutputFile.makeFolder(link + "/maps")  // --hitmap-dir LINK/maps
            try OutputFile.replace(link + "/maps/a.png", with: [1])
            XCTAssertEqual(
                try FileManager.default.contentsOfDirectory(atPath: real).sorted(),
                ["baseline.json", "maps", "report.json"])
            // The file itself a link: refused, whatever it is.
            let fileLink = ws.url("out.json").path
            try FileManager.default.createSymbolicLink(atPath: fileLink, withDestinationPath: real + "/report.json")
            XCTAssertThrowsError(try OutputFile.replace(fileLink, with: [1])) { error in
                XCTAssertEqual(
                    (error as? InputError)?.diagnostics.first?.message,
                    "is a symbolic link; hitlint does not write through one")
            }
        }
    }

    func testAFileChangedSinceItWasReadIsNotOverwritten() throws {
        try withWorkspace { ws in
            let path = try ws.write("app.hitlint.yaml", "version: 1\n# edited meanwhile\n")
            XCTAssertThrowsError(
                try OutputFile.replace(
                    path, with: Array("version: 1\nscale: 2\n".utf8), unchangedFrom: Array("version: 1\n".utf8))
            ) { error in
                XCTAssertTrue("\(error)".contains("changed since hitlint read it"), "\(error)")
            }
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "version: 1\n# edited meanwhile\n")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: ws.folder.path).filter {
                $0.contains(".hitlint-")
            }
            XCTAssertEqual(leftovers, [], "no temporary file left behind")
            // Unchanged: written.
            try OutputFile.replace(
                path, with: Array("version: 2\n".utf8), unchangedFrom: Array("version: 1\n# edited meanwhile\n".utf8))
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

    /// `--changed` manifests are judged on the file opened, not only on the path checked before
    /// (`CommandSettings.confined`): the loader itself refuses a manifest that opens outside the
    /// folder, so a link re-pointed between that check and the open reads nothing.
    func testAChangedManifestIsConfinedAsOpened() throws {
        try withWorkspace { outside in
            try outside.write("secret.hitlint.yaml", "version: 1\nscreens: [token-abc123]\n")
            try withWorkspace { ws in
                try ws.write("app.hitlint.yaml", "version: 1\nscreens: []\n")
                try FileManager.default.createSymbolicLink(
                    atPath: ws.url("b.hitlint.yaml").path, withDestinationPath: outside.url("secret.hitlint.yaml").path)
                var loader = ManifestLoader(
                    knownRuleIDs: RuleRegistry.standard.ids,
                    paths: PathPolicy(root: ws.folder, manifestsConfinedTo: ws.folder.path))
                XCTAssertEqual(try loader.load(path: ws.url("app.hitlint.yaml").path).screens.count, 0)
                XCTAssertThrowsError(try loader.load(path: ws.url("b.hitlint.yaml").path)) { error in
                    let message = "\(error)"
                    XCTAssertTrue(message.contains("is a link to a file outside"), message)
                    XCTAssertFalse(message.contains("token-abc123"), message)
                }
                // --allow-outside-root follows it: the file is read (its screen is malformed at 2:11).
                loader.paths.allowOutsideRoot = true
                XCTAssertThrowsError(try loader.load(path: ws.url("b.hitlint.yaml").path)) { error in
                    XCTAssertTrue(
                        "\(error)".contains("b.hitlint.yaml:2:11: error: a screen must be a mapping"), "\(error)")
                }
                // Without --changed, a manifest named on the command line is the user's choice.
                loader.paths = PathPolicy(root: ws.folder)
                XCTAssertThrowsError(try loader.load(path: ws.url("b.hitlint.yaml").path)) { error in
                    XCTAssertTrue(
                        "\(error)".contains("b.hitlint.yaml:2:11: error: a screen must be a mapping"), "\(error)")
                }
            }
        }
    }
}
