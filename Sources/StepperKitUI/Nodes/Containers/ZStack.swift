/// Children layered on top of each other, the first at the back.
///
/// ```swift
/// ZStack(alignment: .topTrailing) {
///     Icon(.cart)
///     Text(verbatim: "3")
/// }
/// ```
public struct ZStack: Node {
    public let alignment: Alignment
    public let content: AnyNode

    public init(alignment: Alignment = .center, @NodeBuilder content: () -> some Node) {
        self.alignment = alignment
        self.content = AnyNode(content())
    }

    public typealias Body = Never
}
