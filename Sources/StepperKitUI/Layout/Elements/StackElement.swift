/// HStack and VStack: SwiftUI's distribution of space along the main axis.
///
/// With a proposal on the main axis, children are offered space by layout priority, highest first,
/// and within a priority from the least flexible to the most flexible (flexibility = largest size −
/// smallest size along the axis; spacers count as the most flexible), each getting an equal share of
/// what is left; the stack is as large as its children and the spacing between them. Without a
/// proposal, every child takes its ideal size.
final class StackElement: LayoutElement {
    let axis: Axis
    let crossAlignment: Alignment
    let spacing: Double
    let children: [LayoutElement]

    /// SwiftUI's default spacing between stack children.
    static let defaultSpacing = 8.0

    /// Calls `body` with the child at an index, borrowed: `children` keeps every child alive while
    /// the stack is, so asking one for its size needs no retain and release (a stack asks each child
    /// up to four times while distributing, and a screen distributes hundreds of times).
    ///
    /// Without it (`body(children[index])`): +1.2% layout instructions; time not resolved on the
    /// loaded host (2026-12-03, BENCHMARKS.md, issue 25).
    @inline(__always)
    private func withChild<Result>(_ index: Int, _ body: (LayoutElement) -> Result) -> Result {
        children.withUnsafeBufferPointer { children in
            UnsafeRawPointer(children.baseAddress.unsafelyUnwrapped + index)
                .load(as: Unmanaged<LayoutElement>.self)
                ._withUnsafeGuaranteedRef(body)
        }
    }

    init(axis: Axis, alignment: Alignment, spacing: Double?, children: [LayoutElement], environment: EnvironmentValues) {
        self.axis = axis
        self.crossAlignment = alignment
        self.spacing = spacing ?? Self.defaultSpacing
        self.children = children
        // Its distributions are remembered (below), and its size is their sum: remembering sizes as
        // well would keep a second list, allocated per stack, for the same proposals.
        super.init(environment: environment)
    }

    override var kind: LaidOutNode.Kind { axis == .horizontal ? .hStack : .vStack }

    override func measure(_ proposal: ProposedSize) -> Size {
        distributions[distribution(for: proposal) + 1]
    }

    /// Distributions already made: a stack is placed at a size it measured, so place reads what
    /// measure found instead of asking every child again. One array for all of them, not one each
    /// and not a second for the children's sizes: each distribution is a head of two sizes (its
    /// proposal, encoded by ``encoded(_:)``, and the stack's size) followed by its children's sizes
    /// in child order. Sizes alone, not (proposal, size) pairs: a third of the bytes, so a stack's
    /// list is a small allocation and regrows less often (pairs: +0.3% layout instructions, 2026-12-07).
    /// Unchecked exclusivity, as ``RememberedSizes`` (measured there with this one).
    @exclusivity(unchecked) private var distributions: [Size] = []

