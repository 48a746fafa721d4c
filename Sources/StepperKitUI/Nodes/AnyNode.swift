/// A type-erased node, for values whose concrete node type varies.
///
/// ```swift
/// let label: AnyNode = condition ? AnyNode(Text("Add")) : AnyNode(Icon(.plus))
/// ```
public struct AnyNode: Node {
    let base: any Node

    /// Wraps a node, unwrapping one that is already type-erased.
    public init<N: Node>(_ node: N) {
        // A type comparison, not a dynamic cast: erasing is on the layout's hot path.
        if N.self == AnyNode.self {
            self.base = unsafeBitCast(node, to: AnyNode.self).base
        } else {
            self.base = node
        }
    }

    public typealias Body = Never
}
