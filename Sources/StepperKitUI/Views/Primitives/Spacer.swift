/// Flexible space that grows along the axis of its stack, as SwiftUI's spacer.
///
/// ```swift
/// HStack { Text("Tickets"); Spacer(); Text(verbatim: "3") }
/// ```
public struct Spacer: View {
    /// The least space it takes; nil is the stack's spacing (8 pt).
    public let minLength: Double?

    /// A spacer at least a length long (the default spacing when nil).
    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }

    public typealias Body = Never
}
