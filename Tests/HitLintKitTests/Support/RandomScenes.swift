import HitLintKit
import ShapeKit

/// Random screens for the tests that compare two ways of computing the same thing: views of
/// every kind, frame, image, hit test, threshold, enlarge and visibility, nested up to three deep,
/// and images with every alpha pattern.
enum RandomScenes {
    /// One view (and its subtree) as manifest YAML; its frame's origin lies in `-8...spread`.
    static func view(_ rng: inout SeededRandom, id: inout Int, depth: Int, indent: String, spread: Int = 40) -> String {
        id += 1
        var lines = ["\(indent)- id: v\(id)"]
        let key = indent + "  "
        lines.append("\(key)kind: \(rng.pick(["button", "button", "view", "image", "label"]))")
        lines.append(
            "\(key)frame: [\(rng.int(-8...spread)), \(rng.int(-8...spread)), \(rng.int(0...40)), \(rng.int(0...40))]")
        if rng.chance(0.5) { lines.append("\(key)image: \(rng.pick(["a.png", "b@2x.png", "c.png"]))") }
        if rng.chance(0.3) { lines.append("\(key)backgroundImage: \(rng.pick(["a.png", "c.png"]))") }
        if rng.chance(0.5) { lines.append("\(key)contentMode: \(rng.pick(ContentMode.allCases).rawValue)") }
        let mode = rng.pick(["", "", "alpha", "layer", "rect"])
        if !mode.isEmpty { lines.append("\(key)hitTest: \(mode)") }
        if mode != "rect", rng.chance(0.6) {
            lines.append("\(key)threshold: \(rng.pick(["0.1", "0.5", "1.0", "0", String(26.0 / 255)]))")
        }
        if rng.chance(0.3) { lines.append("\(key)compare: \"\(rng.pick([">", ">="]))\"") }
        if rng.chance(0.4) {
            lines.append(
                "\(key)enlarge: [\(rng.int(-5...8)), \(rng.int(-5...8)), \(rng.int(-5...8)), \(rng.int(-5...8))]")
        }
        if rng.chance(0.1) { lines.append("\(key)hidden: true") }
        if rng.chance(0.2) { lines.append("\(key)alpha: \(rng.pick(["0.5", "0.005", "0", "0.01"]))") }
        if rng.chance(0.2) { lines.append("\(key)userInteractionEnabled: \(rng.chance(0.5))") }
        if rng.chance(0.1) { lines.append("\(key)enabled: false") }
        if rng.chance(0.3) { lines.append("\(key)clipsToBounds: true") }
        if rng.chance(0.3) { lines.append("\(key)fill: \(rng.pick(["0", "0.05", "0.4", "1"]))") }
        if depth < 3, rng.chance(0.35) {
            lines.append("\(key)children:")
            for _ in 0..<rng.int(1...3) {
                lines.append(view(&rng, id: &id, depth: depth + 1, indent: key + "  ", spread: 40))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Images with every alpha byte pattern: gradients, holes, a disc.
    static func images() -> [String: Canvas] {
        var a = Canvas(width: 7, height: 5)
        for j in 0..<5 { for i in 0..<7 { a.blend(i, j, Colour(200, 0, 0), alpha: UInt8((i * 40 + j * 13) % 256)) } }
        var b = Canvas(width: 20, height: 12)
        b.fill(.circle(cx: 10, cy: 6, radius: 5.5), Colour(0, 90, 0))
        var c = Canvas(width: 3, height: 3)
        for (n, value) in [255, 0, 25, 26, 128, 127, 254, 1, 255].enumerated() {
            c.blend(n % 3, n / 3, Colour(0, 0, 0), alpha: UInt8(value))
        }
        return ["a.png": a, "b@2x.png": b, "c.png": c]
    }
}
