public import StepperKitLocalization
public import StepperKitText

/// One node of a laid-out tree: its frame in points, what it draws, and what it means to assistive technology.
///
/// Renderers and the audit walk this tree; it is immutable.
///
/// ```swift
/// let screen = try LayoutEngine().layout(AddToCartStepper(quantity: 2), in: EnvironmentValues())
/// print(screen.root.dump())
/// ```
public struct LaidOutNode: Sendable {
    /// What made the node, such as a horizontal stack, a text or a button; its name is what dumps and findings print.
    public let kind: Kind
    /// The frame in the root's coordinates.
    public let frame: Rect
    /// What the node itself draws.
    public let content: Content
    /// Child nodes, back to front.
    public let children: [LaidOutNode]
    /// Opacity applied to the node and its children.
    public let opacity: Double
    /// The names given with the tag modifier, innermost first (a component's tag follows its style's).
    public var tags: [String] {
        guard let first = extras?.firstTag else { return [] }
        return [first] + (extras?.moreTags ?? [])
    }
    /// The innermost name given with the tag modifier.
    public var tag: String? { extras?.firstTag }
    /// The button this node is, if any.
    public var button: ButtonInfo? { extras?.button }
    /// Accessibility properties set on this node.
    public var accessibility: AccessibilityInfo? { extras?.accessibility }
    /// The actions keys and assistive technology reach on this node without a button.
    public var reachableActions: [ReachableAction] { extras?.reachableActions ?? [] }
    /// What this subtree shows of its model, or was computed from.
    public var modelValues: [ModelValueClaim] { extras?.modelValues ?? [] }
    /// Tags, button, accessibility properties and audit claims, behind one reference: most nodes have
    /// none of them, and a node is copied and torn down as a tree is built and read, one release per
    /// reference it holds.
    let extras: Extras?

    /// What modifiers and buttons add to a node (see ``extras``).
    ///
    /// A layout element gathers its decorations in one as its modifiers are built (``apply(_:)``), and
    /// its laid-out node takes that one as it is, rather than a list of decorations read into a new
    /// one when placed. `@unchecked Sendable`: it is changed only while the layout pass that made it
    /// builds its elements, on that pass's thread, and never once a node holds it; the tree a pass
    /// returns is immutable. For the same reason its fields skip the run time's exclusivity check
    /// (a thread-local access set per read), as a layout element's caches do. Without it: +1.9% layout
    /// instructions; time not resolved on the loaded host (2026-12-03, BENCHMARKS.md, issue 25).
    final class Extras: @unchecked Sendable {
        /// The innermost tag, kept without a list: most tagged nodes have one.
        @exclusivity(unchecked) private(set) var firstTag: String?
        /// The tags after the first, outward.
        @exclusivity(unchecked) private(set) var moreTags: [String]
        @exclusivity(unchecked) private(set) var button: ButtonInfo?
        @exclusivity(unchecked) private(set) var accessibility: AccessibilityInfo?
        @exclusivity(unchecked) private(set) var reachableActions: [ReachableAction]
        @exclusivity(unchecked) private(set) var modelValues: [ModelValueClaim]

        init(
            firstTag: String? = nil, moreTags: [String] = [], button: ButtonInfo? = nil, accessibility: AccessibilityInfo? = nil,
            reachableActions: [ReachableAction] = [], modelValues: [ModelValueClaim] = []
        ) {
            self.firstTag = firstTag
            self.moreTags = moreTags
            self.button = button
            self.accessibility = accessibility
            self.reachableActions = reachableActions
            self.modelValues = modelValues
        }

        /// Extras for these values, or nil when there are none.
        static func make(
            firstTag: String?, moreTags: [String], button: ButtonInfo?, accessibility: AccessibilityInfo?,
            reachableActions: [ReachableAction], modelValues: [ModelValueClaim]
        ) -> Extras? {
            if firstTag == nil, button == nil, accessibility == nil, reachableActions.isEmpty, modelValues.isEmpty { return nil }
            return Extras(
                firstTag: firstTag, moreTags: moreTags, button: button, accessibility: accessibility,
                reachableActions: reachableActions, modelValues: modelValues
            )
        }

