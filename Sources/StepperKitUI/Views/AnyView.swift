/// A type-erased node, for values whose concrete node type varies.
///
/// ```swift
/// let label: AnyView = condition ? AnyView(Text("Add")) : AnyView(Icon(.plus))
/// ```
public struct AnyView: View {
    let base: any View

    /// Wraps a node, unwrapping one that is already type-erased.
    public init<N: View>(_ node: N) {
        // A type comparison, not a dynamic cast: erasing is on the layout's hot path.
        if N.self == AnyView.self {
            self.base = unsafeBitCast(node, to: AnyView.self).base
        } else {
            self.base = node
        }
    }

    public typealias Body = Never
}
