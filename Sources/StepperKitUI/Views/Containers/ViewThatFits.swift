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

    /// The candidates when the builder made a block of several: taken at init, where the block's type
    /// is known, rather than cast out of `content` each time the view is laid out.
    let block: TupleView?

    /// Shows the first of the builder's nodes that fits the proposal on the given axes.
    public init<Content: View>(in axes: Axes = .both, @ViewBuilder content: () -> Content) {
        self.axes = axes
        let candidates = content()
        if Content.self == TupleView.self {
            // A type comparison decides, as in `AnyView.init`: the cast runs only for a block.
            // Cannot trap: Content is TupleView, checked on the line above.
            self.block = (candidates as! TupleView)
            self.content = AnyView(candidates)
        } else {
            self.content = AnyView(candidates)
            // An erased view (a branch of an `if`) may hold a block.
            self.block = Content.self == AnyView.self ? self.content.base as? TupleView : nil
        }
    }

    public typealias Body = Never
}
