import StepperKitSupport

/// The SVG text of numbers, attribute values and elements: fixed formatting and XML escaping, so the
/// same tree always gives the same bytes.
enum SVGMarkup {
    /// An attribute name and its unescaped value.
    typealias Attribute = (name: String, value: String)

    /// A number with at most `decimals` (0…6) decimals and no trailing zeros: "44", "11.713", "-0.5";
    /// "0" when not finite. Values beyond ±10¹² are clamped, far past any frame.
    static func number(_ value: Double, decimals: Int = 3) -> String {
        guard value.isFinite else { return "0" }
        let digits = min(max(decimals, 0), 6)
        var unit: Int64 = 1
        for _ in 0..<digits { unit *= 10 }
        let scaled = Int64((min(max(value, -1e12), 1e12) * Double(unit)).rounded())
        let magnitude = scaled.magnitude
        let whole = (scaled < 0 ? "-" : "") + String(magnitude / unit.magnitude)
        var fraction = magnitude % unit.magnitude
        guard fraction != 0 else { return whole }
        var fractionDigits = digits
        while fraction % 10 == 0 {
            fraction /= 10
            fractionDigits -= 1
        }
        let fractionText = String(fraction)
        return whole + "." + String(repeating: "0", count: fractionDigits - fractionText.count) + fractionText
    }

    /// Numbers separated by spaces.
    static func numbers(_ values: Double...) -> String {
        values.map { number($0) }.joined(separator: " ")
    }

    /// A start tag, or an empty-element tag when `closed`.
    static func tag(_ name: String, _ attributes: [Attribute], closed: Bool) -> String {
        let rendered = attributes.map { " \($0.name)=\"\(XMLText.escaped($0.value))\"" }.joined()
        return "<\(name)\(rendered)\(closed ? "/>" : ">")"
    }

    /// "#RRGGBB" of a colour, without its opacity.
    static func rgb(_ color: Color) -> String {
        Color(red: color.red, green: color.green, blue: color.blue).hex
    }
}
