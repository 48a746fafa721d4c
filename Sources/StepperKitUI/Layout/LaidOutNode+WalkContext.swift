extension LaidOutNode {
    /// What a walk knows of a node from above: its path, its place in walk order, and the state it inherits from its ancestors.
    ///
    /// A walk makes each node's context once, from its parent's, and hands it to every visitor; a
    /// renderer or check reads what it needs rather than carrying it down itself. Frames are in the
    /// root's coordinates already, offsets applied, so there is no transform to accumulate.
    ///
    /// ```swift
    /// screen.root.walk { node, context in
    ///     guard context.opacity > 0, !context.isAccessibilityHidden, case .text(let text) = node.content else { return }
    ///     print(context.path, text.shownText)   // VStack/HStack/Text "3"
    /// }
    /// ```
    public struct WalkContext: Sendable {
        /// The node's path from the root.
        public let path: Path
        /// The node's position in walk order, 0 for the root: the nodes of its subtree come right after it.
        public let order: Int
        /// The opacity the node is drawn with: its own times its ancestors'.
        public let opacity: Double
        /// Whether the node or an ancestor is hidden from assistive technology (a decorative subtree).
        public let isAccessibilityHidden: Bool
        /// Whether the node is a disabled button or is drawn inside one.
        public let isDisabled: Bool
        /// The parent's frame; nil for the root.
        public let parentFrame: Rect?
        /// The path of the element assistive technology reads the node as part of, nil when none.
        ///
        /// It is the nearest of the node and its ancestors that is one element of its own — a button,
        /// or a node whose accessibility properties give it a label, value, hint, traits, adjustable
        /// actions or a children behaviour other than `.contain` — which combines the text and icons inside it.
        public let accessibilityElement: Path?

        /// How many nodes lie above the node: 0 for the root.
        public var depth: Int { path.depth }

        /// The context of a tree's root, whose walk writes its paths into `record`.
        init(root: LaidOutNode, record: Path.Record) {
            let path = Path(root: root, record: record)
            self.path = path
            order = 0
            opacity = root.opacity
            isAccessibilityHidden = root.extras?.isAccessibilityHidden ?? false
            isDisabled = root.extras?.isDisabledButton ?? false
            parentFrame = nil
            accessibilityElement = root.isAccessibilityElement ? path : nil
        }

        /// The context of `child`, the child at `index` of the node with this context and `frame`.
        init(child: LaidOutNode, index: Int, ordinal: Int?, order: Int, parent: WalkContext, parentFrame: Rect) {
            let path = parent.path.child(child, index: index, ordinal: ordinal, entry: order)
            self.path = path
            self.order = order
            // Multiplied from the root down, in the order renderers and the audit always have.
            opacity = parent.opacity * child.opacity
            isAccessibilityHidden = parent.isAccessibilityHidden || child.extras?.isAccessibilityHidden == true
            isDisabled = parent.isDisabled || child.extras?.isDisabledButton == true
            self.parentFrame = parentFrame
            accessibilityElement = child.isAccessibilityElement ? path : parent.accessibilityElement
        }
    }
}

extension LaidOutNode {
    /// Whether assistive technology reads the node as one element of its own, which combines what is
    /// inside it: a button, or a node with accessibility properties that say something, unless they
    /// make it a container of separate elements (`.contain`).
    var isAccessibilityElement: Bool {
        extras?.isAccessibilityElement ?? false
    }
}
