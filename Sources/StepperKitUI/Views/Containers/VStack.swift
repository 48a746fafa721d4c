/// Children one above the other, as SwiftUI's vertical stack.
///
/// ```swift
/// VStack(spacing: 4) {
///     Text("Flat white", table: CatalogTable("Shop")).font(.largeTitle.bold())
///     Text("Double shot, velvety milk", table: CatalogTable("Shop")).foregroundStyle(.color(.secondary))
/// }
/// ```
public struct VStack: View {
    /// Where the children line up horizontally.
    public let alignment: HorizontalAlignment
    /// Space between children; nil is the default 8 pt.
    public let spacing: Double?
    /// The children.
    public let content: AnyView

    /// A stack of the nodes a builder makes, aligned and spaced (the default spacing when nil).
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> some View) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = AnyView(content())
    }

    public typealias Body = Never
}
