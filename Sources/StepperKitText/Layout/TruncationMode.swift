/// Where an ellipsis replaces text that does not fit, as SwiftUI's `Text.TruncationMode`.
///
/// ```swift
/// let line = TextContainer(width: 80, lineLimit: 1, truncationMode: .middle)
/// try font.layout("Añadir al carrito", in: line).lines[0].text  // "Añadi…arrito"
/// ```
public enum TruncationMode: String, CaseIterable, Hashable, Sendable {
    /// Keep the end: "…l carrito".
    case head
    /// Keep the start and the end: "Añad…rrito".
    case middle
    /// Keep the start: "Añadir al c…". The default.
    case tail
}
