/// Padding: the child gets the proposal less the insets; the element is the child plus the insets.
final class PaddingElement: WrapperElement {
    let insets: EdgeInsets

    init(child: LayoutElement, insets: EdgeInsets, environment: EnvironmentValues) {
        self.insets = insets
        super.init(child: child, environment: environment)
    }

    override var kind: LaidOutNode.Kind { .padding }

    override func measure(_ proposal: ProposedSize) -> Size {
        let inner = ProposedSize(
            width: proposal.width.map { max($0 - insets.horizontal, 0) },
            height: proposal.height.map { max($0 - insets.vertical, 0) }
        )
        let size = child.sizeThatFits(inner)
        return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    override func placeNode(in frame: Rect) -> LaidOutNode {
        let leading = layoutDirection == .leftToRight ? insets.leading : insets.trailing
        let inner = Rect(
            x: frame.minX + leading, y: frame.minY + insets.top,
            width: max(frame.width - insets.horizontal, 0), height: max(frame.height - insets.vertical, 0)
        )
        return LaidOutNode(kind: kind, frame: frame, children: [child.place(in: inner)])
    }
}

/// Fixed and flexible frames, with SwiftUI's rules.
///
/// A fixed frame proposes its size (or the parent's proposal on an unspecified axis) and is exactly
/// that size. A flexible frame proposes the parent's proposal clamped to its bounds (its ideal size
/// when the parent proposes none), then takes the child's size clamped between the bounds, reaching
/// out to the proposal: `maxWidth: .infinity` fills the offered width, `minWidth: 34` is at least 34.
final class FrameElement: WrapperElement {
    /// The frame's bounds and alignment: the node without its content, which the element does not
    /// keep (a node tree is let go as its elements are made, so its memory is reused at once).
    let bounds: Frame.Bounds

    init(child: LayoutElement, node: Frame, environment: EnvironmentValues) {
        self.bounds = node.bounds
        super.init(child: child, environment: environment)
    }

    override var kind: LaidOutNode.Kind { .frame }

    override func measure(_ proposal: ProposedSize) -> Size {
        if bounds.isFixed {
            // Fixed on both axes, the frame is its size whatever its child's: the child is asked
            // only where it is placed, not at every proposal a stack probes.
            if let width = bounds.idealWidth, let height = bounds.idealHeight { return Size(width: width, height: height) }
            let inner = ProposedSize(width: bounds.idealWidth ?? proposal.width, height: bounds.idealHeight ?? proposal.height)
            let size = child.sizeThatFits(inner)
            return Size(width: bounds.idealWidth ?? size.width, height: bounds.idealHeight ?? size.height)
        }
        let offered = ProposedSize(
            width: Self.clamp(proposal.width ?? bounds.idealWidth, bounds.minWidth, bounds.maxWidth),
            height: Self.clamp(proposal.height ?? bounds.idealHeight, bounds.minHeight, bounds.maxHeight)
        )
        let size = child.sizeThatFits(offered)
        return Size(
            width: Self.resolve(size.width, offered: offered.width, min: bounds.minWidth, max: bounds.maxWidth),
            height: Self.resolve(size.height, offered: offered.height, min: bounds.minHeight, max: bounds.maxHeight)
        )
    }

    override func placeNode(in frame: Rect) -> LaidOutNode {
        let childSize = child.sizeThatFits(ProposedSize(frame.size))
        return LaidOutNode(kind: kind, frame: frame, children: [child.place(in: frame.aligned(childSize, bounds.alignment, layoutDirection))])
    }

    private static func clamp(_ value: Double?, _ lower: Double?, _ upper: Double?) -> Double? {
        guard var value else { return nil }
        if let lower { value = max(value, lower) }
        if let upper { value = min(value, upper) }
        return value
    }

    private static func resolve(_ childSize: Double, offered: Double?, min lower: Double?, max upper: Double?) -> Double {
        var result = childSize
        let target = offered ?? childSize
        if let lower { result = max(lower, min(result, target)) }
        if let upper { result = min(upper, max(result, target)) }
        if result.isInfinite { result = childSize }
        return result
    }
}

/// Background and overlay: the content decides the size; the layer is proposed that size.
final class LayeredElement: WrapperElement {
    let layer: LayoutElement
    let placement: Layered.Placement
    let alignment: Alignment

    init(child: LayoutElement, layer: LayoutElement, placement: Layered.Placement, alignment: Alignment, environment: EnvironmentValues) {
        self.layer = layer
        self.placement = placement
        self.alignment = alignment
        super.init(child: child, environment: environment)
    }

