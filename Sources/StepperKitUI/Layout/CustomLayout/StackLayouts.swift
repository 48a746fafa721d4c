/// A horizontal stack's layout as a value: children in a row, space shared by priority and flexibility.
///
/// As SwiftUI's `HStackLayout`, it places its children where ``HStack`` does (left to right, or right to
/// left in a right-to-left environment), with the same algorithm. Use it where a layout is chosen at run
/// time, or inside a layout of your own.
///
/// ```swift
/// let row = HStackLayout(spacing: 4) {
///     Text("Subtotal")
///     Spacer()
///     Text("€12.50")
/// }
/// ```
public struct HStackLayout: Layout {
    /// Where the children line up vertically.
    public var alignment: VerticalAlignment
    /// Space between children; nil is the default 8 pt.
    public var spacing: Double?

    /// A horizontal stack's layout, aligned and spaced (the default spacing when nil).
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The stack over the subviews, made once a pass.
    public func makeCache(subviews: Subviews) -> StackLayoutCache {
        StackLayoutCache(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing, subviews: subviews)
    }

    /// The stack's size: the children's distributed sizes and the spacing between them.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> Size {
        cache.stack.sizeThatFits(proposal)
    }

    /// Places each child in its slot along the row.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) {
        cache.place(subviews, in: bounds)
    }
}

/// A vertical stack's layout as a value: children top to bottom, space shared by priority and flexibility.
///
/// As SwiftUI's `VStackLayout`, it places its children where ``VStack`` does.
///
/// ```swift
/// let column = VStackLayout(alignment: .leading) {
///     Text("Oat milk")
///     Text("Decaf")
/// }
/// ```
public struct VStackLayout: Layout {
    /// Where the children line up horizontally.
    public var alignment: HorizontalAlignment
    /// Space between children; nil is the default 8 pt.
    public var spacing: Double?

    /// A vertical stack's layout, aligned and spaced (the default spacing when nil).
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The stack over the subviews, made once a pass.
    public func makeCache(subviews: Subviews) -> StackLayoutCache {
        StackLayoutCache(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing, subviews: subviews)
    }

    /// The stack's size: the children's distributed sizes and the spacing between them.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> Size {
        cache.stack.sizeThatFits(proposal)
    }

    /// Places each child in its slot down the column.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) {
        cache.place(subviews, in: bounds)
    }
}

/// A layered stack's layout as a value: every child offered the same size and aligned, the first at the back.
///
/// As SwiftUI's `ZStackLayout`, it places its children where ``ZStack`` does.
///
/// ```swift
/// let badge = ZStackLayout(alignment: .topTrailing) {
///     Icon(.cart)
///     Text(verbatim: "3")
/// }
/// ```
public struct ZStackLayout: Layout {
    /// Where the children line up.
    public var alignment: Alignment

    /// A layered stack's layout, aligned.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// As large as the largest child on each axis.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        Size.enclosing(subviews.lazy.map { $0.sizeThatFits(proposal) })
    }

    /// Places each child, sized for the bounds, at the alignment's place in them.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offered = ProposedViewSize(bounds.size)
        for subview in subviews {
            // Left to right: the container mirrors the placements in a right-to-left environment.
            let frame = bounds.aligned(subview.sizeThatFits(offered), alignment, .leftToRight)
            subview.place(at: frame.origin, proposal: offered)
        }
    }
}

/// What a stack layout keeps for a pass: the stack over its subviews, with each proposal's distribution.
///
/// ``HStackLayout`` and ``VStackLayout`` remember distributions as ``HStack`` and ``VStack`` do.
public final class StackLayoutCache {
    let stack: StackElement

    init(axis: Axis, alignment: Alignment, spacing: Double?, subviews: LayoutSubviews) {
        // Left to right: the layout's container mirrors the placements in a right-to-left environment.
        stack = StackElement(axis: axis, alignment: alignment, spacing: spacing, children: subviews.elements, environment: EnvironmentValues())
    }

    /// Places each subview at its frame in the stack.
    func place(_ subviews: LayoutSubviews, in bounds: Rect) {
        stack.forEachChildFrame(in: bounds) { index, frame in
            subviews[index].place(at: frame.origin, proposal: ProposedViewSize(frame.size))
        }
    }
}

/// A layout whose children are built as a stack's: a spacer in it grows along the stack's axis only.
protocol StackAxisLayout {
    /// The axis the children are laid along.
    var stackAxis: Axis { get }
}

extension HStackLayout: StackAxisLayout {
    var stackAxis: Axis { .horizontal }
}

extension VStackLayout: StackAxisLayout {
    var stackAxis: Axis { .vertical }
}
