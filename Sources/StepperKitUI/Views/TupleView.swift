/// Several nodes side by side in a builder block; stacks lay out each of them as a child.
public struct TupleView: View {
    /// The nodes, in order.
    public let children: [AnyView]

    init(_ children: [AnyView]) {
        self.children = children
    }

    public typealias Body = Never
}
