/// Children side by side, as SwiftUI's horizontal stack: space goes first to the least flexible children.
///
/// ```swift
/// HStack(spacing: 0) {
///     Icon(.minus)
///     Text(verbatim: "3")
///     Icon(.plus)
/// }
/// ```
public struct HStack: View {
    /// Where the children line up vertically.
    public let alignment: VerticalAlignment
    /// Space between children; nil is the default 8 pt.
    public let spacing: Double?
    /// The children.
    public let content: AnyView

    /// A stack of the nodes a builder makes, aligned and spaced (the default spacing when nil).
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> some View) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = AnyView(content())
    }

    public typealias Body = Never
}
