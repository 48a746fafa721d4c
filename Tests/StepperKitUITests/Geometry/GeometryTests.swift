import Testing
@testable import StepperKitUI

struct GeometryTests {
    @Test func expandingKeepsTheCentre() {
        let drawn = Rect(x: 10, y: 20, width: 24, height: 30)
        let hit = drawn.expanded(toAtLeast: Size(width: 44, height: 44))
        #expect(hit == Rect(x: 0, y: 13, width: 44, height: 44))
        #expect(hit.mid == drawn.mid)
    }

    @Test(arguments: [
        (16.333333, "16.333"), (44.0, "44"), (0.5, "0.5"), (-2.25, "-2.25"), (102.6139, "102.614"),
        // A stack proposes infinity to measure a child's largest size; dumps must not trap on it.
        (Double.infinity, "inf"), (-Double.infinity, "-inf"), (1e300, "1e+300"),
    ])
    func compactNumbersForDumps(value: Double, expected: String) {
        #expect(value.compact == expected)
    }

    @Test func proposalsDescribeInfinity() {
        #expect(ProposedSize.infinity.description == "inf×inf")
        #expect(ProposedSize(width: 390, height: nil).description == "390×nil")
    }

    @Test func rectanglesThatOnlyTouchDoNotIntersect() {
        let a = Rect(x: 0, y: 0, width: 44, height: 44)
        #expect(!a.intersects(Rect(x: 44, y: 0, width: 44, height: 44)))
        #expect(a.intersects(Rect(x: 43, y: 43, width: 10, height: 10)))
    }
}