    override var kind: LaidOutNode.Kind { placement == .background ? .background : .overlay }

    override func placeNode(in frame: Rect) -> LaidOutNode {
        let content = child.place(in: frame)
        let layerSize = layer.sizeThatFits(ProposedSize(frame.size))
        let layered = layer.place(in: frame.aligned(layerSize, alignment, layoutDirection))
        let children = placement == .background ? [layered, content] : [content, layered]
        return LaidOutNode(kind: kind, frame: frame, children: children)
    }
}

/// Opacity: drawn more transparent; the size is the child's.
final class OpacityElement: WrapperElement {
    let opacity: Double

    init(child: LayoutElement, opacity: Double, environment: EnvironmentValues) {
        self.opacity = opacity
        super.init(child: child, environment: environment)
    }

    override var kind: LaidOutNode.Kind { .opacity }

    override func placeNode(in frame: Rect) -> LaidOutNode {
        LaidOutNode(kind: kind, frame: frame, children: [child.place(in: frame)], opacity: opacity)
    }
}

/// A button: laid out as its label; its hit area is at least 44×44 pt around the same centre.
///
/// A disabled button draws its label at ``Button/disabledOpacity``, as SwiftUI dims a disabled
/// control, whatever style drew the label.
final class ButtonElement: WrapperElement {
    /// The button's action, role and repeating, without its label node (see `FrameElement.bounds`).
    let action: ActionID
    let role: ButtonRole?
    let repeatsWhileHeld: Bool
    let isEnabled: Bool
    /// Whether the environment focuses this button's action; the pass's focus decides whether it is the one.
    let wantsFocus: Bool
    /// The pass's focus: the first button placed with the focused action takes it.
    let focus: ElementBuilder.Pass
    let perform: (@Sendable () -> Void)?

    init(child: LayoutElement, node: Button, environment: EnvironmentValues, focus: ElementBuilder.Pass) {
        self.action = node.action
        self.perform = node.perform
        self.role = node.role
        self.repeatsWhileHeld = node.repeatsWhileHeld
        self.isEnabled = environment.isEnabled
        self.wantsFocus = environment.focusedAction == node.action
        self.focus = focus
        super.init(child: child, environment: environment, placesOwnDecorations: true)
    }

    override var kind: LaidOutNode.Kind { .button }

    override func placeNode(in frame: Rect) -> LaidOutNode {
        // Placed in tree order: focus is on one element, the first button with the focused action.
        let isFocused = wantsFocus && focus.takeFocus()
        let info = ButtonInfo(
            action: action, role: role, hitArea: frame.expanded(toAtLeast: Button.minimumHitSize),
            isEnabled: isEnabled, repeatsWhileHeld: repeatsWhileHeld, isFocused: isFocused, perform: perform
        )
        // The button's decorations in the node's one extras with the button: what merging them over
        // extras of the button alone makes, without the second object.
        let extras = decorations.map { decorations in
            LaidOutNode.Extras(
                firstTag: decorations.firstTag, moreTags: decorations.moreTags, button: info, accessibility: decorations.accessibility,
                reachableActions: decorations.reachableActions, modelValues: decorations.modelValues
            )
        } ?? LaidOutNode.Extras(button: info)
        return LaidOutNode(
            kind: kind, frame: frame, content: .none, children: [child.place(in: frame)],
            opacity: isEnabled ? 1 : Button.disabledOpacity, extras: extras
        )
    }
}

/// An offset: laid out in place, drawn moved.
final class OffsetElement: WrapperElement {
    let offset: Vector

    init(child: LayoutElement, offset: Vector, environment: EnvironmentValues) {
        self.offset = offset
        super.init(child: child, environment: environment)
    }

    override var kind: LaidOutNode.Kind { .offset }

    override func placeNode(in frame: Rect) -> LaidOutNode {
        child.place(in: frame.offsetBy(dx: offset.dx, dy: offset.dy))
    }
}

/// A fixed size: the child is proposed nothing (its ideal size) on the fixed axes.
final class FixedSizeElement: WrapperElement {
    let axes: Axes

    init(child: LayoutElement, axes: Axes, environment: EnvironmentValues) {
        self.axes = axes
        super.init(child: child, environment: environment)
    }

    override var kind: LaidOutNode.Kind { .fixedSize }

    override func measure(_ proposal: ProposedSize) -> Size {
        child.sizeThatFits(ProposedSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height
        ))
    }

    override func placeNode(in frame: Rect) -> LaidOutNode {
        child.place(in: frame)
    }
}