    /// A proposal as a size, for a distribution's head: an open axis as a NaN no arithmetic makes.
    private static func encoded(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? openAxis, height: proposal.height ?? openAxis)
    }

    /// An open axis in a head: a NaN with a payload of its own, which no length a layout computes has.
    private static let openAxis = Double(bitPattern: 0x7FF8_0000_5354_4B31)

    /// The index of a proposal's distribution's head, distributed and kept the first time; the
    /// stack's size is at the index after it, its children's sizes after that.
    private func distribution(for proposal: ProposedSize) -> Int {
        let stride = children.count + 2
        // A head holds a proposal when their bits are the same: two integer comparisons, not
        // optional lengths compared as numbers. Only lengths `==` calls equal but spelt in other
        // bits (0 and −0) miss, and are distributed again to the same result (−0.5% layout instructions, 2026-12-08).
        let key = Self.encoded(proposal)
        let (width, height) = (key.width.bitPattern, key.height.bitPattern)
        var head = 0
        while head < distributions.count {
            let kept = distributions[head]
            if kept.width.bitPattern == width, kept.height.bitPattern == height { return head }
            head += stride
        }
        return withUnsafeTemporaryAllocation(of: Size.self, capacity: children.count) { sizes in
            // Distributed before it is kept: distributing may keep the ideal distribution first.
            let size = distribute(proposal, into: sizes)
            // A stack is asked a handful of proposals (ideal, smallest, largest, its share, and
            // where it is placed the ideal and the share across its height): room for six at once
            // (four: 1.4 more allocations a layout as the list regrows, 2026-12-08).
            if distributions.isEmpty { distributions.reserveCapacity(6 * stride) }
            let head = distributions.count
            distributions.append(Self.encoded(proposal))
            distributions.append(size)
            // One by one: room was made, and the generic append of a buffer walks it slower.
            for size in sizes { distributions.append(size) }
            return head
        }
    }

    override func placeNode(in frame: Rect) -> LaidOutNode {
        var placed: [LaidOutNode] = []
        placed.reserveCapacity(children.count)
        forEachChildFrame(in: frame) { index, childFrame in
            placed.append(withChild(index) { $0.place(in: childFrame) })
        }
        return LaidOutNode(kind: kind, frame: frame, children: placed)
    }

    /// Calls `body` with each child's index and frame in the stack's frame, in child order: the
    /// distribution for the frame's size, each child in its slot along the axis, aligned across it.
    /// What ``placeNode(in:)`` places, and what ``HStackLayout`` and ``VStackLayout`` place subviews at.
    @inline(__always)
    func forEachChildFrame(in frame: Rect, _ body: (Int, Rect) -> Void) {
        let proposal = ProposedSize(frame.size)
        let first = distribution(for: proposal) + 2
        let sizes = distributions[first..<(first + children.count)]
        let crossSize = frame.size.value(on: axis.other)
        var position = axis == .horizontal ? frame.minX : frame.minY
        let leftToRight = layoutDirection == .leftToRight || axis == .vertical
        if !leftToRight { position = frame.maxX }
        for (index, size) in zip(children.indices, sizes) {
            let main = size.value(on: axis)
            let slotOrigin = leftToRight ? position : position - main
            let slot = axis == .horizontal
                ? Rect(x: slotOrigin, y: frame.minY, width: main, height: crossSize)
                : Rect(x: frame.minX, y: slotOrigin, width: crossSize, height: main)
            body(index, slot.aligned(size, crossAlignment, layoutDirection))
            position += (leftToRight ? 1 : -1) * (main + spacing)
        }
    }

    /// Each child's size for a proposal, in child order.
    ///
    /// SwiftUI's algorithm: children are grouped by layout priority, highest first; each group is
    /// offered what is left once the lower groups have their minimum sizes, and within a group the
    /// least flexible child is offered an equal share first. A stack offered exactly its ideal length
    /// gives every child its ideal length, as it does without a proposal: a stack placed at the size
    /// it asked for lays out as it measured (any other split of the same length would shrink one
    /// child below its ideal size — a label split inside a word — to widen another).
    ///
    /// The sizes are written to `sizes`, which has room for as many as there are children (every
    /// element is initialized); the stack's size, their total, is returned.
    private func distribute(_ proposal: ProposedSize, into sizes: UnsafeMutableBufferPointer<Size>) -> Size {
        let cross = proposal.value(on: axis.other)
        guard let available = proposal.value(on: axis) else {
            for index in children.indices {
                sizes.initializeElement(at: index, to: withChild(index) { $0.sizeThatFits(.along(axis, main: nil, cross: cross)) })
            }
            return total(UnsafeBufferPointer(sizes))
        }
        // Every child starts at its ideal size: the stack's ideal distribution across the same
        // length, kept (the usual stack was asked it first), rather than each child asked again
        // through its modifiers for every length the stack is offered.
        let idealHead = distribution(for: .along(axis, main: nil, cross: cross))
        let ideal = distributions[idealHead + 1]
        for index in children.indices {
            sizes.initializeElement(at: index, to: distributions[idealHead + 2 + index])
        }
        if abs(available - ideal.value(on: axis)) <= Self.tolerance { return ideal }
        // What each child needs to share the length out, kept on the stack rather than in arrays:
        // a screen distributes hundreds of times.
        withUnsafeTemporaryAllocation(of: Share.self, capacity: children.count) { shares in
            for index in children.indices {
                let share = withChild(index) { child in
                    let smallest = child.sizeThatFits(.along(axis, main: 0, cross: cross)).value(on: axis)
                    return Share(smallest: smallest, flexibility: 0, priority: child.priority)
                }
                shares.initializeElement(at: index, to: share)
            }
            for index in children.indices {
                shares[index].flexibility = withChild(index) { child in
                    if child.isSpacer { return .infinity }
                    return child.sizeThatFits(.along(axis, main: .infinity, cross: cross)).value(on: axis) - shares[index].smallest
                }
            }
            var remaining = available - spacing * Double(max(children.count - 1, 0))
            // Each group is sized in place over the ideal sizes: every child is in exactly one group.
            withUnsafeTemporaryAllocation(of: Int.self, capacity: children.count) { group in
                // Plain loops over the few children, not lazy maps, a sort and a filter (each a
                // generic call with a closure): a screen shares lengths out a few times a stack.
                var priority = shares.first?.priority ?? 0
                for share in shares where priority < share.priority { priority = share.priority }
                while true {
                    var members = 0
                    var reserved = 0.0
                    for index in shares.indices {
                        if shares[index].priority == priority {
                            group.initializeElement(at: members, to: index)
                            members += 1
                        }
                        if shares[index].priority < priority { reserved += shares[index].smallest }
                    }
                    // Least flexible first, then in child order: sorted by insertion, as the
                    // standard library sorts so few.
                    for position in 1..<max(members, 1) {
                        let index = group[position]
                        var slot = position
                        while slot > 0, (shares[index].flexibility, index) < (shares[group[slot - 1]].flexibility, group[slot - 1]) {
                            group[slot] = group[slot - 1]
                            slot -= 1
                        }
                        group[slot] = index
                    }
                    var offered = remaining - reserved
                    for position in 0..<members {
                        let index = group[position]
                        let share = max(offered, 0) / Double(members - position)
                        let size = withChild(index) { $0.sizeThatFits(.along(axis, main: share, cross: cross)) }
                        sizes[index] = size
                        offered -= size.value(on: axis)
                        remaining -= size.value(on: axis)
                    }
                    // The next lower priority, if any child has one.
                    var lower: Double?
                    for share in shares where share.priority < priority {
                        if let found = lower, !(found < share.priority) { continue }
                        lower = share.priority
                    }
                    guard let lower else { break }
                    priority = lower
                }
            }
        }
        return total(UnsafeBufferPointer(sizes))
    }

    /// A child's smallest length along the axis, its flexibility and its priority, while distributing.
    private struct Share {
        var smallest: Double
        var flexibility: Double
        var priority: Double
    }

    /// Lengths closer than this are the same: absorbs rounding in sums of widths.
    private static let tolerance = 1e-6

    private func total(_ sizes: UnsafeBufferPointer<Size>) -> Size {
        guard let first = sizes.first else { return .zero }
        // The axis decided once, not for every child: widths along an HStack, heights across it.
        let horizontal = axis == .horizontal
        var main = horizontal ? first.width : first.height
        var cross = horizontal ? first.height : first.width
        for size in sizes.dropFirst() {
            main += horizontal ? size.width : size.height
            let across = horizontal ? size.height : size.width
            if cross < across { cross = across }
        }
        main += spacing * Double(sizes.count - 1)
        return horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}

