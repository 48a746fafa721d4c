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
public enum ViewBuilder {
    /// An empty block builds nothing.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block of one node builds that node.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block of several nodes builds them side by side, each a child of the enclosing stack.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView {
        var count = 0
        for _ in repeat each content { count += 1 }
        var nodes: [AnyView] = []
        nodes.reserveCapacity(count)
        repeat nodes.append(AnyView(each content))
        return TupleView(nodes)
    }

    /// Each node in a block is taken as it is.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An if without an else builds its node when the condition holds, and nothing otherwise.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// The first branch of an if-else or switch.
    public static func buildEither<First: View>(first: First) -> AnyView { AnyView(first) }

    /// The other branch of an if-else or switch.
    public static func buildEither<Second: View>(second: Second) -> AnyView { AnyView(second) }

    /// A for-in loop builds one node per iteration.
    public static func buildArray<Content: View>(_ components: [Content]) -> TupleView {
        TupleView(components.map(AnyView.init))
    }

    /// A block inside an availability check builds its node.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
