import StepperKitSupport

/// A named vector icon, sized by the current font like an SF Symbol.
///
/// Icons come from the layout services' ``IconSet``: the kit's own (plus, minus, trash, cart,
/// cart.badge.plus, the chevrons), glyphs of the Material Icons font, and any an app adds. An icon is as
/// tall as the font's point size:
///
/// ```swift
/// Icon(.plus).font(.headline)
/// Icon(.cartBadgePlus)
/// ```
public struct Icon: View {
    /// Which icon.
    public let name: IconName

    /// An icon by name from the layout's icon set.
    public init(_ name: IconName) {
        self.name = name
    }

    public typealias Body = Never
}

/// The name of an icon in the kit's icon set.
public struct IconName: Hashable, Sendable, CustomStringConvertible {
    /// The icon's name in the icon set, such as "cart.badge.plus".
    public let rawValue: String

    /// An icon name, such as "cart.badge.plus".
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Hashes the name's bytes, cheaply, for the sets and dictionaries icons are looked up in.
    ///
    /// Every icon of every screen is looked up by name in its set: the bytes go through the kit's
    /// `KeyHash` (FNV-1a and a mix, seeded as asked), not a `Hasher`.
    public func _rawHashValue(seed: Int) -> Int {
        var hash = KeyHash(seed: seed)
        hash.combine(rawValue)
        return hash.finalized
    }

    /// Hashes the name, all that equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(_rawHashValue(seed: 0))
    }

    /// A plus sign: increment, add.
    public static let plus = IconName("plus")
    /// A minus sign: decrement.
    public static let minus = IconName("minus")
    /// A trash can: remove from the cart.
    public static let trash = IconName("trash")
    /// A filled shopping cart, as SF Symbols' cart.fill.
    public static let cart = IconName("cart")
    /// A shopping cart with a plus badge: add to cart.
    public static let cartBadgePlus = IconName("cart.badge.plus")
    /// A chevron pointing along the reading direction: right, or left right to left.
    public static let chevronForward = IconName("chevron.forward")
    /// A chevron pointing against the reading direction: left, or right right to left.
    public static let chevronBackward = IconName("chevron.backward")

    public var description: String { rawValue }
}
