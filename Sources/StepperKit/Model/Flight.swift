/// A copy of the product image flying from the product to the cart along a quadratic arc.
///
/// The flight starts at the product image's centre and ends at the cart's centre, `destination` away.
/// Its progress follows SwiftUI's ease-in over 0.65 s; at progress t (clamped to 0…1) the copy is
/// offset by `2(1 − t)t · control + t² · destination`, where `control = (0.35 · dx, min(dy, 0) − 120)`
/// so it first rises, and scaled by `1 − 0.75 · t`. The copy is 84 × 84 pt: the image with 14 pt padding
/// on a circle.
///
/// ```swift
/// let flight = Flight(id: Flight.ID(1), destination: Vector(dx: 200, dy: -400), launchedAt: .zero)
/// flight.sample(at: .zero).offset              // (0, 0)
/// flight.sample(at: .milliseconds(650)).scale  // 0.25: landed
/// flight.landsAt                               // 0.65 s
/// ```
public struct Flight: Hashable, Sendable, Identifiable {
    /// Identifies a flight among those of one fly button, in launch order.
    ///
    /// ```swift
    /// Flight.ID(1) < Flight.ID(2)   // true
    /// ```
    public struct ID: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// The flight's number, counting launches from 1.
        ///
        /// ```swift
        /// Flight.ID(3).number   // 3
        /// ```
        public let number: Int

        /// An identifier from a launch number.
        ///
        /// ```swift
        /// let first = Flight.ID(1)
        /// ```
        public init(_ number: Int) {
            self.number = number
        }

