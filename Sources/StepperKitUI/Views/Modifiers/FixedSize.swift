/// A node laid out at its ideal size on some axes, whatever it is offered, as SwiftUI's fixed size.
public struct FixedSize: View {
    /// The node laid out at its ideal size.
    public let content: AnyView
    /// The axes on which it ignores the proposal.
    public let axes: Axes
    public typealias Body = Never
}

extension View {
    /// Lays the node out at its ideal size on some axes (both by default), so a stack cannot squeeze it.
    ///
    /// ```swift
    /// let control = QuantityStepper(value: 3, in: 1...10, label: "Copies")
    /// HStack { Text("Copies"); Spacer(); control.fixedSize() }
    /// ```
    public consuming func fixedSize(_ axes: Axes = .both) -> FixedSize {
        FixedSize(content: AnyView(self), axes: axes)
    }

    /// Lays the view out at its ideal size on the axes asked for, with SwiftUI's flags for them.
    ///
    /// ```swift
    /// Text("A long description").fixedSize(horizontal: false, vertical: true)
    /// ```
    public consuming func fixedSize(horizontal: Bool, vertical: Bool) -> FixedSize {
        var axes: Axes = []
        if horizontal { axes.insert(.horizontal) }
        if vertical { axes.insert(.vertical) }
        return fixedSize(axes)
    }
}
