/// Where an element's accessible name came from, so the audit can tell a real name from an icon's.
///
/// ```swift
/// let result = try LayoutEngine().layout(Button(.increment) { Icon(.plus) }, in: EnvironmentValues())
/// let element = AccessibilityTranscript(result).elements[0]   // a button with no accessibility label
/// element.name        // "plus"
/// element.nameSource  // .icon — the audit reports an element named only by its icon
/// ```
public enum AccessibleNameSource: String, Hashable, Sendable {
    /// An explicit accessibility label.
    case label
    /// Text inside the element (or the text itself, for static text).
    case content
    /// Only the names of icons inside the element.
    case icon
    /// Nothing: the element has no name.
    case none
}
