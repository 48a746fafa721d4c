/// The first child whose ideal size fits the proposal on the constrained axes; the last if none fits.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Add to cart")
///     Icon(.cartBadgePlus)
/// }
/// ```
///
/// Children are measured in order and built only when measured: a child after the one that fits is
/// never built, so what it reads of the environment does not matter to the layout. A child the
/// layout needed that cannot be built (an unknown icon) fails the layout with its error.
public struct ViewThatFits: View {
    /// The axes on which a child must fit.
    public let axes: Axes
    /// The candidates, in order of preference.
    public let content: AnyView

    /// Shows the first of the builder's nodes that fits the proposal on the given axes.
    public init(in axes: Axes = .both, @ViewBuilder content: () -> some View) {
        self.axes = axes
        self.content = AnyView(content())
    }

    public typealias Body = Never
}
