/// A failure of ICU's line breaker, which happens only when ICU's data is missing or memory runs out.
///
/// ```swift
/// let font = try Font(.family("DejaVu Sans"), size: 17)
/// do { _ = try font.layout("Añadir al carrito") } catch { print(error) }
/// // ICU failed to find line breaks in "Añadir al carrito": U_MEMORY_ALLOCATION_ERROR (7)
/// ```
public struct LineBreakError: Error, Hashable, Sendable, CustomStringConvertible {
    /// ICU's numeric status code.
    public let code: Int32
    /// ICU's name for the code, such as "U_MEMORY_ALLOCATION_ERROR".
    public let name: String
    /// The text being broken into lines.
    public let text: String

    /// The ICU status and the text, in a sentence.
    public var description: String {
        "ICU failed to find line breaks in \"\(text)\": \(name) (\(code))"
    }
}
