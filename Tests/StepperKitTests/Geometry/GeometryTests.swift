import Testing
@testable import StepperKit

struct GeometryTests {
    @Test func expandingKeepsTheCentre() {
        let drawn = Rect(x: 10, y: 20, width: 24, height: 30)
        let hit = drawn.expanded(toAtLeast: Size(width: 44, height: 44))
        #expect(hit == Rect(x: 0, y: 13, width: 44, height: 44))
        #expect(hit.mid == drawn.mid)
    }

    @Test(arguments: [(16.333333, "16.333"), (44.0, "44"), (0.5, "0.5"), (-2.25, "-2.25"), (102.6139, "102.614")])
    func compactNumbersForDumps(value: Double, expected: String) {
        #expect(value.compact == expected)
    }

    @Test func rectanglesThatOnlyTouchDoNotIntersect() {
        let a = Rect(x: 0, y: 0, width: 44, height: 44)
        #expect(!a.intersects(Rect(x: 44, y: 0, width: 44, height: 44)))
        #expect(a.intersects(Rect(x: 43, y: 43, width: 10, height: 10)))
    }
}
