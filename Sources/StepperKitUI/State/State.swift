import Synchronization

/// A value a view owns and changes, kept by the layout engine from one layout to the next, as SwiftUI's state.
///
/// Declare it private, with its initial value, and change it from an action; pass it to a child as
/// a ``Binding`` with `$`:
///
/// ```swift
/// struct ResetButton: View {
///     @Binding var count: Int
///
///     var body: some View {
///         Button("Reset") { count = 0 }
///     }
/// }
///
/// struct Counter: View {
///     @State private var count = 0
///
///     var body: some View {
///         HStack {
///             Text(verbatim: "\(count)")
///             Button("Add one") { count += 1 }
///             ResetButton(count: $count)
///         }
///     }
/// }
/// ```
///
/// A laid-out tree is a moment: it shows the values its layout read. An action that changes a state
/// changes it for the next layout, as a test drives a model:
///
/// ```swift
/// let engine = try LayoutEngine()
/// let before = try engine.layout(Counter(), in: environment)   // shows 0
/// try before.pressButton(named: "Add one")
/// let after = try engine.layout(Counter(), in: environment)    // shows 1
/// ```
///
/// The values live in the engine's ``StateStore``, keyed by the view's place in the tree (the path
/// of container indices, `if` branches, `ForEach` ids and view types from the root) and the
/// property's position among the view's states; two views in different places have their own. A
/// view's state properties are found by reflection once per view type; a type without any is
/// never reflected again, and a state inside another property (a struct of states) is not found.
///
/// Read and write it in `body` and in actions. As SwiftUI warns, a state that was never laid out
/// has no place: it reads its initial value there, and a write to it is dropped.
@propertyWrapper
public struct State<Value: Sendable>: Sendable {
    let box: StateBox<Value>

    /// A state with an initial value.
    ///
    /// `@State private var count = 0` declares it.
    public init(wrappedValue value: Value) {
        box = StateBox(initial: value)
    }

    /// A state with an initial value.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The value now: the one kept for the view's place, else the initial value.
    public var wrappedValue: Value {
        get { slot?.value ?? box.initial }
        nonmutating set { slot?.value = newValue }
    }

    /// A binding to the value, to hand to a child that changes it.
    ///
    /// ```swift
    /// struct ResettableCount: View {
    ///     @State private var count = 0
    ///
    ///     var body: some View {
    ///         ResetButton(count: $count)   // a Binding<Int> to the state
    ///     }
    /// }
    /// ```
    public var projectedValue: Binding<Value> {
        guard let slot else { return .constant(box.initial) }
        return Binding(slot: slot)
    }

    /// Where the value is kept: in the body being read, the slot the engine gave this property for
    /// that layout; elsewhere (an action), the one it gave it last.
    private var slot: StateSlot<Value>? {
        if let states = BodyEvaluation.current?.states, let slot = states.slot(for: box) as? StateSlot<Value> { return slot }
        return box.installed
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state with no value yet.
    ///
    /// `@State private var selection: String?` declares it.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// One state property of one view value: its initial value, and the slot it was last laid out with.
///
/// A view value is made by its parent's body, so each layout makes new boxes; a value kept across
/// layouts (the root view handed to the engine) is installed by every layout of it, each time in the
/// slot of its place, which is why the last one is behind a lock.
final class StateBox<Value: Sendable>: Sendable {
    let initial: Value
    private let last = Mutex<StateSlot<Value>?>(nil)

    init(initial: Value) {
        self.initial = initial
    }

    /// The slot the engine last gave this property.
    var installed: StateSlot<Value>? {
        last.withLock { $0 }
    }

    /// Records the slot the engine gives this property for a layout.
    func install(_ slot: StateSlot<Value>) {
        last.withLock { $0 = slot }
    }
}

/// What the engine asks of a state property it finds in a view: its slot in a store.
protocol StateProperty {
    /// Installs the property in its slot of `store` under `key` (made with the initial value the
    /// first time), and says which box the slot belongs to.
    func install(in store: StateStore, key: StateKey) -> StateFrame.Entry
}

extension State: StateProperty {
    func install(in store: StateStore, key: StateKey) -> StateFrame.Entry {
        let slot = store.slot(for: key, initial: box.initial)
        box.install(slot)
        return StateFrame.Entry(box: ObjectIdentifier(box), slot: slot)
    }
}
