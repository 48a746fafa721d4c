/// The size a parent offers a child, per axis: a number of points, or nil for "your ideal size".
///
/// ```swift
/// ProposedSize(width: 320, height: nil)   // fit 320 pt wide, as tall as you like
/// ProposedSize.unspecified                // ideal size
/// ```
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    /// The offered width; nil asks for the ideal width.
    public var width: Double?
    /// The offered height; nil asks for the ideal height.
    public var height: Double?

    /// A proposal of a width and a height, either of which may be left open.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly a size.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Ideal size on both axes.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Nothing: the child's minimum size.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// Everything: the child's maximum size.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The proposal on one axis.
    func value(on axis: Axis) -> Double? {
        axis == .horizontal ? width : height
    }

    /// A proposal with `main` on `axis` and `cross` on the other.
    static func along(_ axis: Axis, main: Double?, cross: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }

    public var description: String {
        "\(width.map(\.compact) ?? "nil")×\(height.map(\.compact) ?? "nil")"
    }
}

/// One layout axis.
enum Axis: Hashable, Sendable {
    case horizontal, vertical

    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    /// The size along an axis.
    func value(on axis: Axis) -> Double {
        axis == .horizontal ? width : height
    }

    /// A size with `main` on `axis` and `cross` on the other.
    static func along(_ axis: Axis, main: Double, cross: Double) -> Size {
        axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}
