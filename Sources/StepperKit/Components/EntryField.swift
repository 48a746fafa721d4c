/// A direct-entry text field as drawn: the typed text in an outlined box, one accessibility element
/// with the same name as the stepper it pairs with.
///
/// The field is as wide as the widest of its reserved texts (its range's bounds, so it does not
/// jump while a value in range is typed) and widens for longer typed text; it truncates only when
/// it is offered less than that.
///
/// ```swift
/// EntryField(text: "12", name: "Copies", reserving: ["1", "100"])
/// ```
public struct EntryField: View {
    /// The text in the field.
    public let text: String
    /// The accessible name, shared with the paired stepper.
    public let name: LocalizedText
    /// Whether the field shows an error outline.
    public let isInvalid: Bool

    /// Texts the field keeps room for, such as its range's bounds; not drawn.
    public let reserved: [String]

    /// A field showing typed text, named for assistive technology, marked invalid when its entry was rejected.
    ///
    /// The field keeps room for the widest of the reserved texts as well as for what was typed.
    public init(text: String, name: LocalizedText, isInvalid: Bool = false, reserving reserved: [String] = []) {
        self.text = text
        self.name = name
        self.isInvalid = isInvalid
        self.reserved = reserved
    }

    /// The outline: red when invalid; the secondary label colour, or the primary one with Increase
    /// Contrast.
    private var border: Fill {
        if isInvalid { return .color(increaseContrast ? .accessibleRed : .red) }
        return .color(increaseContrast ? .primary : .secondary)
    }

    /// Whether the person asked for more contrast: a darker, thicker outline.
    @Environment(\.increaseContrast) private var increaseContrast

    /// The least width of the field.
    static let minimumWidth = 64.0

    public var body: some View {
        ZStack(alignment: .leading) {
            // Room for the widest reserved text: a ZStack is as wide as its widest child.
            ForEach(reserved) { Text(verbatim: $0).opacity(0).accessibilityHidden() }
            Text(verbatim: text)
        }
            .lineLimit(1)
            .padding(.horizontal, 8)
            .frame(minWidth: Self.minimumWidth, minHeight: 44, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: 6).stroke(border, lineWidth: isInvalid || increaseContrast ? 2 : 1))
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(name)
            .accessibilityValue(LocalizedText(verbatim: text))
            .accessibilityAddTraits(.textField)
            .tag("entryField")
    }
}
