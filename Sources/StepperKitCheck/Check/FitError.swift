public import StepperKitText
public import StepperKitUI

/// Why a text could not be measured: its font, its line breaks or its component's layout failed.
///
/// ```swift
/// var fitter = try TextFitter()
/// do {
///     _ = try fitter.measure("Añadir", against: FitRequirement(width: 120, font: .file("Missing.ttf")))
/// } catch {
///     print(error)   // "cannot measure: " and the font error
/// }
/// ```
public enum FitError: Error, Sendable, CustomStringConvertible {
    /// The font could not be opened.
    case font(FontError)
    /// ICU could not find the line breaks.
    case lineBreaks(LineBreakError)
    /// The slot's component could not be laid out.
    case layout(LayoutError)
    /// The Dynamic Type table could not be read.
    case dynamicType(DynamicTypeError)

    /// "cannot measure: " and the cause.
    public var description: String {
        switch self {
        case .font(let error): "cannot measure: \(error)"
        case .lineBreaks(let error): "cannot measure: \(error)"
        case .layout(let error): "cannot measure: \(error)"
        case .dynamicType(let error): "cannot measure: \(error)"
        }
    }
}
