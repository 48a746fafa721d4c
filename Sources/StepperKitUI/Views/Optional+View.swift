/// An optional node shows its value, or nothing: what `if` without `else` builds.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}
