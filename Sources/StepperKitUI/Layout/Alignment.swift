/// Where children line up across a vertical stack: leading, centre or trailing.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
    /// The guides the layout knows; a struct around them lets the kit add guides later.
    enum Storage: String, Hashable, Sendable {
        case leading, center, trailing
    }

    let storage: Storage

    /// The leading edges line up: the left in left-to-right layouts.
    public static let leading = HorizontalAlignment(storage: .leading)
    /// The centres line up.
    public static let center = HorizontalAlignment(storage: .center)
    /// The trailing edges line up: the right in left-to-right layouts.
    public static let trailing = HorizontalAlignment(storage: .trailing)

    /// The alignment's name, such as "leading".
    public var description: String { storage.rawValue }
}

/// Where children line up across a horizontal stack: top, centre or bottom.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
    /// The guides the layout knows; a struct around them lets the kit add guides (such as baselines) later.
    enum Storage: String, Hashable, Sendable {
        case top, center, bottom
    }

    let storage: Storage

    /// The top edges line up.
    public static let top = VerticalAlignment(storage: .top)
    /// The centres line up.
    public static let center = VerticalAlignment(storage: .center)
    /// The bottom edges line up.
    public static let bottom = VerticalAlignment(storage: .bottom)

    /// The alignment's name, such as "top".
    public var description: String { storage.rawValue }
}

/// A position inside a frame, for frames, overlays and z-stacks.
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
    /// Where children line up horizontally.
    public var horizontal: HorizontalAlignment
    /// Where children line up vertically.
    public var vertical: VerticalAlignment

    /// An alignment of a horizontal and a vertical guide.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred on both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// At the leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// At the trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// At the top, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// At the bottom, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// In the top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// In the top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// In the bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// In the bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    public var description: String { "\(vertical)\(horizontal.description.capitalized)" }
}

/// A set of layout axes.
public struct Axes: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The horizontal axis.
    public static let horizontal = Axes(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Axes(rawValue: 2)
    /// Both axes.
    public static let both: Axes = [.horizontal, .vertical]
}

/// Which edges a padding applies to.
public struct Edges: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = Edges(rawValue: 1)
    /// The leading edge.
    public static let leading = Edges(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Edges(rawValue: 4)
    /// The trailing edge.
    public static let trailing = Edges(rawValue: 8)
    /// The leading and trailing edges.
    public static let horizontal: Edges = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Edges = [.top, .bottom]
    /// Every edge.
    public static let all: Edges = [.top, .leading, .bottom, .trailing]
}

/// Insets on each edge, in points.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset of the top edge, in points.
    public var top: Double
    /// The inset of the leading edge, in points.
    public var leading: Double
    /// The inset of the bottom edge, in points.
    public var bottom: Double
    /// The inset of the trailing edge, in points.
    public var trailing: Double

    /// Insets on each edge, zero unless given.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same length on each of the given edges, zero on the others.
    public init(_ edges: Edges, _ length: Double) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0
        )
    }

    /// The leading and trailing insets together.
    public var horizontal: Double { leading + trailing }
    /// The top and bottom insets together.
    public var vertical: Double { top + bottom }

    public var description: String {
        "(\(top.compact), \(leading.compact), \(bottom.compact), \(trailing.compact))"
    }
}
