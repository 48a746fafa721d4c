/// An optional node shows its value, or nothing: what `if` without `else` builds.
extension Optional: Node where Wrapped: Node {
    public typealias Body = Never
}
