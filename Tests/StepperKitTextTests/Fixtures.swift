import Testing
@testable import StepperKitText

/// Fonts every test machine has: DejaVu Sans comes with fonts-dejavu-core, Inter with fonts-inter.
enum Fixtures {
    static let dejaVuSansPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// DejaVu Sans at `size` points, loaded from its file.
    static func dejaVuSans(size: Double = 17) throws -> Font {
        try Font(.file(dejaVuSansPath), size: size)
    }
}

extension Tag {
    @Tag static var fonts: Self
    @Tag static var layout: Self
    @Tag static var bidi: Self
}

/// Expects two lengths in points to agree within a thousandth of a point.
func expectPoints(
    _ actual: Double, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(abs(actual - expected) < 0.001, "\(actual) is not \(expected) ± 0.001", sourceLocation: sourceLocation)
}

/// Expects a width to be at most `limit`, give or take a millionth of a point of rounding.
func expectFits(_ width: Double, _ limit: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(width <= limit + 1e-6, "\(width) is wider than \(limit)", sourceLocation: sourceLocation)
}
