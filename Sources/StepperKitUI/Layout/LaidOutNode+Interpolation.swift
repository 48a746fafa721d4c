extension LaidOutNode {
    /// A moment of an animated change between two laid-out states of one view, drawn as SwiftUI draws
    /// an implicit animation: what both states have at the same place moves and resizes, what only
    /// one has fades.
    ///
    /// Nodes correspond when they have the same kind and draw the same thing (the same shape or icon,
    /// the same lines of text at the same size); their frames move from `from`'s to `to`'s with
    /// `progress`, which a spring carries past 1 before it settles, and they keep `to`'s properties,
    /// what assistive technology reads once the change is made. Children correspond by position when
    /// both nodes have as many. A node without a counterpart fades: `from`'s out at its old frame,
    /// hidden from assistive technology, `to`'s in at its new one, both at `progress` held to 0…1.
    /// So a background capsule around content that changes is one capsule that resizes, not two.
    static func interpolating(from: LaidOutNode, to: LaidOutNode, progress: Double) -> LaidOutNode {
        let fraction = min(max(progress, 0), 1)
        guard from.corresponds(to: to) else {
            return LaidOutNode(
                kind: .zStack, frame: from.frame.interpolated(to: to.frame, progress),
                children: [from.fadingOut(to: 1 - fraction), to.fading(to: fraction)]
            )
        }
        return from.interpolated(to: to, progress: progress, fraction: fraction)
    }

    /// This node moved toward its counterpart, with the counterpart's properties; children as
    /// ``interpolating(from:to:progress:)`` says.
    private func interpolated(to target: LaidOutNode, progress: Double, fraction: Double) -> LaidOutNode {
        var children: [LaidOutNode] = []
        if self.children.count == target.children.count {
            children.reserveCapacity(target.children.count)
            for (old, new) in zip(self.children, target.children) {
                if old.corresponds(to: new) {
                    children.append(old.interpolated(to: new, progress: progress, fraction: fraction))
                } else {
                    children.append(old.fadingOut(to: 1 - fraction))
                    children.append(new.fading(to: fraction))
                }
            }
        } else {
            children = self.children.map { $0.fadingOut(to: 1 - fraction) } + target.children.map { $0.fading(to: fraction) }
        }
        // The area that responds to touch moves with the button.
        let extras = self.button.map { target.extras(hitArea: $0.hitArea.interpolated(to: target.button?.hitArea ?? $0.hitArea, progress)) }
            ?? target.extras
        return LaidOutNode(
            kind: target.kind, frame: frame.interpolated(to: target.frame, progress), content: target.content,
            children: children, opacity: opacity + (target.opacity - opacity) * fraction, extras: extras
        )
    }

    /// Whether this node and another are one node in two states: the same kind, drawing the same
    /// thing. A text corresponds only to the same lines at the same size (a changed text is a new
    /// one, as SwiftUI's opacity transition draws it); a shape or an icon may change its size.
    private func corresponds(to other: LaidOutNode) -> Bool {
        guard kind == other.kind, button?.action == other.button?.action else { return false }
        switch (content, other.content) {
        case (.none, .none):
            return true
        case (.shape(let old), .shape(let new)):
            return old.kind == new.kind
        case (.icon(let old), .icon(let new)):
            return old.name == new.name && old.isMirrored == new.isMirrored
        case (.text(let old), .text(let new)):
            return old.shownText == new.shownText && old.resolvedFont.size == new.resolvedFont.size
                && abs(frame.width - other.frame.width) < 1e-9 && abs(frame.height - other.frame.height) < 1e-9
        default:
            return false
        }
    }

    /// The node drawn at a share of its opacity, as a transition fades it in.
    private func fading(to share: Double) -> LaidOutNode {
        LaidOutNode(kind: kind, frame: frame, content: content, children: children, opacity: opacity * share, extras: extras)
    }

    /// The node drawn at a share of its opacity and hidden from assistive technology: a state going
    /// away is not read while it fades.
    private func fadingOut(to share: Double) -> LaidOutNode {
        let hidden = Extras(accessibility: AccessibilityInfo(
            label: nil, value: nil, hint: nil, traits: [], isHidden: true, children: nil, adjustableActions: nil
        ))
        return LaidOutNode(
            kind: kind, frame: frame, content: content, children: children, opacity: opacity * share,
            extras: extras.map { $0.applying(hidden) } ?? hidden
        )
    }
}

extension LaidOutNode {
    /// The node's extras with its button answering touch in another area; its extras as they are when
    /// it is not a button. For what moves a drawn button: an animation, a scale effect.
    func extras(hitArea: Rect) -> Extras? {
        guard let button else { return extras }
        let moved = ButtonInfo(
            action: button.action, role: button.role, hitArea: hitArea, isEnabled: button.isEnabled,
            repeatsWhileHeld: button.repeatsWhileHeld, isFocused: button.isFocused, perform: button.perform
        )
        return Extras(
            firstTag: extras?.firstTag, moreTags: extras?.moreTags ?? [], button: moved, accessibility: accessibility,
            reachableActions: reachableActions, modelValues: modelValues
        )
    }
}

extension Rect {
    /// The rectangle a share of the way to another, each edge moving in a straight line; a share past
    /// 1 (a spring's overshoot) goes beyond it. Never narrower or shorter than nothing.
    func interpolated(to other: Rect, _ share: Double) -> Rect {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * share }
        return Rect(
            x: mix(minX, other.minX), y: mix(minY, other.minY),
            width: max(mix(width, other.width), 0), height: max(mix(height, other.height), 0)
        )
    }
}
