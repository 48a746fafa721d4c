/// A pass over a laid-out tree: told of each node as the walk enters it, with its context, and again as it leaves.
///
/// ``LaidOutNode/walk(with:)`` calls ``enter(_:context:)`` for a node, then — unless it answered
/// ``LaidOutNode/Descent/skipChildren`` — walks its children back to front, then calls
/// ``leave(_:context:)``: parents before children, each node's subtree before its next sibling,
/// which is the order renderers paint in and assistive technology reads in. The renderers, the
/// accessibility transcript, the audit and the layout diagnostics are visitors.
///
/// ```swift
/// struct TextCounter: LaidOutNodeVisitor {
///     var shown = 0
///     mutating func enter(_ node: LaidOutNode, context: LaidOutNode.WalkContext) -> LaidOutNode.Descent {
///         guard context.opacity > 0 else { return .skipChildren }   // nothing below is seen
///         if case .text = node.content { shown += 1 }
///         return .visitChildren
///     }
/// }
/// var counter = TextCounter()
/// screen.root.walk(with: &counter)
/// counter.shown   // 3
/// ```
public protocol LaidOutNodeVisitor {
    /// Visits a node before its children, and says whether to walk them.
    mutating func enter(_ node: LaidOutNode, context: LaidOutNode.WalkContext) -> LaidOutNode.Descent

    /// Visits a node after its children (or after skipping them); by default it does nothing.
    mutating func leave(_ node: LaidOutNode, context: LaidOutNode.WalkContext)
}

extension LaidOutNodeVisitor {
    /// Does nothing: most visitors need only to enter nodes.
    ///
    /// See ``enter(_:context:)``.
    public mutating func leave(_ node: LaidOutNode, context: LaidOutNode.WalkContext) {}
}
