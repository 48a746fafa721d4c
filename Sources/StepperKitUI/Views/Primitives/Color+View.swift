/// A color is a view that fills the space it is offered, as in SwiftUI.
///
/// ```swift
/// ZStack {
///     Color.yellow
///     Text("Two for one on Fridays")
/// }
/// Color.red.frame(width: 8, height: 8)
/// ```
///
/// A color's own methods, such as ``Color/opacity(_:)``, still give a color.
extension Color: View {
    /// A rectangle filled with the color.
    public var body: ShapeView {
        Rectangle().fill(self)
    }
}
