/// One node per element of a collection, as SwiftUI's for-each.
///
/// ```swift
/// VStack {
///     ForEach(["Tickets", "Copies"]) { name in Text(verbatim: name) }
/// }
/// ```
public struct ForEach: View {
    /// The node made for each element, in order.
    public let children: [AnyView]

    /// The nodes a builder makes for each element of a sequence, in order.
    public init<Data: Sequence>(_ data: Data, @ViewBuilder content: (Data.Element) -> some View) {
        self.children = data.map { AnyView(content($0)) }
    }

    public typealias Body = Never
}
