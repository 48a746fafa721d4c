/// A node with another drawn behind it (background) or in front of it (overlay), sized to the node.
public struct Layered: View {
    /// Behind or in front.
    public enum Placement: String, Hashable, Sendable {
        /// Behind the content, or in front of it.
        case background, overlay
    }

    /// The node the layer is drawn with.
    public let content: AnyView
    /// The layer, proposed the content's size.
    public let layer: AnyView
    /// Whether the layer is drawn behind or in front.
    public let placement: Placement
    /// Where the layer sits on the content.
    public let alignment: Alignment
    public typealias Body = Never
}

extension View {
    /// Draws a background node behind this node, proposed this node's size.
    ///
    /// ```swift
    /// HStack { Icon(.minus); Text(verbatim: "3"); Icon(.plus) }.background(Capsule().fill(.tintGradient))
    /// ```
    public consuming func background(alignment: Alignment = .center, _ background: some View) -> Layered {
        Layered(content: AnyView(self), layer: AnyView(background), placement: .background, alignment: alignment)
    }

    /// Draws a shape filled with a paint behind this node.
    public consuming func background(_ fill: Fill, in shape: some Shape) -> Layered {
        background(shape.fill(fill))
    }

    /// Draws a shape filled with a color behind this node, as SwiftUI's background in a shape.
    ///
    /// ```swift
    /// Text(verbatim: "3").padding(4).background(.red, in: Circle())
    /// ```
    public consuming func background(_ color: Color, in shape: some Shape) -> Layered {
        background(.color(color), in: shape)
    }

    /// Draws what a builder makes behind this view, proposed this view's size, as SwiftUI's background.
    ///
    /// ```swift
    /// Text("Sold out")
    ///     .padding(8)
    ///     .background(alignment: .leading) {
    ///         Capsule().fill(.red)
    ///     }
    /// ```
    public consuming func background(alignment: Alignment = .center, @ViewBuilder content: () -> some View) -> Layered {
        background(alignment: alignment, content())
    }

    /// Fills this view's bounds with a paint behind it, as SwiftUI's background with a shape style.
    ///
    /// ```swift
    /// Text("New").padding(4).background(.tint)
    /// ```
    public consuming func background(_ fill: Fill) -> Layered {
        background(Rectangle().fill(fill))
    }

    /// Fills this view's bounds with a color behind it.
    ///
    /// ```swift
    /// Text("New").padding(4).background(.yellow)
    /// ```
    public consuming func background(_ color: Color) -> Layered {
        background(.color(color))
    }

    /// Draws what a builder makes in front of this view, proposed this view's size, as SwiftUI's overlay.
    ///
    /// ```swift
    /// Icon(.cart).overlay(alignment: .topTrailing) {
    ///     Circle().fill(.red).frame(width: 8, height: 8)
    /// }
    /// ```
    public consuming func overlay(alignment: Alignment = .center, @ViewBuilder content: () -> some View) -> Layered {
        overlay(alignment: alignment, content())
    }

    /// Draws an overlay node in front of this node, proposed this node's size.
    ///
    /// ```swift
    /// let badge = Circle().fill(.red).frame(width: 8, height: 8)
    /// Icon(.cart).overlay(alignment: .topTrailing, badge)
    /// ```
    public consuming func overlay(alignment: Alignment = .center, _ overlay: some View) -> Layered {
        Layered(content: AnyView(self), layer: AnyView(overlay), placement: .overlay, alignment: alignment)
    }
}