/// A spacer: as long as its stack offers along the stack's axis (at least its minimum length), and
/// nothing across it.
final class SpacerElement: LayoutElement {
    let minLength: Double
    /// The axis of the stack it sits in; nil outside stacks, where it grows on both axes.
    let axis: Axis?

    init(minLength: Double?, axis: Axis?, environment: EnvironmentValues) {
        self.minLength = minLength ?? StackElement.defaultSpacing
        self.axis = axis
        super.init(environment: environment)
    }

    override var kind: LaidOutNode.Kind { .spacer }
    override var isSpacer: Bool { true }

    override func measure(_ proposal: ProposedSize) -> Size {
        func length(_ offered: Double?) -> Double {
            guard let offered, offered.isFinite else { return minLength }
            return max(offered, minLength)
        }
        switch axis {
        case .horizontal: return Size(width: length(proposal.width), height: 0)
        case .vertical: return Size(width: 0, height: length(proposal.height))
        case nil: return Size(width: length(proposal.width), height: length(proposal.height))
        }
    }
}

/// ZStack: every child gets the same proposal; the stack is as large as the largest child.
final class ZStackElement: LayoutElement {
    let alignment: Alignment
    let children: [LayoutElement]

    init(alignment: Alignment, children: [LayoutElement], environment: EnvironmentValues) {
        self.alignment = alignment
        self.children = children
        super.init(environment: environment)
    }

    override var kind: LaidOutNode.Kind { .zStack }

    /// Sizes measured, remembered: unchecked exclusivity (see ``RememberedSizes``).
    @exclusivity(unchecked) private var sizes = RememberedSizes()

