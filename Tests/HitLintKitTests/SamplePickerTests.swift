import XCTest

@testable import HitLintKit

/// The sample point of a region: deepest by chamfer distance, the middle of the ridge.
final class SamplePickerTests: XCTestCase {
    /// A 21 x 11 rectangle (231 pixels, exact path): the deepest pixels are its middle row's
    /// centre stretch (columns 15...25 at chamfer depth 18 = 6 edge steps), whose middle is column 20.
    func testRectangleGivesItsCentre() throws {
        let region = BitMask(pixels: PixelRect(columns: 10..<31, rows: 40..<51)) { _, _ in true }
        let sample = try XCTUnwrap(SamplePicker.deepest(in: region))
        XCTAssertEqual(sample.0, 20)
        XCTAssertEqual(sample.1, 45)
    }

    /// A disc of radius 100 px (31,400 pixels, bounding box 40,401 > 4,096: measured on 4 x 4
    /// cells): the sample lies inside the disc, within half a cell (2 px) of the centre on each axis.
    func testLargeDiscIsMeasuredOnCellsNearItsCentre() throws {
        let (cx, cy, r) = (300, 400, 100)
        let inDisc = { (i: Int, j: Int) in (i - cx) * (i - cx) + (j - cy) * (j - cy) <= r * r }
        let region = BitMask(
            pixels: PixelRect(columns: (cx - r)..<(cx + r + 1), rows: (cy - r)..<(cy + r + 1)), where: inDisc)
        XCTAssertGreaterThan(region.bounds!.count, SamplePicker.exactLimit)
        let sample = try XCTUnwrap(SamplePicker.deepest(in: region))
        XCTAssertTrue(inDisc(sample.0, sample.1))
        XCTAssertLessThanOrEqual(abs(sample.0 - cx), 2, "\(sample)")
        XCTAssertLessThanOrEqual(abs(sample.1 - cy), 2, "\(sample)")
    }

    /// A ring 6 px thick (outer radius 150): whatever the path, the sample is a pixel of the ring
    /// at its middle radius (147), give or take the coarse cell.
    func testRingSampleLiesOnTheRing() throws {
        let (cx, cy) = (400, 500)
        let radius2 = { (i: Int, j: Int) in (i - cx) * (i - cx) + (j - cy) * (j - cy) }
        let inRing = { (i: Int, j: Int) in (144 * 144...150 * 150).contains(radius2(i, j)) }
        let region = BitMask(
            pixels: PixelRect(columns: (cx - 150)..<(cx + 151), rows: (cy - 150)..<(cy + 151)), where: inRing)
        let sample = try XCTUnwrap(SamplePicker.deepest(in: region))
        XCTAssertTrue(inRing(sample.0, sample.1), "\(sample)")
        let distance = Double(radius2(sample.0, sample.1)).squareRoot()
        XCTAssertEqual(distance, 147, accuracy: 2.5)
    }

    /// Two 2 x 2 specks at opposite corners of a 4,200 x 4,200 box: no coarse cell (factor 66)
    /// lies inside, so the middle pixel in row-major order is taken (the 4th of 8: row 1 of the
    /// first speck, its second column), with no grid over the 17.6 million pixels of the box.
    func testThinRegionWithoutCellsTakesItsMiddlePixel() throws {
        var region = BitMask(screenWidth: 4200, height: 4200)
        for corner in [0, 4198] {
            var speck = BitMask(pixels: PixelRect(columns: corner..<(corner + 2), rows: corner..<(corner + 2))) {
                _, _ in true
            }
            speck.subtract(claimingInto: &region)  // adds the speck to `region`
        }
        XCTAssertEqual(region.count, 8)
        let sample = try XCTUnwrap(SamplePicker.deepest(in: region))
        XCTAssertEqual(sample.0, 1)
        XCTAssertEqual(sample.1, 1)
    }

    func testEmptyRegionHasNoSample() {
        XCTAssertNil(
            SamplePicker.deepest(in: BitMask(pixels: PixelRect(columns: 0..<10, rows: 0..<10)) { _, _ in false }))
    }
}
