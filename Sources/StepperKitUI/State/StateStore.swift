import Synchronization

/// Where the state of laid-out views lives between layouts, by each view's place in the tree.
///
/// It keeps every ``State`` a layout reads.
///
/// A ``LayoutEngine`` keeps one, shared by every layout through it (and its copies); give a test its
/// own engine, or the same engine a fresh store, to start from the views' initial values:
///
/// ```swift
/// let store = StateStore()
/// let engine = LayoutEngine(services: try .kit(), state: store)
/// try engine.layout(Counter(), in: EnvironmentValues())
/// store.count   // 1: Counter's count
/// ```
///
/// The store keeps a value for every place a view with state was laid out, until ``removeAll()``.
public final class StateStore: Sendable {
    private let slots = Mutex<[StateKey: any StateStorage]>([:])

    /// An empty store: every view starts from its initial values.
    public init() {}

    /// How many state values the store keeps.
    public var count: Int {
        slots.withLock { $0.count }
    }

    /// Forgets every value: views laid out next start from their initial values.
    public func removeAll() {
        slots.withLock { $0.removeAll() }
    }

    /// The slot for a key, made with `initial` the first time (or when the key held another type of value).
    func slot<Value: Sendable>(for key: StateKey, initial: Value) -> StateSlot<Value> {
        slots.withLock { slots in
            if let slot = slots[key] as? StateSlot<Value> { return slot }
            let slot = StateSlot(initial)
            slots[key] = slot
            return slot
        }
    }
}

/// A state's key in a store: its view's place and the property's position among the view's states.
struct StateKey: Hashable, Sendable {
    let view: ViewIdentity
    let property: Int
}

/// A slot of a store, whatever its value's type.
protocol StateStorage: AnyObject, Sendable {}

/// One state value, read and written by layouts and actions on any thread.
final class StateSlot<Value: Sendable>: StateStorage {
    private let storage: Mutex<Value>

    init(_ value: Value) {
        storage = Mutex(value)
    }

    /// The value now.
    var value: Value {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}

/// The slots of the states of the view whose body is being read, by the box of each property.
struct StateFrame {
    /// One state property of the view and its slot.
    struct Entry {
        let box: ObjectIdentifier
        let slot: any StateStorage
    }

    let entries: [Entry]

    /// The slot of a property's box, if it belongs to the view being read.
    func slot(for box: AnyObject) -> (any StateStorage)? {
        let id = ObjectIdentifier(box)
        return entries.first { $0.box == id }?.slot
    }
}

/// Which view types declare state, found by reflecting one value of each type, once a process.
enum StateReflection {
    private static let known = Mutex<[ObjectIdentifier: Bool]>([:])

    /// Whether a view's type has `State` properties.
    static func hasState<V: View>(_ view: V) -> Bool {
        let type = ObjectIdentifier(V.self)
        if let known = known.withLock({ $0[type] }) { return known }
        let found = Mirror(reflecting: view).children.contains { $0.value is any StateProperty }
        known.withLock { $0[type] = found }
        return found
    }

    /// A view's `State` properties, in declaration order.
    static func states<V: View>(of view: V) -> [any StateProperty] {
        Mirror(reflecting: view).children.compactMap { $0.value as? any StateProperty }
    }
}
