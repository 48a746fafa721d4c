/// A container that sizes and places its subviews, as SwiftUI's layouts do.
///
/// Write the two questions SwiftUI asks: how big the container is for a proposal
/// (``sizeThatFits(proposal:subviews:cache:)``), and where each subview goes inside the bounds it got
/// (``placeSubviews(in:proposal:subviews:cache:)``). Call the layout with a builder to use it:
///
/// ```swift
/// /// Subviews one after another down and to the right, each starting where the one before ends.
/// struct Staircase: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
///         subviews.reduce(Size(width: 0, height: 0)) { size, subview in
///             let step = subview.sizeThatFits(.unspecified)
///             return Size(width: size.width + step.width, height: size.height + step.height)
///         }
///     }
///
///     func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var corner = Point(x: bounds.minX, y: bounds.minY)
///         for subview in subviews {
///             let step = subview.sizeThatFits(.unspecified)
///             subview.place(at: corner, proposal: ProposedViewSize(step))
///             corner = Point(x: corner.x + step.width, y: corner.y + step.height)
///         }
///     }
/// }
///
/// let steps = Staircase {
///     Text("Cart")
///     Text("Delivery")
///     Text("Payment")
/// }
/// ```
///
/// A flow layout that wraps option chips into rows is worked through in <doc:WritingALayout>.
///
/// The engine asks a layout's size as often as its parent needs (a stack asks several proposals) and
/// has it place its subviews once, in the bounds the parent gave. A subview the layout does not place
/// sits at the centre of the bounds at the container's proposal, as in SwiftUI. In a right-to-left
/// environment the placements are mirrored in the bounds, so a layout written left to right reads right
/// to left, as SwiftUI flips it.
public protocol Layout: Sendable {
    /// What the layout keeps between its calls in one pass.
    ///
    /// `Void` when it keeps nothing.
    associatedtype Cache = Void

    /// The subviews a layout sizes and places.
    typealias Subviews = LayoutSubviews

    /// The cache a layout starts a pass with.
    func makeCache(subviews: Subviews) -> Cache

    /// The container's size for a proposal, from its subviews' sizes.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size

    /// Places each subview in the bounds the container got.
    ///
    /// Call ``LayoutSubview/place(at:anchor:proposal:)`` on each.
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// A container of the views a builder makes, laid out by this layout.
    ///
    /// ```swift
    /// HStackLayout(spacing: 4) { Text("Decaf"); Text("Oat milk") }
    /// ```
    public func callAsFunction(@ViewBuilder _ content: () -> some View) -> some View {
        _LayoutContainer(layout: self, content: AnyView(content()))
    }
}

/// The proposal a layout receives and gives its subviews.
///
/// SwiftUI's name for ``ProposedSize``.
public typealias ProposedViewSize = ProposedSize

extension ProposedSize {
    /// The proposal as a size, each open dimension replaced by the given one (10 × 10 pt by default, as SwiftUI).
    ///
    /// ```swift
    /// ProposedSize(width: 320, height: nil).replacingUnspecifiedDimensions()   // 320 × 10
    /// ```
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
}

/// A layout's container: the view ``Layout/callAsFunction(_:)`` returns; apps write the call instead.
public struct _LayoutContainer<L: Layout>: View {
    /// The layout.
    public let layout: L
    /// The subviews.
    public let content: AnyView

    /// A container of the content, laid out by the layout.
    public init(layout: L, content: AnyView) {
        self.layout = layout
        self.content = content
    }

    public typealias Body = Never
}

extension _LayoutContainer: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        let axis = (layout as? any StackAxisLayout)?.stackAxis
        let children = try builder.children(content, in: environment, axis: axis, identity: identity)
        return .one(CustomLayoutElement(layout: layout, children: children, environment: environment))
    }
}
