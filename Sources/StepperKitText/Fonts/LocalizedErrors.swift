public import Foundation

// Foundation shows a Swift error through `localizedDescription`, which for an error that is not a
// `LocalizedError` reads "The operation could not be completed. (Module.Type error 1.)"; these errors
// give their own message instead, however they are printed.

extension FontError: LocalizedError {
    /// The same one-line message as the description, for Foundation's localized description.
    ///
    /// ```swift
    /// do { _ = try Font(.file("/nonexistent.ttf"), size: 17) } catch { print(error.localizedDescription) }   // No font file at …
    /// ```
    public var errorDescription: String? { description }
}

extension DynamicTypeError: LocalizedError {
    /// The same one-line message as the description, for Foundation's localized description.
    ///
    /// ```swift
    /// do { _ = try DynamicTypeTable.standard() } catch { print(error.localizedDescription) }
    /// ```
    public var errorDescription: String? { description }
}

extension LineBreakError: LocalizedError {
    /// The same one-line message as the description, for Foundation's localized description.
    ///
    /// ```swift
    /// let font = try Font(.family("DejaVu Sans"), size: 17)
    /// do { _ = try font.layout("Añadir al carrito", in: TextContainer(width: 90)) } catch { print(error.localizedDescription) }
    /// ```
    public var errorDescription: String? { description }
}

extension HyphenationError: LocalizedError {
    /// The same one-line message as the description, for Foundation's localized description.
    ///
    /// ```swift
    /// do { _ = try Hyphenator(localeIdentifier: "ar_EG") } catch { print(error.localizedDescription) }   // no dictionary …
    /// ```
    public var errorDescription: String? { description }
}
