/// A node that shows nothing and takes no space.
///
/// ```swift
/// struct CountBadge: View {
///     let quantity: Int
///
///     var body: some View {
///         quantity > 0 ? AnyView(Text(verbatim: "\(quantity)")) : AnyView(EmptyView())
///     }
/// }
/// ```
public struct EmptyView: View {
    /// Nothing.
    public init() {}
    public typealias Body = Never
}
