/// Children one above the other, as SwiftUI's `VStack`.
///
/// ```swift
/// VStack(spacing: 4) {
///     Text("Flat white", table: .demo).font(.largeTitle.bold())
///     Text("Double shot, velvety milk", table: .demo).foregroundStyle(.color(.secondary))
/// }
/// ```
public struct VStack: Node {
    public let alignment: HorizontalAlignment
    /// Space between children; nil is the default 8 pt.
    public let spacing: Double?
    public let content: AnyNode

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @NodeBuilder content: () -> some Node) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = AnyNode(content())
    }

    public typealias Body = Never
}
