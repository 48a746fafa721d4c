/// A node laid out at its ideal size on some axes, whatever it is offered, as SwiftUI's `fixedSize`.
public struct FixedSize: Node {
    public let content: AnyNode
    public let axes: Axes
    public typealias Body = Never
}

extension Node {
    /// Lays the node out at its ideal size on `axes` (both by default), so a stack cannot squeeze it.
    ///
    /// ```swift
    /// HStack { Text("Copies"); Spacer(); control.fixedSize() }
    /// ```
    public func fixedSize(_ axes: Axes = .both) -> FixedSize {
        FixedSize(content: AnyNode(self), axes: axes)
    }
}
