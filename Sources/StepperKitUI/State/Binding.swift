/// A reference to a value another view owns, to read and change it, as SwiftUI's binding.
///
/// A view that changes a value it does not own declares it with `@Binding`; its owner passes its
/// ``State`` with `$`:
///
/// ```swift
/// struct QuantityField: View {
///     @Binding var quantity: Int
///
///     var body: some View {
///         HStack {
///             Text(verbatim: "\(quantity)")
///             Button("Remove one") { quantity -= 1 }
///         }
///     }
/// }
///
/// struct CartLine: View {
///     @State private var quantity = 1
///
///     var body: some View {
///         QuantityField(quantity: $quantity)    // the owner hands its state down
///     }
/// }
///
/// QuantityField(quantity: .constant(3))         // a preview or a test
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value: Sendable>: Sendable {
    private let read: @Sendable () -> Value
    private let write: @Sendable (Value) -> Void

    /// A binding that reads and writes through two closures.
    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        self.read = get
        self.write = set
    }

    /// A binding to a state's slot.
    init(slot: StateSlot<Value>) {
        self.init(get: { slot.value }, set: { slot.value = $0 })
    }

    /// A binding that always reads one value and ignores writes, for previews and tests.
    ///
    /// ```swift
    /// QuantityField(quantity: .constant(3))
    /// ```
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value the binding refers to; setting it changes the owner's value.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// The binding itself, so a child passes it on with a dollar sign.
    ///
    /// ```swift
    /// struct QuantityRow: View {
    ///     @Binding var quantity: Int
    ///
    ///     var body: some View {
    ///         QuantityField(quantity: $quantity)   // hands the same binding on
    ///     }
    /// }
    /// ```
    public var projectedValue: Binding<Value> { self }

    /// A binding from another, as a binding property is set from its owner's projection.
    ///
    /// `@Binding var quantity: Int` is set from `$quantity`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a property of the value.
    ///
    /// ```swift
    /// struct CartItem: Sendable {
    ///     var name: String
    ///     var quantity: Int
    /// }
    ///
    /// struct CartItemRow: View {
    ///     @Binding var item: CartItem
    ///
    ///     var body: some View {
    ///         QuantityField(quantity: $item.quantity)   // a binding to one field of the item
    ///     }
    /// }
    /// ```
    public subscript<Subject: Sendable>(dynamicMember keyPath: WritableKeyPath<Value, Subject> & Sendable) -> Binding<Subject> {
        let read = self.read
        let write = self.write
        return Binding<Subject>(
            get: { read()[keyPath: keyPath] },
            set: { newValue in
                var value = read()
                value[keyPath: keyPath] = newValue
                write(value)
            }
        )
    }
}
