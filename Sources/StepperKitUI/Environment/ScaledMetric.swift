public import StepperKitText

extension EnvironmentValues {
    /// A value scaled with this environment's Dynamic Type size relative to a text style, as SwiftUI's scaled
    /// metrics are.
    ///
    /// The value is multiplied by leading(style, size) / leading(style, large) and rounded to a 1/3 pt grid.
    ///
    /// ```swift
    /// EnvironmentValues().with { $0.dynamicTypeSize = .accessibility5 }.scaledMetric(17)  // 48
    /// ```
    public func scaledMetric(_ value: Double, relativeTo style: TextStyle = .body) -> Double {
        guard let table = SharedDynamicType.table else { return value }
        return table.scaledMetric(value, relativeTo: style, size: dynamicTypeSize)
    }
}

extension EnvironmentValues {
    /// The point size a font request has here: its text style's size at this Dynamic Type size, or
    /// its fixed size.
    ///
    /// ```swift
    /// EnvironmentValues().pointSize(of: .footnote)   // 13
    /// ```
    public func pointSize(of font: TextFont) -> Double {
        switch font.size {
        case .fixed(let points): points
        case .style(let style): SharedDynamicType.table?.metrics(for: style, size: dynamicTypeSize).pointSize ?? 17
        }
    }
}

/// The Dynamic Type table compiled into StepperKitText, read once.
enum SharedDynamicType {
    /// Nil only if the compiled-in table were corrupt, which StepperKitText's tests rule out; text
    /// then keeps its large-size metrics.
    static let table: DynamicTypeTable? = try? DynamicTypeTable.standard()
}
