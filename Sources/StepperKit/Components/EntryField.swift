/// A direct-entry text field as drawn: the typed text in an outlined box, one accessibility element
/// with the same name as the stepper it pairs with.
///
/// ```swift
/// EntryField(text: "12", name: "Copies")
/// ```
public struct EntryField: Node {
    /// The text in the field.
    public let text: String
    /// The accessible name, shared with the paired stepper.
    public let name: LocalizedText
    /// Whether the field shows an error outline.
    public let isInvalid: Bool

    /// A field showing typed text, named for assistive technology, marked invalid when its entry was rejected.
    public init(text: String, name: LocalizedText, isInvalid: Bool = false) {
        self.text = text
        self.name = name
        self.isInvalid = isInvalid
    }

    /// The least width of the field.
    static let minimumWidth = 64.0

    public func body(in environment: EnvironmentValues) -> some Node {
        Text(verbatim: text)
            .lineLimit(1)
            .padding(.horizontal, 8)
            .frame(minWidth: Self.minimumWidth, minHeight: 44, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: 6).stroke(isInvalid ? .color(.red) : .color(.secondary), lineWidth: isInvalid ? 2 : 1))
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(name)
            .accessibilityValue(LocalizedText(verbatim: text))
            .accessibilityAddTraits(.textField)
            .tag("entryField")
    }
}