        /// Whether one flight was launched before another.
        ///
        /// ```swift
        /// Flight.ID(1) < Flight.ID(2)   // true
        /// ```
        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.number < rhs.number }

        /// "flight 3".
        ///
        /// ```swift
        /// Flight.ID(3).description   // "flight 3"
        /// ```
        public var description: String { "flight \(number)" }
    }

    /// Where a flight is and how big it is at one instant.
    ///
    /// ```swift
    /// let flight = Flight(id: Flight.ID(1), destination: Vector(dx: 200, dy: -400), launchedAt: .zero)
    /// let sample = flight.sample(at: .milliseconds(325))
    /// sample.progress   // 0.3153…: ease-in at half the duration
    /// ```
    public struct Sample: Hashable, Sendable {
        /// The eased progress, 0 at launch and 1 at landing.
        ///
        /// ```swift
        /// let flight = Flight(id: Flight.ID(1), destination: Vector(dx: 200, dy: -400), launchedAt: .zero)
        /// flight.sample(at: flight.landsAt).progress   // 1
        /// ```
        public var progress: Double

        /// The copy's offset from the product image's centre.
        ///
        /// ```swift
        /// let flight = Flight(id: Flight.ID(1), destination: Vector(dx: 200, dy: -400), launchedAt: .zero)
        /// flight.sample(at: flight.landsAt).offset == flight.destination   // true
        /// ```
        public var offset: Vector

        /// The copy's scale, from 1 at launch to 0.25 at landing.
        ///
        /// ```swift
        /// let flight = Flight(id: Flight.ID(1), destination: Vector(dx: 200, dy: -400), launchedAt: .zero)
        /// flight.sample(at: flight.launchedAt).scale   // 1
        /// ```
        public var scale: Double
    }

    // MARK: - Constants

    /// How long a flight takes: 0.65 s.
    ///
    /// ```swift
    /// Flight.duration   // .milliseconds(650)
    /// ```
    public static let duration = Duration.milliseconds(650)

    /// How far above the higher end the arc's control point lies: 120 pt.
    ///
    /// ```swift
    /// Flight.lift   // 120
    /// ```
    public static let lift = 120.0

    /// The flying copy's size: 84 × 84 pt.
    ///
    /// ```swift
    /// Flight.size   // 84×84
    /// ```
    public static let size = Size(width: 84, height: 84)

    /// The padding between the flying copy's circle and its image: 14 pt.
    ///
    /// ```swift
    /// Flight.imagePadding   // 14
    /// ```
    public static let imagePadding = 14.0

    /// The copy's scale on landing: 0.25.
    ///
    /// ```swift
    /// Flight.landingScale   // 0.25
    /// ```
    public static let landingScale = 0.25

    /// The timing curve of a flight's progress: SwiftUI's ease-in.
    ///
    /// ```swift
    /// Flight.timingCurve == .easeIn   // true
    /// ```
    public static let timingCurve = TimingCurve.easeIn

    // MARK: - State

    /// The flight's identifier, numbered by launch.
    ///
    /// ```swift
    /// let flight = Flight(id: Flight.ID(1), destination: Vector(dx: 200, dy: -400), launchedAt: .zero)
    /// flight.id   // flight 1
    /// ```
    public let id: ID

    /// The offset from the product image's centre to the cart's centre.
    ///
    /// ```swift
    /// let flight = Flight(id: Flight.ID(1), destination: Vector(dx: 200, dy: -400), launchedAt: .zero)
    /// flight.destination   // (200, -400)
    /// ```
    public let destination: Vector

    /// When the flight took off, on the caller's clock.
    ///
    /// ```swift
    /// let flight = Flight(id: Flight.ID(1), destination: Vector(dx: 200, dy: -400), launchedAt: .zero)
    /// flight.launchedAt   // 0 seconds
    /// ```
    public let launchedAt: Duration

    /// A flight to a destination, taking off at a moment.
    ///
    /// ```swift
    /// let flight = Flight(id: Flight.ID(1), destination: Vector(dx: 200, dy: -400), launchedAt: .zero)
    /// ```
    public init(id: ID, destination: Vector, launchedAt: Duration) {
        self.id = id
        self.destination = destination
        self.launchedAt = launchedAt
    }

    /// When the flight reaches the cart: its launch plus 0.65 s.
    ///
    /// ```swift
    /// let flight = Flight(id: Flight.ID(1), destination: Vector(dx: 200, dy: -400), launchedAt: .zero)
    /// flight.landsAt   // 0.65 seconds
    /// ```
    public var landsAt: Duration { launchedAt + Self.duration }

    // MARK: - Sampling

    /// Where the copy is and how big it is at a moment; before launch it is at the start, after landing at the
    /// cart.
    ///
    /// ```swift
    /// let flight = Flight(id: Flight.ID(1), destination: Vector(dx: 200, dy: -400), launchedAt: .zero)
    /// flight.sample(at: .milliseconds(650)).offset   // (200, -400)
    /// ```
    public func sample(at now: Duration) -> Sample {
        let progress = Self.progress(afterElapsed: now - launchedAt)
        return Sample(
            progress: progress,
            offset: Self.offset(atProgress: progress, destination: destination),
            scale: Self.scale(atProgress: progress)
        )
    }

    /// The eased progress after some time: ease-in of the time over 0.65 s, clamped to 0…1.
    ///
    /// ```swift
    /// Flight.progress(afterElapsed: .milliseconds(325))   // 0.3153…
    /// ```
    public static func progress(afterElapsed elapsed: Duration) -> Double {
        timingCurve.progress(at: elapsed.inSeconds / duration.inSeconds)
    }

    /// The offset on the arc at a progress, clamped to 0…1.
    ///
    /// ```swift
    /// Flight.offset(atProgress: 0.5, destination: Vector(dx: 200, dy: -400))   // (85, -360)
    /// ```
    public static func offset(atProgress t: Double, destination: Vector, lift: Double = Flight.lift) -> Vector {
        let t = clamped(t)
        let control = Vector(dx: 0.35 * destination.dx, dy: min(destination.dy, 0) - lift)
        let pull = 2 * (1 - t) * t
        return Vector(dx: pull * control.dx + t * t * destination.dx,
                      dy: pull * control.dy + t * t * destination.dy)
    }

    /// The copy's scale at a progress t, clamped to 0…1: 1 − 0.75 t.
    ///
    /// ```swift
    /// Flight.scale(atProgress: 0.5)   // 0.625
    /// ```
    public static func scale(atProgress t: Double) -> Double {
        1 - (1 - landingScale) * clamped(t)
    }

    private static func clamped(_ t: Double) -> Double {
        t.isNaN ? 0 : min(max(t, 0), 1)
    }
}
