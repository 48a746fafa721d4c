public import StepperKitCheck
public import Testing

/// Expects a text to fit its space at every Dynamic Type size of the requirement, with the real fonts.
///
/// A failure names the locale, the size, the measured width and how far over it is:
///
/// ```swift
/// expectFits("Añadir al carrito", FitRequirement(width: 120), locale: try LocaleID("es"))
/// // "Añadir al carrito" (es) does not fit: body at large: measures 127.1 pt, 7.1 pt over 120 pt  (Inter)
/// ```
@discardableResult
public func expectFits(
    _ text: String, _ requirement: FitRequirement, locale: LocaleID = .defaultFormatting,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [FitMeasurement] {
    do {
        var fitter = try TextFitter()
        let measurements = try fitter.measure(text, against: requirement, locale: locale)
        for measurement in measurements where !measurement.fits {
            Issue.record(Comment(rawValue: "\"\(text)\" (\(locale)\(requirement.slot.map { ", \($0)" } ?? "")) does not fit: \(measurement)"),
                         sourceLocation: sourceLocation)
        }
        return measurements
    } catch {
        Issue.record(Comment(rawValue: "\"\(text)\" (\(locale)): \(error)"), sourceLocation: sourceLocation)
        return []
    }
}

/// Expects every resolved string of a matrix to fit its space at every size of the requirement.
///
/// ```swift
/// let catalog = try StringCatalog(contentsOf: URL(filePath: "Sources/Shop/Localizable.xcstrings"))
/// let matrix = try StringMatrix(catalog: catalog, keys: ["Add to cart"], locales: [LocaleID("en"), LocaleID("es")])
/// expectFits(matrix, FitRequirement(width: 160, slot: .button(style: AnyStepperStyle(.capsule))))
/// ```
public func expectFits(_ matrix: StringMatrix, _ requirement: FitRequirement, sourceLocation: SourceLocation = #_sourceLocation) {
    var measuring: TextFitter
    do {
        measuring = try TextFitter()
    } catch {
        Issue.record(Comment(rawValue: "\(error)"), sourceLocation: sourceLocation)
        return
    }
    for cell in matrix.resolveAll() {
        guard let text = cell.text else { continue }
        do {
            for measurement in try measuring.measure(text, against: requirement, locale: cell.locale) where !measurement.fits {
                Issue.record(Comment(rawValue: "\(cell) does not fit: \(measurement)"), sourceLocation: sourceLocation)
            }
        } catch {
            Issue.record(Comment(rawValue: "\(cell): \(error)"), sourceLocation: sourceLocation)
        }
    }
}
