/// A node with a name that tree dumps, tests and the audit use to find it.
public struct Tagged<Content: Node>: Node {
    /// The tagged node.
    public let content: Content
    /// The name tests and tools find the node by.
    public let tag: String
    public typealias Body = Never

    @usableFromInline
    init(content: Content, tag: String) {
        self.content = content
        self.tag = tag
    }
}

extension Node {
    /// Names the node for tree dumps, tests and audit findings.
    ///
    /// ```swift
    /// Text(verbatim: "3").tag("count")
    /// ```
    @inlinable
    public consuming func tag(_ tag: String) -> Tagged<Self> {
        Tagged(content: self, tag: tag)
    }
}
