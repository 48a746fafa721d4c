/// Where an ellipsis replaces text that does not fit, as SwiftUI's truncation modes.
///
/// ```swift
/// let font = try Font(.family("DejaVu Sans"), size: 17)
/// let line = TextContainer(width: 100, lineLimit: 1, truncationMode: .middle)
/// try font.layout("Añadir al carrito", in: line).lines[0].text  // "Añadi…rito"
/// ```
public enum TruncationMode: String, CaseIterable, Hashable, Sendable {
    /// Keep the end: "…al carrito".
    case head
    /// Keep the start and the end: "Añadi…rito".
    case middle
    /// Keep the start: "Añadir al…". The default.
    case tail
}
