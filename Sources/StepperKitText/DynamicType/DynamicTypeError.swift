/// Why the Dynamic Type table compiled into the kit could not be read, naming the faulty part.
///
/// The table ships inside the library, so this error means the package was built from an edited
/// `DynamicType.json`; the kit's tests read the same table and fail first.
///
/// ```swift
/// do { _ = try DynamicTypeTable.standard() } catch { print(error) }
/// // The Dynamic Type table is invalid: style "body" has 11 leadings, not 12.
/// ```
public struct DynamicTypeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, such as a style with 11 leadings instead of 12.
    public let problem: String

    /// The problem in a sentence, such as "The Dynamic Type table is invalid: style "body" is missing."
    public var description: String { "The Dynamic Type table is invalid: \(problem)." }
}
