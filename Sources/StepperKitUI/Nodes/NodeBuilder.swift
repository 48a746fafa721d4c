/// Builds node trees from declarative code, as SwiftUI's `ViewBuilder` does.
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
    public static func buildBlock() -> Empty { Empty() }

    public static func buildBlock<Content: Node>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Node>(_ content: repeat each Content) -> TupleNode {
        var nodes: [AnyNode] = []
        repeat nodes.append(AnyNode(each content))
        return TupleNode(nodes)
    }

    public static func buildExpression<Content: Node>(_ content: Content) -> Content { content }

    public static func buildOptional<Content: Node>(_ content: Content?) -> Content? {
        content
    }

    public static func buildEither<First: Node>(first: First) -> AnyNode { AnyNode(first) }

    public static func buildEither<Second: Node>(second: Second) -> AnyNode { AnyNode(second) }

    public static func buildArray<Content: Node>(_ components: [Content]) -> TupleNode {
        TupleNode(components.map(AnyNode.init))
    }

    public static func buildLimitedAvailability<Content: Node>(_ content: Content) -> AnyNode { AnyNode(content) }
}
