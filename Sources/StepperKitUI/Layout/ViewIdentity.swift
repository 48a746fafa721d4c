/// A view's place in its tree, its structural identity as SwiftUI calls it: where ``State`` keeps a
/// view's values from one layout to the next.
///
/// The path from the root — each child's index in its container, the branch of each `if`, the id of
/// each `ForEach` element and the type of each view with a body — digested into 64 bits as the
/// tree is walked, so following it costs a few multiplications a view and no allocation. Two places
/// share a digest only by a 64-bit hash collision, and a state's key adds the view's type and the
/// property's index to it.
struct ViewIdentity: Hashable, Sendable {
    let digest: UInt64

    /// The root of a tree.
    static let root = ViewIdentity(digest: 0x243F_6A88_85A3_08D3)

    /// The place of a container's child at an index.
    @inline(__always)
    func child(at index: Int) -> ViewIdentity {
        combined(with: UInt64(bitPattern: Int64(index)) &* 2 &+ 1)
    }

    /// The place of the body of a view of a type (a type's metadata address is even).
    @inline(__always)
    func body(of type: any Any.Type) -> ViewIdentity {
        combined(with: UInt64(UInt(bitPattern: ObjectIdentifier(type))))
    }

    /// The place of a `ForEach` element with an id (its hash value).
    func element(id: Int) -> ViewIdentity {
        combined(with: UInt64(bitPattern: Int64(id)) ^ 0x5851_F42D_4C95_7F2D)
    }

    /// The place of a branch of an `if` or `switch` (see ``AnyView``), apart from a child's index.
    func branch(_ path: UInt32) -> ViewIdentity {
        combined(with: UInt64(path) << 32 | 0x4B1D)
    }

    /// The place of a background's or overlay's layer, apart from its content's.
    var layer: ViewIdentity {
        combined(with: 0x1A7E_4000_0000_0001)
    }

    /// The parent's digest and a component, mixed (boost's hash_combine, then splitmix64's finalizer)
    /// so that the order of components matters and nearby values spread over all 64 bits.
    @inline(__always)
    private func combined(with component: UInt64) -> ViewIdentity {
        var mixed = digest ^ (component &+ 0x9E37_79B9_7F4A_7C15 &+ (digest << 6) &+ (digest >> 2))
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return ViewIdentity(digest: mixed ^ (mixed >> 31))
    }
}
