/// A node with a name that tree dumps, tests and the audit use to find it.
public struct Tagged: View {
    /// The tagged node.
    public let content: AnyView
    /// The name tests and tools find the node by.
    public let tag: String
    public typealias Body = Never
}

extension View {
    /// Names the node for tree dumps, tests and audit findings.
    ///
    /// ```swift
    /// Text(verbatim: "3").tag("count")
    /// ```
    public consuming func tag(_ tag: String) -> Tagged {
        Tagged(content: AnyView(self), tag: tag)
    }

    /// Names the view for tests, as SwiftUI's accessibility identifier does.
    ///
    /// The same as the kit's ``tag(_:)``.
    ///
    /// ```swift
    /// Text(verbatim: "3").accessibilityIdentifier("count")
    /// ```
    public consuming func accessibilityIdentifier(_ identifier: String) -> Tagged {
        tag(identifier)
    }
}
