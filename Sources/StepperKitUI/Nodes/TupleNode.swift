/// Several nodes side by side in a builder block; stacks lay out each of them as a child.
public struct TupleNode: Node {
    /// The nodes, in order.
    public let children: [AnyNode]

    init(_ children: [AnyNode]) {
        self.children = children
    }

    public typealias Body = Never
}
