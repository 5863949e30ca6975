import Foundation
import ShapeKit
import XCTest

@testable import HitLintKit

/// Confinement to the lint root is decided on the file that is opened, not on the path checked
/// when the manifest was read: a symbolic link re-pointed in between is caught.
final class ImageConfinementTests: XCTestCase {
    func testALinkRepointedOutsideAfterLoadingIsRefused() throws {
        try withWorkspace { ws in
            let outside = try TestWorkspace()
            defer { outside.remove() }
            var canvas = Canvas(width: 30, height: 30)
            canvas.fill(.rect(x: 0, y: 0, width: 30, height: 30), Colour(0, 0, 0))
            try ws.write("inside.png", canvas)
            try outside.write("secret.png", canvas)
            try FileManager.default.createSymbolicLink(
                atPath: ws.url("icon.png").path, withDestinationPath: "inside.png")
            try ws.write(
                "test.hitlint.yaml",
                """
                version: 1
                scale: 1
                screens:
                  - name: S
                    size: [100, 100]
                    views:
                      - id: b
                        frame: [0, 0, 30, 30]
                        image: icon.png
                """)
            let manifest = try ws.load(paths: PathPolicy())
            // Read as it is, the image decodes.
            let first = SceneBuilder(images: ImageStore()).scene(for: manifest.screens[0], in: manifest)
            XCTAssertEqual(first.imageProblems.count, 0)
            XCTAssertEqual(first.views[1].image?.image.width, 30)
            // Re-pointed outside the root after the manifest was read: refused, with no pixel read.
            try FileManager.default.removeItem(at: ws.url("icon.png"))
            try FileManager.default.createSymbolicLink(
                atPath: ws.url("icon.png").path, withDestinationPath: outside.url("secret.png").path)
            let second = SceneBuilder(images: ImageStore()).scene(for: manifest.screens[0], in: manifest)
            XCTAssertEqual(second.imageProblems.count, 1)
            XCTAssertTrue(
                second.imageProblems.first?.error.message.hasPrefix("the file opened lies outside the lint root")
                    == true,
                second.imageProblems.first?.error.message ?? "")
            XCTAssertNil(second.views[1].image)
            // With --allow-outside-root nothing is confined.
            let free = try ws.load(paths: .unconfined)
            XCTAssertEqual(
                SceneBuilder(images: ImageStore()).scene(for: free.screens[0], in: free).imageProblems.count, 0)
        }
    }
}
