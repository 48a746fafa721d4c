public import StepperKitLocalization
public import StepperKitText

/// One cell of the audit matrix: a scene and one variant of every axis.
///
/// ```swift
/// let cell = matrix.cells[0]
/// cell.description       // "stepper · capsule · en_US · large · regular"
/// cell.variant(of: "style")   // "capsule"
/// ```
public struct AuditCell: Hashable, Sendable, CustomStringConvertible {
    /// The scene's name.
    public let scene: String
    /// The variant of each axis, in the matrix's axis order.
    public let variants: [Coordinate]
    /// The locale the cell's environment has once its variants are applied.
    public let locale: LocaleID
    /// The Dynamic Type size the cell's environment has.
    public let dynamicTypeSize: DynamicTypeSize
    /// The control size the cell's environment has.
    public let controlSize: ControlSize

    /// An axis and the name of the variant a cell takes on it.
    public struct Coordinate: Hashable, Sendable, Codable {
        /// The axis's name.
        public let axis: String
        /// The variant's name.
        public let variant: String

        /// A coordinate.
        public init(axis: String, variant: String) {
            self.axis = axis
            self.variant = variant
        }
    }

    /// A cell of a matrix: a scene, a variant of each axis, and the locale and sizes they set.
    public init(
        scene: String, variants: [Coordinate], locale: LocaleID, dynamicTypeSize: DynamicTypeSize, controlSize: ControlSize
    ) {
        self.scene = scene
        self.variants = variants
        self.locale = locale
        self.dynamicTypeSize = dynamicTypeSize
        self.controlSize = controlSize
    }

    /// The name of the variant the cell takes on an axis, or nil when the matrix has no such axis.
    public func variant(of axis: String) -> String? {
        variants.first { $0.axis == axis }?.variant
    }

    /// "scene · variant · variant …", in axis order.
    public var description: String {
        ([scene] + variants.map(\.variant)).joined(separator: " · ")
    }
}
