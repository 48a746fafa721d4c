public import StepperKitText

/// A text measured in its space at one Dynamic Type size: how wide it is, what is shown, and what does not fit.
///
/// ```swift
/// var fitter = try TextFitter()
/// let requirement = FitRequirement(width: 120, dynamicTypeSizes: [.accessibility3])
/// let measurement = try fitter.measure("Añadir al carrito", against: requirement)[0]
/// measurement.description   // "body at accessibility3: measures 266.8 pt, 146.8 pt over 120 pt"
/// ```
public struct FitMeasurement: Hashable, Sendable, CustomStringConvertible {
    /// The text measured.
    public let text: String
    /// The Dynamic Type size.
    public let size: DynamicTypeSize
    /// The text style.
    public let textStyle: TextStyle
    /// The width of the text on one line (or of its slot's component), in points.
    public let measuredWidth: Double
    /// The width it had to fit.
    public let width: Double
    /// The text as shown: wrapped lines joined by newlines, "…" where it was cut.
    public let shown: String
    /// What does not fit; empty when it fits.
    public let problems: [FitProblem]

    /// A measurement; TextFitter makes them.
    public init(
        text: String, size: DynamicTypeSize, textStyle: TextStyle, measuredWidth: Double, width: Double, shown: String,
        problems: [FitProblem]
    ) {
        self.text = text
        self.size = size
        self.textStyle = textStyle
        self.measuredWidth = measuredWidth
        self.width = width
        self.shown = shown
        self.problems = problems
    }

    /// Whether the text fits.
    public var fits: Bool { problems.isEmpty }

    /// "style at size: problem; problem", or "style at size: fits in N pt".
    public var description: String {
        let place = "\(textStyle.rawValue) at \(size.rawValue)"
        guard !problems.isEmpty else { return "\(place): \(FitProblem.points(measuredWidth)) pt fits \(FitProblem.points(width)) pt" }
        return "\(place): " + problems.map(\.description).joined(separator: "; ")
    }
}
