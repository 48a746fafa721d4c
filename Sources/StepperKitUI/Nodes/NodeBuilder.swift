/// Builds node trees from declarative code, as SwiftUI's view builder does.
///
/// ```swift
/// HStack {
///     Text("Quantity")
///     if showCount { Text(verbatim: "3") }
///     Spacer()
/// }
/// ```
@resultBuilder
public enum NodeBuilder {
    /// An empty block builds nothing.
    public static func buildBlock() -> Empty { Empty() }

    /// A block of one node builds that node.
    public static func buildBlock<Content: Node>(_ content: Content) -> Content { content }

    /// A block of several nodes builds them side by side, each a child of the enclosing stack.
    public static func buildBlock<each Content: Node>(_ content: repeat each Content) -> TupleNode {
        var count = 0
        for _ in repeat each content { count += 1 }
        var nodes: [AnyNode] = []
        nodes.reserveCapacity(count)
        repeat nodes.append(AnyNode(each content))
        return TupleNode(nodes)
    }

    /// Each node in a block is taken as it is.
    public static func buildExpression<Content: Node>(_ content: Content) -> Content { content }

    /// An if without an else builds its node when the condition holds, and nothing otherwise.
    public static func buildOptional<Content: Node>(_ content: Content?) -> Content? {
        content
    }

    /// The first branch of an if-else or switch.
    public static func buildEither<First: Node>(first: First) -> AnyNode { AnyNode(first) }

    /// The other branch of an if-else or switch.
    public static func buildEither<Second: Node>(second: Second) -> AnyNode { AnyNode(second) }

    /// A for-in loop builds one node per iteration.
    public static func buildArray<Content: Node>(_ components: [Content]) -> TupleNode {
        TupleNode(components.map(AnyNode.init))
    }

    /// A block inside an availability check builds its node.
    public static func buildLimitedAvailability<Content: Node>(_ content: Content) -> AnyNode { AnyNode(content) }
}
