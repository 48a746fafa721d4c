extension LaidOutNode {
    /// The node at a path as audit findings and transcripts write it ("HStack/Button#decrement"), or nil.
    ///
    /// ```swift
    /// let finding = AccessibilityAudit().findings(in: result)[0]
    /// result.root.descendant(atPath: finding.path)?.frame   // where to draw its outline
    /// ```
    public func descendant(atPath path: String) -> LaidOutNode? {
        guard path == NodePath.root(self) || path.hasPrefix(NodePath.root(self) + "/") else { return nil }
        var current = (node: self, path: NodePath.root(self))
        while current.path != path {
            guard let next = NodePath.children(of: current.node, at: current.path).first(where: { child in
                path == child.path || path.hasPrefix(child.path + "/")
            }) else { return nil }
            current = next
        }
        return current.node
    }
}
