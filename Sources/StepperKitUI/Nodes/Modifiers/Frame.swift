/// A node in a frame of fixed or bounded size, as SwiftUI's frame modifiers.
public struct Frame: Node {
    /// The framed node.
    public let content: AnyNode
    /// The least width, if bounded.
    public let minWidth: Double?
    /// The width when none is proposed, if set.
    public let idealWidth: Double?
    /// The greatest width, if bounded; infinity fills the proposal.
    public let maxWidth: Double?
    /// The least height, if bounded.
    public let minHeight: Double?
    /// The height when none is proposed, if set.
    public let idealHeight: Double?
    /// The greatest height, if bounded; infinity fills the proposal.
    public let maxHeight: Double?
    /// Where the node sits in the frame.
    public let alignment: Alignment
    /// Whether this is a fixed frame of a width and height, which proposes exactly its size.
    public let isFixed: Bool
    public typealias Body = Never
}

extension Node {
    /// A frame of fixed width and/or height; an unspecified dimension follows the content.
    ///
    /// ```swift
    /// Icon(.plus).frame(width: 44, height: 44)
    /// ```
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> Frame {
        Frame(content: AnyNode(self), minWidth: width, idealWidth: width, maxWidth: width,
              minHeight: height, idealHeight: height, maxHeight: height, alignment: alignment, isFixed: true)
    }

    /// A flexible frame: the content's size clamped to the bounds given, or the whole proposal for infinity.
    ///
    /// ```swift
    /// Text(verbatim: "3").frame(minWidth: 34)
    /// Button(.add) { Text("Add to Cart") }.frame(maxWidth: .infinity, minHeight: 44)
    /// ```
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> Frame {
        Frame(content: AnyNode(self), minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
              minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment, isFixed: false)
    }
}