        /// Whether the node's accessibility properties hide its subtree; read in place, without a copy of them.
        var isAccessibilityHidden: Bool { accessibility?.isHidden == true }

        /// Whether the node is a button that does not respond; read in place.
        var isDisabledButton: Bool { button?.isEnabled == false }

        /// ``LaidOutNode/isAccessibilityElement``, read in place: a walk asks it of every node, and a copy
        /// of the accessibility properties retains and releases each of their strings.
        var isAccessibilityElement: Bool {
            if accessibility?.children == .contain { return false }
            if button != nil { return true }
            guard let info = accessibility else { return false }
            return info.children != nil || info.label != nil || info.value != nil || info.hint != nil
                || !info.traits.isEmpty || info.adjustableActions != nil
        }

        /// Whether nothing is set.
        var isEmpty: Bool {
            firstTag == nil && button == nil && accessibility == nil && reachableActions.isEmpty && modelValues.isEmpty
        }

        /// Puts a decoration outside those applied before: a tag after the tags, accessibility
        /// properties merged over the ones set (outer values win), audit claims after the claims.
        func apply(_ decoration: consuming NodeDecoration) {
            switch consume decoration {
            case .tag(let tag):
                if firstTag == nil { firstTag = tag } else { moreTags.append(tag) }
            case .accessibility(let info):
                // Taken out, not read: the merge then owns the inner properties instead of copying them.
                if let inner = accessibility.take() {
                    accessibility = info.merged(over: inner)
                } else {
                    accessibility = info
                }
            case .claims(let reachable, let values):
                // A node's first claims are the decoration's arrays themselves, not copies.
                if reachableActions.isEmpty { reachableActions = reachable } else { reachableActions += reachable }
                if modelValues.isEmpty { modelValues = values } else { modelValues += values }
            }
        }

        /// These extras with `outer`'s applied over them, as new extras: tags after these tags,
        /// accessibility merged over, claims after; the button is this one's.
        func applying(_ outer: Extras) -> Extras {
            let merged = Extras(
                firstTag: firstTag, moreTags: moreTags, button: button, accessibility: accessibility,
                reachableActions: reachableActions, modelValues: modelValues
            )
            if let tag = outer.firstTag { merged.apply(.tag(tag)) }
            for tag in outer.moreTags { merged.apply(.tag(tag)) }
            if let info = outer.accessibility { merged.apply(.accessibility(info)) }
            if !outer.reachableActions.isEmpty || !outer.modelValues.isEmpty {
                merged.apply(.claims(reachableActions: outer.reachableActions, modelValues: outer.modelValues))
            }
            return merged
        }
    }

    /// What a node draws itself.
    ///
    /// Indirect: a text's layout, font and paint take a few hundred bytes, and a laid-out node is
    /// copied as a tree is built and read; a drawn content is one reference in it.
    public indirect enum Content: Sendable {
        /// Nothing drawn: a container or a modifier.
        case none
        /// Text, shaped and placed.
        case text(LaidOutText)
        /// An icon with its paint.
        case icon(LaidOutIcon)
        /// A shape with its fill and stroke.
        case shape(LaidOutShape)
    }

    init(
        kind: Kind, frame: Rect, content: Content = .none, children: [LaidOutNode] = [], opacity: Double = 1,
        tags: [String] = [], button: ButtonInfo? = nil, accessibility: AccessibilityInfo? = nil,
        reachableActions: [ReachableAction] = [], modelValues: [ModelValueClaim] = []
    ) {
        self.init(
            kind: kind, frame: frame, content: content, children: children, opacity: opacity,
            extras: Extras.make(
                firstTag: tags.first, moreTags: tags.count > 1 ? Array(tags.dropFirst()) : [], button: button,
                accessibility: accessibility, reachableActions: reachableActions, modelValues: modelValues
            )
        )
    }

