/// The first child whose ideal size fits the proposal on the constrained axes; the last if none fits.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Add to cart")
///     Icon(.cartBadgePlus)
/// }
/// ```
public struct ViewThatFits: Node {
    /// The axes on which a child must fit.
    public let axes: Axes
    /// The candidates, in order of preference.
    public let content: AnyNode

    /// Shows the first of the builder's nodes that fits the proposal on the given axes.
    public init(in axes: Axes = .both, @NodeBuilder content: () -> some Node) {
        self.axes = axes
        self.content = AnyNode(content())
    }

    public typealias Body = Never
}
