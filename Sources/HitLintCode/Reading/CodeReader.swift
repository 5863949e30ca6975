import Foundation
import HitLintCore

/// Reads the app's source files into a `CodeBase`: Swift with swift-syntax, Objective-C with
/// the tokenizer, on up to `jobs` threads, in path order whatever order they finish in. A file
/// that is too large, not UTF-8 or not Swift that parses is listed in `unread`, never an error.
package struct CodeReader: Sendable {
    /// A source file larger than this is listed, not read (generated code, usually).
    package var maxFileBytes = 2 << 20
    /// At most this many files are read; the rest are listed.
    package var maxFiles = 20_000
    package var jobs = 2
    /// Also read where SwiftUI files show their views (`CodeFile.swiftUI`), for a manifest that
    /// lints Swift files: it parses every SwiftUI file with swift-syntax, which costs.
    package var readsSwiftUI = false

    package init() {}

    /// The file extensions read: sources, and property lists for the files they name.
    package static let extensions: Set<String> = ["swift", "m", "mm", "h", "plist"]

    /// Source files below `folder`, relative to it, sorted; dependency, build and test folders
    /// are not entered (the folders `hitlint init` skips).
    package static func sourceFiles(in folder: URL) -> [String] { files(in: folder).sources }

    /// The source files below `folder` and its storyboards and XIBs, relative to it, sorted.
    package static func files(in folder: URL) -> (sources: [String], interface: [String]) {
        let walk = FolderWalk(
            leaves: [".xcassets", ".xcodeproj", ".storyboard", ".xib"], skip: FolderWalk.isNotTheApps)
        let paths = walk.entries(in: folder).paths
        return (
            paths.filter { extensions.contains(($0 as NSString).pathExtension) },
            paths.filter { ["storyboard", "xib"].contains(($0 as NSString).pathExtension) }
        )
    }

    /// Reads `paths` (relative to `folder`); nothing outside `root` is read.
    package func read(_ paths: [String], in folder: URL, root: String?) -> CodeBase {
        let propertyLists = paths.filter { $0.hasSuffix(".plist") }.prefix(500).compactMap { path -> String? in
            let url = folder.appendingPathComponent(path)
            let data = try? TextFile.readBytes(
                at: url, displayPath: path, maxBytes: 1 << 20, limitName: "property list size", confinedTo: root)
            return data.flatMap(TextFile.utf8)
        }
        let sources = paths.filter { !$0.hasSuffix(".plist") }
        let listed = Array(sources.prefix(maxFiles))
        var unread = sources.dropFirst(maxFiles).map {
            UnreadSource(path: $0, why: "beyond the \(maxFiles) source files hitlint reads")
        }
        let (limit, swiftUI) = (maxFileBytes, readsSwiftUI)
        let results = Parallel.map(listed.count, jobs: jobs) { index -> Result<CodeFile, UnreadSource> in
            Self.readFile(listed[index], in: folder, root: root, maxBytes: limit, swiftUI: swiftUI)
        }
        var files: [CodeFile] = []
        for result in results {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let problem): unread.append(problem)
            }
        }
        return CodeBase(files: files, unread: unread, propertyLists: propertyLists)
    }

    static func readFile(_ path: String, in folder: URL, root: String?, maxBytes: Int, swiftUI: Bool = false)
        -> Result<CodeFile, UnreadSource>
    {
        let data: Data
        do throws(InputError) {
            data = try TextFile.readBytes(
                at: folder.appendingPathComponent(path), displayPath: path, maxBytes: maxBytes,
                limitName: "source file size", confinedTo: root)
        } catch {
            let why = error.diagnostics.first?.message ?? "cannot be read"
            return .failure(UnreadSource(path: path, why: why))
        }
        guard let text = TextFile.utf8(data) else {
            let (line, column) = TextFile.firstInvalidUTF8(in: data)
            return .failure(UnreadSource(path: path, why: "is not UTF-8 text (line \(line), column \(column))"))
        }
        if path.hasSuffix(".swift") {
            let showsViews = swiftUI && text.containsBytes(of: "import SwiftUI")
            guard showsViews || SwiftLexicalReader.needsSyntax(text) else {
                return .success(SwiftLexicalReader.read(text, path: path))
            }
            return SwiftCodeReader.read(text, path: path, swiftUI: showsViews)
        }
        return .success(ObjectiveCReader.read(text, path: path))
    }
}