    /// A node from another's parts, its extras moved rather than made again.
    init(kind: Kind, frame: Rect, content: Content, children: [LaidOutNode], opacity: Double, extras: Extras?) {
        self.kind = kind
        self.frame = frame
        self.content = content
        self.children = children
        self.opacity = opacity
        self.extras = extras
    }

    /// The node with what modifiers without layout of their own put on it (gathered by its element,
    /// innermost first): tags after its tags, accessibility properties merged over any it has (outer
    /// values win), audit claims after its claims. A node with nothing of its own takes the gathered
    /// extras as they are. It takes the node by value (`consuming`), so its fields move into the new node.
    consuming func decorated(with decorations: Extras) -> LaidOutNode {
        LaidOutNode(
            kind: kind, frame: frame, content: content, children: children, opacity: opacity,
            extras: extras.map { $0.applying(decorations) } ?? decorations
        )
    }

    /// This node and every descendant, depth first, parents before children: the walk's order.
    public var allNodes: [LaidOutNode] {
        var nodes: [LaidOutNode] = []
        walk { node, _ in nodes.append(node) }
        return nodes
    }

    /// The first node with a tag, depth first.
    public func first(tagged tag: String) -> LaidOutNode? {
        // A search needs no walk context: no paths are made for it.
        if isTagged(tag) { return self }
        for child in children {
            if let found = child.first(tagged: tag) { return found }
        }
        return nil
    }

    /// Whether one of the node's tags is `tag`.
    func isTagged(_ tag: String) -> Bool {
        guard let extras else { return false }
        return extras.firstTag == tag || extras.moreTags.contains(tag)
    }
}

/// A text as laid out: the lines shown, the font that measured them, and whether it was cut.
public struct LaidOutText: Sendable {
    /// The text before any truncation (the localized string).
    public let fullText: String
    /// The lines shown, with their widths and baselines, truncation ellipsis included.
    public let layout: TextLayout
    /// The paint of the glyphs.
    public let fill: ResolvedFill
    /// The font request as the node asked for it, such as "headline".
    public let font: TextFont
    /// The font that measured the text, which renderers and the audit use as is.
    ///
    /// It gives the face, point size, weight and features; the text is drawn scaled by ``scale`` when it shrank
    /// to fit.
    public let resolvedFont: Font
    /// The locale the text was resolved for.
    public let locale: LocaleID
    /// Why the text shows its catalog key instead of a translation, if it does.
    public let problem: LayoutDiagnostic.Problem?
    /// The direction its lines align by.
    ///
    /// A line narrower than the frame starts at the frame's leading edge: the left one left to
    /// right, the right one right to left.
    public let layoutDirection: LayoutDirection
    /// How much larger than laid out a scale effect draws the text, across and down (its frame is
    /// already scaled): renderers scale the lines' positions and the glyphs by it.
    var drawingScale: (x: Double, y: Double) = (1, 1)

    /// Where a line of a width starts in a frame: at its leading edge.
    public func lineStart(width: Double, in frame: Rect) -> Double {
        layoutDirection == .rightToLeft ? frame.maxX - width : frame.minX
    }

    /// The text shown, lines joined with newlines.
    public var shownText: String {
        // Most texts are one line: nothing to join.
        layout.lines.count == 1 ? layout.lines[0].text : layout.lines.map(\.text).joined(separator: "\n")
    }

