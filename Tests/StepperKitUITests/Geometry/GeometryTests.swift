import Foundation
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

    /// Below a billion the compact form is written from the number of thousandths; it is what Swift's
    /// shortest form of the rounded Double, cut to three places, gives, for every value tried: a grid of
    /// thousandths and their halves near zero, around the billion, and 200,000 random ones of every size.
    @Test func compactNumbersAreSwiftsShortestFormCutToThreePlaces() {
        func reference(_ value: Double) -> String {
            let rounded = (value * 1000).rounded() / 1000
            guard rounded.isFinite, abs(rounded) < 1e15 else { return String(rounded) }
            if rounded == rounded.rounded() { return String(Int(rounded)) }
            var text = String(rounded)
            if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > 4 {
                text = String(text[...text.index(dot, offsetBy: 3)])
            }
            return text
        }
        var values: [Double] = [0.0005, -0.0005, 0.0015, 999_999_999.999, -999_999_999.9994, 999_999_999.9996, 1e9 + 0.5, 1e9 - 0.001, -0.0]
        values += (-3000...3000).flatMap { [Double($0) / 1000, (Double($0) + 0.5) / 1000] }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200_000 {
            let exponent = Double.random(in: -4...16, using: &generator)
            values.append((Bool.random(using: &generator) ? 1 : -1) * Double.random(in: 1...10, using: &generator) * pow(10, exponent))
        }
        let mismatches = values.filter { $0.compact != reference($0) }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5).map { "\($0): \($0.compact) vs \(reference($0))" })")
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
