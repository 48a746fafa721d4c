/// The add-to-cart fly button's state machine: each press flies a copy of the product image into the cart.
///
/// The cart count goes up when a flight lands, never at launch. At most six flights are in the air;
/// a seventh press, Reduce Motion, no cart frame or an unmeasured product image frame adds the item at
/// once and nothing flies. A flight lands when time passes its landing (a ``Event/tick(now:)``) or when
/// its view goes away, so no item is lost. Every added item is reported as ``Effect/itemAdded(count:)``
/// (the view's add callback), and the count saturates at `Int.max`.
///
/// ```swift
/// var button = FlyButtonModel(cartFrame: Rect(x: 300, y: 20, width: 44, height: 44),
///                             sourceFrame: Rect(x: 24, y: 120, width: 342, height: 260))
/// button.apply(.add(now: .zero))                    // [.flightLaunched(flight 1)]; count 0
/// button.apply(.tick(now: .milliseconds(650)))      // [.flightLanded(flight 1), .itemAdded(count: 1)]
/// button.reduceMotion = true
/// button.apply(.add(now: .seconds(1)))              // [.itemAdded(count: 2)]
/// ```
public struct FlyButtonModel: ComponentModel, Hashable {
    /// What can happen to a fly button.
    ///
    /// ```swift
    /// FlyButtonModel.Event.add(now: .seconds(2))
    /// ```
    public enum Event: Hashable, Sendable {
        /// The Add to Cart button was pressed at a moment; flights due by then land first.
        case add(now: Duration)
        /// Time passed: flights whose landing time is at or before the moment land.
        case tick(now: Duration)
        /// A flight's view went away before it landed; it lands at once.
        case flightDisappeared(Flight.ID)
        /// Reduce Motion was turned on or off: turned on, every copy in flight lands at once.
        ///
        /// The app passes the environment's value; nothing then moves and the count is right at once.
        case reduceMotionChanged(to: Bool)
    }

    // MARK: - Constants

    /// The most flights in the air at once: 6.
    ///
    /// ```swift
    /// FlyButtonModel.maximumFlights   // 6
    /// ```
    public static let maximumFlights = 6

    // MARK: - State

    /// The number of items in the cart.
    ///
    /// ```swift
    /// FlyButtonModel(count: 3).count   // 3
    /// ```
    public private(set) var count: Int

    /// The flights in the air, in launch order.
    ///
    /// ```swift
    /// var button = FlyButtonModel(cartFrame: Rect(x: 300, y: 20, width: 44, height: 44),
    ///                             sourceFrame: Rect(x: 24, y: 120, width: 342, height: 260))
    /// button.apply(.add(now: .zero))
    /// button.flights.map { $0.sample(at: .milliseconds(300)) }   // where to draw each copy
    /// ```
    public private(set) var flights: [Flight]

    /// The cart icon's frame in the shared coordinate space, or nil when it has not been measured.
    ///
    /// ```swift
    /// var button = FlyButtonModel()
    /// button.cartFrame = Rect(x: 300, y: 20, width: 44, height: 44)
    /// ```
    public var cartFrame: Rect?

    /// The product image's frame in the same space, or nil when it has not been measured.
    ///
    /// ```swift
    /// var button = FlyButtonModel()
    /// button.sourceFrame = Rect(x: 24, y: 120, width: 342, height: 260)
    /// ```
    public var sourceFrame: Rect?

    /// Whether Reduce Motion is on; nothing flies then.
    ///
    /// ```swift
    /// FlyButtonModel(reduceMotion: true).canLaunch   // false
    /// ```
    public var reduceMotion: Bool

    /// How many flights have been launched, numbering the next one.
    private var launches: Int

    // MARK: - Creating

    /// A fly button with a count (at least 0), the measured frames and the Reduce Motion setting.
    ///
    /// ```swift
    /// let button = FlyButtonModel(count: 0, cartFrame: Rect(x: 300, y: 20, width: 44, height: 44),
    ///                             sourceFrame: Rect(x: 24, y: 120, width: 342, height: 260))
    /// ```
    public init(count: Int = 0, cartFrame: Rect? = nil, sourceFrame: Rect? = nil, reduceMotion: Bool = false) {
        self.count = max(count, 0)
        self.flights = []
        self.cartFrame = cartFrame
        self.sourceFrame = sourceFrame
        self.reduceMotion = reduceMotion
        self.launches = 0
    }

    // MARK: - Derived state

    /// Whether the next press would launch a flight rather than add at once.
    ///
    /// It needs Reduce Motion off, fewer than six flights in the air, and both frames measured (not nil
    /// and not empty).
    ///
    /// ```swift
    /// FlyButtonModel(cartFrame: nil, sourceFrame: Rect(x: 24, y: 120, width: 342, height: 260)).canLaunch   // false
    /// ```
    public var canLaunch: Bool {
        guard !reduceMotion, flights.count < Self.maximumFlights,
              let cartFrame, !cartFrame.isEmpty, let sourceFrame, !sourceFrame.isEmpty else { return false }
        return true
    }

    // MARK: - Events

    /// Returns the button after an event, with flights launched and landed and items added.
    ///
    /// ```swift
    /// let update = FlyButtonModel(count: .max).send(.add(now: .zero))
    /// update.state.count   // Int.max: saturated
    /// update.effects       // [.itemAdded(count: Int.max)]
    /// ```
    public func send(_ event: Event) -> Update<FlyButtonModel> {
        var next = self
        var effects: [Effect] = []
        switch event {
        case .add(let now):
            effects = next.landFlights(dueBy: now)
            if let cartFrame, let sourceFrame, next.canLaunch {
                next.launches &+= 1
                let flight = Flight(id: Flight.ID(next.launches),
                                    destination: Vector(from: sourceFrame.mid, to: cartFrame.mid),
                                    launchedAt: now)
                next.flights.append(flight)
                effects.append(.flightLaunched(flight))
            } else {
                effects.append(next.addItem())
            }
        case .tick(let now):
            effects = next.landFlights(dueBy: now)
        case .flightDisappeared(let id):
            if let index = next.flights.firstIndex(where: { $0.id == id }) {
                effects = next.land(at: index)
            }
        case .reduceMotionChanged(let reduceMotion):
            next.reduceMotion = reduceMotion
            if reduceMotion {
                while !next.flights.isEmpty { effects += next.land(at: 0) }
            }
        }
        return Update(state: next, effects: effects)
    }

    // MARK: - Internal

    /// Lands, in launch order, every flight whose landing time is at or before `now`.
    private mutating func landFlights(dueBy now: Duration) -> [Effect] {
        var effects: [Effect] = []
        while let index = flights.firstIndex(where: { $0.landsAt <= now }) {
            effects += land(at: index)
        }
        return effects
    }

    private mutating func land(at index: Int) -> [Effect] {
        let flight = flights.remove(at: index)
        return [.flightLanded(flight), addItem()]
    }

    /// One more item, saturating at `Int.max`; reported even when saturated, so every press reaches the add callback.
    private mutating func addItem() -> Effect {
        count = count == .max ? count : count + 1
        return .itemAdded(count: count)
    }
}
