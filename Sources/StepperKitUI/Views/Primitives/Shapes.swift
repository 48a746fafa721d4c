/// The outline of a shape node: a rectangle, a rounded rectangle, a capsule or a circle.
///
/// ```swift
/// ShapeView(.roundedRectangle(cornerRadius: 8), fill: .tint)
/// ```
public struct ShapeKind: Hashable, Sendable, CustomStringConvertible {
    /// The outlines the renderers know; a struct around them lets the kit add outlines later.
    enum Storage: Hashable, Sendable {
        case rectangle
        case roundedRectangle(cornerRadius: Double)
        case capsule
        case circle
    }

    let storage: Storage

    /// A rectangle filling the bounds.
    public static let rectangle = ShapeKind(storage: .rectangle)
    /// A rectangle whose corners are quarter circles of a radius, in points.
    public static func roundedRectangle(cornerRadius: Double) -> ShapeKind {
        ShapeKind(storage: .roundedRectangle(cornerRadius: cornerRadius))
    }
    /// A rectangle whose short sides are half circles.
    public static let capsule = ShapeKind(storage: .capsule)
    /// The largest circle centred in the bounds.
    public static let circle = ShapeKind(storage: .circle)

    /// The outline's name, with a rounded rectangle's radius: "roundedRectangle(8)".
    public var description: String {
        switch storage {
        case .rectangle: "rectangle"
        case .roundedRectangle(let radius): "roundedRectangle(\(radius.compact))"
        case .capsule: "capsule"
        case .circle: "circle"
        }
    }
}

/// A shape filled and or stroked; it takes all the space it is offered.
///
/// ```swift
/// Capsule().fill(.tintGradient)
/// Circle().stroke(.tint, lineWidth: 1)
/// ```
public struct ShapeView: View {
    /// The outline.
    public let kind: ShapeKind
    /// The paint inside the outline; nil for none.
    public let fill: Fill?
    /// The paint of the outline; nil for none.
    public let stroke: Fill?
    /// The width of the outline, drawn inside the bounds.
    public let lineWidth: Double

    /// A shape with an outline, filled with the foreground unless told otherwise, and an optional stroke.
    public init(_ kind: ShapeKind, fill: Fill? = .foreground, stroke: Fill? = nil, lineWidth: Double = 1) {
        self.kind = kind
        self.fill = fill
        self.stroke = stroke
        self.lineWidth = lineWidth
    }

    public typealias Body = Never
}

/// Shape values with SwiftUI's names, each turning into a shape node with a fill or a stroke.
public protocol Shape: View {
    /// The outline.
    var kind: ShapeKind { get }
}

extension Shape {
    /// The shape filled.
    public func fill(_ fill: Fill) -> ShapeView { ShapeView(kind, fill: fill) }

    /// The shape filled with a colour.
    public func fill(_ color: Color) -> ShapeView { ShapeView(kind, fill: .color(color)) }

    /// The shape's outline drawn inside its bounds.
    public func stroke(_ fill: Fill, lineWidth: Double = 1) -> ShapeView {
        ShapeView(kind, fill: nil, stroke: fill, lineWidth: lineWidth)
    }

    /// The shape filled with the foreground, as a bare SwiftUI shape is.
    public var body: ShapeView { ShapeView(kind) }
}

/// A rectangle.
public struct Rectangle: Shape {
    /// A rectangle.
    public init() {}
    public var kind: ShapeKind { .rectangle }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    /// The radius of the corners, in points.
    public let cornerRadius: Double
    /// A rectangle whose corners have a radius, in points.
    public init(cornerRadius: Double) { self.cornerRadius = cornerRadius }
    public var kind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius) }
}

/// A rectangle whose short sides are half circles.
public struct Capsule: Shape {
    /// A capsule.
    public init() {}
    public var kind: ShapeKind { .capsule }
}

/// The largest circle centred in the bounds.
public struct Circle: Shape {
    /// A circle.
    public init() {}
    public var kind: ShapeKind { .circle }
}
