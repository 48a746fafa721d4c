/// A node resolved for one layout pass: environment applied, text localized, fonts loaded.
///
/// Elements exist only inside ``LayoutEngine/layout(_:in:proposal:)``. Containers cache their sizes
/// by proposal, because stacks ask their children several times while distributing space; the
/// other elements measure in a few steps (or forward to their child) and do not.
class LayoutElement {
    /// The one environment value every element may need when placing; subclasses keep any other
    /// value they use, rather than a copy of the whole environment each.
    let layoutDirection: LayoutDirection
    /// Whether ``sizeThatFits(_:)`` remembers sizes: only where measuring costs more than looking up.
    private let remembersSizes: Bool
    /// Sizes already measured, in the order asked. An element is asked only a handful of proposals,
    /// so a short array searched with `==` (what a Dictionary compares keys with) is faster than
    /// hashing two optional Doubles on every lookup and growing a Dictionary per element.
    ///
    /// Unchecked exclusivity, as for every cache an element keeps: an element belongs to one layout
    /// pass on one thread, and each access reads or appends without calling out while it lasts, so
    /// the runtime's dynamic check (a thread-local access set, several per node) proves nothing.
    /// Without it here and on a stack's distributions and a view that fits' children: +5.4% layout
    /// instructions; time not resolved on the loaded host (2026-12-03, BENCHMARKS.md, issue 25).
    @exclusivity(unchecked) private var sizes: [(proposal: ProposedSize, size: Size)] = []

    init(environment: EnvironmentValues, remembersSizes: Bool = false) {
        self.layoutDirection = environment.layoutDirection
        self.remembersSizes = remembersSizes
    }

    /// An element placed in a direction, for a handle that takes its element's.
    init(layoutDirection: LayoutDirection) {
        self.layoutDirection = layoutDirection
        self.remembersSizes = false
    }

    /// Whether a ``SharedView`` handed this element to more than one place of its pass: then a
    /// place's own decorations and priority go on a handle of that place's (``SharedElement``),
    /// made only when a place has some (``decorated(_:)``, ``prioritized(_:)``), not on the element.
    final var isShared = false

    /// The element's size for a proposal; containers compute it once per proposal.
    final func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard remembersSizes else { return measure(proposal) }
        for known in sizes where known.proposal == proposal { return known.size }
        let size = measure(proposal)
        // A stack asks each child about four proposals (ideal, smallest, largest, its share): room
        // for them at once rather than an array regrown twice.
        if sizes.isEmpty { sizes.reserveCapacity(4) }
        sizes.append((proposal, size))
        return size
    }

    /// Computes the size for a proposal; subclasses override.
    func measure(_ proposal: ProposedSize) -> Size { .zero }

    /// What modifiers without layout of their own (tags, accessibility properties, audit claims)
    /// put on this element's node, gathered as they are built, innermost first: kept on the element
    /// they modify rather than in an element each, and handed to its node when it is placed.
    final private(set) var decorations: LaidOutNode.Extras?

    /// This element with a decoration on its node, outside those already on it: the element itself,
    /// or for a shared one a handle of this place's own with the decoration.
    final func decorated(_ decoration: consuming NodeDecoration) -> LayoutElement {
        let target = isShared ? SharedElement(child: self) : self
        target.decorate(decoration)
        return target
    }

    /// This element with a priority for its stack, which wins over any set inside (the outermost
    /// one set wins): the element itself, or for a shared one a handle of this place's own.
    final func prioritized(_ priority: Double) -> LayoutElement {
        let target = isShared ? SharedElement(child: self) : self
        target.priorityOverride = priority
        return target
    }

    /// Puts a decoration on the element's node, outside those already on it.
    private func decorate(_ decoration: consuming NodeDecoration) {
        if let decorations {
            decorations.apply(decoration)
        } else {
            let decorations = LaidOutNode.Extras()
            decorations.apply(decoration)
            self.decorations = decorations
        }
    }
    /// A priority a modifier set for the element's stack; the outermost one set wins (``prioritized(_:)``).
    final private(set) var priorityOverride: Double?

    /// Places the element in `frame` (its size, at its position) and returns the laid-out subtree,
    /// with the element's decorations.
    final func place(in frame: Rect) -> LaidOutNode {
        let node = placeNode(in: frame)
        guard let decorations, !decorations.isEmpty else { return node }
        return node.decorated(with: decorations)
    }

    /// The laid-out subtree of the element in `frame`, before its decorations; subclasses override.
    func placeNode(in frame: Rect) -> LaidOutNode {
        LaidOutNode(kind: kind, frame: frame)
    }

    /// The kind shown in dumps.
    var kind: LaidOutNode.Kind { .element }

    /// Whether this is a spacer, which stacks treat as the most flexible child.
    var isSpacer: Bool { false }

    /// The priority by which a stack offers this element space: one a modifier set, else the
    /// element's own (``layoutPriority``).
    final var priority: Double { priorityOverride ?? layoutPriority }

    /// The element's own priority; modifiers pass their child's on, so
    /// `Text(…).layoutPriority(1).padding()` keeps priority 1, as in SwiftUI.
    var layoutPriority: Double { 0 }
}

/// What a modifier without layout of its own puts on the node of the element it modifies.
enum NodeDecoration {
    /// A tag, outside any tags closer to the node.
    case tag(String)
    /// Accessibility properties, merged over any the node has.
    case accessibility(AccessibilityInfo)
    /// Audit claims, after any the node has.
    case claims(reachableActions: [ReachableAction], modelValues: [ModelValueClaim])
}

/// An element that wraps exactly one other and changes its size or placement.
class WrapperElement: LayoutElement {
    let child: LayoutElement

    init(child: LayoutElement, environment: EnvironmentValues) {
        self.child = child
        super.init(environment: environment)
    }

    /// A wrapper placed in its child's direction.
    init(child: LayoutElement) {
        self.child = child
        super.init(layoutDirection: child.layoutDirection)
    }

    override func measure(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

    override var isSpacer: Bool { child.isSpacer }

    override var layoutPriority: Double { child.priority }
}

extension Rect {
    /// A rectangle of `size` placed inside this one at `alignment`; leading is the left edge left to
    /// right and the right edge right to left, as SwiftUI mirrors alignment.
    func aligned(_ size: Size, _ alignment: Alignment, _ direction: LayoutDirection = .leftToRight) -> Rect {
        let x: Double
        switch (alignment.horizontal.storage, direction) {
        case (.leading, .leftToRight), (.trailing, .rightToLeft): x = minX
        case (.center, _): x = minX + (width - size.width) / 2
        case (.trailing, .leftToRight), (.leading, .rightToLeft): x = maxX - size.width
        }
        let y: Double
        switch alignment.vertical.storage {
        case .top: y = minY
        case .center: y = minY + (height - size.height) / 2
        case .bottom: y = maxY - size.height
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}
