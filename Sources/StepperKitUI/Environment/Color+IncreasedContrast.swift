extension Color {
    /// The colour as drawn with Increase Contrast on.
    ///
    /// Apple's accessible variant of a system colour (indigo #5856D6 → #3634A3), else the colour darkened until white on it reaches 4.5:1.
    ///
    /// ```swift
    /// Color.indigo.increasedContrast.hex   // "#3634A3"
    /// Color.blue.increasedContrast.hex     // "#0040DD"
    /// ```
    public var increasedContrast: Color {
        if let variant = Self.accessibleVariants.first(where: { $0.0 == self })?.1 { return variant }
        var darker = self
        var step = 0
        while darker.contrastRatio(with: .white) < 4.5, step < 20 {
            step += 1
            let keep = 1 - 0.05 * Double(step)
            darker = Color(red: red * keep, green: green * keep, blue: blue * keep, opacity: opacity)
        }
        return darker
    }

    /// iOS's increased-contrast system colours (light appearance).
    private static let accessibleVariants: [(Color, Color)] = [
        (.indigo, Color(rgb8: 0x36, 0x34, 0xA3)),
        (.blue, Color(rgb8: 0x00, 0x40, 0xDD)),
        (.red, .accessibleRed),
        (.green, Color(rgb8: 0x24, 0x8A, 0x3D)),
        (.orange, Color(rgb8: 0xC9, 0x34, 0x00)),
        (.pink, Color(rgb8: 0xD3, 0x0F, 0x45)),
        (.yellow, Color(rgb8: 0xA0, 0x5A, 0x00)),
    ]
}
