/// A node that shows nothing and takes no space.
///
/// ```swift
/// quantity > 0 ? AnyNode(Text(verbatim: "\(quantity)")) : AnyNode(Empty())
/// ```
public struct Empty: Node {
    /// Nothing.
    public init() {}
    public typealias Body = Never
}
