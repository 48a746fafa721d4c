/// One node per element of a collection, as SwiftUI's for-each.
///
/// ```swift
/// VStack {
///     ForEach(["Tickets", "Copies"]) { name in Text(verbatim: name) }
/// }
/// ```
public struct ForEach: Node {
    /// The node made for each element, in order.
    public let children: [AnyNode]

    /// The nodes a builder makes for each element of a sequence, in order.
    public init<Data: Sequence>(_ data: Data, @NodeBuilder content: (Data.Element) -> some Node) {
        self.children = data.map { AnyNode(content($0)) }
    }

    public typealias Body = Never
}
