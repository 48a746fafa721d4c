/// Children layered on top of each other, the first at the back.
///
/// ```swift
/// ZStack(alignment: .topTrailing) {
///     Icon(.cart)
///     Text(verbatim: "3")
/// }
/// ```
public struct ZStack: Node {
    /// Where the children line up.
    public let alignment: Alignment
    /// The children, back to front.
    public let content: AnyNode

    /// A stack of the nodes a builder makes, drawn back to front and aligned.
    public init(alignment: Alignment = .center, @NodeBuilder content: () -> some Node) {
        self.alignment = alignment
        self.content = AnyNode(content())
    }

    public typealias Body = Never
}
