/// Groups nodes without adding layout of its own, so a modifier can apply to all of them.
///
/// ```swift
/// Group {
///     Text("Tickets")
///     Text("Copies")
/// }
/// .font(.headline)
/// ```
public struct Group: Node {
    /// The grouped nodes.
    public let content: AnyNode

    /// The nodes a builder makes, as one node.
    public init(@NodeBuilder content: () -> some Node) {
        self.content = AnyNode(content())
    }

    public typealias Body = Never
}
