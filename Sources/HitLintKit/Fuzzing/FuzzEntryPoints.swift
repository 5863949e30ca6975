import CLibPNG
import Foundation
import HitLintCore
import HitLintInput
import HitLintLinting
import HitLintReporting

/// What the fuzz targets drive: every input must end in a value or a diagnostic, never a trap.
package enum FuzzEntryPoints {
    /// Loads `data` as a manifest and, when it loads, lints it end to end (images resolve to
    /// nothing in an empty folder, so this exercises validation, the raster and the rules).
    package static func manifest(_ data: Data) {
        guard let text = TextFile.utf8(data) else { return }
        var options = LintOptions(jobs: 1)
        options.configuration.manifestLimits.maxScreenPixels = 1 << 20  // keep each run quick
        options.configuration.manifestLimits.maxNodes = 20_000
        guard
            let manifest = try? options.loader.load(
                text: text, path: "fuzz.hitlint.yaml",
                directory: URL(fileURLWithPath: "/nonexistent-hitlint-fuzz/", isDirectory: true))
        else { return }
        let report = Linter(options: options).lint([manifest])
        _ = JSONReporter().render(report, context: ReportContext())
    }

    /// Loads `data` as a manifest and, when it loads, sets `enlarge` on each of its first
    /// hand-written views with `ManifestEditor` (as `hitlint fix` does), loads the edited text
    /// again and checks that exactly that view changed, and only its enlarge. Returns the first
    /// difference, nil when every edit did what it should; the fuzz program makes it a crash.
    package static func manifestEdit(_ data: Data) -> String? {
        guard let text = TextFile.utf8(data) else { return nil }
        var options = LintOptions(jobs: 1)
        options.configuration.manifestLimits.maxNodes = 20_000
        let folder = URL(fileURLWithPath: "/nonexistent-hitlint-fuzz/", isDirectory: true)
        guard let manifest = try? options.loader.load(text: text, path: "fuzz.hitlint.yaml", directory: folder),
            let editor = ManifestEditor(bytes: Array(text.utf8))
        else { return nil }
        let views = manifest.screens.flatMap { flattened($0.views) }
        let wanted = Insets(top: 1, right: 2, bottom: 3, left: 4)
        for (n, view) in views.prefix(8).enumerated() {
            let place = ViewKeyEdit.Place.written(line: view.location.line, column: view.location.column)
            guard let edits = try? editor.edits([ViewKeyEdit(place: place, keys: [("enlarge", "[1, 2, 3, 4]")])]) else {
                return "no edit for view '\(view.id)' at \(view.location)"
            }
            let edited = String(decoding: TextEdit.apply(edits, to: Array(text.utf8)), as: UTF8.self)
            let reloaded: Manifest
            do throws(InputError) {
                reloaded = try options.loader.load(text: edited, path: "fuzz.hitlint.yaml", directory: folder)
            } catch {
                return
                    "the edit of '\(view.id)' makes the manifest unreadable: \(error.diagnostics.first?.description ?? "")\n\(edited)"
            }
            let after = reloaded.screens.flatMap { flattened($0.views) }
            guard after.count == views.count else {
                return "the edit of '\(view.id)' changes the number of views\n\(edited)"
            }
            for (m, (old, new)) in zip(views, after).enumerated() {
                let expected = m == n ? wanted : old.enlarge
                if new.enlarge != expected || new.id != old.id || new.frame != old.frame
                    || new.threshold != old.threshold
                    || new.kind != old.kind || new.children.count != old.children.count
                {
                    return "the edit of '\(view.id)' changes '\(old.id)'\n\(edited)"
                }
            }
        }
        return nil
    }

    private static func flattened(_ views: [ViewSpec]) -> [ViewSpec] {
        views.flatMap { [$0] + flattened($0.children) }
    }

    /// Reads `data` as a storyboard or XIB and, when it gives screens, lints them end to end
    /// (image names resolve to nothing in an empty folder; the root and `classes` are the defaults).
    package static func interfaceBuilder(_ data: Data) {
        let folder = URL(fileURLWithPath: "/nonexistent-hitlint-fuzz/", isDirectory: true)
        var limits = ManifestLimits()
        limits.maxScreenPixels = 1 << 20  // keep each run quick
        limits.maxXMLElements = 20_000
        let request = InterfaceBuilderReader.Request(
            url: folder.appendingPathComponent("fuzz.storyboard"), displayPath: "fuzz.storyboard",
            classes: ShapedButtonClasses.all, assets: [folder], root: folder.path,
            paths: PathPolicy(), images: ImageNameResolver(), limiter: InputLimiter(limits: limits), readsLayout: true)
        guard let imported = try? InterfaceBuilderReader.screens(in: data, request).screens else { return }
        let screens = imported.filter { $0.size.width * $0.size.height <= Double(limits.maxScreenPixels) }.map {
            screen in
            var spec = ScreenSpec(name: screen.name, size: screen.size, views: screen.views, location: screen.location)
            spec.scale = 1
            spec.importedFrom = "fuzz.storyboard"
            spec.layout = screen.layout
            spec.scrollContent = screen.scrollContent
            return spec
        }
        let manifest = Manifest(
            path: "fuzz.hitlint.yaml", version: 1, scale: 1, assetsDirectory: folder, visibleAlpha: 0.1,
            screens: screens)
        // The stored frames, the file's own device and a phone in landscape: the layout solver
        // sees every input too.
        var options = LintOptions(jobs: 1)
        if let phone = DeviceTable.current.first {
            options.layouts = LayoutSelection(choices: [.design, .file, .device(phone)], orientations: [.landscape])
        }
        let report = Linter(options: options).lint([manifest])
        _ = JSONReporter().render(report, context: ReportContext())
    }

    /// Reads `data` as a storyboard's XML, then the same text in each other encoding a hostile
    /// file could use (UTF-16 and UTF-32, either byte order, with and without a byte-order mark,
    /// and with an `encoding` declaration naming it). Returns a problem when a reading breaks what
    /// the reader promises: another encoding read, a document type declaration accepted, a start
    /// tag placed where there is no `<`, or a limit passed.
    package static func xml(_ data: Data) -> String? {
        var limits = ManifestLimits()
        limits.maxXMLElements = 5_000
        limits.maxXMLDepth = 64
        if let problem = checkedXML(data, limits: limits) { return problem }
        guard let text = String(data: data, encoding: .utf8), !text.isEmpty else { return nil }
        let declared = text.replacingOccurrences(of: "UTF-8", with: "UTF-16")
        let encodings: [(String.Encoding, [UInt8])] = [
            (.utf16LittleEndian, []), (.utf16BigEndian, []), (.utf16LittleEndian, [0xFF, 0xFE]),
            (.utf16BigEndian, [0xFE, 0xFF]),
            (.utf32LittleEndian, []), (.utf32BigEndian, [0, 0, 0xFE, 0xFF]),
        ]
        for (encoding, mark) in encodings {
            for source in [text, declared] {
                guard let encoded = source.data(using: encoding) else { continue }
                // Text in UTF-16 or UTF-32 holds a NUL byte or starts with a mark unless every code
                // unit happens to be bytes of UTF-8 (0x613C 0x3E2F is "<a/>" in UTF-16LE): what
                // holds either must be refused.
                let bytes = Data(mark) + encoded
                guard !mark.isEmpty || bytes.contains(0) else { continue }
                if (try? XMLTree.parse(data: bytes, file: "fuzz.xib", limits: limits)) != nil {
                    return "a document in \(encoding) was read"
                }
            }
        }
        return nil
    }

    /// Whether `<!DOCTYPE` or `<!ENTITY` appears outside comments, CDATA sections and
    /// processing instructions (where it is only text).
    private static func declarationOutsideComments(_ bytes: [UInt8]) -> Bool {
        let skips: [(open: [UInt8], close: [UInt8])] = [
            (Array("<!--".utf8), Array("-->".utf8)), (Array("<![CDATA[".utf8), Array("]]>".utf8)),
            (Array("<?".utf8), Array("?>".utf8)),
        ]
        let declarations = [Array("<!DOCTYPE".utf8), Array("<!ENTITY".utf8)]
        func at(_ i: Int, _ word: [UInt8]) -> Bool {
            i + word.count <= bytes.count && bytes[i..<(i + word.count)].elementsEqual(word)
        }
        var i = 0
        while i < bytes.count {
            if let skip = skips.first(where: { at(i, $0.open) }) {
                i += skip.open.count
                while i < bytes.count, !at(i, skip.close) { i += 1 }
                i += skip.close.count
            } else if declarations.contains(where: { at(i, $0) }) {
                return true
            } else {
                i += 1
            }
        }
        return false
    }

    private static func checkedXML(_ data: Data, limits: ManifestLimits) -> String? {
        guard let tree = try? XMLTree.parse(data: data, file: "fuzz.xib", limits: limits) else { return nil }
        let bytes = [UInt8](data)
        if bytes.contains(0) { return "a document with a NUL byte was read" }
        if declarationOutsideComments(bytes) { return "a document type or entity declaration was accepted" }
        if tree.elements.count > limits.maxXMLElements { return "more elements than the limit" }
        for (index, (line, column)) in tree.startTags.enumerated() {
            guard line >= 1, line <= tree.lineStarts.count, column >= 1 else {
                return "element \(index) placed at \(line):\(column)"
            }
            let lineBytes = tree.bytes[tree.lineStarts[line - 1]...].prefix { $0 != 0x0A }
            let scalars = Array(String(decoding: lineBytes, as: UTF8.self).unicodeScalars)
            guard column - 1 < scalars.count, scalars[column - 1] == "<" else {
                return "element \(index) placed at \(line):\(column), not at a '<'"
            }
        }
        return nil
    }

    /// Decodes `data` as a PNG with colour (libpng) and through the alpha-lane fast path; then
    /// the same with every chunk's CRC made right, and a PNG built around `data` as its rows
    /// (so that mutations reach the row filters rather than stop at a CRC or a checksum).
    /// Returns the first disagreement between the two decoders, nil when they agree; the fuzz
    /// program, not the library, turns one into a crash for libFuzzer to record.
    package static func png(_ data: Data) -> String? {
        if let problem = decodeBothWays(data) { return problem }
        if let problem = decodeBothWays(withCRCsFixed(data)) { return "with CRCs fixed: \(problem)" }
        if let built = pngAround(data), let problem = decodeBothWays(built) {
            return "built around the input: \(problem)"
        }
        return nil
    }

    private static func decodeBothWays(_ data: Data) -> String? {
        var limits = PNGLimits()
        limits.maxPixels = 4_000_000
        let decoder = PNGDecoder(limits: limits)
        let reference = decoder.decode(data: data, keepColour: true, fastPath: false)
        if case .success(let image) = reference, image.alpha.count != image.width * image.height {
            return "libpng's alpha plane has \(image.alpha.count) bytes for \(image.width) x \(image.height) pixels"
        }
        // Whatever the alpha-lane fast path takes, libpng must read the same way.
        if let fast = data.withUnsafeBytes({ AlphaLaneDecoder.alpha(of: $0, maxPixels: limits.maxPixels) }) {
            guard case .success(let image) = reference else { return "libpng refuses a file the fast path reads" }
            if image.alpha != fast.alpha { return "the fast path and libpng disagree" }
        }
        // And the colours hit maps draw, where the fast path takes those.
        if let fast = data.withUnsafeBytes({ AlphaLaneDecoder.colour(of: $0, maxPixels: limits.maxPixels) }) {
            guard case .success(let image) = reference else {
                return "libpng refuses a file the fast path reads in colour"
            }
            if image.rgba != fast.rgba || image.alpha != fast.alpha {
                return "the fast path and libpng disagree on colours"
            }
        }
        return nil
    }

    /// `data` with the CRC of each chunk it holds (from byte 8 on) recomputed.
    static func withCRCsFixed(_ data: Data) -> Data {
        var bytes = [UInt8](data)
        var offset = 8
        bytes.withUnsafeMutableBytes { bytes in
            while bytes.count - offset >= 12 {
                let length = PNGChunk.word(UnsafeRawBufferPointer(bytes), at: offset)
                guard length <= bytes.count - offset - 12 else { break }
                let crc = PNGChunk.crc(UnsafeRawBufferPointer(bytes), chunkAt: offset, length: length)
                for n in 0..<4 { bytes[offset + 8 + length + n] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * n)) }
                offset += 12 + length
            }
        }
        return Data(bytes)
    }

    /// A well-formed grey + alpha or RGBA PNG whose header comes from the first four bytes of
    /// `data` (width, height, colour type, bit depth) and whose filtered rows are the rest,
    /// cut or padded with zeros to the size the header asks (filter bytes taken modulo 6).
    static func pngAround(_ data: Data) -> Data? {
        guard data.count >= 4 else { return nil }
        let bytes = [UInt8](data)
        let (width, height) = (Int(bytes[0] % 32) + 1, Int(bytes[1] % 32) + 1)
        let colourType: UInt8 = bytes[2] & 1 == 0 ? 4 : 6
        let depth: UInt8 = bytes[3] & 1 == 0 ? 8 : 16
        let stride = 1 + width * (colourType == 6 ? 4 : 2) * Int(depth) / 8
        var rows = Array(bytes.dropFirst(4).prefix(height * stride))
        rows += [UInt8](repeating: 0, count: height * stride - rows.count)
        // Filter bytes 0-4 are the filters, 5 an unknown one.
        for y in 0..<height { rows[y * stride] %= 6 }
        var compressed = [UInt8](repeating: 0, count: Int(compressBound(uLong(rows.count))))
        var size = uLongf(compressed.count)
        guard compress2(&compressed, &size, rows, uLong(rows.count), 6) == Z_OK else { return nil }
        let header = [0, 0, 0, UInt8(width), 0, 0, 0, UInt8(height), depth, colourType, 0, 0, 0]
        return Data(
            PNGChunk.signature + PNGChunk.make("IHDR", header)
                + PNGChunk.make("IDAT", Array(compressed.prefix(Int(size))))
                + PNGChunk.make("IEND", []))
    }

    /// Runs `target` on every file named in `paths` (folders: every file in them, sorted), as
    /// the fuzz targets do when built without libFuzzer; returns how many inputs ran.
    package static func replay(_ paths: [String], into target: (Data) -> Void) throws -> Int {
        var files: [URL] = []
        for path in paths {
            let url = URL(fileURLWithPath: path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                files += try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil).sorted {
                    $0.path < $1.path
                }
            } else {
                files.append(url)
            }
        }
        for file in files { target(try Data(contentsOf: file)) }
        return files.count
    }
}