    override func measure(_ proposal: ProposedSize) -> Size {
        if let known = sizes.size(for: proposal) { return known }
        let size = Size.enclosing(children.lazy.map { $0.sizeThatFits(proposal) })
        sizes.remember(size, for: proposal)
        return size
    }

    override func placeNode(in frame: Rect) -> LaidOutNode {
        let proposal = ProposedSize(frame.size)
        let placed = children.map { $0.place(in: frame.aligned($0.sizeThatFits(proposal), alignment, layoutDirection)) }
        return LaidOutNode(kind: kind, frame: frame, children: placed)
    }
}

/// ViewThatFits: the first child whose ideal size fits the proposal on the constrained axes.
///
/// Children are built from their nodes in order, when a proposal first needs them: once one fits,
/// the rest are never built. A child that fails to build counts as absent, and the pass throws its
/// error when it ends (``ElementBuilder/pass``), so nothing is lost that layout needed.
final class ViewThatFitsElement: LayoutElement {
    let axes: Axes
    /// The candidates' views, in order; each makes zero or more children. A block's own list of
    /// views, not a copy: each is at its place as a child of the block (`identity.child(at:)`), or
    /// a single candidate (not a block) at the view's own place.
    private let candidates: [AnyView]
    /// Whether the candidates are a block's views, each at a place of its own.
    private let isBlock: Bool
    /// The view that fits' place.
    private let identity: ViewIdentity
    /// The index of the first candidate not built yet.
    private var nextCandidate = 0
    /// The children built so far, in order; unchecked exclusivity, as ``RememberedSizes`` (measured there).
    @exclusivity(unchecked) private var children: [LayoutElement] = []
    private let builder: ElementBuilder
    private let environment: EnvironmentValues

    init(axes: Axes, candidates: [AnyView], isBlock: Bool, identity: ViewIdentity, builder: ElementBuilder, environment: EnvironmentValues) {
        self.axes = axes
        self.candidates = candidates
        self.isBlock = isBlock
        self.identity = identity
        self.builder = builder
        self.environment = environment
        super.init(environment: environment)
    }

    /// Sizes measured, remembered: unchecked exclusivity (see ``RememberedSizes``).
    @exclusivity(unchecked) private var sizes = RememberedSizes()

    override var kind: LaidOutNode.Kind { .viewThatFits }

    /// Builds the next candidate's children; false when every candidate is built.
    private func buildNext() -> Bool {
        guard nextCandidate < candidates.count else { return false }
        let index = nextCandidate
        nextCandidate += 1
        do {
            let made = try builder.elements(
                for: candidates[index], in: environment, identity: isBlock ? identity.child(at: index) : identity
            )
            // Room for one element per candidate, the usual count, when the first is built.
            if children.isEmpty { children.reserveCapacity(candidates.count - index) }
            switch made {
            case .none: break
            case .one(let element): children.append(element)
            case .many(let elements): children.append(contentsOf: elements)
            }
        } catch {
            builder.pass.record(error)
        }
        return true
    }

    /// The child at an index, building candidates until it exists; nil past the last.
    private func child(at index: Int) -> LayoutElement? {
        while index >= children.count {
            guard buildNext() else { return nil }
        }
        return children[index]
    }

    private func choice(for proposal: ProposedSize) -> LayoutElement? {
        let ideal = ProposedSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height
        )
        var index = 0
        while let child = child(at: index) {
            let size = child.sizeThatFits(ideal)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { size.width <= $0 + 0.0001 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { size.height <= $0 + 0.0001 } ?? true
            if fitsWidth && fitsHeight { return child }
            index += 1
        }
        return children.last
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        if let known = sizes.size(for: proposal) { return known }
        let size = choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
        sizes.remember(size, for: proposal)
        return size
    }

    override func placeNode(in frame: Rect) -> LaidOutNode {
        let placed = choice(for: ProposedSize(frame.size)).map { [$0.place(in: frame)] } ?? []
        return LaidOutNode(kind: kind, frame: frame, children: placed)
    }
}

extension Size {
    /// The largest width and the largest height of some sizes (zero when there are none): a layered
    /// stack's size, its children's sizes for the same proposal.
    static func enclosing(_ sizes: some Sequence<Size>) -> Size {
        var width: Double?
        var height: Double?
        for size in sizes {
            if width.map({ $0 < size.width }) ?? true { width = size.width }
            if height.map({ $0 < size.height }) ?? true { height = size.height }
        }
        return Size(width: width ?? 0, height: height ?? 0)
    }
}
