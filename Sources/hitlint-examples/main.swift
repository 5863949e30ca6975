import Foundation
import ShapeKit

// Writes the PNGs of Examples/ (usage: hitlint-examples [FOLDER], default Examples).
let folder = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "Examples"
do {
    for item in ExampleArt.items {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(item.path)
        try item.draw().write(to: url)
        print("wrote \(url.path)")
    }
} catch {
    FileHandle.standardError.write(Data("hitlint-examples: \(error)\n".utf8))
    exit(1)
}
