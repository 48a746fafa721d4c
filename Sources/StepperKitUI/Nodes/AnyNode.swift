/// A type-erased node, for values whose concrete node type varies.
///
/// ```swift
/// let label: AnyNode = condition ? AnyNode(Text("Add")) : AnyNode(Icon(.plus))
/// ```
public struct AnyNode: Node {
    let base: any Node

    /// Wraps a node, unwrapping one that is already type-erased.
    public init(_ node: some Node) {
        if let erased = node as? AnyNode {
            self.base = erased.base
        } else {
            self.base = node
        }
    }

    public typealias Body = Never
}
