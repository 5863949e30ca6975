import Foundation
import HitLintKit
import ShapeKit

/// Writes a deterministic synthetic app: screens of 430 x 932 pt at @3x with buttons drawn from
/// a pool of antialiased PNGs (mixed colour types, 1x/2x/3x), overlapping clusters, toolbars
/// with children, full-screen layer containers and enlarged icons.
struct CorpusGenerator {
    let spec: CorpusSpec

    struct ImageInfo {
        let name: String
        let pointWidth: Double
        let pointHeight: Double
    }

    func generate(into folder: URL) throws {
        let fm = FileManager.default
        try? fm.removeItem(at: folder)
        try fm.createDirectory(at: folder.appendingPathComponent("Assets"), withIntermediateDirectories: true)
        try fm.createDirectory(at: folder.appendingPathComponent("Screens"), withIntermediateDirectories: true)
        let images = try (0..<spec.images).map { try writeImage($0, into: folder.appendingPathComponent("Assets")) }
        // Ten screens a manifest, as an app groups screens by feature.
        var rng = SeededRandom(state: 7)
        for start in stride(from: 0, to: spec.screens, by: 10) {
            var yaml = "version: 1\nscale: 3\nassets: ../Assets\nscreens:\n"
            for screen in start..<min(start + 10, spec.screens) {
                yaml += screenYAML(screen, images: images, rng: &rng)
            }
            try Data(yaml.utf8).write(to: folder.appendingPathComponent("Screens/feature-\(start / 10).hitlint.yaml"))
        }
        try Data("\(spec.name) \(spec.screens) \(spec.buttonsPerScreen) \(spec.images) \(spec.maxImageSide)\n".utf8)
            .write(to: folder.appendingPathComponent("corpus.stamp"))
    }

    /// One antialiased shape PNG; its layout (colour type) and scale vary with `index`.
    func writeImage(_ index: Int, into folder: URL) throws -> ImageInfo {
        var rng = SeededRandom(state: UInt64(1000 + index))
        let side = rng.int((spec.maxImageSide / 5)...spec.maxImageSide)
        let height = rng.chance(0.3) ? rng.int((side / 2)...side) : side
        let scale = [1, 2, 3, 3][index % 4]
        var canvas = Canvas(width: side, height: height)
        let (cx, cy) = (Double(side) / 2, Double(height) / 2)
        let r = Double(min(side, height)) / 2 - 1
        let colour = Colour(UInt8(rng.int(0...255)), UInt8(rng.int(0...255)), UInt8(rng.int(0...255)))
        switch index % 5 {
        case 0: canvas.fill(.circle(cx: cx, cy: cy, radius: r), colour, samples: 2)
        case 1: canvas.fill(.star(cx: cx, cy: cy, outer: r, inner: r * 0.45, points: 5 + index % 4), colour, samples: 2)
        case 2:
            canvas.fill(
                .diamond(cx: cx, cy: cy, halfWidth: Double(side) / 2 - 1, halfHeight: Double(height) / 2 - 1), colour,
                samples: 2)
        case 3: canvas.fill(.ring(cx: cx, cy: cy, outer: r, inner: r * 0.6), colour, samples: 2)
        default: canvas.fillSoftDisc(cx: cx, cy: cy, radius: r, feather: r * 0.2, colour)
        }
        let name = "img-\(index)\(scale == 1 ? "" : "@\(scale)x").png"
        let data: Data
        switch index % 6 {
        case 1:  // grey + alpha
            let ga = stride(from: 0, to: canvas.pixels.count, by: 4).flatMap {
                [canvas.pixels[$0], canvas.pixels[$0 + 3]]
            }
            data = try PNGEncoder.encode(width: side, height: height, pixels: ga, layout: .grayAlpha)
        case 2:  // palette + tRNS: the colour at 17 alpha levels
            let palette = (0...16).flatMap { [colour.r, colour.g, colour.b, UInt8($0 * 255 / 16)] }
            let indices = stride(from: 3, to: canvas.pixels.count, by: 4).map {
                UInt8((Int(canvas.pixels[$0]) * 16 + 127) / 255)
            }
            data = try PNGEncoder.encode(width: side, height: height, pixels: indices, layout: .palette(palette))
        case 3:  // 16-bit
            data = try PNGEncoder.encode(width: side, height: height, pixels: canvas.pixels, layout: .rgba16)
        default:
            data = try canvas.png()
        }
        try data.write(to: folder.appendingPathComponent(name))
        return ImageInfo(
            name: name, pointWidth: Double(side) / Double(scale), pointHeight: Double(height) / Double(scale))
    }

    func screenYAML(_ number: Int, images: [ImageInfo], rng: inout SeededRandom) -> String {
        var out = "  - name: Screen\(number)\n    size: [430, 932]\n    views:\n"
        var id = 0
        func button(_ image: ImageInfo, x: Double, y: Double, indent: String, extra: String = "") -> String {
            id += 1
            let shaped = rng.chance(0.7)
            return
                "\(indent)- id: b\(id)\n\(indent)  frame: [\(Int(x)), \(Int(y)), \(fmt(image.pointWidth)), \(fmt(image.pointHeight))]\n"
                + "\(indent)  image: \(image.name)\n" + (shaped ? "\(indent)  threshold: 0.1\n" : "") + extra
        }
        let toolbarButtons = 4
        let free = max(0, spec.buttonsPerScreen - toolbarButtons)
        for n in 0..<free {
            let image = images[rng.int(0...(images.count - 1))]
            let maxX = max(0, 430 - image.pointWidth)
            let maxY = max(0, 820 - image.pointHeight)
            // A third of the buttons in overlapping clusters around three centres.
            var x = rng.unit() * maxX
            var y = rng.unit() * maxY
            if n % 3 == 0 {
                let centre = (n / 3) % 3
                x = min(maxX, Double(60 + centre * 110) + rng.unit() * 40)
                y = min(maxY, Double(150 + centre * 200) + rng.unit() * 40)
            }
            let small = image.pointWidth < 44 || image.pointHeight < 44
            out += button(image, x: x, y: y, indent: "      ", extra: small ? "        enlarge: 10\n" : "")
        }
        // A toolbar with buttons as children.
        out +=
            "      - id: toolbar\n        kind: view\n        frame: [0, 840, 430, 92]\n        fill: 1\n        children:\n"
        for n in 0..<toolbarButtons {
            id += 1
            out +=
                "          - id: t\(id)\n            frame: [\(20 + n * 105), 20, 44, 44]\n            image: \(images[(number + n) % images.count].name)\n            contentMode: scaleAspectFit\n            threshold: 0.1\n"
        }
        // Every third screen: a full-screen coach mark that passes taps through its transparent parts.
        if number % 3 == 0 {
            let image = images[number % images.count]
            out +=
                "      - id: coachmark\n        kind: view\n        frame: [0, 0, 430, 932]\n        hitTest: layer\n        threshold: 0.5\n        compare: \">\"\n        children:\n"
            out +=
                "          - id: bubble\n            kind: image\n            frame: [40, 300, \(fmt(image.pointWidth)), \(fmt(image.pointHeight))]\n            image: \(image.name)\n"
        }
        return out
    }

    func fmt(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
}
