import Testing
@testable import StepperKit
@testable import StepperKitUI

struct TimingCurveTests {
    // Reference values from bisecting x(s) to machine precision.
    @Test(arguments: [
        (0.0, 0.0),
        (0.25, 0.09346465071882484),
        (0.5, 0.31535681257253945),
        (0.75, 0.62186186917489),
        (1.0, 1.0),
        (-0.5, 0.0),  // before the start
        (1.5, 1.0),   // after the end
    ])
    func easeInMatchesTheCubicBezier(fraction: Double, progress: Double) {
        expectClose(TimingCurve.easeIn.progress(at: fraction), progress)
    }

    @Test(arguments: [0.1, 0.25, 0.5, 0.9])
    func easeOutMirrorsEaseIn(fraction: Double) {
        expectClose(TimingCurve.easeOut.progress(at: fraction), 1 - TimingCurve.easeIn.progress(at: 1 - fraction))
    }

    @Test(arguments: [(0.25, 0.1291619310473198), (0.5, 0.5), (0.75, 0.8708380689526802)])
    func easeInOutMatchesTheCubicBezier(fraction: Double, progress: Double) {
        expectClose(TimingCurve.easeInOut.progress(at: fraction), progress)
    }

    @Test(arguments: [0.0, 0.3, 0.7, 1.0])
    func linearIsTheIdentity(fraction: Double) {
        expectClose(TimingCurve.linear.progress(at: fraction), fraction)
    }

    @Test func controlPointsOutsideTheUnitIntervalAreClamped() {
        let curve = TimingCurve(p1: Point(x: -1, y: 0), p2: Point(x: 2, y: 1))
        #expect(curve.p1 == Point(x: 0, y: 0))
        #expect(curve.p2 == Point(x: 1, y: 1))
    }
}
