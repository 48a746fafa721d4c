/// A node resolved for one layout pass: environment applied, text localized, fonts loaded.
///
/// Elements exist only inside ``LayoutEngine/layout(_:in:proposal:)``. Containers cache their sizes
/// by proposal, because stacks ask their children several times while distributing space; the
/// other elements measure in a few steps (or forward to their child) and do not.
class LayoutElement {
    /// The one environment value every element may need when placing; subclasses keep any other
    /// value they use, rather than a copy of the whole environment each.
    let layoutDirection: LayoutDirection

    init(environment: EnvironmentValues, placesOwnDecorations: Bool = false) {
        self.layoutDirection = environment.layoutDirection
        self.placesOwnDecorations = placesOwnDecorations
    }

    /// Whether ``placeNode(in:)`` puts the element's decorations on its node itself, in the same
    /// extras as the node's own (a button's), rather than ``place(in:)`` merging them into a copy.
    private let placesOwnDecorations: Bool

    /// An element placed in a direction, for a handle that takes its element's.
    init(layoutDirection: LayoutDirection) {
        self.layoutDirection = layoutDirection
        self.placesOwnDecorations = false
    }

    /// Whether a ``SharedView`` handed this element to more than one place of its pass: then a
    /// place's own decorations and priority go on a handle of that place's (``SharedElement``),
    /// made only when a place has some (``decorated(_:)``, ``prioritized(_:)``), not on the element.
    final var isShared = false

    /// The element's size for a proposal. An element that measures in more than a few steps (a
    /// layered stack, a view that fits, a custom layout) remembers its sizes in its ``measure(_:)``
    /// (``RememberedSizes``); the others forward to their child or compute it.
    @inline(__always)
    final func sizeThatFits(_ proposal: ProposedSize) -> Size {
        measure(proposal)
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
        guard !placesOwnDecorations, let decorations, !decorations.isEmpty else { return node }
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

/// Sizes an element measured, in the order asked, for the elements that remember theirs: an element
/// is asked only a handful of proposals, so a short list searched with `==` (what a Dictionary
/// compares keys with) is faster than hashing two optional Doubles on every lookup. The first four
/// are kept in place, so the usual element allocates no list (a stack asks each child about four
/// proposals: ideal, smallest, largest, its share).
///
/// Kept by its element with unchecked exclusivity, as every cache an element keeps: an element
/// belongs to one layout pass on one thread, and each access reads or appends without calling out
/// while it lasts, so the runtime's dynamic check (a thread-local access set, several per node)
/// proves nothing. Without it here and on a stack's distributions and a view that fits' children:
/// +5.4% layout instructions; time not resolved on the loaded host (2026-12-03, BENCHMARKS.md, issue 25).
struct RememberedSizes {
    private typealias Entry = (proposal: ProposedSize, size: Size)
    private static let unused: Entry = (ProposedSize(width: nil, height: nil), Size(width: 0, height: 0))
    private var count = 0
    private var kept: (Entry, Entry, Entry, Entry) = (unused, unused, unused, unused)
    private var more: [Entry] = []

    /// The size remembered for a proposal, if any.
    func size(for proposal: ProposedSize) -> Size? {
        if count > 0, kept.0.proposal == proposal { return kept.0.size }
        if count > 1, kept.1.proposal == proposal { return kept.1.size }
        if count > 2, kept.2.proposal == proposal { return kept.2.size }
        if count > 3, kept.3.proposal == proposal { return kept.3.size }
        for known in more where known.proposal == proposal { return known.size }
        return nil
    }

    /// Remembers the size for a proposal not remembered yet.
    mutating func remember(_ size: Size, for proposal: ProposedSize) {
        switch count {
        case 0: kept.0 = (proposal, size)
        case 1: kept.1 = (proposal, size)
        case 2: kept.2 = (proposal, size)
        case 3: kept.3 = (proposal, size)
        default: more.append((proposal, size))
        }
        count += 1
    }
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

    init(child: LayoutElement, environment: EnvironmentValues, placesOwnDecorations: Bool = false) {
        self.child = child
        super.init(environment: environment, placesOwnDecorations: placesOwnDecorations)
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
