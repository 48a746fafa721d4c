/// A subview as its layout sees it: it answers size questions and takes a place.
///
/// ```swift
/// struct Overlapping: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
///         proposal.replacingUnspecifiedDimensions()
///     }
///
///     func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         for subview in subviews {
///             let size = subview.sizeThatFits(.unspecified)
///             subview.place(at: Point(x: bounds.minX, y: bounds.minY), proposal: ProposedViewSize(size))
///         }
///     }
/// }
/// ```
public struct LayoutSubview {
    let element: LayoutElement
    let index: Int
    let placements: LayoutPlacements

    /// The subview's size for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        element.sizeThatFits(proposal)
    }

    /// The subview's layout priority: higher first when space is shared.
    ///
    /// Set with ``View/layoutPriority(_:)``.
    public var priority: Double { element.priority }

    /// Places the subview, its anchor at a position, sized for a proposal.
    ///
    /// ```swift
    /// struct Centered: Layout {
    ///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    ///         proposal.replacingUnspecifiedDimensions()
    ///     }
    ///
    ///     func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    ///         for subview in subviews {
    ///             subview.place(at: bounds.mid, anchor: .center, proposal: .unspecified)   // centred at its ideal size
    ///         }
    ///     }
    /// }
    /// ```
    public func place(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = element.sizeThatFits(proposal)
        placements.frames[index] = Rect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
                                        width: size.width, height: size.height)
    }
}

/// A layout's subviews, in the order the builder made them.
public struct LayoutSubviews: RandomAccessCollection {
    let elements: [LayoutElement]
    let placements: LayoutPlacements

    /// The first index.
    public var startIndex: Int { 0 }
    /// One past the last index.
    public var endIndex: Int { elements.count }

    /// The subview at an index.
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(element: elements[index], index: index, placements: placements)
    }
}

/// Where a layout placed its subviews in the pass's one placement: a frame each, nil until placed.
final class LayoutPlacements {
    var frames: [Rect?]

    init(count: Int) {
        frames = Array(repeating: nil, count: count)
    }
}

/// The element of a ``Layout``'s container: the layout's answers, asked with the children as subviews.
final class CustomLayoutElement<L: Layout>: LayoutElement {
    let layout: L
    let children: [LayoutElement]
    private let placements: LayoutPlacements
    private var cache: L.Cache?

    init(layout: L, children: [LayoutElement], environment: EnvironmentValues) {
        self.layout = layout
        self.children = children
        placements = LayoutPlacements(count: children.count)
        super.init(environment: environment)
    }

    /// Sizes measured, remembered: unchecked exclusivity (see ``RememberedSizes``).
    @exclusivity(unchecked) private var sizes = RememberedSizes()

    override var kind: LaidOutNode.Kind { .layout }

    private var subviews: LayoutSubviews { LayoutSubviews(elements: children, placements: placements) }

    override func measure(_ proposal: ProposedSize) -> Size {
        if let known = sizes.size(for: proposal) { return known }
        var cache = self.cache ?? layout.makeCache(subviews: subviews)
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        self.cache = cache
        sizes.remember(size, for: proposal)
        return size
    }

    override func placeNode(in frame: Rect) -> LaidOutNode {
        let proposal = ProposedSize(frame.size)
        var cache = self.cache ?? layout.makeCache(subviews: subviews)
        placements.frames = Array(repeating: nil, count: children.count)
        layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews, cache: &cache)
        self.cache = cache
        let placed = children.enumerated().map { index, child in
            // Unplaced: at the centre of the bounds, sized for the container's proposal.
            var childFrame = placements.frames[index] ?? frame.aligned(child.sizeThatFits(proposal), .center)
            if layoutDirection == .rightToLeft {
                childFrame.origin.x = frame.minX + frame.maxX - childFrame.maxX
            }
            return child.place(in: childFrame)
        }
        return LaidOutNode(kind: kind, frame: frame, children: placed)
    }
}
