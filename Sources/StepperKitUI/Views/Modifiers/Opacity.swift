/// A node drawn with reduced opacity; at 0 it still takes its space, as in SwiftUI.
public struct Opacity: View {
    /// The node drawn translucent.
    public let content: AnyView
    /// The opacity, from 0 (invisible) to 1 (opaque).
    public let opacity: Double
    public typealias Body = Never
}

extension View {
    /// Draws the node with an opacity from 0 (invisible) to 1 (opaque).
    ///
    /// ```swift
    /// let quantity = 0
    /// let subtotal = "€0.00"
    /// Text("Subtotal %@", arguments: [.string(subtotal)]).opacity(quantity > 0 ? 1 : 0)   // keeps its space at 0
    /// ```
    public consuming func opacity(_ opacity: Double) -> Opacity {
        Opacity(content: AnyView(self), opacity: min(max(opacity, 0), 1))
    }
}
