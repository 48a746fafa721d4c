/// The largest sizes the kit lays out: beyond any screen, small enough that drawing stays cheap.
///
/// Themes, fonts and command-line options are checked against these limits, so a typo such as
/// `"buttonSize": 1e5` is an error naming the key and the limit, not a 13 GB terminal grid.
///
/// ```swift
/// ScreenLimits.maximumLength     // 4096: longer than either side of any display, in points
/// ScreenLimits.maximumPointSize  // 1024
/// ScreenLimits.minimumPointSize  // 0.01
/// ```
public enum ScreenLimits {
    /// The longest length, in points, of anything laid out: widths, paddings, sizes of controls.
    ///
    /// A 32-inch 6K display is 3008 × 1692 points; no screen is 4096 points on a side.
    public static let maximumLength = 4096.0

    /// The largest font size, in points: Dynamic Type's largest style is 60 points at AX5.
    public static let maximumPointSize = 1024.0

    /// The smallest font size a measurement accepts, in points: a hundredth of a point.
    ///
    /// Measurements are shown to a thousandth of a point, and at 0.01 pt "Añadir al carrito" is already
    /// 0.075 × 0.012; below it a text measures 0.000 × 0.000, which says nothing, so
    /// `stepperkit measure --size 1e-300` is refused rather than answered.
    ///
    /// ```swift
    /// ScreenLimits.minimumPointSize   // 0.01
    /// ```
    public static let minimumPointSize = 0.01

    /// The most pixels per point a rendering may use (screens use 1 to 3).
    public static let maximumScale = 16.0
}
