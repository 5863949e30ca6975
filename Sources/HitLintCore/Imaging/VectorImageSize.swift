import Foundation

/// The point size a vector image (a PDF or SVG in an image set) declares, read from its first
/// bytes: a PDF's first `/MediaBox [x0 y0 x1 y1]` (1 pt per PDF unit), an SVG's `width` and
/// `height` (px, pt or unitless: 1 pt each), else its `viewBox`. hitlint renders no vector
/// image: it draws one as an opaque rectangle of that size (docs/interface-builder.md, "Vector
/// images"), so the size is what matters.
package enum VectorImageSize {
    package static let fileTypes: Set<String> = ["pdf", "svg"]
    /// How much of the file is read: Xcode's icons put the page box near the start.
    package static let maxBytes = 256 * 1024

    package static func isVector(_ url: URL) -> Bool { fileTypes.contains(url.pathExtension.lowercased()) }

    /// The declared size, or nil when the file gives none hitlint can read.
    package static func size(of url: URL) -> Size? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maxBytes) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        return url.pathExtension.lowercased() == "pdf" ? pdfSize(text) : svgSize(text)
    }

    package static func pdfSize(_ text: String) -> Size? {
        guard let range = text.range(of: "/MediaBox") else { return nil }
        let rest = text[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\r" }
        guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return nil }
        let numbers = rest[rest.index(after: rest.startIndex)..<close].split { $0 == " " || $0 == "\n" || $0 == "\r" }
            .compactMap {
                Double($0)
            }
        guard numbers.count == 4 else { return nil }
        return checked(numbers[2] - numbers[0], numbers[3] - numbers[1])
    }

    package static func svgSize(_ text: String) -> Size? {
        guard let start = text.range(of: "<svg"), let end = text[start.upperBound...].firstIndex(of: ">") else {
            return nil
        }
        let tag = text[start.upperBound..<end]
        func attribute(_ name: String) -> String? {
            for quote in ["\"", "'"] {
                if let r = tag.range(of: " \(name)=\(quote)"), let close = tag[r.upperBound...].range(of: quote) {
                    return String(tag[r.upperBound..<close.lowerBound])
                }
            }
            return nil
        }
        func length(_ text: String?) -> Double? {
            guard var text = text?.trimmingCharacters(in: .whitespaces) else { return nil }
            for unit in ["px", "pt"] where text.hasSuffix(unit) { text.removeLast(2) }
            return Double(text)
        }
        if let w = length(attribute("width")), let h = length(attribute("height")), let size = checked(w, h) {
            return size
        }
        let box = attribute("viewBox")?.split { $0 == " " || $0 == "," }.compactMap { Double($0) } ?? []
        return box.count == 4 ? checked(box[2], box[3]) : nil
    }

    /// A size hitlint can draw: finite, positive, at most 10,000 pt a side.
    package static func checked(_ width: Double, _ height: Double) -> Size? {
        guard width.isFinite, height.isFinite, width > 0, height > 0, width <= 10_000, height <= 10_000 else {
            return nil
        }
        return Size(width: width, height: height)
    }
}
