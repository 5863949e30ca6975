import Foundation
import XCTest

@testable import HitLintKit

/// The `@2x` / `@3x` suffix of an image's file name (docs/manifest.md, "Image scale"), read without Foundation.
final class ImageScaleTests: XCTestCase {
    func testSuffixOfTheFileNameWithoutItsExtension() {
        let cases: [(String, Double)] = [
            ("star.png", 1), ("star@2x.png", 2), ("Assets/star@3x.png", 3), ("star@3x", 3),
            ("star@3x.9.png", 1), ("dir@2x.d/star.png", 1), ("dir.d/star@2x", 2), ("star@2x.png/", 2),
            (".@3x", 3), ("star@3x.png.bak", 1), ("", 1),
        ]
        for (name, expected) in cases {
            XCTAssertEqual(ImageScale.scale(of: name, explicit: nil), expected, name)
            // Foundation's reading of the same name agrees.
            let stem = (URL(fileURLWithPath: name.isEmpty ? "." : name).lastPathComponent as NSString)
                .deletingPathExtension
            let foundation: Double = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
            XCTAssertEqual(foundation, expected, "Foundation on \(name)")
        }
        XCTAssertEqual(ImageScale.scale(of: "star@3x.png", explicit: 1.5), 1.5)
    }
}
