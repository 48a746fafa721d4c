/// The first child whose ideal size fits the proposal on the constrained axes; the last if none fits.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Add to cart")
///     Icon(.cartBadgePlus)
/// }
/// ```
public struct ViewThatFits: Node {
    public let axes: Axes
    public let content: AnyNode

    public init(in axes: Axes = .both, @NodeBuilder content: () -> some Node) {
        self.axes = axes
        self.content = AnyNode(content())
    }

    public typealias Body = Never
}
