/// Children side by side, as SwiftUI's `HStack`: space goes first to the least flexible children.
///
/// ```swift
/// HStack(spacing: 0) {
///     Icon(.minus)
///     Text(verbatim: "3")
///     Icon(.plus)
/// }
/// ```
public struct HStack: Node {
    public let alignment: VerticalAlignment
    /// Space between children; nil is the default 8 pt.
    public let spacing: Double?
    public let content: AnyNode

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @NodeBuilder content: () -> some Node) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = AnyNode(content())
    }

    public typealias Body = Never
}