    /// The shown text on one line, each line break ("\n", "\r\n", "\r", U+2028…) one "⏎": for dumps and
    /// findings, whose lines must stay lines. Breaks are found as characters, where "\r\n" is one, so it
    /// is one mark, and a lone "\r" is not left to move the cursor back.
    var shownTextOnOneLine: String {
        let shown = shownText
        // Most texts have no break: none of the bytes of U+000A–U+000D, U+0085 (C2 85), U+2028 or
        // U+2029 (E2 80 A8/A9), the scalars `Character.isNewline` holds, so nothing to map.
        var bytes = shown.utf8.makeIterator()
        var previous: (UInt8, UInt8) = (0, 0)
        var breaks = false
        while let byte = bytes.next() {
            if (0x0A...0x0D).contains(byte) || (previous.1 == 0xC2 && byte == 0x85)
                || (previous == (0xE2, 0x80) && (byte == 0xA8 || byte == 0xA9)) {
                breaks = true
                break
            }
            previous = (previous.1, byte)
        }
        guard breaks else { return shown }
        return String(shown.map { $0.isNewline ? "⏎" : $0 })
    }
    /// Whether the text was truncated (did not fit even at its minimum scale).
    public var isTruncated: Bool { layout.isTruncated }
    /// The uniform scale applied to fit (1 when it fit at full size).
    public var scale: Double { layout.scale }
}

/// An icon as laid out.
public struct LaidOutIcon: Sendable {
    /// The icon's name in the icon set.
    public let name: IconName
    /// The icon's vector data.
    public let glyph: IconGlyph
    /// The icon's paint, resolved against the environment.
    public let fill: ResolvedFill
    /// Whether the icon is drawn mirrored: a directional icon (a chevron) in a right-to-left layout.
    public let isMirrored: Bool
}

/// A shape as laid out.
public struct LaidOutShape: Sendable {
    /// The outline.
    public let kind: ShapeKind
    /// The paint inside the outline, resolved; nil for none.
    public let fill: ResolvedFill?
    /// The paint of the outline, resolved; nil for none.
    public let stroke: ResolvedFill?
    /// The width of the outline, drawn inside the bounds.
    public let lineWidth: Double
}

/// What a button node is and where it can be hit.
public struct ButtonInfo: Sendable {
    /// The action the button triggers.
    public let action: ActionID
    /// What the button does, if it has a role.
    public let role: ButtonRole?
    /// The area that responds to touch: the drawn frame grown to at least 44×44 pt around its centre.
    public let hitArea: Rect
    /// Whether the button can be pressed here; a disabled button is drawn dimmed.
    ///
    /// Its label is drawn at ``Button/disabledOpacity``.
    public let isEnabled: Bool
    /// Whether holding the button repeats its action.
    public let repeatsWhileHeld: Bool
    /// Whether the button has keyboard focus: renderers draw a focus ring around it.
    ///
    /// The environment's ``EnvironmentValues/focusedAction`` gives it to one button a screen: the first with that action.
    public var isFocused: Bool = false
    /// What pressing runs, for a button made with a closure (see ``press()``).
    var perform: (@Sendable () -> Void)? = nil

    /// Whether the button runs a closure when pressed, rather than naming its action for a model.
    public var runsClosure: Bool { perform != nil }
}

/// Accessibility properties of a node, with localized text resolved.
public struct AccessibilityInfo: Sendable {
    /// These properties over `inner`'s: values set here win, traits add up.
    consuming func merged(over inner: consuming AccessibilityInfo) -> AccessibilityInfo {
        AccessibilityInfo(
            label: label ?? inner.label, value: value ?? inner.value, hint: hint ?? inner.hint,
            traits: traits.union(inner.traits), isHidden: isHidden || inner.isHidden,
            children: children ?? inner.children, adjustableActions: adjustableActions ?? inner.adjustableActions,
            problems: inner.problems.isEmpty ? problems : problems + inner.problems
        )
    }

    /// The accessible name, resolved for the layout's locale.
    public let label: String?
    /// The accessible value, spoken after the name.
    public let value: String?
    /// The hint on what activating the element does.
    public let hint: String?
    /// The traits added to the element.
    public let traits: AccessibilityTraits
    /// Whether the element and its children are hidden from assistive technology.
    public let isHidden: Bool
    /// How the element treats the elements inside it, if set.
    public let children: AccessibilityChildBehavior?
    /// The actions that increment and decrement an adjustable element.
    public let adjustableActions: (increment: ActionID, decrement: ActionID)?
    /// Why a label, value or hint shows its catalog key instead of a translation.
    public var problems: [LayoutDiagnostic.Problem] = []
}

