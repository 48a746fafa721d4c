/// A node in a frame of fixed or bounded size, as SwiftUI's frame modifiers.
public struct Frame: View {
    /// The framed node.
    public let content: AnyView
    /// The frame's bounds and alignment, which its layout element keeps (without the content).
    let bounds: Bounds
    public typealias Body = Never

    /// A frame's bounds, alignment and whether it is fixed.
    struct Bounds {
        let minWidth: Double?
        let idealWidth: Double?
        let maxWidth: Double?
        let minHeight: Double?
        let idealHeight: Double?
        let maxHeight: Double?
        let alignment: Alignment
        let isFixed: Bool
    }

    /// The least width, if bounded.
    public var minWidth: Double? { bounds.minWidth }
    /// The width when none is proposed, if set.
    public var idealWidth: Double? { bounds.idealWidth }
    /// The greatest width, if bounded; infinity fills the proposal.
    public var maxWidth: Double? { bounds.maxWidth }
    /// The least height, if bounded.
    public var minHeight: Double? { bounds.minHeight }
    /// The height when none is proposed, if set.
    public var idealHeight: Double? { bounds.idealHeight }
    /// The greatest height, if bounded; infinity fills the proposal.
    public var maxHeight: Double? { bounds.maxHeight }
    /// Where the node sits in the frame.
    public var alignment: Alignment { bounds.alignment }
    /// Whether this is a fixed frame of a width and height, which proposes exactly its size.
    public var isFixed: Bool { bounds.isFixed }
}

extension View {
    /// A frame of fixed width and/or height; an unspecified dimension follows the content.
    ///
    /// ```swift
    /// Icon(.plus).frame(width: 44, height: 44)
    /// ```
    public consuming func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> Frame {
        Frame(content: AnyView(self), bounds: Frame.Bounds(
            minWidth: width, idealWidth: width, maxWidth: width,
            minHeight: height, idealHeight: height, maxHeight: height, alignment: alignment, isFixed: true
        ))
    }

    /// A flexible frame: the content's size clamped to the bounds given, or the whole proposal for infinity.
    ///
    /// ```swift
    /// Text(verbatim: "3").frame(minWidth: 34)
    /// Button(.add) { Text("Add to Cart") }.frame(maxWidth: .infinity, minHeight: 44)
    /// ```
    public consuming func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> Frame {
        Frame(content: AnyView(self), bounds: Frame.Bounds(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment, isFixed: false
        ))
    }
}
