/// A node with a layout priority: its stack offers it space before siblings of lower priority.
///
/// As SwiftUI's `layoutPriority(_:)`; made by ``View/layoutPriority(_:)``.
public struct LayoutPriority: View {
    /// The node given the priority.
    public let content: AnyView
    /// The priority; higher is offered space first, 0 by default.
    public let priority: Double
    public typealias Body = Never
}

extension View {
    /// Sets the priority by which a parent stack offers this node space; 0 by default.
    ///
    /// A stack offers the highest-priority children all the space that is left once the lower
    /// priorities have their minimum sizes, so a label with priority 1 beside a spacer takes its whole
    /// width instead of an equal share (and is not split inside a word):
    ///
    /// ```swift
    /// let control = QuantityStepper(value: 3, in: 1...10, label: "Copies")
    /// HStack {
    ///     Text("Copies").layoutPriority(1)
    ///     Spacer()
    ///     control
    /// }
    /// ```
    public consuming func layoutPriority(_ priority: Double) -> LayoutPriority {
        LayoutPriority(content: AnyView(self), priority: priority.isFinite ? priority : 0)
    }
}
