import Testing
@testable import StepperKit
@testable import StepperKitUI

struct FlightTests {
    static let upAndRight = Vector(dx: 200, dy: -400)
    static let downAndLeft = Vector(dx: -150, dy: 300)

    @Test(arguments: [
        // Control point (70, −520): 0.35 · 200, min(−400, 0) − 120.
        (upAndRight, 0.0, Vector(dx: 0, dy: 0)),
        (upAndRight, 0.25, Vector(dx: 38.75, dy: -220)),   // 0.375 · control + 0.0625 · destination
        (upAndRight, 0.5, Vector(dx: 85, dy: -360)),
        (upAndRight, 1.0, Vector(dx: 200, dy: -400)),
        // A cart below: the control point rises only by the lift, (−52.5, −120).
        (downAndLeft, 0.25, Vector(dx: -29.0625, dy: -26.25)),
        (downAndLeft, 0.5, Vector(dx: -63.75, dy: 15)),
        (downAndLeft, 1.0, Vector(dx: -150, dy: 300)),
        // Progress is clamped.
        (upAndRight, -0.5, Vector(dx: 0, dy: 0)),
        (upAndRight, 1.5, Vector(dx: 200, dy: -400)),
    ])
    func arcOffsetsFollowTheQuadraticCurve(destination: Vector, progress: Double, offset: Vector) {
        expectClose(Flight.offset(atProgress: progress, destination: destination), offset)
    }

    @Test(arguments: [(0.0, 1.0), (0.25, 0.8125), (0.5, 0.625), (1.0, 0.25), (2.0, 0.25)])
    func scaleShrinksToAQuarter(progress: Double, scale: Double) {
        expectClose(Flight.scale(atProgress: progress), scale)
    }

    @Test(arguments: [
        (Duration.zero, 0.0),
        (.microseconds(162_500), 0.09346465071882484),  // a quarter of 0.65 s
        (.microseconds(325_000), 0.31535681257253945),  // half
        (.microseconds(487_500), 0.62186186917489),      // three quarters
        (.milliseconds(650), 1.0),
        (.seconds(2), 1.0),
        (.milliseconds(-100), 0.0),
    ])
    func progressIsEaseInOverSixHundredFiftyMilliseconds(elapsed: Duration, progress: Double) {
        expectClose(Flight.progress(afterElapsed: elapsed), progress)
    }

    @Test func samplingCombinesEasedProgressArcAndScale() {
        let flight = Flight(id: Flight.ID(1), destination: Self.upAndRight, launchedAt: .seconds(10))
        let sample = flight.sample(at: .seconds(10) + .microseconds(325_000))
        let eased = 0.31535681257253945
        expectClose(sample.progress, eased)
        expectClose(sample.offset, Flight.offset(atProgress: eased, destination: Self.upAndRight))
        expectClose(sample.scale, 1 - 0.75 * eased)
        #expect(flight.landsAt == .seconds(10) + .milliseconds(650))
    }

    @Test func flyingCopyMetrics() {
        #expect(Flight.size == Size(width: 84, height: 84))
        #expect(Flight.imagePadding == 14)
        #expect(Flight.lift == 120)
        #expect(Flight.duration == .milliseconds(650))
        #expect(Flight.timingCurve == .easeIn)
    }
}
