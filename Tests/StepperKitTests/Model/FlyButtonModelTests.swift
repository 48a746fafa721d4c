import Testing
@testable import StepperKit
@testable import StepperKitUI

struct FlyButtonModelTests {
    /// The product image: centre (195, 250).
    static let image = Rect(x: 24, y: 120, width: 342, height: 260)
    /// The cart icon: centre (350, 30).
    static let cart = Rect(x: 330, y: 10, width: 40, height: 40)
    static let destination = Vector(dx: 155, dy: -220)

    static func ready(count: Int = 0) -> FlyButtonModel {
        FlyButtonModel(count: count, cartFrame: cart, sourceFrame: image)
    }

    static func flight(_ number: Int, at milliseconds: Int) -> Flight {
        Flight(id: Flight.ID(number), destination: destination, launchedAt: .milliseconds(milliseconds))
    }

    @Test func aPressLaunchesAFlightToTheCartCentreWithoutCounting() {
        let update = Self.ready().send(.add(now: .zero))
        #expect(update.effects == [.flightLaunched(Self.flight(1, at: 0))])
        #expect(update.state.flights == [Self.flight(1, at: 0)])
        #expect(update.state.count == 0)
    }

    @Test func theCountIncreasesWhenTheFlightLands() {
        let launched = Self.ready().send(.add(now: .zero)).state
        let early = launched.send(.tick(now: .milliseconds(649)))
        #expect(early.effects.isEmpty)
        #expect(early.state.count == 0)
        let landed = launched.send(.tick(now: .milliseconds(650)))
        #expect(landed.effects == [.flightLanded(Self.flight(1, at: 0)), .itemAdded(count: 1)])
        #expect(landed.state.count == 1)
        #expect(landed.state.flights.isEmpty)
    }

    /// Issue 26: a copy launched before Reduce Motion turned on landed only at 650 ms. Turned on, every
    /// copy in flight lands at once, in launch order; the next press adds at once; turned off, presses fly again.
    @Test func turningReduceMotionOnLandsEveryCopyInFlightAtOnce() {
        let two = Self.ready().send(.add(now: .zero)).state.send(.add(now: .milliseconds(100))).state
        let reduced = two.send(.reduceMotionChanged(to: true))
        #expect(reduced.effects == [
            .flightLanded(Self.flight(1, at: 0)), .itemAdded(count: 1),
            .flightLanded(Self.flight(2, at: 100)), .itemAdded(count: 2),
        ])
        #expect(reduced.state.flights.isEmpty)
        #expect(reduced.state.count == 2)
        #expect(reduced.state.send(.add(now: .milliseconds(200))).effects == [.itemAdded(count: 3)])
        let restored = reduced.state.send(.reduceMotionChanged(to: false))
        #expect(restored.effects.isEmpty)
        #expect(restored.state.send(.add(now: .milliseconds(300))).effects == [.flightLaunched(Self.flight(3, at: 300))])
    }

    struct ImmediateRow: Sendable, CustomTestStringConvertible {
        var name: String
        var cartFrame: Rect?
        var sourceFrame: Rect?
        var reduceMotion = false

        var testDescription: String { name }
    }

    @Test(arguments: [
        ImmediateRow(name: "Reduce Motion", cartFrame: cart, sourceFrame: image, reduceMotion: true),
        ImmediateRow(name: "no cart frame", cartFrame: nil, sourceFrame: image),
        ImmediateRow(name: "unmeasured cart frame", cartFrame: .zero, sourceFrame: image),
        ImmediateRow(name: "no source frame", cartFrame: cart, sourceFrame: nil),
        ImmediateRow(name: "zero source frame", cartFrame: cart, sourceFrame: .zero),
        // Positioned but without area: nothing to fly.
        ImmediateRow(name: "empty source frame", cartFrame: cart, sourceFrame: Rect(x: 24, y: 120, width: 0, height: 260)),
    ])
    func withoutMotionOrFramesTheItemIsAddedAtOnce(row: ImmediateRow) {
        let model = FlyButtonModel(cartFrame: row.cartFrame, sourceFrame: row.sourceFrame, reduceMotion: row.reduceMotion)
        #expect(!model.canLaunch)
        let update = model.send(.add(now: .zero))
        #expect(update.effects == [.itemAdded(count: 1)])
        #expect(update.state.count == 1)
        #expect(update.state.flights.isEmpty)
    }

    @Test func aSeventhPressAddsAtOnce() {
        let six = Self.ready().send((0..<6).map { .add(now: .milliseconds($0 * 10)) }).state
        #expect(six.flights.count == FlyButtonModel.maximumFlights)
        #expect(!six.canLaunch)
        let seventh = six.send(.add(now: .milliseconds(60)))
        #expect(seventh.effects == [.itemAdded(count: 1)])
        #expect(seventh.state.flights.count == 6)
    }

    @Test func flightsLandInLaunchOrderWhenTheirTimeIsUp() {
        let three = Self.ready().send([.add(now: .zero), .add(now: .milliseconds(100)), .add(now: .milliseconds(200))]).state
        let update = three.send(.tick(now: .milliseconds(760)))
        #expect(update.effects == [
            .flightLanded(Self.flight(1, at: 0)), .itemAdded(count: 1),
            .flightLanded(Self.flight(2, at: 100)), .itemAdded(count: 2),
        ])
        #expect(update.state.flights == [Self.flight(3, at: 200)])
    }

    @Test func aPressLandsDueFlightsBeforeLaunching() {
        let six = Self.ready().send((0..<6).map { .add(now: .milliseconds($0 * 10)) }).state
        // At 650 ms the first flight is due, which frees a slot for the new one.
        let update = six.send(.add(now: .milliseconds(650)))
        #expect(update.effects == [.flightLanded(Self.flight(1, at: 0)), .itemAdded(count: 1),
                                   .flightLaunched(Self.flight(7, at: 650))])
    }

    @Test func aFlightWhoseViewDisappearsStillLands() {
        let flying = Self.ready().send([.add(now: .zero), .add(now: .milliseconds(50))]).state
        let update = flying.send(.flightDisappeared(Flight.ID(2)))
        #expect(update.effects == [.flightLanded(Self.flight(2, at: 50)), .itemAdded(count: 1)])
        #expect(update.state.flights == [Self.flight(1, at: 0)])
        // Landing once is enough: a second disappearance changes nothing.
        #expect(update.state.send(.flightDisappeared(Flight.ID(2))).effects.isEmpty)
    }

    @Test func theCountSaturatesAtIntMaxAndStillReportsTheAdd() {
        let immediate = FlyButtonModel(count: .max, reduceMotion: true).send(.add(now: .zero))
        #expect(immediate.state.count == .max)
        #expect(immediate.effects == [.itemAdded(count: .max)])
        let landed = Self.ready(count: .max).send([.add(now: .zero), .tick(now: .seconds(1))])
        #expect(landed.state.count == .max)
        #expect(landed.effects.last == .itemAdded(count: .max))
    }

    @Test func aNegativeCountStartsAtZero() {
        #expect(FlyButtonModel(count: -3).count == 0)
    }
}
