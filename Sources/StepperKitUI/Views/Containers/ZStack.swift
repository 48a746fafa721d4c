/// Children layered on top of each other, the first at the back.
///
/// ```swift
/// ZStack(alignment: .topTrailing) {
///     Icon(.cart)
///     Text(verbatim: "3")
/// }
/// ```
public struct ZStack: View {
    /// Where the children line up.
    public let alignment: Alignment
    /// The children, back to front.
    public let content: AnyView

    /// A stack of the nodes a builder makes, drawn back to front and aligned.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> some View) {
        self.alignment = alignment
        self.content = AnyView(content())
    }

    public typealias Body = Never
}
