/// A type-erased view, for values whose concrete view type varies.
///
/// ```swift
/// struct AddLabel: View {
///     @Environment(\.controlSize) private var controlSize
///
///     var body: some View {
///         controlSize == .mini ? AnyView(Icon(.plus)) : AnyView(Text("Add"))
///     }
/// }
/// ```
public struct AnyView: View {
    let base: any View
    /// Which branch of an `if` or `switch` the view is, when ``ViewBuilder`` erased one (0: none):
    /// base-3 digits, innermost first, so a branch keeps a place of its own (and its own state).
    let branch: UInt32

    /// Wraps a view, unwrapping one that is already type-erased.
    public init<V: View>(_ view: __owned V) {
        // `__owned`, not `consuming`: both take the view at +1, but a `consuming` parameter was first
        // moved into a temporary through its value witness, then into the box (two witness calls an
        // erasure). Layout-profile 746.8 → 740.0 M instructions (−0.90%).
        // Not delegated to init(_:branch:): every view a stack or builder keeps is erased here, and a
        // second generic call doubled the cost of erasing (callgrind, the layout benchmark).
        if V.self == AnyView.self {
            // Cannot trap: V is AnyView, checked on the line above.
            self = view as! AnyView
        } else {
            self.base = view
            self.branch = 0
        }
    }

    /// Wraps a view, with SwiftUI's label for it.
    public init<V: View>(erasing view: consuming V) {
        self.init(view)
    }

    /// Wraps a view that is a branch (1: first, 2: second) of a builder's `if` or `switch`; 0 for none.
    init<V: View>(_ view: consuming V, branch: UInt32) {
        // A type comparison decides, not a dynamic cast: erasing is on the layout's hot path, and
        // the cast below runs only for a view that is an AnyView.
        if V.self == AnyView.self {
            // Cannot trap: V is AnyView, checked on the line above.
            let erased = view as! AnyView
            self.base = erased.base
            self.branch = branch == 0 ? erased.branch : erased.branch &* 3 &+ branch
        } else {
            self.base = view
            self.branch = branch
        }
    }

    public typealias Body = Never
}
