public import StepperKitText

/// The space a string must fit: a width, a line limit, a text style and font, at Dynamic Type sizes —
/// or a slot of a component.
///
/// ```swift
/// var button = FitRequirement(width: 120)                  // one line of body text, every size
/// button.dynamicTypeSizes = [.large, .accessibility3]
/// var fitter = try TextFitter()
/// let measured = try fitter.measure("Añadir al carrito", against: button)
/// measured.last?.description
/// // "body at accessibility3: measures 266.8 pt, 146.8 pt over 120 pt" (Inter)
/// ```
public struct FitRequirement: Hashable, Sendable {
    /// The widest the text (or the slot's component) may be, in points.
    public var width: Double
    /// The most lines the text may take; nil for no limit (then only words wider than the width fail).
    public var lineLimit: Int?
    /// The text style whose Dynamic Type metrics size the font.
    public var textStyle: TextStyle
    /// The font family or file; the kit's default (Inter, else DejaVu Sans) unless set.
    public var font: FontRequest
    /// The sizes to check, smallest first; every size by default.
    public var dynamicTypeSizes: [DynamicTypeSize]
    /// The smallest scale the text may shrink to before it counts as not fitting, in 0.01…1; 1 by default.
    public var minimumScaleFactor: Double
    /// The component slot the text is shown in; nil for bare text in width.
    public var slot: FitSlot?

    /// A requirement; one line of body text at every size by default.
    public init(
        width: Double, lineLimit: Int? = 1, textStyle: TextStyle = .body, font: FontRequest = .default,
        dynamicTypeSizes: [DynamicTypeSize] = DynamicTypeSize.allCases, minimumScaleFactor: Double = 1, slot: FitSlot? = nil
    ) {
        self.width = width
        self.lineLimit = lineLimit
        self.textStyle = textStyle
        self.font = font
        self.dynamicTypeSizes = dynamicTypeSizes
        self.minimumScaleFactor = minimumScaleFactor
        self.slot = slot
    }
}
