/// A node laid out at its ideal size on some axes, whatever it is offered, as SwiftUI's fixed size.
public struct FixedSize<Content: Node>: Node {
    /// The node laid out at its ideal size.
    public let content: Content
    /// The axes on which it ignores the proposal.
    public let axes: Axes
    public typealias Body = Never

    @usableFromInline
    init(content: Content, axes: Axes) {
        self.content = content
        self.axes = axes
    }
}

extension Node {
    /// Lays the node out at its ideal size on some axes (both by default), so a stack cannot squeeze it.
    ///
    /// ```swift
    /// HStack { Text("Copies"); Spacer(); control.fixedSize() }
    /// ```
    @inlinable
    public consuming func fixedSize(_ axes: Axes = .both) -> FixedSize<Self> {
        FixedSize(content: self, axes: axes)
    }
}
