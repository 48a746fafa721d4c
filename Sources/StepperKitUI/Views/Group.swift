/// Groups nodes without adding layout of its own, so a modifier can apply to all of them.
///
/// ```swift
/// Group {
///     Text("Tickets")
///     Text("Copies")
/// }
/// .font(.headline)
/// ```
public struct Group: View {
    /// The grouped nodes.
    public let content: AnyView

    /// The nodes a builder makes, as one node.
    public init(@ViewBuilder content: () -> some View) {
        self.content = AnyView(content())
    }

    public typealias Body = Never
}
