extension LaidOutNode {
    /// Whether a walk goes on into a node's children, as a visitor answers on entering the node.
    public enum Descent: Hashable, Sendable {
        /// Walk the children, then leave the node.
        case visitChildren
        /// Leave the node without walking its children.
        case skipChildren
    }

    // MARK: - API

    /// Walks this node and its subtree with a visitor: parents before children, children back to front.
    ///
    /// Each node's ``WalkContext`` — its path, its opacity and the state it inherits — is made once,
    /// from its parent's, whatever the visitor reads of it.
    ///
    /// ```swift
    /// var counter = TextCounter()   // the visitor of LaidOutNodeVisitor's example
    /// screen.root.walk(with: &counter)
    /// ```
    public func walk(with visitor: inout some LaidOutNodeVisitor) {
        var order = 0
        let record = Path.Record(capacity: nodeCount)
        Self.walk(self, context: WalkContext(root: self, record: record), visitor: &visitor, order: &order)
    }

    /// Calls a closure with every node of this subtree and its context.
    ///
    /// Parents come before children, children back to front.
    ///
    /// ```swift
    /// screen.root.walk { node, context in
    ///     if node.button != nil { print(context.path) }   // HStack/Button#decrement …
    /// }
    /// ```
    public func walk(_ body: (LaidOutNode, WalkContext) -> Void) {
        withoutActuallyEscaping(body) { body in
            var visitor = ClosureVisitor(body: body)
            walk(with: &visitor)
        }
    }

    /// The node at a path of this tree, or nil: the path's child indices lead to it and its components match.
    ///
    /// ```swift
    /// var paths: [LaidOutNode.Path] = []
    /// screen.root.walk { _, context in paths.append(context.path) }
    /// screen.root.descendant(at: paths[3])?.frame   // the frame of the fourth node the walk met
    /// ```
    public func descendant(at path: Path) -> LaidOutNode? {
        let components = path.components
        guard components[0].kind == kind, components[0].tag == tag else { return nil }
        var node = self
        for (index, component) in zip(path.childIndices, components.dropFirst()) {
            guard node.children.indices.contains(index) else { return nil }
            node = node.children[index]
            guard node.kind == component.kind, node.tag == component.tag else { return nil }
        }
        return node
    }

    /// The node at a path as audit findings and transcripts write it ("HStack/Button#decrement"), or nil.
    ///
    /// ```swift
    /// let finding = AccessibilityAudit().findings(in: result)[0]
    /// result.root.descendant(atPath: finding.path)?.frame   // where to draw its outline
    /// ```
    public func descendant(atPath path: String) -> LaidOutNode? {
        var finder = PathFinder(target: path)
        walk(with: &finder)
        return finder.found
    }

    // MARK: - Internal

    /// Enters `node`, walks its children unless the visitor skips them, and leaves it; `order` is the
    /// last order given out.
    private static func walk<Visitor: LaidOutNodeVisitor>(
        _ node: LaidOutNode, context: WalkContext, visitor: inout Visitor, order: inout Int
    ) {
        if visitor.enter(node, context: context) == .visitChildren {
            // Each child read in place: a copy of a node retains and releases what it holds.
            node.children.withUnsafeBufferPointer { children in
                for index in children.indices {
                    order += 1
                    let childContext = WalkContext(
                        child: children[index], index: index, ordinal: ordinal(of: index, in: children), order: order,
                        parent: context, parentFrame: node.frame
                    )
                    walk(children[index], context: childContext, visitor: &visitor, order: &order)
                }
            }
        }
        visitor.leave(node, context: context)
    }

    /// The 1-based number of the child at `index` among its siblings of the same kind and innermost
    /// tag, or nil when it has no such sibling. Siblings are few: counting beats hashing.
    private static func ordinal(of index: Int, in children: UnsafeBufferPointer<LaidOutNode>) -> Int? {
        guard children.count > 1 else { return nil }
        let kind = children[index].kind
        let tag = children[index].tag
        var before = 0
        var isShared = false
        for other in children.indices where other != index && children[other].kind == kind && children[other].tag == tag {
            isShared = true
            if other < index { before += 1 }
        }
        return isShared ? before + 1 : nil
    }

    /// How many nodes the subtree has, this one included: room for a walk's paths.
    private var nodeCount: Int { 1 + Self.count(children) }

    /// How many nodes these subtrees have. Each child is read in place: a copy of a node retains and
    /// releases what it holds.
    private static func count(_ nodes: [LaidOutNode]) -> Int {
        nodes.withUnsafeBufferPointer { nodes in
            var count = nodes.count
            for index in nodes.indices { count += Self.count(nodes[index].children) }
            return count
        }
    }

    /// A closure as a visitor that walks every node.
    private struct ClosureVisitor: LaidOutNodeVisitor {
        let body: (LaidOutNode, WalkContext) -> Void

        mutating func enter(_ node: LaidOutNode, context: WalkContext) -> Descent {
            body(node, context)
            return .visitChildren
        }
    }

    /// Finds the first node whose printed path is a string; after it, walks no further down.
    private struct PathFinder: LaidOutNodeVisitor {
        let target: String
        var found: LaidOutNode?

        mutating func enter(_ node: LaidOutNode, context: WalkContext) -> Descent {
            guard found == nil else { return .skipChildren }
            if context.path.description == target { found = node }
            return found == nil ? .visitChildren : .skipChildren
        }
    }
}
