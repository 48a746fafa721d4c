/// A moment of a view changing from one state to another under an animation, as SwiftUI draws it.
///
/// Both states are laid out; the view is as large as the way from the old size to the new one at
/// ``progress``, both states centred in it, and the drawn tree is their interpolation
/// (`LaidOutNode.interpolating(from:to:progress:)`): a background around changing content
/// resizes as one, what only one state has fades. A component that draws its change at a moment of
/// a timeline (the add-to-cart stepper's morph from Add) shows it through this view.
package struct Morph: View {
    /// The state the change starts from.
    package let from: AnyView
    /// The state the change ends in.
    package let to: AnyView
    /// The animation's progress: 0 at the start, 1 at rest, past 1 while a spring overshoots.
    package let progress: Double
    public typealias Body = Never

    /// The moment of a change between two states at a progress of its animation.
    package init(from: some View, to: some View, progress: Double) {
        self.from = AnyView(from)
        self.to = AnyView(to)
        self.progress = progress.isFinite ? progress : 1
    }
}

extension Morph: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        // The new state at the place it keeps once the change is over; the old one beside it.
        let old = try builder.single(from, in: environment, identity: identity.child(at: 0))
        let new = try builder.single(to, in: environment, identity: identity)
        return .one(MorphElement(from: old, to: new, progress: progress, environment: environment))
    }
}

/// Lays out both states of a ``Morph`` and places their interpolation.
final class MorphElement: LayoutElement {
    let from: LayoutElement
    let to: LayoutElement
    let progress: Double

    init(from: LayoutElement, to: LayoutElement, progress: Double, environment: EnvironmentValues) {
        self.from = from
        self.to = to
        self.progress = progress
        super.init(environment: environment)
    }

    /// Sizes measured, remembered: unchecked exclusivity (see ``RememberedSizes``).
    @exclusivity(unchecked) private var sizes = RememberedSizes()

    /// The states' sizes behind each size measured, so that placing at a measured size places each
    /// state at the size it took for the same proposal.
    private var measured: [(size: Size, old: Size, new: Size)] = []

    override func measure(_ proposal: ProposedSize) -> Size {
        if let known = sizes.size(for: proposal) { return known }
        let size = measureOnce(proposal)
        sizes.remember(size, for: proposal)
        return size
    }

    private func measureOnce(_ proposal: ProposedSize) -> Size {
        // Offered a size it reported (a parent placing it at its size), it is that size: the states
        // keep the sizes they took for the proposal behind it, as an animation draws the new layout's
        // geometry on its way, rather than laying the states out again in the moving frame.
        if let known = measured.first(where: { ProposedSize($0.size) == proposal }) { return known.size }
        let old = from.sizeThatFits(proposal)
        let new = to.sizeThatFits(proposal)
        let size = Size(
            width: max(old.width + (new.width - old.width) * progress, 0),
            height: max(old.height + (new.height - old.height) * progress, 0)
        )
        measured.append((size, old, new))
        return size
    }

    override func placeNode(in frame: Rect) -> LaidOutNode {
        // Each state at the size it took when the morph measured this size (else at what the frame
        // proposes), centred: the old and new frames the interpolation moves between.
        let sizes = measured.last { $0.size == frame.size }.map { ($0.old, $0.new) }
            ?? (from.sizeThatFits(ProposedSize(frame.size)), to.sizeThatFits(ProposedSize(frame.size)))
        let old = from.place(in: frame.aligned(sizes.0, .center, layoutDirection))
        let new = to.place(in: frame.aligned(sizes.1, .center, layoutDirection))
        return LaidOutNode.interpolating(from: old, to: new, progress: progress)
    }
}
